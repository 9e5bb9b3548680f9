/**
 * The movements' shared statement functions (src-shared/statements) over
 * rows where any field may be missing, as the tolerant reader gives them:
 * property-based, with fast-check.
 * - totals add exactly the values present and count the missing ones;
 * - sorting is a permutation with every missing key last, in both directions;
 * - "não informado" (NOT_INFORMED) selects exactly the rows lacking the value;
 * - sorting then filtering (the screen) equals filtering then sorting (the export).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNDOS, movementsWithGaps as rowsArb, TIPOS } from './movement-arbitrary';
import type { MovementSort } from '../../../src-shared/ipc/inputs';
import {
  applyMovementFilter,
  dateSortKey,
  type Movement,
  movementFacets,
  movementMissing,
  MovementSummary,
  movementTotals,
  movementView,
  NOT_INFORMED,
  sortMovements,
} from '../../../src-shared/statements/movement-view';

// --- Independent definitions ----------------------------------------------------

const missingText = (v: string | null) => v === null || v.trim() === '';
const missingNumber = (v: number | null) => v === null || !Number.isFinite(v);

/** Exact sum in integer units, as BigInt: no float involved. */
function exactSum(values: Array<number | null>, scale: number): number {
  let total = 0n;
  for (const v of values) if (!missingNumber(v)) total += BigInt(Math.round((v as number) * scale));
  const whole = total / BigInt(scale);
  return Number(whole) + Number(total - whole * BigInt(scale)) / scale;
}

const SORTS: MovementSort[] = (
  ['dataMovimento', 'valorMovimento', 'quantidadeCotasMovimento', 'tipoMovimento', 'codigoFundo'] as const
).flatMap((column) => (['asc', 'desc'] as const).map((direction) => ({ column, direction })));

/** Whether the row lacks the sort's key. */
function lacksKey(m: Movement, column: MovementSort['column']): boolean {
  switch (column) {
    case 'dataMovimento':
      return dateSortKey(m.dataMovimento) === '';
    case 'valorMovimento':
    case 'quantidadeCotasMovimento':
      return missingNumber(m[column]);
    case 'tipoMovimento':
    case 'codigoFundo':
      return missingText(m[column]);
  }
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'variant' });

/** <0, 0, >0 comparing two present keys, ascending. */
function compareKeys(a: Movement, b: Movement, column: MovementSort['column']): number {
  switch (column) {
    case 'dataMovimento': {
      const ka = dateSortKey(a.dataMovimento);
      const kb = dateSortKey(b.dataMovimento);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    }
    case 'valorMovimento':
    case 'quantidadeCotasMovimento':
      return (a[column] as number) - (b[column] as number);
    case 'tipoMovimento':
    case 'codigoFundo': {
      const ka = a[column] as string;
      const kb = b[column] as string;
      return collator.compare(ka, kb) || (ka < kb ? -1 : ka > kb ? 1 : 0);
    }
  }
}

// --- Properties -----------------------------------------------------------------

