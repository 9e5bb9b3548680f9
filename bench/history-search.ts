/**
 * Benchmark 9: History at scale (issue 28 item 3, D340, D420, D555). A journal of N entries (200,000; archived
 * segments of the app's size), side by side in one run:
 * - the start: the journal opened with its newest segments read on main (its constructor) and in the index's thread
 *   (openJournal, D727), main's CPU and stall each way; then how long until the index (built in its thread) answers;
 * - searches by full CPF, masked CPF, name and text, and the "Hoje" and protocol filters, through the History
 *   service as the IPC handler calls it (answered by the index in its thread), with main's event-loop delay
 *   (monitorEventLoopDelay, max and p99) during each, and main's own share (the newest segments it holds in
 *   memory, filtered beside the thread's answer);
 * - the export of every entry (CSV and .xlsx) through the export service as the IPC handler calls it: written by the
 *   journal index's thread, main piping the transferred chunks into the file (D555), with main's event-loop delay;
 * - with `--linear`, the linear reading of the segments on main (what History did before D340) beside each search.
 *
 *   npx tsx bench/history-search.ts [entries] [--quick] [--linear]     (`--quick`: 20,000 entries)
 *
 * The journal is generated once per size into the system's temporary folder and reused by later runs.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { JournalFilter } from '../src-shared/ipc';
import type { ExportFormat } from '../src-shared/ipc/inputs';
import { nodeFileSystem } from '../src-shared/node/file-system';
import { PartialExports } from '../src-main/export/partial-exports';
import type { FingerprintKeyring } from '../src-main/journal/fingerprint-key';
import { OperationsJournal } from '../src-main/journal/journal';
import { type ArchiveSearch, journalIndexThread } from '../src-main/journal/journal-index-client';
import { openJournal } from '../src-main/journal/journal-open';
import { searchProbeOf } from '../src-main/journal/journal-search';
import type { CpfReveals } from '../src-main/services/cpf-reveals';
import { ExportService } from '../src-main/services/export-service';
import { HistoryService } from '../src-main/services/history-service';
import type { MovementsService } from '../src-main/services/movements-service';
import type { OperationsService } from '../src-main/services/operations-service';
import type { SessionService } from '../src-main/services/session-service';
import { cpfOf, ENTRY_GAP_MS, JOURNAL_KEY, writeJournalOfSize } from '../tests/support/journal-of-size';
import { watched } from '../tests/support/event-loop-stall';
import { emitReport, type Goal, QUICK, runMain, type Table } from './lib/report';

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (QUICK ? 20_000 : 200_000));
const LINEAR = process.argv.includes('--linear');
const SEARCH_GOAL_MS = 100;
const STALL_GOAL_MS = 50;
const KEY = JOURNAL_KEY;

const dir = join(tmpdir(), `balcao-history-bench-${N}`);
const path = join(dir, 'journal.jsonl');
const START = Date.parse('2024-01-02T12:00:00.000Z');
const now = START + N * ENTRY_GAP_MS;
const clock = () => new Date(now);

/** The journal of N entries, written once per size. */
function journalOfSize(): { reused: boolean; writtenMs: number } {
  const complete = join(dir, 'complete');
  const started = performance.now();
  if (existsSync(complete)) return { reused: true, writtenMs: 0 };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeJournalOfSize(path, N, START);
  writeFileSync(complete, '');
  return { reused: false, writtenMs: performance.now() - started };
}

/** Main's own share of a search: the same journal with an archive that answers nothing at once. */
const nothingArchived: ArchiveSearch = {
  query: () => Promise.resolve({ entries: [], decoded: 0, indexed: 0 }),
  open: () => Promise.resolve({ total: 0, next: () => Promise.resolve([]), close: () => undefined }),
  warm: () => Promise.resolve(),
  forget: () => undefined,
};

interface Measured {
  ms: number;
  count: number;
  maxMs: number;
  p99Ms: number;
  /** Main's garbage collections meanwhile: the longest pause and their sum (ms). */
  gcMaxMs: number;
  gcMs: number;
}

/** Main's event-loop delay while `run` runs, how long it took, and what it counted. */
async function measure(run: () => Promise<number> | number): Promise<Measured> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let gcMaxMs = 0;
  let gcMs = 0;
  const tally = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
      gcMs += entry.duration;
    }
  };
  const gc = new PerformanceObserver((list) => tally(list.getEntries()));
  gc.observe({ entryTypes: ['gc'] });
  // A turn first, so the monitor's timer is armed before the work starts.
  await new Promise((resolve) => setImmediate(resolve));
  const t0 = performance.now();
  const count = await run();
  const ms = performance.now() - t0;
  // And one after: a stall at the very end is recorded too.
  await new Promise((resolve) => setTimeout(resolve, 10));
  delay.disable();
  // Entries not yet handed to the callback are taken too.
  tally(gc.takeRecords());
  gc.disconnect();
  return { ms, count, maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, gcMaxMs, gcMs };
}

