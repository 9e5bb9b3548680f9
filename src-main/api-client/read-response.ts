/**
 * Turns a received answer into the operation's result or an ApiError. The
 * success body goes through the contract's tolerant reader (D41): missing,
 * null and oddly typed fields become "não informado" and are reported as
 * drift, never a refusal. Only a body that cannot be read at all (not JSON,
 * a list where one record is expected) is an invalid response: on a write
 * the service did act, but we lost what it said (a protocol number, say),
 * hence "outcome unknown" — for the writes Op2–Op7 only, never for a login.
 *
 * A success status does not make an answer a success (D202): a body in an
 * error's shape (`{status: "404", mensagem}`, `errors`, `error`, `title` +
 * `status`) that lacks what was asked for IS that error, and takes the path a
 * real error status takes. A list read answered 204 or with no body has no
 * rows ("nenhum"), and a number whose digits JSON.parse lost is read again
 * from the text, exactly (D206). A body whose bytes were not in the charset it
 * declared is read, and that is drift of the answer as a whole (D310).
 */
import {
  carriesError,
  errorStatusIn,
  NO_DRIFT,
  parseJsonExact,
  readAnswer,
  ROOT_PATH,
  SUBSCRIPTION_KEY_DENIED,
  topLevelKinds,
  UnreadableAnswer,
  withDrift,
  type DriftReport,
  type OperationDef,
  type OperationId,
} from '../../src-shared/contract';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import { ApiError } from './api-error';
import { readErrorBody, type ReadErrorBody } from './read-error-body';

export interface ReceivedResponse {
  status: number;
  contentType: string | undefined;
  text: string;
  /** Whether an Authorization header went with the request (decides who a 401 refused). */
  tokenSent: boolean;
  /** The answer's `Retry-After`, in milliseconds from its arrival (retry-policy.ts), when it had a readable one. */
  retryAfterMs?: number;
  /** The body's bytes were not in the charset it declared, and were read as another (read-body-text.ts): drift. */
  mislabeled?: true;
}

/** pt and en wordings of a refused key: the spec's, and the API gateway's own. */
const KEY_DENIED = /chave de assinatura|subscription key/i;
const TOKEN_REFUSED = /\btoken\b/i;

/**
 * Who a 401 refused. The message decides when it names the key or the token
 * (the sandbox answers a refused token in the gateway shape on operations
 * without an ErrorBody 401, so the shape alone cannot). Otherwise: no token
 * sent means the key; the gateway shape means the key (it checks only keys,
 * D3); a token sent means the token. Op1 has no token: a 401 that does not
 * name the key is a wrong user name or password, neither key nor token.
 */
function whoWasRefused(op: OperationDef, body: ReadErrorBody, tokenSent: boolean): 'key' | 'token' | undefined {
  const text = body.messages.join(' ');
  if (text.includes(SUBSCRIPTION_KEY_DENIED) || KEY_DENIED.test(text)) return 'key';
  if (op.kind === 'auth') return undefined;
  if (tokenSent && TOKEN_REFUSED.test(text)) return 'token';
  if (!tokenSent || body.shape === 'Gateway') return 'key';
  return 'token';
}

function httpError(id: OperationId, op: OperationDef, response: ReceivedResponse): ApiError {
  const body = readErrorBody(response.status, response.contentType, response.text);
  const authRejected = response.status === 401 ? whoWasRefused(op, body, response.tokenSent) : undefined;
  return new ApiError({
    operation: id,
    kind: 'http',
    status: response.status,
    messages: body.messages,
    ...(body.subCode !== undefined ? { subCode: body.subCode } : {}),
    ...(authRejected !== undefined ? { authRejected } : {}),
    ...(body.fields !== undefined ? { serviceFields: body.fields } : {}),
    ...(response.retryAfterMs !== undefined ? { retryAfterMs: response.retryAfterMs } : {}),
    // 503 and 429 are "not now": the service did not act (D29, D216), so the same call may be sent later.
    retryable: response.status === 503 || response.status === 429,
  });
}

function invalidResponse(id: OperationId, op: OperationDef, status: number, messages: string[]): ApiError {
  return new ApiError({
    operation: id,
    kind: 'invalid-response',
    status,
    messages,
    outcomeUnknown: op.kind === 'write',
  });
}

/** What an answer said, as far as it could be read, and how it strayed from the contract. */
export interface ReadResult {
  data: unknown;
  drift: DriftReport;
}

