/**
 * The browser harness of tests/harness/web-harness.ts, instrumented for the
 * movements benchmark: the same real handler layer, services and embedded
 * sandbox behind `window.api`, the built renderer served through the app's
 * protocol handler, plus timestamps (epoch milliseconds, comparable between
 * Node and the page: both are `performance.timeOrigin + performance.now()`)
 * for every Op12 call:
 *
 *   requestAt    the binding received the renderer's `movements.open` (main process)
 *   httpDoneAt   the whole HTTP response body arrived in the main process
 *   mainDoneAt   the handler layer finished: parsed, validated, kept, sorted,
 *                first window cut (D140)
 *   receivedAt   the page's call returned and its JSON text was parsed
 *                (Playwright binding: a window of 100 rows, a few tens of KB)
 *   parsedAt     = receivedAt (nothing else to fetch: the rows stay in main)
 *   readyAt      = receivedAt
 *
 * Sizes other than the real certificate's are made in the main process
 * (`shape`, `serve`: the Op12 answer replaced before it is kept), so every
 * size goes through the same kept-list code and the same screen.
 *
 * The page marks `balcao:movements-load-start` and
 * `balcao:movements-interactive` itself (CertificateScreen / MovementsTab).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { NO_DRIFT } from '../../src-shared/contract';
import { channelName, listChannels, type MovementOpenResult } from '../../src-shared/ipc';
import { createInProcessTransport } from '../../src-main/ipc/in-process-transport';
import { registerAllIpc } from '../../src-main/ipc/register-all-ipc';
import { createMainServices, type MainServices } from '../../src-main/main-services';
import { createNodePorts, type NodePorts } from '../../src-main/node-ports';
import { startRendererServer } from '../../tests/harness/renderer-server';
import type { CallOptions } from '../../src-main/api-client/client';
import { unreadOp12 } from '../../tests/support/unread-bytes';

const BINDING = '__balcaoIpc';
export const MOVEMENTS_WIRE = channelName('movements', 'open');

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
  /** Applied to Op12 data in the main process before it is kept (slices or multiplies the certificate to a size: inflateRows). */
  shape: { current: ((rows: unknown[]) => unknown[]) | undefined };
  /** When set, Op12 is answered with these rows without calling the sandbox (growth runs: the renderer's side only). */
  serve: { current: unknown[] | undefined };
  attach(target: BrowserContext | Page): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The page-side `window.api` (as apiInitScript in web-harness.ts builds it),
 * with the opening of the movements timestamped.
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
    const api = {};
    for (const [domain, names] of Object.entries(groups)) {
      const group = {};
      for (const [name, wire] of Object.entries(names)) {
        group[name] = (input) => {
          const call = { wire, sentAt: now(), doneAt: 0 };
          window.__benchCalls.push(call);
          // Inputs cross as JSON text, as from the preload: the main process bounds and parses them (payload-bounds.ts).
          // Answers come back as JSON text too, as tests/harness/web-harness.ts has them: Playwright serializes a string
          // far faster than an object graph (a window of 100 rows took ~20 ms as objects), a cost Electron IPC does not have.
          const p = send(wire, input === undefined ? null : JSON.stringify(input)).then((text) => {
            const r = JSON.parse(text);
            call.doneAt = now();
            return r;
          });
          if (wire !== ${JSON.stringify(MOVEMENTS_WIRE)}) return p;
          return p.then((r) => {
            const receivedAt = now();
            // Also on the page's timeline (a performance trace shows what the renderer does from here to the frame).
            performance.mark('bench:movements-received');
            // movements.open answers the first window and the row count of the view (the rows stay in main).
            window.__benchMovements.push({ receivedAt, parsedAt: receivedAt, readyAt: receivedAt, rows: r && r.ok ? r.data.viewRows : -1 });
            return r;
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
        requestAnimationFrame(() => setTimeout(() => { performance.mark('bench:framed'); window.__benchFramed.push(now()); }, 0));
      }
    }).observe({ type: 'mark' });
  })();`;
}

export async function startBenchHarness(options: { rendererRoot: string }): Promise<BenchHarness> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-bench-'));
  const http: { last: { at: number; bytes: number } | undefined } = { last: undefined };
  // The body passes through untouched (no copy: the client reads it as it arrives); its end is "the response reached
  // the main process". Reading it whole first and handing the client a new Response, as this harness once did, cost
  // three extra copies of a 61.7 MiB body after the last byte, charged to main (RESULTS.md, section 2).
  const timedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/movimentacoes-financeiras') || !response.body) return response;
    let bytes = 0;
    const timed = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush() {
        http.last = { at: epochNow(), bytes };
      },
    });
    return new Response(response.body.pipeThrough(timed), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  const ports = createNodePorts({ userDataDir, fetch: timedFetch, log: () => undefined });
  const services = await createMainServices(ports);
  const transport = createInProcessTransport();
  registerAllIpc({ transport, log: ports.log }, services);
  const server = await startRendererServer(options.rendererRoot);
  const movementCalls: MainTimeline[] = [];
  const shape: BenchHarness['shape'] = { current: undefined };
  const serve: BenchHarness['serve'] = { current: undefined };
  const sourceRows = { last: -1 };
  // Sizes are made where the rows now live: the Op12 answer is replaced in the main process before it is kept.
  const operations = services.operations as unknown as {
    call: (id: string, request: unknown, options?: unknown) => Promise<{ data: unknown; drift: unknown }>;
  };
  const call = operations.call.bind(operations);
  operations.call = async (id, request, options) => {
    if (id !== 'op12') return call(id, request, options);
    if (!serve.current && !shape.current) {
      // The real answer, as the app reads it (its bytes unread, for the kept lists' thread: D286).
      return call(id, request, options);
    }
    // Sizes made here from the rows read, handed on as the bytes of an answer of that size (the kept lists' thread reads them, D286).
    const answer = serve.current ? { data: serve.current, drift: NO_DRIFT } : await call(id, request);
    const rows = Array.isArray(answer.data) ? answer.data : [];
    sourceRows.last = rows.length;
    const sized = shape.current ? shape.current(rows) : rows;
    const sink = (options as CallOptions | undefined)?.unread;
    if (!sink) throw new Error('Op12 is read unread, into the kept lists');
    return { data: unreadOp12(sink, jsonListBytes(sized)), drift: NO_DRIFT };
  };

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
        if (wire === MOVEMENTS_WIRE) http.last = undefined;
        const result = (await transport.send(wire, payload === null ? undefined : payload)) as {
          ok: boolean;
          data?: MovementOpenResult;
        };
        if (wire !== MOVEMENTS_WIRE) return JSON.stringify(result);
        const mainDoneAt = epochNow();
        // Set by timedFetch while we awaited (TypeScript still sees the reset above).
        const got = http.last as { at: number; bytes: number } | undefined;
        movementCalls.push({
          requestAt,
          ...(got ? { httpDoneAt: got.at, httpBytes: got.bytes } : {}),
          mainDoneAt,
          rows: result.ok && result.data ? result.data.viewRows : -1,
          sourceRows: sourceRows.last,
        });
        return JSON.stringify(result);
      });
      await target.addInitScript(benchApiInitScript());
    },
    async stop() {
      await server.close();
      await services.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `rows` as the bytes of a JSON list, encoded 10,000 rows at a time: a 1,000,000-row certificate is ~540 MB of JSON,
 * more than the longest string V8 makes, so it is never one text (as a service's answer never is: it comes in chunks).
 */
export function jsonListBytes(rows: readonly unknown[]): Uint8Array[] {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [encoder.encode('[')];
  for (let from = 0; from < rows.length; from += 10_000)
    chunks.push(
      encoder.encode(
        `${from > 0 ? ',' : ''}${rows
          .slice(from, from + 10_000)
          .map((row) => JSON.stringify(row))
          .join(',')}`,
      ),
    );
  chunks.push(encoder.encode(']'));
  return chunks;
}

/**
 * `rows` cycled to `target` rows, each round after the first with distinct identifications and amounts (the
 * 1,000,000-row case made from a real certificate).
 */
export function inflateRows(rows: readonly unknown[], target: number): unknown[] {
  const out = new Array<unknown>(target);
  const n = rows.length;
  for (let i = 0; i < target; i++) {
    const copy = { ...(rows[i % n] as Record<string, unknown>) };
    const round = Math.floor(i / n);
    if (round > 0) {
      if (typeof copy.indentificacaoMovimento === 'string')
        copy.indentificacaoMovimento = `${copy.indentificacaoMovimento}.${round}`;
      if (typeof copy.valorMovimento === 'number')
        copy.valorMovimento = Math.round((copy.valorMovimento + round / 100) * 100) / 100;
    }
    out[i] = copy;
  }
  return out;
}
