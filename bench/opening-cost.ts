/**
 * Where the heavy certificate's opening goes in the kept lists' thread, from its first byte to its first window,
 * side by side in one process on the same body and the same chunks: the text decoded as the bytes come and parsed
 * after the last one (D581), and the thread's intake as the app runs it (D615, D665) on a wire slower than the
 * thread (each chunk taken before the next is sent: the sandbox's) and on a faster one (every chunk sent before
 * the thread takes the first: bench 8's); beside them, one JSON.parse of the same text (the yardstick). Each step is the function the thread runs, timed in the
 * thread's own CPU time (`process.threadCpuUsage`: the machine's load does not inflate it), alternated one of each
 * per round after a warm round, median of the rounds. "While the bytes come" is the work spread over the arrival
 * (the sandbox takes ~2 s to send the heavy body); what counts against the goal is what is left after the last byte.
 *
 * Run alone: `npx tsx bench/opening-cost.ts [rows…]` (default 120,000; `--quick`: 20,000 rows, 3 rounds; ROUNDS=n).
 * Prints; writes nothing.
 */
import { cpus, loadavg } from 'node:os';
import type { DriftReport } from '../src-shared/contract';
import { BodyDecoder } from '../src-main/api-client/read-body-text';
import { KeptMovements } from '../src-main/services/kept-movements';
import { KeptBodyIntake } from '../src-main/workers/kept-body-intake';
import { readOp12Intake, readOp12Text } from '../src-main/workers/read-kept-body';
import type { MovementSort } from '../src-shared/ipc/inputs';
import type { Movement } from '../src-shared/statements/movement-view';
import { op12Bytes, tableFieldsRow } from '../tests/support/op12-bytes';
import { median } from './lib/stats';
import { QUICK } from './lib/report';

const SIZES = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const ROWS = SIZES.length > 0 ? SIZES : [QUICK ? 20_000 : 120_000];
const ROUNDS = Number(process.env.ROUNDS ?? (QUICK ? 3 : 7));
/** What the client's stream hands over at a time (undici's chunks are 16–64 KiB). */
const CHUNK = 64 * 1024;
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
const WINDOW = 100;
const ignore = (_: DriftReport) => undefined;

function cpu<T>(work: () => T): [number, T] {
  const before = process.threadCpuUsage();
  const out = work();
  const used = process.threadCpuUsage(before);
  return [(used.user + used.system) / 1000, out];
}

/** The first window as the thread answers it: kept, newest first, its 100 rows cloned for main. */
function firstWindow(data: unknown): number {
  const kept = new KeptMovements(() => new Date(), { schedule: () => undefined });
  const list = kept.keep('bench', '1', 'c', data as Movement[], { entries: [], total: 0, distinct: 0 });
  return structuredClone(kept.window(list, undefined, NEWEST, 0, WINDOW)).rows.length;
}

type Steps = Record<string, number>;

function decodedAsTheyCome(chunks: Uint8Array[]): Steps {
  const decoder = new BodyDecoder('application/json');
  const [arrival] = cpu(() => chunks.forEach((chunk) => decoder.write(chunk)));
  const [join, decoded] = cpu(() => decoder.end());
  const [parse, read] = cpu(() => readOp12Text(decoded, ignore));
  const [window] = cpu(() => firstWindow(read.data));
  return {
    'while the bytes come: decode': arrival,
    'after: join of the text': join,
    'after: JSON.parse + list check': parse,
    'after: first window': window,
    'after the last byte, in all': join + parse + window,
  };
}

/** The intake as the thread runs it; `sentAhead`: every chunk already sent when the first is taken (a fast wire). */
function parsedAsTheyCome(chunks: Uint8Array[], sentAhead: boolean): Steps {
  let taken = 0;
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const intake = new KeptBodyIntake('application/json', true, { behind: () => (sentAhead ? total - taken : 0) });
  const last = chunks.length - 1;
  const take = (chunk: Uint8Array) => {
    taken += chunk.byteLength;
    intake.write(chunk);
  };
  const [arrival] = cpu(() => {
    for (let i = 0; i < last; i++) take(chunks[i]!);
  });
  const [lastChunk] = cpu(() => take(chunks[last]!));
  const [check, read] = cpu(() => readOp12Intake(intake, 'application/json', ignore));
  const [window] = cpu(() => firstWindow(read.data));
  // On a fast wire every chunk is queued before the thread takes the first: all of it is after the last byte.
  const after = lastChunk + check + window + (sentAhead ? arrival : 0);
  return {
    'while the bytes come': sentAhead ? 0 : arrival,
    'after: the last chunk': lastChunk,
    'after: list check (or join + parse)': check,
    'after: first window': window,
    'after the last byte, in all': after,
  };
}

function medians(runs: Steps[]): Steps {
  const out: Steps = {};
  for (const key of Object.keys(runs[0]!)) out[key] = median(runs.map((r) => r[key]!));
  return out;
}

function print(title: string, steps: Steps, yardstick: number): void {
  console.log(`  ${title}`);
  for (const [key, ms] of Object.entries(steps))
    console.log(`    ${key.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms ${(ms / yardstick).toFixed(2).padStart(6)}×`);
}

function measure(rows: number): void {
  const bytes = op12Bytes(rows, tableFieldsRow);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) chunks.push(bytes.subarray(at, at + CHUNK));
  const text = new TextDecoder().decode(bytes);
  console.log(
    `${rows.toLocaleString('en-US')} rows, ${(bytes.length / 2 ** 20).toFixed(1)} MiB, ${chunks.length} chunks`,
  );
  const ways = { before: [] as Steps[], slow: [] as Steps[], fast: [] as Steps[] };
  const parses: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const b = decodedAsTheyCome(chunks);
    const [parse] = cpu(() => JSON.parse(text) as unknown);
    const slow = parsedAsTheyCome(chunks, false);
    const fast = parsedAsTheyCome(chunks, true);
    if (round === 0) continue;
    ways.before.push(b);
    ways.slow.push(slow);
    ways.fast.push(fast);
    parses.push(parse);
  }
  const parse = median(parses);
  console.log(`  one JSON.parse of the same text beside them     ${parse.toFixed(1).padStart(8)} ms`);
  print('decoded as the bytes come, parsed after the last (D581)', medians(ways.before), parse);
  print('the intake (D615, D665), wire slower than the thread', medians(ways.slow), parse);
  print('the intake (D615, D665), every chunk sent before the first is taken', medians(ways.fast), parse);
}

function main(): void {
  console.log(`load (1 min) ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores; thread CPU ms, median of ${ROUNDS}`);
  for (const rows of ROWS) measure(rows);
  console.log(`load (1 min) at the end ${loadavg()[0]!.toFixed(2)}`);
}

main();
