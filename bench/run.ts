/**
 * `npm run bench`: every benchmark of bench/, one child process each (so one
 * cannot warm up or bloat the next), then a summary table on the console and
 * bench/RESULTS.md with the machine's description.
 *
 *   npm run bench                 all of them (~10 minutes on 2 cores)
 *   npm run bench -- --quick      fewer repetitions, smaller sizes: checks that everything runs
 *   npm run bench -- --only=1,3   some of them (by number)
 *   npm run bench -- --render     writes RESULTS.md again from the last run's reports (bench/out/results)
 *   npm run bench -- --render-section=7   only benchmark 7's section and summary rows, from its latest report
 *
 * Benchmarks are not tests: a missed goal is reported, not failed. The exit
 * code is non-zero only when a benchmark could not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { withAnalysis } from './lib/analysis';
import { describeMachine, type Machine, packageVersions } from './lib/machine';
import {
  type BenchReport,
  BENCH_OUT,
  BENCH_ROOT,
  PROJECT_ROOT,
  printTable,
  QUICK,
  renderTable,
  RESULTS_DIR,
  type Table,
  verdict,
} from './lib/report';
import { buildRenderer } from './lib/renderer-build';
import { replaceBenchmarkPart } from './lib/results-section';

const BENCHMARKS = [
  { n: '1', file: 'ipc-overhead.ts', id: '1-ipc-overhead' },
  { n: '2', file: 'movements-screen.ts', id: '2-movements-screen' },
  { n: '3', file: 'csv-export.ts', id: '3-csv-export' },
  { n: '4', file: 'startup.ts', id: '4-startup' },
  { n: '5', file: 'sandbox-load.ts', id: '5-sandbox-load' },
  { n: '7', file: 'statements-export.ts', id: '7-statements-export' },
  { n: '8', file: 'main-stalls.ts', id: '8-main-stalls' },
  { n: '9', file: 'history-search.ts', id: '9-history' },
];

function selected(): typeof BENCHMARKS {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!only) return BENCHMARKS;
  const wanted = new Set(only.split(','));
  return BENCHMARKS.filter((b) => wanted.has(b.n));
}

interface RunInfo {
  machineAtStart: Machine;
  machineAtEnd: Machine;
  loads: Array<{ id: string; before: number[]; after: number[] }>;
  failures: string[];
  durationMs: number;
}

function summaryOf(reports: BenchReport[]): Table {
  return {
    title: 'Goals',
    columns: ['#', 'Goal', 'Target', 'Measured', 'Status'],
    rows: reports.flatMap((r) => r.goals.map((g) => [g.id, g.goal, g.target, g.measured, verdict(g.met)])),
  };
}

function readReports(ids: string[]): BenchReport[] {
  return ids
    .map((id) => join(RESULTS_DIR, `${id}.json`))
    .filter((file) => existsSync(file))
    .map((file) => withAnalysis(JSON.parse(readFileSync(file, 'utf8')) as BenchReport));
}

/** RESULTS.md again from the reports of the last full run. */
function render(): void {
  const info = JSON.parse(readFileSync(join(RESULTS_DIR, '_run.json'), 'utf8')) as RunInfo;
  const reports = readReports(BENCHMARKS.map((b) => b.id));
  writeFileSync(join(BENCH_ROOT, 'RESULTS.md'), renderResults(reports, summaryOf(reports), info));
  console.log('Wrote bench/RESULTS.md from bench/out/results');
}

/**
 * `--render-section=7`: RESULTS.md keeps the last full run and gets benchmark 7's
 * section (and its rows of the summary) from its latest report, replaced in place
 * (lib/results-section.ts).
 * For a benchmark added or changed since the full run, run alone (`npx tsx bench/<file>`).
 */
function renderSection(n: string): void {
  const bench = BENCHMARKS.find((b) => b.n === n);
  if (!bench) throw new Error(`no benchmark ${n}`);
  const [report] = readReports([bench.id]);
  if (!report) throw new Error(`no report for ${bench.id} in bench/out/results: run it first`);
  const file = join(BENCH_ROOT, 'RESULTS.md');
  const goalRows = report.goals.map((g) => `| ${g.id} | ${g.goal} | ${g.target} | ${g.measured} | ${verdict(g.met)} |`);
  const section = [
    `## ${report.title}`,
    '',
    `_${(report.durationMs / 1000).toFixed(0)} s; run alone on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (\`npx tsx bench/${bench.file}\`), after the full run above._`,
    '',
  ];
  for (const table of report.tables) section.push(renderTable(table), '');
  for (const note of report.notes) section.push(`- ${note}`);
  for (const g of report.goals.filter((g) => g.analysis)) section.push(`- ${g.goal}: ${g.analysis}`);
  const missedBullets = [
    ...new Map(
      report.goals.filter((g) => g.met === false).map((g) => [g.analysis ?? g.goal, missedBullet(g)]),
    ).values(),
  ];
  writeFileSync(
    file,
    replaceBenchmarkPart(readFileSync(file, 'utf8'), {
      n,
      goalRows,
      goals: report.goals.map((g) => g.goal),
      missedBullets,
      section,
    }),
  );
  console.log(`Wrote benchmark ${n}'s section of bench/RESULTS.md from bench/out/results/${bench.id}.json`);
}

