/**
 * The kept list's cheap views (D287): a sort made from the column's ranks kept with the list, and a text filter
 * typed on narrowing the view of its shorter text. Whatever views were asked before, each view is exactly the
 * plain filter-then-sort of the whole list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../src-shared/contract';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import { type Movement, movementView } from '../../src-shared/statements/movement-view';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { movementSorts, movementsWithGaps } from '../shared/statements/movement-arbitrary';

/** Texts that grow and shrink as typing does, with accents and case the filter ignores. */
const typing = fc.array(
  fc.constantFrom(
    '',
    'c',
    'co',
    'CON',
    'cont',
    'contribuição',
    'r',
    're',
    'resg',
    'RESGATE P',
    'a1',
    'A12',
    '40',
    '402',
    ' 1',
  ),
  { minLength: 1, maxLength: 8 },
);
const others = fc.record({
  tiposMovimento: fc.option(fc.constantFrom(['APORTE'], ['RESGATE', 'não informado']), { nil: undefined }),
});

describe('cheap views of a kept list', () => {
  it('any sequence of sorts and growing or shrinking texts gives each view exactly filter-then-sort (property)', () => {
    fc.assert(
      fc.property(
        movementsWithGaps,
        fc.array(fc.tuple(movementSorts, typing, others), { minLength: 1, maxLength: 4 }),
        (rows, steps) => {
          const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'));
          const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows as Movement[], NO_DRIFT);
          for (const [sort, texts, rest] of steps as Array<[MovementSort, string[], Partial<MovementFilter>]>) {
            for (const text of texts) {
              const filter = {
                ...(rest.tiposMovimento ? { tiposMovimento: rest.tiposMovimento } : {}),
                text,
              } as MovementFilter;
              expect(kept.view(list, filter, sort)).toEqual(movementView(rows as Movement[], filter, sort));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
