/**
 * Shared (main and renderer). The movements in a table's order, fast for the order the service sends them in:
 * exactly sortMovements' order (stable, missing dates last), but a list whose dates already run oldest first is
 * put newest first in one pass instead of a sort, so opening a 120,000-movement certificate newest first costs
 * about what opening it unsorted did. The main process orders the kept list with it (D140); the renderer's
 * bench and tests reach it through movement-state.ts.
 */
import type { MovementSort } from '../ipc/inputs';
import { dateSortKey, type MovementLike, rowsInOrder, sortOrder } from './movement-view';

export function sortForTable<M extends MovementLike>(movements: readonly M[], sort: MovementSort): M[] {
  return rowsInOrder(movements, tableOrder(movements, sort));
}

/** sortForTable's order as row indexes (a kept list keeps them: its text filter walks a view by index). */
export function tableOrder(movements: readonly MovementLike[], sort: MovementSort): Uint32Array {
  if (sort.column === 'dataMovimento') {
    const fast = chronologicalOrder(
      movements.length,
      (i) => (movements[i] as MovementLike).dataMovimento,
      sort.direction,
    );
    if (fast) return fast;
  }
  return sortOrder(movements, sort);
}

/**
 * When every one of the `n` rows has a date (`dateAt(i)`, the row's dataMovimento) and they never go back in
 * time: the indexes in `direction` order (ties keep their order, as sortMovements' stable sort does), else
 * undefined. A kept list still being read asks it with the date column alone.
 */
export function chronologicalOrder(
  n: number,
  dateAt: (i: number) => unknown,
  direction: 'asc' | 'desc',
): Uint32Array | undefined {
  const keys = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const key = dateSortKey(dateAt(i) as MovementLike['dataMovimento']);
    if (key === '' || (i > 0 && key < (keys[i - 1] as string))) return undefined;
    keys[i] = key;
  }
  const out = new Uint32Array(n);
  if (direction === 'asc') {
    for (let i = 0; i < n; i++) out[i] = i;
    return out;
  }
  // Newest first: the runs of equal dates from the last to the first, each run in its own order.
  let written = 0;
  let end = n - 1;
  while (end >= 0) {
    let start = end;
    while (start > 0 && keys[start - 1] === keys[end]) start--;
    for (let i = start; i <= end; i++) out[written++] = i;
    end = start - 1;
  }
  return out;
}
