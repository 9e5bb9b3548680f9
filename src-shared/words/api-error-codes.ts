/**
 * Shared. What the API client's answers (ApiError) and the connection test say, as codes with their typed values:
 * main chooses by kind and status, the phrasebook (api-error-words.ts) says it. Part of ErrorParams.
 */

/** What a 404 without a body did not find, by the operation that asked (D9). */
export type MissingRecord =
  | 'record'
  | 'customer'
  | 'customer-or-certificate'
  | 'customer-certificate-coverage-or-fund'
  | 'customer-certificate-or-income-process';

type None = Record<never, never>;

/** `serviceSaid`: the service's own reasons, as received (pt-BR), quoted in the sentence; absent when it gave none. */
interface Quoted {
  serviceSaid?: string;
}

export interface ApiErrorParams {
  /** A write whose answer was lost: it may have been applied. */
  'api.outcomeUnknown': None;
  /** `problems`: our own validation's sentences (pt-BR), `campo: mensagem`. */
  'api.invalidRequest': { problems: string };
  'api.noKey': None;
  'api.notLoggedIn': None;
  'api.timeout': None;
  'api.unreachable': None;
  'api.connectionDropped': None;
  'api.cancelled': None;
  'api.invalidResponse': None;
  /** `origin`: where the service pointed (never the path). */
  'api.redirect': { status?: number; origin?: string };
  'api.keyRefused': None;
  'api.sessionExpired': None;
  'api.wrongCredentials': None;
  'api.notFound': { what: MissingRecord };
  'api.requestRejected': None;
  'api.forbidden': None;
  'api.mediaTypeRejected': None;
  'api.notProcessed': None;
  'api.serviceInternal': None;
  'api.unavailable': None;
  'api.httpError': { status: number };
  'connectionTest.ok': None;
  /** The test operation was refused (403, 404, 422), which only a gateway that accepted the key answers. */
  'connectionTest.okRestricted': None;
  'connectionTest.keyMissing': None;
  'connectionTest.keyRejected': None;
  'connectionTest.dropped': None;
  'connectionTest.tlsRefused': None;
  'connectionTest.companyRejected': Quoted & { companyCode: string };
  'connectionTest.requestRefused': Quoted & { status: number };
  'connectionTest.unavailable': Quoted;
  'connectionTest.serviceInternal': Quoted & { status: number };
  'connectionTest.unexpected': Quoted & { status: number };
}
