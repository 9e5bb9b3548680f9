/**
 * Where the heavy certificate's opening goes in the kept lists' thread, from its first byte to its first window,
 * side by side in one process on the same body and the same chunks: the text decoded as the bytes come and parsed
 * after the last one (D581), and the thread's intake as the app runs it (D615, D675) on three wires: one slower
 * than the thread (each chunk taken before the next is sent), bench 8's (every chunk sent before the thread takes
 * the first), and the intake's worst case (slow until the walk has started, then every other chunk at once);
 * beside them, one JSON.parse of the same text (the issue's yardstick). Each step is the function the thread runs,
 * timed in the thread's own CPU time (`process.threadCpuUsage`: the machine's load does not inflate it), alternated
 * one of each per round after a warm round, median of the rounds. "While the bytes come" is the work done between
 * chunks still on their way; what counts against the goal is what is left after the last byte, given in wall time
 * too (against a JSON.parse's wall time). The steps that follow a parse of the whole text are timed on their own.
 *
 * One more wire, streamed: the bytes at a service's serialization rate (~200 MB/s) in 64 KiB chunks, on a clock
 * the thread's own CPU time drives (a chunk is taken when it has arrived and the thread is free), so what is left
 * after the last byte is the thread still busy then, plus the reading and the first window.
 *
 * With BEFORE=<dir> (a tree of src-main, src-shared and tests/support of another commit, e.g. from `git archive`),
 * that tree's intake runs too, alternated with this one's in every round: before and after side by side.
 *
 * Run alone: `npx tsx bench/opening-cost.ts [rows… | heavy]` (default 120,000; `heavy`: bench 2's certificate, its
 * real 61.7 MiB, from the sandbox in this process; `--quick`: 20,000 rows, 3 rounds; ROUNDS=n). Prints; writes
 * nothing.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type DriftReport, operationDefs } from '../src-shared/contract';
import { BodyDecoder } from '../src-main/api-client/read-body-text';
import { WALK_FROM_BYTES } from '../src-main/workers/kept-body-intake';
import { readOp12Text } from '../src-main/workers/read-kept-body';
import { KeptMovements } from '../src-main/services/kept-movements';
import type { MovementSort } from '../src-shared/ipc/inputs';
import type { Movement } from '../src-shared/statements/movement-view';
import type { DatesInOrder } from '../src-shared/statements/movement-order';
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

/** The thread's intake, reading and kept lists of one tree (this one, or BEFORE's). */
interface Intake {
  name: string;
  KeptBodyIntake: typeof import('../src-main/workers/kept-body-intake').KeptBodyIntake;
  readOp12Intake: typeof import('../src-main/workers/read-kept-body').readOp12Intake;
  KeptMovements: typeof import('../src-main/services/kept-movements').KeptMovements;
  readSuccessJson: typeof import('../src-main/api-client/read-response').readSuccessJson;
  /** What the opening reads alongside the list's check, in the trees that have it. */
  OpeningReadAhead?: typeof import('../src-main/workers/opening-read-ahead').OpeningReadAhead;
}

async function intakeOf(name: string, root: string): Promise<Intake> {
  const [intake, read, kept, response] = await Promise.all([
    import(join(root, 'src-main/workers/kept-body-intake.ts')),
    import(join(root, 'src-main/workers/read-kept-body.ts')),
    import(join(root, 'src-main/services/kept-movements.ts')),
    import(join(root, 'src-main/api-client/read-response.ts')),
  ]);
  const ahead = existsSync(join(root, 'src-main/workers/opening-read-ahead.ts'))
    ? await import(join(root, 'src-main/workers/opening-read-ahead.ts'))
    : undefined;
  return {
    name,
    KeptBodyIntake: intake.KeptBodyIntake,
    readOp12Intake: read.readOp12Intake,
    KeptMovements: kept.KeptMovements,
    readSuccessJson: response.readSuccessJson,
    OpeningReadAhead: ahead?.OpeningReadAhead,
  } as Intake;
}

/** The trees whose intakes run side by side: this one, and BEFORE's when given. */
const intakes: Intake[] = [];

