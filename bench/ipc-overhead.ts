/**
 * Benchmark 1: what the app adds to a call.
 *
 * The same calls against the same embedded sandbox, in the same process,
 * (a) through the whole IPC handler layer (`window.api` in Node: structured
 * clone both ways, channel input validation, session, endpoint and key
 * lookup, request building and validation, axios over fetch, tolerant reader,
 * error normalization) and (b) as a bare axios GET (same fetch adapter, same
 * URL and headers built once beforehand, axios' own JSON parsing).
 *
 * A and B alternate in blocks of BLOCK calls (A B B A …); each pair of blocks
 * gives one ratio, so machine load drifting during the run hits both alike.
 * A breakdown of the added time follows, measured without HTTP.
 */
import axios from 'axios';
import { operations, type OperationDef, type OperationId } from '../src-shared/contract';
import { buildRequest } from '../src-main/api/build-request';
import { createApiClient } from '../src-main/api/client';
import { readResponse } from '../src-main/api/read-response';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import type { IpcResult } from '../src-shared/ipc';
import { startIpcHarness, type IpcHarness } from '../tests/support/ipc-harness';
import { emitReport, type Goal, QUICK, runMain, type Table } from './lib/report';
import { fmt, fmtSummary, median, summarize } from './lib/stats';

const BLOCK = 25;
const GOAL_RATIO = 1.1;

interface Case {
  label: string;
  id: OperationId;
  path: Record<string, string>;
  calls: number;
  /** Part of the goal (the two operations) or context only. */
  goal: boolean;
}

const CASES: Case[] = [
  { label: 'Op8 customer', id: 'op8', path: { idpessoafisica: '07122628817' }, calls: 2000, goal: true },
  { label: 'Op12 small certificate (150 movements)', id: 'op12', path: { idcliente: '07122628817', idcertificado: '000000227512' }, calls: 2000, goal: true },
];

type Channel = (input: unknown) => Promise<IpcResult<unknown>>;

function channelOf(h: IpcHarness, id: OperationId): Channel {
  const op = operations[id] as OperationDef;
  return (h.api as unknown as Record<string, Record<string, Channel>>)[op.domain]![op.name]!;
}

interface CaseResult {
  label: string;
  goal: boolean;
  calls: number;
  responseBytes: number;
  /** Per-call µs of each block: (a) IPC layer, (c) the API client alone, (b) bare axios. */
  aBlocks: number[];
  cBlocks: number[];
  bBlocks: number[];
  ratios: number[];
  addedUs: number[];
}

async function measureCase(h: IpcHarness, c: Case, baseUrl: string, token: string): Promise<CaseResult> {
  const channel = channelOf(h, c.id);
  const input = { path: c.path };
  const built = buildRequest(c.id, { path: c.path } as never, { baseUrl, companyCode: '1', subscriptionKey: EMBEDDED_SANDBOX_KEY, accessToken: token });
  const bare = axios.create({ adapter: 'fetch' });

  const callA = async () => {
    const result = await channel(input);
    if (!result.ok) throw new Error(`${c.label} via IPC: ${JSON.stringify(result.error)}`);
  };
  // What the operations service does for a read, without IPC and services: a client per call (as EnvironmentService makes it), then the call.
  const callC = async () => {
    const client = createApiClient({ baseUrl, companyCode: '1', timeoutMs: 20_000, getSubscriptionKey: async () => EMBEDDED_SANDBOX_KEY, getAccessToken: () => token });
    await client.call(c.id, { path: c.path } as never);
  };
  let responseBytes = 0;
  const callB = async () => {
    const response = await bare.get(built.url, { headers: built.headers });
    if (response.status !== 200) throw new Error(`${c.label} bare: ${response.status}`);
    responseBytes = Number(response.headers['content-length'] ?? 0);
  };
  const block = async (call: () => Promise<void>) => {
    const started = performance.now();
    for (let i = 0; i < BLOCK; i++) await call();
    return ((performance.now() - started) * 1000) / BLOCK;
  };

  const calls = QUICK ? Math.min(c.calls, 200) : c.calls;
  const variants = [callA, callC, callB];
  // Warm-up: JIT, sockets, the sandbox's own caches.
  for (let i = 0; i < Math.max(3, calls / BLOCK / 8); i++) for (const v of variants) await block(v);
  const blocks = calls / BLOCK;
  const times: number[][] = [[], [], []];
  for (let i = 0; i < blocks; i++) {
    // Rotating order (a c b, c b a, b a c): each variant runs first, second and third equally often.
    for (let k = 0; k < 3; k++) {
      const v = (k + i) % 3;
      times[v]!.push(await block(variants[v]!));
    }
  }
  const [aBlocks, cBlocks, bBlocks] = times as [number[], number[], number[]];
  return {
    label: c.label,
    goal: c.goal,
    calls,
    responseBytes,
    aBlocks,
    cBlocks,
    bBlocks,
    ratios: aBlocks.map((a, i) => a / bBlocks[i]!),
    addedUs: aBlocks.map((a, i) => a - bBlocks[i]!),
  };
}

