/**
 * Sandbox hardening: a connection that trickles its request (or sends nothing) is closed
 * after a bounded time, and the control API under /_sandbox answers only requests addressed to the sandbox
 * itself (Host), from no page or its own (Origin), and never to a CORS "simple" POST a page could send without
 * asking first. What the API operations and the tests' own control calls do is unchanged.
 */
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../../src-sandbox/server';
import { sendRaw } from '../reliability/support/node-http';
import { send } from '../support/raw-http';
import { type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';

describe('slow and idle connections', () => {
  let fx: SandboxFixture;
  const TIMEOUT_MS = 1_500;
  beforeAll(async () => {
    fx = await startTestSandbox({ requestTimeoutMs: TIMEOUT_MS });
  });
  afterAll(() => fx.stop());

  /** Opens a connection that sends `start`, then one byte every `everyMs`; resolves with when the server closed it. */
  function trickle(start: string, everyMs: number): Promise<number> {
    const opened = performance.now();
    return new Promise((resolve) => {
      const url = new URL(fx.sandbox.url);
      const socket: Socket = connect(Number(url.port), url.hostname, () => {
        if (start) socket.write(start);
      });
      const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(performance.now() - opened);
      });
      // The test's own bound: a connection still open after 15 s fails the expectation below.
      setTimeout(() => socket.destroy(), 15_000).unref();
    });
  }

  it('a body trickled byte by byte, headers trickled, or nothing sent at all: every connection is closed in bounded time', async () => {
    const body = `POST /_sandbox/faults HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
    const closedAfter = await Promise.all([
      ...Array.from({ length: 20 }, () => trickle(body, 200)),
      ...Array.from({ length: 10 }, () => trickle('GET /docs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 200)),
      ...Array.from({ length: 10 }, () => trickle('', 60_000)),
    ]);
    for (const ms of closedAfter) expect(ms).toBeLessThan(TIMEOUT_MS + 4_000);
  });

  it('requests that arrive in time are served as before', async () => {
    expect((await send(fx.sandbox.url, 'op20', {})).status).toBe(200);
  });

  it('the default bounds every request to well under a minute', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
  });
});

describe("the control API answers only the sandbox's own address and pages", () => {
  let fx: SandboxFixture;
  let port: string;
  beforeAll(async () => {
    fx = await startTestSandbox();
    port = new URL(fx.sandbox.url).port;
  });
  afterAll(() => fx.stop());

  const ROUTES: Array<[string, string]> = [
    ['GET', '/_sandbox/health'],
    ['GET', '/_sandbox/state'],
    ['GET', '/_sandbox/requests'],
    ['GET', '/_sandbox/faults'],
    ['PUT', '/_sandbox/faults'],
    ['DELETE', '/_sandbox/requests'],
    ['PUT', '/_sandbox/dialect'],
    ['POST', '/_sandbox/tokens/expire'],
    ['GET', '/_sandbox/a-route-added-later'],
  ];

  it('refuses a foreign Host (DNS rebinding) on every control route', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost:${Number(port) + 1}`,
      '127.0.0.1',
      `127.0.0.1:${port}@evil.example`,
    ]) {
      for (const [method, path] of ROUTES) {
        const response = await sendRaw(fx.sandbox.url, {
          method,
          path,
          headers: { Host: host, 'Content-Type': 'application/json' },
          body: method === 'GET' ? undefined : '[]',
        });
        expect(response.status, `${method} ${path} Host: ${host}`).toBe(403);
      }
    }
  });

  it('refuses a request from another page (Origin) on every control route', async () => {
    for (const origin of [
      'https://evil.example',
      `http://evil.example:${port}`,
      'null',
      `http://127.0.0.1:${Number(port) + 1}`,
      'file://',
    ]) {
      for (const [method, path] of ROUTES) {
        const response = await sendRaw(fx.sandbox.url, {
          method,
          path,
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: method === 'GET' ? undefined : '[]',
        });
        expect(response.status, `${method} ${path} Origin: ${origin}`).toBe(403);
      }
    }
  });

  it('refuses a POST a page could send without a preflight (simple content type, or none), changing nothing', async () => {
    for (const contentType of [
      undefined,
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'TEXT/PLAIN',
    ]) {
      const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
      const response = await sendRaw(fx.sandbox.url, {
        method: 'POST',
        path: '/_sandbox/tokens/expire',
        headers,
        body: contentType ? 'x=1' : undefined,
      });
      expect(response.status, `Content-Type: ${contentType ?? '(none)'}`).toBe(415);
    }
  });

  it('a token survives every refused attempt to expire it', async () => {
    const login = await send(fx.sandbox.url, 'op1', {
      body: {
        predicate: { Username: 'atendente', Password: 'Balcao@2026' },
        type: 'usuario',
        queryType: 'autenticacao',
      },
    });
    const accessToken = (login.json as { accessToken: string }).accessToken;
    await sendRaw(fx.sandbox.url, {
      method: 'POST',
      path: '/_sandbox/tokens/expire',
      headers: { 'Content-Type': 'text/plain' },
      body: '',
    });
    await sendRaw(fx.sandbox.url, {
      method: 'POST',
      path: '/_sandbox/tokens/expire',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    });
    await sendRaw(fx.sandbox.url, {
      method: 'POST',
      path: '/_sandbox/tokens/expire',
      headers: { Host: `evil.example:${port}`, 'Content-Type': 'application/json' },
    });
    expect((await send(fx.sandbox.url, 'op18', { token: accessToken })).status).not.toBe(401);
  });

  it('what tests, drills and its own pages send is still answered', async () => {
    expect((await fetch(`${fx.sandbox.url}/_sandbox/health`)).status).toBe(200);
    expect((await fetch(`${fx.sandbox.url.replace('127.0.0.1', 'localhost')}/_sandbox/health`)).status).toBe(200);
    expect(
      (await sendRaw(fx.sandbox.url, { method: 'GET', path: '/_sandbox/health', headers: { Origin: fx.sandbox.url } }))
        .status,
    ).toBe(200);
    expect((await fetch(`${fx.sandbox.url}/_sandbox/faults`, { method: 'PUT', body: '[]' })).status).toBe(200);
    expect((await fetch(`${fx.sandbox.url}/_sandbox/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(
      (
        await fetch(`${fx.sandbox.url}/_sandbox/tokens/expire`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(204);
  });

  it("any Host that is not the sandbox's loopback name and port is refused (property)", async () => {
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
        const response = await sendRaw(fx.sandbox.url, {
          method: 'GET',
          path: '/_sandbox/health',
          headers: { Host: host },
        });
        expect(response.status, host).toBe(allowed ? 200 : 403);
      }),
      { seed: 20_260_512, numRuns: 40 },
    );
  });
});
