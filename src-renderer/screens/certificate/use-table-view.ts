/**
 * Renderer. A statement table's view (the movements', the balance's): its sort and chosen columns, remembered
 * for the session per table (state/store.ts: `tableViews`), so opening another customer or certificate keeps
 * the employee's choice; the columns it shows in the width it has; and its scroll offset,
 * kept by the screen so that returning to the tab scrolls back.
 */
import { type RefObject, useCallback, useMemo, useState } from 'react';
import { type TableId, useAppStore } from '../../state/store';
import { type FittedColumn, visibleColumns } from '../../components/table/table-columns';
import { nextSort } from '../../components/table/table-sort';
import type { TableSort } from '../../components/table/VirtualTable';

/** Before the first measure (which comes before the first paint): the width of a 1366 px window. */
const ASSUMED_WIDTH_PX = 1080;

/**
 * The table's sort: the one the employee last chose for this table, else `initial` (newest first). A
 * remembered column the table no longer has is ignored.
 */
export function useRememberedSort<S extends string>(
  table: TableId,
  initial: TableSort<S>,
  columns: readonly S[],
): [TableSort<S>, (sort: TableSort<S>) => void] {
  const remembered = useAppStore((s) => s.tableViews[table]?.sort);
  const setTableSort = useAppStore((s) => s.setTableSort);
  const sort =
    remembered && (columns as readonly string[]).includes(remembered.column) ? (remembered as TableSort<S>) : initial;
  const setSort = useCallback((next: TableSort<S>) => setTableSort(table, next), [setTableSort, table]);
  return [sort, setSort];
}

/** What a header click does: the next sort (table-sort.ts), the date column starting newest first. */
export function useHeaderSort<S extends string>(
  sort: TableSort<S>,
  onSort: (sort: TableSort<S>) => void,
  dateColumn: S,
): (column: S) => void {
  return useCallback(
    (column: S) => onSort(nextSort(sort, column, (c) => c === dateColumn)),
    [onSort, sort, dateColumn],
  );
}

/** The columns the employee chose for the table (undefined: fitted to the width), and how to change them. */
export function useChosenColumns(
  table: TableId,
): [readonly string[] | undefined, (columns: readonly string[] | undefined) => void] {
  const chosen = useAppStore((s) => s.tableViews[table]?.columns);
  const setTableColumns = useAppStore((s) => s.setTableColumns);
  const choose = useCallback(
    (columns: readonly string[] | undefined) => setTableColumns(table, columns),
    [setTableColumns, table],
  );
  return [chosen, choose];
}

/** The ids of the columns that fit `px` when the employee chose none. */
const fittedIds = (all: readonly FittedColumn[], px: number) =>
  visibleColumns(all, px, undefined)
    .map((c) => c.id)
    .join(' ');

export interface ShownColumns<C> {
  /** The columns drawn, in table order: same ids, same array (the rows are memoized against its identity). */
  columns: readonly C[];
  /** Their ids, for "Colunas". */
  visible: ReadonlySet<string>;
  /** The employee chose them (not fitted to the width). */
  chosen: boolean;
  /** The employee's choice of optional columns, or undefined to fit to the width again. */
  choose(columns: readonly string[] | undefined): void;
  /** The table's width, as VirtualTable measures it. */
  onWidthChange(px: number): void;
}

/** The columns of `all` a table shows: the employee's choice ("Colunas", kept for the session), else what fits its width. */
export function useShownColumns<C extends FittedColumn>(table: TableId, all: readonly C[]): ShownColumns<C> {
  const [width, setWidth] = useState(ASSUMED_WIDTH_PX);
  const [chosen, choose] = useChosenColumns(table);
  const visibleIds = visibleColumns(all, width, chosen)
    .map((c) => c.id)
    .join(' ');
  const columns = useMemo(() => all.filter((c) => visibleIds.split(' ').includes(c.id)), [all, visibleIds]);
  const visible = useMemo(() => new Set(visibleIds.split(' ')), [visibleIds]);
  // A width that fits the same columns changes nothing: keeping the old one spares the table a second render
  // before its first frame (the measure arrives in a layout effect). The choice aside, only the fit reads the width.
  const onWidthChange = useCallback(
    (px: number) => setWidth((was) => (fittedIds(all, was) === fittedIds(all, px) ? was : px)),
    [all],
  );
  return { columns, visible, chosen: chosen !== undefined, choose, onWidthChange };
}

/** VirtualTable's `initialOffset` and `onOffsetChange` over the screen's ref: leaving the tab keeps the scroll. */
export function useKeptOffset(offsetRef: RefObject<number>): {
  initialOffset(): number;
  onOffsetChange(offset: number): void;
} {
  const onOffsetChange = useCallback(
    (offset: number) => {
      offsetRef.current = offset;
    },
    [offsetRef],
  );
  const initialOffset = useCallback(() => offsetRef.current, [offsetRef]);
  return { initialOffset, onOffsetChange };
}