/** The History service as main-services builds it: the journal real, the employee signed in, the search key fixed. */
class ObservedHistory extends HistoryService {
  /** Whether the last export was written by the index's thread (D555) rather than from main's pages (its fallback). */
  lastHeld: boolean | undefined;

  override async exportRows(filter: JournalFilter): ReturnType<HistoryService['exportRows']> {
    const rows = await super.exportRows(filter);
    this.lastHeld = rows.held !== undefined;
    return rows;
  }
}

const session = {
  requireUser: () => ({ login: 'maria.souza', environment: 'sandbox' }),
  info: () => ({ loggedIn: true, environment: 'sandbox', user: { name: null, login: 'maria.souza' } }),
} as unknown as SessionService;
const keyring = { current: () => Promise.resolve(KEY) } as unknown as FingerprintKeyring;

const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
const f1 = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const stallCell = (m: Measured) => `${f1(m.maxMs)} / ${f1(m.p99Ms)}`;
const FORMATS: Array<[ExportFormat, string]> = [
  ['excel-br', 'CSV (Excel BR)'],
  ['xlsx', 'Excel (.xlsx)'],
];

type OpenWay = 'main' | 'thread';
interface Opened {
  ms: number;
  /** Main's own CPU while the journal opened (ms). */
  cpuMs: number;
  /** The longest stall of main's event loop by its own work meanwhile (ms, event-loop-stall.ts). */
  stallMs: number;
}

/** Opens the journal one way, with main's CPU and longest stall meanwhile. */
async function opening(way: OpenWay): Promise<{ opened: OperationsJournal; measured: Opened }> {
  const { value, ms, cpuMs, stall } = await watched(() =>
    way === 'main' ? new OperationsJournal(path, clock) : openJournal(path, clock),
  );
  return { opened: value, measured: { ms, cpuMs, stallMs: stall.busyMs } };
}

/** The run whose main's CPU is the median of the three. */
function median(runs: Opened[]): Opened {
  return runs.slice().sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(runs.length / 2)]!;
}

