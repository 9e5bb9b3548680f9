/** Fault injection: each mode, before and after the operation, counted and by rate. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFaultSpec } from '../../src-sandbox/faults';
import { send } from '../support/raw-http';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

let fx: SandboxFixture;
const world = demoWorld();
const v = validRequests(world, '');

beforeAll(async () => {
  fx = await startTestSandbox();
});
afterAll(() => fx.stop());
beforeEach(() => {
  fx.sandbox.faults.replace([]);
  fx.sandbox.requests.clear();
});

describe('fault rules in text form', () => {
  it('parses kinds, numbers, counts, operations and phase', () => {
    expect(parseFaultSpec('latency=3000; error503=0.2@op8,op12; drop#1@op4!before')).toEqual([
      { kind: 'latency', ms: 3000, rate: 1 },
      { kind: 'error503', rate: 0.2, operations: ['op8', 'op12'], ms: 2000 },
      { kind: 'drop', times: 1, operations: ['op4'], phase: 'before', rate: 1, ms: 2000 },
    ]);
  });
  it('rejects unknown kinds and operations with a clear message', () => {
    expect(() => parseFaultSpec('explode=1')).toThrow(/desconhecido/);
    expect(() => parseFaultSpec('drop@op99')).toThrow();
  });
});

describe('injected faults', () => {
  it('503 strikes before a write: nothing changes', async () => {
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op3'], times: 1 }]);
    const before = fx.sandbox.store.current.claimNotices.length;
    expect((await send(fx.sandbox.url, 'op3', v.op3)).status).toBe(503);
    expect(fx.sandbox.store.current.claimNotices.length).toBe(before);
    expect((await send(fx.sandbox.url, 'op3', v.op3)).status).toBe(201);
  });

  it('a dropped connection after a write leaves the write done but unanswered', async () => {
    fx.sandbox.faults.replace([{ kind: 'drop', operations: ['op3'], times: 1 }]);
    const before = fx.sandbox.store.current.claimNotices.length;
    await expect(send(fx.sandbox.url, 'op3', v.op3)).rejects.toThrow();
    expect(fx.sandbox.store.current.claimNotices.length).toBe(before + 1);
  });

  it('a dropped connection before the operation changes nothing', async () => {
    fx.sandbox.faults.replace([{ kind: 'drop', operations: ['op3'], times: 1, phase: 'before' }]);
    const before = fx.sandbox.store.current.claimNotices.length;
    await expect(send(fx.sandbox.url, 'op3', v.op3)).rejects.toThrow();
    expect(fx.sandbox.store.current.claimNotices.length).toBe(before);
  });

  it('malformed JSON: the body does not parse', async () => {
    fx.sandbox.faults.replace([{ kind: 'malformed', operations: ['op8'], times: 1 }]);
    const response = await send(fx.sandbox.url, 'op8', v.op8);
    expect(response.status).toBe(200);
    expect(() => JSON.parse(response.text)).toThrow();
  });

  it('latency beyond a client timeout makes the client give up', async () => {
    fx.sandbox.faults.replace([{ kind: 'latency', operations: ['op20'], times: 1, ms: 1500 }]);
    const url = `${fx.sandbox.url}/relacionamento-parceiro/capitalizacao/v1/atividadesempresa`;
    await expect(
      fetch(url, {
        headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-key-atendente-0001', CodigoEmpresa: '1' },
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
  });

  it('a trickling response starts but does not finish within a client timeout', async () => {
    fx.sandbox.faults.replace([{ kind: 'trickle', operations: ['op8'], times: 1, ms: 200 }]);
    const controller = new AbortController();
    const response = await fetch(
      `${fx.sandbox.url}/experimental/relacionamento-cliente/pos-venda/v1/pessoas-fisicas/${v.op8.params!.idpessoafisica}`,
      {
        headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-key-atendente-0001', CodigoEmpresa: '1' },
        signal: controller.signal,
      },
    );
    expect(response.status).toBe(200);
    setTimeout(() => controller.abort(), 400);
    await expect(response.text()).rejects.toThrow();
  });

  it('counted rules retire; rate 0 never strikes; other operations are untouched', async () => {
    fx.sandbox.faults.replace([
      { kind: 'error500', operations: ['op20'], times: 2 },
      { kind: 'error503', rate: 0 },
    ]);
    expect((await send(fx.sandbox.url, 'op8', v.op8)).status).toBe(200);
    expect((await send(fx.sandbox.url, 'op20', v.op20)).status).toBe(500);
    expect((await send(fx.sandbox.url, 'op20', v.op20)).status).toBe(500);
    expect((await send(fx.sandbox.url, 'op20', v.op20)).status).toBe(200);
    expect(fx.sandbox.faults.list()).toEqual([expect.objectContaining({ kind: 'error503', rate: 0 })]);
  });

  it('the admin API sets and clears rules, and the request log says which requests were valid', async () => {
    const put = await fetch(`${fx.sandbox.url}/_sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify([{ kind: 'error500', operations: ['op20'], times: 1 }]),
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status).toBe(200);
    expect((await send(fx.sandbox.url, 'op20', v.op20)).status).toBe(500);
    expect(
      (await fetch(`${fx.sandbox.url}/_sandbox/faults`, { method: 'PUT', body: '[{"kind":"explode"}]' })).status,
    ).toBe(400);
    await send(fx.sandbox.url, 'op8', { params: { idpessoafisica: '123' } });
    const log = (await (await fetch(`${fx.sandbox.url}/_sandbox/requests`)).json()) as Array<{
      operation: string;
      valid: boolean;
      status: number;
      faults: string[];
      url: string;
    }>;
    expect(log[0]).toMatchObject({ operation: 'op20', valid: true, status: 500, faults: ['error500'] });
    expect(log[1]).toMatchObject({ operation: 'op8', valid: false, status: 400 });
    expect(JSON.stringify(log)).not.toMatch(/\d{11}/);
  });
});
