/**
 * Renderer. How the details of what a write sent (D102) read in History: the shared words and display forms
 * (the request receipt reads them the same way).
 */
export {
  journalDetailLabel as detailLabel,
  journalDetailValue as detailValue,
} from '../../../src-shared/ipc/journal-detail-words';
