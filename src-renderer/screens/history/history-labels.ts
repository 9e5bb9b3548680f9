/** How journal fields read on the History screen: operation titles (pt-BR, as the contract names them) and identifiers. */
import { operations } from '../../../src-shared/contract/operations';
import { JOURNAL_ACTIONS, type JournalAction } from '../../../src-shared/ipc/inputs';
import type { Language } from '../../i18n/i18n';
import { historyLabelsMessages } from './messages';

/** The operations' own pt-BR titles: the same words the journal stores and the CSV exports. */
function actionTitle(action: JournalAction): string {
  if (action === 'export') return 'Exportação ou impressão de extrato';
  if (action === 'cpf-reveal') return 'CPF exibido por completo';
  return operations[action].title;
}

export const ACTION_OPTIONS: Array<{ value: JournalAction; label: string }> = JOURNAL_ACTIONS.map((action) => ({ value: action, label: actionTitle(action) }));


/** An identifier's name (historyLabelsMessages); one without words is shown as recorded. */
export function identifierLabel(key: string, language: Language): string {
  const words: Readonly<Record<string, string>> = historyLabelsMessages[language];
  return Object.hasOwn(words, key) ? words[key]! : key;
}
