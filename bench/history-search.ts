/**
 * History at scale (issue 28 item 3, D340, D420): a journal of N entries (default 200,000; archived segments of
 * the app's size), side by side in one run:
 * - the start: main's stall while the journal opens, and how long until the index (built in its thread) answers;
 * - searches by full CPF, masked CPF, name and text, and the "Hoje" and protocol filters, answered by the index in
 *   its thread, with main's event-loop delay (monitorEventLoopDelay, max and p99) during each, and main's own share
 *   (the newest segments it holds in memory, filtered beside the thread's answer);
 * - the export of every entry (CSV and .xlsx, through the app's writers), its rows taken a page at a time from the
 *   thread (D420), with main's event-loop delay during it;
 * - with `--linear`, the linear reading of the segments on main (what History did before D340) beside each search.
 *
 *   tsx bench/history-search.ts [entries] [--linear]
 *
 * The journal is generated once per size into the system's temporary folder and reused by later runs.
 * Prints Markdown (pasted into bench/RESULTS.md, "History" section) and the machine's load.
 */
import * as fs from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { historyColumns } from '../src-main/export/csv-columns';
import { writeCsvFile } from '../src-main/export/csv-writer';
import { statementHeading } from '../src-main/export/statement-heading';
import { writeXlsxFile } from '../src-main/export/xlsx-writer';
import { OperationsJournal } from '../src-main/journal/journal';
import { type ArchiveSearch, journalIndexThread, MAX_PAGE_ENTRIES } from '../src-main/journal/journal-index-client';
import { searchKeysOf, searchProbeOf, type SearchKeys } from '../src-main/journal/journal-search';
import type { JournalFilter } from '../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../src-main/journal/request-fingerprint';
import { toJournalView } from '../src-main/journal/journal-entry-view';

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 200_000);
const LINEAR = process.argv.includes('--linear');
const secret = Buffer.alloc(32, 3);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
const NAMES = [
  'Patrícia Luiza Ribeiro',
  'Maria da Silva Santos',
  'João Ribeiro',
  'Ana Paula Souza',
  'Carlos Eduardo Lima',
];
const CUSTOMERS = 2_000;

/** A valid CPF from a number (check digits computed). */
function cpfOf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).padStart(9, '0');
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

