/**
 * Retry-After (D216): seconds or an HTTP date, read exactly; garbage ignored; and whatever a service sends, a read
 * never waits beyond the bound in all (properties), nor a write ever again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RATE_LIMITED_RETRIES,
  RATE_LIMIT_BUDGET_MS,
  rateLimitedDelayMs,
  retryAfterMs,
} from '../../../src-main/api-client/retry-policy';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads delta-seconds and the three HTTP-date forms (always GMT)', () => {
    expect(retryAfterMs('1', NOW)).toBe(1000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:05 GMT', NOW)).toBe(5000);
    expect(retryAfterMs('Friday, 27-Nov-26 12:00:07 GMT', NOW)).toBe(7000);
    expect(retryAfterMs('Fri Nov 27 12:00:09 2026', NOW)).toBe(9000);
    // A date already past: no wait.
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:00 GMT', NOW)).toBe(0);
  });

  it('ignores what is neither (never guesses)', () => {
    for (const garbage of [
      undefined,
      '',
      '-1',
      '1.5',
      '1e3',
      'soon',
      '10s',
      'NaN',
      'Infinity',
      '0x10',
      'Fri, 99 Foo 2026 12:00:00 GMT',
      42,
    ]) {
      expect(retryAfterMs(garbage, NOW)).toBeUndefined();
    }
  });

  it('any digits: exactly that many seconds, or unbounded when too many (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), (digits) => {
        const ms = retryAfterMs(digits, NOW)!;
        const seconds = Number(digits);
        expect(ms).toBe(Number.isSafeInteger(seconds) ? seconds * 1000 : Number.POSITIVE_INFINITY);
      }),
    );
  });

  it('any date: the time until it, never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const ms = retryAfterMs(date.toUTCString(), NOW)!;
          expect(ms).toBe(Math.max(0, Math.floor(date.getTime() / 1000) * 1000 - NOW));
        },
      ),
    );
  });
});

describe('rateLimitedDelayMs', () => {
  it('whatever the answers ask (seconds, dates, garbage, huge), all the waits of a read stay within the bound (property)', () => {
    const header = fc.oneof(
      fc.nat({ max: 100 }).map(String),
      fc.stringMatching(/^\d{1,25}$/),
      fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
      fc.string(),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.array(header, { minLength: 1, maxLength: 20 }), fc.nat({ max: 20_000 }), (headers, backoff) => {
        let waited = 0;
        let retries = 0;
        for (const value of headers) {
          if (retries >= MAX_RATE_LIMITED_RETRIES) break;
          const delay = rateLimitedDelayMs(retryAfterMs(value, NOW), backoff, waited);
          if (delay === undefined) break;
          expect(delay).toBeGreaterThanOrEqual(0);
          waited += delay;
          retries += 1;
        }
        expect(waited).toBeLessThanOrEqual(RATE_LIMIT_BUDGET_MS);
      }),
      { numRuns: 500 },
    );
  });

  it('waits exactly what was asked when it fits; refuses at once when it does not', () => {
    expect(rateLimitedDelayMs(2000, 300, 0)).toBe(2000);
    expect(rateLimitedDelayMs(undefined, 300, 0)).toBe(300);
    expect(rateLimitedDelayMs(9000, 300, 2000)).toBeUndefined();
    expect(rateLimitedDelayMs(Number.POSITIVE_INFINITY, 300, 0)).toBeUndefined();
  });
});
