/**
 * Benchmark 1: what the app adds to a call (issue #5).
 *
 * The same calls of Op8 (customer) and Op12 (movements of a small certificate)
 * against the same sandbox, each way measured in the same process:
 *
 *  (a)  the whole IPC handler layer, as ipcMain invokes it in the app: the
 *       function electronTransport registers (trustedSenderHandler: the
 *       sender check), the channel's input validation, OperationsService
 *       (session, settings, endpoint, subscription key, response cache), the
 *       API client (request building and validation, its time limit, axios
 *       over fetch, the tolerant reader), error normalization and the
 *       `{ ok, data }` envelope. This is the issue's "(a)", and the goal row.
 *  (a′) (a) plus Electron's IPC serialization: structured clone of the input
 *       and of the result, as the in-process transport of the tests does.
 *       That is transport, not handler layer (the process hop itself is not
 *       in it either): reported beside (a), informational, never the goal.
 *  (c)  the API client alone, one instance reused as EnvironmentService keeps it.
 *  (b)  a bare axios GET: same fetch adapter, same URL and headers built once
 *       beforehand, axios' own JSON parsing, no time limit.
 *
 * The sandbox runs in a child process (`src-sandbox/cli.ts --port 0 --memory
 * --quiet`, the code the app embeds): it stands in for the network and the
 * remote service, so the extra work and garbage of (a) do not slow the
 * server side of the comparison. In the app the embedded sandbox shares the
 * main process; a shorter run with it in this process is given as context.
 *
 * The ways alternate in blocks of BLOCK calls, in rotating order (a a′ c b,
 * a′ c b a, …); each round gives one ratio a/b, so machine load drifting
 * during the run hits both alike. The same blocks are also timed in CPU time
 * of this process (client side only), which a loaded machine disturbs far
 * less than wall time. Then the added time is broken down without the network
 * (every layer answered from a canned copy of the real answer, in CPU time),
 * and the two costs the design keeps (tolerant reader, IPC clone) are timed
 * alone.
 *
 * The subscription key: the app's vault keeps it in memory once read, so the
 * OS keychain (about 0.5 ms over D-Bus) is no longer read per call; this
 * harness uses a memory secret store, so neither way pays such a read here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import axios from 'axios';
import { operations, type OperationDef, type OperationId } from '../src-shared/contract';
import { channelName, type IpcWireResult } from '../src-shared/ipc';
import { buildRequest } from '../src-main/api-client/build-request';
import { createApiClient } from '../src-main/api-client/client';
import { readResponse } from '../src-main/api-client/read-response';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import type { EmbeddedSandboxPort } from '../src-main/ports';
import { APP_FRAME_EVENT, startIpcHarness, type IpcHarness } from '../tests/support/ipc-harness';
import { emitReport, type Goal, PROJECT_ROOT, QUICK, runMain, type Table } from './lib/report';
import { fmt, fmtSummary, median, summarize } from './lib/stats';

const BLOCK = 25;
/** Calls per rung and round in the network-removed breakdown. */
const LADDER_BLOCK = 10;
const GOAL_RATIO = 1.1;
/** Calls of each way in the in-process context run (a and b only). */
const IN_PROCESS_CALLS = 400;

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
  {
    label: 'Op12 small certificate (150 movements)',
    id: 'op12',
    path: { idcliente: '07122628817', idcertificado: '000000227512' },
    calls: 2000,
    goal: true,
  },
];

type Invoke = (input: unknown) => Promise<IpcWireResult<unknown>>;

/** (a): the handler ipcMain runs for the operation's channel, called with an event from the app's own page. */
function handlerOf(h: IpcHarness, id: OperationId): Invoke {
  const op = operations[id] as OperationDef;
  const handler = h.handler(channelName(op.domain, op.name));
  // Inputs cross IPC as JSON text (payload-bounds.ts), as the preload sends them.
  return (input) => handler(APP_FRAME_EVENT, input === undefined ? undefined : JSON.stringify(input));
}

/** (a′): the same with Electron's IPC serialization: the input and the result cross by structured clone. */
function serializedHandlerOf(h: IpcHarness, id: OperationId): Invoke {
  const invoke = handlerOf(h, id);
  return async (input) => structuredClone(await invoke(structuredClone(input)));
}

