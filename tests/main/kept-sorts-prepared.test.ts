/**
 * A kept list makes the ranks of every sortable column in the background once its rows are read, a stretch per
 * turn: the first sort of a column is then one numeric sort, not a pass over the list, so a new sort's first
 * window grows with the window, not the list. Deterministic: the turns are run by hand, the work counted by the
 * checkpoint calls a view makes (one per stretch of rows it passes over).
 */
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../src-shared/contract';
import type { MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView } from '../../src-shared/statements/movement-view';
import { KeptMovements } from '../../src-main/services/kept-movements';

const ROWS = 20_000;
const STRETCH = 500;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  dataMovimento: `2020-01-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00`,
  valorMovimento: ((i * 7919) % 100_003) / 100,
  quantidadeCotasMovimento: (i * 104_729) % 10_007,
  tipoMovimento: ['APORTE', 'RESGATE', 'CONTRIBUICAO'][i % 3],
  codigoFundo: `FND${i % 12}`,
  descricaoMovimento: `Aporte ${i % 997}`,
})) as unknown as Movement[];
const SORTS: MovementSort[] = [
  { column: 'valorMovimento', direction: 'desc' },
  { column: 'tipoMovimento', direction: 'asc' },
  { column: 'codigoFundo', direction: 'desc' },
  { column: 'quantidadeCotasMovimento', direction: 'asc' },
];

function keptByHand() {
  const turns: Array<() => void> = [];
  let checks = 0;
  const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
    schedule: (turn) => void turns.push(turn),
    checkpoint: () => void checks++,
    checkEveryRows: STRETCH,
  });
  const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows, NO_DRIFT);
  return {
    kept,
    list,
    turns,
    /** Runs up to n turns (all when omitted); answers how many ran. */
    run(n = Infinity) {
      let ran = 0;
      while (ran < n && turns.length > 0) {
        turns.shift()!();
        ran++;
      }
      return ran;
    },
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