const dir = join(tmpdir(), `balcao-history-bench-${N}`);
const path = join(dir, 'journal.jsonl');
const complete = join(dir, 'complete');
// Written without fsyncs: the bench measures reading, and N fsynced appends take the machine for minutes.
const files = { ...fs, fsyncSync: () => undefined };
const START = Date.parse('2024-01-02T12:00:00.000Z');
let now = START + N * 4 * 60_000;
const clock = () => new Date(now);
const started = performance.now();
const reused = existsSync(complete);
if (!reused) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  now = START;
  // Each customer's keyed hashes made once: what is measured is reading, not the writing of the journal.
  const keys = new Map<number, { cpf: string; search: SearchKeys }>();
  const journal = new OperationsJournal(path, clock, { files });
  for (let n = 0; n < N; n++) {
    const customer = n % CUSTOMERS;
    let known = keys.get(customer);
    if (!known) {
      const cpf = cpfOf(customer * 7919);
      known = { cpf, search: searchKeysOf(KEY, { cpf, name: `${NAMES[customer % NAMES.length]} ${customer}` })! };
      keys.set(customer, known);
    }
    const e = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: n % 3 ? 'op4' : 'op3',
      title: n % 3 ? 'Aporte extra' : 'Abrir aviso de sinistro',
      customerCpf: known.cpf,
      identifiers: { idcertificado: String(100_000 + customer), linhaNegocio: 'PREVIDÊNCIA' },
      search: known.search,
    });
    journal.finish(e.id, n % 17 ? 'succeeded' : 'failed', { protocol: `SIN${String(n).padStart(9, '0')}` });
    now += 4 * 60_000;
  }
  journal.close();
  writeFileSync(complete, '');
}
const writtenMs = performance.now() - started;
const cpf = cpfOf(1234 * 7919);
const today = new Date(now).toISOString().slice(0, 10);
const cases: Array<[string, JournalFilter, string?]> = [
  ['full CPF', { text: cpf, limit: 500 }, cpf],
  ['masked CPF', { text: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`, limit: 500 }],
  ['name (2 words)', { text: 'patricia ribeiro', limit: 500 }, 'patricia ribeiro'],
  ['text, rare (a protocol)', { text: 'sin000012345', limit: 500 }],
  ['text, no match', { text: 'nada disso', limit: 500 }],
  ['Hoje', { from: today, to: today, limit: 500 }],
  ['protocol filter', { protocol: '0001234', limit: 500 }],
];

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
}

async function measure(run: () => Promise<number> | number): Promise<Measured> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const t0 = performance.now();
  const count = await run();
  const ms = performance.now() - t0;
  delay.disable();
  return { ms, count, maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 };
}

const f0 = (n: number) => n.toFixed(0);
const stalls = (m: Measured) => `main max ${f0(m.maxMs)} ms, p99 ${f0(m.p99Ms)} ms`;

async function main(): Promise<void> {
  const load0 = loadavg();
  const lines: string[] = [];
  // The start: the journal opens on main (synchronous: its whole time is main's stall), the index builds in its thread.
  const opening = performance.now();
  const journal = new OperationsJournal(path, clock);
  const openMs = performance.now() - opening;
  const inMemory = journal.readReport.entries;
  const warm = await measure(async () => {
    await journalIndexThread.warm(path);
    return 0;
  });
  const first = await measure(async () => (await journal.search(cases[0]![1], searchProbeOf(KEY, cpf))).length);
  lines.push(
    `Start: the journal opened on main in ${f0(openMs)} ms (${inMemory.toLocaleString('en')} entries of the newest segments in memory); the index built in its thread in ${f0(warm.ms)} ms (${stalls(warm)} meanwhile); the first search (full CPF) answered ${f0(first.ms)} ms after that.`,
  );
  const mainShare = new OperationsJournal(path, clock, { archiveSearch: nothingArchived });
  const searchRows: string[] = [];
  for (const [label, filter, probeText] of cases) {
    const probe = probeText ? searchProbeOf(KEY, probeText) : undefined;
    const indexed = await measure(async () => (await journal.search(filter, probe)).length);
    const own = await measure(async () => (await mainShare.search(filter, probe)).length);
    const linear = LINEAR ? await measure(() => journal.list(filter, probe).length) : undefined;
    searchRows.push(
      `| ${label} | ${f0(indexed.ms)} ms, ${indexed.count} found; ${stalls(indexed)} | ${f0(own.ms)} ms | ${linear ? `${f0(linear.ms)} ms on main` : '—'} |`,
    );
  }
  mainShare.close();
  const out = mkdtempSync(join(tmpdir(), 'balcao-history-export-'));
  const exportRows: string[] = [];
  for (const format of ['excel-br', 'xlsx'] as const) {
    let largestPage = 0;
    const counting: ArchiveSearch = {
      query: (p, q) => journalIndexThread.query(p, q),
      warm: (p) => journalIndexThread.warm(p),
      forget: (p) => journalIndexThread.forget(p),
      open: async (p, q) => {
        const cursor = await journalIndexThread.open(p, q);
        return {
          total: cursor.total,
          close: () => cursor.close(),
          next: async () => {
            const page = await cursor.next();
            largestPage = Math.max(largestPage, page.length);
            return page;
          },
        };
      },
    };
    const exporting = new OperationsJournal(path, clock, { archiveSearch: counting });
    const m = await measure(async () => {
      const pages = await exporting.searchPages({});
      async function* views() {
        for await (const entry of pages.entries) yield toJournalView(entry);
      }
      try {
        const file = join(out, `historico.${format === 'xlsx' ? 'xlsx' : 'csv'}`);
        const written =
          format === 'xlsx'
            ? await writeXlsxFile(
                file,
                views(),
                historyColumns,
                statementHeading({
                  title: 'Histórico de operações',
                  company: 'Bench',
                  issuedAt: new Date(now),
                  user: 'maria.souza',
                  environment: 'sandbox',
                }),
              )
            : await writeCsvFile(file, views(), historyColumns, format);
        return written.rows;
      } finally {
        pages.close();
      }
    });
    exporting.close();
    exportRows.push(
      `| ${format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV (Excel BR)'} | ${f0(m.ms)} ms, ${m.count.toLocaleString('en')} rows | ${stalls(m)} | ${largestPage} (limit ${MAX_PAGE_ENTRIES}) |`,
    );
  }
  rmSync(out, { recursive: true, force: true });
  journal.close();
  const load1 = loadavg();
  console.log(
    `Journal: ${N.toLocaleString('en')} entries, ${reused ? 'reused from an earlier run' : `written in ${(writtenMs / 1000).toFixed(1)} s`}.`,
  );
  console.log(
    `Load average (1/5/15 min) before ${load0.map((l) => l.toFixed(1)).join(' / ')}, after ${load1.map((l) => l.toFixed(1)).join(' / ')}; Node ${process.version}.`,
  );
  console.log(`\n${lines.join('\n')}`);
  console.log(
    "\n| Search (limit 500) | Index in its thread (D340) | Main's own share (newest segments, in memory) | Linear reading on main (before D340) |\n|---|---|---|---|",
  );
  console.log(searchRows.join('\n'));
  console.log(
    "\n| Export of every entry | Time | Main's event-loop delay | Largest page handed to main |\n|---|---|---|---|",
  );
  console.log(exportRows.join('\n'));
  process.exit(0);
}

void main();
