/**
 * A view abandoned while it is made (D430): the kept lists call their checkpoint between stretches of a sort or a
 * filter; when it throws, the view is given up at once and nothing half-made is kept, so every view asked after it
 * is still exactly filter-then-sort of the whole list. Deterministic: the checkpoint throws at a chosen call.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../src-shared/contract';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView } from '../../src-shared/statements/movement-view';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { ViewSuperseded } from '../../src-main/errors/kept-list-errors';
import { movementSorts, movementsWithGaps } from '../shared/statements/movement-arbitrary';

const filters = fc.option(
  fc.record(
    {
      text: fc.constantFrom('', 'c', 'co', 'RESG', 'a1', '40'),
      tiposMovimento: fc.constantFrom(['APORTE'], ['RESGATE', 'não informado']),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

describe('a view abandoned while it is made', () => {
  it('stops at the checkpoint that throws, and every later view is still filter-then-sort (property)', () => {
    fc.assert(
      fc.property(
        movementsWithGaps,
        fc.array(fc.tuple(movementSorts, filters, fc.nat({ max: 40 })), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 7 }),
        (rows, steps, every) => {
          let calls = 0;
          let throwAt = Infinity;
          const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
            checkEveryRows: every,
            checkpoint: () => {
              if (++calls === throwAt) throw new ViewSuperseded();
            },
          });
          const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows as Movement[], NO_DRIFT);
          for (const [sort, filter, stop] of steps as Array<[MovementSort, MovementFilter | undefined, number]>) {
            calls = 0;
            throwAt = stop + 1;
            let abandoned = false;
            try {
              kept.view(list, filter, sort);
            } catch (error) {
              expect(error).toBeInstanceOf(ViewSuperseded);
              abandoned = true;
            }
            // Abandoned exactly when the pass reached the checkpoint that throws, and not one call after it.
            expect(abandoned).toBe(calls === throwAt);
            throwAt = Infinity;
            expect(kept.view(list, filter, sort)).toEqual(movementView(rows as Movement[], filter, sort));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a sort of 100,000 rows checks in often enough that it is given up early', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      valorMovimento: (i * 7919) % 100_003,
      descricaoMovimento: `Aporte ${i % 997}`,
    })) as Movement[];
    let calls = 0;
    const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), { checkpoint: () => void calls++ });
    const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows, NO_DRIFT);
    kept.view(list, { text: 'aporte 5' }, { column: 'valorMovimento', direction: 'asc' });
    // The column's ranks, the order and the filter each check in every CHECK_EVERY_ROWS rows.
    expect(calls).toBeGreaterThanOrEqual(2 * Math.floor(100_000 / 8_192));
  });
});
