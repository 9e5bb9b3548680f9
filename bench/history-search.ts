/**
 * History search at scale (issue 28 item 3, D340): a journal of N entries (default 200,000; archived segments of
 * the app's size), searched by full CPF, masked CPF, name and text, and with the "Hoje" and protocol filters,
 * the linear reading of the segments on main (what History did before D340) side by side with the index in its
 * thread, with main's event-loop delay (monitorEventLoopDelay, max and p99) during each.
 *
 *   tsx bench/history-search.ts [entries]
 *
 * Prints a Markdown table (pasted into bench/RESULTS.md, "History search" section) and the machine's load.
 */
import * as fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { OperationsJournal } from '../src-main/journal/journal';
import { journalIndexThread } from '../src-main/journal/journal-index-client';
import { searchKeysOf, searchProbeOf } from '../src-main/journal/journal-search';
import type { JournalFilter } from '../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../src-main/journal/request-fingerprint';

const N = Number(process.argv[2] ?? 200_000);
const secret = Buffer.alloc(32, 3);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
const NAMES = [
  'Patrícia Luiza Ribeiro',
  'Maria da Silva Santos',
  'João Ribeiro',
  'Ana Paula Souza',
  'Carlos Eduardo Lima',
];

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

const dir = mkdtempSync(join(tmpdir(), 'balcao-history-bench-'));
const path = join(dir, 'journal.jsonl');
// Written without fsyncs: the bench measures reading, and 200,000 fsynced appends take the machine for minutes.
const files = { ...fs, fsyncSync: () => undefined };
let now = Date.parse('2024-01-02T12:00:00.000Z');
const clock = () => new Date(now);
const started = performance.now();
{
  const journal = new OperationsJournal(path, clock, { files });
  for (let n = 0; n < N; n++) {
    const customer = n % 2_000;
    const cpf = cpfOf(customer * 7919);
    const e = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: n % 3 ? 'op4' : 'op3',
      title: n % 3 ? 'Aporte extra' : 'Abrir aviso de sinistro',
      customerCpf: cpf,
      identifiers: { idcertificado: String(100_000 + customer), linhaNegocio: 'PREVIDÊNCIA' },
      search: searchKeysOf(KEY, { cpf, name: `${NAMES[customer % NAMES.length]} ${customer}` })!,
    });
    journal.finish(e.id, n % 17 ? 'succeeded' : 'failed', { protocol: `SIN${String(n).padStart(9, '0')}` });
    now += 4 * 60_000;
  }
  journal.close();
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
  ['export: every entry (no limit)', {}],
];

const rows: string[] = [];
async function measure(label: string, run: () => Promise<number> | number): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const t0 = performance.now();
  const count = await run();
  const ms = performance.now() - t0;
  delay.disable();
  return `${ms.toFixed(0)} ms, ${count} found; main max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const load0 = loadavg();
  const journal = new OperationsJournal(path, clock);
  const cold = performance.now();
  await journalIndexThread.warm(path);
  const coldMs = performance.now() - cold;
  for (const [label, filter, probeText] of cases) {
    const probe = probeText ? searchProbeOf(KEY, probeText) : undefined;
    const indexed = await measure(label, async () => (await journal.search(filter, probe)).length);
    const linear = await measure(label, () => journal.list(filter, probe).length);
    rows.push(`| ${label} | ${indexed} | ${linear} |`);
  }
  journal.close();
  const load1 = loadavg();
  console.log(
    `Journal: ${N.toLocaleString('en')} entries written in ${(writtenMs / 1000).toFixed(1)} s; index built in its thread in ${(coldMs / 1000).toFixed(1)} s (main not held).`,
  );
  console.log(
    `Load average (1/5/15 min) before ${load0.map((l) => l.toFixed(1)).join(' / ')}, after ${load1.map((l) => l.toFixed(1)).join(' / ')}; Node ${process.version}.`,
  );
  console.log('\n| Search | Index in its thread (D340) | Linear reading on main (before) |\n|---|---|---|');
  console.log(rows.join('\n'));
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

void main();
