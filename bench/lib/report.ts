/**
 * What each benchmark hands to bench/run.ts: tables to print, goals with
 * their verdict, notes. Each benchmark runs in its own process and writes its
 * report as JSON (bench/out/results/<id>.json); run.ts assembles RESULTS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BENCH_ROOT = resolve(__dirname, '..');
export const PROJECT_ROOT = resolve(BENCH_ROOT, '..');
export const BENCH_OUT = join(BENCH_ROOT, 'out');
export const RESULTS_DIR = join(BENCH_OUT, 'results');

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface Goal {
  /** "1", "2a"…: the numbering. */
  id: string;
  goal: string;
  target: string;
  measured: string;
  /** null: informative, or could not be measured. */
  met: boolean | null;
  /** Why, and what would fix it (always given for a miss). */
  analysis?: string;
}

export interface BenchReport {
  id: string;
  title: string;
  durationMs: number;
  tables: Table[];
  goals: Goal[];
  notes: string[];
  /** Raw numbers, for whoever wants to look again. */
  data?: unknown;
}

export function renderTable(table: Table): string {
  const head = `| ${table.columns.join(' | ')} |`;
  // Right-align the columns whose cells are all numbers ("1,234 (1,100–1,300)", "×2.5", "+12 µs").
  const numeric = (cell: string) => /^[\s\d,.×+−\-–()%µmsKMiBGb/]*$/.test(cell.replace(/\*\*/g, '')) && /\d/.test(cell);
  const rule = `|${table.columns.map((_, i) => (i > 0 && table.rows.length > 0 && table.rows.every((r) => numeric(r[i] ?? '')) ? '---:' : '---')).join('|')}|`;
  const body = table.rows.map((r) => `| ${r.join(' | ')} |`);
  return [`**${table.title}**`, '', head, rule, ...body].join('\n');
}

/** Plain-text table for the console. */
export function printTable(table: Table): void {
  const widths = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${table.title}`);
  console.log(line(table.columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table.rows) console.log(line(row));
}

export function verdict(met: boolean | null): string {
  return met === null ? 'info' : met ? 'met' : '**MISSED**';
}

/** Writes the report where run.ts looks for it, and prints it. */
export function emitReport(report: BenchReport): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${report.id}.json`), JSON.stringify(report, null, 2));
  console.log(`\n=== ${report.title} (${(report.durationMs / 1000).toFixed(1)} s) ===`);
  for (const table of report.tables) printTable(table);
  for (const goal of report.goals)
    console.log(`goal ${goal.id}: ${goal.goal}: ${goal.measured} (target ${goal.target}) → ${verdict(goal.met)}`);
  for (const note of report.notes) console.log(`note: ${note}`);
}

/** `--quick` shortens every benchmark (fewer repetitions, smaller sizes) to check that it runs. */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** Runs a benchmark's main, reporting a failure with a non-zero exit. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** One measurement in a child process, `tsx <file> <args…>`: the JSON its last line of stdout holds. */
export function measureInChild<T>(file: string, args: readonly string[], timeoutMs: number): T {
  const out = execFileSync(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [file, ...args], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
    timeout: timeoutMs,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}
