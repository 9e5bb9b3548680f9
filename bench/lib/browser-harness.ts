/**
 * The browser harness of tests/harness/web-harness.ts, instrumented for the
 * movements benchmark: the same real handler layer, services and embedded
 * sandbox behind `window.api`, the built renderer served through the app's
 * protocol handler, plus timestamps (epoch milliseconds, comparable between
 * Node and the page: both are `performance.timeOrigin + performance.now()`)
 * for every Op12 call:
 *
 *   requestAt    the binding received the renderer's call (main process)
 *   httpDoneAt   the whole HTTP response body arrived in the main process
 *   mainDoneAt   the handler layer finished: parsed, validated, cloned for IPC
 *   receivedAt   the page's call returned (Playwright binding)
 *   parsedAt     … and the page fetched and parsed the rows (the harness's
 *                stand-in for IPC: see the binding below)
 *   readyAt      … and, for synthetic sizes, after the page multiplied the rows
 *
 * The page marks `balcao:movements-load-start` and
 * `balcao:movements-interactive` itself (CertificateScreen / MovementsTab).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { NO_DRIFT } from '../../src-shared/contract';
import { channelName, listChannels } from '../../src-shared/ipc';
import { createInProcessTransport } from '../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../src-main/ipc/register-all-ipc';
import { createMainServices, type MainServices } from '../../src-main/main-services';
import { createNodePorts, type NodePorts } from '../../src-main/node-ports';
import { startRendererServer } from '../../tests/harness/renderer-server';

const BINDING = '__balcaoIpc';
export const MOVEMENTS_WIRE = channelName('pension', 'listFinancialMovements');

export const epochNow = (): number => performance.timeOrigin + performance.now();

/**
 * Browser context for the harness: the app's viewport and locale, and
 * `bypassCSP` so the page may fetch the Op12 payload from the loopback
 * payload server (the app's CSP says connect-src 'none'; nothing else in the
 * page changes).
 */
export const BENCH_CONTEXT_OPTIONS = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1366, height: 800 },
  bypassCSP: true,
} as const;

export interface MainTimeline {
  requestAt: number;
  httpDoneAt?: number;
  httpBytes?: number;
  mainDoneAt: number;
  /** Rows the page was handed (after `shape`). */
  rows: number;
  /** Rows the sandbox answered. */
  sourceRows: number;
}

export interface BenchHarness {
  url: string;
  ports: NodePorts;
  services: MainServices;
  /** One entry per Op12 call, in order. */
  movementCalls: MainTimeline[];
  /** Applied to Op12 data in the main process before it goes to the page (slices the heavy certificate to a size). */
  shape: { current: ((rows: unknown[]) => unknown[]) | undefined };
  /** When set, Op12 is answered with these rows without calling the sandbox (growth runs: the renderer's side only). */
  serve: { current: unknown[] | undefined };
  attach(target: BrowserContext | Page): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The page-side `window.api` (as apiInitScript in web-harness.ts builds it),
 * with Op12 results timestamped and, when `window.__benchInflateTo` is set,
 * multiplied in the page to that many rows (the 1,000,000-row case: too big
 * to send through the Playwright binding, which is JSON over a pipe).
 */
export function benchApiInitScript(): string {
  const groups: Record<string, Record<string, string>> = {};
  for (const { domain, name, wire } of listChannels()) (groups[domain] ??= {})[name] = wire;
  return `(() => {
    const send = window.${BINDING};
    const groups = ${JSON.stringify(groups)};
    const now = () => performance.timeOrigin + performance.now();
    window.__benchMovements = [];
    window.__benchCalls = [];
    const inflate = (rows, target) => {
      const out = new Array(target);
      const n = rows.length;
      for (let i = 0; i < target; i++) {
        const src = rows[i % n];
        const copy = Object.assign({}, src);
        const round = Math.floor(i / n);
        if (round > 0) {
          if (typeof copy.indentificacaoMovimento === 'string') copy.indentificacaoMovimento = copy.indentificacaoMovimento + '.' + round;
          if (typeof copy.valorMovimento === 'number') copy.valorMovimento = Math.round((copy.valorMovimento + round / 100) * 100) / 100;
        }
        out[i] = copy;
      }
      return out;
    };
    const api = {};
    for (const [domain, names] of Object.entries(groups)) {
      const group = {};
      for (const [name, wire] of Object.entries(names)) {
        group[name] = (input) => {
          const call = { wire, sentAt: now(), doneAt: 0 };
          window.__benchCalls.push(call);
          // Inputs cross as JSON text, as from the preload: the main process bounds and parses them (payload-bounds.ts).
          const p = send(wire, input === undefined ? null : JSON.stringify(input)).then((r) => {
            call.doneAt = now();
            return r;
          });
          if (wire !== ${JSON.stringify(MOVEMENTS_WIRE)}) return p;
          return p.then(async (r) => {
            const receivedAt = now();
            let out = r;
            if (r && typeof r.benchFetch === 'string') {
              const text = await (await fetch(r.benchFetch)).text();
              out = JSON.parse(text);
            }
            const parsedAt = now();
            // A read answers { data, drift } (ReadOutcome): the rows are out.data.data.
            const rowsOf = (o) => (o && o.ok && o.data && Array.isArray(o.data.data) ? o.data.data : undefined);
            const target = window.__benchInflateTo;
            const loaded = rowsOf(out);
            if (target && loaded) out = { ok: true, data: { ...out.data, data: inflate(loaded, target) } };
            const shown = rowsOf(out);
            window.__benchMovements.push({ receivedAt, parsedAt, readyAt: now(), rows: shown ? shown.length : -1 });
            return out;
          });
        };
      }
      api[domain] = Object.freeze(group);
    }
    Object.defineProperty(window, 'api', { value: Object.freeze(api), writable: false, configurable: false });
    // The first frame after the table said it is interactive: rows painted, scrolling possible.
    window.__benchFramed = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'balcao:movements-interactive') continue;
        requestAnimationFrame(() => setTimeout(() => window.__benchFramed.push(now()), 0));
      }
    }).observe({ type: 'mark' });
  })();`;
}

export async function startBenchHarness(options: { rendererRoot: string }): Promise<BenchHarness> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-bench-'));
  const http: { last: { at: number; bytes: number } | undefined } = { last: undefined };
  // Reads the whole body first, so "the response reached the main process" has a time; axios then reads it from memory.
  const timedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/movimentacoes-financeiras')) return response;
    const body = await response.arrayBuffer();
    http.last = { at: epochNow(), bytes: body.byteLength };
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const ports = createNodePorts({ userDataDir, fetch: timedFetch, log: () => undefined });
  const services = createMainServices(ports);
  const transport = createInProcessTransport();
  registerAllIpc({ transport, log: ports.log }, services);
  const server = await startRendererServer(options.rendererRoot);
  const payloads = new Map<string, Buffer>();
  let payloadSeq = 0;
  const payloadServer = await startPayloadServer(payloads);
  const movementCalls: MainTimeline[] = [];
  const shape: BenchHarness['shape'] = { current: undefined };
  const serve: BenchHarness['serve'] = { current: undefined };

