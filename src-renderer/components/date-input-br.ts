/**
 * Renderer (pure). The pt-BR date field's rules (issue 13 item 9), kept apart from React so they can be tested
 * as properties: the field holds up to 8 digits shown as `dd/mm/aaaa` whatever the browser's or the OS's
 * locale; slashes are the mask's, never typed; an edit is worked out on the digits around the caret
 * (masked-field-edit.ts, as for the CPF field); the app receives `YYYY-MM-DD` calendar text or '' — never a Date,
 * so no time zone can move the day.
 *
 * Why not `<input type="date">`: Chromium lays it out by its UI language (`mm/dd/yyyy` without pt-BR), a click
 * lands on whichever segment is under the mouse (the year, so `01012020` became the year 12020) and it accepts
 * six-digit years; the filter then silently did nothing.
 */
import { calendarDateOf, daysInMonth } from '../../src-shared/format/calendar-date';
import type { Language } from '../i18n/i18n';
import { fieldChange } from './masked-field-edit';
import { dateInputBRMessages, monthNameMessages } from './messages';

/** `ddmmaaaa`: the year has exactly four digits. */
export const DATE_DIGITS = 8;

/**
 * Years the field accepts. A year outside is almost always a slipped digit (0202, 2202), and a filter on it
 * would silently show nothing: it is refused with the reason instead.
 */
export const DEFAULT_YEARS = { min: 1900, max: 2099 } as const;

export interface YearRange {
  min: number;
  max: number;
}

// ---- Mask -------------------------------------------------------------------------------------------------------

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** The ASCII digits of a text (what the field keeps of anything typed or pasted). */
export function digitsOf(text: string): string {
  let out = '';
  for (const c of text) if (isDigit(c)) out += c;
  return out;
}

/** `dd/mm/aaaa` of up to 8 digits; a slash only before a digit that follows it ('0101' → '01/01', '01012' → '01/01/2'). */
export function maskDateDigits(digits: string): string {
  const d = digits.slice(0, DATE_DIGITS);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** The field's digits for a `YYYY-MM-DD` value ('' for '' or anything that is not a calendar date). */
export function digitsOfIsoDate(value: string): string {
  if (value === '' || calendarDateOf(value) !== value) return '';
  return `${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(0, 4)}`;
}

// ---- Edits ------------------------------------------------------------------------------------------------------

export type DateFieldEdit =
  /** `caret`: how many digits stand before the caret afterwards. */
  | { kind: 'accepted'; digits: string; caret: number }
  /**
   * The field is left as it was. `full`: a digit typed at the end of a complete date (a fifth digit of the
   * year); `not-a-date`: a paste whose digits do not fit the field.
   */
  | { kind: 'refused'; reason: 'full' | 'not-a-date'; caret: number };

const SEPARATORS = new Set(['/', '.', '-', ' ', '\u00a0']);

/**
 * `head` (the digits before the caret) with `typed` after it: its digits, and for a separator typed right after
 * a day or month of one digit, a zero before that digit ('1/' → '01/', '1/2/' → '01/02/') — only at the end of
 * the field (`open`), where the segment is still being written. Anything else typed is dropped.
 */
function typeInto(head: string, typed: string, open: boolean): string {
  let out = head;
  for (const c of typed) {
    if (isDigit(c)) out += c;
    else if (open && SEPARATORS.has(c) && (out.length === 1 || out.length === 3))
      out = `${out.slice(0, -1)}0${out.slice(-1)}`;
  }
  return out;
}

/**
 * The field after an edit: `head` (digits before the caret, with what was typed) and `tail` (digits after it).
 * In a complete date a digit typed over a digit replaces it (overtype), so a click on the month and two keys
 * fix the month; past the end there is nothing to replace and the edit is refused: the year has four digits.
 */
function settle(head: string, inserted: number, tail: string, wasFull: boolean): DateFieldEdit {
  if (head.length + tail.length <= DATE_DIGITS) return { kind: 'accepted', digits: head + tail, caret: head.length };
  if (wasFull && inserted > 0 && inserted <= tail.length)
    return { kind: 'accepted', digits: head + tail.slice(inserted), caret: head.length };
  return {
    kind: 'refused',
    reason: wasFull && inserted > 0 && tail.length === 0 ? 'full' : 'not-a-date',
    caret: head.length - inserted,
  };
}

/**
 * The browser already changed the field from `previous` (masked) to `next`, the caret now at `caret`, as
 * components/masked-field-edit.ts works it out (deleting only a slash deletes the digit beyond it).
 */
export function changeDateField(
  previous: string,
  next: string,
  caret: number,
  direction: 'backward' | 'forward',
): DateFieldEdit {
  const wasFull = digitsOf(previous).length === DATE_DIGITS;
  const change = fieldChange(previous, next, caret, direction, digitsOf);
  if (change.kind === 'rewritten') return settle(typeInto('', next, true), 0, '', false);
  const head = digitsOf(change.before);
  const tail = digitsOf(change.after);
  const typed = typeInto(head, change.inserted, tail === '');
  // Overtype only for a pure insertion into a complete date (a selection typed over is a replacement already).
  return settle(typed, typed.length - head.length, tail, wasFull && change.removed === '');
}

/** A paste (or drop) of `pasted` over the selection [start, end) of the masked `value`. */
export function pasteIntoDateField(value: string, start: number, end: number, pasted: string): DateFieldEdit {
  // A whole date pasted is that date, wherever the caret was: "31/12/2024", "31.12.2024", "2024-12-31", "31122024".
  const whole = wholeDateDigits(pasted);
  if (whole !== undefined) return { kind: 'accepted', digits: whole, caret: DATE_DIGITS };
  const head = digitsOf(value.slice(0, start));
  const tail = digitsOf(value.slice(end));
  const typed = typeInto(head, pasted, tail === '');
  const edit = settle(typed, typed.length - head.length, tail, false);
  return edit.kind === 'refused' ? { ...edit, reason: 'not-a-date' } : edit;
}

const BR_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The 8 digits of a text that is a whole date as written in Brazil or in ISO form, else undefined. */
export function wholeDateDigits(text: string): string | undefined {
  const t = text.trim();
  const iso = ISO_DATE.exec(t);
  if (iso) return `${iso[3]}${iso[2]}${iso[1]}`;
  const br = BR_DATE.exec(t);
  if (br) return `${br[1]!.padStart(2, '0')}${br[2]!.padStart(2, '0')}${br[3]}`;
  return /^\d{8}$/.test(t) ? t : undefined;
}

// ---- Reading ----------------------------------------------------------------------------------------------------

export type DateReading =
  | { kind: 'empty' }
  | { kind: 'incomplete'; digits: string }
  | { kind: 'no-month'; month: number }
  | { kind: 'no-day'; day: number; month: number; year: number; days: number }
  | { kind: 'year-out-of-range'; year: number; range: YearRange }
  /** `value`: `YYYY-MM-DD`, a calendar date the contract's `calendarDate` accepts. */
  | { kind: 'valid'; value: string };

/** What the field's digits say. */
export function readDateDigits(digits: string, years: YearRange = DEFAULT_YEARS): DateReading {
  if (digits === '') return { kind: 'empty' };
  if (digits.length < DATE_DIGITS) return { kind: 'incomplete', digits };
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4, 8));
  if (month < 1 || month > 12) return { kind: 'no-month', month };
  if (year < years.min || year > years.max) return { kind: 'year-out-of-range', year, range: years };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { kind: 'no-day', day, month, year, days };
  return { kind: 'valid', value: `${digits.slice(4, 8)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}` };
}

