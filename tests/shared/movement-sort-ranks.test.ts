/**
 * The table's sort made from ranks (columnRanks once per column, then one numeric sort per order: the kept
 * lists' cheap sort, D287) orders exactly as a plain comparison sort of the same keys: stable in both directions,
 * missing keys last in their original order, dates by their digits, amounts as numbers, texts in pt-BR order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MovementSort } from '../../src-shared/ipc/inputs';
import { isMissingText } from '../../src-shared/statements/missing';
import {
  columnRanks,
  columnRankSteps,
  dateSortKey,
  type Movement,
  sortMovements,
} from '../../src-shared/statements/movement-view';
import { movementSorts, movementsWithGaps } from './statements/movement-arbitrary';

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'variant' });

/** The oracle: each row's key or undefined (missing), compared pairwise; ties and missing keys by position. */
function byComparison(rows: readonly Movement[], sort: MovementSort): Movement[] {
  const keyOf = (m: Movement): string | number | undefined => {
    const v = m[sort.column];
    if (sort.column === 'dataMovimento') return dateSortKey(v as string | null) || undefined;
    if (sort.column === 'valorMovimento' || sort.column === 'quantidadeCotasMovimento')
      return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
    return v === null || isMissingText(v as string) ? undefined : (v as string);
  };
  const dir = sort.direction === 'desc' ? -1 : 1;
  const compare = (a: string | number, b: string | number): number => {
    if (typeof a === 'number') return a < (b as number) ? -1 : a > (b as number) ? 1 : 0;
    if (sort.column === 'dataMovimento') return a < b ? -1 : a > b ? 1 : 0;
    return collator.compare(a, b as string) || (a < b ? -1 : a > b ? 1 : 0);
  };
  const keyed = rows.map((row, position) => ({ row, position, key: keyOf(row) }));
  const present = keyed
    .filter((k) => k.key !== undefined)
    .sort((a, b) => dir * compare(a.key!, b.key!) || a.position - b.position);
  return [...present, ...keyed.filter((k) => k.key === undefined)].map((k) => k.row);
}

describe('sorting from ranks', () => {
  it('orders every column either way exactly as the comparison sort (property)', () => {
    fc.assert(
      fc.property(movementsWithGaps, movementSorts, (rows, sort) => {
        expect(sortMovements(rows, sort)).toEqual(byComparison(rows, sort));
      }),
      { numRuns: 400 },
    );
  });

  it('made a stretch at a time, the ranks are the same whatever the stretch (property)', () => {
    fc.assert(
      fc.property(movementsWithGaps, movementSorts, fc.integer({ min: 1, max: 9 }), (rows, sort, step) => {
        const valueAt = (i: number) => (rows[i] as Movement)[sort.column];
        const steps = columnRankSteps(sort.column, rows.length, valueAt, step);
        let pauses = 0;
        let next = steps.next();
        for (; !next.done; next = steps.next()) pauses++;
        expect(next.value).toEqual(columnRanks(sort.column, rows.length, valueAt));
        // A pause at least between every two stretches of every pass over the rows.
        expect(pauses).toBeGreaterThanOrEqual(Math.ceil(rows.length / step) - 1);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps ties in their order in both directions, and -0 and 0 as one amount', () => {
    const rows = [0, -0, 1, 0, Number.NaN, -1].map(
      (valorMovimento, i) => ({ valorMovimento, codigoMovimento: String(i) }) as unknown as Movement,
    );
    const codes = (sorted: Movement[]) => sorted.map((m) => m.codigoMovimento);
    expect(codes(sortMovements(rows, { column: 'valorMovimento', direction: 'asc' }))).toEqual([
      '5',
      '0',
      '1',
      '3',
      '2',
      '4',
    ]);
    expect(codes(sortMovements(rows, { column: 'valorMovimento', direction: 'desc' }))).toEqual([
      '2',
      '0',
      '1',
      '3',
      '5',
      '4',
    ]);
  });
});
