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
import { LazyListAnswer, type ListReadAhead } from '../../src-shared/contract/lenient/lazy-list';
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

export function invalidResponse(id: OperationId, op: OperationDef, status: number, messages: string[]): ApiError {
  return new ApiError({
    operation: id,
    kind: 'invalid-response',
    status,
    messages,
    outcomeUnknown: op.kind === 'write',
  });
}

/**
 * Throws the error a status says (not a success, or not the operation's success); answers whether a body is to be
 * read (false: the operation answers without one).
 */
export function checkStatus(id: OperationId, op: OperationDef, response: ReceivedResponse): boolean {
  const { status } = response;
  if (status < 200 || status > 299) throw httpError(id, op, response);
  const schema = op.success.schema;
  if (!schema) {
    noBodyExpected(id, op, response);
    return false;
  }
  // A list read answered 204 has no rows (readSuccessBody reads the empty body as such).
  const noContentList = status === 204 && topLevelKinds(schema).list && op.kind === 'read';
  if (status !== op.success.status && !noContentList)
    throw invalidResponse(id, op, status, [`Status de sucesso inesperado: ${status} (esperado ${op.success.status}).`]);
  return true;
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
  if (!response.mislabeled) return readChecked(id, op, response, lazyList);
  return mislabeledRead((lazy) => readChecked(id, op, response, lazy), lazyList);
}

/**
 * A read of a body whose bytes were not in the charset it declared (read as another, read-body-text.ts): drift of
 * the answer as a whole (D310), reported with the list's drift when the list is read lazily.
 */
export function mislabeledRead(
  read: (lazyList?: (drift: DriftReport) => void) => ReadResult,
  lazyList?: (drift: DriftReport) => void,
): ReadResult {
  const charset = (drift: DriftReport) => withDrift(drift, ROOT_PATH, 'charset');
  const result = read(lazyList && ((drift) => lazyList(charset(drift))));
  return result.data instanceof LazyListAnswer ? result : { ...result, drift: charset(result.drift) };
}

function readChecked(
  id: OperationId,
  op: OperationDef,
  response: ReceivedResponse,
  lazyList?: (drift: DriftReport) => void,
): ReadResult {
  if (!checkStatus(id, op, response)) return { data: null, drift: NO_DRIFT };
  try {
    return readSuccessBody(op, response.text, lazyList);
  } catch (error) {
    if (error instanceof ErrorBodyInSuccess) throw errorInSuccess(id, op, response, error.json);
    if (error instanceof UnreadableAnswer) throw invalidResponse(id, op, response.status, [error.reason]);
    throw error;
  }
}

/**
 * A success body's text under the operation's schema (readResponse, or the kept lists' thread for a body the client
 * left unread: D286); throws UnreadableAnswer with the reason when it cannot be read at all, ErrorBodyInSuccess when
 * it is an error's body (D202).
 */
export function readSuccessBody(
  op: OperationDef,
  text: string,
  lazyList?: (drift: DriftReport) => void,
  /** What is read of each element alongside LazyListAnswer.of's check (ListReadAhead), for a list read lazily. */
  ahead?: ListReadAhead,
): ReadResult {
  const schema = op.success.schema!;
  if (topLevelKinds(schema).list && op.kind === 'read' && text.trim() === '') return noRows(schema, op);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableAnswer('A resposta não é um JSON válido.');
  }
  return readSuccessJson(op, json, () => parseJsonExact(text), lazyList, ahead);
}

/**
 * A success body already parsed (`json`), as readSuccessBody reads it; `exact` parses the same body again keeping
 * every number's digits (asked only when JSON.parse lost some).
 */
export function readSuccessJson(
  op: OperationDef,
  json: unknown,
  exact: () => unknown,
  lazyList?: (drift: DriftReport) => void,
  /** What was read of the list's first elements as they came, and is read of the rest in LazyListAnswer.of's check. */
  ahead?: ListReadAhead,
): ReadResult {
  const schema = op.success.schema!;
  if (lazyList && !carriesError(json)) {
    const lazy = LazyListAnswer.of(schema, json, op.success.essential, lazyList, ahead);
    if (lazy) return { data: lazy, drift: NO_DRIFT };
  }
  let read: ReadResult;
  try {
    // Digits JSON.parse rounded away: the same text once more, each such number kept as written.
    read = readAnswer(schema, json, op.success.essential, {
      exact,
      bareRecord: op.kind !== 'read',
    });
  } catch (error) {
    if (error instanceof UnreadableAnswer && carriesError(json)) throw new ErrorBodyInSuccess(json);
    throw error;
  }
  if (carriesError(json) && lacksEssential(read.data, op)) throw new ErrorBodyInSuccess(json);
  return read;
}

/** A success answer whose body is an error's (D202): readResponse gives it the path a real error status takes. */
export class ErrorBodyInSuccess extends UnreadableAnswer {
  constructor(readonly json: unknown) {
    super('A resposta de sucesso traz um erro do serviço.');
  }
}

/** An answer the operation sends without a body: a body in an error's shape that names an error status is that error. */
function noBodyExpected(id: OperationId, op: OperationDef, response: ReceivedResponse): void {
  if (response.text.trim() === '') return;
  const json = parseQuietly(response.text);
  if (carriesError(json) && errorStatusIn(json) !== undefined) throw errorInSuccess(id, op, response, json);
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

/**
 * The error of a success body in an error's shape (ErrorBodyInSuccess) read where the answer was not (the kept lists'
 * thread, D729), given its JSON text: what readResponse gives for it.
 */
export function errorInSuccessText(
  id: OperationId,
  op: OperationDef,
  response: ReceivedResponse,
  text: string,
): ApiError {
  return errorInSuccess(id, op, { ...response, text }, parseQuietly(text));
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