/** A service serializing as it sends (the sandbox streaming its answer): bytes per millisecond. */
const STREAMED_BYTES_PER_MS = 200_000;

/** The work's thread CPU time and its wall time (ms), and its result. */
function cpu<T>(work: () => T): [number, T, number] {
  const started = performance.now();
  const before = process.threadCpuUsage();
  const out = work();
  const used = process.threadCpuUsage(before);
  return [(used.user + used.system) / 1000, out, performance.now() - started];
}

/**
 * The first window as the thread answers it: kept (with the date order told by the read, where it tells one),
 * newest first, its 100 rows cloned for main.
 */
function firstWindow(Kept: Intake['KeptMovements'], read: { data: unknown; dates?: DatesInOrder }): number {
  const kept = new Kept(() => new Date(), { schedule: () => undefined });
  const drift = { entries: [], total: 0, distinct: 0 };
  const list = kept.keep('bench', '1', 'c', read.data as Movement[], drift, { dates: read.dates });
  return structuredClone(kept.window(list, undefined, NEWEST, 0, WINDOW)).rows.length;
}

type Steps = Record<string, number>;

function decodedAsTheyCome(chunks: Uint8Array[]): Steps {
  const decoder = new BodyDecoder('application/json');
  const [arrival] = cpu(() => chunks.forEach((chunk) => decoder.write(chunk)));
  const [join, decoded, joinWall] = cpu(() => decoder.end());
  const [parse, read, parseWall] = cpu(() => readOp12Text(decoded, ignore));
  const [window, , windowWall] = cpu(() => firstWindow(KeptMovements, read));
  return {
    'while the bytes come: decode': arrival,
    'after: join of the text': join,
    'after: JSON.parse + list check': parse,
    'after: first window': window,
    'after the last byte, in all': join + parse + window,
    'after the last byte, in all (wall)': joinWall + parseWall + windowWall,
  };
}

/**
 * The intake as the thread runs it. Each chunk before `queuedFrom` is taken before the next is sent (a wire slower
 * than the thread); with the chunk `queuedFrom` main sends every other one at once, and has the last byte: the
 * work on them comes after it.
 */
function parsedAsTheyCome(way: Intake, chunks: Uint8Array[], queuedFrom: number): Steps {
  let taken = 0;
  const intake = new way.KeptBodyIntake('application/json', true, { lastByteSent: () => taken >= queuedFrom });
  const take = (to: number) => {
    for (; taken < to; taken++) intake.write(chunks[taken]!);
  };
  const [arrival] = cpu(() => take(queuedFrom));
  const [queued, , queuedWall] = cpu(() => take(chunks.length));
  const [check, read, checkWall] = cpu(() => way.readOp12Intake(intake, 'application/json', ignore));
  const [window, , windowWall] = cpu(() => firstWindow(way.KeptMovements, read));
  return {
    'while the bytes come': arrival,
    'after: the chunks still queued': queued,
    'after: list check (or join + parse)': check,
    'after: first window': window,
    'after the last byte, in all': queued + check + window,
    'after the last byte, in all (wall)': queuedWall + checkWall + windowWall,
  };
}

/**
 * The intake on a streamed wire: chunk k has arrived at (k + 1) × 64 KiB ÷ the rate, and is taken when it has and the
 * thread is free, the thread's clock moved by each write's own CPU time; main has the last byte once it arrived.
 */
function streamed(way: Intake, chunks: Uint8Array[], bytesPerMs: number): Steps {
  let clock = 0;
  let arrived = 0;
  const lastByteAt = chunks.reduce((bytes, chunk) => bytes + chunk.length, 0) / bytesPerMs;
  const intake = new way.KeptBodyIntake('application/json', true, { lastByteSent: () => clock >= lastByteAt });
  let writes = 0;
  for (const chunk of chunks) {
    arrived += chunk.length;
    clock = Math.max(clock, arrived / bytesPerMs);
    const [ms] = cpu(() => intake.write(chunk));
    clock += ms;
    writes += ms;
  }
  const busy = clock - lastByteAt;
  const [check, read, checkWall] = cpu(() => way.readOp12Intake(intake, 'application/json', ignore));
  const [window, , windowWall] = cpu(() => firstWindow(way.KeptMovements, read));
  return {
    'while the bytes come': writes - busy,
    'after: the thread still busy': busy,
    'after: list check (or join + parse)': check,
    'after: first window': window,
    'after the last byte, in all': busy + check + window,
    // The clock is the thread's CPU time until the last byte, the wall after it.
    'after the last byte, in all (wall)': busy + checkWall + windowWall,
  };
}

