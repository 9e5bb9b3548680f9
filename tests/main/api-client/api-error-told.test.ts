/**
 * What an ApiError is to the employee comes from one table by kind (api-error-told.ts): the code it crosses IPC
 * with and the words it says. The codes are pinned here as the former switch of to-ipc-error.ts gave them, for
 * every shape of error over every operation; the words are the ApiError's own (the sentences recorded in
 * api-error-sentences.json), but for the wait words of a 429 (D216).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { toIpcError } from '../../../src-main/ipc/to-ipc-error';
import { operationDefs } from '../../../src-shared/contract';
import type { IpcErrorCode } from '../../../src-shared/ipc';
import { words } from '../../../src-shared/words/error-codes';
import { apiErrorCases } from './api-error-cases';

/** Each shape's code when the outcome is known (an unknown outcome is always `outcome-unknown`). */
const CODES: Readonly<Record<string, IpcErrorCode>> = {
  'invalid-request': 'invalid-input',
  'invalid-request+messages': 'invalid-input',
  'no-key': 'key-missing',
  'not-logged-in': 'not-logged-in',
  timeout: 'timeout',
  cancelled: 'cancelled',
  'invalid-response': 'invalid-response',
  network: 'unreachable',
  'network+connectFailed': 'unreachable',
  'network+connected': 'service-error',
  'redirect - -': 'service-error',
  'redirect - https://outro.example.com': 'service-error',
  'redirect 302 -': 'service-error',
  'redirect 302 https://outro.example.com': 'service-error',
  'http -': 'service-error',
  'http 400 -': 'invalid-input',
  'http 401 -': 'key-rejected',
  'http 401 key': 'key-rejected',
  'http 401 token': 'session-expired',
  'http 403 -': 'forbidden',
  'http 404 -': 'not-found',
  'http 409 -': 'service-error',
  'http 415 -': 'invalid-input',
  'http 422 -': 'business-rule',
  'http 429 -': 'rate-limited',
  'http 500 -': 'service-error',
  'http 502 -': 'service-error',
  'http 503 -': 'service-error',
};

const answer = (error: ApiError) => toIpcError(error, () => undefined);

describe('an ApiError, told from one table', () => {
  it('crosses IPC with the code it always had, and says its own words', () => {
    const cases = apiErrorCases();
    for (const [key, init] of cases) {
      const unknown = key.endsWith(' unknown');
      const shape = key.slice(key.indexOf(' ') + 1, unknown ? -' unknown'.length : undefined);
      const error = new ApiError(init);
      const ipc = answer(error);
      expect(ipc.code, key).toBe(unknown ? 'outcome-unknown' : CODES[shape]);
      const waited = shape === 'http 429 -';
      const wait =
        operationDefs[init.operation].kind === 'write' ? 'service.writeRateLimited' : 'service.readRateLimited';
      expect(ipc.words, key).toEqual(waited ? words(wait) : error.said);
    }
    expect(new Set(cases.map(([key]) => key.slice(key.indexOf(' ') + 1).replace(/ unknown$/, '')))).toEqual(
      new Set(Object.keys(CODES)),
    );
  });

  it.each([true, undefined])(
    'a refused certificate (connection failed: %s) is said as such, on IPC and in the log',
    (connectFailed) => {
      for (const networkCode of ['CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID', 'SELF_SIGNED_CERT_IN_CHAIN']) {
        const error = new ApiError({ operation: 'op8', kind: 'network', networkCode, connectFailed, retryable: true });
        expect(error.said).toEqual(words('service.tlsRefused'));
        expect(answer(error)).toMatchObject({ code: 'tls', words: words('service.tlsRefused') });
        expect(error.message).toMatch(/^op8 network \(\w+\): Secure connection failed/);
      }
    },
  );

  it('a connection cut after it was made is the service failing, whatever its code; a refused one is unreachable', () => {
    const cut = new ApiError({
      operation: 'op8',
      kind: 'network',
      networkCode: 'CERT_HAS_EXPIRED',
      connectFailed: false,
    });
    expect(answer(cut)).toMatchObject({ code: 'service-error', words: words('api.connectionDropped') });
    const refused = new ApiError({
      operation: 'op8',
      kind: 'network',
      networkCode: 'ECONNREFUSED',
      connectFailed: true,
    });
    expect(answer(refused)).toMatchObject({ code: 'unreachable', words: words('api.unreachable') });
  });
});