/** The value the app receives for a reading: the calendar date, or '' for anything else. */
export function valueOfReading(reading: DateReading): string {
  return reading.kind === 'valid' ? reading.value : '';
}

// ---- Words ------------------------------------------------------------------------------------------------------

type DateMessageKey = keyof (typeof dateInputBRMessages)['pt-BR'];
export type DateTranslate = (key: DateMessageKey, values?: Record<string, string | number>) => string;

/** The months in calendar order: keys of monthNameMessages. */
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

function monthNameOf(language: Language, month: number): string {
  const key = MONTHS[month - 1];
  return key === undefined ? '' : monthNameMessages[language][key];
}

/**
 * Why the reading is not a date the app can use; undefined when it is (or is empty). An incomplete date is
 * only reported once the employee has left the field (`left`): while typing, it is simply not finished.
 */
export function dateReadingProblem(
  t: DateTranslate,
  language: Language,
  reading: DateReading,
  left: boolean,
): string | undefined {
  switch (reading.kind) {
    case 'empty':
    case 'valid':
      return undefined;
    case 'incomplete':
      return left ? t('incomplete') : undefined;
    case 'no-month':
      return t('noMonth', { month: two(reading.month) });
    case 'no-day':
      return t('noDay', {
        date: `${two(reading.day)}/${two(reading.month)}/${reading.year}`,
        monthName: monthNameOf(language, reading.month),
        year: reading.year,
        days: reading.days,
      });
    case 'year-out-of-range':
      return t('yearOutOfRange', { year: reading.year, min: reading.range.min, max: reading.range.max });
  }
}

/** Why an edit was refused. */
export function dateRefusal(t: DateTranslate, edit: Extract<DateFieldEdit, { kind: 'refused' }>): string {
  return edit.reason === 'full' ? t('full') : t('notADate');
}
