/**
 * Benchmark 5: the sandbox as a server, beside Prism.
 *
 * Each server in its own process on loopback: the sandbox's CLI (what `npm
 * run sandbox` runs, here as `node --import tsx` so the server is the process
 * whose CPU time is read; in memory, `--quiet`: no line per request), and Prism
 * 5.14.2 mocking our generated OpenAPI document (`-v error`: no log per
 * request). Like for like: Prism's copy of the document carries, as the 200
 * example of each benchmarked operation, the sandbox's actual answer to the
 * benchmarked request (fetched from the running sandbox first), so both
 * servers send the same body bytes; the bench checks they do.
 *
 * autocannon drives Op8 and Op12 (a 150-movement certificate) for DURATION
 * seconds with 1 and 10 connections, sandbox and Prism alternating (A B, then
 * B A), after a short warm-up of each. It runs as its own process for each
 * line (`autocannon --json`), so neither the benchmark's own heap nor its GC
 * sits in the measured path; it still shares the 2 cores with the server
 * under test. Each line also records the server's CPU time per request (from
 * /proc): what a request costs the server whatever caps the request rate.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import { operations, type OperationId } from '../src-shared/contract';
import { buildOpenApiDocument } from '../src-shared/contract/openapi';
import { BENCH_OUT, emitReport, type Goal, PROJECT_ROOT, QUICK, runMain, type Table } from './lib/report';
import { fmt } from './lib/stats';

const DURATION = QUICK ? 3 : 10;
const GOAL_FACTOR = 5;
const HEADERS = { 'Ocp-Apim-Subscription-Key': EMBEDDED_SANDBOX_KEY, CodigoEmpresa: '1', Accept: 'application/json' };
const OPS: Array<{ id: OperationId; label: string; path: string }> = [
  {
    id: 'op8',
    label: 'Op8 customer',
    path: '/experimental/relacionamento-cliente/pos-venda/v1/pessoas-fisicas/07122628817',
  },
  {
    id: 'op12',
    label: 'Op12 movements (150)',
    path: '/experimental/relacionamento-cliente/previdencia/pos-venda/v2/clientes/07122628817/certificados/000000227512/movimentacoes-financeiras',
  },
];
const AUTOCANNON = join(PROJECT_ROOT, 'node_modules/autocannon');
const SANDBOX_ARGS = ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--memory', '--quiet'];
const SANDBOX_READY = /Sandbox do Balcão em (http:\/\/[\d.:]+)/;
const CONNECTIONS = [1, 10];

interface Server {
  name: 'sandbox' | 'prism';
  url: string;
  child: ChildProcess;
}

/** Starts a child process and resolves once `ready` matches its output (with the URL). */
function startChild(
  name: Server['name'],
  cmd: string,
  args: string[],
  ready: RegExp,
  fallbackUrl?: string,
): Promise<Server> {
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
  /** Requests answered in the measured run. */
  requests: number;
  /** The server process's CPU time (user + system) over the run, per request answered. */
  cpuUsPerRequest?: number;
  /** autocannon's CPU time over the run, per request answered: what the load generator itself needs. */
  clientCpuUsPerRequest?: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU time autocannon's process spent driving the load. */
  cpuMicros: number;
}

/**
 * What runs in autocannon's own process: autocannon's API on the options
 * given, then one line of JSON with the figures the table needs and the CPU
 * time that process spent on the load itself (module loading left out).
 */
const AUTOCANNON_RUNNER = `
const autocannon = require(${JSON.stringify(AUTOCANNON)});
const options = JSON.parse(process.argv[1]);
const cpu = process.cpuUsage();
autocannon(options, (error, r) => {
  if (error) { console.error(error); process.exit(1); }
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({
    requests: { average: r.requests.average, total: r.requests.total },
    latency: { p50: r.latency.p50, p99: r.latency.p99 },
    errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx,
    cpuMicros: used.user + used.system,
  }) + '\\n');
});
`;

/** autocannon in a process of its own (not this one: its heap and GC stay out of the way): its result once it is done. */
function autocannon(url: string, connections: number, duration: number): Promise<AutocannonResult> {
  const options = { url, connections, duration, headers: HEADERS };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', AUTOCANNON_RUNNER, JSON.stringify(options)], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolve(JSON.parse(line) as AutocannonResult);
      } catch (error) {
        reject(new Error(`autocannon failed (${(error as Error).message}): ${err.slice(-1000)}`));
      }
    });
  });
}

/** USER_HZ: the unit of /proc/<pid>/stat times (100 on Linux on every architecture the app ships for). */
const CLOCK_TICKS = 100;

