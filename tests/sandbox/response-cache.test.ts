/**
 * Reads reuse their serialized answer (src-sandbox/response-cache.ts) while
 * nothing they depend on changed: a write or a dialect change is visible to
 * the very next read, a cached answer is byte for byte what a fresh one would
 * be, and every check (key, token, contract, privilege, faults, request log)
 * still runs on every request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations, type OperationDef, type OperationId } from '../../src-shared/contract';
import { Catalog } from '../../src-sandbox/catalog';
import { cacheableReads, handlers } from '../../src-sandbox/handlers';
import type { Dialect, HandlerResult } from '../../src-sandbox/handlers/context';
import { validateRequest } from '../../src-sandbox/pipeline';
import { ResponseCache, type SerializedAnswer } from '../../src-sandbox/response-cache';
import { StateStore } from '../../src-sandbox/state';
import { companyCodeFor, expectErrorStyle, KEYS, type RawResponse, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

const world = demoWorld();
const answer = (bytes: number, status = 200): SerializedAnswer => ({
  status,
  headers: {},
  payload: Buffer.alloc(bytes, 'x'),
});

describe('ResponseCache', () => {
  it('keeps answers for one state version and dialect, and drops them all when either moves', () => {
    const cache = new ResponseCache();
    cache.settle(0, 'sample');
    cache.set('a', answer(10));
    cache.settle(0, 'sample');
    expect(cache.get('a')?.payload.length).toBe(10);
    cache.settle(1, 'sample');
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer(10));
    cache.settle(1, 'schema');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('never keeps an answer over the size limit, and evicts the oldest past the count or byte limits', () => {
    const byCount = new ResponseCache({ maxEntries: 3, maxBytes: 1000, maxEntryBytes: 60 });
    byCount.settle(0, 'sample');
    byCount.set('huge', answer(61));
    expect(byCount.get('huge')).toBeUndefined();
    for (const key of ['a', 'b', 'c', 'd']) byCount.set(key, answer(10));
    expect(['a', 'b', 'c', 'd'].map((k) => Boolean(byCount.get(k)))).toEqual([false, true, true, true]);
    expect(byCount.totalBytes).toBe(30);

    const byBytes = new ResponseCache({ maxEntries: 100, maxBytes: 100, maxEntryBytes: 60 });
    byBytes.settle(0, 'sample');
    for (const key of ['a', 'b', 'c', 'd']) byBytes.set(key, answer(20));
    byBytes.set('e', answer(60)); // 80 + 60 > 100: a and b go.
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => Boolean(byBytes.get(k)))).toEqual([false, false, true, true, true]);
    expect(byBytes.totalBytes).toBe(100);
    byBytes.set('c', answer(5)); // Replacing counts the new size only.
    expect(byBytes.totalBytes).toBe(85);
    expect(byBytes.size).toBe(3);
  });
});

describe('cacheable reads depend only on parameters, query, dialect, world and state', () => {
  const requests = validRequests(world, 'token-que-nao-importa-aqui');
  const forbidden = (what: string) => () => {
    throw new Error(`a cacheable read used ${what}`);
  };

  it.each([...cacheableReads])('%s is a read and never touches the clock, the caller or the access control', (id) => {
    const op = operations[id] as OperationDef;
    expect(op.kind).toBe('read');
    const raw = requests[id];
    const company = companyCodeFor(op);
    const validated = validateRequest(
      op,
      {
        headers: company === undefined ? {} : { codigoempresa: company },
        params: raw.params ?? {},
        query: raw.query ?? {},
        body: undefined,
      },
      world.companyCodes,
    );
    const run = (dialect: Dialect) => {
      const ctx = {
        ...validated,
        catalog: new Catalog(world),
        store: new StateStore(undefined, world.seed),
        dialect,
        get now() {
          return forbidden('now')();
        },
        get today() {
          return forbidden('today')();
        },
        get principal() {
          return forbidden('principal')();
        },
        get access() {
          return forbidden('access')();
        },
      };
      return JSON.stringify((handlers[id] as unknown as (c: typeof ctx) => HandlerResult)(ctx));
    };
    for (const dialect of ['sample', 'schema'] as const) expect(run(dialect)).toBe(run(dialect));
  });
});

describe('cached answers over HTTP', () => {
  let fx: SandboxFixture;
  let token: string;
  let blockedToken: string;
  const v = () => validRequests(world, token);
  const withoutDate = (r: RawResponse) => [...r.headers.entries()].filter(([name]) => name !== 'date');

  beforeAll(async () => {
    fx = await startTestSandbox();
    token = await loginToken(fx.sandbox.url);
    blockedToken = await loginToken(fx.sandbox.url, 'bloqueado');
  });
  afterAll(() => fx.stop());
  beforeEach(() => {
    fx.sandbox.faults.replace([]);
    fx.sandbox.requests.clear();
  });

  it('a cached answer has the same status, headers and bytes as the first', async () => {
    for (const id of ['op8', 'op9', 'op12', 'op20'] as const) {
      fx.sandbox.answers.clear();
      const first = await send(fx.sandbox.url, id, v()[id]);
      expect(first.status).toBe(200);
      expect(fx.sandbox.answers.size).toBe(1);
      const second = await send(fx.sandbox.url, id, v()[id]);
      expect(second.text).toBe(first.text);
      expect(second.status).toBe(first.status);
      expect(withoutDate(second)).toEqual(withoutDate(first));
    }
  });

  it('a write is visible to the next read: Op4 then Op12 and Op14', async () => {
    const before12 = (await send(fx.sandbox.url, 'op12', v().op12)).json as unknown[];
    const before14 = (await send(fx.sandbox.url, 'op14', v().op14)).text;
    expect(fx.sandbox.answers.size).toBeGreaterThan(0);
    const version = fx.sandbox.store.version;
    expect((await send(fx.sandbox.url, 'op4', v().op4)).status).toBe(201);
    expect(fx.sandbox.store.version).toBe(version + 1);
    const after12 = (await send(fx.sandbox.url, 'op12', v().op12)).json as Array<{ statusMovimento: string }>;
    expect(after12).toHaveLength(before12.length + 1);
    expect(after12.at(-1)!.statusMovimento).toBe('PENDENTE');
    // Op14 is built from the same movements: it must not be served from before the write either.
    const fresh14 = JSON.stringify(
      (handlers.op14 as unknown as (c: unknown) => HandlerResult)({
        ...validateRequest(
          operations.op14 as OperationDef,
          {
            headers: { codigoempresa: companyCodeFor(operations.op14 as OperationDef)! },
            params: v().op14.params,
            query: {},
            body: undefined,
          },
          world.companyCodes,
        ),
        catalog: new Catalog(world),
        store: fx.sandbox.store,
        dialect: 'sample',
      }).body,
    );
    const after14 = (await send(fx.sandbox.url, 'op14', v().op14)).text;
    expect(after14).toBe(fresh14);
    expect(typeof before14).toBe('string');
  });

  it('a write refused by the rules changes nothing, and keeps what is cached', async () => {
    await send(fx.sandbox.url, 'op8', v().op8);
    const version = fx.sandbox.store.version;
    const cached = fx.sandbox.answers.size;
    const refused = await send(fx.sandbox.url, 'op4', { ...v().op4, body: { valor: -1, fundos: [] } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(fx.sandbox.store.version).toBe(version);
    expect(fx.sandbox.answers.size).toBe(cached);
  });

  it('a dialect change is visible to the next read', async () => {
    const sample = (await send(fx.sandbox.url, 'op16', v().op16)).json as Record<string, unknown>;
    expect(sample).toHaveProperty('cnpjFundo');
    fx.sandbox.setDialect('schema');
    try {
      const schema = (await send(fx.sandbox.url, 'op16', v().op16)).json as Record<string, unknown>;
      expect(schema).toHaveProperty('CNPJFundo');
      expect(schema).not.toHaveProperty('cnpjFundo');
    } finally {
      fx.sandbox.setDialect('sample');
    }
    expect((await send(fx.sandbox.url, 'op16', v().op16)).json).toHaveProperty('cnpjFundo');
  });

  it('every check still runs once the answer is cached, and every request is logged', async () => {
    expect((await send(fx.sandbox.url, 'op8', v().op8)).status).toBe(200);
    expect((await send(fx.sandbox.url, 'op8', v().op8)).status).toBe(200);
    expectErrorStyle('op8', await send(fx.sandbox.url, 'op8', { ...v().op8, key: null }), 401);
    expectErrorStyle('op8', await send(fx.sandbox.url, 'op8', { ...v().op8, key: KEYS.inactive }), 401);
    expectErrorStyle(
      'op8',
      await send(fx.sandbox.url, 'op8', { ...v().op8, companyCode: null }),
      operations.op8.validationStatus,
    );
    expectErrorStyle(
      'op8',
      await send(fx.sandbox.url, 'op8', { ...v().op8, token: 'token-desconhecido-0000000000' }),
      401,
    );
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op8'], times: 1 }]);
    expectErrorStyle('op8', await send(fx.sandbox.url, 'op8', v().op8), 503);
    fx.sandbox.faults.replace([{ kind: 'malformed', operations: ['op8'], times: 1 }]);
    const malformed = await send(fx.sandbox.url, 'op8', v().op8);
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text)).toThrow();
    // The cached answer itself was not altered by the malformed fault.
    expect((await send(fx.sandbox.url, 'op8', v().op8)).json).toEqual(
      (await send(fx.sandbox.url, 'op8', v().op8)).json,
    );
    expect(fx.sandbox.requests.list().map((r) => r.status)).toEqual([
      200,
      200,
      401,
      401,
      operations.op8.validationStatus,
      401,
      503,
      200,
      200,
      200,
    ]);
  });

  it('privilege is checked before the cache: a blocked user gets 403 on a read another user has cached', async () => {
    const id = ([...cacheableReads] as OperationId[]).find(
      (op) => operations[op].errors[403] && operations[op].bearer !== 'none',
    );
    if (!id) return;
    expect((await send(fx.sandbox.url, id, v()[id])).status).toBe(200);
    expect((await send(fx.sandbox.url, id, { ...v()[id], token: blockedToken })).status).toBe(403);
  });

  it('a failing request is never cached', async () => {
    fx.sandbox.answers.clear();
    const missing = await send(fx.sandbox.url, 'op8', { params: { idpessoafisica: '52998224725' } });
    expect(missing.status).toBe(404);
    expect(fx.sandbox.answers.size).toBe(0);
  });
});
