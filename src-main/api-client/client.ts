/**
 * Main process. The one client for every operation, driven by the contract table: a
 * generic `call(id, request)` plus one named function per operation
 * (`client.getCustomer(...)`), generated from `operations`.
 *
 * Transport is axios over fetch: in the app, Electron's `net.fetch` (system
 * proxy, PAC, OS certificate store); in tests and the CLI, Node's fetch.
 * axios is told to leave statuses and bodies alone, so this module decides
 * what is success, what is an error and what is malformed.
 */
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import {
  NO_DRIFT,
  operationDefs,
  operations,
  type ApiAnswer,
  type ApiRequest,
  type DriftReport,
  type HttpMethod,
  type OperationDef,
  type OperationId,
  type Operations,
} from '../../src-shared/contract';
import { maskCpfsInText } from '../../src-shared/mask';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import { ApiError } from './api-error';
import { pipeBodyChunks, readBody } from './read-body-text';
import { buildRequest, type BuiltRequest } from './build-request';
import { checkStatus, errorInSuccessText, invalidResponse, readResponse } from './read-response';
import { type BodyIntake, type BodySink, UnreadBody } from './unread-body';
import {
  defaultRetryDelayMs,
  MAX_RATE_LIMITED_RETRIES,
  RATE_LIMIT_BUDGET_MS,
  rateLimitedDelayMs,
  retryAfterMs,
  shouldRetryRead,
  waitBeforeRetry,
} from './retry-policy';
import { transportError } from './transport-failure';

export interface ApiClientConfig {
  baseUrl: string;
  /** Company code digits for this environment; formatted per operation. */
  companyCode: string;
  /** Asked on every call (a source may keep the key in memory, see subscriptionKeyRefused); undefined: no call is made. */
  getSubscriptionKey: () => Promise<string | undefined> | string | undefined;
  /**
   * Told when the service answered 401 for the subscription key: a source that
   * keeps the key in memory drops it, so the next getSubscriptionKey reads the
   * keychain again. When that gives a different key (changed outside this
   * process), a read is sent once more with it; a write never is (D30).
   */
  subscriptionKeyRefused?: () => Promise<void> | void;
  /** Access token from the last login (D1, D2: memory only). */
  getAccessToken: () => string | undefined;
  /** Electron passes `net.fetch`; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Whole exchange, body included. Default 20 000. */
  timeoutMs?: number;
  /** Extra attempts for reads on network errors, timeouts and 503 without Retry-After. Default 2. */
  readRetries?: number;
  /** Delay before retry number `retry` (from 0). Default: 300 ms doubling, with jitter. */
  retryDelayMs?: (retry: number) => number;
  /** One event per attempt, for logs and the journal. Nothing secret in it. */
  onAttempt?: (event: AttemptEvent) => void;
  /**
   * Told when a read waits as the service asked (429, or 503 with Retry-After) before it is sent again, so the
   * screen can say so; the function it returns, if any, is called when the wait is over (D216).
   */
  onWait?: (wait: ServiceWait) => (() => void) | void;
  /** All the waiting the service may ask of one read, in all. Default RATE_LIMIT_BUDGET_MS (10 s). */
  rateLimitBudgetMs?: number;
  /** Every success answer's drift report (empty when the answer kept to the contract), for the diagnostics. */
  onAnswerRead?: (operation: OperationId, drift: DriftReport) => void;
}

export interface AttemptEvent {
  operation: OperationId;
  method: HttpMethod;
  /** Full URL with CPFs masked (LGPD); headers (key, token) are never reported. */
  url: string;
  /** 1 for the first try. */
  attempt: number;
  /** HTTP status when an answer arrived. */
  status?: number;
  error?: ApiError;
  durationMs: number;
}

