/**
 * A kept list folds each row's text fields once, in the background after its sort ranks (D550): a text filter is
 * then one `includes` per row over the folded texts and folds no row. Deterministic: the turns are run by hand and
 * the work is counted in calls of the one folding function (foldText), not in milliseconds. The filter asked before
 * the texts are ready finishes the same job (never a second one), and whatever was prepared, a view is exactly the
 * shared filter-then-sort the renderer and the export use (property, with accents, case, CPF digits and amounts as
 * the screen shows them).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { ViewSuperseded } from '../../src-main/errors/kept-list-errors';
import {
  applyMovementFilter,
  foldText,
  type Movement,
  MovementSummary,
  movementView,
} from '../../src-shared/statements/movement-view';
import { keptByHand as keptRowsByHand, preparedRows, STRETCH } from '../support/kept-by-hand';
import { movementSorts } from '../shared/statements/movement-arbitrary';

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

const ROWS = 20_000;
/** The text fields a filter looks in: each folded once per row. */
const TEXT_FIELDS = 3;
const rows = preparedRows(ROWS);
const BY_AMOUNT: MovementSort = { column: 'valorMovimento', direction: 'desc' };
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
const keptByHand = (list: readonly Movement[] = rows, checkpoint?: () => void) => keptRowsByHand(list, checkpoint);

/** How many times `work` folded a text. */
function foldsOf(work: () => unknown): number {
  folds.count = 0;
  work();
  return folds.count;
}

describe('the text filter over texts folded once', () => {
  it('after the background turns, a text filter, the typing on and its totals fold no row', () => {
    const cold = keptByHand();
    cold.kept.window(cold.list, undefined, NEWEST, 0, 100);
    // Asked at once: the first window folds the rows walked until it is full (D576); the view made whole, every row's fields once.
    expect(foldsOf(() => cold.kept.window(cold.list, { text: 'resgate' }, BY_AMOUNT, 0, 100))).toBeLessThan(
      TEXT_FIELDS * ROWS,
    );
    expect(
      foldsOf(() => cold.kept.window(cold.list, { text: 'resgate' }, BY_AMOUNT, 0, 100, { whole: true })),
    ).toBeGreaterThanOrEqual(TEXT_FIELDS * ROWS);

    const warm = keptByHand();
    warm.kept.window(warm.list, undefined, NEWEST, 0, 100);
    const turns = warm.run();
    // A stretch per turn: the folding adds a turn per stretch of rows, none holds the thread for a whole pass.
    expect(turns).toBeGreaterThanOrEqual(ROWS / STRETCH);
    for (const text of ['resgate', 'Resgate p', 'RESGATE PARCIAL 9', 'contribuição', 'm19', '10']) {
      const filter: MovementFilter = { text };
      // The needle itself, and the needles of the views it may narrow: never a row.
      expect(foldsOf(() => warm.kept.window(warm.list, filter, BY_AMOUNT, 0, 100))).toBeLessThanOrEqual(8);
      expect(foldsOf(() => warm.kept.sums(warm.list, filter))).toBeLessThanOrEqual(2);
      expect(warm.kept.view(warm.list, filter, BY_AMOUNT)).toEqual(movementView(rows, filter, BY_AMOUNT));
    }
  });

  it('a filter asked while the background works finishes the same job: each row folded once in all', () => {
    for (const stop of [0, 1, 30, 45, 70, 200]) {
      const half = keptByHand();
      folds.count = 0;
      half.run(stop);
      half.kept.view(half.list, { text: 'parcial 12' }, NEWEST);
      half.run();
      half.kept.view(half.list, { text: 'mensal' }, BY_AMOUNT);
      // Every row's fields once, and the two needles.
      expect(folds.count).toBe(TEXT_FIELDS * ROWS + 2);
      expect(half.kept.view(half.list, { text: 'parcial 12' }, NEWEST)).toEqual(
        movementView(rows, { text: 'parcial 12' }, NEWEST),
      );
    }
  });

  it('a filter given up while it folds keeps what was folded, and the next one goes on from there', () => {
    let calls = 0;
    let throwAt = Infinity;
    const given = keptByHand(rows, () => {
      if (++calls === throwAt) throw new ViewSuperseded();
    });
    folds.count = 0;
    for (const stop of [3, 10, 25]) {
      calls = 0;
      throwAt = stop;
      expect(() => given.kept.view(given.list, { text: 'resgate' }, NEWEST)).toThrow(ViewSuperseded);
    }
    throwAt = Infinity;
    const view = given.kept.view(given.list, { text: 'resgate' }, NEWEST);
    given.run();
    // Every row's fields once, and the four needles.
    expect(folds.count).toBe(TEXT_FIELDS * ROWS + 4);
    expect(view).toEqual(movementView(rows, { text: 'resgate' }, NEWEST));
  });

  it('stops when the list is no longer kept', () => {
    const dropped = keptByHand();
    dropped.run(5);
    dropped.kept.clear();
    expect(dropped.run()).toBe(1);
  });
});

