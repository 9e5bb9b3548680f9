/**
 * The São Paulo clock, said once (src-shared/format/calendar-date.ts): the day and time every part
 * of the app reads there — the forms' "today" (contract rules), the signature's "now" (renderer), the History
 * filter's days (journal), the journal's timestamps on screen and in the CSV — agree with the tz database for
 * any instant, daylight-saving years included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../../src-shared/contract/rules';
import {
  formatDateTimeBR,
  formatDateTimeISO,
  saoPauloClock,
  saoPauloDateOf,
} from '../../src-shared/format/calendar-date';
import { nowInSaoPauloForInput } from '../../src-renderer/writes/signature-date-time';

/** The tz database's reading, straight from Intl (Swedish writes "YYYY-MM-DD HH:mm:ss"): the oracle. */
function expected(instant: Date) {
  const [date, time] = instant.toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' }).split(' ') as [
    string,
    string,
  ];
  const [hour, minute, second] = time.split(':') as [string, string, string];
  return { date, hour, minute, second };
}

// Whole seconds from 1970 to 2100: the old daylight-saving years (until 2019) and the years since.
const instants = fc.integer({ min: 0, max: 4_102_444_800 }).map((seconds) => new Date(seconds * 1000));

describe('the São Paulo clock', () => {
  it('every reader of the São Paulo day and time agrees with the tz database', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const want = expected(instant);
        const c = saoPauloClock(instant);
        expect(`${c.year}-${c.month}-${c.day}`).toBe(want.date);
        expect([c.hour, c.minute, c.second]).toEqual([want.hour, want.minute, want.second]);
        expect(saoPauloDateOf(instant)).toBe(want.date);
        expect(saoPauloDateOf(instant.getTime())).toBe(want.date);
        expect(todayInSaoPaulo(instant)).toBe(want.date);
        expect(nowInSaoPauloForInput(instant)).toBe(`${want.date}T${want.hour}:${want.minute}`);
        const [y, m, d] = want.date.split('-');
        expect(formatDateTimeBR(instant.toISOString())).toBe(`${d}/${m}/${y} ${want.hour}:${want.minute}`);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the offset it states names the same instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(Date.parse(formatDateTimeISO(instant.toISOString()))).toBe(instant.getTime());
      }),
      { numRuns: 2_000 },
    );
  });
});
