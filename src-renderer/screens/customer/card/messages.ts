/** Renderer. Texts of the customer card, pt-BR first and English second. */
import { dictionaries } from '../../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  addressListMessages,
  businessLineListMessages,
  contactListMessages,
  customerCardMessages,
  documentListMessages,
  personalDataMessages,
  revealableCpfMessages,
} = dictionaries(pt, en);
