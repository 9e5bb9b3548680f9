/**
 * A filtered view's first window, asked before the view is made, is found by walking the sort's order and testing
 * each row as it is read, until the window is full (D576): answered `counting`, its count still unknown; a window
 * asked `whole` has the view made first. Whatever the list, filter, sort and background, the window is exactly the
 * shared filter-then-sort's (property: accents, case, missing fields, ties); a walk abandoned at a checkpoint keeps
 * nothing; and the work before the first window is counted in folded texts, not milliseconds.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView } from '../../src-shared/statements/movement-view';
import { keptByHand as keptByHandEvery } from '../support/kept-by-hand';
import { ViewSuperseded } from '../../src-main/errors/kept-list-errors';
import { movementSorts, movementWithGaps } from '../shared/statements/movement-arbitrary';

const folds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src-shared/text/fold-text', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src-shared/text/fold-text')>();
  return {
    foldText: (text: string) => {
      folds.count++;
      return original.foldText(text);
    },
  };
});

/** Kept by hand, a checkpoint every 16 rows: the walks' checkpoints fall inside these short lists. */
function keptByHand(rows: readonly Movement[], checkpoint: () => void = () => undefined) {
  return keptByHandEvery(rows, checkpoint, 16);
}

const filters: fc.Arbitrary<MovementFilter> = fc.record(
  {
    text: fc.constantFrom('c', 'CONTRIBUIÇÃO', 'contribuicao', 'resg', 'Resgate parcial', 'A1', '40', 'zzz'),
    tiposMovimento: fc.constantFrom(['APORTE'], ['RESGATE', ''], ['agua']),
    from: fc.constantFrom('2024-01-01', '2023-12-31'),
  },
  { requiredKeys: ['text'] },
);

describe('a filtered first window found before the view is made', () => {
  it('is exactly the filter-then-sort window; its count is said only once known (property)', () => {
    fc.assert(
      fc.property(
        fc.array(movementWithGaps, { minLength: 40, maxLength: 400 }),
        fc.array(fc.tuple(movementSorts, filters, fc.integer({ min: 0, max: 10 }), fc.nat({ max: 4 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows, asks) => {
          const hand = keptByHand(rows);
          for (const [sort, filter, count, turns] of asks as Array<[MovementSort, MovementFilter, number, number]>) {
            const whole = movementView(rows, filter, sort);
            const first = hand.kept.window(hand.list, filter, sort, 0, count);
            expect(first.rows).toEqual(whole.slice(0, count));
            if (first.counting) {
              // A window of no rows asks only for the count: it is never answered counting.
              expect(count).toBeGreaterThan(0);
              expect(first.rows).toHaveLength(count);
              expect(first.viewRows).toBeLessThanOrEqual(whole.length);
            } else expect(first.viewRows).toBe(whole.length);
            const made = hand.kept.window(hand.list, filter, sort, 0, count, { whole: true });
            expect(made).toEqual({ viewRows: whole.length, rows: whole.slice(0, count) });
            hand.run(turns);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('abandoned at any checkpoint of its walk, keeps nothing half-made; the next is exact (property)', () => {
    fc.assert(
      fc.property(
        fc.array(movementWithGaps, { minLength: 200, maxLength: 400 }),
        movementSorts,
        filters,
        fc.nat({ max: 12 }),
        (rows, sort, filter, stop) => {
          let calls = 0;
          const hand = keptByHand(rows, () => {
            if (++calls === stop + 1) throw new ViewSuperseded();
          });
          try {
            hand.kept.window(hand.list, filter, sort, 0, 20);
          } catch (error) {
            expect(error).toBeInstanceOf(ViewSuperseded);
          }
          calls = -Infinity;
          expect(hand.kept.window(hand.list, filter, sort, 0, 20).rows).toEqual(
            movementView(rows, filter, sort).slice(0, 20),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('budget: texts folded before a new text filter’s first window (counts, not times)', () => {
  const ROWS = 20_000;
  const WINDOW = 100;
  const TEXT_FIELDS = 3;
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    dataMovimento: `2020-01-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00`,
    valorMovimento: ((i * 7919) % 100_003) / 100,
    tipoMovimento: ['APORTE', 'RESGATE', 'CONTRIBUICAO'][i % 3],
    codigoMovimento: String(100 + (i % 50)),
    indentificacaoMovimento: `M${i}`,
    descricaoMovimento: i % 3 === 1 ? `Resgate parcial ${i % 997}` : `Contribuição mensal ${i % 997}`,
  })) as unknown as Movement[];
  const BY_AMOUNT: MovementSort = { column: 'valorMovimento', direction: 'desc' };

  it('a text one row in three holds: the rows walked until the window is full, not the list', () => {
    const hand = keptByHand(rows);
    hand.kept.window(hand.list, undefined, BY_AMOUNT, 0, WINDOW);
    hand.run(3);
    folds.count = 0;
    const first = hand.kept.window(hand.list, { text: 'resgate' }, BY_AMOUNT, 0, WINDOW);
    expect(first.counting).toBe(true);
    // About three rows walked per row found, each row's three fields folded: a few times the window, not 3 × 20,000.
    expect(folds.count).toBeLessThanOrEqual(TEXT_FIELDS * 4 * WINDOW + 1);
    folds.count = 0;
    const made = hand.kept.window(hand.list, { text: 'resgate' }, BY_AMOUNT, 0, WINDOW, { whole: true });
    expect(made.counting).toBeUndefined();
    expect(made.viewRows).toBe(movementView(rows, { text: 'resgate' }, BY_AMOUNT).length);
    expect(made.rows).toEqual(first.rows);
  });

  it('a text too rare to fill the window early makes the whole view, its count exact', () => {
    const hand = keptByHand(rows);
    const rare = hand.kept.window(hand.list, { text: 'M19999' }, BY_AMOUNT, 0, WINDOW);
    expect(rare.counting).toBeUndefined();
    expect(rare.viewRows).toBe(1);
  });
});