export interface ServiceWait {
  operation: OperationId;
  /** 429: too many requests; 503: unavailable for now. */
  reason: 'rate-limited' | 'unavailable';
  /** How long this wait lasts. */
  waitMs: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A list of records may come back unread, as a LazyListAnswer (read-response.ts): its rows are read when asked
   * for, and onAnswerRead hears its drift once all are read. For the movements kept in main.
   */
  lazyList?: boolean;
  /**
   * A success answer comes back unread, as an UnreadBody: its bytes go chunk by chunk, as they come, to an intake this
   * sink opens (the kept lists' thread, which decodes and reads them: D286, D431). Everything else (status, redirect,
   * auth, errors, retries) is decided here as for any call; an attempt that fails drops its intake.
   */
  unread?: BodySink;
}

/** `client.getCustomer(req)`, `client.login(req)`…: one function per operation, named by the contract. */
export type OperationFunctions = {
  [Id in OperationId as Operations[Id]['name']]: (
    request: ApiRequest<Id>,
    options?: CallOptions,
  ) => Promise<ApiAnswer<Id>>;
};

export type ApiClient = OperationFunctions & {
  call<Id extends OperationId>(id: Id, request: ApiRequest<Id>, options?: CallOptions): Promise<ApiAnswer<Id>>;
};

interface AttemptOutcome {
  status?: number;
  answer?: ApiAnswer<OperationId>;
  error?: ApiError;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_READ_RETRIES = 2;

/**
 * The key of axios' `fetchOptions` that carries an attempt's AbortSignal to fetch. axios hands `fetchOptions` to
 * `env.fetch` as its second argument; the fetch below passes the signal on. The time limit (D30) and the caller's
 * signal share this one controller per attempt instead of going through axios' `timeout` and `signal`, which wrap
 * them in one more AbortController, timer and listener per request before fetch adds its own (its cost per call:
 * bench/ipc-overhead.ts).
 */
const ATTEMPT_SIGNAL = 'balcaoAttemptSignal';

function createHttp(config: ApiClientConfig): AxiosInstance {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const fetchWithAttemptSignal = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // Whatever else axios put in init is kept (without a Request object it carries method, headers and body).
    const { [ATTEMPT_SIGNAL]: signal, ...rest } = (init ?? {}) as RequestInit & { [ATTEMPT_SIGNAL]?: AbortSignal };
    // Never follow a redirect (D70): fetch would resend the subscription key, the token and the body (a 307 on Op1
    // re-posts the password) to wherever the answer points. The 3xx comes back as an answer, and is refused below.
    return fetchImpl(input, { ...rest, redirect: 'manual', ...(signal ? { signal } : {}) });
  };
  return axios.create({
    adapter: 'fetch',
    env: { fetch: fetchWithAttemptSignal },
    // Every status comes back as a response: statuses are ours to judge, per operation.
    validateStatus: () => true,
    // Raw text both ways: we send JSON we already serialized, and parse answers ourselves to tell malformed from wrong.
    // The answer's body comes as its stream, decoded while it arrives (read-body-text.ts), not by axios' text().
    responseType: 'stream',
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
  });
}

