/**
 * The kept lists' thread (workers/kept-lists-thread.ts, D286; main reaches it through kept-lists.ts). The
 * certificates' movements (Op12) kept after they are read (D140, D141), so the screen asks
 * for windows of rows instead of holding the list, and the export writes exactly the list the screen shows.
 * This is what the five-minute response cache was for Op12, counted from the last look instead of the read (D195):
 * a list looked at within five minutes answers the next look; an older one makes the next look read again, and is
 * freed once fifteen minutes passed without a look (`sweep`, run by main's upkeep timer and at every access). An
 * export names the list the screen shows and is answered from it while it is held, stale or not (D196). Dropped
 * after a write for the same customer or a change of endpoint, and also when the employee signs out or another one
 * signs in (a list belongs to the user who read it: the key says whose it is).
 *
 * A kept list remembers its views (a sort, then a filter: the shared functions of src-shared/statements, the
 * same the export runs) and its digest, so scrolling answers a slice, and a sort or a filter is paid once.
 *
 * A large list arrives unread (a LazyListAnswer, D185): the first window is cut from an order made of one field
 * per row (the sort's) and reads only its own rows; the rest are read in slices between other IPC calls right
 * after, in the answer's order, so the drift report ends up exactly readAnswer's. Anything that needs every row
 * (a filter, the summary, the export, the operation channel) has them all read first (D41): `rows` and `drift`
 * finish the reading when the slices have not.
 */
