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
  const dates = new DatesInOrder();
  for (let i = 0; i < n && dates.inOrder; i++) dates.add(dateAt(i));
  return dates.order(direction);
}

/**
 * chronologicalOrder's work done one date at a time, as the rows come (slice by slice while an answer arrives,
 * D615): whether every date told so far is there and none goes back in time, and where each run of equal dates
 * starts, so that the order in either direction is one pass over the runs, whenever it is asked.
 */
export class DatesInOrder {
  /** Dates told so far. */
  count = 0;
  /** False once a date was missing or unreadable, or earlier than the one before it: no order from here. */
  inOrder = true;
  /** The last date's key (dateSortKey's text). */
  private last = '';
  /** The index where each run of equal dates starts, in order. */
  private readonly runStarts: number[] = [];

  add(date: unknown): void {
    const index = this.count++;
    if (!this.inOrder) return;
    const key = dateSortKey(date as MovementLike['dataMovimento']);
    if (key === '' || key < this.last) {
      this.inOrder = false;
      this.runStarts.length = 0;
    } else if (index === 0 || key !== this.last) {
      this.runStarts.push(index);
      this.last = key;
    }
  }

  /** The `count` rows' indexes in `direction` order (ties in their own order), or undefined when not in order. */
  order(direction: 'asc' | 'desc'): Uint32Array | undefined {
    if (!this.inOrder) return undefined;
    const n = this.count;
    const out = new Uint32Array(n);
    if (direction === 'asc') {
      for (let i = 0; i < n; i++) out[i] = i;
      return out;
    }
    // Newest first: the runs of equal dates from the last to the first, each run in its own order.
    let written = 0;
    let end = n;
    for (let run = this.runStarts.length - 1; run >= 0; run--) {
      const start = this.runStarts[run]!;
      for (let i = start; i < end; i++) out[written++] = i;
      end = start;
    }
    return out;
  }
}
