/**
 * When the warning ahead of the session's end shows, what it says and when
 * the app looks again: all on the renderer's own clock, from the time left
 * the session answer gave.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeLeft,
  RECHECK_MS,
  sessionDeadline,
  WARNING_LEAD_MS,
  warningLeadMs,
  warningPhase,
} from '../../../src-renderer/app/session/session-warning-schedule';
import type { SessionInfo } from '../../../src-shared/ipc/views';

const MIN = 60_000;
const session = (extra: Partial<SessionInfo>): SessionInfo => ({
  loggedIn: true,
  environment: 'sandbox',
  user: { name: null, login: 'ana', cpfMasked: null, birthday: null },
  ...extra,
});

describe('how early the warning comes', () => {
  it('two minutes for the usual 15-minute session', () => expect(warningLeadMs(15 * MIN)).toBe(2 * MIN));
  it('a quarter of a short session: 15 s for a 1-minute token', () => expect(warningLeadMs(MIN)).toBe(15_000));
  it('two minutes when the lifetime is unknown or nonsense', () => {
    for (const lifetime of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(warningLeadMs(lifetime)).toBe(WARNING_LEAD_MS);
  });
  it('never more than two minutes, never more than a quarter of the session', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 * MIN }), (lifetime) => {
        const lead = warningLeadMs(lifetime);
        expect(lead).toBeLessThanOrEqual(WARNING_LEAD_MS);
        expect(lead).toBeLessThanOrEqual(lifetime / 4);
      }),
    );
  });
});

describe('the deadline comes from the time left, counted on this clock', () => {
  it('received at T with 15 min left: T + 15 min, whatever expiresAt says on another clock', () => {
    expect(
      sessionDeadline(
        session({ expiresAt: '2001-01-01T00:00:00.000Z', expiresInMs: 15 * MIN, lifetimeMs: 15 * MIN }),
        1_000_000,
      ),
    ).toEqual({ deadlineMs: 1_000_000 + 15 * MIN, leadMs: 2 * MIN });
  });
  it('none when logged out, not yet received, or the answer did not say', () => {
    expect(sessionDeadline(session({ loggedIn: false, expiresInMs: MIN }), 0)).toBeUndefined();
    expect(sessionDeadline(session({ expiresInMs: MIN }), undefined)).toBeUndefined();
    expect(sessionDeadline(session({}), 0)).toBeUndefined();
    expect(sessionDeadline(undefined, 0)).toBeUndefined();
  });
});

describe('what shows at a given moment', () => {
  const deadline = { deadlineMs: 15 * MIN, leadMs: 2 * MIN };

  it('quiet until two minutes are left, looking again at most every 30 s', () => {
    expect(warningPhase(deadline, 0)).toEqual({ phase: 'quiet', wakeInMs: RECHECK_MS });
    expect(warningPhase(deadline, 13 * MIN - 10_000)).toEqual({ phase: 'quiet', wakeInMs: 10_000 });
  });
  it('the warning from two minutes left, ticking on the whole second', () => {
    expect(warningPhase(deadline, 13 * MIN)).toEqual({ phase: 'warning', remainingMs: 2 * MIN, nextTickInMs: 1000 });
    expect(warningPhase(deadline, 13 * MIN + 250)).toEqual({
      phase: 'warning',
      remainingMs: 2 * MIN - 250,
      nextTickInMs: 750,
    });
  });
  it('ended at the deadline and after', () => {
    expect(warningPhase(deadline, 15 * MIN)).toEqual({ phase: 'expired' });
    expect(warningPhase(deadline, 20 * MIN)).toEqual({ phase: 'expired' });
  });
  it('a renewed session (a later deadline) is quiet again until its own warning', () => {
    const renewed = { deadlineMs: 14 * MIN + 15 * MIN, leadMs: 2 * MIN };
    expect(warningPhase(renewed, 14 * MIN)).toMatchObject({ phase: 'quiet' });
    expect(warningPhase(renewed, 27 * MIN)).toMatchObject({ phase: 'warning' });
  });
  it('at any moment: the next look is never later than the warning nor than 30 s, and a tick always moves the shown second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 * 60 * MIN }),
        fc.integer({ min: 1, max: 24 * 60 * MIN }),
        fc.integer({ min: 0, max: 10 * 60 * MIN }),
        (left, lifetime, now) => {
          const d = { deadlineMs: now + left, leadMs: warningLeadMs(lifetime) };
          const phase = warningPhase(d, now);
          if (phase.phase === 'quiet') {
            expect(phase.wakeInMs).toBeGreaterThan(0);
            expect(phase.wakeInMs).toBeLessThanOrEqual(Math.min(RECHECK_MS, left - d.leadMs));
          } else if (phase.phase === 'warning') {
            expect(phase.nextTickInMs).toBeGreaterThan(0);
            expect(phase.nextTickInMs).toBeLessThanOrEqual(1000);
            expect(formatTimeLeft(phase.remainingMs - phase.nextTickInMs)).not.toBe(formatTimeLeft(phase.remainingMs));
          } else expect(left).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the time left as it reads', () => {
  it.each([
    [2 * MIN, '2:00'],
    [2 * MIN - 1, '2:00'],
    [MIN + 5_000, '1:05'],
    [59_001, '1:00'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%d ms → %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});
