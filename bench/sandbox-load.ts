/**
 * Benchmark 5: the sandbox as a server, beside Prism.
 *
 * Each server in its own process on loopback: the sandbox as `npm run
 * sandbox` starts it (in memory, `--quiet`: no line per request), and Prism
 * 5.14.2 mocking our generated OpenAPI document (`-v error`: no log per
 * request). autocannon (in this process) drives Op8 and Op12 (a 150-movement
 * certificate) for DURATION seconds with 1 and 10 connections, sandbox and
 * Prism alternating (A B, then B A), after a short warm-up of each.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import { buildOpenApiDocument } from '../src-shared/contract/openapi';
import { BENCH_OUT, emitReport, type Goal, PROJECT_ROOT, QUICK, runMain, type Table } from './lib/report';
import { fmt } from './lib/stats';

const DURATION = QUICK ? 3 : 10;
const GOAL_FACTOR = 5;
const HEADERS = { 'Ocp-Apim-Subscription-Key': EMBEDDED_SANDBOX_KEY, CodigoEmpresa: '1', Accept: 'application/json' };
const OPS = [
  { label: 'Op8 customer', path: '/experimental/relacionamento-cliente/pos-venda/v1/pessoas-fisicas/07122628817' },
  { label: 'Op12 movements (150)', path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/07122628817/certificados/000000227512/movimentacoes-financeiras' },
];
const CONNECTIONS = [1, 10];

interface Server {
  name: 'sandbox' | 'prism';
  url: string;
  child: ChildProcess;
}

/** Starts a child process and resolves once `ready` matches its output (with the URL). */
function startChild(name: Server['name'], cmd: string, args: string[], ready: RegExp, fallbackUrl?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} did not start in 90 s:\n${output.slice(-2000)}`));
    }, 90_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const m = ready.exec(output);
      if (m) {
        clearTimeout(timer);
        child.stdout!.removeListener('data', onData);
        child.stderr!.removeListener('data', onData);
        // Keep draining so a chatty server never blocks on a full pipe.
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ name, url: m[1] ?? fallbackUrl!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

async function waitUntilAnswers(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url, { headers: HEADERS });
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered 200`);
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
    setTimeout(() => server.child.kill('SIGKILL'), 5000).unref();
  });
}

interface Run {
  server: Server['name'];
  op: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytes: number;
}

