/** The API client for the main process: one client, one error type. */
export { ApiError, API_ERROR_KINDS, isApiError, type ApiErrorInit, type ApiErrorJson, type ApiErrorKind, type InvalidField } from './api-error';
export { buildRequest, type BuiltRequest, type RequestSettings } from './build-request';
export { createApiClient, type ApiClient, type ApiClientConfig, type AttemptEvent, type CallOptions, type OperationFunctions } from './client';
export { readErrorBody, type ErrorBodyShape, type ReadErrorBody } from './read-error-body';
