/**
 * What an ApiError is made of: its kinds and the fields a failure fills in. Apart from the class, so the table that
 * says each kind to the employee (api-error-told.ts) reads the same fields the class is built from.
 */
import type { OperationId } from '../../src-shared/contract';

export const API_ERROR_KINDS = [
  'invalid-request',
  'http',
  'network',
  'timeout',
  'invalid-response',
  'not-logged-in',
  'no-key',
  'cancelled',
  /** The service answered with a redirect, which API calls never follow (the key and the body stay with the configured host). */
  'redirect',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** One field the caller must correct (invalid-request only), for forms to point at. */
export interface InvalidField {
  in: 'path' | 'query' | 'body' | 'config';
  /** Path parameter, query parameter or dotted body path ("responsavel.cpf"). */
  field: string;
  message: string;
}

export interface ApiErrorInit {
  operation: OperationId;
  kind: ApiErrorKind;
  status?: number;
  /** The ErrorBody `status` text when it carries a sub-code ("422.2", "401.1"). */
  subCode?: string;
  /** The service's message(s) as received (pt-BR), or our validation messages `campo: mensagem`. */
  messages?: string[];
  /** A write that may have been applied although its answer was lost. */
  outcomeUnknown?: boolean;
  /** On 401: whether the subscription key or the access token was refused. */
  authRejected?: 'key' | 'token';
  /** Sending the same call again, later, is safe and may succeed. */
  retryable?: boolean;
  /** Transport failure code found in the cause chain (ECONNREFUSED, UND_ERR_SOCKET, net::ERR_…), for support. */
  networkCode?: string;
  /** Network failures only: no connection was made (refused, DNS, TLS), so nothing reached the service. */
  connectFailed?: boolean;
  /** Redirects only: the origin the service pointed at (never its path: it may carry anything). */
  redirectOrigin?: string;
  invalidFields?: InvalidField[];
  /** The service's reason per field it named (validation bodies), by its own name for the field. */
  serviceFields?: Record<string, string[]>;
  /** What the service asked to wait before sending again (Retry-After), in milliseconds. */
  retryAfterMs?: number;
}
