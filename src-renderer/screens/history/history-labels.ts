/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them). */
import { isWriteAction, JOURNAL_ACTIONS, journalActionTitle, type JournalAction } from '../../../src-shared/ipc/inputs';
import { exportEntryTitleIn } from '../../../src-shared/ipc/journal-export-titles';
import { JOURNAL_ACTION_WORDS } from '../../../src-shared/words/journal-action-words';
import type { Language } from '../../i18n/i18n';
import { writeTitle } from '../../writes/write-titles';

/** The operations' own pt-BR titles: the same words the journal stores, the CSV exports and the statement's heading says. */
export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({
  value: action,
  label: journalActionTitle(action),
}));

/** An action in `language`: a write by its dialog's title, an export or a CPF shown by the journal's words. */
function actionTitleIn(action: JournalAction, language: Language): string {
  return isWriteAction(action) ? writeTitle(action, language) : JOURNAL_ACTION_WORDS[language][action];
}

/**
 * An entry's operation in the screen's language: the journal's own title in Portuguese; in English "Export
 * <format>: <statement>" or "Print: <statement>" from the words the title holds, else the action's name.
 */
export function operationTitle(entry: { action: string; title: string }, language: Language): string {
  if (language === 'pt-BR') return entry.title;
  const exported = entry.action === 'export' ? exportEntryTitleIn(entry.title, language) : undefined;
  if (exported !== undefined) return exported;
  const action = JOURNAL_ACTIONS.find((known) => known === entry.action);
  return action === undefined ? entry.title : actionTitleIn(action, language);
}
