/**
 * The heavy certificate's answer streamed as it is serialized (D715), over real HTTP: the same bytes as the whole
 * answer, chunked; HEAD, the cache, the request log, faults, real-world mode, the request timeout and a client that
 * goes away all as before.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { Catalog } from '../../src-sandbox/catalog';
import { realWorldSettings } from '../../src-sandbox/real-world/mode';
import { buildUrl, companyCodeFor, KEYS, send } from '../support/raw-http';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';

const world = demoWorld();
const heavy = world.customers
  .flatMap((c) => c.pensionCertificates.map((cert) => ({ cpf: c.cliente.cpf, cert })))
  .find(({ cert }) => cert.movementCount >= 100_000)!;
const usual = world.customers
  .flatMap((c) => c.pensionCertificates.map((cert) => ({ cpf: c.cliente.cpf, cert })))
  .find(({ cert }) => cert.movementCount > 0 && cert.movementCount <= 200)!;
const params = { idcliente: heavy.cpf, idcertificado: heavy.cert.numeroCertificado };

let fx: SandboxFixture;
/** The heavy certificate's rows as the handler gives them, and their whole answer's bytes (what was sent before). */
let rows: unknown[];
let whole: Buffer;

beforeAll(async () => {
  fx = await startTestSandbox();
  rows = new Catalog(world).movements(heavy.cert, fx.sandbox.store.current);
  whole = Buffer.from(JSON.stringify(rows));
});
afterAll(() => fx.stop());
beforeEach(() => {
  fx.sandbox.faults.replace([]);
  fx.sandbox.requests.clear();
});

function heavyRequest(baseUrl: string, init: RequestInit = {}): Promise<Response> {
  return fetch(buildUrl(baseUrl, operations.op12, params), {
    ...init,
    headers: { 'Ocp-Apim-Subscription-Key': KEYS.atendente, CodigoEmpresa: companyCodeFor(operations.op12)! },
  });
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('the heavy certificate, streamed', () => {
  it('arrives chunked, byte for byte the whole answer, and parses to the same rows', async () => {
    const response = await heavyRequest(fx.sandbox.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const body = await bytesOf(response);
    expect(body.equals(whole)).toBe(true);
    expect(JSON.parse(body.toString('utf8'))).toHaveLength(heavy.cert.movementCount);
    expect(fx.sandbox.requests.list().map((r) => [r.operation, r.status, r.valid])).toEqual([['op12', 200, true]]);
  });

  it('HEAD still says the whole length and sends no body', async () => {
    const response = await heavyRequest(fx.sandbox.url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(whole.length));
    expect((await bytesOf(response)).length).toBe(0);
  });

  it('leaves a usual certificate whole, with its length, and kept by the response cache', async () => {
    fx.sandbox.answers.clear();
    const response = await send(fx.sandbox.url, 'op12', {
      params: { idcliente: usual.cpf, idcertificado: usual.cert.numeroCertificado },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(response.text)));
    expect(fx.sandbox.answers.size).toBe(1);
  });

  it('is not kept by the response cache', async () => {
    fx.sandbox.answers.clear();
    await bytesOf(await heavyRequest(fx.sandbox.url));
    expect(fx.sandbox.answers.size).toBe(0);
  });

  it('answers the same after a client went away in the middle of it', async () => {
    const abort = new AbortController();
    const response = await heavyRequest(fx.sandbox.url, { signal: abort.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    expect((await bytesOf(await heavyRequest(fx.sandbox.url))).equals(whole)).toBe(true);
  });
});

describe('faults on a streamed answer', () => {
  const rule = (kind: 'latency' | 'drop' | 'malformed' | 'trickle' | 'error500', ms = 1) => [
    { kind, operations: ['op12' as const], times: 1, ms, phase: 'after' as const },
  ];

  it('latency: the same bytes, streamed', async () => {
    fx.sandbox.faults.replace(rule('latency'));
    const response = await heavyRequest(fx.sandbox.url);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect((await bytesOf(response)).equals(whole)).toBe(true);
    expect(fx.sandbox.requests.list()[0]!.faults).toEqual(['latency']);
  });

  it('drop: the connection is cut, no answer', async () => {
    fx.sandbox.faults.replace(rule('drop'));
    await expect(heavyRequest(fx.sandbox.url).then(bytesOf)).rejects.toThrow();
  });

  it('an error after the operation replaces the answer', async () => {
    fx.sandbox.faults.replace(rule('error500'));
    const response = await heavyRequest(fx.sandbox.url);
    expect(response.status).toBe(500);
    expect(JSON.parse((await bytesOf(response)).toString('utf8'))).toBeTypeOf('object');
  });

  it('malformed: the first half of the whole text and a stray byte, as for any answer', async () => {
    fx.sandbox.faults.replace(rule('malformed'));
    const text = whole.toString('utf8');
    const expected = Buffer.from(`${text.slice(0, Math.floor(text.length / 2))}\u0000{`);
    expect((await bytesOf(await heavyRequest(fx.sandbox.url))).equals(expected)).toBe(true);
  });

  it("trickle: the whole answer's bytes, 32 at a time", async () => {
    fx.sandbox.faults.replace(rule('trickle', 1000));
    const abort = new AbortController();
    const response = await heavyRequest(fx.sandbox.url, { signal: abort.signal });
    expect(response.status).toBe(200);
    const first = Buffer.from((await response.body!.getReader().read()).value!);
    abort.abort();
    // One write of 32 bytes, or a few if the client read late: the start of the whole answer either way.
    expect(first.length % 32).toBe(0);
    expect(first.equals(whole.subarray(0, first.length))).toBe(true);
  });
});

describe('a streamed answer and the rest of the sandbox', () => {
  it('real-world mode: the answer it shapes, in an envelope two records deep, streamed', async () => {
    // This seed puts the list in `_embedded.registros`; that the pieces of such an envelope are JSON.stringify's
    // bytes is json-in-batches.test.ts's property, so this reads the shape only (and spares a second shaping).
    fx.sandbox.setRealWorld(realWorldSettings({ seed: 7, shapes: true }));
    try {
      const response = await heavyRequest(fx.sandbox.url);
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const body = JSON.parse((await bytesOf(response)).toString('utf8')) as {
        _embedded: { registros: unknown[] };
        _links: unknown;
      };
      expect(body._embedded.registros).toHaveLength(rows.length);
      expect(body._links).toBeTypeOf('object');
    } finally {
      fx.sandbox.setRealWorld(undefined);
    }
  });

  it('a body streamed for longer than the request timeout arrives whole: the limit is on the request', async () => {
    const short = await startTestSandbox({ requestTimeoutMs: 100 });
    try {
      expect((await bytesOf(await heavyRequest(short.sandbox.url))).equals(whole)).toBe(true);
    } finally {
      await short.stop();
    }
  });
});