/**
 * The normalized result (data null for operations answered without a body), or throws ApiError. With `lazyList`,
 * a list of records comes back unread, as a LazyListAnswer (its `drift` is the report, `lazyList` is told it once
 * every row is read; `drift` here is NO_DRIFT), so a large list's first window need not wait for every row.
 */
export function readResponse(
  id: OperationId,
  op: OperationDef,
  response: ReceivedResponse,
  lazyList?: (drift: DriftReport) => void,
): ReadResult {
  if (!response.mislabeled) return readReceived(id, op, response, lazyList);
  const charset = (drift: DriftReport) => withDrift(drift, ROOT_PATH, 'charset');
  const read = readReceived(id, op, response, lazyList && ((drift) => lazyList(charset(drift))));
  return read.data instanceof LazyListAnswer ? read : { ...read, drift: charset(read.drift) };
}

function readReceived(
  id: OperationId,
  op: OperationDef,
  response: ReceivedResponse,
  lazyList?: (drift: DriftReport) => void,
): ReadResult {
  const { status } = response;
  if (status < 200 || status > 299) throw httpError(id, op, response);
  const schema = op.success.schema;
  if (!schema) return noBodyExpected(id, op, response);
  const list = topLevelKinds(schema).list;
  if (list && op.kind === 'read' && (status === 204 || response.text.trim() === '')) return noRows(schema, op);
  if (status !== op.success.status)
    throw invalidResponse(id, op, status, [`Status de sucesso inesperado: ${status} (esperado ${op.success.status}).`]);
  let json: unknown;
  try {
    json = JSON.parse(response.text) as unknown;
  } catch {
    throw invalidResponse(id, op, status, ['A resposta não é um JSON válido.']);
  }
  if (lazyList && !carriesError(json)) {
    const lazy = LazyListAnswer.of(schema, json, op.success.essential, lazyList);
    if (lazy) return { data: lazy, drift: NO_DRIFT };
  }
  let read: ReadResult;
  try {
    // Digits JSON.parse rounded away: the same text once more, each such number kept as written.
    read = readAnswer(schema, json, op.success.essential, {
      exact: () => parseJsonExact(response.text),
      bareRecord: op.kind !== 'read',
    });
  } catch (error) {
    if (!(error instanceof UnreadableAnswer)) throw error;
    throw carriesError(json) ? errorInSuccess(id, op, response, json) : invalidResponse(id, op, status, [error.reason]);
  }
  if (carriesError(json) && lacksEssential(read.data, op)) throw errorInSuccess(id, op, response, json);
  return read;
}

/** An answer the operation sends without a body: a body in an error's shape that names an error status is that error. */
function noBodyExpected(id: OperationId, op: OperationDef, response: ReceivedResponse): ReadResult {
  if (response.text.trim() !== '') {
    const json = parseQuietly(response.text);
    if (carriesError(json) && errorStatusIn(json) !== undefined) throw errorInSuccess(id, op, response, json);
  }
  return { data: null, drift: NO_DRIFT };
}

/** A list read answered without a body: no rows, said as such (the list's own reading of an empty list). */
function noRows(schema: NonNullable<OperationDef['success']['schema']>, op: OperationDef): ReadResult {
  const read = readAnswer(schema, [], op.success.essential);
  return {
    data: read.data,
    drift: { entries: [{ path: ROOT_PATH, kind: 'reshaped', count: 1 }], total: 1, distinct: 1 },
  };
}

function parseQuietly(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The error a success answer carried: with the status it names, exactly what that status would have given;
 * without one, an answer that could not be read, with the service's words (a write's outcome is then unknown).
 */
function errorInSuccess(id: OperationId, op: OperationDef, response: ReceivedResponse, json: unknown): ApiError {
  const named = errorStatusIn(json);
  if (named !== undefined) return httpError(id, op, { ...response, status: named });
  return invalidResponse(
    id,
    op,
    response.status,
    readErrorBody(response.status, response.contentType, response.text).messages,
  );
}

/** The top-level fields the operation cannot do without (D42: Op1's token, Op3's protocol) came empty. */
function lacksEssential(data: unknown, op: OperationDef): boolean {
  const topLevel = Object.keys(op.success.essential ?? {}).filter(
    (path) => !path.includes('.') && !path.includes('[]'),
  );
  if (topLevel.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return topLevel.some(
    (field) =>
      (data as Record<string, unknown>)[field] === null || (data as Record<string, unknown>)[field] === undefined,
  );
}
