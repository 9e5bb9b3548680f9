/**
 * The sandbox in its box: every route, the API operations included, answers only its own loopback Host and no
 * foreign Origin (a page in the employee's browser reaching 127.0.0.1 by DNS rebinding reads and writes nothing
 * with the public demo key); a request body is bounded in size and JSON shape before anything parses it, so one
 * request of 700,000 keys (or of 8 MiB and more) is refused without holding the event loop of the process that
 * runs the sandbox (measured: never more than 50 ms).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationDef, type OperationId } from '../../src-shared/contract';
import { BODY_LIMIT_BYTES } from '../../src-sandbox/server';
import { JsonShapeMeter } from '../../src-sandbox/json-shape';
import { DEFAULT_PAYLOAD_LIMITS } from '../../src-shared/ipc/payload-bounds';
import { sendRaw } from '../reliability/support/node-http';
import { watchEventLoop } from '../support/event-loop-stall';
import { buildUrl, companyCodeFor, KEYS, send } from '../support/raw-http';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

let fx: SandboxFixture;
let port: string;
beforeAll(async () => {
  fx = await startTestSandbox();
  port = new URL(fx.sandbox.url).port;
});
afterAll(() => fx.stop());

/** An operation's valid request as raw HTTP: path, headers (key, company code, JSON type) and body. */
function rawRequest(id: OperationId, extraHeaders: Record<string, string> = {}, body?: string | Buffer) {
  const op = operations[id] as OperationDef;
  const valid = validRequests(demoWorld(), '')[id];
  const url = new URL(buildUrl(fx.sandbox.url, op, valid.params, valid.query));
  const headers: Record<string, string> = {
    'Ocp-Apim-Subscription-Key': KEYS.atendente,
    'Content-Type': 'application/json',
    ...extraHeaders,
  };
  const company = companyCodeFor(op);
  if (company) headers.CodigoEmpresa = company;
  const sent = body ?? (valid.body === undefined ? undefined : JSON.stringify(valid.body));
  return {
    method: op.method,
    path: `${url.pathname}${url.search}`,
    headers,
    ...(sent !== undefined ? { body: sent } : {}),
  };
}

describe('every route answers only its own Host and no foreign page', () => {
  // A read (customer data with the demo key) and a write (a claim notice), and the sandbox's own pages.
  const OPERATIONS: OperationId[] = ['op8', 'op3', 'op20'];

  it("a rebound Host is refused on operation routes, in the operation's own error style, and nothing is written", async () => {
    const before = JSON.stringify(fx.sandbox.store.current);
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost:${Number(port) + 1}`,
      '127.0.0.1',
      `127.0.0.1:${port}@evil.example`,
    ]) {
      for (const id of OPERATIONS) {
        const response = await sendRaw(fx.sandbox.url, rawRequest(id, { Host: host }));
        expect(response.status, `${id} Host: ${host}`).toBe(403);
        expect(response.text, `${id} Host: ${host}`).toMatch(/cabeçalho Host/);
      }
      for (const path of ['/docs', '/openapi.json', '/'])
        expect(
          (await sendRaw(fx.sandbox.url, { method: 'GET', path, headers: { Host: host } })).status,
          `${path} Host: ${host}`,
        ).toBe(403);
    }
    expect(JSON.stringify(fx.sandbox.store.current)).toBe(before);
  });

  it('a foreign Origin is refused on operation routes, and nothing is written', async () => {
    const before = JSON.stringify(fx.sandbox.store.current);
    for (const origin of [
      'https://evil.example',
      `http://evil.example:${port}`,
      'null',
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      'file://',
    ]) {
      for (const id of OPERATIONS) {
        const response = await sendRaw(fx.sandbox.url, rawRequest(id, { Origin: origin }));
        expect(response.status, `${id} Origin: ${origin}`).toBe(403);
      }
    }
    expect(JSON.stringify(fx.sandbox.store.current)).toBe(before);
  });

  it('any Host but its loopback name and port is refused on an operation (property)', async () => {
    const hostName = fc.constantFrom(
      '127.0.0.1',
      'localhost',
      '[::1]',
      'evil.example',
      '127.0.0.1.evil.example',
      'LOCALHOST',
      '0.0.0.0',
      '127.1',
    );
    const hostPort = fc.constantFrom(port, String(Number(port) + 1), '', '80');
    await fc.assert(
      fc.asyncProperty(hostName, hostPort, async (name, p) => {
        const host = p ? `${name}:${p}` : name;
        const allowed = ['127.0.0.1', 'localhost', '[::1]'].includes(name.toLowerCase()) && p === port;
        const response = await sendRaw(fx.sandbox.url, rawRequest('op20', { Host: host }));
        expect(response.status === 403, host).toBe(!allowed);
      }),
      { seed: 20_261_127, numRuns: 40 },
    );
  });

  it('what the app, tests and its own pages send is still answered', async () => {
    expect((await send(fx.sandbox.url, 'op20')).status).toBe(200);
    expect((await sendRaw(fx.sandbox.url, rawRequest('op20', { Host: `localhost:${port}` }))).status).toBe(200);
    expect((await sendRaw(fx.sandbox.url, rawRequest('op20', { Origin: fx.sandbox.url }))).status).toBe(200);
    expect((await fetch(`${fx.sandbox.url}/openapi.json`)).status).toBe(200);
  });
});

