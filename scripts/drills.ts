/**
 * `npm run drills`: the long versions of the reliability drills (issue
 * "Reliability and security", sections 4–6), whose short versions run in
 * `npm test` (tests/reliability/drills). Writes the figures to
 * docs/drills-results.md and exits non-zero when anything was lost,
 * duplicated or misreported.
 *
 *   1. Fault drills: every fault kind × reads (Op8, Op12) and writes (Op2–Op5),
 *      both phases where they mean something, transient faults; each case
 *      repeated (--fault-reps, default 3).
 *   2. Crash drills: kill -9 of the app's main-process services, of the
 *      sandbox, or both, at random moments of a write burst (--kills, default 120).
 *   3. Load: 50 employees (--employees) on one sandbox for 60 s (--load-seconds).
 *   4. Disk: a full disk and a read-only folder under the journal (before
 *      sending, after the answer), the settings and the exports.
 *
 * Options: --only faults,crash,load,disk  --out FILE  --seed N
 */
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FaultInjector } from '../src-sandbox/faults';
import { type CrashDrillReport, runCrashDrill } from '../tests/reliability/drills/lib/crash-drill';
import {
  caseId,
  FAULT_MS,
  type FaultCase,
  type FaultCaseResult,
  faultMatrix,
  IGNORED_PHASE_CASES,
  phaseHonoured,
  REQUEST_TIMEOUT_SECONDS,
  runFaultCases,
} from '../tests/reliability/drills/lib/fault-drill';
import { type DiskCaseResult, runDiskDrill } from '../tests/reliability/drills/lib/disk-drill';
import { type LoadDrillReport, runLoadDrill } from '../tests/reliability/drills/lib/load-drill';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '120' },
    employees: { type: 'string', default: '50' },
    'load-seconds': { type: 'string', default: '60' },
    'fault-reps': { type: 'string', default: '3' },
    only: { type: 'string', default: 'faults,crash,load,disk' },
    seed: { type: 'string', default: '20260611' },
    out: { type: 'string', default: 'docs/drills-results.md' },
  },
  strict: true,
});
const only = new Set(values.only.split(',').map((s) => s.trim()));
const seed = Number(values.seed);
const say = (line: string) => console.log(`[drills ${new Date().toISOString().slice(11, 19)}] ${line}`);

interface FaultSummary {
  results: FaultCaseResult[];
  gaps: Array<{ id: string; honoured: boolean; detail: string }>;
  durationMs: number;
}

async function faultDrills(): Promise<FaultSummary> {
  const started = performance.now();
  const reps = Number(values['fault-reps']);
  const cases: FaultCase[] = faultMatrix('full').flatMap((c) => Array.from({ length: reps }, () => c));
  say(`falhas: ${cases.length} execuções (${cases.length / reps} casos × ${reps})`);
  let done = 0;
  const results = await runFaultCases(cases, {
    concurrency: 10,
    onResult: (r) => {
      done++;
      if (r.problems.length > 0 || done % 20 === 0)
        say(`falhas ${done}/${cases.length}${r.problems.length ? ` ${r.id}: ${r.problems.join('; ')}` : ''}`);
    },
  });
  // malformed and trickle alter an answer: the sandbox refuses them before the operation (as faults.test.ts checks), so there is nothing to send.
  const gaps = await Promise.all(
    IGNORED_PHASE_CASES.map((c) =>
      c.kind === 'malformed' || c.kind === 'trickle' ? phaseRefused(c) : phaseHonoured(c),
    ),
  );
  return { results, gaps, durationMs: Math.round(performance.now() - started) };
}

function phaseRefused(c: FaultCase): { id: string; honoured: boolean; detail: string } {
  try {
    new FaultInjector([{ kind: c.kind, ...(c.phase ? { phase: c.phase } : {}) }]);
    return { id: caseId(c), honoured: false, detail: 'accepted, though it cannot apply before the operation' };
  } catch {
    return {
      id: caseId(c),
      honoured: true,
      detail:
        'refused when set: malformed and trickle alter an answer, so they exist only after the operation (!after)',
    };
  }
}

