/**
 * Renderer (pure). The `hh:mm` field of the signing moment: digits only, the colon is the mask's, 24-hour clock
 * whatever the browser's locale (a native time input shows AM/PM in an English Chromium). An edit is worked out
 * on the digits around the caret (components/masked-field-edit.ts, as for the date and CPF fields).
 */
import { digitsOf } from '../components/date-input-br';
import { caretAfterDigits, fieldChange } from '../components/masked-field-edit';

export const TIME_DIGITS = 4;

/** `hh:mm` of up to 4 digits; the colon only before a minute digit ('14' → '14', '143' → '14:3'). */
export function maskTimeDigits(digits: string): string {
  const d = digits.slice(0, TIME_DIGITS);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}

/** The field after the browser changed it from `previous` to `next` (caret at `caret`): its digits and where the caret goes. */
export function changeTimeField(
  previous: string,
  next: string,
  caret: number,
  direction: 'backward' | 'forward',
): { masked: string; caret: number } {
  const change = fieldChange(previous, next, caret, direction, digitsOf);
  const head =
    change.kind === 'rewritten' ? digitsOf(change.head) : digitsOf(change.before) + digitsOf(change.inserted);
  const tail = change.kind === 'rewritten' ? digitsOf(change.tail) : digitsOf(change.after);
  const digits = (head + tail).slice(0, TIME_DIGITS);
  const masked = maskTimeDigits(digits);
  return { masked, caret: caretAfterDigits(masked, Math.min(head.length, digits.length)) };
}

export type TimeReading =
  { kind: 'empty' } | { kind: 'incomplete' } | { kind: 'out-of-range' } | { kind: 'valid'; value: string };

/** What the field says: `HH:MM` of a real time of day (00:00 to 23:59), or why not. */
export function readTime(masked: string): TimeReading {
  const digits = digitsOf(masked);
  if (digits === '') return { kind: 'empty' };
  if (digits.length < TIME_DIGITS) return { kind: 'incomplete' };
  const hour = Number(digits.slice(0, 2));
  const minute = Number(digits.slice(2, 4));
  return hour > 23 || minute > 59
    ? { kind: 'out-of-range' }
    : { kind: 'valid', value: `${digits.slice(0, 2)}:${digits.slice(2, 4)}` };
}

/**
 * The form's value (`YYYY-MM-DDTHH:MM`, the signing moment on São Paulo's clock) from the two fields: whatever is
 * not yet a date or a time stays out, so the contract reports the moment as missing, never a half-read one.
 */
export function joinMoment(date: string, time: string): string {
  const reading = readTime(time);
  return date === '' && reading.kind === 'empty' ? '' : `${date}T${reading.kind === 'valid' ? reading.value : ''}`;
}

/** The two fields of a form value: the date (`YYYY-MM-DD` or '') and the time (`HH:MM` or ''). */
export function splitMoment(value: string): { date: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})?T?(\d{2}:\d{2})?/.exec(value);
  return { date: m?.[1] ?? '', time: m?.[2] ?? '' };
}
