/**
 * Turns a received answer into the operation's result or an ApiError. The
 * success body goes through the contract's tolerant reader (D41): missing,
 * null and oddly typed fields become "não informado" and are reported as
 * drift, never a refusal. Only a body that cannot be read at all (not JSON,
 * a list where one record is expected) is an invalid response: on a write
 * the service did act, but we lost what it said (a protocol number, say),
 * hence "outcome unknown" — for the writes Op2–Op7 only, never for a login.
 */
import { NO_DRIFT, readAnswer, SUBSCRIPTION_KEY_DENIED, UnreadableAnswer, type DriftReport, type OperationDef, type OperationId } from '../../src-shared/contract';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import { ApiError } from './api-error';
import { readErrorBody, type ReadErrorBody } from './read-error-body';

export interface ReceivedResponse {
  status: number;
  contentType: string | undefined;
  text: string;
  /** Whether an Authorization header went with the request (decides who a 401 refused). */
  tokenSent: boolean;
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
    // 503 is "not now": the service did not act (D29), so the same call may be sent later.
    retryable: response.status === 503,
  });
}

export function invalidResponse(id: OperationId, op: OperationDef, status: number, messages: string[]): ApiError {
  return new ApiError({ operation: id, kind: 'invalid-response', status, messages, outcomeUnknown: op.kind === 'write' });
}

/**
 * Throws the error a status says (not a success, or not the operation's success); answers whether a body is to be
 * read (false: the operation answers without one).
 */
export function checkStatus(id: OperationId, op: OperationDef, response: Pick<ReceivedResponse, 'status' | 'contentType' | 'text' | 'tokenSent'>): boolean {
  const { status } = response;
  if (status < 200 || status > 299) throw httpError(id, op, response as ReceivedResponse);
  if (!op.success.schema) return false;
  if (status !== op.success.status) throw invalidResponse(id, op, status, [`Status de sucesso inesperado: ${status} (esperado ${op.success.status}).`]);
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
export function readResponse(id: OperationId, op: OperationDef, response: ReceivedResponse, lazyList?: (drift: DriftReport) => void): ReadResult {
  if (!checkStatus(id, op, response)) return { data: null, drift: NO_DRIFT };
  try {
    return readSuccessBody(op, response.text, lazyList);
  } catch (error) {
    if (error instanceof UnreadableAnswer) throw invalidResponse(id, op, response.status, [error.reason]);
    throw error;
  }
}

/**
 * A success body's text under the operation's schema (readResponse, or the kept lists' thread for a body the client
 * left unread: D286); throws UnreadableAnswer with the reason when it cannot be read at all.
 */
export function readSuccessBody(op: OperationDef, text: string, lazyList?: (drift: DriftReport) => void): ReadResult {
  const schema = op.success.schema!;
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableAnswer('A resposta não é um JSON válido.');
  }
  if (lazyList) {
    const lazy = LazyListAnswer.of(schema, json, op.success.essential, lazyList);
    if (lazy) return { data: lazy, drift: NO_DRIFT };
  }
  return readAnswer(schema, json, op.success.essential);
}