async function main(): Promise<void> {
  const started = performance.now();
  const written = journalOfSize();
  const loadBefore = loadavg();
  const cpf = cpfOf(1234 * 7919);
  const today = new Date(now).toISOString().slice(0, 10);
  const cases: Array<[string, JournalFilter]> = [
    ['full CPF', { text: cpf, limit: 500 }],
    ['masked CPF', { text: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`, limit: 500 }],
    ['name (2 words)', { text: 'patricia ribeiro', limit: 500 }],
    ['text, rare (a protocol)', { text: 'sin000012345', limit: 500 }],
    ['text, no match', { text: 'nada disso', limit: 500 }],
    ['Hoje', { from: today, to: today, limit: 500 }],
    ['protocol filter', { protocol: '0001234', limit: 500 }],
  ];

  // The start, side by side in this process (alternated, each way three times): the journal read on main by its
  // constructor, and read in the index's thread by openJournal (D727), what the app does.
  const opens: Record<OpenWay, Opened[]> = { main: [], thread: [] };
  let kept: OperationsJournal | undefined;
  for (let round = 0; round < 3; round++) {
    for (const way of round % 2 ? (['thread', 'main'] as const) : (['main', 'thread'] as const)) {
      const { opened, measured } = await opening(way);
      opens[way].push(measured);
      if (way === 'thread' && round === 2) kept = opened;
      else opened.close();
    }
  }
  const journal = kept!;
  const inMemory = journal.readReport.entries;
  const openMain = median(opens.main);
  const openThread = median(opens.thread);
  const history = new ObservedHistory(journal, session, keyring, {} as CpfReveals);
  const warm = await measure(async () => {
    await journalIndexThread.warm(path);
    return 0;
  });
  const first = await measure(async () => (await history.list(cases[0]![1])).entries.length);

  const ownJournal = new OperationsJournal(path, clock, { archiveSearch: nothingArchived });
  const mainShare = new HistoryService(ownJournal, session, keyring, {} as CpfReveals);
  const searches: Array<{ label: string; indexed: Measured; own: Measured; linear?: Measured }> = [];
  for (const [label, filter] of cases) {
    const indexed = await measure(async () => (await history.list(filter)).entries.length);
    const own = await measure(async () => (await mainShare.list(filter)).entries.length);
    const probe = filter?.text ? searchProbeOf(KEY, filter.text) : undefined;
    const linear = LINEAR ? await measure(() => journal.list(filter, probe).length) : undefined;
    searches.push({ label, indexed, own, ...(linear ? { linear } : {}) });
  }
  ownJournal.close();

  const out = mkdtempSync(join(tmpdir(), 'balcao-history-export-'));
  // The export's own record goes to a journal of its own, so the measured journal stays N entries from run to run.
  const records = new OperationsJournal(join(out, 'records.jsonl'), clock);
  let file = '';
  const exports = new ExportService(
    {} as OperationsService,
    {} as MovementsService,
    history,
    session,
    records,
    { chooseSavePath: () => Promise.resolve(file) },
    clock,
    () => ({ company: 'Bench', language: 'pt-BR' as const }),
    { files: nodeFileSystem, partials: new PartialExports(join(out, 'partials.json'), nodeFileSystem) },
  );
  const exported: Array<{ label: string; m: Measured; bytes: number; held: boolean | undefined }> = [];
  for (const [format, label] of FORMATS) {
    file = join(out, `historico.${format === 'xlsx' ? 'xlsx' : 'csv'}`);
    history.lastHeld = undefined;
    let bytes = 0;
    const m = await measure(async () => {
      const result = await exports.exportFile({ kind: 'history', format, filter: {} });
      bytes = result.bytes;
      return result.rows;
    });
    exported.push({ label, m, bytes, held: history.lastHeld });
  }
  records.close();
  rmSync(out, { recursive: true, force: true });
  journal.close();
  const loadAfter = loadavg();

  const tables: Table[] = [
    {
      title: `Start: a journal of ${f0(N)} entries opening (main's stall: max / p99 in ms; for the opening, the longest stall of main's own work, median of three)`,
      columns: ['Step', 'Time (ms)', "Main's stall"],
      rows: [
        [
          `the journal opens, read on main by its constructor (before D727; ${f0(inMemory)} entries of the newest segments in memory)`,
          f0(openMain.ms),
          `${f1(openMain.stallMs)}; main's CPU ${f1(openMain.cpuMs)} ms`,
        ],
        [
          "the journal opens, read in the index's thread (openJournal, D727), main taking a page of entries per message",
          f0(openThread.ms),
          `${f1(openThread.stallMs)}; main's CPU ${f1(openThread.cpuMs)} ms`,
        ],
        ['the index builds in its thread', f0(warm.ms), stallCell(warm)],
        ['the first search (full CPF) after that', f0(first.ms), stallCell(first)],
      ],
    },
    {
      title: `Searches of ${f0(N)} entries (limit 500), as History asks them: time (ms), entries found, main's event-loop delay max / p99 (ms)`,
      columns: [
        'Search',
        'Time, index in its thread (D340)',
        'Found',
        "Main's stall",
        "Main's own share (newest segments, in memory)",
        ...(LINEAR ? ['Linear reading on main (before D340)'] : []),
      ],
      rows: searches.map((s) => [
        s.label,
        f0(s.indexed.ms),
        f0(s.indexed.count),
        stallCell(s.indexed),
        f0(s.own.ms),
        ...(LINEAR ? [s.linear ? f0(s.linear.ms) : '—'] : []),
      ]),
    },
    {
      title: `Export of every entry (${f0(N)}) through the export service: time (ms), main's event-loop delay max / p99 (ms)`,
      columns: ['Export', 'Time', 'Rows', 'Size', "Main's stall", "Main's GC: longest / sum", 'Written by'],
      rows: exported.map((e) => [
        e.label,
        f0(e.m.ms),
        f0(e.m.count),
        `${f1(e.bytes / 1024 / 1024)} MiB`,
        stallCell(e.m),
        `${f1(e.m.gcMaxMs)} / ${f1(e.m.gcMs)}`,
        e.held === undefined
          ? 'not known'
          : e.held
            ? "the index's thread (D555)"
            : "main, from the thread's pages (fallback)",
      ]),
    },
  ];
  const goals: Goal[] = [
    {
      id: '9',
      goal: `No stall of main over ${STALL_GOAL_MS} ms: the journal of ${f0(N)} entries opens (openJournal, D727)`,
      target: `≤ ${STALL_GOAL_MS} ms`,
      measured: `${f1(openThread.stallMs)} ms (main's CPU ${f1(openThread.cpuMs)} ms in all)`,
      met: openThread.stallMs <= STALL_GOAL_MS,
    },
    ...searches.map((s) => ({
      id: '9',
      goal: `History search at ${f0(N)} entries: ${s.label}`,
      target: `≤ ${SEARCH_GOAL_MS} ms`,
      measured: `${f0(s.indexed.ms)} ms`,
      met: s.indexed.ms <= SEARCH_GOAL_MS,
    })),
    ...searches.map((s) => ({
      id: '9',
      goal: `No stall of main over ${STALL_GOAL_MS} ms: History search at ${f0(N)} entries, ${s.label}`,
      target: `≤ ${STALL_GOAL_MS} ms`,
      measured: `${f1(s.indexed.maxMs)} ms max`,
      met: s.indexed.maxMs <= STALL_GOAL_MS,
    })),
    ...exported.map((e) => ({
      id: '9',
      goal: `No stall of main over ${STALL_GOAL_MS} ms: History export of ${f0(N)} entries, ${e.label}`,
      target: `≤ ${STALL_GOAL_MS} ms`,
      measured: `${f1(e.m.maxMs)} ms max (${f0(e.m.ms)} ms in all)`,
      met: e.m.maxMs <= STALL_GOAL_MS,
    })),
  ];
  const cause = {
    load: loadAfter[0]!,
    inMemory,
    warmMs: warm.ms,
    searches,
    exported,
  };
  for (const goal of goals) if (goal.met === false) goal.analysis = missedBecause(goal, cause);
  emitReport({
    id: '9-history',
    title: `9. History at ${f0(N)} entries: search and export`,
    durationMs: performance.now() - started,
    tables,
    goals,
    notes: [
      `Journal: ${f0(N)} entries, ${written.reused ? 'reused from an earlier run' : `written in ${f1(written.writtenMs / 1000)} s`} (into ${tmpdir()}).`,
      `Load average (1 min) before → after: ${loadBefore[0]!.toFixed(1)} → ${loadAfter[0]!.toFixed(1)} on ${cpus().length} cores; Node ${process.version}.`,
      "Searches go through HistoryService.list and exports through ExportService.exportFile, what the IPC handlers call (the save dialog answers a temporary path; the export's own record goes to a journal of its own). Main's own share is the same search over a journal whose archive answers nothing: what main filters itself, beside the thread's answer.",
    ],
    data: { N, opens, inMemory, warm, first, searches, exported },
  });
}

