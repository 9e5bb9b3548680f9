/**
 * What the movements table shows, from the loaded rows and the employee's
 * filters: the SAME filter and sort functions the CSV export runs in the main
 * process (src-shared/statements/movement-view.ts), so the file matches the
 * screen row for row.
 *
 * The filters are deferred (useDeferredValue): inputs answer at once, the
 * 120,000-row passes follow in a render React can put behind typing. The
 * full list is sorted once per sort and then filtered (order is kept, and
 * the sort is stable with ties in original order, so this equals the
 * export's filter-then-sort) — typing only costs one linear filter pass.
 */
import { useDeferredValue, useMemo } from 'react';
import { calendarDateOf } from '../../../src-shared/format/calendar-date';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import {
  applyMovementFilter,
  type Movement,
  type MovementFacets,
  movementFacets,
  type MovementTotals,
  movementTotals,
  sortMovements,
} from '../../../src-shared/statements/movement-view';

export type SortColumn = MovementSort['column'];

export interface MovementsUi {
  /** `YYYY-MM-DD` from the date input, or ''. */
  from: string;
  to: string;
  tipos: string[];
  fundos: string[];
  text: string;
  sort: MovementSort | undefined;
}

export const INITIAL_MOVEMENTS_UI: MovementsUi = { from: '', to: '', tipos: [], fundos: [], text: '', sort: undefined };

const validDate = (value: string): string | undefined => (value !== '' && calendarDateOf(value) === value ? value : undefined);

/** The filter as the export channel takes it: only what is set (undefined when nothing is). */
export function toMovementFilter(ui: Omit<MovementsUi, 'sort'>): MovementFilter | undefined {
  const filter: MovementFilter = {};
  const from = validDate(ui.from);
  const to = validDate(ui.to);
  const text = ui.text.trim();
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (ui.tipos.length > 0) filter.tiposMovimento = ui.tipos;
  if (ui.fundos.length > 0) filter.fundos = ui.fundos;
  if (text !== '') filter.text = text;
  return Object.keys(filter).length > 0 ? filter : undefined;
}

export function hasFilters(ui: MovementsUi): boolean {
  return ui.from !== '' || ui.to !== '' || ui.tipos.length > 0 || ui.fundos.length > 0 || ui.text.trim() !== '';
}

/** Header click: a new column sorts ascending, then descending, then back to the service's order. */
export function nextSort(current: MovementSort | undefined, column: SortColumn): MovementSort | undefined {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : undefined;
}

export interface CoverageFund {
  cobertura: string;
  fundo: string;
}

/** Each coverage with the funds its movements name (a fund may sit under several coverages). */
export function coverageFundPairs(movements: readonly Movement[]): CoverageFund[] {
  const seen = new Map<string, Set<string>>();
  for (let i = 0; i < movements.length; i++) {
    const m = movements[i] as Movement;
    let funds = seen.get(m.tipoCobertura);
    if (!funds) seen.set(m.tipoCobertura, (funds = new Set()));
    funds.add(m.codigoFundo);
  }
  const compare = new Intl.Collator('pt-BR', { numeric: true }).compare;
  return [...seen.keys()]
    .filter((c) => c !== '')
    .sort(compare)
    .flatMap((cobertura) => [...(seen.get(cobertura) ?? [])].filter((f) => f !== '').sort(compare).map((fundo) => ({ cobertura, fundo })));
}

export interface MovementView {
  facets: MovementFacets;
  /** What the table shows, in order. */
  rows: readonly Movement[];
  totals: MovementTotals;
  /** The filter and sort behind `rows`: what the export must send. */
  filter: MovementFilter | undefined;
  sort: MovementSort | undefined;
  /** The inputs moved on and `rows` is catching up. */
  stale: boolean;
}

const NO_ROWS: readonly Movement[] = [];

export function useMovementView(data: readonly Movement[] | undefined, ui: MovementsUi): MovementView {
  const all = data ?? NO_ROWS;
  const shown = useDeferredValue(ui);
  const facets = useMemo(() => movementFacets(all), [all]);
  const sort = shown.sort;
  const sorted = useMemo(() => (sort ? sortMovements(all, sort) : all), [all, sort]);
  // Built from the filter's own fields: a sort change must not rebuild it (nor re-filter).
  const { from, to, tipos, fundos, text } = shown;
  const filter = useMemo(() => toMovementFilter({ from, to, tipos, fundos, text }), [from, to, tipos, fundos, text]);
  const rows = useMemo(() => (filter ? applyMovementFilter(sorted, filter) : sorted), [sorted, filter]);
  const totals = useMemo(() => movementTotals(rows), [rows]);
  return { facets, rows, totals, filter, sort, stale: shown !== ui };
}