describe('request bodies are bounded before anything parses them', () => {
  /** `{"k0":0,"k1":0,…}`: about 8 MiB for 700,000 keys. */
  function manyKeys(count: number): Buffer {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`"k${i}":0`);
    return Buffer.from(`{${parts.join(',')}}`);
  }

  /** Sends while watching the event loop of this process (the one the sandbox runs in). */
  async function sendMeasured(request: Parameters<typeof sendRaw>[1]) {
    const watch = watchEventLoop();
    const response = await sendRaw(fx.sandbox.url, request, 30_000);
    return { response, stall: watch.stop() };
  }

  it("a body of 700,000 keys is refused, in the operation's style, without stalling the event loop over 50 ms", async () => {
    const body = manyKeys(700_000);
    expect(body.length).toBeLessThan(BODY_LIMIT_BYTES);
    for (const id of ['op3', 'op1'] as const) {
      const { response, stall } = await sendMeasured(rawRequest(id, {}, body));
      expect(response.status, id).toBe((operations[id] as OperationDef).validationStatus);
      expect(response.text, id).toMatch(/complexo demais/);
      expect(stall.busyMs, `${id}: longest event-loop stall (${JSON.stringify(stall)})`).toBeLessThan(50);
    }
  });

  it('a body over the size limit is refused: declared, before it is read (without stalling the event loop over 50 ms); undeclared, once the limit is passed', async () => {
    const body = Buffer.alloc(BODY_LIMIT_BYTES + 1024, 0x20);
    const declared = await sendMeasured(rawRequest('op3', {}, body));
    expect(declared.response.status).toBe(operations.op3.validationStatus);
    expect(declared.response.text).toMatch(/excede o limite/);
    expect(declared.stall.busyMs, JSON.stringify(declared.stall)).toBeLessThan(50);
    // Read up to the limit, as a legitimate 8 MiB body is: on a loaded machine the chunks arrive in batches whose
    // reading is ordinary work, so only the refusal is checked here.
    const chunked = await sendRaw(
      fx.sandbox.url,
      { ...rawRequest('op3', { 'Transfer-Encoding': 'chunked' }), body },
      30_000,
    );
    expect(chunked.status).toBe(operations.op3.validationStatus);
    expect(chunked.text).toMatch(/excede o limite/);
  });

  it('deep nesting and long lists are refused before parsing too', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const longList = `{"fundos":[${Array.from({ length: 200_000 }, () => '1').join(',')}]}`;
    for (const body of [deep, longList]) {
      const response = await sendRaw(fx.sandbox.url, rawRequest('op3', {}, body));
      expect(response.status).toBe(400);
      expect(response.text).toMatch(/complexo demais/);
    }
  });

  it('the largest legitimate body (a signed proposal near the size limit) is still served', async () => {
    const valid = validRequests(demoWorld(), '').op6;
    const documento = Buffer.alloc(Math.floor(((BODY_LIMIT_BYTES - 4096) * 3) / 4), 0x25).toString('base64');
    const response = await sendRaw(
      fx.sandbox.url,
      rawRequest('op6', {}, JSON.stringify({ ...(valid.body as object), documento })),
    );
    // Refused for its token (none given), not for its body: it was read and parsed.
    expect(response.status).toBe(401);
  });
});

describe('the JSON shape meter', () => {
  const limits = DEFAULT_PAYLOAD_LIMITS;

  it('counts only structure: brackets, colons and commas inside strings (escaped quotes included) are text', () => {
    const text = JSON.stringify({ a: '{{{[[[,:,:"\\"', b: ['x,y', 'z:w'], c: { d: '}' } });
    expect(
      new JsonShapeMeter({ ...limits, maxKeys: 3, maxArrayLength: 2, maxDepth: 2 }).feed(Buffer.from(text)),
    ).toBeUndefined();
  });

  it('finds the same problem whatever the chunks the bytes arrive in (property)', () => {
    const json = fc.jsonValue({ maxDepth: 5 }).map((value) => Buffer.from(JSON.stringify(value)));
    fc.assert(
      fc.property(json, fc.array(fc.nat(), { maxLength: 5 }), (bytes, cuts) => {
        const small = { maxDepth: 3, maxKeys: 3, maxArrayLength: 3, maxNodes: 20 };
        const whole = new JsonShapeMeter(small).feed(bytes);
        const meter = new JsonShapeMeter(small);
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        let found: string | undefined;
        let from = 0;
        for (const to of [...points, bytes.length]) {
          found ??= meter.feed(bytes.subarray(from, to));
          from = to;
        }
        expect(found).toBe(whole);
      }),
    );
  });
});
