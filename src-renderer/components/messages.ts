/** Renderer. Texts of the shared components, pt-BR first and English second. */
import { dictionaries } from '../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  errorAlertMessages,
  discardConfirmationMessages,
  exportMenuMessages,
  dateInputBRMessages,
  /** Month names, for the date field's reasons ("fevereiro de 2024 tem 29 dias"). */
  monthNameMessages,
  /** The request receipt's menu (ReceiptMenu): on a write's outcome and on its History entry (D360). */
  receiptMenuMessages,
} = dictionaries(pt, en);
