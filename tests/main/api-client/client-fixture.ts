/**
 * A real client against a real sandbox, with test-speed settings and an
 * attempt log. The token is a variable the test sets (as the session does).
 */
import type { OperationId } from '../../../src-shared/contract';
import {
  type ApiClient,
  type ApiClientConfig,
  type AttemptEvent,
  createApiClient,
} from '../../../src-main/api-client/client';
import type { RawRequest } from '../../support/raw-http';
import { KEYS } from '../../support/raw-http';

export interface TestClient {
  client: ApiClient;
  attempts: AttemptEvent[];
  setToken(token: string | undefined): void;
}

export function createTestClient(baseUrl: string, overrides: Partial<ApiClientConfig> = {}): TestClient {
  let token: string | undefined;
  const attempts: AttemptEvent[] = [];
  const client = createApiClient({
    baseUrl,
    companyCode: '1',
    getSubscriptionKey: () => KEYS.atendente,
    getAccessToken: () => token,
    timeoutMs: 2_000,
    retryDelayMs: () => 0,
    onAttempt: (event) => attempts.push(event),
    ...overrides,
  });
  return {
    client,
    attempts,
    setToken: (value) => {
      token = value;
    },
  };
}

/** tests/sandbox/valid-requests.ts speaks raw HTTP (`params`); the client takes `path`. */
export function asApiRequest(raw: RawRequest): {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
} {
  return {
    ...(raw.params ? { path: raw.params } : {}),
    ...(raw.query ? { query: raw.query } : {}),
    ...(raw.body !== undefined ? { body: raw.body } : {}),
  };
}

/** The generic call with a request built at run time (the static type is per operation). */
export function callLoose(client: ApiClient, id: OperationId, request: unknown): Promise<unknown> {
  return client.call(id, request as never);
}
