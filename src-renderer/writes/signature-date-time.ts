/**
 * Renderer. The signing moment: typed as date and time (SigningMomentInput, São Paulo wall clock)
 * and sent as RFC 3339 with the -03:00 offset. São Paulo has had no daylight
 * saving time since 2019, so the offset is always -03:00.
 */
import { saoPauloClock, saoPauloInstant } from '../../src-shared/format/calendar-date';

/** 'YYYY-MM-DDTHH:mm[:ss]' → 'YYYY-MM-DDTHH:mm:ss-03:00'; '' stays '' (the contract reports it). */
export function localInputToRfc3339(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return value;
  return saoPauloInstant(m[1]!, `${m[2]}:${m[3] ?? '00'}`);
}

/** Now on the São Paulo clock, in the datetime-local format (a sensible default for "just signed"). */
export function nowInSaoPauloForInput(now: Date = new Date()): string {
  const c = saoPauloClock(now);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}
