/**
 * Renderer. Whether two quota dates on one screen (the balance's latest conversion, Op14; the profitability's
 * `dataCota`, Op16) are of different calendar days: the figures then describe different days and the screen says
 * so. A date missing on either side compares with nothing (nothing is said about what was not sent).
 */
import { calendarDateOf } from '../../../src-shared/format/calendar-date';

export function differentQuotaDays(a: string | null | undefined, b: string | null | undefined): boolean {
  const dayA = calendarDateOf(a);
  const dayB = calendarDateOf(b);
  return dayA !== undefined && dayB !== undefined && dayA !== dayB;
}