describe('totals over rows with missing values', () => {
  it('add exactly the values present and count the missing ones', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const totals = movementTotals(rows);
        const missing = movementMissing(rows);
        expect(totals.count).toBe(rows.length);
        expect(totals.sumValor).toBe(
          exactSum(
            rows.map((m) => m.valorMovimento),
            100,
          ),
        );
        expect(totals.sumCotas).toBe(
          exactSum(
            rows.map((m) => m.quantidadeCotasMovimento),
            1e8,
          ),
        );
        expect(missing.valor).toBe(rows.filter((m) => missingNumber(m.valorMovimento)).length);
        expect(missing.cotas).toBe(rows.filter((m) => missingNumber(m.quantidadeCotasMovimento)).length);
        expect(missing.tipo).toBe(rows.filter((m) => missingText(m.tipoMovimento)).length);
        expect(missing.fundo).toBe(rows.filter((m) => missingText(m.codigoFundo)).length);
        expect(missing.cobertura).toBe(rows.filter((m) => missingText(m.tipoCobertura)).length);
        expect(missing.semPar).toBe(
          rows.filter((m) => missingText(m.tipoCobertura) || missingText(m.codigoFundo)).length,
        );
        // By type: every row counted once; the rows without a type under NOT_INFORMED.
        expect(Object.values(totals.byTipo).reduce((n, t) => n + t.count, 0)).toBe(rows.length);
        expect(totals.byTipo[NOT_INFORMED]?.count ?? 0).toBe(missing.tipo);
        for (const [tipo, t] of Object.entries(totals.byTipo)) {
          const of = rows.filter((m) => (missingText(m.tipoMovimento) ? NOT_INFORMED : m.tipoMovimento) === tipo);
          expect(t.sumValor).toBe(
            exactSum(
              of.map((m) => m.valorMovimento),
              100,
            ),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are the same however the pass is sliced', () => {
    fc.assert(
      fc.property(rowsArb, fc.integer({ min: 1, max: 9 }), (rows, size) => {
        const whole = new MovementSummary().add(rows);
        const sliced = new MovementSummary();
        for (let from = 0; from < rows.length; from += size) sliced.add(rows, from, Math.min(rows.length, from + size));
        expect(sliced.totals()).toEqual(whole.totals());
        expect(sliced.missing()).toEqual(whole.missing());
        expect(sliced.facets()).toEqual(whole.facets());
        expect(sliced.coverageFunds()).toEqual(whole.coverageFunds());
      }),
      { numRuns: 200 },
    );
  });

  it('facets and coverage/fund pairs hold only values present', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const facets = movementFacets(rows);
        const present = (values: Array<string | null>) =>
          [...new Set(values.filter((v): v is string => !missingText(v)))].sort();
        expect([...facets.tiposMovimento].sort()).toEqual(present(rows.map((m) => m.tipoMovimento)));
        expect([...facets.fundos].sort()).toEqual(present(rows.map((m) => m.codigoFundo)));
        expect([...facets.coberturas].sort()).toEqual(present(rows.map((m) => m.tipoCobertura)));
        const pairs = new MovementSummary().add(rows).coverageFunds();
        const expected = new Map<string, Set<string>>();
        for (const m of rows) {
          if (missingText(m.tipoCobertura) || missingText(m.codigoFundo)) continue;
          if (!expected.has(m.tipoCobertura!)) expected.set(m.tipoCobertura!, new Set());
          expected.get(m.tipoCobertura!)!.add(m.codigoFundo!);
        }
        expect(pairs).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sorting rows with missing keys', () => {
  it('is a permutation, ordered by the key, with every missing key last in both directions (stable)', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom(...SORTS), (rows, sort) => {
        const sorted = sortMovements(rows, sort);
        // A permutation: every row once (rows are distinct objects).
        expect(sorted).toHaveLength(rows.length);
        expect(new Set(sorted)).toEqual(new Set(rows));
        const position = new Map(rows.map((m, i) => [m, i]));
        const firstMissing = sorted.findIndex((m) => lacksKey(m, sort.column));
        const cut = firstMissing < 0 ? sorted.length : firstMissing;
        // Missing keys only after the cut, in their original order.
        for (let i = cut; i < sorted.length; i++) expect(lacksKey(sorted[i]!, sort.column)).toBe(true);
        for (let i = cut + 1; i < sorted.length; i++)
          expect(position.get(sorted[i]!)!).toBeGreaterThan(position.get(sorted[i - 1]!)!);
        // Present keys before it, in the direction asked, ties in original order.
        const dir = sort.direction === 'asc' ? 1 : -1;
        for (let i = 1; i < cut; i++) {
          const c = compareKeys(sorted[i - 1]!, sorted[i]!, sort.column) * dir;
          expect(c).toBeLessThanOrEqual(0);
          if (c === 0) expect(position.get(sorted[i]!)!).toBeGreaterThan(position.get(sorted[i - 1]!)!);
        }
        expect(cut).toBe(rows.filter((m) => !lacksKey(m, sort.column)).length);
      }),
      { numRuns: 400 },
    );
  });

  it('a movement without a date comes last, ascending and descending', () => {
    const rows = [
      { id: 'a', d: null },
      { id: 'b', d: '2024-01-01T00:00:00' },
      { id: 'c', d: 'sem data' },
      { id: 'd', d: '2023-01-01T00:00:00' },
    ].map(({ id, d }) => ({ indentificacaoMovimento: id, dataMovimento: d }) as Movement);
    const ids = (sort: MovementSort) => sortMovements(rows, sort).map((m) => m.indentificacaoMovimento);
    expect(ids({ column: 'dataMovimento', direction: 'asc' })).toEqual(['d', 'b', 'a', 'c']);
    expect(ids({ column: 'dataMovimento', direction: 'desc' })).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('"não informado" in the type and fund filters', () => {
  const chosenArb = (values: string[]) => fc.subarray(values.filter((v) => v.trim() !== ''));

  it('selects exactly the rows lacking the value, alone or with other values', () => {
    fc.assert(
      fc.property(
        rowsArb,
        chosenArb(TIPOS),
        chosenArb(FUNDOS),
        fc.boolean(),
        fc.boolean(),
        (rows, tipos, fundos, tipoMissing, fundoMissing) => {
          const tiposMovimento = tipoMissing ? [...tipos, NOT_INFORMED] : tipos;
          const fundosFilter = fundoMissing ? [NOT_INFORMED, ...fundos] : fundos;
          const filtered = applyMovementFilter(rows, { tiposMovimento, fundos: fundosFilter });
          const through = (value: string | null, chosen: string[], missingChosen: boolean) =>
            chosen.length === 0 && !missingChosen
              ? true
              : missingText(value)
                ? missingChosen
                : chosen.includes(value as string);
          const expected = rows.filter(
            (m) => through(m.tipoMovimento, tipos, tipoMissing) && through(m.codigoFundo, fundos, fundoMissing),
          );
          expect(filtered).toEqual(expected);
          // Order kept, same objects.
          expect(filtered.every((m, i) => i === 0 || rows.indexOf(m) > rows.indexOf(filtered[i - 1]!))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('NOT_INFORMED alone: exactly the rows without that value, and the totals say how many', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const noType = applyMovementFilter(rows, { tiposMovimento: [NOT_INFORMED] });
        expect(noType).toEqual(rows.filter((m) => missingText(m.tipoMovimento)));
        expect(noType.length).toBe(movementMissing(rows).tipo);
        const noFund = applyMovementFilter(rows, { fundos: [NOT_INFORMED] });
        expect(noFund).toEqual(rows.filter((m) => missingText(m.codigoFundo)));
        expect(noFund.length).toBe(movementMissing(rows).fundo);
      }),
      { numRuns: 200 },
    );
  });

  it('text search and date bounds never match a missing field', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const found = applyMovementFilter(rows, { text: 'mensal' });
        expect(found.every((m) => m.descricaoMovimento !== null)).toBe(true);
        const dated = applyMovementFilter(rows, { from: '2000-01-01' });
        expect(dated.every((m) => dateSortKey(m.dataMovimento) !== '')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the screen and the export agree', () => {
  it('sorting the whole list then filtering (the screen) equals filtering then sorting (the export)', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom(...SORTS),
        fc.subarray([...TIPOS.filter((v) => v.trim() !== ''), NOT_INFORMED]),
        (rows, sort, tiposMovimento) => {
          const filter = { tiposMovimento };
          expect(applyMovementFilter(sortMovements(rows, sort), filter)).toEqual(movementView(rows, filter, sort));
        },
      ),
      { numRuns: 300 },
    );
  });
});
