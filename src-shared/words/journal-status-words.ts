/** Shared. A journal entry's status in words, pt-BR and English: History, its export and heading, the duplicate warning. */
import type { JournalStatus } from '../ipc/inputs';

export const JOURNAL_STATUS_WORDS: {
  readonly 'pt-BR': Readonly<Record<JournalStatus, string>>;
  readonly en: Readonly<Record<JournalStatus, string>>;
} = {
  'pt-BR': { succeeded: 'Concluída', failed: 'Com erro', unknown: 'Resultado desconhecido', pending: 'Pendente' },
  en: { succeeded: 'Succeeded', failed: 'Failed', unknown: 'Outcome unknown', pending: 'Pending' },
};
