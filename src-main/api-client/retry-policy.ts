/**
 * When a call is sent again by the client itself. Only reads, and only when
 * the failure is plausibly passing: the network, a timeout, a 503 (D21), a
 * 429 (the service asked to slow down, D216). Never another 4xx (the same
 * request gets the same answer), a 500 (the service failed on this request)
 * or an unreadable answer. Writes are never resent here: whether to try again
 * after a failed write is the employee's call, informed by `outcomeUnknown`.
 */
import type { ApiError } from './api-error';

export function shouldRetryRead(error: ApiError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (error.status === 503 || error.status === 429))
  );
}

/** All the waiting the service may ask of one read, in all its attempts (D216): a customer is at the counter. */
export const RATE_LIMIT_BUDGET_MS = 10_000;
/** Attempts a read gets after answers that asked it to wait, however short the waits (a `Retry-After: 0` loop). */
export const MAX_RATE_LIMITED_RETRIES = 5;

/** delta-seconds (RFC 9110 §10.2.3): digits only. */
const DELTA_SECONDS = /^\d+$/;
/** The three HTTP-date forms (IMF-fixdate, RFC 850, asctime) all name a weekday and a 4- or 2-digit year with hh:mm:ss. */
const HTTP_DATE = /^[A-Za-z]{3,9},? [\s\dA-Za-z-]+ \d{2}:\d{2}:\d{2}( GMT| \d{4})?$/;

/**
 * `Retry-After` in milliseconds from `now`: seconds or an HTTP date (a date in the past is 0). Undefined when
 * absent or not one of those (garbage is ignored, never guessed at).
 */
export function retryAfterMs(value: unknown, now: number): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DELTA_SECONDS.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : Number.POSITIVE_INFINITY;
  }
  if (!HTTP_DATE.test(text)) return undefined;
  // An HTTP date is always GMT, asctime's included (which does not say so: Date.parse would read local time).
  const at = Date.parse(text.endsWith(' GMT') ? text : `${text} GMT`);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * How long to wait before sending a read again after an answer that asked it to wait (429, or 503 with
 * `Retry-After`): what the answer asked, else the backoff; `undefined` when that would pass the budget (the read
 * then fails now, saying so, rather than keep the employee waiting longer than the bound).
 */
export function rateLimitedDelayMs(
  askedMs: number | undefined,
  backoffMs: number,
  waitedMs: number,
  budgetMs = RATE_LIMIT_BUDGET_MS,
): number | undefined {
  const delay = askedMs ?? backoffMs;
  if (!Number.isFinite(delay) || delay < 0) return undefined;
  return waitedMs + delay <= budgetMs ? delay : undefined;
}

/**
 * Exponential backoff with "equal jitter": 300 ms, 600 ms, 1.2 s… each
 * between half and all of that, so many windows recovering from the same
 * outage do not retry in lockstep. `retry` counts from 0.
 */
export function defaultRetryDelayMs(retry: number): number {
  const ceiling = 300 * 2 ** retry;
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** Waits, ending early (without throwing) if the caller gives up meanwhile. */
export function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
