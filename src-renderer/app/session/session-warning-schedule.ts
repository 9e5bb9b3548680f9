/**
 * Renderer. When to warn that the session is about to end, as pure
 * arithmetic on times of the renderer's own clock: the deadline is when the
 * session answer arrived plus the time it said was left (`expiresInMs`), so
 * nothing depends on this clock agreeing with the main process's or the
 * server's.
 */
import type { SessionInfo } from '../../../src-shared/ipc/views';

/** How long ahead of the end the warning shows, for a session of the usual length. */
export const WARNING_LEAD_MS = 2 * 60 * 1000;

/**
 * The longest the app sleeps before looking at the clock again: a long timer
 * in a suspended laptop or a throttled window may fire late, and looking
 * again is what catches it.
 */
export const RECHECK_MS = 30 * 1000;

/** Two minutes, or a quarter of the lifetime when the session is short (a 2-minute warning on a 1-minute token says nothing). */
export function warningLeadMs(lifetimeMs: number | undefined): number {
  if (lifetimeMs === undefined || !Number.isFinite(lifetimeMs) || lifetimeMs <= 0) return WARNING_LEAD_MS;
  return Math.min(WARNING_LEAD_MS, Math.floor(lifetimeMs / 4));
}

export interface SessionDeadline {
  /** When the session is expected to end, on the renderer's clock (epoch ms). */
  deadlineMs: number;
  leadMs: number;
}

/** The deadline of a logged-in session received at `receivedAtMs`; undefined when there is no session or it did not say. */
export function sessionDeadline(
  session: SessionInfo | undefined,
  receivedAtMs: number | undefined,
): SessionDeadline | undefined {
  if (!session?.loggedIn || receivedAtMs === undefined) return undefined;
  const left = session.expiresInMs;
  if (left === undefined || !Number.isFinite(left)) return undefined;
  return { deadlineMs: receivedAtMs + Math.max(0, left), leadMs: warningLeadMs(session.lifetimeMs) };
}

export type WarningPhase =
  /** Nothing to show; look again in `wakeInMs`. */
  | { phase: 'quiet'; wakeInMs: number }
  /** Show the warning with what is left; update it in `nextTickInMs`, on the whole second. */
  | { phase: 'warning'; remainingMs: number; nextTickInMs: number }
  /** The expected end has passed: the next call will most likely be refused. */
  | { phase: 'expired' };

export function warningPhase({ deadlineMs, leadMs }: SessionDeadline, nowMs: number): WarningPhase {
  const remainingMs = deadlineMs - nowMs;
  if (remainingMs <= 0) return { phase: 'expired' };
  if (remainingMs > leadMs) return { phase: 'quiet', wakeInMs: Math.min(remainingMs - leadMs, RECHECK_MS) };
  // The countdown shows whole seconds rounded up: the next change is when the fraction runs out.
  return { phase: 'warning', remainingMs, nextTickInMs: remainingMs % 1000 || 1000 };
}

/** "1:05": minutes and seconds left, rounded up (0:00 never shows while time is left). */
export function formatTimeLeft(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
