/**
 * Renderer (pure). What the signing moment's `hh:mm` field holds (masked by IMask in SigningMomentInput.tsx, a
 * 24-hour clock whatever the browser's locale: a native time input shows AM/PM in an English Chromium), and the
 * form's one value made of the date and the time.
 */

const TIME_DIGITS = 4;

export type TimeReading =
  { kind: 'empty' } | { kind: 'incomplete' } | { kind: 'out-of-range' } | { kind: 'valid'; value: string };

/** What the field says: `HH:MM` of a real time of day (00:00 to 23:59), or why not. */
export function readTime(masked: string): TimeReading {
  const digits = masked.replace(/[^0-9]/g, '');
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
