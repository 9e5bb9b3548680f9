/**
 * A new sort's first windows, asked before the sort's order is made, are its top rows picked in one pass over the
 * column's keys (topOfOrder, D575), and the order is finished in the background. Whatever runs when, a window is
 * exactly the rows the full sort gives there (property, with ties, missing values and NaN); a superseded window
 * keeps nothing half-made; and the work before the first window answers is counted in comparisons: linear in the
 * rows, not n·log n (deterministic budget: counts, not times).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView, orderByRanks } from '../../src-shared/statements/movement-view';
import { topOfOrder } from '../../src-shared/statements/top-of-order';
import { TOP_ROWS_MAX } from '../../src-main/services/kept-movements';
import { keptByHand as keptByHandEvery } from '../support/kept-by-hand';
import { ViewSuperseded } from '../../src-main/errors/kept-list-errors';
import { movementSorts, movementWithGaps } from '../shared/statements/movement-arbitrary';

const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src-shared/statements/top-of-order', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src-shared/statements/top-of-order')>();
  return {
    topOfOrder: (keys: Float64Array, direction: 'asc' | 'desc', k: number) =>
      original.topOfOrder(keys, direction, k, compared),
  };
});

const BY_AMOUNT: MovementSort = { column: 'valorMovimento', direction: 'desc' };

/** Kept by hand, a checkpoint every 64 rows: the walks' checkpoints fall inside these short lists. */
function keptByHand(rows: readonly Movement[], checkpoint: () => void = () => undefined) {
  return keptByHandEvery(rows, checkpoint, 64);
}

/** Keys with ties, both signs, zero of both signs, and missing ones (NaN). */
const keysArb = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: -20, max: 20 }).map((v) => v / 4) },
      { weight: 1, arbitrary: fc.constantFrom(Number.NaN, -0, 0) },
    ),
    { maxLength: 400 },
  )
  .map((values) => Float64Array.from(values));

describe('the top rows of a sort', () => {
  it('are the first k of the full order, ties by position and missing last (property)', () => {
    fc.assert(
      fc.property(keysArb, fc.constantFrom('asc', 'desc'), fc.nat({ max: 450 }), (keys, direction, k) => {
        const sign = direction === 'asc' ? 1 : -1;
        const present = [...keys.keys()].filter((i) => !Number.isNaN(keys[i]));
        const missing = [...keys.keys()].filter((i) => Number.isNaN(keys[i]));
        const full = [...present.sort((a, b) => sign * (keys[a]! - keys[b]!) || a - b), ...missing];
        expect([...topOfOrder(keys, direction as 'asc' | 'desc', k)]).toEqual(full.slice(0, k));
        // On ranks (integers from 0), the same as the full order the kept list makes.
        const ranks = keys.map((v) => Math.abs(Math.round(v)));
        const byRanks = orderByRanks(ranks, direction as 'asc' | 'desc');
        expect([...topOfOrder(ranks, direction as 'asc' | 'desc', k)]).toEqual([...byRanks.subarray(0, k)]);
      }),
      { numRuns: 400 },
    );
  });

  it('a kept list answers each window exactly as the full sort, whatever the background did meanwhile (property)', () => {
    fc.assert(
      fc.property(
        fc.array(movementWithGaps, { minLength: 40, maxLength: 400 }),
        fc.array(fc.tuple(movementSorts, fc.nat({ max: 60 }), fc.integer({ min: 1, max: 30 }), fc.nat({ max: 6 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows, asks) => {
          const hand = keptByHand(rows);
          for (const [sort, offset, count, turns] of asks as Array<[MovementSort, number, number, number]>) {
            const window = hand.kept.window(hand.list, undefined, sort, offset, count);
            const whole = movementView(rows, undefined, sort);
            expect(window.viewRows).toBe(rows.length);
            expect(window.rows).toEqual(whole.slice(offset, offset + count));
            hand.run(turns);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a window superseded while its keys are read keeps nothing half-made; the next is exact (property)', () => {
    fc.assert(
      fc.property(
        fc.array(movementWithGaps, { minLength: 200, maxLength: 400 }),
        movementSorts,
        fc.nat({ max: 8 }),
        (rows, sort, stop) => {
          let calls = 0;
          const hand = keptByHand(rows, () => {
            if (++calls === stop + 1) throw new ViewSuperseded();
          });
          try {
            hand.kept.window(hand.list, undefined, sort, 0, 40);
          } catch (error) {
            expect(error).toBeInstanceOf(ViewSuperseded);
          }
          calls = -Infinity;
          expect(hand.kept.window(hand.list, undefined, sort, 0, 40).rows).toEqual(
            movementView(rows, undefined, sort).slice(0, 40),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('budget: comparisons before a new sort’s first window (counts, not times)', () => {
  const ROWS = 100_000;
  const WINDOW = 100;
  /** A full comparison sort makes about n·log₂ n comparisons: 1.66 million here. */
  const FULL_SORT = ROWS * Math.log2(ROWS);
  const rowsOf = (amount: (i: number) => number) =>
    Array.from({ length: ROWS }, (_, i) => ({
      dataMovimento: '2020-01-01T10:00:00',
      valorMovimento: amount(i),
      descricaoMovimento: 'Aporte',
    })) as unknown as Movement[];

  it('amounts in no order: one comparison per row and a few per window row', () => {
    const hand = keptByHand(rowsOf((i) => ((i * 7919) % 100_003) / 100));
    compared.count = 0;
    hand.kept.window(hand.list, undefined, BY_AMOUNT, 0, WINDOW);
    expect(compared.count).toBeLessThanOrEqual(ROWS + 64 * WINDOW);
  });

  it('amounts already in the opposite order (every row better than the last): still linear', () => {
    const hand = keptByHand(rowsOf((i) => i / 100));
    compared.count = 0;
    hand.kept.window(hand.list, undefined, BY_AMOUNT, 0, WINDOW);
    expect(compared.count).toBeLessThanOrEqual(6 * ROWS);
    expect(compared.count).toBeLessThan(FULL_SORT / 2);
  });

  it('the order is finished in the background, a stretch per turn; then a window takes no selection', () => {
    const hand = keptByHand(rowsOf((i) => ((i * 7919) % 100_003) / 100));
    const first = hand.kept.window(hand.list, undefined, BY_AMOUNT, 0, WINDOW);
    expect(hand.run()).toBeGreaterThan(ROWS / 64);
    compared.count = 0;
    const later = hand.kept.window(hand.list, undefined, BY_AMOUNT, 0, WINDOW);
    expect(compared.count).toBe(0);
    expect(later.rows).toEqual(first.rows);
    // Past the top rows, the full order answers.
    const deep = hand.kept.window(hand.list, undefined, BY_AMOUNT, TOP_ROWS_MAX, WINDOW);
    expect(deep.rows).toEqual(
      movementView(hand.list.rows, undefined, BY_AMOUNT).slice(TOP_ROWS_MAX, TOP_ROWS_MAX + WINDOW),
    );
  });
});
