/**
 * API calls never follow a redirect: a 3xx from the configured host is refused with a clear
 * error, so neither the subscription key, the token nor a body (Op1's password, a contribution) reaches the other
 * host, and the first host is asked once. Over real HTTP: the configured host answers with every redirect status,
 * pointing at a second local server (another origin) or at itself, for reads and writes alike; the second server
 * must hear nothing. Also the same through IPC (the connection test, a login) and for Electron's `net.fetch`, which
 * refuses a redirect in manual mode by failing the request.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../../src-shared/contract';
import { ApiError } from '../../../src-main/api-client/api-error';
import { createApiClient } from '../../../src-main/api-client/client';
import { validRequests } from '../../sandbox/valid-requests';
import { data, startIpcHarness } from '../../support/ipc-harness';
import { KEYS } from '../../support/raw-http';
import { demoWorld } from '../../support/sandbox-fixture';
import { asApiRequest, callLoose } from './client-fixture';
import { errorText } from '../../../src-renderer/i18n/error-text';
import { sayWords } from '../../../src-shared/words/error-words';

interface Heard {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local server that records what it hears and answers with `answer`. */
async function listen(
  answer: (heard: Heard) => { status: number; headers?: Record<string, string>; body?: string },
): Promise<{ url: string; heard: Heard[]; close(): Promise<void> }> {
  const heard: Heard[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      heard.push(entry);
      const { status, headers, body: out } = answer(entry);
      res.writeHead(status, headers).end(out ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heard,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const world = demoWorld();
const TOKEN = 'token-de-teste-abcdefghij';
const STATUSES = [300, 301, 302, 303, 307, 308] as const;
/** Reads and writes, Op1 (password in the body) included. */
const OPERATIONS: OperationId[] = ['op20', 'op8', 'op1', 'op4', 'op6'];

let other: Awaited<ReturnType<typeof listen>>;
let redirect: { status: number; location: (otherUrl: string, selfUrl: string) => string } = {
  status: 302,
  location: (o) => `${o}/roubado`,
};
let configured: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  other = await listen(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '[]' }));
  configured = await listen(() => ({
    status: redirect.status,
    headers: { location: redirect.location(other.url, configured.url), 'content-type': 'text/html' },
    body: '<a>moved</a>',
  }));
});
afterAll(async () => {
  await other.close();
  await configured.close();
});
afterEach(() => {
  other.heard.length = 0;
  configured.heard.length = 0;
});

function client() {
  return createApiClient({
    baseUrl: configured.url,
    companyCode: '1',
    getSubscriptionKey: () => KEYS.atendente,
    getAccessToken: () => TOKEN,
    timeoutMs: 2_000,
    retryDelayMs: () => 0,
  });
}

async function refusal(id: OperationId): Promise<ApiError> {
  const error = await callLoose(client(), id, asApiRequest(validRequests(world, '')[id])).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${id} should have been refused`).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the client refuses redirects', () => {
  it.each(STATUSES.flatMap((status) => OPERATIONS.map((id) => [status, id] as const)))(
    'HTTP %i on %s: refused, nothing reaches the other host, asked once',
    async (status, id) => {
      redirect = { status, location: (o) => `${o}/roubado` };
      const error = await refusal(id);
      expect(error.kind).toBe('redirect');
      expect(error.status).toBe(status);
      expect(error.outcomeUnknown).toBe(false);
      expect(error.retryable).toBe(false);
      expect(sayWords(error.said, 'pt-BR')).toMatch(/redirecion/i);
      expect(sayWords(error.said, 'pt-BR')).toContain(other.url);
      expect(sayWords(error.said, 'en')).toMatch(/redirect/i);
      expect(other.heard).toEqual([]);
      expect(configured.heard).toHaveLength(1);
    },
  );

  it('a redirect to the same host is refused too (no API operation redirects; a body is never posted twice)', async () => {
    redirect = { status: 307, location: (_o, self) => `${self}/outro-caminho` };
    const error = await refusal('op1');
    expect(error.kind).toBe('redirect');
    expect(configured.heard).toHaveLength(1);
  });

  it('any Location, relative or absolute, in any redirect status (property)', async () => {
    const location = fc.oneof(
      fc.constant((o: string) => `${o}/x`),
      fc.constant((o: string) => `${o.replace('http:', '')}/x`), // protocol-relative
      fc.constant((o: string) => `${o.replace('http://', 'http://user:pass@')}/x`),
      fc.constant(() => '/relativo'),
      fc.constant(() => 'relativo?x=1'),
      fc.constant(() => ''),
      fc.constant(() => 'http://[::1'), // unparseable
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 300, max: 399 }).filter((s) => s !== 304),
        location,
        fc.constantFrom(...OPERATIONS),
        async (status, where, id) => {
          other.heard.length = 0;
          configured.heard.length = 0;
          redirect = { status, location: where };
          const error = await refusal(id);
          expect(error.kind).toBe('redirect');
          expect(other.heard).toEqual([]);
          expect(configured.heard).toHaveLength(1);
          // Only an origin is ever quoted back, never a path or credentials from the Location.
          expect(sayWords(error.said, 'pt-BR')).not.toMatch(/pass|\/x|relativo/);
        },
      ),
      { seed: 20_260_503, numRuns: 60 },
    );
  });

  it("asks fetch not to follow, and reads Electron's way of refusing a redirect in manual mode as a redirect", async () => {
    const modes: Array<RequestRedirect | undefined> = [];
    const electronLike = createApiClient({
      baseUrl: configured.url,
      companyCode: '1',
      getSubscriptionKey: () => KEYS.atendente,
      getAccessToken: () => TOKEN,
      retryDelayMs: () => 0,
      // Electron's net.fetch rejects (ClientRequest "Redirect was cancelled") instead of answering the 3xx.
      fetch: async (_input, init) => {
        modes.push(init?.redirect);
        throw new Error('Redirect was cancelled');
      },
    });
    const error = await electronLike.listCompanyActivities({}).then(
      () => undefined,
      (e: unknown) => e as ApiError,
    );
    expect(modes).toEqual(['manual']);
    expect(error).toMatchObject({ kind: 'redirect', outcomeUnknown: false });
    expect(sayWords(error!.said, 'pt-BR')).toMatch(/redirecion/i);
  });
});

describe('through IPC', () => {
  it('the connection test and a login against a redirecting host: a clear answer, the key and password stay home', async () => {
    redirect = { status: 302, location: (o) => `${o}/coletor` };
    const h = await startIpcHarness();
    try {
      data(await h.api.settings.update({ environments: { test: { baseUrl: configured.url } } }));
      h.ports.clipboardText.value = 'chave-secreta-redirecionada-0001';
      data(await h.api.keychain.setFromClipboard({ environment: 'test' }));
      const tested = data(await h.api.settings.testConnection({ environment: 'test' }));
      expect(tested.outcome).toBe('unexpected');
      expect(sayWords(tested.words, 'pt-BR')).toMatch(/redirecion/i);
      data(await h.api.settings.update({ activeEnvironment: 'test' }));
      const login = await h.api.session.login({ username: 'atendente', password: 'Balcao@2026' });
      expect(login).toMatchObject({ ok: false, error: { code: 'service-error', httpStatus: 302 } });
      if (!login.ok) expect(errorText(login.error, 'pt-BR')).toMatch(/redirecion/i);
      expect(other.heard).toEqual([]);
      for (const heard of configured.heard) expect(heard.url).not.toContain('coletor');
    } finally {
      await h.stop();
    }
  });
});
