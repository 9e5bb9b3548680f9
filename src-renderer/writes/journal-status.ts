/** Renderer. How a journal status reads (its words: journalStatusMessages), shared by the duplicate warning and the History screen. */
import type { JournalStatus } from '../../src-shared/ipc/views';
import type { Language } from '../i18n/i18n';
import { journalStatusMessages } from './messages';

export const STATUS_COLORS: Record<JournalStatus, string> = {
  succeeded: 'teal',
  failed: 'red',
  unknown: 'orange',
  pending: 'gray',
};

export const JOURNAL_STATUS_ORDER: readonly JournalStatus[] = ['succeeded', 'failed', 'unknown', 'pending'];

export function statusLabel(status: JournalStatus, language: Language): string {
  return journalStatusMessages[language][status];
}