/** What follows the parse on a fast wire: the list's check (and what is read alongside it), then the first window. */
function afterTheParse(way: Intake, text: string): Steps {
  const json = JSON.parse(text) as unknown;
  const ahead = way.OpeningReadAhead && new way.OpeningReadAhead();
  const [check, data] = cpu(() => way.readSuccessJson(operationDefs.op12, json, () => json, ignore, ahead?.list));
  const [window] = cpu(() => firstWindow(way.KeptMovements, { data: data.data, dates: ahead?.dates }));
  return { 'list check': check, 'first window': window, 'in all': check + window };
}

function medians(runs: Steps[]): Steps {
  const out: Steps = {};
  for (const key of Object.keys(runs[0]!)) out[key] = median(runs.map((r) => r[key]!));
  return out;
}

/** Each step against one JSON.parse: CPU against its CPU, wall against its wall. */
function print(title: string, steps: Steps, yardstick: number, wallYardstick: number): void {
  console.log(`  ${title}`);
  for (const [key, ms] of Object.entries(steps)) {
    const against = key.endsWith('(wall)') ? wallYardstick : yardstick;
    console.log(`    ${key.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms ${(ms / against).toFixed(2).padStart(6)}×`);
  }
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
  const ways: Record<string, Steps[]> = {};
  const add = (title: string, steps: Steps) => (ways[title] ??= []).push(steps);
  const parses: number[] = [];
  const parseWalls: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const steps: Array<[string, Steps]> = [
      ['decoded as the bytes come, parsed after the last (D581)', decodedAsTheyCome(chunks)],
    ];
    const [parse, , parseWall] = cpu(() => JSON.parse(text) as unknown);
    // Alternated: each tree's intake on each wire, one after the other, in every round.
    for (const way of intakes) {
      const named = (wire: string) => `${way.name}: ${wire}`;
      steps.push([
        named(`streamed at ${STREAMED_BYTES_PER_MS / 1000} MB/s in 64 KiB chunks`),
        streamed(way, chunks, STREAMED_BYTES_PER_MS),
      ]);
      steps.push([
        named("bench 8's wire: every chunk sent before the first is taken"),
        parsedAsTheyCome(way, chunks, 0),
      ]);
      steps.push([named('wire slower than the thread'), parsedAsTheyCome(way, chunks, chunks.length - 1)]);
      steps.push([named('every chunk sent at once as the walk starts'), parsedAsTheyCome(way, chunks, walking)]);
      steps.push([named('after a parse of the whole text, the steps that follow it'), afterTheParse(way, text)]);
    }
    if (round === 0) continue;
    for (const [title, taken] of steps) add(title, taken);
    parses.push(parse);
    parseWalls.push(parseWall);
  }
  const parse = median(parses);
  const parseWall = median(parseWalls);
  console.log(`  one JSON.parse of the same text beside them     ${parse.toFixed(1).padStart(8)} ms`);
  console.log(`  the same, wall                                  ${parseWall.toFixed(1).padStart(8)} ms`);
  for (const [title, runs] of Object.entries(ways)) print(title, medians(runs), parse, parseWall);
}

async function main(): Promise<void> {
  console.log(`load (1 min) ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores; thread CPU ms, median of ${ROUNDS}`);
  intakes.push(await intakeOf('after', resolve(import.meta.dirname, '..')));
  if (process.env.BEFORE) intakes.unshift(await intakeOf('before', resolve(process.env.BEFORE)));
  for (const rows of ROWS) await measure(rows);
  console.log(`load (1 min) at the end ${loadavg()[0]!.toFixed(2)}`);
}

void main();
