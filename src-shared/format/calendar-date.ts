/**
 * Dates as the service sends them (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss`, with
 * or without an offset) turned into what screens and exports show.
 *
 * Calendar dates are read FROM THE DIGITS, never through a `Date`: a
 * `2024-03-15T00:00:00` is 15/03/2024 whatever the machine's time zone.
 * The only time-zone conversion of the app lives here (saoPauloClock), for
 * real instants (with `Z` or an offset) such as the journal's timestamps,
 * which are shown on the São Paulo clock, and for "today" and "now" in
 * São Paulo (the branches' day, whatever the machine's zone).
 *
 * Pure and free of Node APIs: the renderer uses it too.
 */

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** São Paulo's UTC offset: the same all year since daylight saving time ended in 2019. */
export const SAO_PAULO_UTC_OFFSET = '-03:00';

/** A São Paulo wall-clock moment as RFC 3339: '2024-01-31', '23:59:59' → '2024-01-31T23:59:59-03:00'. */
export function saoPauloInstant(date: string, time: string): string {
  return `${date}T${time}${SAO_PAULO_UTC_OFFSET}`;
}

const ZERO = 48;

function digitAt(text: string, index: number): number {
  const d = text.charCodeAt(index) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The calendar date of a wire date or timestamp, `YYYY-MM-DD`, or undefined:
 * - a bare date, or a date-time without offset: from its digits (D19);
 * - a date-time with `Z` or an offset names an instant: the São Paulo date
 *   of that instant (`2024-03-15T01:00:00Z` is 14/03/2024 in São Paulo).
 * Cheap enough to call once per row on 100,000 rows (no RegExp, no Date,
 * unless the text names an offset).
 */
export function calendarDateOf(text: string | null | undefined): string | undefined {
  const written = writtenCalendarDateOf(text);
  if (written === undefined || text!.length <= 19 || !namesOffset(text!)) return written;
  const w = parseWrittenDateTime(text);
  if (w?.offsetMinutes === undefined) return w?.date;
  const c = saoPauloClock(instantOf(w));
  return `${c.year}-${c.month}-${c.day}`;
}

/** Ends in `Z` or `±hh:mm` / `±hhmm` after the time (a date's own hyphens come earlier). */
function namesOffset(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  if (last === 90 /* Z */ || last === 122 /* z */) return true;
  const sign = text.length - (text.charCodeAt(text.length - 3) === 58 /* : */ ? 6 : 5);
  const c = text.charCodeAt(sign);
  return sign > 10 && (c === 43 /* + */ || c === 45); /* - */
}

/** `YYYY-MM-DD` from the first 10 characters when they form a valid calendar date (time and offset ignored). */
function writtenCalendarDateOf(text: string | null | undefined): string | undefined {
  if (typeof text !== 'string' || !startsWithCalendarDate(text)) return undefined;
  return text.length === 10 ? text : text.slice(0, 10);
}

/** Whether the first 10 characters form a valid calendar date not followed by another digit. */
function startsWithCalendarDate(text: string): boolean {
  if (text.length < 10) return false;
  if (text.charCodeAt(4) !== 45 /* - */ || text.charCodeAt(7) !== 45) return false;
  const y0 = digitAt(text, 0);
  const y1 = digitAt(text, 1);
  const y2 = digitAt(text, 2);
  const y3 = digitAt(text, 3);
  const m0 = digitAt(text, 5);
  const m1 = digitAt(text, 6);
  const d0 = digitAt(text, 8);
  const d1 = digitAt(text, 9);
  if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) < 0) return false;
  // A date followed by more digits ("2024-03-155") is not a date.
  if (text.length > 10 && digitAt(text, 10) >= 0) return false;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether two digits at `index` make a number no greater than `max`. */
function twoDigitsAt(text: string, index: number, max: number): boolean {
  const tens = digitAt(text, index);
  const units = digitAt(text, index + 1);
  return tens >= 0 && units >= 0 && tens * 10 + units <= max;
}

/**
 * Whether the text is exactly the service's usual shape, `YYYY-MM-DDTHH:mm:ss` (capital T, no fraction, no
 * zone), naming a valid date and time: the text parseWrittenDateTime reads as written, checked without a RegExp,
 * so a reader of 120,000 timestamps pays a few comparisons for each instead of two matches.
 */
export function isPlainWallClock(text: string): boolean {
  return (
    text.length === 19 &&
    text.charCodeAt(10) === 84 /* T */ &&
    text.charCodeAt(13) === 58 /* : */ &&
    text.charCodeAt(16) === 58 &&
    twoDigitsAt(text, 11, 23) &&
    twoDigitsAt(text, 14, 59) &&
    twoDigitsAt(text, 17, 59) &&
    startsWithCalendarDate(text)
  );
}

