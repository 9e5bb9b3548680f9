/**
 * Where a new sort's or text filter's first window goes when it is asked right after the list opened (bench 8's
 * order: open, sort by amount, then a text filter), before the kept list's background preparation (the columns'
 * ranks, D530; the folded texts, D550) has run. Each step is the function the kept lists' thread runs, timed in the
 * thread's own CPU time (`process.threadCpuUsage`: the machine's load does not inflate it), side by side in one
 * process, on fresh kept lists of the same parsed answer, median of the runs. "Whole" is the kept list's own answer
 * (KeptMovements.window) on a fresh list, timed in one piece beside the steps.
 *
 * Run alone: `npx tsx bench/first-window-cost.ts` (`--quick`: 20,000 rows only). Prints; writes nothing.
 */
import { cpus, loadavg } from 'node:os';
import { NO_DRIFT, operationDefs } from '../src-shared/contract';
import { LazyListAnswer } from '../src-shared/contract/lenient/lazy-list';
import type { MovementFilter, MovementSort } from '../src-shared/ipc/inputs';
import {
  columnRanks,
  type Movement,
  orderByRanks,
  rowsInOrder,
  searchableTextSteps,
  textNeedle,
} from '../src-shared/statements/movement-view';
import { KeptMovements } from '../src-main/services/kept-movements';
import { op12Bytes, tableFieldsRow } from '../tests/support/op12-bytes';
import { median } from './lib/stats';
import { QUICK } from './lib/report';

const SIZES = QUICK ? [20_000] : [120_000, 1_000_000];
const SORT: MovementSort = { column: 'valorMovimento', direction: 'desc' };
const FILTER: MovementFilter = { text: 'resgate' };
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
const WINDOW = 100;

/** The thread's CPU time (ms) that `work` takes, and its result. */
function cpu<T>(work: () => T): [number, T] {
  const before = process.threadCpuUsage();
  const out = work();
  const used = process.threadCpuUsage(before);
  return [(used.user + used.system) / 1000, out];
}

/** A kept list of the parsed answer, opened (its first window newest first), nothing prepared in the background. */
function opened(json: unknown): { kept: KeptMovements; list: ReturnType<KeptMovements['keep']> } {
  const op = operationDefs.op12;
  const lazy = LazyListAnswer.of<Movement>(op.success.schema!, json, op.success.essential)!;
  // The background turns never run: what a question right after the opening finds.
  const kept = new KeptMovements(() => new Date(), { schedule: () => undefined });
  const list = kept.keep('bench', '1', 'c', lazy, NO_DRIFT);
  kept.window(list, undefined, NEWEST, 0, WINDOW);
  return { kept, list };
}

type Steps = Record<string, number>;

function sortSteps(json: unknown): Steps {
  const op = operationDefs.op12;
  const lazy = LazyListAnswer.of<Movement>(op.success.schema!, json, op.success.essential)!;
  const [field, values] = cpu(() => lazy.field(SORT.column));
  const [ranks, r] = cpu(() => columnRanks(SORT.column, values.length, (i) => values[i]));
  const [order, o] = cpu(() => orderByRanks(r, SORT.direction));
  const [window] = cpu(() => {
    const rows: Movement[] = [];
    for (let i = 0; i < WINDOW; i++) rows.push(lazy.at(o[i] as number));
    return structuredClone(rows);
  });
  const fresh = opened(json);
  const [whole] = cpu(() => structuredClone(fresh.kept.window(fresh.list, undefined, SORT, 0, WINDOW)));
  return {
    'the column read (tolerant reader)': field,
    'its ranks': ranks,
    'the order': order,
    'window + clone': window,
    whole,
  };
}

function filterSteps(json: unknown): Steps {
  const op = operationDefs.op12;
  const lazy = LazyListAnswer.of<Movement>(op.success.schema!, json, op.success.essential)!;
  const values = lazy.field(SORT.column);
  const order = orderByRanks(
    columnRanks(SORT.column, values.length, (i) => values[i]),
    SORT.direction,
  );
  const [read, rows] = cpu(() => lazy.rows);
  const [sortedCopy] = cpu(() => rowsInOrder(rows, order));
  const [fold, texts] = cpu(() => {
    const steps = searchableTextSteps(rows.length, (i) => rows[i] as Movement, Number.POSITIVE_INFINITY);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  });
  const needle = textNeedle(FILTER);
  const [search, found] = cpu(() => {
    const hits = new Uint8Array(rows.length);
    for (let i = 0; i < rows.length; i++) if ((texts[i] as string).includes(needle)) hits[i] = 1;
    const out = new Uint32Array(rows.length);
    let count = 0;
    for (let k = 0; k < order.length; k++) if (hits[order[k] as number] === 1) out[count++] = order[k] as number;
    return out.slice(0, count);
  });
  const [window] = cpu(() => structuredClone(rowsInOrder(rows, found).slice(0, WINDOW)));
  const fresh = opened(json);
  fresh.kept.window(fresh.list, undefined, SORT, 0, WINDOW);
  const [whole] = cpu(() => structuredClone(fresh.kept.window(fresh.list, FILTER, SORT, 0, WINDOW)));
  return {
    'the rest of the rows read (D41)': read,
    'sorted copy': sortedCopy,
    'texts folded (D550)': fold,
    'search + order': search,
    'window + clone': window,
    whole,
  };
}

function medians(runs: Steps[]): Steps {
  const out: Steps = {};
  for (const key of Object.keys(runs[0]!)) out[key] = median(runs.map((r) => r[key]!));
  return out;
}

function print(title: string, steps: Steps): void {
  console.log(`  ${title}`);
  for (const [key, ms] of Object.entries(steps)) console.log(`    ${key.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms`);
}

function main(): void {
  console.log(`load (1 min) ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores; thread CPU ms, median`);
  for (const size of SIZES) {
    const json = JSON.parse(new TextDecoder().decode(op12Bytes(size, tableFieldsRow))) as unknown;
    const runs = size >= 1_000_000 ? 3 : 7;
    const sorts: Steps[] = [];
    const filters: Steps[] = [];
    // Alternated, one of each per round, after one warm round.
    for (let i = 0; i <= runs; i++) {
      const s = sortSteps(json);
      const f = filterSteps(json);
      if (i === 0) continue;
      sorts.push(s);
      filters.push(f);
    }
    console.log(`\n${size.toLocaleString('en-US')} rows (${runs} runs)`);
    print(`new sort (${SORT.column} ${SORT.direction}), right after the opening`, medians(sorts));
    print(`new text filter ("${FILTER.text}") after that sort`, medians(filters));
  }
  console.log(`\nload (1 min) at the end ${loadavg()[0]!.toFixed(2)}`);
}

main();