// ---------------------------------------------------------------------------
// Markdown
// ---------------------------------------------------------------------------

const OPS: Array<{ op: string; label: string }> = [
  { op: 'op8', label: 'Op8 read (customer)' },
  { op: 'op12', label: 'Op12 read (movements)' },
  { op: 'op2', label: 'Op2 write (signature)' },
  { op: 'op3', label: 'Op3 write (claim notice)' },
  { op: 'op4', label: 'Op4 write (contribution)' },
  { op: 'op5', label: 'Op5 write (payment data)' },
];

function faultRowLabel(c: FaultCase): string {
  const phase = c.phase ? ` !${c.phase}` : '';
  const times = c.times ? ` (transient: first ${c.times})` : '';
  const ms = c.kind === 'latency' || c.kind === 'trickle' ? ` ${FAULT_MS} ms` : '';
  return `\`${c.kind}\`${ms}${phase}${times}`;
}

function faultCell(runs: FaultCaseResult[]): string {
  if (runs.length === 0) return '–';
  const ok = runs.filter((r) => r.problems.length === 0).length;
  const first = runs[0]!;
  const outcome = first.actual.ok
    ? 'ok'
    : `${first.actual.code}${first.actual.httpStatus ? ` ${first.actual.httpStatus}` : ''}`;
  const attempts = `${first.actual.attempts}×`;
  const journal =
    first.operationKind === 'write'
      ? ` · journal ${first.actual.journal}, ${first.actual.applied ? 'applied' : 'not applied'}`
      : '';
  return `${ok === runs.length ? '✅' : '❌'} ${ok}/${runs.length} · ${outcome} · ${attempts}${journal}`;
}

function faultSection(f: FaultSummary): string {
  const rows = new Map<string, { c: FaultCase; byOp: Map<string, FaultCaseResult[]> }>();
  for (const r of f.results) {
    const key = caseId({ ...r.case, op: 'op8' });
    const row = rows.get(key) ?? { c: r.case, byOp: new Map() };
    row.byOp.set(r.case.op, [...(row.byOp.get(r.case.op) ?? []), r]);
    rows.set(key, row);
  }
  const survived = f.results.filter((r) => r.problems.length === 0).length;
  const lines = [
    '## 1. Fault drills (section 4)',
    '',
    `Each case runs on its own IPC harness (the whole main-process handler layer, its own embedded sandbox and user-data folder), ` +
      `request time limit ${REQUEST_TIMEOUT_SECONDS} s (the minimum in Settings); latency and trickle faults hold the answer ${FAULT_MS} ms. ` +
      'A case survives when the employee sees the expected error code and a clear message, reads were retried within bounds (at most 3 attempts, only on ' +
      'time-outs, dropped connections and 503), writes were sent exactly once, and the journal agrees with the sandbox state: every write the sandbox ' +
      'accepted is journaled once as succeeded or unknown, and no journal "succeeded" lacks its sandbox record.',
    '',
    `**${survived}/${f.results.length} runs survived** (${rows.size} fault variants; cell: runs survived · what the employee got · attempts the sandbox saw · journal/sandbox for writes). Duration ${(f.durationMs / 1000).toFixed(0)} s.`,
    '',
    `| Fault | ${OPS.map((o) => o.label).join(' | ')} |`,
    `|---|${OPS.map(() => '---').join('|')}|`,
  ];
  for (const { c, byOp } of rows.values())
    lines.push(`| ${faultRowLabel(c)} | ${OPS.map((o) => faultCell(byOp.get(o.op) ?? [])).join(' | ')} |`);
  const failures = f.results.filter((r) => r.problems.length > 0);
  if (failures.length) {
    lines.push('', '**Problems:**', '');
    for (const r of failures.slice(0, 30)) lines.push(`- \`${r.id}\`: ${r.problems.join('; ')}`);
  }
  const unlogged = f.results.filter((r) => r.actual.loggedAttempts !== r.actual.attempts);
  lines.push(
    '',
    '### Phase choices the sandbox accepts but ignores',
    '',
    'README: "Errors strike before the operation runs; the others after it … Suffix `!before` / `!after` to choose." These rules are accepted by the CLI and the control API and recorded as faults in the request log, but:',
    '',
    '| Rule | Honoured | What happened |',
    '|---|---|---|',
    ...f.gaps.map((g) => `| \`${g.id}\` | ${g.honoured ? 'yes' : '**no**'} | ${g.detail} |`),
  );
  if (unlogged.length) {
    lines.push(
      '',
      `Also: in ${unlogged.length} runs (\`${[...new Set(unlogged.map((r) => caseId(r.case).replace(/@.*/, '')))].join('`, `')}\`) the sandbox's request log ` +
        "(`/_sandbox/requests`) did not show the requests the fault struck (a connection dropped before the operation is never logged); attempts were counted from the fault rule's own counter.",
    );
  }
  return lines.join('\n');
}

