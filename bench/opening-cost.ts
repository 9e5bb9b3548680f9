/**
 * Where the heavy certificate's opening goes in the kept lists' thread, from its first byte to its first window,
 * side by side in one process on the same body and the same chunks: the text decoded as the bytes come and parsed
 * after the last one (D581), and the thread's intake as the app runs it (D615, D675) on three wires: one slower
 * than the thread (each chunk taken before the next is sent), bench 8's (every chunk sent before the thread takes
 * the first), and the intake's worst case (slow until the walk has started, then every other chunk at once);
 * beside them, one JSON.parse of the same text (the issue's yardstick). Each step is the function the thread runs,
 * timed in the thread's own CPU time (`process.threadCpuUsage`: the machine's load does not inflate it), alternated
 * one of each per round after a warm round, median of the rounds. "While the bytes come" is the work done between
 * chunks still on their way; what counts against the goal is what is left after the last byte.
 *
 * Run alone: `npx tsx bench/opening-cost.ts [rows… | heavy]` (default 120,000; `heavy`: bench 2's certificate, its
 * real 61.7 MiB, from the sandbox in this process; `--quick`: 20,000 rows, 3 rounds; ROUNDS=n). Prints; writes
 * nothing.
 */
import { cpus, loadavg } from 'node:os';
import type { DriftReport } from '../src-shared/contract';
import { BodyDecoder } from '../src-main/api-client/read-body-text';
import { KeptMovements } from '../src-main/services/kept-movements';
import { KeptBodyIntake, WALK_FROM_BYTES } from '../src-main/workers/kept-body-intake';
import { readOp12Intake, readOp12Text } from '../src-main/workers/read-kept-body';
import type { MovementSort } from '../src-shared/ipc/inputs';
import type { Movement } from '../src-shared/statements/movement-view';
import { op12Bytes, tableFieldsRow } from '../tests/support/op12-bytes';
import { buildRequest } from '../src-main/api-client/build-request';
import { EMBEDDED_SANDBOX_KEY } from '../src-main/embedded-sandbox';
import { startSandbox } from '../src-sandbox/server';
import { median } from './lib/stats';
import { QUICK } from './lib/report';

const SIZES = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a) || a === 'heavy')
  .map((a) => (a === 'heavy' ? a : Number(a)));
const ROWS: Array<number | 'heavy'> = SIZES.length > 0 ? SIZES : [QUICK ? 20_000 : 120_000];
const ROUNDS = Number(process.env.ROUNDS ?? (QUICK ? 3 : 7));
/** What the client's stream hands over at a time (undici's chunks are 16–64 KiB). */
const CHUNK = 64 * 1024;
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
const WINDOW = 100;
const ignore = (_: DriftReport) => undefined;
/** Bench 2's heavy certificate. */
const HEAVY = { idcliente: '68035292072', idcertificado: '000000635085' };

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

/**
 * The intake as the thread runs it. Each chunk before `queuedFrom` is taken before the next is sent (a wire slower
 * than the thread); with the chunk `queuedFrom` main sends every other one at once, and has the last byte: the
 * work on them comes after it.
 */
function parsedAsTheyCome(chunks: Uint8Array[], queuedFrom: number): Steps {
  let taken = 0;
  const intake = new KeptBodyIntake('application/json', true, { lastByteSent: () => taken >= queuedFrom });
  const take = (to: number) => {
    for (; taken < to; taken++) intake.write(chunks[taken]!);
  };
  const [arrival] = cpu(() => take(queuedFrom));
  const [queued] = cpu(() => take(chunks.length));
  const [check, read] = cpu(() => readOp12Intake(intake, 'application/json', ignore));
  const [window] = cpu(() => firstWindow(read.data));
  return {
    'while the bytes come': arrival,
    'after: the chunks still queued': queued,
    'after: list check (or join + parse)': check,
    'after: first window': window,
    'after the last byte, in all': queued + check + window,
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

/** The heavy certificate's own answer, as the sandbox sends it. */
async function heavyCertificateBytes(): Promise<Uint8Array> {
  const sandbox = await startSandbox({ port: 0, log: () => undefined });
  try {
    const built = buildRequest('op12', { path: HEAVY } as never, {
      baseUrl: sandbox.url,
      companyCode: '1',
      subscriptionKey: EMBEDDED_SANDBOX_KEY,
      // The sandbox answers Op12 without a bearer token.
      accessToken: undefined,
    });
    return new Uint8Array(await (await fetch(built.url, { headers: built.headers })).arrayBuffer());
  } finally {
    await sandbox.close();
  }
}

async function measure(size: number | 'heavy'): Promise<void> {
  const bytes = size === 'heavy' ? await heavyCertificateBytes() : op12Bytes(size, tableFieldsRow);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) chunks.push(bytes.subarray(at, at + CHUNK));
  const text = new TextDecoder().decode(bytes);
  const rows = size === 'heavy' ? (JSON.parse(text) as unknown[]).length : size;
  /** The chunk after the one the walk starts at. */
  const walking = Math.min(Math.ceil(WALK_FROM_BYTES / CHUNK), chunks.length - 1);
  console.log(
    `${rows.toLocaleString('en-US')} rows, ${(bytes.length / 2 ** 20).toFixed(1)} MiB, ${chunks.length} chunks`,
  );
  const ways = { before: [] as Steps[], slow: [] as Steps[], fast: [] as Steps[], burst: [] as Steps[] };
  const parses: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const b = decodedAsTheyCome(chunks);
    const [parse] = cpu(() => JSON.parse(text) as unknown);
    const slow = parsedAsTheyCome(chunks, chunks.length - 1);
    const fast = parsedAsTheyCome(chunks, 0);
    const burst = parsedAsTheyCome(chunks, walking);
    if (round === 0) continue;
    ways.before.push(b);
    ways.slow.push(slow);
    ways.fast.push(fast);
    ways.burst.push(burst);
    parses.push(parse);
  }
  const parse = median(parses);
  console.log(`  one JSON.parse of the same text beside them     ${parse.toFixed(1).padStart(8)} ms`);
  print('decoded as the bytes come, parsed after the last (D581)', medians(ways.before), parse);
  print('the intake (D615, D675), wire slower than the thread', medians(ways.slow), parse);
  print("the intake, bench 8's wire: every chunk sent before the first is taken", medians(ways.fast), parse);
  print('the intake, every chunk sent at once as the walk starts', medians(ways.burst), parse);
}

async function main(): Promise<void> {
  console.log(`load (1 min) ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores; thread CPU ms, median of ${ROUNDS}`);
  for (const rows of ROWS) await measure(rows);
  console.log(`load (1 min) at the end ${loadavg()[0]!.toFixed(2)}`);
}

void main();
