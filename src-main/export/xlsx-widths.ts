/**
 * Main process. Column widths of the .xlsx fitted to their content (D411): each
 * column as wide as its header or its longest cell as a spreadsheet shows it,
 * within XLSX_MAX_WIDTH characters (a longer text runs on in its cell, as
 * spreadsheets show it). SpreadsheetML wants the widths before the rows, so
 * the rows are read once ahead: only their text and number columns, each
 * until it reaches the cap (a date always takes `dd/mm/aaaa`).
 */
import type { ExportColumn, NumberKind } from './export-columns';

/** The widest a column is made, in characters. */
export const XLSX_MAX_WIDTH = 60;
/** Room beside the text: the cell's margins and the header's filter button. */
const PADDING = 3;
const DATE_CHARS = 'dd/mm/aaaa'.length;
const DATETIME_CHARS = 'dd/mm/aaaa hh:mm'.length;
/** Decimals each number kind is shown with (xlsx-parts.ts's formats), and what goes around the digits. */
const DECIMALS: Record<NumberKind | 'plain', number> = { brl: 2, quota: 6, integer: 0, percent: 2, plain: 0 };
const AROUND: Record<NumberKind | 'plain', number> = { brl: 'R$ '.length, quota: 0, integer: 0, percent: 0, plain: 0 };

/** Characters of a number as its format shows it: sign, currency, digits with thousands marks, decimals. */
export function numberChars(value: number, kind: NumberKind | undefined): number {
  const key = kind ?? 'plain';
  const digits = String(Math.trunc(Math.abs(value))).length;
  const decimals = key === 'plain' ? (String(value).split('.')[1]?.length ?? 0) : DECIMALS[key];
  const marks = key === 'plain' ? 0 : Math.floor((digits - 1) / 3);
  return (value < 0 ? 1 : 0) + AROUND[key] + digits + marks + (decimals > 0 ? decimals + 1 : 0);
}

function cellChars<T>(column: ExportColumn<T>, row: T): number {
  const value = column.value(row);
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? numberChars(value, column.number) : 0;
  // A number column's digits as text (written as a number), or any text.
  if (column.type === 'number' && /^-?\d+(?:\.\d+)?$/.test(value)) return numberChars(Number(value), column.number);
  return value.length;
}

/** The width of each column, fitted to `rows` (read once, ahead of writing) and to `least[i]` when given. */
export function fittedWidths<T>(
  rows: readonly T[],
  columns: ReadonlyArray<ExportColumn<T>>,
  least: readonly number[] = [],
): number[] {
  return columns.map((column, i) => {
    let widest = Math.max(column.header.length, (least[i] ?? 0) - PADDING);
    if (column.type === 'date') widest = Math.max(widest, DATE_CHARS);
    else if (column.type === 'datetime') widest = Math.max(widest, DATETIME_CHARS);
    else
      for (let r = 0; r < rows.length && widest < XLSX_MAX_WIDTH; r++)
        widest = Math.max(widest, cellChars(column, rows[r] as T));
    return Math.min(XLSX_MAX_WIDTH, widest + PADDING);
  });
}
