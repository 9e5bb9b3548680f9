/**
 * The reader's short way for the service's usual timestamp, `YYYY-MM-DDTHH:mm:ss` (isPlainWallClock), reads every
 * such text as the general way does. The general way is reached with the same text written with a lowercase `t`
 * (the short way takes only a capital T): it reads the capital form, counted as coerced, so both must give the same
 * value and otherwise the same drift, whatever the digits (impossible days and times, "no date" years included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DriftCollector } from '../../src-shared/contract/lenient/drift';
import { readTemporal } from '../../src-shared/contract/lenient/read-temporal';
import { isPlainWallClock } from '../../src-shared/format/calendar-date';

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const year = fc.oneof(
  fc.constantFrom('0000', '0001', '1900', '1970', '2000', '2024', '2100', '9999'),
  fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
);
/** Texts of the plain shape, the fields in and out of their ranges, and some with a character out of place. */
const wallClockLike = fc
  .tuple(year, two(13), two(32), two(25), two(61), two(61), fc.option(fc.nat(18)), fc.constantFrom('a', '-', ':', ' '))
  .map(([y, mo, d, h, mi, s, spoil, by]) => {
    const text = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
    return spoil === null || spoil === 10 ? text : text.slice(0, spoil) + by + text.slice(spoil + 1);
  });

function read(kind: 'instant' | 'day', text: string): { value: string | null; drift: unknown } {
  const drift = new DriftCollector();
  const value = readTemporal(kind, text, 'f', drift);
  return { value, drift: drift.report() };
}

describe('the plain wall-clock timestamp', () => {
  it('reads as the general reader reads it, for instants and calendar days', () => {
    fc.assert(
      fc.property(wallClockLike, fc.constantFrom('instant' as const, 'day' as const), (text, kind) => {
        const short = read(kind, text);
        const general = read(kind, `${text.slice(0, 10)}t${text.slice(11)}`);
        expect(short.value).toBe(general.value);
        // The general reading of the lowercase text also says it was coerced; nothing else may differ.
        const coerced = new DriftCollector();
        coerced.add('f', 'coerced');
        if (general.value !== null) expect(general.drift).toEqual(coerced.report());
        if (general.value !== null) expect(short.drift).toEqual(new DriftCollector().report());
        else expect(short.drift).toEqual(general.drift);
      }),
      { numRuns: 3000 },
    );
  });

  it('is recognised only in its exact shape', () => {
    expect(isPlainWallClock('2024-02-29T23:59:59')).toBe(true);
    for (const text of ['2023-02-29T10:00:00', '2024-03-15t10:00:00', '2024-03-15T24:00:00', '2024-03-15T10:00:00Z'])
      expect(isPlainWallClock(text)).toBe(false);
  });
});
