/**
 * Main process. The client of the company's HTTP API (every operation of the API set): one client, one error
 * type. "API" in a name means that API (D170); `window.api`, the renderer's bridge, is served by src-main/ipc.
 */
export { ApiError, isApiError, type ApiErrorJson } from './api-error';
export { API_ERROR_KINDS, type ApiErrorInit, type ApiErrorKind, type InvalidField } from './api-error-init';
export { buildRequest, type BuiltRequest, type RequestSettings } from './build-request';
export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type AttemptEvent,
  type CallOptions,
  type OperationFunctions,
  type ServiceWait,
} from './client';
export { readErrorBody, type ErrorBodyShape, type ReadErrorBody } from './read-error-body';
