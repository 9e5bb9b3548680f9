/**
 * Timestamps rewritten with an offset, for the sandbox's real-world mode
 * (D45; runs in the sandbox). The demo writes São Paulo wall-clock times
 * without a zone (`2024-03-15T00:00:00`); a real service behind a gateway
 * often sends the same instant in UTC or with its offset instead. The
 * rewrite keeps the instant, and with it the São Paulo calendar date the
 * app shows (D19): a value whose date would move is left as it was.
 */
import { calendarDateOf, formatDateTimeISO, parseWrittenDateTime } from '../../src-shared/format/calendar-date';

/** `…T03:00:00Z`, `…T00:00:00-03:00` (São Paulo clock and offset), `…T03:00:00.000+00:00`. */
export type OffsetStyle = 'utc' | 'saoPaulo' | 'utcMillis';
export const OFFSET_STYLES: readonly OffsetStyle[] = ['utc', 'saoPaulo', 'utcMillis'];

/** Offsets São Paulo has had: −3 (all year since 2019) and −2 (the old daylight-saving summers). */
const SAO_PAULO_OFFSETS = ['-03:00', '-02:00'] as const;

/** The instant a wire timestamp names: its own offset, or else its digits read on the São Paulo clock. Undefined for a bare date. */
function instantOf(text: string): number | undefined {
  const w = parseWrittenDateTime(text);
  if (!w || w.hour === undefined) return undefined;
  const wall = `${w.date}T${w.hour}:${w.minute}:${w.second}`;
  if (w.offsetMinutes !== undefined) return Date.parse(text.trim().replace(' ', 'T'));
  // The offset whose São Paulo clock shows exactly these digits (the tz database knows the old summers).
  for (const offset of SAO_PAULO_OFFSETS) {
    if (formatDateTimeISO(`${wall}.${w.millis}${offset}`).startsWith(wall))
      return Date.parse(`${wall}.${w.millis}${offset}`);
  }
  // A time São Paulo skipped (the first hour of an old summer): no instant shows it, so it is not rewritten.
  return undefined;
}

/**
 * The same instant written in `style`, or undefined when the text is not a
 * date-time (bare dates stay as they are), is already written that way, or
 * would show another São Paulo date.
 */
export function withOffset(text: string, style: OffsetStyle): string | undefined {
  const epoch = instantOf(text);
  if (epoch === undefined || !Number.isFinite(epoch)) return undefined;
  const iso = new Date(epoch).toISOString();
  let out: string;
  if (style === 'utc') out = iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
  else if (style === 'utcMillis') out = `${iso.slice(0, 23)}+00:00`;
  else out = formatDateTimeISO(iso);
  // The rule of the mode: the instant, and the date the employee sees, never move. (São Paulo's clock before 1914
  // was 3:06:28 behind UTC: a minute offset cannot say that, so such a time is not rewritten in its own offset.)
  return out !== text && Date.parse(out) === epoch && calendarDateOf(out) === calendarDateOf(text) ? out : undefined;
}
