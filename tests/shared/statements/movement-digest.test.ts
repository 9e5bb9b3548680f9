/**
 * The movements' whole-list digest (facets, coverage/fund pairs, totals in one
 * pass: src-shared/statements/movement-digest.ts), which the main process
 * computes on the kept list (D140).
 */
import { describe, expect, it } from 'vitest';
import { coverageFundPairs, digestMovements } from '../../../src-shared/statements/movement-digest';
import { type Movement, movementFacets, movementTotals } from '../../../src-shared/statements/movement-view';
import { generateWorld, HEAVY_MOVEMENT_COUNT } from '../../../src-sandbox/demo/generate-world';
import { generateMovements } from '../../../src-sandbox/demo/movements';

describe('digestMovements', () => {
  const world = generateWorld();
  const heavy = world.customers[0]!.pensionCertificates.find((c) => c.movementCount === HEAVY_MOVEMENT_COUNT)!;
  const all = generateMovements(heavy, world.referenceDate) as Movement[];

  it('equals the separate passes it replaces', () => {
    const digest = digestMovements(all);
    expect(digest.totals).toEqual(movementTotals(all));
    expect(digest.facets).toEqual(movementFacets(all));
    expect(digest.pairs).toEqual(coverageFundPairs(all));
  });

  it('coverage/fund pairs: each coverage with its funds, in pt-BR order, blanks left out', () => {
    const rows = [
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND10' },
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND2' },
      { tipoCobertura: 'PGBL01', codigoFundo: 'FND2' },
      { tipoCobertura: '', codigoFundo: 'FND3' },
      { tipoCobertura: 'PGBL01', codigoFundo: '' },
      { tipoCobertura: 'VGBL02', codigoFundo: 'FND2' },
    ].map((m) => ({ ...all[0]!, ...m }));
    expect(coverageFundPairs(rows)).toEqual([
      { cobertura: 'PGBL01', fundo: 'FND2' },
      { cobertura: 'VGBL02', fundo: 'FND2' },
      { cobertura: 'VGBL02', fundo: 'FND10' },
    ]);
  });
});
