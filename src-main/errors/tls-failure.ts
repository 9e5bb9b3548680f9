/** Main process. Whether a network failure of the client was a refused certificate or a failed TLS handshake. */
import type { ApiErrorInit } from '../api-client/api-error-init';

/** Node and Chromium names of a refused certificate or failed TLS handshake. */
const TLS_FAILURE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i;

export function isTlsFailure(error: Pick<ApiErrorInit, 'kind' | 'networkCode'>): boolean {
  return error.kind === 'network' && TLS_FAILURE.test(error.networkCode ?? '');
}