const LADDER = [
  'bare axios GET (fetch adapter), canned answer',
  '+ axios `timeout` (the app sets 20 s: an AbortSignal per request)',
  '+ the API client, reused (buildRequest, text response, tolerant reader)',
  '+ a new API client per call (as EnvironmentService.client does)',
  '+ OperationsService.run (session, settings, endpoint, subscription key, response cache)',
  '+ the IPC channel (channel input parse, structured clone both ways)',
] as const;

/**
 * Where the added time goes, without the network: every layer answered from
 * a canned copy of the real response (a fetch stub), measured as a ladder:
 * each rung adds one layer to the previous one; rungs alternate in rotating
 * order, and each added cost is the median of the per-round differences.
 */
async function ladder(cases: Case[]): Promise<{ rows: string[][]; added: Record<string, number[]> }> {
  // Canned bodies of the real answers; everything else (the login) still goes to the sandbox.
  const canned = new Map<string, string>();
  const realFetch = globalThis.fetch;
  const stub: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = canned.get(url.split('?')[0]!);
    return body !== undefined ? new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }) : realFetch(input, init);
  };
  const h = await startIpcHarness({ fetch: stub });
  const added: Record<string, number[]> = {};
  const rows: string[][] = [];
  try {
    await h.login();
    const baseUrl = await h.sandboxUrl();
    const token = h.services.session.accessToken()!;
    for (const c of cases) {
      const built = buildRequest(c.id, { path: c.path } as never, { baseUrl, companyCode: '1', subscriptionKey: EMBEDDED_SANDBOX_KEY, accessToken: token });
      canned.set(built.url, await (await realFetch(built.url, { headers: built.headers })).text());
      const bare = axios.create({ adapter: 'fetch', env: { fetch: stub } });
      const config = { baseUrl, companyCode: '1', timeoutMs: 20_000, fetch: stub, getSubscriptionKey: async () => EMBEDDED_SANDBOX_KEY, getAccessToken: () => token };
      const reused = createApiClient(config);
      const channel = channelOf(h, c.id);
      const rungs: Array<() => Promise<unknown>> = [
        () => bare.get(built.url, { headers: built.headers }),
        () => bare.get(built.url, { headers: built.headers, timeout: 20_000 }),
        () => reused.call(c.id, { path: c.path } as never),
        () => createApiClient(config).call(c.id, { path: c.path } as never),
        () => h.services.operations.run(c.id, { path: c.path }),
        async () => {
          const result = await channel({ path: c.path });
          if (!result.ok) throw new Error(JSON.stringify(result.error));
        },
      ];
      // Every iteration calls each rung once (rotating order) and times each call: the median of the per-iteration
      // differences shrugs off GC pauses and machine noise that hit one call.
      const iterations = QUICK ? 200 : c.id === 'op8' ? 2000 : 600;
      const times: number[][] = rungs.map(() => []);
      for (let it = -100; it < iterations; it++) {
        for (let k = 0; k < rungs.length; k++) {
          const i = (k + Math.max(0, it)) % rungs.length;
          const started = performance.now();
          await rungs[i]!();
          if (it >= 0) times[i]!.push((performance.now() - started) * 1000);
        }
      }
      let cumulative = 0;
      for (let i = 0; i < rungs.length; i++) {
        const d = median(i === 0 ? times[0]! : times[i]!.map((t, r) => t - times[i - 1]![r]!));
        cumulative += d;
        (added[c.label] ??= []).push(d);
        rows.push([c.label, LADDER[i]!, i === 0 ? `${fmt(d, 0)} (total)` : `${d < 0 ? '−' : '+'}${fmt(Math.abs(d), 0)}`, fmt(cumulative, 0)]);
      }
      rows.push([c.label, '**whole layer over bare axios, network removed**', `+${fmt(median(times[5]!.map((t, r) => t - times[0]![r]!)), 0)}`, `×${fmt(median(times[5]!.map((t, r) => t / times[0]![r]!)), 2)}`]);
    }
  } finally {
    await h.stop();
  }
  return { rows, added };
}

/** µs per call of `fn`, median of 7 rounds of `n` calls. */
function perCallUs(n: number, fn: () => unknown): number {
  const rounds: number[] = [];
  for (let r = 0; r < 8; r++) {
    const started = performance.now();
    for (let i = 0; i < n; i++) fn();
    if (r > 0) rounds.push(((performance.now() - started) * 1000) / n);
  }
  return median(rounds);
}

