/**
 * The totals that mean something (D410): over any movements, in any slices, the settled movements' values per
 * type and their quotas, and every other movement apart by its status, add up exactly to what a plain reading of
 * the settlement rule gives; nothing is dropped, nothing counted twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MovementSummary, NOT_INFORMED } from '../../../src-shared/statements/movement-view';
import { isMissingText } from '../../../src-shared/statements/missing';
import { NO_STATUS, SETTLED_STATUS, settlementKey } from '../../../src-shared/statements/settlement';
import { movementWithGaps } from './movement-arbitrary';

const STATUSES = ['PROCESSADO', 'processado', 'PENDENTE', 'Cancelado', 'ESTORNADO', 'EM_ANALISE', '', '  ', null];
const movements = fc.array(
  fc.tuple(movementWithGaps, fc.constantFrom(...STATUSES)).map(([m, statusMovimento]) => ({ ...m, statusMovimento })),
  { maxLength: 60 },
);
const cents = (v: number | null) => (v === null || !Number.isFinite(v) ? 0 : Math.round(v * 100));
const units = (q: number | null) => (q === null || !Number.isFinite(q) ? 0 : Math.round(q * 1e8));

describe('settled totals', () => {
  it('per type over settled movements only, the others by status; any slicing gives the same (property)', () => {
    fc.assert(
      fc.property(movements, fc.array(fc.nat(), { maxLength: 4 }), (rows, cuts) => {
        const summary = new MovementSummary();
        const bounds = [...new Set([0, ...cuts.map((c) => c % (rows.length + 1)), rows.length])].sort((a, b) => a - b);
        for (let i = 1; i < bounds.length; i++) summary.add(rows, bounds[i - 1], bounds[i]);
        const { settled, unsettled, count } = summary.totals();

        const byTipo = new Map<string, { count: number; cents: number }>();
        const byStatus = new Map<string, { count: number; cents: number }>();
        let quotaUnits = 0;
        let settledCount = 0;
        for (const m of rows) {
          const key = settlementKey(m);
          if (key === SETTLED_STATUS) {
            settledCount++;
            quotaUnits += units(m.quantidadeCotasMovimento);
            const tipo = isMissingText(m.tipoMovimento) ? NOT_INFORMED : m.tipoMovimento!;
            const t = byTipo.get(tipo) ?? { count: 0, cents: 0 };
            byTipo.set(tipo, { count: t.count + 1, cents: t.cents + cents(m.valorMovimento) });
          } else {
            const s = byStatus.get(key) ?? { count: 0, cents: 0 };
            byStatus.set(key, { count: s.count + 1, cents: s.cents + cents(m.valorMovimento) });
          }
        }
        expect(settled.count).toBe(settledCount);
        expect(Math.round(settled.sumCotas * 1e8)).toBe(quotaUnits);
        expect(
          Object.fromEntries(
            Object.entries(settled.byTipo).map(([k, t]) => [k, [t.count, Math.round(t.sumValor * 100)]]),
          ),
        ).toEqual(Object.fromEntries([...byTipo].map(([k, t]) => [k, [t.count, t.cents]])));
        expect(
          Object.fromEntries(Object.entries(unsettled).map(([k, t]) => [k, [t.count, Math.round(t.sumValor * 100)]])),
        ).toEqual(Object.fromEntries([...byStatus].map(([k, t]) => [k, [t.count, t.cents]])));
        // Every movement is settled or under exactly one status.
        expect(settled.count + Object.values(unsettled).reduce((n, t) => n + t.count, 0)).toBe(count);
        expect(settled.byTipo[SETTLED_STATUS]).toBeUndefined();
      }),
    );
  });

  it('the rule: PROCESSADO in any spelling settles; a blank or null status is "none given"; an absent field (Op14) settles', () => {
    expect(settlementKey({ statusMovimento: ' processado ' })).toBe(SETTLED_STATUS);
    expect(settlementKey({ statusMovimento: 'Pendente' })).toBe('PENDENTE');
    expect(settlementKey({ statusMovimento: null })).toBe(NO_STATUS);
    expect(settlementKey({ statusMovimento: '  ' })).toBe(NO_STATUS);
    expect(settlementKey({})).toBe(SETTLED_STATUS);
    const op14 = new MovementSummary()
      .add([
        {
          dataMovimento: '2024-01-01',
          tipoMovimento: 'RENTABILIDADE',
          codigoFundo: 'F1',
          tipoCobertura: 'C1',
          descricaoMovimento: null,
          codigoMovimento: null,
          indentificacaoMovimento: null,
          valorMovimento: 1.5,
          quantidadeCotasMovimento: 0.1,
        },
      ])
      .totals();
    expect(op14.settled).toMatchObject({ count: 1, byTipo: { RENTABILIDADE: { count: 1, sumValor: 1.5 } } });
  });
});
