/** Renderer. Texts of the life tab, pt-BR first and English second. */
import { defineMessages, dictionaries, type Dictionary } from '../../../i18n/i18n';
import type { AssistanceField } from '../../../../src-shared/contract/resources/life';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const { assistancesPanelMessages, assistancesTableMessages, lifeTabMessages } = dictionaries(pt, en);

/** Op10 column titles, typed with the contract's field names (AssistanceField, in the contract): a field added or renamed there fails to compile here. */
export const ASSISTANCE_FIELD_LABELS = defineMessages(
  pt.ASSISTANCE_FIELD_LABELS,
  en.ASSISTANCE_FIELD_LABELS,
) satisfies Dictionary<AssistanceField>;