/** The process and all its descendants (Prism's CLI serves from a child process it forks), from /proc. */
function processTree(pid: number): number[] {
  const children = (
    existsSync(`/proc/${pid}/task/${pid}/children`) ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8') : ''
  )
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds (user + system) a server used so far, its child processes included, from /proc; undefined where there is none. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  let ticks = 0;
  for (const member of processTree(pid)) {
    if (!existsSync(`/proc/${member}/stat`)) continue;
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ').pop()!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

async function load(server: Server, op: (typeof OPS)[number], connections: number, duration: number): Promise<Run> {
  const cpuBefore = cpuSeconds(server.child.pid);
  const result = await autocannon(`${server.url}${op.path}`, connections, duration);
  const cpuAfter = cpuSeconds(server.child.pid);
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
    requests: result.requests.total,
    cpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
        : undefined,
    clientCpuUsPerRequest: result.requests.total > 0 ? result.cpuMicros / result.requests.total : undefined,
  };
}

/**
 * Our OpenAPI document for Prism, with the sandbox's own answer to each
 * benchmarked request as the only example of that operation's 200 response:
 * Prism then sends the same body as the sandbox instead of a small example
 * generated from the schema. The bodies are what the running sandbox returns.
 */
async function prismDocument(
  sandboxUrl: string,
): Promise<{ document: ReturnType<typeof buildOpenApiDocument>; bodies: Map<string, string> }> {
  const document = buildOpenApiDocument();
  const bodies = new Map<string, string>();
  for (const op of OPS) {
    const response = await fetch(`${sandboxUrl}${op.path}`, { headers: HEADERS });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${op.label}: the sandbox answered ${response.status}`);
    bodies.set(op.label, text);
    const def = operations[op.id];
    const operation = (
      document.paths as Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, Record<string, unknown>> }> }>
      >
    )[def.path]?.[def.method.toLowerCase()];
    const media = operation?.responses['200']?.content?.['application/json'];
    if (!media) throw new Error(`${op.label}: no application/json 200 response in the document`);
    delete media.example;
    media.examples = {
      sandbox: { summary: "The sandbox's answer to the benchmarked request", value: JSON.parse(text) as unknown },
    };
  }
  return { document, bodies };
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per function of a V8 CPU profile, as shares of the busy (non-idle)
 * time; and the idle share. Only the samples from the first request served to
 * the last one count: start-up (module loading, tsx compiling) is not serving.
 */
function selfTimes(profile: CpuProfile): { idle: number; top: Array<{ name: string; share: number }> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const serving = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)!.callFrame.functionName === 'serveOperation') return true;
    return false;
  };
  let first = profile.samples.findIndex((id) => serving(id));
  let last = profile.samples.findLastIndex((id) => serving(id));
  if (first < 0) [first, last] = [0, profile.samples.length - 1];
  const self = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = first + 1; i <= last; i++) {
    const node = byId.get(profile.samples[i]!)!;
    const d = profile.timeDeltas[i] ?? 0;
    total += d;
    if (node.callFrame.functionName === '(idle)') {
      idle += d;
      continue;
    }
    const where = node.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/(src-[^/]+\/)/, '$1');
    const name = `${node.callFrame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
    self.set(name, (self.get(name) ?? 0) + d);
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  return {
    idle: idle / total,
    top: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, t]) => ({ name, share: t / busy })),
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
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...SANDBOX_ARGS],
    SANDBOX_READY,
  );
  try {
    await waitUntilAnswers(`${server.url}${op.path}`);
    // One run, so the profile's window (first to last request served) holds no pause between runs.
    await autocannon(`${server.url}${op.path}`, 10, duration);
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

  const prismPort = 43000 + (process.pid % 2000);
  const servers: Server[] = [];
  try {
    // The sandbox as its own node process (no tsx wrapper process): its pid is the server's, for the CPU time.
    const sandbox = await startChild('sandbox', process.execPath, SANDBOX_ARGS, SANDBOX_READY);
    servers.push(sandbox);
    await waitUntilAnswers(`${sandbox.url}${OPS[0]!.path}`);
    const { document, bodies } = await prismDocument(sandbox.url);
    writeFileSync(docPath, JSON.stringify(document));
    const prism = await startChild(
      'prism',
      join(PROJECT_ROOT, 'node_modules/.bin/prism'),
      ['mock', docPath, '-h', '127.0.0.1', '-p', String(prismPort), '-v', 'error'],
      /./,
      `http://127.0.0.1:${prismPort}`,
    );
    servers.push(prism);
    await waitUntilAnswers(`${prism.url}${OPS[0]!.path}`);

    // Same bytes from both, and no response violations found by Prism (or the comparison says so).
    const prismCheck: Record<string, { sameBody: boolean; violations: string | null }> = {};
    for (const op of OPS) {
      const response = await fetch(`${prism.url}${op.path}`, { headers: HEADERS });
      prismCheck[op.label] = {
        sameBody: (await response.text()) === bodies.get(op.label),
        violations: response.headers.get('sl-violations')?.slice(0, 300) ?? null,
      };
    }

    // Warm-up: JIT and caches of both, every route.
    for (const s of servers) for (const op of OPS) await autocannon(`${s.url}${op.path}`, 10, QUICK ? 1 : 2);

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
    for (const op of OPS) profiles.push({ op: op.label, ...(await profileSandbox(op, QUICK ? 3 : 5)) });

    const table: Table = {
      title: `autocannon on loopback, ${DURATION} s per line, sandbox and Prism alternating`,
      columns: [
        'Operation',
        'Connections',
        'Server',
        'Response',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'Server CPU µs/req',
        'autocannon CPU µs/req',
        'Sandbox ÷ Prism (req/s)',
      ],
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
          r.cpuUsPerRequest === undefined ? '–' : fmt(r.cpuUsPerRequest, 0),
          r.clientCpuUsPerRequest === undefined ? '–' : fmt(r.clientCpuUsPerRequest, 0),
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
    const clientVsServer = (prefix: string) =>
      runs
        .filter(
          (r) =>
            r.server === 'sandbox' &&
            r.op.startsWith(prefix) &&
            r.cpuUsPerRequest !== undefined &&
            r.clientCpuUsPerRequest !== undefined,
        )
        .map(
          (r) =>
            `${r.connections} connection(s): autocannon ${fmt(r.clientCpuUsPerRequest!, 0)} µs, sandbox ${fmt(r.cpuUsPerRequest!, 0)} µs`,
        )
        .join('; ');
    const cpuRatios = () =>
      OPS.flatMap((op) =>
        CONNECTIONS.map((connections) => {
          const [s, p] = (['sandbox', 'prism'] as const).map(
            (server) =>
              runs.find((r) => r.server === server && r.op === op.label && r.connections === connections)
                ?.cpuUsPerRequest,
          );
          return `${op.label}, ${connections} connection(s) ${s && p ? `×${fmt(p / s, 1)}` : 'not measured'}`;
        }),
      ).join('; ');
    const profileTable: Table = {
      title:
        "Where the sandbox's CPU goes under the same load (10 connections, V8 sampling profiler, a separate run): self time, share of busy time from the first request served to the last (start-up left out); JSON.stringify is native and counts in its caller (serialize); writev is the socket write (the loopback TCP send, in the kernel)",
      columns: ['Operation', 'Sandbox idle', 'Function (self time)', 'Share'],
      rows: profiles.flatMap((p) =>
        p.top.map((t, i) => [
          i === 0 ? p.op : '',
          i === 0 ? `${fmt(p.idle * 100, 0)}%` : '',
          t.name,
          `${fmt(t.share * 100, 1)}%`,
        ]),
      ),
    };

    emitReport({
      id: '5-sandbox-load',
      title: '5. The sandbox as a server, beside Prism',
      durationMs: performance.now() - started,
      tables: [table, profileTable],
      goals,
      notes: [
        "Both servers answer 200 to the same requests (subscription key, CodigoEmpresa; no bearer: optional on Op8/Op12). The sandbox checks the key, validates the request against the contract (headers, path parameters, query, no body), checks privilege, draws fault rules, logs the request (CPFs masked) and answers from its data and state; a read's serialized answer is reused until a write or a dialect change (src-sandbox/response-cache.ts). Prism validates the request against the document, answers the operation's example and checks that answer against the document.",
        `Same bytes: Prism mocks our generated OpenAPI document (bench/out/openapi-prism.json) in which the 200 example of each benchmarked operation is the sandbox's own answer to the benchmarked request, fetched from the running sandbox first; the Response column is the body each server sent. Bodies identical: ${OPS.map((op) => `${op.label} ${prismCheck[op.label]!.sameBody ? 'yes' : '**no**'}`).join(', ')}. The contract's date-times carry a pattern and no \`format: date-time\` (services send no offset, RFC 3339 requires one), so Prism does not flag the movements' dates. Violations Prism still reports: ${OPS.map((op) => `${op.label} ${prismCheck[op.label]!.violations ?? 'none'}`).join(', ')}.`,
        "autocannon runs in a process of its own for each line (its API, called from a small runner: not in the benchmark's process, so the benchmark's heap and GC stay out of the measured path); it still shares the 2 cores with the server under test and with whatever else runs on the machine. Absolute numbers are a floor, the ratio is the point.",
        `autocannon CPU µs/req: the load generator's own CPU time per request. It appends every response body to a string (autocannon/lib/pipelinedRequestsQueue.js, \`req.body += data\`), so a 78.7 KiB answer with accented text costs it more than it costs the sandbox to serve (Op12: ${clientVsServer('Op12')}). When a server answers faster than one autocannon process can take the answers, as the sandbox does on Op12 with 10 connections, req/s measures autocannon, and the ratio understates the sandbox: see the CPU per request.`,
        `Server CPU µs/req: the server process's user + system CPU time over the line (from /proc) divided by the requests it answered; it does not depend on what caps the request rate. Prism's CPU per request ÷ the sandbox's: ${cpuRatios()}.`,
      ],
      data: { runs, profiles, prismCheck },
    });
  } finally {
    for (const s of servers) await stop(s);
  }
}

runMain(main);
