/**
 * Main process. The certificates' movements (Op12) kept after they are read (D140, D141), so the screen asks
 * for windows of rows instead of holding the list, and the export writes exactly the list the screen shows.
 * This is what the five-minute response cache was for Op12, with the same lifetime: five minutes from the read,
 * dropped after a write for the same customer or a change of endpoint, and also when the employee signs out or
 * another one signs in (a list belongs to the user who read it: the key says whose it is).
 *
 * A kept list remembers its views (a sort, then a filter: the shared functions of src-shared/statements, the
 * same the export used to run) and its digest, so scrolling answers a slice, and a sort or a filter is paid once.
 */
import type { DriftReport } from '../../src-shared/contract';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { digestMovements, type MovementsDigest } from '../../src-shared/statements/movement-digest';
import { sortForTable } from '../../src-shared/statements/movement-order';
import { applyMovementFilter, type Movement, MovementSummary } from '../../src-shared/statements/movement-view';

const TTL_MS = 5 * 60 * 1000;
/** Lists are large (a 1,000,000-row list is ~250 MB here): a few certificates, the last ones read. */
const MAX_LISTS = 4;
/** Views (sort × filter) remembered per list: the current one, the one before, and the sorts without a filter. */
const MAX_VIEWS = 6;

export interface KeptList {
  /** Changes with every read: a window tells the renderer which list it was cut from. */
  readonly id: number;
  readonly owner: string;
  readonly cpf: string;
  readonly rows: readonly Movement[];
  readonly drift: DriftReport;
  readonly at: number;
}

interface ListState extends KeptList {
  key: string;
  /** Sorted copies of `rows` (references, no row is copied), by sort. */
  sorted: Map<string, readonly Movement[]>;
  /** Filtered views of a sorted copy, by sort and filter; oldest first (trimmed to MAX_VIEWS). */
  views: Map<string, readonly Movement[]>;
  digest?: MovementsDigest;
  /** Totals of filtered views, by filter. */
  sums: Map<string, Pick<MovementsDigest, 'totals' | 'missing'>>;
}

const sortKey = (sort: MovementSort) => `${sort.column} ${sort.direction}`;
const filterKey = (filter: MovementFilter | undefined) => (filter ? JSON.stringify(filter, Object.keys(filter).sort()) : '');

export class KeptMovements {
  private readonly lists = new Map<string, ListState>();
  private nextId = 1;

  constructor(private readonly clock: () => Date) {}

  /** Certificate key: the user, then the CPF and certificate, each prefixed with its length (no value runs into the next). */
  private key(owner: string, cpf: string, certificate: string): string {
    return `${owner.length}:${owner} ${cpf.length}:${cpf} ${certificate.length}:${certificate}`;
  }

  /** The list this user read for this certificate, unless it expired. */
  get(owner: string, cpf: string, certificate: string): KeptList | undefined {
    this.dropExpired();
    return this.lists.get(this.key(owner, cpf, certificate));
  }

  /** Keeps what was just read (replacing the certificate's previous list); another user's lists go. */
  keep(owner: string, cpf: string, certificate: string, rows: readonly Movement[], drift: DriftReport): KeptList {
    for (const list of this.lists.values()) if (list.owner !== owner) this.lists.delete(list.key);
    const key = this.key(owner, cpf, certificate);
    this.lists.delete(key);
    const list: ListState = { id: this.nextId++, owner, cpf, key, rows, drift, at: this.clock().getTime(), sorted: new Map(), views: new Map(), sums: new Map() };
    this.lists.set(key, list);
    while (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
    return list;
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
      sorted = sortForTable(state.rows, sort);
      state.sorted.set(sortKey(sort), sorted);
    }
    const rows = filter ? applyMovementFilter(sorted, filter) : sorted;
    state.views.set(key, rows);
    while (state.views.size > MAX_VIEWS) state.views.delete(state.views.keys().next().value!);
    // A sorted copy no view uses any more goes with it.
    for (const k of state.sorted.keys()) if (![...state.views.keys()].some((v) => v.startsWith(`${k} `))) state.sorted.delete(k);
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
      const summary = new MovementSummary().add(applyMovementFilter(state.rows, filter));
      sums = { totals: summary.totals(), missing: summary.missing() };
      if (state.sums.size >= MAX_VIEWS) state.sums.delete(state.sums.keys().next().value!);
      state.sums.set(key, sums);
    }
    return sums;
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
    this.dropExpired();
    return this.lists.size;
  }

  private dropExpired(): void {
    const now = this.clock().getTime();
    for (const list of this.lists.values()) if (now - list.at > TTL_MS) this.lists.delete(list.key);
  }
}
