/**
 * Renderer. What the movements table shows, from the loaded rows and the employee's
 * filters: the SAME filter and sort functions the CSV export runs in the main
 * process (src-shared/statements/movement-view.ts), so the file matches the
 * screen row for row.
 *
 * The filters are deferred (useDeferredValue): inputs answer at once, the
 * 120,000-row passes follow in a render React can put behind typing. The
 * full list is sorted once per sort and then filtered (order is kept, and
 * the sort is stable with ties in original order, so this equals the
 * export's filter-then-sort) — typing only costs one linear filter pass.
 *
 * The table opens newest first (issue 13 item 8); the sort the employee
 * chooses is remembered per table for the session (use-table-view.ts).
 *
 * A load does no whole-list work before the table's first rows are on
 * screen: newest first is one pass over a list the service sends oldest
 * first (sortForTable, the same order sortMovements gives), and the facets (the filters' choices), the coverage/fund pairs and the
 * totals of a big list come from ONE pass (MovementSummary) run after the
 * first paint, in slices of a few milliseconds so scrolling stays live (see
 * useMovementsDigest). Until it ends they are `undefined`: the screen shows
 * placeholders.
 *
 * Missing values (issue 11): the type and fund filters offer "não
 * informado" (NOT_INFORMED_CHOICE here, NOT_INFORMED in the filter the
 * export receives), and the totals come with the count of what they left out.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { calendarDateOf } from '../../../src-shared/format/calendar-date';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import {
  applyMovementFilter,
  type Movement,
  type MovementFacets,
  type MovementMissing,
  MovementSummary,
  type MovementTotals,
  NOT_INFORMED,
  dateSortKey,
  type MovementLike,
  sortMovements,
} from '../../../src-shared/statements/movement-view';
import { runInSlices } from './run-in-slices';

export type SortColumn = MovementSort['column'];

/** The columns the movements table sorts by (MovementSort's). */
export const MOVEMENT_SORT_COLUMNS: readonly SortColumn[] = ['dataMovimento', 'valorMovimento', 'tipoMovimento', 'codigoFundo', 'quantidadeCotasMovimento'];

/** How the table opens: this month first. */
export const NEWEST_FIRST: MovementSort = { column: 'dataMovimento', direction: 'desc' };

/**
 * The multi-selects' value for "não informado". Not NOT_INFORMED itself (''):
 * a select option needs a non-empty value. No type or fund code reads like it.
 */
export const NOT_INFORMED_CHOICE = '(não informado)';

export interface MovementFilters {
  /** `YYYY-MM-DD` from the date input (DateInputBR), or ''. */
  from: string;
  to: string;
  /** Chosen types and funds; NOT_INFORMED_CHOICE for the movements without one. */
  tipos: string[];
  fundos: string[];
  text: string;
}

/** The filters and the sort: what the table shows of the loaded list. */
export interface MovementsUi extends MovementFilters {
  sort: MovementSort;
}

export const NO_MOVEMENT_FILTERS: MovementFilters = { from: '', to: '', tipos: [], fundos: [], text: '' };

const validDate = (value: string): string | undefined => (value !== '' && calendarDateOf(value) === value ? value : undefined);

const asFilterValues = (chosen: readonly string[]): string[] => chosen.map((v) => (v === NOT_INFORMED_CHOICE ? NOT_INFORMED : v));

/** The filter as the export channel takes it: only what is set (undefined when nothing is). */
export function toMovementFilter(ui: MovementFilters): MovementFilter | undefined {
  const filter: MovementFilter = {};
  const from = validDate(ui.from);
  const to = validDate(ui.to);
  const text = ui.text.trim();
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (ui.tipos.length > 0) filter.tiposMovimento = asFilterValues(ui.tipos);
  if (ui.fundos.length > 0) filter.fundos = asFilterValues(ui.fundos);
  if (text !== '') filter.text = text;
  return Object.keys(filter).length > 0 ? filter : undefined;
}

export function hasFilters(ui: MovementFilters): boolean {
  return ui.from !== '' || ui.to !== '' || ui.tipos.length > 0 || ui.fundos.length > 0 || ui.text.trim() !== '';
}

/**
 * The rows in the table's order: exactly sortMovements' (stable, missing dates last), but a list whose dates
 * already run oldest first — as the service sends it — is put newest first in one pass instead of a sort, so
 * opening a 120,000-movement certificate newest first costs about what opening it unsorted did.
 */
export function sortForTable<M extends MovementLike>(movements: readonly M[], sort: MovementSort): M[] {
  if (sort.column === 'dataMovimento') {
    const fast = chronological(movements, sort.direction);
    if (fast) return fast;
  }
  return sortMovements(movements, sort);
}

/**
 * When every movement has a date and they never go back in time: the list in `direction` order (ties keep
 * their order, as sortMovements' stable sort does), else undefined.
 */
function chronological<M extends MovementLike>(movements: readonly M[], direction: 'asc' | 'desc'): M[] | undefined {
  const n = movements.length;
  const keys = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const key = dateSortKey((movements[i] as M).dataMovimento);
    if (key === '' || (i > 0 && key < (keys[i - 1] as string))) return undefined;
    keys[i] = key;
  }
  if (direction === 'asc') return movements.slice();
  // Newest first: the runs of equal dates from the last to the first, each run in its own order.
  const out = new Array<M>(n);
  let written = 0;
  let end = n - 1;
  while (end >= 0) {
    let start = end;
    while (start > 0 && keys[start - 1] === keys[end]) start--;
    for (let i = start; i <= end; i++) out[written++] = movements[i] as M;
    end = start - 1;
  }
  return out;
}

