/**
 * Main process. One cell of the .xlsx sheet, typed: identifiers and every
 * other text as inline text (zeros kept, never a formula: no `<f>` is ever
 * written, so no guard character is needed), amounts and quotas as numbers
 * with their style, dates as date serials shown `dd/mm/aaaa` (text before
 * 1900-03-01, where Excel's serials are not the calendar's, D194). A value its
 * column's type cannot read (a date column given "a definir") is written as
 * text, as in the CSV: nothing is silently lost.
 */
import {
  calendarDateOf,
  formatDateBR,
  formatDateTimeBR,
  formatDateTimeISO,
} from '../../src-shared/format/calendar-date';
import { plainNumber } from './csv-cell';
import type { CellType, CellValue, NumberKind } from './export-columns';

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

/** The text without the characters XML cannot hold (most texts have none: returned as they are). */
function xmlCharacters(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (notXml(text.charCodeAt(i))) {
      return Array.from(text)
        .filter((ch) => !notXml(ch.charCodeAt(0)))
        .join('');
    }
  }
  return text;
}

/** Markup escaped in text XML can hold. */
function escapeMarkup(clean: string): string {
  if (!MARKUP.test(clean)) return clean;
  return clean
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

/** Text safe inside an XML element or attribute (characters XML cannot hold are dropped). */
export function escapeXml(text: string): string {
  return escapeMarkup(xmlCharacters(text));
}

/**
 * A cell's or shared string's `<t>` element. Whether spaces at either end need `xml:space="preserve"` is decided
 * on the text as written, after the characters XML cannot hold are dropped: `"\u0001 lead"` is `" lead"`.
 */
export function textElement(text: string): string {
  const clean = xmlCharacters(text);
  // xml:space only where spaces at either end must survive: on every cell it would be a tenth of the sheet.
  return `<t${hasEdgeSpace(clean) ? ' xml:space="preserve"' : ''}>${escapeMarkup(clean)}</t>`;
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

/**
 * Counting from 1899-12-30 gives Excel's serial for every day from 1900-03-01 (61): Excel's 1900 system counts
 * 1900-01-01 as 1 and has a 29/02/1900 (60) that never was, so earlier days would show one day off in Excel (and
 * LibreOffice, which counts from 1899-12-30 itself, would disagree with it), and days before 1900 would be
 * negative serials Excel shows as #####. Those are written as text `dd/mm/aaaa` instead (D194).
 */
const EXCEL_EPOCH = daysFromCivil(1899, 12, 30);
const FIRST_SERIAL_DATE = '1900-03-01';

/** The date serial of a `YYYY-MM-DD` calendar date (Excel's 1900 system); undefined before 1900-03-01 (D194). */
export function excelDateSerial(isoDate: string): number | undefined {
  if (isoDate < FIRST_SERIAL_DATE) return undefined;
  return (
    daysFromCivil(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))) - EXCEL_EPOCH
  );
}

/** The serial of a timestamp on the São Paulo clock (as the CSV shows it); undefined when unreadable or before 1900-03-01. */
export function excelDateTimeSerial(text: string): number | undefined {
  const iso = formatDateTimeISO(text);
  if (iso === '') return undefined;
  const day = excelDateSerial(iso.slice(0, 10));
  if (day === undefined || iso.length < 19) return day;
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
  // A text made only of characters XML cannot hold is a missing value, like '': the cell is absent.
  if (xmlCharacters(cut) === '') return '';
  const index = shared?.(cut);
  if (index !== undefined) return `<c r="${ref}" s="${style}" t="s"><v>${index}</v></c>`;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is>${textElement(cut)}</is></c>`;
}

function numberCell(ref: string, digits: string, style: number): string {
  return `<c r="${ref}" s="${style}"><v>${digits}</v></c>`;
}

/** The `<c>` element for one value ('' for a missing value: the cell is simply absent). */
export function xlsxCell(
  ref: string,
  value: CellValue,
  type: CellType,
  numberKind?: NumberKind,
  shared?: SharedIndex,
): string {
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
      if (date === undefined) return textCell(ref, String(value), XLSX_STYLE.text, shared);
      const serial = excelDateSerial(date);
      // Before 1900-03-01: the date as text, which Excel and LibreOffice read alike (D194).
      return serial !== undefined
        ? numberCell(ref, String(serial), XLSX_STYLE.date)
        : textCell(ref, formatDateBR(date), XLSX_STYLE.text, shared);
    }
    case 'datetime': {
      const serial = typeof value === 'string' ? excelDateTimeSerial(value) : undefined;
      if (serial !== undefined) return numberCell(ref, plainNumber(serial), XLSX_STYLE.datetime);
      // Unreadable: as given; before 1900-03-01: `dd/mm/aaaa hh:mm` on the São Paulo clock, as text (D194).
      const early = typeof value === 'string' ? formatDateTimeBR(value) : '';
      return textCell(ref, early !== '' ? early : String(value), XLSX_STYLE.text, shared);
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
