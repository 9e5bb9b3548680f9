/** Every operation through the client, against the real sandbox, with results normalized by the tolerant readers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds, operations, type OperationDef, type OperationId } from '../../../src-shared/contract';
import { validRequests } from '../../sandbox/valid-requests';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../../support/sandbox-fixture';
import { asApiRequest, callLoose, createTestClient, type TestClient } from './client-fixture';

let fx: SandboxFixture;
let api: TestClient;
const world = demoWorld();

beforeAll(async () => {
  fx = await startTestSandbox();
  api = createTestClient(fx.sandbox.url);
  const { data: login } = await api.client.login(asApiRequest(validRequests(world, '').op1) as never);
  api.setToken(login.accessToken!);
});
afterAll(() => fx.stop());

/**
 * Checks beyond "it parsed": the variants the readers fold into one shape
 * (D17), and that the sandbox's clean demo answers keep to the contract to
 * the letter (no drift: D41's reader has nothing to tolerate in them).
 */
function expectNormalized(id: OperationId, answer: unknown): void {
  const op = operations[id] as OperationDef;
  const { data: result, drift } = answer as { data: unknown; drift: { total: number; entries: unknown[] } };
  expect(drift.entries, `${id} drift`).toEqual([]);
  expect(drift.total).toBe(0);
  if (!op.success.schema) {
    expect(result).toBeNull();
    return;
  }
  expect(result).not.toBeNull();
  switch (id) {
    case 'op1':
      expect(result).toMatchObject({
        status: 'SUCCESS',
        accessToken: expect.any(String),
        result: { Login: 'atendente' },
      });
      return;
    case 'op11': {
      const modules = (
        result as { estipulante: { subestipulante: Array<{ modulo: Array<Record<string, unknown>> }> } }
      ).estipulante.subestipulante.flatMap((s) => s.modulo);
      expect(modules.length).toBeGreaterThan(0);
      for (const m of modules) {
        expect(m).toHaveProperty('taxa');
        expect(m).not.toHaveProperty('valorTaxa');
      }
      return;
    }
    case 'op14':
    case 'op17':
      expect(Array.isArray(result)).toBe(true);
      return;
    case 'op16':
      expect(result).toHaveProperty('cnpjFundo');
      expect(result).not.toHaveProperty('CNPJFundo');
      return;
    case 'op21': {
      const responsible = result as Record<string, string>;
      expect(responsible.nomePessoa).toBe(responsible.nomePessoa!.trimEnd());
      expect(responsible.cpf).toMatch(/^\d{11}$/);
      return;
    }
  }
}

describe('every operation succeeds through its named function', () => {
  it.each(operationIds)('%s', async (id) => {
    const op = operations[id] as OperationDef;
    const fn = (api.client as unknown as Record<string, (req: unknown) => Promise<unknown>>)[op.name]!;
    const result = await fn(asApiRequest(validRequests(world, '')[id]));
    expectNormalized(id, result);
  });
});

describe('the readers take both dialects the spec shows (samples and schemas)', () => {
  const reads = operationIds.filter((id) => operations[id].method === 'GET');
  it.each(['sample', 'schema'] as const)('%s dialect: every read parses', async (dialect) => {
    fx.sandbox.setDialect(dialect);
    try {
      for (const id of reads)
        expectNormalized(id, await callLoose(api.client, id, asApiRequest(validRequests(world, '')[id])));
    } finally {
      fx.sandbox.setDialect('sample');
    }
  });
});

describe('the generic call is the same client', () => {
  it('call(id, request) answers as the named function', async () => {
    const request = asApiRequest(validRequests(world, '').op8);
    expect(await callLoose(api.client, 'op8', request)).toEqual(await api.client.getCustomer(request as never));
  });
});