async function load(server: Server, op: (typeof OPS)[number], connections: number, duration: number): Promise<Run> {
  const result = await autocannon({ url: `${server.url}${op.path}`, connections, duration, headers: HEADERS });
  const sample = await fetch(`${server.url}${op.path}`, { headers: HEADERS });
  return {
    server: server.name,
    op: op.label,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: (await sample.arrayBuffer()).byteLength,
  };
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function of a V8 CPU profile, as shares of the busy (non-idle) time; and the idle share. */
function selfTimes(profile: CpuProfile): { idle: number; top: Array<{ name: string; share: number }> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!)!;
    const d = profile.timeDeltas[i] ?? 0;
    total += d;
    if (node.callFrame.functionName === '(idle)') {
      idle += d;
      continue;
    }
    // Module loading at start-up is not serving requests.
    if (node.callFrame.url.startsWith('node:internal/modules')) continue;
    const where = node.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/(src-[^/]+\/)/, '$1');
    const name = `${node.callFrame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
    self.set(name, (self.get(name) ?? 0) + d);
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  return {
    idle: idle / total,
    top: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, t]) => ({ name, share: t / busy })),
  };
}

/** The sandbox under the same load with V8's sampling profiler on (a separate, unmeasured run): where its CPU goes. */
async function profileSandbox(op: (typeof OPS)[number], duration: number): Promise<ReturnType<typeof selfTimes>> {
  const dir = join(BENCH_OUT, 'sandbox-profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startChild(
    'sandbox',
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--memory', '--quiet'],
    /Sandbox do Balcão em (http:\/\/[\d.:]+)/,
  );
  try {
    await waitUntilAnswers(`${server.url}${op.path}`);
    await autocannon({ url: `${server.url}${op.path}`, connections: 10, duration: 1, headers: HEADERS });
    await autocannon({ url: `${server.url}${op.path}`, connections: 10, duration, headers: HEADERS });
  } finally {
    await stop(server);
  }
  // The main thread's profile is the largest file (tsx's loader thread writes a small one).
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const largest = files.map((f) => ({ f, size: readFileSync(join(dir, f)).length })).sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('the sandbox wrote no CPU profile');
  return selfTimes(JSON.parse(readFileSync(join(dir, largest.f), 'utf8')) as CpuProfile);
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(BENCH_OUT, { recursive: true });
  const docPath = join(BENCH_OUT, 'openapi-prism.json');
  writeFileSync(docPath, JSON.stringify(buildOpenApiDocument()));

  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const prismPort = 43000 + (process.pid % 2000);
  const servers: Server[] = [];
  try {
    servers.push(await startChild('sandbox', tsx, ['src-sandbox/cli.ts', '--port', '0', '--memory', '--quiet'], /Sandbox do Balcão em (http:\/\/[\d.:]+)/));
    servers.push(
      await startChild('prism', join(PROJECT_ROOT, 'node_modules/.bin/prism'), ['mock', docPath, '-h', '127.0.0.1', '-p', String(prismPort), '-v', 'error'], /./, `http://127.0.0.1:${prismPort}`),
    );
    for (const s of servers) await waitUntilAnswers(`${s.url}${OPS[0]!.path}`);
    const [sandbox, prism] = servers as [Server, Server];

    // Warm-up: JIT and caches of both, every route.
    for (const s of servers) for (const op of OPS) await autocannon({ url: `${s.url}${op.path}`, connections: 10, duration: QUICK ? 1 : 2, headers: HEADERS });

    const runs: Run[] = [];
    let flip = false;
    for (const op of OPS) {
      for (const connections of CONNECTIONS) {
        const order = flip ? [prism, sandbox] : [sandbox, prism];
        flip = !flip;
        for (const s of order) runs.push(await load(s, op, connections, DURATION));
      }
    }

    for (const s of servers) await stop(s);
    servers.length = 0;
    const profiles = [];
    for (const op of OPS) profiles.push({ op: op.label, ...(await profileSandbox(op, QUICK ? 2 : 4)) });

    const table: Table = {
      title: `autocannon on loopback, ${DURATION} s per line, sandbox and Prism alternating`,
      columns: ['Operation', 'Connections', 'Server', 'Response', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'Sandbox ÷ Prism (req/s)'],
      rows: runs.map((r) => {
        const other = runs.find((o) => o.op === r.op && o.connections === r.connections && o.server !== r.server)!;
        return [
          r.op,
          String(r.connections),
          r.server === 'sandbox' ? 'Balcão sandbox' : 'Prism 5.14.2 (mock)',
          `${fmt(r.bytes / 1024, 1)} KiB`,
          fmt(r.rps, 0),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          String(r.non2xx),
          String(r.errors),
          r.server === 'sandbox' ? `×${fmt(r.rps / other.rps, 2)}` : '',
        ];
      }),
    };
    const goals: Goal[] = [];
    for (const op of OPS) {
      for (const connections of CONNECTIONS) {
        const s = runs.find((r) => r.server === 'sandbox' && r.op === op.label && r.connections === connections)!;
        const p = runs.find((r) => r.server === 'prism' && r.op === op.label && r.connections === connections)!;
        const factor = s.rps / p.rps;
        goals.push({
          id: '5',
          goal: `Sandbox throughput vs Prism, ${op.label}, ${connections} connection(s)`,
          target: `≥ ${GOAL_FACTOR}×`,
          measured: `×${fmt(factor, 2)} (${fmt(s.rps, 0)} vs ${fmt(p.rps, 0)} req/s)`,
          met: factor >= GOAL_FACTOR && s.non2xx === 0 && s.errors === 0,
        });
      }
    }
    const profileTable: Table = {
      title: 'Where the sandbox\'s CPU goes under the same load (10 connections, V8 sampling profiler, a separate run): self time, share of busy time (module loading at start-up left out); JSON.stringify is native and counts in its caller (respond)',
      columns: ['Operation', 'Sandbox idle', 'Function (self time)', 'Share'],
      rows: profiles.flatMap((p) => p.top.map((t, i) => [i === 0 ? p.op : '', i === 0 ? `${fmt(p.idle * 100, 0)}%` : '', t.name, `${fmt(t.share * 100, 1)}%`])),
    };

    emitReport({
      id: '5-sandbox-load',
      title: '5. The sandbox as a server, beside Prism',
      durationMs: performance.now() - started,
      tables: [table, profileTable],
      goals,
      notes: [
        'Both servers answer 200 to the same requests (subscription key, CodigoEmpresa; no bearer: optional on Op8/Op12). The sandbox authenticates, validates, looks the customer up and serializes real data (150 movements ≈ 78 KiB on Op12); Prism validates the request against the document and answers the schema\'s static example (one movement).',
        'autocannon runs in the benchmark\'s process, each server in its own: three processes share the 2 cores, so the absolute numbers are a floor; the ratio is the point.',
      ],
      data: { runs, profiles },
    });
  } finally {
    for (const s of servers) await stop(s);
  }
}

runMain(main);