export interface CoverageFund {
  cobertura: string;
  fundo: string;
}

/** Each coverage with the funds its movements name (a fund may sit under several coverages). */
export function coverageFundPairs(movements: readonly Movement[]): CoverageFund[] {
  return pairsOf(new MovementSummary().add(movements).coverageFunds());
}

/** The pairs in pt-BR order of coverage, then fund; blank codes left out. */
function pairsOf(seen: ReadonlyMap<string, ReadonlySet<string>>): CoverageFund[] {
  const compare = new Intl.Collator('pt-BR', { numeric: true }).compare;
  return [...seen.keys()]
    .filter((c) => c !== '')
    .sort(compare)
    .flatMap((cobertura) => [...(seen.get(cobertura) ?? [])].filter((f) => f !== '').sort(compare).map((fundo) => ({ cobertura, fundo })));
}

/** What one pass over the whole loaded list gives. */
export interface MovementsDigest {
  facets: MovementFacets;
  /** Movements without coverage or fund are in no pair (missing.semPar says how many). */
  pairs: CoverageFund[];
  totals: MovementTotals;
  missing: MovementMissing;
}

/** Lists up to this size are digested at once, in the render (about a millisecond): no placeholder flashes. */
export const DIGEST_AT_ONCE_ROWS = 5_000;
/** Work per slice before giving the browser back its thread (a frame is 16 ms). */
const SLICE_MS = 5;

export function digestMovements(movements: readonly Movement[]): MovementsDigest {
  return digestOf(new MovementSummary().add(movements));
}

function digestOf(summary: MovementSummary): MovementsDigest {
  return { facets: summary.facets(), pairs: pairsOf(summary.coverageFunds()), totals: summary.totals(), missing: summary.missing() };
}

/**
 * The digest of `movements`, computed after the first paint and in slices
 * (a list of at most DIGEST_AT_ONCE_ROWS rows at once). `undefined` while it
 * runs; a new list starts over (the old run is dropped).
 */
export function useMovementsDigest(movements: readonly Movement[] | undefined): MovementsDigest | undefined {
  const small = movements !== undefined && movements.length <= DIGEST_AT_ONCE_ROWS;
  const atOnce = useMemo(() => (movements && small ? digestMovements(movements) : undefined), [movements, small]);
  const [done, setDone] = useState<{ of: readonly Movement[]; digest: MovementsDigest }>();
  useEffect(() => {
    if (!movements || small) return;
    const summary = new MovementSummary();
    return runInSlices(
      movements.length,
      SLICE_MS,
      (from, to) => summary.add(movements, from, to),
      () => setDone({ of: movements, digest: digestOf(summary) }),
    );
  }, [movements, small]);
  if (atOnce) return atOnce;
  return done && done.of === movements ? done.digest : undefined;
}

export interface MovementView {
  /** The filters' choices, from every loaded row (undefined while the digest runs). */
  facets: MovementFacets | undefined;
  /** What the table shows, in order. */
  rows: readonly Movement[];
  /** Totals of `rows` (undefined while the digest runs). */
  totals: MovementTotals | undefined;
  /** What `rows` lack: the values `totals` left out (undefined while the digest runs). */
  missing: MovementMissing | undefined;
  /** What the whole loaded list lacks: "não informado" is a choice of a filter when some movement lacks its value. */
  missingInAll: MovementMissing | undefined;
  /** The filter and sort behind `rows`: what the export must send. */
  filter: MovementFilter | undefined;
  sort: MovementSort;
  /** The inputs moved on and `rows` is catching up. */
  stale: boolean;
}

const NO_ROWS: readonly Movement[] = [];
const EMPTY_DIGEST: MovementsDigest = digestMovements(NO_ROWS);

/**
 * The table's rows from the loaded list and the filters. `digest` is the
 * loaded list's (useMovementsDigest): with no filter its totals are the
 * view's (a sort only reorders), so a load or a sort adds no pass of its own.
 */
export function useMovementView(data: readonly Movement[] | undefined, ui: MovementsUi, digest: MovementsDigest | undefined): MovementView {
  const all = data ?? NO_ROWS;
  const shown = useDeferredValue(ui);
  const sort = shown.sort;
  const sorted = useMemo(() => sortForTable(all, sort), [all, sort]);
  // Built from the filter's own fields: a sort change must not rebuild it (nor re-filter).
  const { from, to, tipos, fundos, text } = shown;
  const filter = useMemo(() => toMovementFilter({ from, to, tipos, fundos, text }), [from, to, tipos, fundos, text]);
  const rows = useMemo(() => (filter ? applyMovementFilter(sorted, filter) : sorted), [sorted, filter]);
  // A filtered view is summed in the (deferred) render that filtered it, as before.
  const filtered = useMemo(() => {
    if (!filter) return undefined;
    const summary = new MovementSummary().add(rows);
    return { totals: summary.totals(), missing: summary.missing() };
  }, [filter, rows]);
  const whole = data ? digest : EMPTY_DIGEST;
  const totals = filtered ? filtered.totals : whole?.totals;
  const missing = filtered ? filtered.missing : whole?.missing;
  return { facets: whole?.facets, rows, totals, missing, missingInAll: whole?.missing, filter, sort, stale: shown !== ui };
}