/** Why a goal of this benchmark was missed, from what the run measured (the machine's load first). */
function missedBecause(
  goal: Goal,
  run: {
    load: number;
    inMemory: number;
    warmMs: number;
    searches: Array<{ label: string; indexed: Measured; own: Measured }>;
    exported: Array<{ label: string; m: Measured; held: boolean | undefined }>;
  },
): string {
  const machine =
    run.load > cpus().length
      ? `The machine's load was ${run.load.toFixed(1)} on ${cpus().length} cores: the index's thread shares a core with main and other work, so its times stretch and a stall of main includes the time the scheduler gave other processes. `
      : '';
  const search = run.searches.find((s) => goal.goal.endsWith(s.label));
  if (search && goal.goal.startsWith('History search')) {
    return `${machine}Of its ${f0(search.indexed.ms)} ms, main's own share (the newest segments it holds, filtered on main) took ${f0(search.own.ms)} ms; the rest is the index thread's answer and its transfer (the index built in ${f0(run.warmMs)} ms before the first search).`;
  }
  if (search) {
    return `${machine}Main's own share of this search, the newest segments filtered on main, took ${f0(search.own.ms)} ms; a stall beyond that is garbage collection of the answer's entries or the scheduler.`;
  }
  const exported = run.exported.find((e) => goal.goal.endsWith(e.label));
  if (exported?.held === false) {
    return `${machine}The index's thread did not write this export: main took its pages and encoded every row itself (the fallback of D555), which is what holds it.`;
  }
  if (!exported) return machine;
  const gc = `main's longest garbage collection meanwhile was ${f1(exported.m.gcMaxMs)} ms (${f1(exported.m.gcMs)} ms in all)`;
  return `${machine}The file was written by the index's thread (D555): main sent its ${f0(run.inMemory)} newest entries to that thread once, then only piped the transferred chunks into the file (at most four ahead). Of the ${f1(exported.m.maxMs)} ms stall, ${gc}; what garbage collection does not explain is the scheduler or main's share above, not the rows' encoding.`;
}

runMain(main);
