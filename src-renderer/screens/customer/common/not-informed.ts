/**
 * Renderer. Labeled values on the customer's screens ("Nome da mãe: …"): a
 * value the service left out reads "não informado" (D41), because a bare
 * dash next to a label looks like a typo. Table cells keep "—".
 */
import { EMPTY } from '../../../../src-shared/format/display';
import { useT } from '../../../i18n/i18n';
import { notInformedMessages as messages } from './messages';

/** The formatted value, or the words for a missing one (the shared formatters give EMPTY for null, blank or NaN). */
export function orNotInformed(formatted: string, notInformed: string): string {
  return formatted === EMPTY || formatted.trim() === '' ? notInformed : formatted;
}

/** "não informado" in the employee's language, for texts that build a value of parts. */
export function useNotInformedWords(): string {
  return useT(messages)('notInformed');
}

/** `(formatted) => text` in the employee's language: `notInformed(formatMoney(renda))`. */
export function useNotInformed(): (formatted: string) => string {
  const words = useNotInformedWords();
  return (formatted) => orNotInformed(formatted, words);
}
