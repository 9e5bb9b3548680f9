/** Renderer. Texts of the History screen (the operations journal), pt-BR first and English second. */
import { JOURNAL_DETAIL_WORDS } from '../../../src-shared/ipc/journal-detail-words';
import { defineMessages, dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  historyScreenMessages,
  historyFiltersMessages,
  historyExportMessages,
  historyTableMessages,
  protocolCellMessages,
  historyEntryDetailsMessages,
  resolveUnknownFormMessages,
} = dictionaries(pt, en);

/** The names of the fields a write sent, by path segment (shared with the request receipt: journal-detail-words.ts). */
export const historyDetailsMessages = defineMessages(JOURNAL_DETAIL_WORDS['pt-BR'], JOURNAL_DETAIL_WORDS.en);
