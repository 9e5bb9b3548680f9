/**
 * Renderer (pure). What the pt-BR date field's digits mean (`ddmmaaaa`, shown `dd/mm/aaaa` by IMask whatever the
 * browser's or the OS's locale, DateInputBR.tsx): a calendar date as `YYYY-MM-DD` text or '' — never a Date, so no
 * time zone can move the day — and, when they are not a date the app can use, why, in words.
 */
import { calendarDateOf, daysInMonth } from '../../src-shared/format/calendar-date';
import type { Language } from '../i18n/i18n';
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

/** The field's digits for a `YYYY-MM-DD` value ('' for '' or anything that is not a calendar date). */
export function digitsOfIsoDate(value: string): string {
  if (value === '' || calendarDateOf(value) !== value) return '';
  return `${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(0, 4)}`;
}

/**
 * Why an edit left the field as it was: `full`, a digit typed at the end of a complete date (a fifth digit of
 * the year); `not-a-date`, a paste whose digits do not fit the field.
 */
export type DateRefusal = 'full' | 'not-a-date';

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
export function dateRefusal(t: DateTranslate, reason: DateRefusal): string {
  return reason === 'full' ? t('full') : t('notADate');
}