/** The refusal of a redirect, quoting only the origin it pointed at (relative Locations resolve against the request). */
function redirectError(id: OperationId, status: number, location: unknown, requestUrl: string): ApiError {
  let redirectOrigin: string | undefined;
  if (typeof location === 'string' && location !== '') {
    try {
      const target = new URL(location, requestUrl);
      if (target.protocol === 'http:' || target.protocol === 'https:') redirectOrigin = target.origin;
    } catch {
      redirectOrigin = undefined;
    }
  }
  return new ApiError({
    operation: id,
    kind: 'redirect',
    ...(status > 0 ? { status } : {}),
    ...(redirectOrigin ? { redirectOrigin } : {}),
  });
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttp(config);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readRetries = Math.max(0, config.readRetries ?? DEFAULT_READ_RETRIES);
  const retryDelayMs = config.retryDelayMs ?? defaultRetryDelayMs;
  const rateLimitBudgetMs = config.rateLimitBudgetMs ?? RATE_LIMIT_BUDGET_MS;

  function report(event: AttemptEvent): void {
    try {
      config.onAttempt?.(event);
    } catch {
      // A failing logger must not turn a good answer into a failure.
    }
  }

  /** Waits as the service asked, telling onWait while it lasts (a failing listener never stops the read). */
  async function waitAsAsked(wait: ServiceWait, signal: AbortSignal | undefined): Promise<void> {
    const notice = (): (() => void) | undefined => {
      try {
        return config.onWait?.(wait) ?? undefined;
      } catch {
        // The screen's notice is not the read.
        return undefined;
      }
    };
    const over = notice();
    try {
      await waitBeforeRetry(wait.waitMs, signal);
    } finally {
      try {
        over?.();
      } catch {
        // The screen's notice is not the read.
      }
    }
  }

  function answerRead(id: OperationId, drift: DriftReport): void {
    try {
      config.onAnswerRead?.(id, drift);
    } catch {
      // Diagnostics must not turn a good answer into a failure.
    }
  }

  async function attemptOnce(
    id: OperationId,
    op: OperationDef,
    built: BuiltRequest,
    callerSignal: AbortSignal | undefined,
    { lazyList, unread }: CallOptions,
  ): Promise<AttemptOutcome> {
    // The time limit covers the whole exchange, body included: a trickling answer is cut too.
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, timeoutMs);
    const forwardCancel = () => attempt.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardCancel, { once: true });
    let response: AxiosResponse<ReadableStream<Uint8Array> | null>;
    let text: string;
    let intake: BodyIntake | undefined;
    let mislabeled = false;
    try {
      response = await http.request<ReadableStream<Uint8Array> | null>({
        method: built.method,
        url: built.url,
        headers: built.headers,
        data: built.body,
        fetchOptions: { [ATTEMPT_SIGNAL]: attempt.signal },
      });
      const declaredType = response.headers['content-type'];
      // Unread: a success's bytes as they came (decoded where they are read); an error's text, read here always.
      const success = response.status >= 200 && response.status <= 299;
      if (unread && success) {
        intake = unread.open(typeof declaredType === 'string' ? declaredType : undefined);
        await pipeBodyChunks(response.data, intake);
        text = '';
      } else
        ({ text, mislabeled } = await readBody(
          response.data,
          typeof declaredType === 'string' ? declaredType : undefined,
        ));
    } catch (error) {
      intake?.drop();
      return { error: transportError(id, op, error, { callerSignal, timedOut }) };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardCancel);
    }
    // Node's fetch hands a manual-mode redirect back as it is; a browser-style fetch as an opaque answer with status 0.
    if (response.status === 0 || (response.status >= 300 && response.status < 400 && response.status !== 304)) {
      return {
        status: response.status,
        error: redirectError(id, response.status, response.headers['location'], built.url),
      };
    }
    const contentType = response.headers['content-type'];
    try {
      const waitAsked = retryAfterMs(response.headers['retry-after'], Date.now());
      const received = {
        status: response.status,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        text,
        tokenSent: 'Authorization' in built.headers,
        ...(mislabeled ? { mislabeled: true as const } : {}),
        ...(waitAsked !== undefined ? { retryAfterMs: waitAsked } : {}),
      };
      if (intake) {
        const handed = checkStatus(id, op, received);
        if (!handed) intake.drop();
        const body = handed
          ? new UnreadBody(
              id,
              intake,
              received.contentType,
              (drift) => answerRead(id, drift),
              (reason) => invalidResponse(id, op, response.status, [reason]),
              (errorText) => errorInSuccessText(id, op, received, errorText),
            )
          : null;
        return { status: response.status, answer: { data: body, drift: NO_DRIFT } as ApiAnswer<OperationId> };
      }
      const answer = readResponse(
        id,
        op,
        received,
        lazyList ? (drift) => answerRead(id, drift) : undefined,
      ) as ApiAnswer<OperationId>;
      // A list left unread reports its drift itself, once read.
      if (!((answer.data as unknown) instanceof LazyListAnswer)) answerRead(id, answer.drift);
      return { status: response.status, answer };
    } catch (error) {
      intake?.drop();
      // Anything unforeseen while reading is still "could not read the answer".
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError({
              operation: id,
              kind: 'invalid-response',
              status: response.status,
              outcomeUnknown: op.kind === 'write',
            });
      return { status: response.status, error: apiError };
    }
  }

  async function call<Id extends OperationId>(
    id: Id,
    request: ApiRequest<Id>,
    options: CallOptions = {},
  ): Promise<ApiAnswer<Id>> {
    const op = operationDefs[id];
    // A keychain failure propagates as is: it is not "no key", and the caller maps it to its own message.
    const subscriptionKey = await config.getSubscriptionKey();
    try {
      return (await send(id, op, request, subscriptionKey, options)) as ApiAnswer<Id>;
    } catch (error) {
      if (
        !config.subscriptionKeyRefused ||
        !(error instanceof ApiError) ||
        error.status !== 401 ||
        error.authRejected !== 'key'
      )
        throw error;
      await config.subscriptionKeyRefused();
      const reread = await config.getSubscriptionKey();
      // Same key: the service really refuses it. A write is never sent twice (D30), even with another key.
      if (reread === subscriptionKey || op.method !== 'GET') throw error;
      return (await send(id, op, request, reread, options)) as ApiAnswer<Id>;
    }
  }

  async function send(
    id: OperationId,
    op: OperationDef,
    request: unknown,
    subscriptionKey: string | undefined,
    options: CallOptions,
  ): Promise<ApiAnswer<OperationId>> {
    const { signal } = options;
    const built = buildRequest(id, request, {
      baseUrl: config.baseUrl,
      companyCode: config.companyCode,
      subscriptionKey,
      accessToken: config.getAccessToken(),
    });
    // Writes (Op1 login included) get exactly one attempt: resending one that may have arrived could apply it twice.
    const isRead = op.method === 'GET';
    let retries = 0;
    let rateLimitedRetries = 0;
    let waitedMs = 0;

    for (let attempt = 1; ; attempt++) {
      // Checked before each attempt: nothing of this attempt was sent, so the outcome is known.
      if (signal?.aborted) throw new ApiError({ operation: id, kind: 'cancelled', retryable: true });
      const started = config.onAttempt ? performance.now() : 0;
      const outcome = await attemptOnce(id, op, built, signal, options);
      if (config.onAttempt) {
        report({
          operation: id,
          method: built.method,
          url: maskCpfsInText(built.url),
          attempt,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(outcome.status !== undefined ? { status: outcome.status } : {}),
          ...(outcome.error ? { error: outcome.error } : {}),
        });
      }
      const { error } = outcome;
      if (!error) return outcome.answer!;
      if (!isRead || !shouldRetryRead(error)) throw error;
      // The service said how long to wait (or, on a 429, that it must): as told, within the bound of all waits (D216).
      const asked =
        error.kind === 'http' && (error.status === 429 || (error.status === 503 && error.retryAfterMs !== undefined));
      if (asked) {
        const delay =
          rateLimitedRetries < MAX_RATE_LIMITED_RETRIES
            ? rateLimitedDelayMs(error.retryAfterMs, retryDelayMs(rateLimitedRetries), waitedMs, rateLimitBudgetMs)
            : undefined;
        if (delay === undefined) throw error;
        rateLimitedRetries += 1;
        waitedMs += delay;
        await waitAsAsked(
          { operation: id, reason: error.status === 429 ? 'rate-limited' : 'unavailable', waitMs: delay },
          signal,
        );
        continue;
      }
      if (retries >= readRetries) throw error;
      retries += 1;
      await waitBeforeRetry(retryDelayMs(retries - 1), signal);
    }
  }

  const named: Record<string, (request: never, options?: CallOptions) => Promise<unknown>> = {};
  for (const id of Object.keys(operations) as OperationId[]) {
    named[operations[id].name] = (request, options) => call(id, request, options);
  }
  return { ...(named as unknown as OperationFunctions), call };
}
