/**
 * Renderer. How the details of what a write sent (D102) read in History:
 * each field path ("fundos.0.codigo") gets a label in the employee's language
 * ("Fundo 1 · código") and its value a display form (amounts in R$, dates in
 * pt-BR, the bank by name). Values arrive already masked by the main process.
 */
import { compeBank, formatCompeCode } from '../../../src-shared/banks/compe';
import { formatDateBR, formatDateTimeBR } from '../../../src-shared/format/calendar-date';
import { formatMoney, formatPercent } from '../../../src-shared/format/display';
import type { Language } from '../../i18n/i18n';
import { historyDetailsMessages } from './messages';

/** The field names' words by path segment (historyDetailsMessages); a name without words is shown as sent. */
function fieldWord(segment: string, language: Language): string {
  const words: Readonly<Record<string, string>> = historyDetailsMessages[language];
  return Object.hasOwn(words, segment) ? words[segment]! : segment;
}

/** "fundos.0.codigo" → "Fundo 1 · código"; unknown names stay as sent. */
export function detailLabel(path: string, language: Language): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${Number(segment) + 1}`;
    else parts.push(fieldWord(segment, language));
  }
  return parts.join(' · ');
}

/** The value as the app shows such a field elsewhere. */
export function detailValue(path: string, value: string): string {
  const field = path.split('.').at(-1) ?? '';
  const number = Number(value);
  if (field === 'valor' && Number.isFinite(number)) return formatMoney(number);
  if (field === 'percentualDistribuicao' && Number.isFinite(number)) return formatPercent(number);
  if (field === 'banco' && Number.isInteger(number)) {
    const bank = compeBank(number);
    return bank ? `${formatCompeCode(number)} · ${bank.name}` : value;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateBR(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTimeBR(value);
  return value;
}