interface ChildSandbox {
  url: string;
  child: ChildProcess;
}

/** The sandbox CLI in a child process; resolves with its URL once it listens. */
function startChildSandbox(): Promise<ChildSandbox> {
  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src-sandbox/cli.ts', '--port', '0', '--memory', '--quiet'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the sandbox did not start in 90 s:\n${output.slice(-2000)}`));
    }, 90_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const m = /Sandbox do Balcão em (http:\/\/[\d.:]+)/.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      // Keep draining so the child never blocks on a full pipe.
      child.stdout!.removeListener('data', onData).resume();
      child.stderr!.removeListener('data', onData).resume();
      resolve({ url: m[1]!, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The app's sandbox port pointing at the child: the services use it exactly as they use the embedded one. */
function childSandboxPort(url: string): EmbeddedSandboxPort {
  return { start: async () => ({ url, demoKey: EMBEDDED_SANDBOX_KEY }), stop: async () => undefined };
}

interface BlockTime {
  /** Wall-clock µs per call. */
  wall: number;
  /** CPU µs per call spent by this process (process.cpuUsage: all its threads; the child sandbox's CPU is not in it). */
  cpu: number;
}

/** µs per call of one block of BLOCK calls of `call`. */
async function block(call: () => Promise<void>): Promise<BlockTime> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < BLOCK; i++) await call();
  const wall = ((performance.now() - started) * 1000) / BLOCK;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / BLOCK };
}

/** Blocks of every way in rotating order after a warm-up; per-call µs of each block, per way. */
async function rotate(ways: Array<() => Promise<void>>, calls: number): Promise<BlockTime[][]> {
  // Warm-up: JIT, sockets, the server's own caches.
  for (let i = 0; i < Math.max(3, calls / BLOCK / 8); i++) for (const w of ways) await block(w);
  const times: BlockTime[][] = ways.map(() => []);
  for (let i = 0; i < calls / BLOCK; i++) {
    // Each way runs first, second, third… equally often.
    for (let k = 0; k < ways.length; k++) {
      const w = (k + i) % ways.length;
      times[w]!.push(await block(ways[w]!));
    }
  }
  return times;
}

const wallOf = (blocks: BlockTime[]) => blocks.map((b) => b.wall);
const cpuOf = (blocks: BlockTime[]) => blocks.map((b) => b.cpu);

interface CaseResult {
  label: string;
  goal: boolean;
  calls: number;
  responseBytes: number;
  /** Per-call µs of each block: (a) handler layer, (a′) with IPC serialization, (c) the API client alone, (b) bare axios. */
  aBlocks: number[];
  aSerializedBlocks: number[];
  cBlocks: number[];
  bBlocks: number[];
  /** Per round: a/b and a−b (the goal), a′/b and a′−b (informational). */
  ratios: number[];
  addedUs: number[];
  serializedRatios: number[];
  serializedAddedUs: number[];
  /** CPU µs per call of this process in the same blocks: (a), (a′), (c), (b). */
  cpu: { a: number[]; aSerialized: number[]; c: number[]; b: number[] };
}

