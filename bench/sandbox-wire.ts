/**
 * The heavy certificate's wire as a client sees it (D715): request → first byte, first → last byte, the rate (mean,
 * and peak over 20 ms), when half the bytes were in, and the sandbox thread's CPU (`process.threadCpuUsage`) and
 * longest event-loop stall during the request. The sandbox runs in a worker thread, as the embedded one does; the
 * client reads the body with fetch in the main thread. Median of the rounds, after a warm-up request to each.
 *
 * With BEFORE=<dir> (a tree with another commit's src-sandbox and src-shared, e.g. from `git archive`), that tree's
 * sandbox runs beside this one in the same thread, on the same world, alternated every round (A B, then B A).
 *
 * Run alone: `npx tsx bench/sandbox-wire.ts` (ROUNDS=n, default 6). Prints; writes nothing.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildRequest } from '../src-main/api-client/build-request';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import { median } from './lib/stats';

const HEAVY = { path: { idcliente: '68035292072', idcertificado: '000000635085' } };
const ROUNDS = Number(process.env.ROUNDS ?? 6);

interface ThreadReport {
  cpuMs: number;
  maxStallMs: number;
}

/** The sandbox thread: each tree's sandbox on one world; answers `begin`/`end` with its CPU and stall so far. */
async function sandboxThread(roots: Array<{ name: string; root: string }>): Promise<void> {
  const { generateWorld } = await import('../src-sandbox/demo/generate-world');
  const world = generateWorld();
  const urls: Record<string, string> = {};
  for (const { name, root } of roots) {
    const server = (await import(join(root, 'src-sandbox/server.ts'))) as typeof import('../src-sandbox/server');
    urls[name] = (await server.startSandbox({ world })).url;
  }
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let started = process.threadCpuUsage();
  parentPort!.on('message', (message: 'begin' | 'end') => {
    if (message === 'begin') {
      delay.reset();
      started = process.threadCpuUsage();
      parentPort!.postMessage({ cpuMs: 0, maxStallMs: 0 });
      return;
    }
    const used = process.threadCpuUsage(started);
    parentPort!.postMessage({ cpuMs: (used.user + used.system) / 1000, maxStallMs: delay.max / 1e6 });
  });
  parentPort!.postMessage(urls);
}

interface Reading {
  firstByteMs: number;
  firstToLastMs: number;
  totalMs: number;
  meanMBs: number;
  peakMBs: number;
  halfInMs: number;
  cpuMs: number;
  maxStallMs: number;
}

async function main(): Promise<void> {
  const roots = [{ name: 'this', root: resolve(__dirname, '..') }];
  if (process.env.BEFORE) roots.unshift({ name: 'before', root: resolve(process.env.BEFORE) });
  const worker = new Worker(__filename, { execArgv: ['--import', 'tsx'], workerData: roots });
  const replies: Array<(message: unknown) => void> = [];
  const urls = await new Promise<Record<string, string>>((ready) =>
    worker.once('message', (message: Record<string, string>) => {
      worker.on('message', (m: unknown) => replies.shift()!(m));
      ready(message);
    }),
  );
  const ask = (message: 'begin' | 'end') =>
    new Promise<ThreadReport>((answer) => {
      replies.push(answer as (message: unknown) => void);
      worker.postMessage(message);
    });
  async function read(baseUrl: string): Promise<Reading> {
    await ask('begin');
    const asked = performance.now();
    const built = buildRequest('op12', HEAVY, {
      baseUrl,
      companyCode: '1',
      subscriptionKey: EMBEDDED_SANDBOX_KEY,
      // Op12's bearer is optional; the sandbox answers without one.
      accessToken: undefined,
    });
    const response = await fetch(built.url, { headers: built.headers });
    const reader = response.body!.getReader();
    const marks: Array<[number, number]> = [];
    let bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.length;
      marks.push([performance.now(), bytes]);
    }
    const thread = await ask('end');
    const [first] = marks[0]!;
    const [last] = marks.at(-1)!;
    let peak = 0;
    for (let i = 0, j = 0; i < marks.length; i++) {
      while (marks[i]![0] - marks[j]![0] > 20) j++;
      const [since, before] = j > 0 ? marks[j - 1]! : [first, 0];
      peak = Math.max(peak, (marks[i]![1] - before) / Math.max(20, marks[i]![0] - since) / 1000);
    }
    return {
      firstByteMs: first - asked,
      firstToLastMs: last - first,
      totalMs: last - asked,
      meanMBs: bytes / Math.max(1, last - first) / 1000,
      peakMBs: peak,
      halfInMs: marks.find(([, b]) => b >= bytes / 2)![0] - first,
      ...thread,
    };
  }

  const load = [loadavg()[0]!];
  for (const { name } of roots) await read(urls[name]!);
  const readings: Record<string, Reading[]> = Object.fromEntries(roots.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? roots : [...roots].reverse();
    for (const { name } of order) readings[name]!.push(await read(urls[name]!));
  }
  load.push(loadavg()[0]!);
  console.log(`heavy certificate, median of ${ROUNDS}, load ${load.map((l) => l.toFixed(1)).join(' → ')}`);
  for (const { name } of roots) {
    const keys = Object.keys(readings[name]![0]!) as Array<keyof Reading>;
    console.log(
      name.padEnd(7),
      keys.map((k) => `${k}=${median(readings[name]!.map((r) => r[k])).toFixed(1)}`).join(' '),
    );
  }
  await worker.terminate();
}

if (isMainThread) void main();
else void sandboxThread(workerData as Array<{ name: string; root: string }>);