/** Texts as movements carry them: accents and case, CPFs with and without their mask, amounts as shown. */
const PIECES = [
  'Contribuição',
  'CONTRIBUICAO',
  'Resgate',
  'parcial',
  'Água',
  'AÇÃO',
  'Transferência',
  '123.456.789-09',
  '12345678909',
  'R$ 1.234,56',
  '1.234,56',
  '-0,01',
  'Ñ',
  'ﬁ',
  ' ',
  '-',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }).map((parts) => parts.join(' '));
const movement: fc.Arbitrary<Movement> = fc.record({
  descricaoMovimento: fc.option(text, { nil: null }),
  codigoMovimento: fc.option(fc.constantFrom('101', '402', 'APE', ''), { nil: null }),
  indentificacaoMovimento: fc.option(
    fc.oneof(fc.stringMatching(/^[A-Z]\d{3}$/), fc.constantFrom('123.456.789-09', 'Ação-1')),
    { nil: null },
  ),
  tipoMovimento: fc.option(fc.constantFrom('APORTE', 'RESGATE'), { nil: null }),
  valorMovimento: fc.option(
    fc.integer({ min: -100_000, max: 100_000 }).map((c) => c / 100),
    { nil: null },
  ),
  dataMovimento: fc.option(fc.constantFrom('2024-03-15T00:00:00', '2023-12-31T23:59:59'), { nil: null }),
}) as unknown as fc.Arbitrary<Movement>;
/** What is typed: a piece cut short, in another case or without its accents, digits of a CPF, a separator. */
const query = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PIECES), fc.nat(12), fc.nat(12), fc.boolean(), fc.boolean())
    .map(([piece, a, b, upper, folded]) => {
      const cut = piece.slice(Math.min(a, b), Math.max(a, b) + 1);
      const cased = upper ? cut.toUpperCase() : cut.toLowerCase();
      return folded ? foldText(cased) : cased;
    }),
  fc.constantFrom('', '   ', ' parcial ', '456.789', '56789', '1.234,5', 'r$', '\u0000', 'a\u0000b', 'fi'),
  fc.string({ maxLength: 3 }),
);
const filters: fc.Arbitrary<MovementFilter> = fc.record(
  { text: query, tiposMovimento: fc.constantFrom(['APORTE'], ['RESGATE', '']) },
  { requiredKeys: ['text'] },
);

describe('the prepared search finds what the field-by-field filter finds', () => {
  it('views, totals and unsorted rows equal the shared filter for random texts and queries (property)', () => {
    fc.assert(
      fc.property(
        fc.array(movement, { maxLength: 60 }),
        fc.array(fc.tuple(filters, movementSorts), { minLength: 1, maxLength: 6 }),
        fc.nat(40),
        (list, steps, turns) => {
          const here = keptByHand(list);
          here.run(turns);
          for (const [filter, sort] of steps) {
            const expected = movementView(list, filter, sort);
            expect(here.kept.view(here.list, filter, sort)).toEqual(expected);
            expect(here.kept.inOrder(here.list, filter)).toEqual(applyMovementFilter(list, filter));
            expect(here.kept.sums(here.list, filter).totals).toEqual(new MovementSummary().add(expected).totals());
          }
          // The shared filter itself: a row is in exactly when one field, folded, holds the folded, trimmed text.
          for (const [filter] of steps) {
            const needle = foldText((filter.text ?? '').trim());
            const byText = applyMovementFilter(list, { text: filter.text });
            expect(byText).toEqual(
              list.filter((m) =>
                [m.descricaoMovimento, m.codigoMovimento, m.indentificacaoMovimento].some((field) =>
                  foldText(field ?? '').includes(needle),
                ),
              ),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
