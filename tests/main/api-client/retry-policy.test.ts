/** Which failures a read retries, and how long it waits. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { defaultRetryDelayMs, shouldRetryRead } from '../../../src-main/api-client/retry-policy';

describe('retry policy', () => {
  it('retries the network, timeouts and 503 only', () => {
    const retried = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'operation'>) =>
      shouldRetryRead(new ApiError({ operation: 'op8', ...init }));
    expect(retried({ kind: 'network' })).toBe(true);
    expect(retried({ kind: 'timeout' })).toBe(true);
    expect(retried({ kind: 'http', status: 503 })).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 500]) expect(retried({ kind: 'http', status })).toBe(false);
    expect(retried({ kind: 'invalid-response', status: 200 })).toBe(false);
    expect(retried({ kind: 'cancelled' })).toBe(false);
  });

  it('backs off exponentially with jitter: half to all of 300 ms × 2^retry', () => {
    for (let i = 0; i < 50; i++) {
      const first = defaultRetryDelayMs(0);
      const second = defaultRetryDelayMs(1);
      expect(first).toBeGreaterThanOrEqual(150);
      expect(first).toBeLessThanOrEqual(300);
      expect(second).toBeGreaterThanOrEqual(300);
      expect(second).toBeLessThanOrEqual(600);
    }
  });
});
