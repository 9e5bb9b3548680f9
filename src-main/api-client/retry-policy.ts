/**
 * When a call is sent again by the client itself. Only reads, and only when
 * the failure is plausibly passing: the network, a timeout, a 503 (D21).
 * Never a 4xx (the same request gets the same answer), a 500 (the service
 * failed on this request) or an unreadable answer. Writes are never resent
 * here: whether to try again after a failed write is the employee's call,
 * informed by `outcomeUnknown`.
 */
import type { ApiError } from './api-error';

export function shouldRetryRead(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status === 503);
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
