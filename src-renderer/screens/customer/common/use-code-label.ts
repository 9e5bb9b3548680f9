/**
 * Renderer. Service codes ("CASADO", "UNIAO ESTAVEL", "CELULAR") in the employee's
 * language. A code the dictionary does not know is shown as the service
 * sent it, so nothing is ever hidden behind a translation gap.
 */
import { formatText } from '../../../../src-shared/format/display';
import type { Dictionary } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';

/** "União estável", "uniao-estavel" and "UNIAO ESTAVEL" all read as UNIAO_ESTAVEL; a missing code as ''. */
export function codeKey(code: string | null | undefined): string {
  if (code === null || code === undefined) return '';
  return code.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase().replace(/[\s-]+/g, '_');
}

export function useCodeLabel<K extends string>(dictionary: Dictionary<K>): (code: string | null | undefined) => string {
  const language = useAppStore((s) => s.language);
  return (code) => {
    if (code === null || code === undefined) return formatText(code);
    const labels: Partial<Record<string, string>> = dictionary[language];
    return labels[codeKey(code)] ?? formatText(code);
  };
}
