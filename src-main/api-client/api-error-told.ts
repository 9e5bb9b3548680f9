/**
 * What an ApiError is to the employee, by kind, in one table: the words Balcão says (a code with its values, worded
 * by the phrasebook in src-shared/words) and the code the renderer acts on once it crosses IPC (ask for a login,
 * warn about an unknown outcome, offer to send again). A new kind does not compile until it has both.
 *
 * The words are always ours, chosen by kind and status (D217). The service's own reason is shown beneath them,
 * apart (IpcError.details): never as the main message, which would put a gateway's English or a framework's stock
 * text first.
 */
import type { OperationId } from '../../src-shared/contract';
import type { IpcErrorCode } from '../../src-shared/ipc';
import type { MissingRecord } from '../../src-shared/words/api-error-codes';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';
import { isTlsFailure } from '../errors/tls-failure';
import type { ApiErrorInit, ApiErrorKind } from './api-error-init';

/** An error's fields as the class settles them: messages masked, the outcome known or not. */
export type SettledApiError = ApiErrorInit & { messages: string[]; outcomeUnknown: boolean };

export interface ApiErrorTold {
  code: IpcErrorCode;
  said: ErrorWords;
}

const told = (code: IpcErrorCode, said: ErrorWords): ApiErrorTold => ({ code, said });

/** Operations whose 404 has no body (D9): what was not found. */
const NOT_FOUND: Partial<Record<OperationId, MissingRecord>> = {
  op4: 'customer-or-certificate',
  op8: 'customer',
  op12: 'customer-or-certificate',
  op14: 'customer-certificate-coverage-or-fund',
  op15: 'customer-or-certificate',
  op16: 'customer-certificate-coverage-or-fund',
  op19: 'customer-certificate-or-income-process',
  op21: 'customer-or-certificate',
};

/** The statuses told by status alone; any other is a service error said with its number. */
const HTTP_BY_STATUS: Readonly<Record<number, ApiErrorTold>> = {
  400: told('invalid-input', words('api.requestRejected')),
  403: told('forbidden', words('api.forbidden')),
  415: told('invalid-input', words('api.mediaTypeRejected')),
  422: told('business-rule', words('api.notProcessed')),
  500: told('service-error', words('api.serviceInternal')),
  503: told('service-error', words('api.unavailable')),
};

function httpTold(error: SettledApiError): ApiErrorTold {
  const status = error.status ?? 0;
  if (status === 401) {
    if (error.authRejected === 'token') return told('session-expired', words('api.sessionExpired'));
    return told('key-rejected', words(error.authRejected === 'key' ? 'api.keyRefused' : 'api.wrongCredentials'));
  }
  if (status === 404) return told('not-found', words('api.notFound', { what: NOT_FOUND[error.operation] ?? 'record' }));
  if (status === 429) return told('rate-limited', words('api.httpError', { status }));
  return HTTP_BY_STATUS[status] ?? told('service-error', words('api.httpError', { status }));
}

function networkTold(error: SettledApiError): ApiErrorTold {
  // Connected, then cut: the service failed us, the address is fine.
  if (error.connectFailed === false) return told('service-error', words('api.connectionDropped'));
  if (isTlsFailure(error)) return told('tls', words('service.tlsRefused'));
  return told('unreachable', words(error.connectFailed ? 'api.unreachable' : 'api.connectionDropped'));
}

const BY_KIND: { readonly [K in ApiErrorKind]: (error: SettledApiError) => ApiErrorTold } = {
  'invalid-request': (error) =>
    told('invalid-input', words('api.invalidRequest', { problems: error.messages.join(' ') })),
  'no-key': () => told('key-missing', words('api.noKey')),
  'not-logged-in': () => told('not-logged-in', words('api.notLoggedIn')),
  timeout: () => told('timeout', words('api.timeout')),
  network: networkTold,
  cancelled: () => told('cancelled', words('api.cancelled')),
  'invalid-response': () => told('invalid-response', words('api.invalidResponse')),
  // The service answered, oddly: its words say what happened and what to check.
  redirect: (error) =>
    told(
      'service-error',
      words('api.redirect', {
        ...(error.status ? { status: error.status } : {}),
        ...(error.redirectOrigin ? { origin: error.redirectOrigin } : {}),
      }),
    ),
  http: httpTold,
};

export function apiErrorTold(error: SettledApiError): ApiErrorTold {
  // Before anything else: sending again blindly could duplicate a contribution or a claim.
  if (error.outcomeUnknown) return told('outcome-unknown', words('api.outcomeUnknown'));
  return BY_KIND[error.kind](error);
}
