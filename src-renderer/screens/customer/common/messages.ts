/** Renderer. Texts of the parts the customer's tabs share, pt-BR first and English second. */
import { dictionaries } from '../../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  claimNoticeButtonMessages,
  fieldsSelectMessages,
  identifierActionsMessages,
  /** "não informado": a labeled value the service left out (./not-informed.ts). */
  notInformedMessages,
} = dictionaries(pt, en);
