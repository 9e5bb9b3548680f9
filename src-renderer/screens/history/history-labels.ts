/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them). */
import { JOURNAL_ACTIONS, journalActionTitle, type JournalAction } from '../../../src-shared/ipc/inputs';
import { exportEntryTitleIn } from '../../../src-shared/ipc/journal-export-titles';
import type { Language } from '../../i18n/i18n';

/** The operations' own pt-BR titles: the same words the journal stores, the CSV exports and the statement's heading says. */
export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({
  value: action,
  label: journalActionTitle(action),
}));

/** The write operations' titles in English (the journal keeps the contract's pt-BR title). */
const WRITE_TITLES_EN: Readonly<Record<string, string>> = {
  op2: 'Report signature hash (life)',
  op3: 'Open claim notice',
  op4: 'Request one-off contribution',
  op5: 'Change payment data of the title',
  op6: 'Report proposal signature (pension)',
  op7: 'Set proposal signature date (life)',
  export: 'Statement export or print',
};

/**
 * An entry's operation in the screen's language: the journal's own title in Portuguese; in English the write's
 * title, or "Export <format>: <statement>", "Print: <statement>", "Full CPF shown", from the words the title holds.
 */
export function operationTitle(entry: { action: string; title: string }, language: Language): string {
  if (language === 'pt-BR') return entry.title;
  if (entry.action === 'cpf-reveal') return 'Full CPF shown';
  const exported = entry.action === 'export' ? exportEntryTitleIn(entry.title, language) : undefined;
  if (exported !== undefined) return exported;
  return WRITE_TITLES_EN[entry.action] ?? entry.title;
}