async function measureCase(h: IpcHarness, c: Case, baseUrl: string, token: string): Promise<CaseResult> {
  const input = { path: c.path };
  const invoke = handlerOf(h, c.id);
  const invokeSerialized = serializedHandlerOf(h, c.id);
  const built = buildRequest(c.id, input as never, {
    baseUrl,
    companyCode: '1',
    subscriptionKey: EMBEDDED_SANDBOX_KEY,
    accessToken: token,
  });
  const bare = axios.create({ adapter: 'fetch' });
  // As EnvironmentService builds it (one per endpoint, kept), with the key it would hand over.
  const client = createApiClient({
    baseUrl,
    companyCode: '1',
    timeoutMs: 20_000,
    getSubscriptionKey: async () => EMBEDDED_SANDBOX_KEY,
    getAccessToken: () => token,
  });

  const check = (label: string) => (result: IpcWireResult<unknown>) => {
    if (!result.ok) throw new Error(`${c.label} ${label}: ${JSON.stringify(result.error)}`);
  };
  const checkA = check('(a)');
  const checkA2 = check('(a′)');
  let responseBytes = 0;
  const ways = [
    async () => checkA(await invoke(input)),
    async () => checkA2(await invokeSerialized(input)),
    async () => void (await client.call(c.id, input as never)),
    async () => {
      const response = await bare.get(built.url, { headers: built.headers });
      if (response.status !== 200) throw new Error(`${c.label} bare: ${response.status}`);
      responseBytes = Number(response.headers['content-length'] ?? 0);
    },
  ];
  const calls = QUICK ? Math.min(c.calls, 200) : c.calls;
  const [a, aSerialized, cl, b] = (await rotate(ways, calls)) as [BlockTime[], BlockTime[], BlockTime[], BlockTime[]];
  const [aBlocks, aSerializedBlocks, cBlocks, bBlocks] = [wallOf(a), wallOf(aSerialized), wallOf(cl), wallOf(b)];
  return {
    label: c.label,
    goal: c.goal,
    calls,
    responseBytes,
    aBlocks,
    aSerializedBlocks,
    cBlocks,
    bBlocks,
    ratios: aBlocks.map((a, i) => a / bBlocks[i]!),
    addedUs: aBlocks.map((a, i) => a - bBlocks[i]!),
    serializedRatios: aSerializedBlocks.map((a, i) => a / bBlocks[i]!),
    serializedAddedUs: aSerializedBlocks.map((a, i) => a - bBlocks[i]!),
    cpu: { a: cpuOf(a), aSerialized: cpuOf(aSerialized), c: cpuOf(cl), b: cpuOf(b) },
  };
}

interface InProcessResult {
  label: string;
  calls: number;
  aBlocks: number[];
  bBlocks: number[];
  ratios: number[];
  addedUs: number[];
}

/** Context: (a) and (b) with the sandbox embedded in this process, as the app runs it (the server shares the CPU and the heap). */
async function inProcessContext(cases: Case[]): Promise<InProcessResult[]> {
  const h = await startIpcHarness();
  try {
    await h.login();
    const baseUrl = await h.sandboxUrl();
    const token = h.services.session.accessToken()!;
    const results: InProcessResult[] = [];
    for (const c of cases) {
      const input = { path: c.path };
      const invoke = handlerOf(h, c.id);
      const built = buildRequest(c.id, input as never, {
        baseUrl,
        companyCode: '1',
        subscriptionKey: EMBEDDED_SANDBOX_KEY,
        accessToken: token,
      });
      const bare = axios.create({ adapter: 'fetch' });
      const calls = QUICK ? 100 : IN_PROCESS_CALLS;
      const [a, b] = (await rotate(
        [
          async () => {
            const result = await invoke(input);
            if (!result.ok) throw new Error(JSON.stringify(result.error));
          },
          async () => void (await bare.get(built.url, { headers: built.headers })),
        ],
        calls,
      )) as [BlockTime[], BlockTime[]];
      const [aBlocks, bBlocks] = [wallOf(a), wallOf(b)];
      results.push({
        label: c.label,
        calls,
        aBlocks,
        bBlocks,
        ratios: aBlocks.map((a, i) => a / bBlocks[i]!),
        addedUs: aBlocks.map((a, i) => a - bBlocks[i]!),
      });
    }
    return results;
  } finally {
    await h.stop();
  }
}

const LADDER = [
  'bare axios GET (fetch adapter), canned answer',
  '+ the API client, one per endpoint as the app keeps it (time limit, buildRequest, text response, tolerant reader)',
  '+ OperationsService.run (session, settings snapshot, the kept client, subscription key from memory, response cache)',
  '+ the IPC handler as ipcMain calls it (sender check, channel input parse, result envelope) = (a)',
  '+ Electron IPC serialization (structured clone both ways) = (a′), informational',
] as const;

/**
 * Where the added time goes, without the network: every layer answered from
 * a canned copy of the real response (a fetch stub), measured as a ladder:
 * each rung adds one layer to the previous one; rungs alternate in rotating
 * order, each is timed in CPU time of this process (so a loaded machine
 * taking the core away does not count), and each added cost is the median of
 * the per-round differences.
 */
