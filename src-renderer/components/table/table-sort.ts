/**
 * Renderer (pure). How a header click changes a statement table's sort: a date column starts
 * newest first, any other column smallest first, and a second click on the same column turns it around. There
 * is no unsorted state: the tables open newest first, and the service's own order is not one the employee needs.
 */
import type { TableSort } from './VirtualTable';

export function nextSort<S extends string>(
  current: TableSort<S> | undefined,
  column: S,
  isDate: (column: S) => boolean,
): TableSort<S> {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: isDate(column) ? 'desc' : 'asc' };
}
