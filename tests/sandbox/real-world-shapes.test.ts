/**
 * The real-world mode's answer shapes (D208): envelopes, calendar days at UTC midnight or with offsets, "no date"
 * values, pt-BR numeric text, 64-bit ids, field names in another case, and a read's "not found" answered 200 with
 * its error body. Over HTTP, for several seeds: every shaped answer, read by the app's own reader, means exactly what
 * the clean answer meant (the same records, rows, days and numbers), the changes are reported as drift, and the
 * same seed answers byte for byte the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds, operations, readAnswer, type OperationDef, type OperationId } from '../../src-shared/contract';
import { parseJsonExact } from '../../src-shared/contract/lenient/exact-json';
import { readResponse } from '../../src-main/api-client/read-response';
import { KEYS, type RawRequest, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

const reads = operationIds.filter(
  (id) => (operations[id] as OperationDef).kind === 'read' && (operations[id] as OperationDef).success.schema,
);
const SEEDS = [1, 7, 23, 20261124];

/** Ids the mode moved beyond 2^53 (Op8 only), back to what they were, to compare meaning. */
function unshiftIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unshiftIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'id' && typeof v === 'string' ? Number(BigInt(v) - 2n ** 53n) : unshiftIds(v),
      ]),
    );
  return value;
}

describe('answer shapes over HTTP', () => {
  let clean: SandboxFixture;
  const shaped = new Map<number, SandboxFixture>();
  let requests: Record<OperationId, RawRequest>;

  const ask = async (fx: SandboxFixture, id: OperationId, request: RawRequest = requests[id]) =>
    send(fx.sandbox.url, id, {
      key: KEYS.atendente,
      ...request,
      ...(request.token ? { token: await loginToken(fx.sandbox.url) } : {}),
    });

  beforeAll(async () => {
    clean = await startTestSandbox();
    for (const seed of SEEDS) shaped.set(seed, await startTestSandbox({ realWorld: { seed, share: 0, shapes: true } }));
    requests = validRequests(demoWorld(), await loginToken(clean.sandbox.url));
  }, 60_000);
  afterAll(async () => {
    await clean?.stop();
    for (const fx of shaped.values()) await fx.stop();
  });

  it('every read, on every seed, reads as the same records, rows, days and numbers as the clean answer', async () => {
    const kinds = new Set<string>();
    for (const id of reads) {
      const op = operations[id] as OperationDef;
      const meant = readAnswer(op.success.schema!, (await ask(clean, id)).json, op.success.essential).data;
      for (const [seed, fx] of shaped) {
        const answer = await ask(fx, id);
        expect(answer.status, `${seed} ${id}`).toBe(200);
        const read = readResponse(id, op, {
          status: answer.status,
          contentType: 'application/json',
          text: answer.text,
          tokenSent: true,
        });
        expect(unshiftIds(read.data), `${seed} ${id}`).toEqual(meant);
        expect(
          read.drift.entries.filter((e) => e.essential),
          `${seed} ${id}`,
        ).toEqual([]);
        for (const e of read.drift.entries) kinds.add(e.kind);
        // Byte for byte the same for the same seed and request.
        expect((await ask(fx, id)).text, `${seed} ${id}`).toBe(answer.text);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['coerced', 'enveloped', 'renamed', 'sentinel']));
  });

  it('a 64-bit id comes with every digit, as the raw number a .NET service writes', async () => {
    let seen = 0;
    for (const fx of shaped.values()) {
      const text = (await ask(fx, 'op8')).text;
      const big = /"id":\s*(\d{16,})/.exec(text);
      if (!big) continue;
      seen += 1;
      expect(JSON.stringify(parseJsonExact(text))).toContain(big[1]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a read’s "not found" comes, on some seeds, as 200 with its error body — and reads as that 404', async () => {
    const nobody: RawRequest = { params: { idpessoafisica: '52998224725' } };
    const statuses: number[] = [];
    for (const fx of shaped.values()) {
      const answer = await ask(fx, 'op8', nobody);
      statuses.push(answer.status);
      if (answer.status === 200) expect(answer.json).toMatchObject({ status: '404', mensagem: expect.any(String) });
      const op = operations.op8 as OperationDef;
      expect(() =>
        readResponse('op8', op, {
          status: answer.status,
          contentType: 'application/json',
          text: answer.text,
          tokenSent: true,
        }),
      ).toThrow(expect.objectContaining({ kind: 'http', status: 404 }));
    }
    expect(statuses).toContain(200);
    expect(statuses).toContain(404);
  });

  it('is off unless asked: the plain real-world mode keeps its documented deviations only', async () => {
    const plain = await startTestSandbox({ realWorld: { seed: 7, share: 0 } });
    try {
      for (const id of reads) expect((await ask(plain, id)).text, id).toBe((await ask(clean, id)).text);
      const state = await (await fetch(`${shaped.get(7)!.sandbox.url}/_sandbox/real-world`)).json();
      expect(state).toEqual({ enabled: true, seed: 7, share: 0, shapes: true });
    } finally {
      await plain.stop();
    }
  });
});
