/**
 * Renderer. Words for the codes of the customer's registration (Op8), pt-BR and English. The sex is worded by
 * src-shared/words/code-words.ts (SEX_WORDS), the same wherever a sex is shown (customer card, beneficiaries).
 */
import { EMPTY } from '../../../../src-shared/format/display';
import { defineMessages } from '../../../i18n/i18n';

export const MARITAL_STATUS_LABELS = defineMessages(
  {
    SOLTEIRO: 'Solteiro(a)',
    CASADO: 'Casado(a)',
    DIVORCIADO: 'Divorciado(a)',
    SEPARADO: 'Separado(a)',
    VIUVO: 'Viúvo(a)',
    UNIAO_ESTAVEL: 'União estável',
  },
  {
    SOLTEIRO: 'Single',
    CASADO: 'Married',
    DIVORCIADO: 'Divorced',
    SEPARADO: 'Separated',
    VIUVO: 'Widowed',
    UNIAO_ESTAVEL: 'Civil union',
  },
);

export const NATIONALITY_LABELS = defineMessages(
  { BRASILEIRA: 'Brasileira', ESTRANGEIRA: 'Estrangeira' },
  { BRASILEIRA: 'Brazilian', ESTRANGEIRA: 'Foreign' },
);

/** Address, phone and e-mail kinds share one dictionary: the service uses the same words. */
export const CONTACT_KIND_LABELS = defineMessages(
  {
    RESIDENCIAL: 'Residencial',
    COMERCIAL: 'Comercial',
    CELULAR: 'Celular',
    PESSOAL: 'Pessoal',
    CORRESPONDENCIA: 'Correspondência',
    RECADO: 'Recado',
  },
  {
    RESIDENCIAL: 'Home',
    COMERCIAL: 'Work',
    CELULAR: 'Mobile',
    PESSOAL: 'Personal',
    CORRESPONDENCIA: 'Mailing',
    RECADO: 'Messages',
  },
);

export const LINE_LABELS = defineMessages(
  { PREVIDENCIA: 'Previdência', VIDA: 'Vida', CAPITALIZACAO: 'Capitalização', FUNDO_PENSAO: 'Fundo de pensão' },
  { PREVIDENCIA: 'Pension', VIDA: 'Life', CAPITALIZACAO: 'Capitalization', FUNDO_PENSAO: 'Pension fund' },
);

export const SYSTEM_LABELS = defineMessages(
  { CERTIFICADOS: 'Certificados', PROPOSTAS: 'Propostas', TITULOS: 'Títulos', PLANOS: 'Planos' },
  { CERTIFICADOS: 'Certificates', PROPOSTAS: 'Proposals', TITULOS: 'Titles', PLANOS: 'Plans' },
);

/** Op8 flags come as "S"/"N". */
export function isYes(flag: string | null | undefined): boolean {
  return typeof flag === 'string' && /^(S|SIM|Y|YES|TRUE|1)$/i.test(flag.trim());
}

/** "Sim"/"Não" for a flag; EMPTY when the service left it out: a missing flag is not a "Não". */
export function yesNo(flag: string | null | undefined, yes: string, no: string): string {
  if (flag === null || flag === undefined || flag.trim() === '') return EMPTY;
  return isYes(flag) ? yes : no;
}