import type { DriftReport } from '../../src-shared/contract';
import type { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { digestMovements, type MovementsDigest } from '../../src-shared/statements/movement-digest';
import { chronologicalOrder, type DatesInOrder, tableOrder } from '../../src-shared/statements/movement-order';
import {
  amountKey,
  columnRankSteps,
  type Movement,
  MovementSummary,
  movementTest,
  orderByRanks,
  orderedByValue,
  rowsInOrder,
  searchableByText,
  searchableTextSteps,
  textNeedle,
} from '../../src-shared/statements/movement-view';
import { topOfOrder } from '../../src-shared/statements/top-of-order';
import { READ_TTL_MS } from './recent-reads';

/**
 * A list not looked at for this long is freed (D195): until then a stale list still answers the export of the view
 * the screen shows (D196). The session's own length (D2): past it, the employee has signed in again anyway.
 */
export const FREE_AFTER_MS = 15 * 60 * 1000;
/** Lists are large (a 1,000,000-row list is hundreds of MB: bench 2): a few certificates, the last ones read. */
const MAX_LISTS = 4;
/** Views (sort × filter) remembered per list: the current one, the one before, and the sorts without a filter. */
const MAX_VIEWS = 6;
/**
 * Below this many rows a list is read whole when kept (a few milliseconds of reading: bench 2), so its drift comes
 * with the first window as before; from it on, the first window does not wait for it (D185).
 */
export const LAZY_MIN_ROWS = 5_000;
/**
 * Rows read per slice in the background: a few milliseconds of reading (bench 2, table A, has the measured slices),
 * so a window or a summary asked meanwhile waits at most about that.
 */
const SLICE_ROWS = 2_000;
/**
 * Rows between two calls of the checkpoint while a view is made (D430): a millisecond or two of a pass, so a newer
 * view waits at most about that (plus one native sort) before the older one is abandoned.
 */
export const CHECK_EVERY_ROWS = 8_192;
/**
 * A sort's window ending within this many rows, asked before the sort's order is made, is its top rows picked in one
 * pass (topOfOrder) and the order is finished in the background: a first window or the next few scrolls (D575).
 */
export const TOP_ROWS_MAX = 1_000;
/**
 * A filtered first window walks at most this share of the list's rows (D576): a text too rare to fill the window
 * there makes the whole view instead, which reads the rows in order, not across the heap.
 */
const SCAN_SHARE = 1 / 32;
/** The columns whose ranks a kept list makes in the background once read: the date's order is one pass without. */
const PREPARED_COLUMNS: readonly MovementSort['column'][] = [
  'valorMovimento',
  'tipoMovimento',
  'codigoFundo',
  'quantidadeCotasMovimento',
];

export interface KeptList {
  /** Changes with every read: a window tells the renderer which list it was cut from. */
  readonly id: number;
  readonly owner: string;
  readonly cpf: string;
  /** Rows in the list, known before they are all read. */
  readonly length: number;
  /** Every row read (what is left is read now when the background reading has not finished: D41). */
  readonly rows: readonly Movement[];
  /** The drift report of the whole answer (likewise finishing the reading). */
  readonly drift: DriftReport;
  /** Every row read: `rows` and `drift` cost nothing more. */
  readonly complete: boolean;
  /** When it was read, and when it was last looked at (a window, the summary, an export: D195). */
  readonly at: number;
  readonly usedAt: number;
}

/** The rows of a view from offset on, and how many the view has. */
export interface ViewWindow {
  /** How many rows the view has; with `counting`, how many were found so far (at least the window's end). */
  viewRows: number;
  rows: Movement[];
  /** The window was found before the whole filter was run (D576): the view's count is not known yet. */
  counting?: true;
}

/** A sorted copy of a list's rows (references, no row is copied) and the same order as row indexes. */
interface Sorted {
  rows: readonly Movement[];
  order: Uint32Array;
}

class ListState implements KeptList {
  /** Sorted copies of `rows`, by sort. */
  readonly sorted = new Map<string, Sorted>();
  /** Filtered views of a sorted copy, by sort and filter; oldest first (trimmed to MAX_VIEWS). */
  readonly views = new Map<string, readonly Movement[]>();
  /** The filter of each filtered view (a longer text narrows the view of a shorter one). */
  readonly viewFilters = new Map<string, MovementFilter>();
  /** The row indexes of each view a text made, in its order: the next, longer text searches only these. */
  readonly viewOrders = new Map<string, Uint32Array>();
  /** While rows are being read: the order of a sort, as row indexes, made from that column alone. */
  readonly orders = new Map<string, Uint32Array>();
  /** Each column's ranks, made once per list (D287): every later order of that column is one numeric sort. */
  readonly ranks = new Map<MovementSort['column'], Float64Array>();
  /** Ranks being made, a stretch at a time: in the background once every row is read, or for a sort given up. */
  readonly rankJobs = new Map<MovementSort['column'], Generator<void, Float64Array, void>>();
  /** An amount column's keys (amountKey of each row), read for a top window before its ranks are made (D575). */
  readonly keys = new Map<MovementSort['column'], Float64Array>();
  /** Orders the background finished after a top window answered before them (D575), by sort. */
  readonly readyOrders = new Map<string, Uint32Array>();
  /** The sort whose order the background is finishing (the last one answered by its top rows). */
  finishing?: MovementSort;
  /** Each row's text fields folded once, for every text filter (D550); made like the ranks, a stretch at a time. */
  searchable?: readonly string[];
  searchJob?: Generator<void, string[], void>;
  digest?: MovementsDigest;
  /** Totals of filtered views, by filter. */
  readonly sums = new Map<string, Pick<MovementsDigest, 'totals' | 'missing'>>();
  usedAt: number;

  constructor(
    readonly id: number,
    readonly owner: string,
    readonly cpf: string,
    readonly key: string,
    readonly at: number,
    private readonly read: readonly Movement[] | LazyListAnswer<Movement>,
    private readonly readDrift: DriftReport,
    /** The date column's order, told as the rows were checked (D718); undefined unless it covers every row. */
    readonly dates: DatesInOrder | undefined,
  ) {
    this.usedAt = at;
  }

  get lazy(): LazyListAnswer<Movement> | undefined {
    return Array.isArray(this.read) ? undefined : (this.read as LazyListAnswer<Movement>);
  }

  get length(): number {
    return this.read.length;
  }

  get complete(): boolean {
    return this.lazy?.complete ?? true;
  }

  get rows(): readonly Movement[] {
    return this.lazy?.rows ?? (this.read as readonly Movement[]);
  }

  get drift(): DriftReport {
    return this.lazy?.drift ?? this.readDrift;
  }
}

/** Certificate key: the user, then the CPF and certificate, each prefixed with its length (no value runs into the next). */
export function keptListKey(owner: string, cpf: string, certificate: string): string {
  return `${owner.length}:${owner} ${cpf.length}:${cpf} ${certificate.length}:${certificate}`;
}

/** Row i's value of one field, read from a list still being read (the field alone, as the row reads it). */
function fieldOf(lazy: LazyListAnswer<Movement>, column: MovementSort['column']): (i: number) => unknown {
  const values = lazy.field(column);
  return (i) => values[i];
}

const NO_CHECKPOINT = (): void => undefined;
const sortKey = (sort: MovementSort) => `${sort.column} ${sort.direction}`;
const filterKey = (filter: MovementFilter | undefined) =>
  filter ? JSON.stringify(filter, Object.keys(filter).sort()) : '';

export class KeptMovements {
  private readonly lists = new Map<string, ListState>();
  private nextId = 1;

  private readonly schedule: (slice: () => void) => void;
  private readonly lazyMinRows: number;
  private readonly checkpoint: () => void;
  private readonly checkEveryRows: number;

  constructor(
    private readonly clock: () => Date,
    options: {
      /**
       * Runs a slice of the background reading. Default: on the next turn of the event loop, so the first window
       * goes out first and other IPC calls pass between slices; tests pass their own to decide when.
       */
      schedule?: (slice: () => void) => void;
      /** Default LAZY_MIN_ROWS; tests make small lists lazy. */
      lazyMinRows?: number;
      /**
       * Called between stretches of CHECK_EVERY_ROWS rows while a view (a sort, a filter) is made; it throws to
       * abandon that view (a newer one replaced it, D430), and the error reaches whoever asked. Nothing half-made is
       * kept: a view, an order or a column's ranks is remembered only once whole.
       */
      checkpoint?: () => void;
      /** Default CHECK_EVERY_ROWS; tests check small lists often. */
      checkEveryRows?: number;
    } = {},
  ) {
    this.schedule = options.schedule ?? ((slice) => void setImmediate(slice));
    this.lazyMinRows = options.lazyMinRows ?? LAZY_MIN_ROWS;
    this.checkpoint = options.checkpoint ?? (() => undefined);
    this.checkEveryRows = options.checkEveryRows ?? CHECK_EVERY_ROWS;
  }

  private key(owner: string, cpf: string, certificate: string): string {
    return keptListKey(owner, cpf, certificate);
  }

  /** The list this user read for this certificate, unless it went stale (then the caller reads again); a look. */
  get(owner: string, cpf: string, certificate: string): KeptList | undefined {
    const now = this.sweep();
    const list = this.lists.get(this.key(owner, cpf, certificate));
    // Not looked at for READ_TTL_MS: stale, the next window or summary reads Op12 again (D195).
    if (!list || now - list.usedAt > READ_TTL_MS) return undefined;
    list.usedAt = now;
    return list;
  }

  /**
   * The list `id` of this user's certificate while it is held, stale or not: the one a screen shows, for its export
   * (D196). Undefined once it was replaced, dropped or freed. A look, like `get`.
   */
  shown(owner: string, cpf: string, certificate: string, id: number): KeptList | undefined {
    const now = this.sweep();
    const list = this.lists.get(this.key(owner, cpf, certificate));
    if (!list || list.id !== id) return undefined;
    list.usedAt = now;
    return list;
  }

  /** Whose lists and of which certificate: the key of a read in flight too (one at a time, D195). */
  keyOf(owner: string, cpf: string, certificate: string): string {
    return this.key(owner, cpf, certificate);
  }

  /**
   * Keeps what was just read (replacing the certificate's previous list); another user's lists go. A list that
   * came unread is read whole now when small, else in slices from the next turn of the event loop on. With
   * `hold: false` the list is answered but not kept (a read that a write for its customer made stale while it was
   * on its way, D195): it is read to the end all the same.
   */
  keep(
    owner: string,
    cpf: string,
    certificate: string,
    rows: readonly Movement[] | LazyListAnswer<Movement>,
    drift: DriftReport,
    options: {
      hold?: boolean;
      /** The date column's order as the rows were read ahead (readOp12Intake); used when it told every row. */
      dates?: DatesInOrder;
    } = {},
  ): KeptList {
    const key = this.key(owner, cpf, certificate);
    const now = this.sweep();
    const dates = options.dates?.count === rows.length ? options.dates : undefined;
    const list = new ListState(this.nextId++, owner, cpf, key, now, rows, drift, dates);
    if (options.hold !== false) {
      for (const other of this.lists.values()) if (other.owner !== owner) this.lists.delete(other.key);
      this.lists.delete(key);
      this.lists.set(key, list);
      while (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
    }
    const lazy = list.lazy;
    const held = options.hold !== false;
    if (lazy && lazy.length < this.lazyMinRows) lazy.readNext(Infinity);
    // Read to the end even if the list is dropped meanwhile: the contract drift log hears of every answer.
    else if (lazy) {
      const slice = () => {
        if (!lazy.readNext(SLICE_ROWS)) this.schedule(slice);
        else if (held) this.prepareViews(list);
      };
      this.schedule(slice);
      return list;
    }
    if (held) this.prepareViews(list);
    return list;
  }

  /**
   * Rows [offset, offset + count) of the view (filter, then sort), and the view's size. A filtered view's first
   * window may come before its count (`counting`, D576) unless `whole` asks for the view made whole.
   */
  window(
    list: KeptList,
    filter: MovementFilter | undefined,
    sort: MovementSort,
    offset: number,
    count: number,
    options: { whole?: boolean } = {},
  ): ViewWindow {
    const state = list as ListState;
    if (!filter && this.answersByTop(state, sort, offset + count)) return this.topWindow(state, sort, offset, count);
    const found = filter && !options.whole ? this.scannedWindow(state, filter, sort, offset, count) : undefined;
    if (found) return found;
    const lazy = state.lazy;
    if (lazy && !lazy.complete && !filter) {
      // Before every row is read: the order from the sort's column alone, and only this window's rows read.
      const order = this.orderOf(state, lazy, sort);
      const from = Math.min(offset, order.length);
      const to = Math.min(order.length, from + count);
      const rows = new Array<Movement>(to - from);
      for (let i = from; i < to; i++) rows[i - from] = lazy.at(order[i] as number);
      return { viewRows: order.length, rows };
    }
    const rows = this.view(list, filter, sort);
    const from = Math.min(offset, rows.length);
    return { viewRows: rows.length, rows: rows.slice(from, from + count) };
  }

  /** The rows of `list` the filter lets through, in the sort's order (stable; equal to filter-then-sort). */
  view(list: KeptList, filter: MovementFilter | undefined, sort: MovementSort): readonly Movement[] {
    const state = list as ListState;
    const key = `${sortKey(sort)} ${filterKey(filter)}`;
    const seen = state.views.get(key);
    if (seen) {
      // Most recently used last.
      state.views.delete(key);
      state.views.set(key, seen);
      return seen;
    }
    let sorted = state.sorted.get(sortKey(sort));
    if (!sorted) {
      // An order made while the rows were being read is the sort's order (the same keys, ties by position).
      const order =
        state.orders.get(sortKey(sort)) ?? state.readyOrders.get(sortKey(sort)) ?? this.sortedOrder(state, sort);
      sorted = { rows: rowsInOrder(state.rows, order), order };
      state.sorted.set(sortKey(sort), sorted);
    }
    state.orders.clear();
    state.readyOrders.delete(sortKey(sort));
    let rows = sorted.rows;
    if (filter) {
      const needle = textNeedle(filter);
      if (searchableByText(needle)) {
        const candidates = this.narrowest(state, sort, filter, needle) ?? sorted.order;
        const order = this.searched(state, candidates, needle, filter, this.checkpoint);
        rows = rowsInOrder(state.rows, order);
        state.viewOrders.set(key, order);
      } else rows = this.filtered(sorted.rows, filter, this.checkpoint);
      state.viewFilters.set(key, filter);
    }
    state.views.set(key, rows);
    while (state.views.size > MAX_VIEWS) {
      const oldest = state.views.keys().next().value!;
      state.views.delete(oldest);
      state.viewFilters.delete(oldest);
      state.viewOrders.delete(oldest);
    }
    // A sorted copy no view uses any more goes with it.
    for (const k of state.sorted.keys())
      if (![...state.views.keys()].some((v) => v.startsWith(`${k} `))) state.sorted.delete(k);
    return rows;
  }

  /** The whole list's facets, pairs, totals and missing values (one pass, once per list). */
  digest(list: KeptList): MovementsDigest {
    const state = list as ListState;
    state.digest ??= digestMovements(state.rows);
    return state.digest;
  }

  /** Totals of the view the filter gives (the whole list's without one): order does not change them. */
  sums(list: KeptList, filter: MovementFilter | undefined): Pick<MovementsDigest, 'totals' | 'missing'> {
    if (!filter) return this.digest(list);
    const state = list as ListState;
    const key = filterKey(filter);
    let sums = state.sums.get(key);
    if (!sums) {
      const summary = new MovementSummary().add(this.inOrder(list, filter));
      sums = { totals: summary.totals(), missing: summary.missing() };
      if (state.sums.size >= MAX_VIEWS) state.sums.delete(state.sums.keys().next().value!);
      state.sums.set(key, sums);
    }
    return sums;
  }

  /**
   * The rows the filter lets through, in the service's order (the export without a sort, the totals): a text filter
   * searches the folded texts (D550), like a view. Never abandoned (what asks for it is not a view: D430).
   */
  inOrder(list: KeptList, filter: MovementFilter | undefined): readonly Movement[] {
    const state = list as ListState;
    if (!filter || !movementTest(filter)) return state.rows;
    const needle = textNeedle(filter);
    if (!searchableByText(needle)) return this.filtered(state.rows, filter, NO_CHECKPOINT);
    return rowsInOrder(state.rows, this.searched(state, undefined, needle, filter, NO_CHECKPOINT));
  }

  /** Whether `list` is still kept (not replaced, dropped or freed); not a look. */
  holds(list: KeptList): boolean {
    return this.lists.get((list as ListState).key) === list;
  }

  /** After a write for this customer (or an unknown outcome): the next look reads again. */
  clearCustomer(cpf: string | undefined): void {
    for (const list of this.lists.values()) if (!cpf || list.cpf === cpf) this.lists.delete(list.key);
  }

  /** Sign-out, another endpoint. */
  clear(): void {
    this.lists.clear();
  }

  /** How many lists are kept (tests, diagnostics). */
  get size(): number {
    this.sweep();
    return this.lists.size;
  }

  /** Frees the lists not looked at for FREE_AFTER_MS (D195); answers the clock's time. */
  sweep(): number {
    const now = this.clock().getTime();
    for (const list of this.lists.values()) if (now - list.usedAt > FREE_AFTER_MS) this.lists.delete(list.key);
    return now;
  }

  /**
   * The order of a sort as row indexes, from that column of every row read alone: dates sent oldest first in one
   * pass (tableOrder's), else the column's ranks (kept for the list: the field reads as the row does); either
   * orders exactly as sortForTable on whole rows.
   */
  private orderOf(state: ListState, lazy: LazyListAnswer<Movement>, sort: MovementSort): Uint32Array {
    let order = state.orders.get(sortKey(sort)) ?? state.readyOrders.get(sortKey(sort));
    if (!order) {
      const column = sort.column;
      // Dates the service sent oldest first are ordered in one pass, without the ranks' sort of the distinct dates;
      // that pass was made as the rows came when the order was told with them.
      const told = column === 'dataMovimento' ? state.dates : undefined;
      const dates = column === 'dataMovimento' && !told && !state.ranks.has(column) ? fieldOf(lazy, column) : undefined;
      order = told ? told.order(sort.direction) : dates && chronologicalOrder(state.length, dates, sort.direction);
      if (!order) {
        const ranks = this.ranksOf(state, column, () => dates ?? fieldOf(lazy, column));
        this.checkpoint();
        order = orderByRanks(ranks, sort.direction);
      }
      if (state.orders.size >= MAX_VIEWS) state.orders.delete(state.orders.keys().next().value!);
      state.orders.set(sortKey(sort), order);
    }
    return order;
  }

  /**
   * The sort's order of every row, as indexes. The opening's order (by date, as the service sends it) takes sortForTable's one
   * pass; any other from the column's ranks, made once per list (D287).
   */
  private sortedOrder(state: ListState, sort: MovementSort): Uint32Array {
    const all = state.rows;
    const column = sort.column;
    if (!state.ranks.has(column) && column === 'dataMovimento') return tableOrder(all, sort);
    const ranks = this.ranksOf(state, column, () => (i) => (all[i] as Movement)[column]);
    this.checkpoint();
    const order = orderByRanks(ranks, sort.direction);
    this.checkpoint();
    return order;
  }

  /**
   * The column's ranks: kept, or made now, a stretch of checkEveryRows rows at a time with the checkpoint between
   * stretches (D430). A job the background began is finished from where it stopped; a job given up at the
   * checkpoint stays, and the next sort or the background goes on with it.
   */
  private ranksOf(
    state: ListState,
    column: MovementSort['column'],
    valueAt: () => (i: number) => unknown,
  ): Float64Array {
    const kept = state.ranks.get(column);
    if (kept) return kept;
    for (;;) {
      this.checkpoint();
      const ranks = this.rankStep(state, column, valueAt);
      if (ranks) return ranks;
    }
  }

  /** One stretch of the column's ranks (the job begun when there is none); the ranks, kept, once they are made. */
  private rankStep(
    state: ListState,
    column: MovementSort['column'],
    valueAt: () => (i: number) => unknown,
  ): Float64Array | undefined {
    let job = state.rankJobs.get(column);
    if (!job) {
      job = columnRankSteps(column, state.length, valueAt(), this.checkEveryRows);
      state.rankJobs.set(column, job);
    }
    const step = job.next();
    if (!step.done) return undefined;
    state.rankJobs.delete(column);
    state.ranks.set(column, step.value);
    state.keys.delete(column);
    return step.value;
  }

  /**
   * Whether a window of the unfiltered sort ending at `end` is answered by its top rows (D575): the sort's order is
   * not made yet, the window ends near the top of a list much longer than it, and the column's keys are at hand
   * without a sort of their own (an amount's values, or ranks; a date's ranks take a sort of the distinct dates,
   * and its order is one pass when the service sends them in order: tableOrder).
   */
  private answersByTop(state: ListState, sort: MovementSort, end: number): boolean {
    const key = sortKey(sort);
    if (end > TOP_ROWS_MAX || state.length < 4 * end) return false;
    if (state.sorted.has(key) || state.orders.has(key) || state.readyOrders.has(key)) return false;
    return sort.column !== 'dataMovimento' || state.ranks.has(sort.column);
  }

  /**
   * Rows [offset, offset + count) of the sort's order, picked in one pass over the column's keys (topOfOrder: the
   * same order as orderByRanks, ties by position, missing last) instead of ordering every row; the order itself is
   * then finished in the background (finishOrder). Reads only the window's rows of a list still being read.
   */
  private topWindow(state: ListState, sort: MovementSort, offset: number, count: number): ViewWindow {
    const column = sort.column;
    const keys = state.ranks.get(column) ?? (orderedByValue(column) ? this.valueKeys(state, column) : undefined);
    const lazy = state.lazy;
    const ranks = keys ?? this.ranksOf(state, column, () => this.columnValues(state, column));
    this.checkpoint();
    const top = topOfOrder(ranks, sort.direction, offset + count);
    const rows: Movement[] = [];
    for (let k = offset; k < top.length; k++) {
      const i = top[k] as number;
      rows.push(lazy ? lazy.at(i) : (state.rows[i] as Movement));
    }
    this.finishOrder(state, sort);
    return { viewRows: state.length, rows };
  }

  /**
   * A filtered view's first window found by walking the sort's order and testing each row as it is read (the
   * shared filter's own test: the same rows in the same order as the view), stopping once the window is full
   * (D576): the rest of the list is neither read nor folded for it. Answered `counting`, the view's count still
   * unknown; a walk that reaches the end has the whole view and says its count. Undefined when the view is already
   * made, only its count is asked (no rows), the list is short, or a stretch of SCAN_SHARE of the list found too
   * few rows (a rare text): then the whole view is made, as before.
   */
  private scannedWindow(
    state: ListState,
    filter: MovementFilter,
    sort: MovementSort,
    offset: number,
    count: number,
  ): ViewWindow | undefined {
    const test = movementTest(filter);
    const end = offset + count;
    if (!test || offset !== 0 || count === 0 || end > TOP_ROWS_MAX || state.length < 4 * end) return undefined;
    if (state.views.has(`${sortKey(sort)} ${filterKey(filter)}`)) return undefined;
    const lazy = state.lazy;
    const rows = lazy ? undefined : state.rows;
    const limit = Math.ceil(state.length * SCAN_SHARE);
    // Texts folded already (D550): the walk folds no row.
    const needle = textNeedle(filter);
    const texts = state.searchable && searchableByText(needle) ? state.searchable : undefined;
    const rest = texts && movementTest({ ...filter, text: undefined });
    const found: Movement[] = [];
    let k = 0;
    // The sort's first rows, four times more each time they run out before the window is full.
    for (let head = Math.min(limit, 4 * end); ; head = Math.min(limit, 4 * head)) {
      const order = this.orderHead(state, sort, head);
      for (; k < order.length && found.length < end; k++) {
        if (k >= limit) return undefined;
        if (k > 0 && k % this.checkEveryRows === 0) this.checkpoint();
        const i = order[k] as number;
        const row = lazy ? lazy.at(i) : (rows![i] as Movement);
        if (texts ? (texts[i] as string).includes(needle) && (!rest || rest(row)) : test(row)) found.push(row);
      }
      const window = found.slice(offset, end);
      if (k === state.length) return { viewRows: found.length, rows: window };
      if (found.length >= end) return { viewRows: found.length, rows: window, counting: true };
      if (head >= limit) return undefined;
    }
  }

  /**
   * The sort's order, or its first `head` rows picked from the column's keys when the order is not made yet (D575:
   * the same rows in the same order, the order itself finished in the background).
   */
  private orderHead(state: ListState, sort: MovementSort, head: number): Uint32Array {
    const key = sortKey(sort);
    if (state.sorted.has(key) || state.orders.has(key) || state.readyOrders.has(key)) return this.orderNow(state, sort);
    const column = sort.column;
    const keys = state.ranks.get(column) ?? (orderedByValue(column) ? this.valueKeys(state, column) : undefined);
    if (!keys) return this.orderNow(state, sort);
    this.checkpoint();
    const top = topOfOrder(keys, sort.direction, head);
    this.finishOrder(state, sort);
    return top;
  }

  /** The sort's order of every row, as indexes: kept, or made now (kept for the view made next). */
  private orderNow(state: ListState, sort: MovementSort): Uint32Array {
    const key = sortKey(sort);
    const made = state.sorted.get(key)?.order ?? state.orders.get(key) ?? state.readyOrders.get(key);
    if (made) return made;
    const lazy = state.lazy;
    if (lazy && !lazy.complete) return this.orderOf(state, lazy, sort);
    const order = this.sortedOrder(state, sort);
    state.readyOrders.set(key, order);
    while (state.readyOrders.size > MAX_VIEWS) state.readyOrders.delete(state.readyOrders.keys().next().value!);
    return order;
  }

  /** Row i's value of the column: the field alone while the rows are being read, else the row's. */
  private columnValues(state: ListState, column: MovementSort['column']): (i: number) => unknown {
    const lazy = state.lazy;
    if (lazy && !lazy.complete) return fieldOf(lazy, column);
    const rows = state.rows;
    return (i) => (rows[i] as Movement)[column];
  }

  /** An amount column's keys (kept until its ranks are made), a stretch at a time with the checkpoint between. */
  private valueKeys(state: ListState, column: MovementSort['column']): Float64Array {
    const kept = state.keys.get(column);
    if (kept) return kept;
    const valueAt = this.columnValues(state, column);
    const keys = new Float64Array(state.length);
    for (let from = 0; from < keys.length; from += this.checkEveryRows) {
      this.checkpoint();
      const to = Math.min(keys.length, from + this.checkEveryRows);
      for (let i = from; i < to; i++) keys[i] = amountKey(valueAt(i));
    }
    state.keys.set(column, keys);
    return keys;
  }

  /**
   * The sort's order, made in the background after its top rows were answered: the column's ranks a stretch per
   * turn (the job the preparation of D530 shares), then one numeric sort. A newer sort answered by its top rows
   * takes the background's place; a list no longer kept stops it.
   */
  private finishOrder(state: ListState, sort: MovementSort): void {
    const running = state.finishing !== undefined;
    state.finishing = sort;
    if (running) return;
    const step = () => {
      const wanted = state.finishing;
      const key = wanted && sortKey(wanted);
      if (!wanted || !key || !this.holds(state) || state.sorted.has(key) || state.readyOrders.has(key)) {
        state.finishing = undefined;
        return;
      }
      const column = wanted.column;
      const keys = state.keys.get(column);
      const ranks =
        state.ranks.get(column) ??
        this.rankStep(state, column, () => (keys ? (i) => keys[i] : this.columnValues(state, column)));
      if (ranks) {
        state.readyOrders.set(key, orderByRanks(ranks, wanted.direction));
        while (state.readyOrders.size > MAX_VIEWS) state.readyOrders.delete(state.readyOrders.keys().next().value!);
        state.finishing = undefined;
        return;
      }
      this.schedule(step);
    };
    this.schedule(step);
  }

  /**
   * Once every row of a kept list is read, the ranks of every column a sort may ask are made in the background, a
   * stretch per turn of the event loop (so windows asked meanwhile wait one stretch at most): the first sort of a
   * column is then one numeric sort, not a pass over the list. Stops when the list is no longer kept.
   */
  private prepareViews(list: ListState): void {
    const rows = list.rows;
    const step = () => {
      if (!this.holds(list)) return;
      const column = PREPARED_COLUMNS.find((c) => !list.ranks.has(c));
      if (column !== undefined) this.rankStep(list, column, () => (i) => (rows[i] as Movement)[column]);
      else if (!list.searchable) this.searchStep(list);
      else return;
      this.schedule(step);
    };
    this.schedule(step);
  }

  /**
   * Each row's folded text fields (D550): kept, or made now, a stretch at a time with the checkpoint between
   * stretches; a job the background began is finished from where it stopped, one given up stays (as ranksOf).
   */
  private searchableTexts(state: ListState, checkpoint: () => void): readonly string[] {
    for (;;) {
      if (state.searchable) return state.searchable;
      checkpoint();
      this.searchStep(state);
    }
  }

  /** One stretch of the folded texts (the job begun when there is none); kept once whole. */
  private searchStep(state: ListState): void {
    const rows = state.rows;
    state.searchJob ??= searchableTextSteps(state.length, (i) => rows[i] as Movement, this.checkEveryRows);
    const step = state.searchJob.next();
    if (!step.done) return;
    state.searchJob = undefined;
    state.searchable = step.value;
  }

  /**
   * The indexes of `candidates` (every row, in the service's order, when undefined) whose folded texts hold
   * `needle` and whose row passes the filter's other criteria, in the candidates' order: one `includes` per row, no
   * folding, the checkpoint between stretches. The texts are visited in the rows' order, where they lie in memory
   * one after the other, and only then is the sort's order walked over the hits: the sort's order jumps across
   * the whole heap, and one text per jump cost 10 to 40 times the sequential pass (1,000,000 rows).
   */
  private searched(
    state: ListState,
    candidates: Uint32Array | undefined,
    needle: string,
    filter: MovementFilter,
    checkpoint: () => void,
  ): Uint32Array {
    const texts = this.searchableTexts(state, checkpoint);
    const rows = state.rows;
    const rest = movementTest({ ...filter, text: undefined });
    const every = this.checkEveryRows;
    const hits = new Uint8Array(state.length);
    // The whole list's order visits every row: then in the rows' own order; a narrower view's rows sorted by index.
    const visit = candidates && candidates.length < state.length ? candidates.slice().sort() : undefined;
    const visits = visit ? visit.length : state.length;
    for (let from = 0; from < visits; from += every) {
      checkpoint();
      const to = Math.min(visits, from + every);
      for (let k = from; k < to; k++) {
        const i = visit ? (visit[k] as number) : k;
        if ((texts[i] as string).includes(needle)) hits[i] = 1;
      }
    }
    const found = new Uint32Array(candidates ? candidates.length : state.length);
    let count = 0;
    for (let k = 0; k < found.length; k++) {
      const i = candidates ? (candidates[k] as number) : k;
      if (hits[i] === 1 && (!rest || rest(rows[i] as Movement))) found[count++] = i;
    }
    return found.slice(0, count);
  }

  /** applyMovementFilter, a stretch of rows at a time with the checkpoint between them: the same rows in order. */
  private filtered(rows: readonly Movement[], filter: MovementFilter, checkpoint: () => void): readonly Movement[] {
    const test = movementTest(filter);
    if (!test) return rows.slice();
    const every = this.checkEveryRows;
    const out: Movement[] = [];
    for (let from = 0; from < rows.length; from += every) {
      if (rows.length > every) checkpoint();
      const to = Math.min(rows.length, from + every);
      for (let i = from; i < to; i++) if (test(rows[i] as Movement)) out.push(rows[i] as Movement);
    }
    return out;
  }

  /**
   * The row indexes of a view already made that holds every row of `filter`'s view, in the same sort: the same
   * filter with a shorter text inside the new one (the employee typing on). Searching it again gives the new view
   * in order, at the cost of the rows it kept (D287).
   */
  private narrowest(
    state: ListState,
    sort: MovementSort,
    filter: MovementFilter,
    needle: string,
  ): Uint32Array | undefined {
    const rest = filterKey({ ...filter, text: undefined });
    let best: Uint32Array | undefined;
    for (const [key, order] of state.viewOrders) {
      if (!key.startsWith(`${sortKey(sort)} `)) continue;
      const seen = state.viewFilters.get(key);
      if (!seen || filterKey({ ...seen, text: undefined }) !== rest) continue;
      if (needle.includes(textNeedle(seen)) && (!best || order.length < best.length)) best = order;
    }
    return best;
  }
}