function crashSection(c: CrashDrillReport): string {
  return [
    '## 2. Crash drills (section 5)',
    '',
    "A child process runs one employee's main-process services (the handler layer with its journal and API client, `tests/reliability/drills/fixtures/app-child.ts`) " +
      'and fires writes (Op2, Op3, Op4; 3 at a time) at the sandbox CLI running in another process. At a random moment (0–600 ms into the burst) `kill -9` hits ' +
      'the app, the sandbox, or both; both restart on the same folders (the sandbox on the same port; the app logs in again). After every kill: the sandbox ' +
      'state file and the journal are read back, every write acknowledged to the employee must be in the sandbox exactly once and journaled as succeeded, every ' +
      'write in the sandbox journaled once as succeeded or unknown, no "succeeded" without its record. Every 4th app death a torn half line is appended to the ' +
      'journal (what a crash mid-append leaves; SIGKILL alone practically never tears a line): the next start must skip and report it.',
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Kills survived | **${c.survived}/${c.kills}** (app ${c.byTarget.app}, sandbox ${c.byTarget.sandbox}, both ${c.byTarget.both}) |`,
    `| Restarts | app ${c.appStarts}, sandbox ${c.sandboxStarts} |`,
    `| Writes sent | ${c.writesSent} |`,
    `| Writes acknowledged to the employee | ${c.acknowledged} |`,
    `| Writes stored by the sandbox | ${c.acceptedBySandbox} (acknowledged + outcome unknown that did arrive) |`,
    `| Journal entries | ${c.journal.entries}: succeeded ${c.journal.succeeded}, failed ${c.journal.failed} (refused while the sandbox was down or its token gone), unknown ${c.journal.unknown} |`,
    `| **Acknowledged writes lost** | **${c.lost}** |`,
    `| **Writes stored or journaled twice** | **${c.duplicated}** |`,
    `| Stored but not journaled as succeeded/unknown | ${c.unjournaled} |`,
    `| Journaled "succeeded" without a sandbox record | ${c.phantom} |`,
    `| Records or entries no sent write explains | ${c.unexplained} |`,
    `| Torn journal lines injected / skipped and reported (\`readReport.skippedLines\`) | ${c.tornLinesInjected} / ${c.skippedLinesReported} |`,
    `| Leftover sandbox temp files (\`.*.tmp\`, atomic writes cut by a kill) | ${c.strayTempFiles} |`,
    `| Seed / duration | ${c.seed} / ${(c.durationMs / 1000).toFixed(0)} s |`,
    ...(c.problems.length ? ['', '**Problems:**', '', ...c.problems.slice(0, 30).map((p) => `- ${p}`)] : []),
  ].join('\n');
}

function loadSection(l: LoadDrillReport): string {
  const ops = Object.entries(l.perOperation).sort(([a], [b]) => Number(a.slice(2)) - Number(b.slice(2)));
  return [
    '## 3. Load (section 6)',
    '',
    `${l.employees} simulated employees, each a complete handler layer (own user-data folder, settings, journal, session, API client; logged in), ` +
      'all on ONE sandbox running in its own process (with persistence on), in the same Node process as each other. Each one loops: 75 % reads ' +
      '(Op8 over all demo customers, Op9, Op10, Op12, Op13, Op15, Op20, Op21), 25 % writes (Op2, Op3, Op4, each with a unique payload), 50–250 ms between actions. ' +
      'Latency is measured from the IPC call to its answer (validation, journal fsyncs, HTTP, tolerant reader). All employees share one Node process ' +
      '(on a branch each has a machine): its event loop, with two synchronous journal fsyncs per write, is usually what saturates first; see the CPU line.',
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Employees × duration | ${l.employees} × ${(l.durationMs / 1000).toFixed(1)} s |`,
    `| Requests | ${l.requests} (reads ${l.reads}, writes ${l.writes}) |`,
    `| Throughput | **${l.requestsPerSecond} req/s** |`,
    `| Unexpected errors | **${l.errors}**${l.errors ? ` ${JSON.stringify(l.errorCodes)}` : ''} |`,
    `| Latency, all | p50 **${l.latency.all.p50} ms**, p99 **${l.latency.all.p99} ms**, max ${l.latency.all.max} ms |`,
    `| Latency, reads | p50 ${l.latency.reads.p50} ms, p99 ${l.latency.reads.p99} ms |`,
    `| Latency, writes | p50 ${l.latency.writes.p50} ms, p99 ${l.latency.writes.p99} ms |`,
    `| Writes acknowledged / stored by the sandbox | ${l.writesAcknowledged} / ${l.writesAccepted} |`,
    `| **Writes lost / duplicated** | **${l.lost} / ${l.duplicated}** |`,
    `| Setup (${l.employees} sessions + logins) | ${l.setupMs} ms |`,
    `| CPU used during the run | employees' process ${l.cpuSeconds.employees} s (event loop busy ${Math.round(l.employeesEventLoopUtilization * 100)} % of the time), sandbox process ${l.cpuSeconds.sandbox ?? '?'} s |`,
    `| Sandbox state at the end | ${(l.sandboxStateBytes / 1024).toFixed(0)} KiB (rewritten whole and fsynced on every write, D28) |`,
    '',
    'Over time:',
    '',
    '| Window | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    ...l.windows.map((w) => `| ${w.fromS}–${w.toS} s | ${w.requestsPerSecond} | ${w.p50} | ${w.p99} |`),
    '',
    '| Operation | Calls | p50 ms | p99 ms | max ms |',
    '|---|---|---|---|---|',
    ...ops.map(([op, s]) => `| ${op} | ${s.count} | ${s.p50} | ${s.p99} | ${s.max} |`),
    ...(l.problems.length ? ['', '**Problems:**', '', ...l.problems.slice(0, 30).map((p) => `- ${p}`)] : []),
  ].join('\n');
}

function diskSection(results: DiskCaseResult[]): string {
  const survived = results.filter((r) => r.problems.length === 0).length;
  return [
    '## 4. Disk drills',
    '',
    'Each case runs on its own IPC harness. The suite runs as root (chmod does not stop root, and no small tmpfs can be mounted), so the ' +
      'conditions are injected through the file-system port: `disk-full` = ENOSPC after a short write, `read-only` = EROFS. A case survives when ' +
      'the employee is told the reason and the file or folder (never "unexpected error, try again"), nothing is sent without a journal record, an ' +
      'answer that arrived is never reported as failed (a warning carries the protocol instead, and the same write again is stopped as a duplicate), ' +
      'no file is left half-written (settings.json unchanged, no `.tmp`, no `.partial`), and journal and sandbox agree (nothing lost or duplicated).',
    '',
    `**${survived}/${results.length} cases survived.**`,
    '',
    '| Where | Fault | What the employee got | Stored / acknowledged | Result |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.target} | \`${r.fault}\` | ${r.outcome}: ${r.message.replace(/\/tmp\/[^ ]+?\/(?=[a-z-]+(\.json|\.jsonl|\/))/g, '…/').replace(/\|/g, '\\|')} | ${r.stored ?? '–'} / ${r.acknowledged ?? '–'} | ${r.problems.length === 0 ? '✅' : `❌ ${r.problems.join('; ')}`} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const started = performance.now();
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}`;
  // The machine may be shared (other test runs): say how busy it was, the load figures depend on it.
  const busy = () => loadavg()[0]!.toFixed(1);
  const loadAtStart = busy();
  say(`máquina: ${machine}; carga média ${loadAtStart}`);

  let faults: FaultSummary | undefined;
  let crash: CrashDrillReport | undefined;
  let load: LoadDrillReport | undefined;
  let disk: DiskCaseResult[] | undefined;
  if (only.has('faults')) faults = await faultDrills();
  if (only.has('crash')) {
    const kills = Number(values.kills);
    say(`quedas: ${kills} kill -9`);
    crash = await runCrashDrill({ kills, seed, log: say });
  }
  if (only.has('load')) {
    load = await runLoadDrill({
      employees: Number(values.employees),
      durationMs: Number(values['load-seconds']) * 1000,
      seed: seed + 1,
      log: say,
    });
  }
  if (only.has('disk')) {
    say('disco: disco cheio e pasta somente leitura no diário, nas configurações e nas exportações');
    disk = await runDiskDrill({
      onResult: (r) => say(`disco ${r.id}: ${r.problems.length ? `PROBLEMAS: ${r.problems.join('; ')}` : 'ok'}`),
    });
  }

  const faultProblems = faults?.results.filter((r) => r.problems.length > 0).length ?? 0;
  const diskProblems = disk?.filter((r) => r.problems.length > 0).length ?? 0;
  const ok =
    faultProblems === 0 &&
    (crash?.problems.length ?? 0) === 0 &&
    (load?.problems.length ?? 0) === 0 &&
    diskProblems === 0;
  const summary = [
    '| Drill | Result |',
    '|---|---|',
    faults
      ? `| Fault drills | ${faults.results.length - faultProblems}/${faults.results.length} runs survived (6 fault kinds × 2 reads + 4 writes, phases, transient faults) |`
      : '| Fault drills | not run |',
    crash
      ? `| Crash drills | ${crash.survived}/${crash.kills} kill -9 survived; ${crash.acknowledged} writes acknowledged, **${crash.lost} lost, ${crash.duplicated} duplicated** |`
      : '| Crash drills | not run |',
    load
      ? `| Load | ${load.employees} employees × ${(load.durationMs / 1000).toFixed(0)} s: ${load.requests} requests, ${load.errors} errors, p50 ${load.latency.all.p50} ms, p99 ${load.latency.all.p99} ms, ${load.requestsPerSecond} req/s; **${load.lost} lost, ${load.duplicated} duplicated** |`
      : '| Load | not run |',
    disk
      ? `| Disk | ${disk.length - diskProblems}/${disk.length} cases survived (full disk and read-only folder × journal before sending / after the answer, settings, export file, journal before an export) |`
      : '| Disk | not run |',
  ];
  const markdown = [
    '# Drill results',
    '',
    `Written by \`npm run drills\` (\`scripts/drills.ts\`; short versions of the same drills run in \`npm test\`, \`tests/reliability/drills\`). Do not edit by hand: run it again.`,
    '',
    `- Date: ${startedAt.toISOString()} (took ${((performance.now() - started) / 60000).toFixed(1)} min)`,
    `- Machine: ${machine}; 1-minute load average ${loadAtStart} at the start, ${busy()} at the end (other processes share the machine)`,
    `- Command: \`npm run drills -- --kills ${values.kills} --employees ${values.employees} --load-seconds ${values['load-seconds']} --fault-reps ${values['fault-reps']} --seed ${values.seed}\``,
    `- Verdict: ${ok ? '**all drills passed**' : '**PROBLEMS FOUND** (see below)'}`,
    '',
    ...summary,
    '',
    ...(faults ? [faultSection(faults), ''] : []),
    ...(crash ? [crashSection(crash), ''] : []),
    ...(load ? [loadSection(load), ''] : []),
    ...(disk ? [diskSection(disk), ''] : []),
  ].join('\n');
  const out = resolve(process.cwd(), values.out);
  writeFileSync(out, markdown);
  say(`resultados em ${out}: ${ok ? 'tudo certo' : 'PROBLEMAS'}`);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