/** The tolerant reader and the IPC clone alone (tight loops): the two costs the design cannot drop. */
async function inherent(c: Case, baseUrl: string, token: string): Promise<{ readerUs: number; cloneUs: number }> {
  const op = operations[c.id] as OperationDef;
  const built = buildRequest(c.id, { path: c.path } as never, { baseUrl, companyCode: '1', subscriptionKey: EMBEDDED_SANDBOX_KEY, accessToken: token });
  const text = await (await fetch(built.url, { headers: built.headers })).text();
  const received = { status: 200, contentType: 'application/json; charset=utf-8', text, tokenSent: true };
  const result = readResponse(c.id, op, received);
  const n = c.id === 'op8' ? 2000 : 300;
  const parseOnly = perCallUs(n, () => JSON.parse(text));
  return {
    readerUs: perCallUs(n, () => readResponse(c.id, op, received)) - parseOnly,
    cloneUs: perCallUs(n, () => structuredClone({ path: c.path })) + perCallUs(n, () => structuredClone({ ok: true, data: result })),
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const h = await startIpcHarness();
  try {
    await h.login();
    const baseUrl = await h.sandboxUrl();
    const token = h.services.session.accessToken();
    if (!token) throw new Error('no access token after login');

    const results: CaseResult[] = [];
    for (const c of CASES) results.push(await measureCase(h, c, baseUrl, token));
    const inherentCosts: Record<string, { readerUs: number; cloneUs: number }> = {};
    for (const c of CASES) inherentCosts[c.label] = await inherent(c, baseUrl, token);
    const steps = await ladder(CASES);

    const table: Table = {
      title: `(a) whole IPC handler layer, (c) the API client alone, (b) bare axios GET: µs per call, median (p25–p75) over blocks of ${BLOCK} calls in rotating order`,
      columns: ['Case', 'Calls (each)', 'Response', '(a) IPC µs', '(c) client µs', '(b) axios µs', 'Ratio a/b', 'Added µs/call (a−b)', 'Ratio c/b', 'Ratio a/c'],
      rows: results.map((r) => [
        r.label,
        fmt(r.calls, 0),
        `${fmt(r.responseBytes / 1024, 1)} KiB`,
        fmtSummary(summarize(r.aBlocks), 0),
        fmtSummary(summarize(r.cBlocks), 0),
        fmtSummary(summarize(r.bBlocks), 0),
        fmtSummary(summarize(r.ratios), 3),
        fmtSummary(summarize(r.addedUs), 0),
        fmt(median(r.cBlocks.map((c, i) => c / r.bBlocks[i]!)), 3),
        fmt(median(r.aBlocks.map((a, i) => a / r.cBlocks[i]!)), 3),
      ]),
    };
    const breakdownTable: Table = {
      title: 'Where the added time goes, network removed (every layer answered from a canned copy of the real response): µs per call; each iteration calls every rung once in rotating order, each added cost is the median of its per-iteration differences',
      columns: ['Case', 'Layer', 'Added µs', 'Cumulative µs'],
      rows: steps.rows,
    };
    const inherentTable: Table = {
      title: 'The two costs the design keeps whatever is optimized (tight loops, µs per call)',
      columns: ['Case', 'Tolerant reader (zod) beyond JSON.parse', 'structuredClone of input + result (IPC)'],
      rows: CASES.map((c) => [c.label, fmt(inherentCosts[c.label]!.readerUs, 1), fmt(inherentCosts[c.label]!.cloneUs, 1)]),
    };
    const goals: Goal[] = results
      .filter((r) => r.goal)
      .map((r) => {
        const ratio = median(r.ratios);
        const met = ratio <= GOAL_RATIO;
        return {
          id: '1',
          goal: `App overhead, ${r.label}`,
          target: `ratio (a)/(b) ≤ ${GOAL_RATIO.toFixed(2)} at the median`,
          measured: `${fmt(ratio, 3)} (+${fmt(median(r.addedUs), 0)} µs/call)`,
          met,
        };
      });

    emitReport({
      id: '1-ipc-overhead',
      title: '1. App overhead on a call',
      durationMs: performance.now() - started,
      tables: [table, breakdownTable, inherentTable],
      goals,
      notes: [
        'Both sides call the same embedded sandbox running in the same process, as in the app (main process), over the same transport (axios with the fetch adapter: Node\'s undici here, Electron\'s net.fetch in the app).',
        'IPC here is the in-process transport of tests/support/ipc-harness: structured clone both ways, the serialization cost of Electron IPC without the process hop.',
      ],
      data: { results, ladder: steps.added, ladderSteps: LADDER, inherent: inherentCosts },
    });
  } finally {
    await h.stop();
  }
}

runMain(main);