async function ladder(
  cases: Case[],
  sandboxUrl: string,
): Promise<{ rows: string[][]; added: Record<string, number[]> }> {
  // Canned bodies of the real answers; everything else (the login) still goes to the sandbox.
  const canned = new Map<string, string>();
  const realFetch = globalThis.fetch;
  const stub: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = canned.get(url.split('?')[0]!);
    return body !== undefined
      ? new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } })
      : realFetch(input, init);
  };
  const h = await startIpcHarness({ fetch: stub, sandbox: childSandboxPort(sandboxUrl) });
  const added: Record<string, number[]> = {};
  const rows: string[][] = [];
  try {
    await h.login();
    const baseUrl = await h.sandboxUrl();
    const token = h.services.session.accessToken()!;
    for (const c of cases) {
      const input = { path: c.path };
      const built = buildRequest(c.id, input as never, {
        baseUrl,
        companyCode: '1',
        subscriptionKey: EMBEDDED_SANDBOX_KEY,
        accessToken: token,
      });
      canned.set(built.url, await (await realFetch(built.url, { headers: built.headers })).text());
      const bare = axios.create({ adapter: 'fetch', env: { fetch: stub } });
      const reused = createApiClient({
        baseUrl,
        companyCode: '1',
        timeoutMs: 20_000,
        fetch: stub,
        getSubscriptionKey: async () => EMBEDDED_SANDBOX_KEY,
        getAccessToken: () => token,
      });
      const invoke = handlerOf(h, c.id);
      const invokeSerialized = serializedHandlerOf(h, c.id);
      const ok = (result: IpcWireResult<unknown>) => {
        if (!result.ok) throw new Error(JSON.stringify(result.error));
      };
      const rungs: Array<() => Promise<unknown>> = [
        () => bare.get(built.url, { headers: built.headers }),
        () => reused.call(c.id, input as never),
        () => h.services.operations.run(c.id, input),
        async () => ok(await invoke(input)),
        async () => ok(await invokeSerialized(input)),
      ];
      // Every round runs each rung for LADDER_BLOCK calls (rotating order) and takes the CPU time this process spent on
      // them (process.cpuUsage: time waiting for a core on a loaded machine is not counted, GC threads are); the median
      // of the per-round differences shrugs off GC pauses and machine noise that hit one round.
      const calls = QUICK ? 200 : c.id === 'op8' ? 2000 : 600;
      const times: number[][] = rungs.map(() => []);
      for (let round = -10; round < calls / LADDER_BLOCK; round++) {
        for (let k = 0; k < rungs.length; k++) {
          const i = (k + Math.max(0, round)) % rungs.length;
          const before = process.cpuUsage();
          for (let n = 0; n < LADDER_BLOCK; n++) await rungs[i]!();
          const spent = process.cpuUsage(before);
          if (round >= 0) times[i]!.push((spent.user + spent.system) / LADDER_BLOCK);
        }
      }
      let cumulative = 0;
      for (let i = 0; i < rungs.length; i++) {
        const d = median(i === 0 ? times[0]! : times[i]!.map((t, r) => t - times[i - 1]![r]!));
        cumulative += d;
        (added[c.label] ??= []).push(d);
        rows.push([
          c.label,
          LADDER[i]!,
          i === 0 ? `${fmt(d, 0)} (total)` : `${d < 0 ? '−' : '+'}${fmt(Math.abs(d), 0)}`,
          fmt(cumulative, 0),
        ]);
      }
      const over = (rung: number) => [
        `+${fmt(median(times[rung]!.map((t, r) => t - times[0]![r]!)), 0)}`,
        `×${fmt(median(times[rung]!.map((t, r) => t / times[0]![r]!)), 2)}`,
      ];
      rows.push([c.label, '**(a) whole handler layer over bare axios, network removed**', ...over(3)]);
      rows.push([c.label, '(a′) the same with IPC serialization, informational', ...over(4)]);
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
  const built = buildRequest(c.id, { path: c.path } as never, {
    baseUrl,
    companyCode: '1',
    subscriptionKey: EMBEDDED_SANDBOX_KEY,
    accessToken: token,
  });
  const text = await (await fetch(built.url, { headers: built.headers })).text();
  const received = { status: 200, contentType: 'application/json; charset=utf-8', text, tokenSent: true };
  const result = readResponse(c.id, op, received);
  const n = c.id === 'op8' ? 2000 : 300;
  const parseOnly = perCallUs(n, () => JSON.parse(text));
  return {
    readerUs: perCallUs(n, () => readResponse(c.id, op, received)) - parseOnly,
    cloneUs:
      perCallUs(n, () => structuredClone({ path: c.path })) +
      perCallUs(n, () => structuredClone({ ok: true, data: result })),
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const sandbox = await startChildSandbox();
  try {
    const h = await startIpcHarness({ sandbox: childSandboxPort(sandbox.url) });
    const results: CaseResult[] = [];
    const inherentCosts: Record<string, { readerUs: number; cloneUs: number }> = {};
    /** Seconds spent in each part (real calls, breakdown, in-process context), to keep the whole under ~90 s. */
    const phaseSeconds: Record<string, number> = {};
    try {
      await h.login();
      const baseUrl = await h.sandboxUrl();
      const token = h.services.session.accessToken();
      if (!token) throw new Error('no access token after login');
      for (const c of CASES) results.push(await measureCase(h, c, baseUrl, token));
      phaseSeconds.real = (performance.now() - started) / 1000;
      for (const c of CASES) inherentCosts[c.label] = await inherent(c, baseUrl, token);
    } finally {
      await h.stop();
    }
    const steps = await ladder(CASES, sandbox.url);
    phaseSeconds.ladder = (performance.now() - started) / 1000 - phaseSeconds.real!;
    const inProcess = await inProcessContext(CASES);
    phaseSeconds.inProcess = (performance.now() - started) / 1000 - phaseSeconds.real! - phaseSeconds.ladder;

    const table: Table = {
      title:
        `(a) whole IPC handler layer as ipcMain invokes it (the goal), (a′) the same with Electron IPC serialization (informational), (c) the API client alone, (b) bare axios GET: ` +
        `µs per call against the sandbox in a child process, median (p25–p75) over blocks of ${BLOCK} calls in rotating order`,
      columns: [
        'Case',
        'Calls (each)',
        'Response',
        '(a) handler layer µs',
        '(a′) + IPC serialization µs',
        '(c) client µs',
        '(b) axios µs',
        'Ratio a/b (goal)',
        'Added µs/call (a−b)',
        'Ratio a′/b (info)',
        'Added µs/call (a′−b)',
        'Ratio c/b',
      ],
      rows: results.map((r) => [
        r.label,
        fmt(r.calls, 0),
        `${fmt(r.responseBytes / 1024, 1)} KiB`,
        fmtSummary(summarize(r.aBlocks), 0),
        fmtSummary(summarize(r.aSerializedBlocks), 0),
        fmtSummary(summarize(r.cBlocks), 0),
        fmtSummary(summarize(r.bBlocks), 0),
        fmtSummary(summarize(r.ratios), 3),
        fmtSummary(summarize(r.addedUs), 0),
        fmtSummary(summarize(r.serializedRatios), 3),
        fmtSummary(summarize(r.serializedAddedUs), 0),
        fmt(median(r.cBlocks.map((c, i) => c / r.bBlocks[i]!)), 3),
      ]),
    };
    const cpuTable: Table = {
      title:
        'The same real calls in CPU time of this process (process.cpuUsage: the client side only, the child sandbox excluded; a loaded machine taking the core away does not count): µs per call, median over the same blocks',
      columns: [
        'Case',
        '(a) handler layer',
        '(a′) + IPC serialization',
        '(c) client',
        '(b) axios',
        'Ratio a/b',
        'Added µs/call (a−b)',
        'Ratio a′/b',
      ],
      rows: results.map((r) => [
        r.label,
        fmt(median(r.cpu.a), 0),
        fmt(median(r.cpu.aSerialized), 0),
        fmt(median(r.cpu.c), 0),
        fmt(median(r.cpu.b), 0),
        fmt(median(r.cpu.a.map((a, i) => a / r.cpu.b[i]!)), 3),
        fmt(median(r.cpu.a.map((a, i) => a - r.cpu.b[i]!)), 0),
        fmt(median(r.cpu.aSerialized.map((a, i) => a / r.cpu.b[i]!)), 3),
      ]),
    };
    const breakdownTable: Table = {
      title:
        'Where the added time goes, network removed (every layer answered from a canned copy of the real response): µs of CPU time per call (process.cpuUsage); ' +
        `each round runs every rung for ${LADDER_BLOCK} calls in rotating order, each added cost is the median of its per-round differences`,
      columns: ['Case', 'Layer', 'Added µs', 'Cumulative µs'],
      rows: steps.rows,
    };
    const inherentTable: Table = {
      title: 'The two costs the design keeps whatever is optimized (tight loops, µs per call)',
      columns: [
        'Case',
        'Tolerant reader (zod) beyond JSON.parse, in (a)',
        'structuredClone of input + result (Electron IPC serialization, in (a′) only)',
      ],
      rows: CASES.map((c) => [
        c.label,
        fmt(inherentCosts[c.label]!.readerUs, 1),
        fmt(inherentCosts[c.label]!.cloneUs, 1),
      ]),
    };
    const inProcessTable: Table = {
      title: `Context: (a) and (b) with the sandbox in this process, as the app embeds it (server and client share the CPU and the heap); ${QUICK ? 100 : IN_PROCESS_CALLS} calls each`,
      columns: ['Case', '(a) handler layer µs', '(b) axios µs', 'Ratio a/b', 'Added µs/call (a−b)'],
      rows: inProcess.map((r) => [
        r.label,
        fmtSummary(summarize(r.aBlocks), 0),
        fmtSummary(summarize(r.bBlocks), 0),
        fmtSummary(summarize(r.ratios), 3),
        fmtSummary(summarize(r.addedUs), 0),
      ]),
    };
    const goals: Goal[] = results
      .filter((r) => r.goal)
      .map((r) => {
        const ratio = median(r.ratios);
        return {
          id: '1',
          goal: `App overhead, ${r.label}`,
          target: `ratio (a)/(b) ≤ ${GOAL_RATIO.toFixed(2)} at the median`,
          measured: `${fmt(ratio, 3)} (+${fmt(median(r.addedUs), 0)} µs/call)`,
          met: ratio <= GOAL_RATIO,
        };
      });

    emitReport({
      id: '1-ipc-overhead',
      title: '1. App overhead on a call',
      durationMs: performance.now() - started,
      tables: [table, cpuTable, breakdownTable, inherentTable, inProcessTable],
      goals,
      notes: [
        "(a), the goal, is the issue's \"whole IPC handler layer\": the function Electron's ipcMain runs for the channel (src-main/ipc/trusted-handler.ts: sender check; then the channel's zod input validation, OperationsService, the API client with request validation, its time limit (D30), axios over fetch and the tolerant reader, error normalization, the `{ ok, data }` envelope), called with an event from the app's own page. " +
          'Nothing is left out of it but the transport. (b) is a bare axios GET with the same URL and headers, built once, and no time limit.',
        "(a′) adds Electron's IPC serialization, which is transport, not handler layer: structured clone of the input and of the result (what the in-process transport of tests/support/ipc-harness does; the process hop itself is not included). Its ratio is informational and not the goal; for large answers it is dominated by the clone of the result (last table but one).",
        "The sandbox answering (a), (a′), (c) and (b) runs in a child process (src-sandbox/cli.ts --port 0 --memory --quiet, the code the app embeds): it stands in for the network and the remote service, so the extra work and garbage of (a) do not slow the server side of its own comparison. All four ways use the same transport (axios with the fetch adapter: Node's undici here, Electron's net.fetch in the app). The last table repeats (a) and (b) with the sandbox in this process, as the app embeds it.",
        'The subscription key: the vault keeps it (or its absence) in memory once read, so the app reads the OS keychain (about 0.5 ms over D-Bus) once per environment and again only after a change or a 401 for the key, not on every call. This harness uses a memory secret store, so neither side ever paid that read here.',
      ],
      data: { results, ladder: steps.added, ladderSteps: LADDER, inherent: inherentCosts, inProcess, phaseSeconds },
    });
  } finally {
    await stopChild(sandbox.child);
  }
}

runMain(main);
