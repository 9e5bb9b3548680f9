/**
 * A kept list makes the ranks of every sortable column in the background once its rows are read, a stretch per
 * turn: the first sort of a column is then one numeric sort, not a pass over the list, so a new sort's first
 * window grows with the window, not the list. Deterministic: the turns are run by hand, the work counted by the
 * checkpoint calls a view makes (one per stretch of rows it passes over).
 */
import { describe, expect, it } from 'vitest';
import type { MovementSort } from '../../src-shared/ipc/inputs';
import { NO_DRIFT } from '../../src-shared/contract';
import { movementView } from '../../src-shared/statements/movement-view';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { keptByHand as keptRowsByHand, preparedRows, STRETCH } from '../support/kept-by-hand';

const ROWS = 20_000;
const rows = preparedRows(ROWS);
const SORTS: MovementSort[] = [
  { column: 'valorMovimento', direction: 'desc' },
  { column: 'tipoMovimento', direction: 'asc' },
  { column: 'codigoFundo', direction: 'desc' },
  { column: 'quantidadeCotasMovimento', direction: 'asc' },
];

/** The kept rows by hand, and how many checkpoint calls a piece of work made. */
function keptByHand() {
  let checks = 0;
  const here = keptRowsByHand(rows, () => void checks++);
  return {
    ...here,
    checksOf(work: () => unknown) {
      checks = 0;
      work();
      return checks;
    },
  };
}

describe('sorts prepared in the background', () => {
  it('after the background turns, the first sort of any column passes over no stretch of rows', () => {
    const cold = keptByHand();
    const coldChecks = cold.checksOf(() => cold.kept.window(cold.list, undefined, SORTS[0]!, 0, 100));
    // Made on demand: every stretch of every pass over the rows checks in.
    expect(coldChecks).toBeGreaterThanOrEqual(ROWS / STRETCH);

    const warm = keptByHand();
    const turns = warm.run();
    // A stretch per turn: no turn holds the thread for a whole pass.
    expect(turns).toBeGreaterThanOrEqual(SORTS.length * (ROWS / STRETCH));
    for (const sort of SORTS) {
      const checks = warm.checksOf(() => warm.kept.window(warm.list, undefined, sort, 0, 100));
      expect(checks).toBeLessThanOrEqual(2);
      expect(warm.kept.view(warm.list, undefined, sort)).toEqual(movementView(rows, undefined, sort));
    }
  });

  it('a sort asked half-way finishes the column from where the background stopped, with the same order', () => {
    for (const stop of [1, 30, 150]) {
      const half = keptByHand();
      half.run(stop);
      for (const sort of SORTS)
        expect(half.kept.view(half.list, undefined, sort)).toEqual(movementView(rows, undefined, sort));
      half.run();
      for (const sort of SORTS) {
        const flipped: MovementSort = { ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
        expect(half.kept.view(half.list, undefined, flipped)).toEqual(movementView(rows, undefined, flipped));
      }
    }
  });

  it('stops when the list is no longer kept', () => {
    const dropped = keptByHand();
    dropped.run(3);
    dropped.kept.clear();
    // The turn waiting runs, finds the list gone, and asks for no other.
    expect(dropped.run()).toBe(1);
  });

  it('does nothing for a list answered but not kept', () => {
    const turns: Array<() => void> = [];
    const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
      schedule: (turn) => void turns.push(turn),
    });
    kept.keep('sandbox atendente', '68035292072', '000000635085', rows, NO_DRIFT, { hold: false });
    expect(turns).toHaveLength(0);
  });
});
