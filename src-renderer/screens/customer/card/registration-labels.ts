/**
 * Renderer. Words for the codes of the customer's registration (Op8), pt-BR and English. The sex is worded by
 * src-shared/words/code-words.ts (SEX_WORDS), the same wherever a sex is shown (customer card, beneficiaries); the
 * lines of business by src-shared/words/line-words.ts (LINE_WORDS), the same as the write dialogs and receipts.
 */
import { EMPTY } from '../../../../src-shared/format/display';
import { dictionaries } from '../../../i18n/i18n';
import pt from './registration-labels.pt-BR.json';
import en from './registration-labels.en.json';

export const {
  MARITAL_STATUS_LABELS,
  NATIONALITY_LABELS,
  /** Address, phone and e-mail kinds share one dictionary: the service uses the same words. */
  CONTACT_KIND_LABELS,
  SYSTEM_LABELS,
} = dictionaries(pt, en);

/** Op8 flags come as "S"/"N". */
export function isYes(flag: string | null | undefined): boolean {
  return typeof flag === 'string' && /^(S|SIM|Y|YES|TRUE|1)$/i.test(flag.trim());
}

/** "Sim"/"Não" for a flag; EMPTY when the service left it out: a missing flag is not a "Não". */
export function yesNo(flag: string | null | undefined, yes: string, no: string): string {
  if (flag === null || flag === undefined || flag.trim() === '') return EMPTY;
  return isYes(flag) ? yes : no;
}