/** A missed goal in "Goals missed": what, measured against what, and why. */
function missedBullet(g: BenchReport['goals'][number]): string {
  return `- **${g.id}. ${g.goal}** — ${g.measured} (target ${g.target}). ${g.analysis ?? '(no analysis recorded)'}`;
}

async function main(): Promise<void> {
  if (process.argv.includes('--render')) return render();
  const section = process.argv.find((a) => a.startsWith('--render-section='))?.slice('--render-section='.length);
  if (section) return renderSection(section);
  const started = Date.now();
  const machineAtStart = describeMachine();
  mkdirSync(BENCH_OUT, { recursive: true });
  const partial = process.argv.some((a) => a.startsWith('--only='));
  // A partial run replaces only its own reports: `--render` then rebuilds RESULTS.md from the last full run plus these.
  if (!partial) rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const bench of selected()) rmSync(join(RESULTS_DIR, `${bench.id}.json`), { force: true });

  console.log(
    `Balcão benchmarks${QUICK ? ' (quick)' : ''}: ${machineAtStart.cores} cores, ${machineAtStart.memoryGiB} GiB, Node ${machineAtStart.node}, ${machineAtStart.chromium}`,
  );
  console.log('Building the renderer into bench/out/renderer (production build + manifest)…');
  await buildRenderer(join(BENCH_OUT, 'renderer'));

  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const failures: string[] = [];
  const loads: RunInfo['loads'] = [];
  for (const bench of selected()) {
    console.log(`\n>>> ${bench.file}`);
    const before = loadavg();
    const result = spawnSync(tsx, [join(BENCH_ROOT, bench.file), ...(QUICK ? ['--quick'] : [])], {
      stdio: 'inherit',
      cwd: PROJECT_ROOT,
      timeout: 15 * 60_000,
    });
    loads.push({ id: bench.id, before, after: loadavg() });
    if (result.status !== 0 || !existsSync(join(RESULTS_DIR, `${bench.id}.json`)))
      failures.push(`${bench.file}: ${result.error?.message ?? `exit ${result.status ?? result.signal}`}`);
  }
  const reports = readReports(selected().map((b) => b.id));
  const info: RunInfo = {
    machineAtStart,
    machineAtEnd: describeMachine(),
    loads,
    failures,
    durationMs: Date.now() - started,
  };
  const previousRun = join(RESULTS_DIR, '_run.json');
  if (partial && existsSync(previousRun)) {
    // Keep the full run's record, with this run's load figures in place of the rerun benchmarks'.
    const previous = JSON.parse(readFileSync(previousRun, 'utf8')) as RunInfo;
    const rerun = new Set(loads.map((l) => l.id));
    const merged: RunInfo = {
      ...previous,
      loads: [...previous.loads.filter((l) => !rerun.has(l.id)), ...loads],
      failures: [...previous.failures, ...failures],
    };
    writeFileSync(previousRun, JSON.stringify(merged, null, 2));
  } else writeFileSync(previousRun, JSON.stringify(info, null, 2));

  const summary = summaryOf(reports);
  console.log('\n================ SUMMARY ================');
  printTable({ ...summary, rows: summary.rows.map((row) => row.map((cell) => cell.replace(/\*\*/g, ''))) });
  if (failures.length > 0) console.log(`\nBenchmarks that could not run:\n  ${failures.join('\n  ')}`);

  if (QUICK || process.argv.some((a) => a.startsWith('--only='))) {
    console.log('\n(quick or partial run: bench/RESULTS.md left as it was; the reports are in bench/out/results/)');
  } else {
    writeFileSync(join(BENCH_ROOT, 'RESULTS.md'), renderResults(reports, summary, info));
    console.log('\nWrote bench/RESULTS.md');
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

function renderResults(reports: BenchReport[], summary: Table, info: RunInfo): string {
  const { machineAtStart: machine, machineAtEnd, loads, failures, durationMs } = info;
  const versions = packageVersions([
    'axios',
    'fastify',
    'zod',
    'react',
    '@mantine/core',
    'csv-stringify',
    'papaparse',
    'exceljs',
    'pdfkit',
    '@stoplight/prism-cli',
    'autocannon',
    'vite',
  ]);
  const lines: string[] = [];
  lines.push('# Balcão benchmarks: results');
  lines.push('');
  lines.push(
    `Generated by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${(durationMs / 60_000).toFixed(1)} minutes. Do not edit by hand: run it again.`,
  );
  lines.push('');
  lines.push('## Machine');
  lines.push('');
  lines.push(
    `- CPU: ${machine.cpuModel}, **${machine.cores} cores**; memory ${machine.memoryGiB} GiB (${machine.freeMemoryGiB} GiB free at start)`,
  );
  lines.push(`- OS: ${machine.os}`);
  lines.push(`- Node ${machine.node} (V8 ${machine.v8}); ${machine.chromium}; playwright-core ${machine.playwright}`);
  lines.push(
    `- Packages: ${Object.entries(versions)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')}`,
  );
  lines.push(
    `- Load average (1/5/15 min) at start ${machine.loadAverage.join(' / ')}, at end ${machineAtEnd.loadAverage.join(' / ')}; per benchmark (1 min, before → after): ${loads.map((l) => `${l.id.split('-')[0]}: ${l.before[0]!.toFixed(1)} → ${l.after[0]!.toFixed(1)}`).join(', ')}. ` +
      'A load above the core count means other work shared the machine: absolute times are then inflated, which is why every goal is a ratio of runs alternated in the same process, or a size, or a count.',
  );
  lines.push('');
  lines.push('## How to read this');
  lines.push('');
  lines.push(
    '- Every benchmark warms up, repeats, and reports the **median** with the interquartile range in parentheses (p25–p75), or the number of runs when there are few.',
  );
  lines.push(
    '- Comparisons (A vs B) are measured in the same process, alternating A and B (A B B A … or a rotating order), and stated as ratios of medians, never as absolute times from different runs.',
  );
  lines.push(
    "- Without Electron the app runs on the browser harness (tests/harness): the built renderer in Debian's Chromium with `window.api` bound to the real main-process handler layer and embedded sandbox. " +
      'IPC is then a Playwright binding (slower than Electron IPC: its share is reported where it matters), and Op12 payloads reach the page over loopback HTTP (bench/lib/browser-harness.ts), reported as "harness transfer" and kept out of every goal.',
  );
  lines.push(
    '- Benchmarks are not tests: `npm test` does not run them. The deterministic budgets are tests: `tests/budgets/` (initial JS and CSS of the first screen; every Mantine package’s stylesheet loaded), `tests/e2e/budget-movements.spec.ts` (DOM rows of the 100,000-row table; the last of 1,000,000 rows reachable by scrolling), `tests/main/export/csv-writer.test.ts` (the exporter streams 1,000,000 rows).',
  );
  lines.push('');
  lines.push(
    "Run: `npm run bench` (all, ~8–10 minutes on 2 cores), `npm run bench -- --quick` (a smoke run, RESULTS.md untouched), `npm run bench -- --only=3`, `npm run bench -- --render` (this file again from the last run's reports). Each benchmark also runs alone: `npx tsx bench/csv-export.ts`.",
  );
  lines.push('');
  lines.push('## Summary');
  lines.push('');
  lines.push(renderTable(summary));
  lines.push('');
  if (failures.length > 0) {
    lines.push(`**Benchmarks that could not run:** ${failures.join('; ')}`);
    lines.push('');
  }
  const missed = reports.flatMap((r) => r.goals).filter((g) => g.met === false);
  if (missed.length > 0) {
    lines.push('## Goals missed: why, and what would fix them');
    lines.push('');
    const seen = new Set<string>();
    for (const g of missed) {
      const text = g.analysis ?? '(no analysis recorded)';
      if (seen.has(text)) continue;
      seen.add(text);
      lines.push(missedBullet(g));
    }
    lines.push('');
  }
  for (const report of reports) {
    lines.push(`## ${report.title}`);
    lines.push('');
    lines.push(`_${(report.durationMs / 1000).toFixed(0)} s._`);
    lines.push('');
    for (const table of report.tables) {
      lines.push(renderTable(table));
      lines.push('');
    }
    const analyses = report.goals.filter((g) => g.met !== false && g.analysis);
    for (const note of report.notes) lines.push(`- ${note}`);
    for (const g of analyses) lines.push(`- ${g.goal}: ${g.analysis}`);
    lines.push('');
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
