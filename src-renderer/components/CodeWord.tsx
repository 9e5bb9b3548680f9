/**
 * Renderer. A service code in the employee's words, for places that cannot
 * call a hook (a virtual table's cell functions): it follows the language
 * switch by itself. Unknown codes read as sent; missing ones as "—".
 */
import type { Dictionary } from '../i18n/i18n';
import { wordForCode } from '../../src-shared/words/code-words';
import { useAppStore } from '../state/store';

export function CodeWord<K extends string>({ words, code }: { words: Dictionary<K>; code: string | null | undefined }) {
  const language = useAppStore((s) => s.language);
  return <>{wordForCode(words, language, code)}</>;
}