/** `dd/mm/aaaa` from the digits of the date; '' for null, undefined or an invalid date. */
export function formatDateBR(text: string | null | undefined): string {
  const date = calendarDateOf(text);
  if (date === undefined) return '';
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** The parts of a timestamp as written, plus the offset in minutes when it names one. */
export interface WrittenDateTime {
  date: string;
  hour?: string;
  minute?: string;
  second?: string;
  /** Milliseconds, 3 digits (further digits dropped). */
  millis?: string;
  /** Minutes east of UTC; undefined for a wall-clock time without zone. */
  offsetMinutes?: number;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Splits a wire timestamp into its written parts; undefined when it is not one (or names an impossible date or time). */
export function parseWrittenDateTime(text: string | null | undefined): WrittenDateTime | undefined {
  if (typeof text !== 'string') return undefined;
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dateText, hour, minute, second, fraction, zone] = m;
  const date = writtenCalendarDateOf(dateText);
  if (date === undefined) return undefined;
  if (hour === undefined) return { date };
  if (Number(hour) > 23 || Number(minute) > 59 || (second !== undefined && Number(second) > 59)) return undefined;
  const out: WrittenDateTime = {
    date,
    hour,
    minute,
    second: second ?? '00',
    millis: (fraction ?? '').padEnd(3, '0').slice(0, 3),
  };
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') out.offsetMinutes = 0;
    else {
      const digits = zone.replace(':', '');
      const hours = Number(digits.slice(1, 3));
      const minutes = Number(digits.slice(3, 5));
      if (hours > 23 || minutes > 59) return undefined;
      out.offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
    }
  }
  return out;
}

/** A wall-clock reading, zero-padded (`year` 4 digits, the rest 2). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Minutes east of UTC of São Paulo at that instant. */
  offsetMinutes: number;
}

let saoPauloFormat: Intl.DateTimeFormat | undefined;

/** The São Paulo wall clock at an instant (handles the old daylight-saving years as the tz database knows them). */
export function saoPauloClock(instant: Date | number): WallClock {
  const epochMs = typeof instant === 'number' ? instant : instant.getTime();
  saoPauloFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
  const parts: Record<string, string> = {};
  for (const p of saoPauloFormat.formatToParts(epochMs)) parts[p.type] = p.value;
  const year = (parts.year ?? '').padStart(4, '0');
  const month = parts.month ?? '01';
  const day = parts.day ?? '01';
  // Some ICU versions still print midnight as 24 despite h23.
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  const minute = parts.minute ?? '00';
  const second = parts.second ?? '00';
  const wallAsUtc = epochOf(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second), 0);
  const offsetMinutes = Math.round((wallAsUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000))) / 60_000);
  return { year, month, day, hour, minute, second, offsetMinutes };
}

/** `YYYY-MM-DD` of an instant on the São Paulo calendar: today there, by default. */
export function saoPauloDateOf(instant: Date | number = Date.now()): string {
  const c = saoPauloClock(instant);
  return `${c.year}-${c.month}-${c.day}`;
}

/**
 * Milliseconds since 1970-01-01T00:00Z of a UTC wall clock (proleptic
 * Gregorian), by arithmetic: this module never builds a Date, so nothing in
 * it can depend on the process's time zone.
 */
function epochOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
): number {
  // Days from civil (H. Hinnant): March-based years make February the last month.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  const days = era * 146097 + doe - 719468;
  return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis;
}

function instantOf(w: WrittenDateTime): number {
  const [y, mo, d] = w.date.split('-').map(Number) as [number, number, number];
  const utc = epochOf(y, mo, d, Number(w.hour), Number(w.minute), Number(w.second), Number(w.millis));
  return utc - (w.offsetMinutes ?? 0) * 60_000;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * `dd/mm/aaaa hh:mm` for the journal. An instant (with `Z` or an offset) is
 * shown on the São Paulo clock; a time without zone is shown as written; a
 * bare date gives `dd/mm/aaaa`. '' for null, undefined or unreadable text.
 */
export function formatDateTimeBR(text: string | null | undefined): string {
  const w = parseWrittenDateTime(text);
  if (!w) return '';
  if (w.hour === undefined) return formatDateBR(w.date);
  if (w.offsetMinutes === undefined) return `${formatDateBR(w.date)} ${w.hour}:${w.minute}`;
  const c = saoPauloClock(instantOf(w));
  return `${c.day}/${c.month}/${c.year} ${c.hour}:${c.minute}`;
}

/**
 * ISO 8601 for the standard CSV: an instant becomes São Paulo local time with
 * its offset (`2026-01-31T11:30:00-03:00`, the same moment the Excel export
 * shows); a time without zone stays as written (`YYYY-MM-DDTHH:mm:ss`); a
 * bare date stays `YYYY-MM-DD`. '' for null, undefined or unreadable text.
 */
export function formatDateTimeISO(text: string | null | undefined): string {
  const w = parseWrittenDateTime(text);
  if (!w) return '';
  if (w.hour === undefined) return w.date;
  if (w.offsetMinutes === undefined) return `${w.date}T${w.hour}:${w.minute}:${w.second}`;
  const c = saoPauloClock(instantOf(w));
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}:${c.second}${formatOffset(c.offsetMinutes)}`;
}
