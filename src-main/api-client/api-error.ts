/**
 * The one error every API call fails with, whatever went wrong: invalid
 * input caught before sending, an HTTP error in any of the service's body
 * styles, a network failure, a timeout or an unreadable answer. It carries
 * what the UI needs to decide (retry? warn about an unknown outcome? ask for
 * a new login?) and crosses IPC as a plain object (`toJSON`).
 *
 * Secrets never get in: no subscription key, no token, no URL, and CPFs in
 * messages are masked before they are stored (LGPD: these objects get logged).
 */
import type { OperationId } from '../../src-shared/contract';
import { maskCpfsInText } from '../../src-shared/mask';
import type { ErrorWords } from '../../src-shared/words/error-codes';
import { sayWords } from '../../src-shared/words/error-words';
import type { ApiErrorInit, ApiErrorKind, InvalidField } from './api-error-init';
import { apiErrorTold } from './api-error-told';

/** What `toJSON` gives: plain data, safe for IPC and logs. */
export interface ApiErrorJson extends Omit<ApiErrorInit, 'messages' | 'outcomeUnknown' | 'retryable'> {
  name: 'ApiError';
  message: string;
  messages: string[];
  outcomeUnknown: boolean;
  retryable: boolean;
  said: ErrorWords;
}

export class ApiError extends Error {
  readonly operation: OperationId;
  readonly kind: ApiErrorKind;
  // `declare`: optional fields stay absent (not `undefined` own properties) unless set.
  declare readonly status?: number;
  declare readonly subCode?: string;
  readonly messages: string[];
  readonly outcomeUnknown: boolean;
  declare readonly authRejected?: 'key' | 'token';
  readonly retryable: boolean;
  declare readonly networkCode?: string;
  declare readonly connectFailed?: boolean;
  declare readonly redirectOrigin?: string;
  declare readonly invalidFields?: InvalidField[];
  declare readonly serviceFields?: Record<string, string[]>;
  declare readonly retryAfterMs?: number;
  /** What the employee is told, by code (the renderer words it in the UI language). */
  readonly said: ErrorWords;

  constructor(init: ApiErrorInit) {
    const messages = (init.messages ?? []).map(maskCpfsInText);
    const invalidFields = init.invalidFields?.map((f) => ({ ...f, message: maskCpfsInText(f.message) }));
    const settled = {
      ...init,
      messages,
      invalidFields,
      outcomeUnknown: init.outcomeUnknown ?? false,
      retryable: init.retryable ?? false,
    };
    const { said } = apiErrorTold(settled);
    // Support reads this line: the transport code helps (TLS vs refused); nothing secret is in any part of it.
    const detail = [init.status, init.subCode ?? init.networkCode].filter((part) => part !== undefined).join(' ');
    super(
      `${init.operation} ${init.kind}${detail ? ` (${detail})` : ''}: ${messages.join(' ') || sayWords(said, 'en')}`,
    );
    this.name = 'ApiError';
    this.operation = init.operation;
    this.kind = init.kind;
    this.messages = messages;
    this.outcomeUnknown = settled.outcomeUnknown;
    this.retryable = settled.retryable;
    this.said = said;
    // Optional fields are only set when present, so toJSON and equality checks see no `undefined` keys.
    if (init.status !== undefined) this.status = init.status;
    if (init.subCode !== undefined) this.subCode = init.subCode;
    if (init.authRejected !== undefined) this.authRejected = init.authRejected;
    if (init.networkCode !== undefined) this.networkCode = init.networkCode;
    if (init.connectFailed !== undefined) this.connectFailed = init.connectFailed;
    if (init.redirectOrigin !== undefined) this.redirectOrigin = init.redirectOrigin;
    if (invalidFields !== undefined) this.invalidFields = invalidFields;
    if (init.serviceFields !== undefined) {
      this.serviceFields = Object.fromEntries(
        Object.entries(init.serviceFields).map(([field, texts]) => [field, texts.map(maskCpfsInText)]),
      );
    }
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }

  toJSON(): ApiErrorJson {
    const json: ApiErrorJson = {
      name: 'ApiError',
      message: this.message,
      operation: this.operation,
      kind: this.kind,
      messages: [...this.messages],
      outcomeUnknown: this.outcomeUnknown,
      retryable: this.retryable,
      said: this.said,
    };
    if (this.status !== undefined) json.status = this.status;
    if (this.subCode !== undefined) json.subCode = this.subCode;
    if (this.authRejected !== undefined) json.authRejected = this.authRejected;
    if (this.networkCode !== undefined) json.networkCode = this.networkCode;
    if (this.connectFailed !== undefined) json.connectFailed = this.connectFailed;
    if (this.redirectOrigin !== undefined) json.redirectOrigin = this.redirectOrigin;
    if (this.invalidFields !== undefined) json.invalidFields = this.invalidFields.map((f) => ({ ...f }));
    if (this.serviceFields !== undefined)
      json.serviceFields = Object.fromEntries(
        Object.entries(this.serviceFields).map(([field, texts]) => [field, [...texts]]),
      );
    if (this.retryAfterMs !== undefined) json.retryAfterMs = this.retryAfterMs;
    return json;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
