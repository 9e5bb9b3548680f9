/** How a journal status reads, shared by the duplicate warning and the History screen. */
import type { JournalStatus } from '../../src-shared/ipc/views';
import type { Language } from '../i18n/i18n';

const LABELS: Record<JournalStatus, Record<Language, string>> = {
  succeeded: { 'pt-BR': 'Concluída', en: 'Succeeded' },
  failed: { 'pt-BR': 'Com erro', en: 'Failed' },
  unknown: { 'pt-BR': 'Resultado desconhecido', en: 'Outcome unknown' },
  pending: { 'pt-BR': 'Pendente', en: 'Pending' },
};

export const STATUS_COLORS: Record<JournalStatus, string> = {
  succeeded: 'teal',
  failed: 'red',
  unknown: 'orange',
  pending: 'gray',
};

export const JOURNAL_STATUS_ORDER: readonly JournalStatus[] = ['succeeded', 'failed', 'unknown', 'pending'];

export function statusLabel(status: JournalStatus, language: Language): string {
  return LABELS[status][language];
}
