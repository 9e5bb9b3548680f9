/**
 * What Balcão says to the employee for an ApiError, as a code with its values (the phrasebook in src-shared/words
 * words it): always ours, chosen by kind and status (D217). The service's own reason is shown beneath it, apart
 * (IpcError.details): never as the main message, which would put a gateway's English or a framework's stock text
 * first.
 */
import type { OperationId } from '../../src-shared/contract';
import type { MissingRecord } from '../../src-shared/words/api-error-codes';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';
import type { ApiErrorInit } from './api-error-init';

type Settled = ApiErrorInit & { messages: string[]; outcomeUnknown: boolean };

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

const BY_STATUS: Readonly<Record<number, ErrorWords>> = {
  400: words('api.requestRejected'),
  403: words('api.forbidden'),
  415: words('api.mediaTypeRejected'),
  422: words('api.notProcessed'),
  500: words('api.serviceInternal'),
  503: words('api.unavailable'),
};

function httpSaid(error: Pick<Settled, 'status' | 'authRejected' | 'operation'>): ErrorWords {
  const status = error.status ?? 0;
  if (status === 401) {
    if (error.authRejected === 'key') return words('api.keyRefused');
    if (error.authRejected === 'token') return words('api.sessionExpired');
    return words('api.wrongCredentials');
  }
  if (status === 404) return words('api.notFound', { what: NOT_FOUND[error.operation] ?? 'record' });
  return BY_STATUS[status] ?? words('api.httpError', { status });
}

export function apiErrorSaid(error: Settled): ErrorWords {
  // Before anything else: sending again blindly could duplicate a contribution or a claim.
  if (error.outcomeUnknown) return words('api.outcomeUnknown');
  switch (error.kind) {
    case 'invalid-request':
      return words('api.invalidRequest', { problems: error.messages.join(' ') });
    case 'no-key':
      return words('api.noKey');
    case 'not-logged-in':
      return words('api.notLoggedIn');
    case 'timeout':
      return words('api.timeout');
    case 'network':
      return error.connectFailed ? words('api.unreachable') : words('api.connectionDropped');
    case 'cancelled':
      return words('api.cancelled');
    case 'invalid-response':
      return words('api.invalidResponse');
    case 'redirect':
      return words('api.redirect', {
        ...(error.status ? { status: error.status } : {}),
        ...(error.redirectOrigin ? { origin: error.redirectOrigin } : {}),
      });
    case 'http':
      return httpSaid(error);
  }
}
