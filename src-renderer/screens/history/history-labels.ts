/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them) and identifiers. */
import { JOURNAL_ACTIONS, journalActionTitle, type JournalAction } from '../../../src-shared/ipc/inputs';
import type { Language } from '../../i18n/i18n';
import { historyLabelsMessages } from './messages';

/** The operations' own pt-BR titles: the same words the journal stores, the CSV exports and the statement's heading says. */
export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({ value: action, label: journalActionTitle(action) }));


/** An identifier's name (historyLabelsMessages); one without words is shown as recorded. */
export function identifierLabel(key: string, language: Language): string {
  const words: Readonly<Record<string, string>> = historyLabelsMessages[language];
  return Object.hasOwn(words, key) ? words[key]! : key;
}
