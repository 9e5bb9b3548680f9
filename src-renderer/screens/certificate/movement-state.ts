/**
 * Renderer. The movements table's state: the employee's filters and sort, and
 * what the table shows of the certificate's movements (MovementView). The
 * movements themselves stay in the main process (D140): it filters and sorts
 * them with the SAME functions the export runs (src-shared/statements), so
 * the file matches the screen row for row, and answers windows of rows and
 * the totals apart (use-kept-movements.ts).
 *
 * The table opens newest first; the sort the employee
 * chooses is remembered per table for the session (use-table-view.ts).
 *
 * Missing values: the type and fund filters offer "não
 * informado" (NOT_INFORMED_CHOICE here, NOT_INFORMED in the filter the
 * main process receives), and the totals come with the count of what they left out.
 */
import type { PeriodSummaryView } from '../../../src-shared/statements/period-summary-view';
import { calendarDateOf } from '../../../src-shared/format/calendar-date';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import {
  type Movement,
  type MovementFacets,
  type MovementMissing,
  type MovementTotals,
  NOT_INFORMED,
} from '../../../src-shared/statements/movement-view';
import type { RowSource } from '../../components/table/windowed-rows';

export type SortColumn = MovementSort['column'];

/** The columns the movements table sorts by (MovementSort's). */
export const MOVEMENT_SORT_COLUMNS: readonly SortColumn[] = [
  'dataMovimento',
  'valorMovimento',
  'tipoMovimento',
  'codigoFundo',
  'quantidadeCotasMovimento',
];

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

const validDate = (value: string): string | undefined =>
  value !== '' && calendarDateOf(value) === value ? value : undefined;

const asFilterValues = (chosen: readonly string[]): string[] =>
  chosen.map((v) => (v === NOT_INFORMED_CHOICE ? NOT_INFORMED : v));

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

export { sortForTable } from '../../../src-shared/statements/movement-order';
export type { CoverageFund } from '../../../src-shared/statements/movement-digest';

export interface MovementView {
  /** The filters' choices, from every movement of the certificate (undefined until the main process summed them up). */
  facets: MovementFacets | undefined;
  /** What the table shows, in order: a window onto the list the main process keeps (D142). */
  rows: RowSource<Movement>;
  /** Movements in the certificate, before any filter. */
  allRows: number;
  /** Totals of the movements shown (undefined while the main process adds them up). */
  totals: MovementTotals | undefined;
  /** What the movements shown lack: the values `totals` left out (undefined while it adds them up). */
  missing: MovementMissing | undefined;
  /** What the whole list lacks: "não informado" is a choice of a filter when some movement lacks its value. */
  missingInAll: MovementMissing | undefined;
  /** The filter and sort behind `rows`: what the export must send. */
  filter: MovementFilter | undefined;
  sort: MovementSort;
  /** The inputs moved on and `rows` is catching up. */
  stale: boolean;
  /** `rows` are the first ones found; how many the filter lets through is still being counted (D576). */
  counting: boolean;
  /** The kept list `rows` are cut from (MovementWindow.list): the export and the print name it (D196). */
  list?: number;
  /** The statement's summary of the filter's period, every fund and type (D350; undefined while main works it out). */
  period: PeriodSummaryView | undefined;
  /** Why the totals (and, without an earlier summary of the list, the filters' choices) could not be had (D198). */
  summaryError: IpcError | undefined;
  /** Asks for them again, and for nothing else. */
  retrySummary(): void;
}
