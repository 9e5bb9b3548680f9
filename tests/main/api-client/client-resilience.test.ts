/**
 * Retries, timeouts and lost answers, over real HTTP. Reads are retried on
 * passing failures; writes never are, and a write whose answer was lost is
 * reported as "outcome unknown" while the sandbox shows it did happen.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { validRequests } from '../../sandbox/valid-requests';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../../support/sandbox-fixture';
import { asApiRequest, createTestClient, type TestClient } from './client-fixture';
import { sayWords } from '../../../src-shared/words/error-words';

let fx: SandboxFixture;
let api: TestClient;
const world = demoWorld();
const v = () => validRequests(world, '');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const served = () => fx.sandbox.requests.list();

beforeAll(async () => {
  fx = await startTestSandbox();
  api = createTestClient(fx.sandbox.url);
});
afterAll(() => fx.stop());
beforeEach(() => {
  fx.sandbox.faults.replace([]);
  fx.sandbox.requests.clear();
  api.attempts.length = 0;
});

describe('reads retry passing failures', () => {
  it('503 twice, then success: three attempts', async () => {
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op20'], times: 2 }]);
    const { data: activities } = await api.client.listCompanyActivities({});
    expect(activities.length).toBeGreaterThan(0);
    expect(served().map((r) => r.status)).toEqual([503, 503, 200]);
    expect(api.attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
  });

  it('a dropped connection, then success', async () => {
    fx.sandbox.faults.replace([{ kind: 'drop', operations: ['op8'], times: 1 }]);
    const { data: customer } = await api.client.getCustomer(asApiRequest(v().op8) as never);
    expect(customer.cliente?.cpf).toBe(v().op8.params!.idpessoafisica);
    expect(served()).toHaveLength(2);
    expect(api.attempts[0]!.error).toMatchObject({ kind: 'network', outcomeUnknown: false });
  });

  it('a timeout, then success', async () => {
    const quick = createTestClient(fx.sandbox.url, { timeoutMs: 200 });
    fx.sandbox.faults.replace([{ kind: 'latency', operations: ['op20'], times: 1, ms: 600 }]);
    await quick.client.listCompanyActivities({});
    expect(quick.attempts.map((a) => a.error?.kind ?? a.status)).toEqual(['timeout', 200]);
  });

  it('gives up after readRetries, with a retryable error', async () => {
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op20'], times: 10 }]);
    const error = await failure(api.client.listCompanyActivities({}));
    expect(error).toMatchObject({ kind: 'http', status: 503, retryable: true, outcomeUnknown: false });
    expect(served()).toHaveLength(3);

    fx.sandbox.requests.clear();
    const once = createTestClient(fx.sandbox.url, { readRetries: 0 });
    await failure(once.client.listCompanyActivities({}));
    expect(served()).toHaveLength(1);
  });

  it('waits between attempts as retryDelayMs says, counting retries from 0', async () => {
    const asked: number[] = [];
    const paced = createTestClient(fx.sandbox.url, { retryDelayMs: (retry) => (asked.push(retry), 50) });
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op20'], times: 2 }]);
    const started = performance.now();
    await paced.client.listCompanyActivities({});
    expect(asked).toEqual([0, 1]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('no retry on 500, on 404, nor on invalid input', async () => {
    fx.sandbox.faults.replace([{ kind: 'error500', operations: ['op20'], times: 1 }]);
    expect(await failure(api.client.listCompanyActivities({}))).toMatchObject({ status: 500, retryable: false });
    expect(served()).toHaveLength(1);

    fx.sandbox.requests.clear();
    expect(await failure(api.client.getCustomer({ path: { idpessoafisica: '52998224725' } }))).toMatchObject({
      status: 404,
    });
    expect(served()).toHaveLength(1);
  });
});

describe('writes are never retried', () => {
  it('503 on a write: one attempt, and it may be sent again later', async () => {
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op3'], times: 1 }]);
    const error = await failure(api.client.createClaimNotice(asApiRequest(v().op3) as never));
    expect(error).toMatchObject({ status: 503, outcomeUnknown: false, retryable: true });
    expect(served()).toHaveLength(1);
  });

  it('the login (Op1) is a write too', async () => {
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op1'], times: 1 }]);
    await failure(api.client.login(asApiRequest(v().op1) as never));
    expect(served()).toHaveLength(1);
  });

  it('connection dropped after the write ran → outcome unknown, and the write is in the sandbox state', async () => {
    fx.sandbox.faults.replace([{ kind: 'drop', operations: ['op4'], times: 1 }]);
    const before = fx.sandbox.store.current.contributions.length;
    const error = await failure(api.client.requestContribution(asApiRequest(v().op4) as never));
    expect(error).toMatchObject({ kind: 'network', outcomeUnknown: true, retryable: false, connectFailed: false });
    expect(sayWords(error.said, 'pt-BR')).toBe(
      'Não sabemos se a operação foi concluída: a resposta não chegou. Confira o histórico antes de enviar de novo.',
    );
    expect(served()).toHaveLength(1);
    expect(fx.sandbox.store.current.contributions.length).toBe(before + 1);
  });

  it('latency beyond timeoutMs on a write → timeout, outcome unknown, one attempt', async () => {
    const quick = createTestClient(fx.sandbox.url, { timeoutMs: 300 });
    fx.sandbox.faults.replace([{ kind: 'latency', operations: ['op3'], times: 1, ms: 1500 }]);
    const before = fx.sandbox.store.current.claimNotices.length;
    const error = await failure(quick.client.createClaimNotice(asApiRequest(v().op3) as never));
    expect(error).toMatchObject({ kind: 'timeout', outcomeUnknown: true, retryable: false });
    expect(served()).toHaveLength(1);
    expect(fx.sandbox.store.current.claimNotices.length).toBe(before + 1);
  });

  it('a trickling answer is cut by the same timeout', async () => {
    const quick = createTestClient(fx.sandbox.url, { timeoutMs: 300, readRetries: 0 });
    fx.sandbox.faults.replace([{ kind: 'trickle', operations: ['op8'], times: 1, ms: 200 }]);
    expect(await failure(quick.client.getCustomer(asApiRequest(v().op8) as never))).toMatchObject({
      kind: 'timeout',
      outcomeUnknown: false,
      retryable: true,
    });
  });

  it('connection refused: nothing was sent, so the outcome is known (and a read gave up after its retries)', async () => {
    const nowhere = createTestClient(`http://127.0.0.1:${await closedPort()}`);
    const write = await failure(nowhere.client.createClaimNotice(asApiRequest(v().op3) as never));
    expect(write).toMatchObject({
      kind: 'network',
      outcomeUnknown: false,
      connectFailed: true,
      networkCode: 'ECONNREFUSED',
      retryable: true,
    });
    expect(sayWords(write.said, 'pt-BR')).toBe(
      'Não foi possível conectar ao servidor. Confira a rede e o endereço do ambiente nas Configurações, e tente de novo.',
    );
    expect(nowhere.attempts).toHaveLength(1);

    nowhere.attempts.length = 0;
    expect(await failure(nowhere.client.listCompanyActivities({}))).toMatchObject({
      kind: 'network',
      connectFailed: true,
    });
    expect(nowhere.attempts).toHaveLength(3);
  });
});

describe('reporting', () => {
  it('a failing onAttempt listener does not fail the call', async () => {
    const noisy = createTestClient(fx.sandbox.url, {
      onAttempt: () => {
        throw new Error('logger down');
      },
    });
    expect((await noisy.client.listCompanyActivities({})).data.length).toBeGreaterThan(0);
  });
});

describe('the caller can give up', () => {
  it('an aborted signal cancels without sending', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await failure(api.client.listCompanyActivities({}, { signal: controller.signal }))).toMatchObject({
      kind: 'cancelled',
      outcomeUnknown: false,
    });
    expect(served()).toEqual([]);
  });

  it('aborting a read in flight stops it, with no retry', async () => {
    fx.sandbox.faults.replace([{ kind: 'latency', operations: ['op20'], times: 1, ms: 1000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await failure(api.client.listCompanyActivities({}, { signal: controller.signal }))).toMatchObject({
      kind: 'cancelled',
    });
    expect(api.attempts).toHaveLength(1);
  });
});
