/**
 * Main process. One cell of the .xlsx sheet, typed: identifiers and every
 * other text as inline text (zeros kept, never a formula: no `<f>` is ever
 * written, so no guard character is needed), amounts and quotas as numbers
 * with their style, dates as date serials shown `dd/mm/aaaa`. A value its
 * column's type cannot read (a date column given "a definir") is written as
 * text, as in the CSV: nothing is silently lost.
 */
import { calendarDateOf, formatDateTimeISO } from '../../src-shared/format/calendar-date';
import { plainNumber } from './csv-cell';
import type { CsvCellType, CsvCellValue } from './csv-cell';
import type { NumberKind } from './csv-columns';

/** Indexes into styles.xml's cellXfs (xlsx-parts.ts): keep both in step. */
export const XLSX_STYLE = {
  default: 0,
  title: 1,
  header: 2,
  text: 3,
  brl: 4,
  quota: 5,
  date: 6,
  datetime: 7,
  integer: 8,
  number: 9,
  percent: 10,
} as const;

/** Excel's limit for a cell's text; longer text is cut there (with "…") rather than making a file Excel refuses. */
export const XLSX_MAX_TEXT = 32_767;

/** A character XML 1.0 cannot hold at all: control characters but TAB, LF, CR; U+FFFE, U+FFFF. */
function notXml(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
}

/** Markup, and CR: XML readers turn a literal CR into LF, so it is written as a character reference. */
const MARKUP = /[&<>"\r]/;

/** Text safe inside an XML element or attribute (characters XML cannot hold are dropped). */
export function escapeXml(text: string): string {
  let clean = text;
  for (let i = 0; i < text.length; i++) {
    if (notXml(text.charCodeAt(i))) {
      clean = Array.from(text)
        .filter((ch) => !notXml(ch.charCodeAt(0)))
        .join('');
      break;
    }
  }
  if (!MARKUP.test(clean)) return clean;
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;');
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil): arithmetic, no Date, no time zone. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Excel's day 0 is 1899-12-30 (the 1900 leap-year bug folded in). */
const EXCEL_EPOCH = daysFromCivil(1899, 12, 30);

/** The date serial of a `YYYY-MM-DD` calendar date. */
export function excelDateSerial(isoDate: string): number {
  return daysFromCivil(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))) - EXCEL_EPOCH;
}

/** The serial of a timestamp on the São Paulo clock (as the CSV shows it); undefined when unreadable. */
export function excelDateTimeSerial(text: string): number | undefined {
  const iso = formatDateTimeISO(text);
  if (iso === '') return undefined;
  const day = excelDateSerial(iso);
  if (iso.length < 19) return day;
  const seconds = Number(iso.slice(11, 13)) * 3600 + Number(iso.slice(14, 16)) * 60 + Number(iso.slice(17, 19));
  return day + seconds / 86_400;
}

const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

const NUMBER_STYLE: Record<NumberKind, number> = {
  brl: XLSX_STYLE.brl,
  quota: XLSX_STYLE.quota,
  integer: XLSX_STYLE.integer,
  percent: XLSX_STYLE.percent,
};

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Spaces at either end, which only `xml:space="preserve"` keeps. */
export function hasEdgeSpace(text: string): boolean {
  return text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)));
}

/** The index of a text in the shared-strings table, or undefined to write it inline (xlsx-shared-strings.ts). */
export type SharedIndex = (text: string) => number | undefined;

export function textCell(ref: string, text: string, style: number = XLSX_STYLE.text, shared?: SharedIndex): string {
  const cut = text.length > XLSX_MAX_TEXT ? `${text.slice(0, XLSX_MAX_TEXT - 1)}…` : text;
  const index = shared?.(cut);
  if (index !== undefined) return `<c r="${ref}" s="${style}" t="s"><v>${index}</v></c>`;
  // xml:space only where spaces at either end must survive: on every cell it would be a tenth of the sheet.
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${hasEdgeSpace(cut) ? ' xml:space="preserve"' : ''}>${escapeXml(cut)}</t></is></c>`;
}

function numberCell(ref: string, digits: string, style: number): string {
  return `<c r="${ref}" s="${style}"><v>${digits}</v></c>`;
}

/** The `<c>` element for one value ('' for a missing value: the cell is simply absent). */
export function xlsxCell(ref: string, value: CsvCellValue, type: CsvCellType, numberKind?: NumberKind, shared?: SharedIndex): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number': {
      const style = numberKind ? NUMBER_STYLE[numberKind] : XLSX_STYLE.number;
      if (typeof value === 'number') return Number.isFinite(value) ? numberCell(ref, plainNumber(value), style) : '';
      // Digits kept as written (no float round trip).
      return NUMERIC_TEXT.test(value) ? numberCell(ref, value, style) : textCell(ref, value, XLSX_STYLE.text, shared);
    }
    case 'date': {
      const date = typeof value === 'string' ? calendarDateOf(value) : undefined;
      return date !== undefined ? numberCell(ref, String(excelDateSerial(date)), XLSX_STYLE.date) : textCell(ref, String(value), XLSX_STYLE.text, shared);
    }
    case 'datetime': {
      const serial = typeof value === 'string' ? excelDateTimeSerial(value) : undefined;
      return serial !== undefined ? numberCell(ref, plainNumber(serial), XLSX_STYLE.datetime) : textCell(ref, String(value), XLSX_STYLE.text, shared);
    }
    case 'text':
      return textCell(ref, typeof value === 'number' ? plainNumber(value) : value, XLSX_STYLE.text, shared);
  }
}

/** A, B, …, Z, AA, … for a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
