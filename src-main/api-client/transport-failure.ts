/**
 * What kind of transport failure a rejected request was, and above all
 * whether the request may have reached the service: a write that may have
 * arrived must be reported as "outcome unknown", never silently retried.
 *
 * What this relies on (axios 1.x fetch adapter, Node's undici fetch, Electron's net.fetch):
 * - Our time limit aborts the attempt's own AbortSignal (client.ts); the
 *   client tells us it fired (`timedOut`), whatever error fetch rejected
 *   with. It covers the whole exchange, body included, so a trickling answer
 *   times out too. An AxiosError ETIMEDOUT (ECONNABORTED on older axios),
 *   axios' own `timeout`, counts as a timeout as well.
 * - The caller's AbortSignal aborts the attempt too; we look at the signal
 *   itself, which is the reliable part (and at axios' CanceledError).
 * - A fetch `TypeError` becomes AxiosError ERR_NETWORK whose `cause` is the
 *   fetch error's own `cause`: in Node an Error carrying a `code`
 *   (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET "other side closed",
 *   ECONNRESET…), sometimes an AggregateError (one error per address tried).
 *   Any other rejection (Electron's net.fetch rejects with
 *   `new Error('net::ERR_CONNECTION_REFUSED')`) becomes an AxiosError with
 *   that error as `cause`. So we walk the cause chain (and AggregateError
 *   `errors`) collecting `code`s and `net::ERR_…` messages.
 * - Only failures to *establish* a connection prove nothing was sent:
 *   refused, name not resolved, host or network unreachable, connect
 *   timeout, TLS certificate refused. Everything else — reset, closed by the
 *   other side, and anything we do not recognise — counts as "may have
 *   arrived". Getting that wrong the safe way costs a history check; the
 *   other way could duplicate a contribution.
 */
import axios from 'axios';
import type { OperationDef, OperationId } from '../../src-shared/contract';
import { ApiError } from './api-error';

export interface TransportFailure {
  /** `redirect`: the fetch refused to follow a redirect by failing (Electron's net.fetch in manual mode). */
  kind: 'timeout' | 'cancelled' | 'network' | 'redirect';
  /** First recognisable code in the cause chain, for support (never a message: messages may hold URLs). */
  code?: string;
  /** No connection was made: the request cannot have reached the service. */
  connectFailed: boolean;
}

/** Node (libuv, undici) and TLS codes raised before a single byte of the request was written. */
const CONNECT_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Chromium's equivalents, as Electron's net.fetch reports them in the message. */
const CHROMIUM_CONNECT_FAILURE =
  /^net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|ADDRESS_UNREACHABLE|ADDRESS_INVALID|INTERNET_DISCONNECTED|CONNECTION_TIMED_OUT|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED|CERT_[A-Z_]+|SSL_[A-Z_]+)$/;
const CHROMIUM_ERROR = /^net::ERR_[A-Z_]+$/;

/**
 * Electron's net.fetch with `redirect: 'manual'` does not hand the 3xx back: its ClientRequest fails with
 * "Redirect was cancelled" (or, with 'error', "Attempted to redirect, but redirect policy was 'error'").
 */
const REDIRECT_REFUSED = /^(Redirect was cancelled|Attempted to redirect, but redirect policy was 'error')$/;

/** Codes and Chromium error names found along `cause` links and inside AggregateErrors. */
function codesInCauseChain(error: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && code !== 'ERR_NETWORK') found.push(code);
    if (typeof message === 'string' && CHROMIUM_ERROR.test(message.trim())) found.push(message.trim());
    if (typeof message === 'string' && REDIRECT_REFUSED.test(message.trim())) found.push(REDIRECT_CODE);
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return found;
}

export interface AttemptAbort {
  /** The caller's signal: aborted means the caller gave up. */
  callerSignal?: AbortSignal | undefined;
  /** Our own time limit fired during the attempt. */
  timedOut?: boolean;
}

/** Stands for REDIRECT_REFUSED in the list of codes (never reported as a network code). */
const REDIRECT_CODE = 'REDIRECT_REFUSED';

export function classifyTransportFailure(error: unknown, abort: AttemptAbort = {}): TransportFailure {
  const codes = codesInCauseChain(error);
  if (codes.includes(REDIRECT_CODE) && !abort.callerSignal?.aborted && !abort.timedOut)
    return { kind: 'redirect', connectFailed: false };
  const code = codes[0];
  const withCode = code !== undefined ? { code } : {};
  if (abort.callerSignal?.aborted || axios.isCancel(error))
    return { kind: 'cancelled', connectFailed: false, ...withCode };
  const topCode = (error as { code?: unknown } | null)?.code;
  if (abort.timedOut || (axios.isAxiosError(error) && (topCode === 'ETIMEDOUT' || topCode === 'ECONNABORTED'))) {
    // Even a timeout during connect is not provably "nothing sent" from here: count it as may-have-arrived.
    return { kind: 'timeout', connectFailed: false, ...withCode };
  }
  const connectFailed =
    codes.length > 0 && codes.every((c) => CONNECT_FAILURE_CODES.has(c) || CHROMIUM_CONNECT_FAILURE.test(c));
  return { kind: 'network', connectFailed, ...withCode };
}

/** The ApiError for a request that got no answer. */
export function transportError(id: OperationId, op: OperationDef, error: unknown, abort: AttemptAbort = {}): ApiError {
  const failure = classifyTransportFailure(error, abort);
  // The service answered with a redirect (it did not take the request): known outcome, nothing to retry.
  if (failure.kind === 'redirect') return new ApiError({ operation: id, kind: 'redirect' });
  // A write that may have arrived has an unknown outcome; one that provably did not can simply be sent again.
  // A login (Op1, a POST) changes nothing in the service: a lost answer is simply "try again".
  const isWrite = op.kind === 'write';
  const outcomeUnknown = isWrite && !failure.connectFailed;
  return new ApiError({
    operation: id,
    kind: failure.kind,
    outcomeUnknown,
    retryable: !outcomeUnknown,
    connectFailed: failure.connectFailed,
    ...(failure.code !== undefined ? { networkCode: failure.code } : {}),
  });
}
