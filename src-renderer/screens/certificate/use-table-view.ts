/**
 * Renderer. A statement table's sort and chosen columns, remembered for the session per table (state/store.ts:
 * `tableViews`), so opening another customer or certificate keeps the employee's choice (issue 13 item 8).
 */
import { useCallback } from 'react';
import { type TableId, useAppStore } from '../../state/store';
import type { TableSort } from './VirtualTable';

/**
 * The table's sort: the one the employee last chose for this table, else `initial` (newest first). A
 * remembered column the table no longer has is ignored.
 */
export function useRememberedSort<S extends string>(table: TableId, initial: TableSort<S>, columns: readonly S[]): [TableSort<S>, (sort: TableSort<S>) => void] {
  const remembered = useAppStore((s) => s.tableViews[table]?.sort);
  const setTableSort = useAppStore((s) => s.setTableSort);
  const sort = remembered && (columns as readonly string[]).includes(remembered.column) ? (remembered as TableSort<S>) : initial;
  const setSort = useCallback((next: TableSort<S>) => setTableSort(table, next), [setTableSort, table]);
  return [sort, setSort];
}

/** The columns the employee chose for the table (undefined: fitted to the width), and how to change them. */
export function useChosenColumns(table: TableId): [readonly string[] | undefined, (columns: readonly string[] | undefined) => void] {
  const chosen = useAppStore((s) => s.tableViews[table]?.columns);
  const setTableColumns = useAppStore((s) => s.setTableColumns);
  const choose = useCallback((columns: readonly string[] | undefined) => setTableColumns(table, columns), [setTableColumns, table]);
  return [chosen, choose];
}
