/**
 * Renderer. Service codes ("CASADO", "UNIAO ESTAVEL", "CELULAR") in the employee's
 * language. A code the dictionary does not know is shown as the service
 * sent it, so nothing is ever hidden behind a translation gap (src-shared/words/code-words.ts).
 */
import type { Dictionary } from '../../../i18n/i18n';
import { codeKey, wordForCode } from '../../../../src-shared/words/code-words';
import { useAppStore } from '../../../state/store';

export { codeKey };

export function useCodeLabel<K extends string>(dictionary: Dictionary<K>): (code: string | null | undefined) => string {
  const language = useAppStore((s) => s.language);
  return (code) => wordForCode(dictionary, language, code);
}
