/**
 * Shared (main and renderer). The movements in a table's order, fast for the order the service sends them in:
 * exactly sortMovements' order (stable, missing dates last), but a list whose dates already run oldest first is
 * put newest first in one pass instead of a sort, so opening a 120,000-movement certificate newest first costs
 * about what opening it unsorted did. The main process orders the kept list with it (D140); the renderer's
 * bench and tests reach it through movement-state.ts.
 */
import type { MovementSort } from '../ipc/inputs';
import { dateSortKey, type MovementLike, sortMovements } from './movement-view';

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
