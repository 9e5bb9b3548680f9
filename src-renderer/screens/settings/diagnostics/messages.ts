/** Renderer. Texts of the contract diagnostics in Settings (the view and the report for the API team), pt-BR first and English second. */
import { dictionaries } from '../../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  diagnosticsSectionMessages,
  operationDriftCardMessages,
  copyDriftReportMessages,
  /** The plain-text report's own lines; its counts and words are the view's (operationDriftCardMessages, diagnosticsSectionMessages). */
  driftReportMessages,
} = dictionaries(pt, en);