  return {
    url: server.url,
    ports,
    services,
    movementCalls,
    shape,
    serve,
    async attach(target) {
      await target.exposeBinding(BINDING, async (_source, wire: string, payload: string | null) => {
        const requestAt = epochNow();
        http.last = undefined;
        const served = wire === MOVEMENTS_WIRE ? serve.current : undefined;
        // Reads answer { data, drift } (ReadOutcome): rows served by the bench come with no drift.
        const result = served
          ? { ok: true, data: { data: served, drift: NO_DRIFT } }
          : ((await transport.send(wire, payload === null ? undefined : payload)) as { ok: boolean; data?: unknown });
        if (wire !== MOVEMENTS_WIRE) return result;
        const mainDoneAt = epochNow();
        // Set by timedFetch while we awaited (TypeScript still sees the reset above).
        const got = http.last as { at: number; bytes: number } | undefined;
        const rowsOf = (r: { ok: boolean; data?: unknown }): unknown[] | undefined => {
          const rows = r.ok ? (r.data as { data?: unknown } | undefined)?.data : undefined;
          return Array.isArray(rows) ? rows : undefined;
        };
        const source = rowsOf(result);
        const sourceRows = source ? source.length : -1;
        const shaped = source && shape.current ? { ok: true, data: { ...(result.data as object), data: shape.current(source) } } : result;
        movementCalls.push({
          requestAt,
          ...(got ? { httpDoneAt: got.at, httpBytes: got.bytes } : {}),
          mainDoneAt,
          rows: rowsOf(shaped)?.length ?? -1,
          sourceRows,
        });
        // Playwright's binding carries results as JSON through the DevTools pipe: a minute for
        // 120,000 rows as objects, 12 s as one string. The page fetches them over loopback HTTP
        // instead and parses them (the harness's stand-in for IPC; timed and reported apart).
        const id = String(++payloadSeq);
        payloads.set(id, Buffer.from(JSON.stringify(shaped)));
        return { benchFetch: `${payloadServer.url}${id}` };
      });
      await target.addInitScript(benchApiInitScript());
    },
    async stop() {
      await server.close();
      await payloadServer.close();
      await services.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Hands each Op12 payload once to the page (CORS open: the page's origin is the renderer server). */
async function startPayloadServer(payloads: Map<string, Buffer>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const id = (req.url ?? '').replace(/^\//, '');
    const body = payloads.get(id);
    payloads.delete(id);
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(body ?? '');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) };
}
