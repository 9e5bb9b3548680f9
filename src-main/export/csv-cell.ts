/**
 * One CSV cell, per format:
 * - 'excel-br' (Excel em português): `;` between cells, decimal comma, no
 *   thousands separator (`1234,56`), dates `dd/mm/aaaa`;
 * - 'rfc4180' (CSV padrão): `,` between cells, decimal point, ISO dates.
 * Both end lines with CRLF; only Excel's file starts with a UTF-8 BOM (the
 * writer adds it).
 *
 * Text cells that a spreadsheet would run as a formula get a leading `'`, as
 * OWASP recommends against CSV injection: those starting with TAB or CR, and
 * those whose first non-blank character is `=`, `+`, `-`, `@` or their
 * full-width forms, since spreadsheets trim spaces (LibreOffice's "Trim
 * spaces", NBSP and other Unicode spaces included) before deciding, and the
 * full-width forms are read as formulas by East Asian input settings. Whatever
 * the column. Number cells are never touched: `-350,25` stays a number.
 */
import {
  calendarDateOf,
  formatDateBR,
  formatDateTimeBR,
  formatDateTimeISO,
} from '../../src-shared/format/calendar-date';
import type { CsvFormat } from '../../src-shared/ipc/inputs';
import type { CellType, CellValue } from './export-columns';

export interface CsvDialect {
  separator: ';' | ',';
  lineEnd: '\r\n';
  /** Write the UTF-8 byte order mark first (Excel needs it to read UTF-8). */
  bom: boolean;
  decimal: ',' | '.';
}

export const CSV_DIALECTS: Readonly<Record<CsvFormat, Readonly<CsvDialect>>> = {
  'excel-br': { separator: ';', lineEnd: '\r\n', bom: true, decimal: ',' },
  rfc4180: { separator: ',', lineEnd: '\r\n', bom: false, decimal: '.' },
};

export const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (OWASP, CSV injection): TAB or CR
 * first, or a formula sign (ASCII or full-width) after any blanks. `\s` is
 * every Unicode space (NBSP, U+2000–U+200A, U+3000, BOM…) plus CR/LF/TAB/VT/FF;
 * the zero-width characters are added because they are as invisible.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u180e\u200b-\u200d\u2060]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/** Prefixes `'` to text a spreadsheet would run as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = { ';': /[;"\r\n]/, ',': /[,"\r\n]/ } as const;

/** Quotes a cell holding the separator, a quote, CR or LF, doubling its quotes (RFC 4180). */
export function quoteCsv(text: string, separator: CsvDialect['separator']): string {
  if (!NEEDS_QUOTES[separator].test(text)) return text;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A number written out in full, never in exponent form and never rounded:
 * `String()`'s shortest round-trip digits (`0.1` stays `0.1`, a quota
 * `120.123456` keeps its six decimals), with `1e-7` expanded to `0.0000001`.
 * '' for NaN and ±Infinity.
 */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const point = mantissa.indexOf('.');
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  // Position of the decimal point within `digits` after applying the exponent.
  const at = (point < 0 ? mantissa.length : point) + exponent;
  let out: string;
  if (at <= 0) out = `0.${'0'.repeat(-at)}${digits}`;
  else if (at >= digits.length) out = digits + '0'.repeat(at - digits.length);
  else out = `${digits.slice(0, at)}.${digits.slice(at)}`;
  return negative ? `-${out}` : out;
}

/** A number in the format's notation: `-1234,56` for Excel (Brasil), `-1234.56` for the standard CSV. */
export function formatCsvNumber(value: number, format: CsvFormat): string {
  const text = plainNumber(value);
  return CSV_DIALECTS[format].decimal === ',' ? text.replace('.', ',') : text;
}

const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

function formatText(text: string, separator: CsvDialect['separator']): string {
  return quoteCsv(guardFormula(text), separator);
}

/**
 * The cell as it goes in the file (quoted when needed, without separator).
 * null and undefined give an empty cell. A value the column's type cannot
 * read (a date column given "a definir") is written as guarded text, so
 * nothing is silently lost.
 */
export function formatCsvCell(value: CellValue, type: CellType, format: CsvFormat): string {
  if (value === null || value === undefined) return '';
  const { separator } = CSV_DIALECTS[format];
  switch (type) {
    case 'number':
      if (typeof value === 'number') return formatCsvNumber(value, format);
      // Digits kept as written (no float round trip): only the decimal mark changes.
      if (NUMERIC_TEXT.test(value)) return CSV_DIALECTS[format].decimal === ',' ? value.replace('.', ',') : value;
      return formatText(value, separator);
    case 'date': {
      if (typeof value === 'number') return formatText(String(value), separator);
      if (value === '') return '';
      const formatted = format === 'excel-br' ? formatDateBR(value) : (calendarDateOf(value) ?? '');
      return formatted !== '' ? formatted : formatText(value, separator);
    }
    case 'datetime': {
      if (typeof value === 'number') return formatText(String(value), separator);
      if (value === '') return '';
      const formatted = format === 'excel-br' ? formatDateTimeBR(value) : formatDateTimeISO(value);
      return formatted !== '' ? formatted : formatText(value, separator);
    }
    case 'text':
      return formatText(typeof value === 'number' ? plainNumber(value) : value, separator);
  }
}
