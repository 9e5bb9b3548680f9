/**
 * Totals that mean something: per type over the processed movements only,
 * the unsettled ones apart with their counts, the rule written, and never a
 * bare sum of signed values of different types (property over generated
 * movements, checked against sums written here independently, in cents).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SETTLED_RULE, statementTotals } from '../../../src-main/export/pdf/printable-statements';
import { formatMoney } from '../../../src-shared/format/display';
import { movementWithGaps } from '../../shared/statements/movement-arbitrary';

const STATUSES = ['PROCESSADO', 'PENDENTE', 'CANCELADO', 'ESTORNADO', 'Processado', null, 'EM ANALISE'];
const movements = fc.array(
  fc.tuple(movementWithGaps, fc.constantFrom(...STATUSES)).map(([m, status]) => ({ ...m, statusMovimento: status })),
  { maxLength: 60 },
);

describe('statement totals', () => {
  it('per type over processed movements; unsettled apart; every movement counted once (property)', () => {
    fc.assert(
      fc.property(movements, (rows) => {
        const { totals, notes } = statementTotals(rows);
        expect(notes).toContain(SETTLED_RULE);
        expect(totals.some((t) => /soma dos valores/i.test(t.label))).toBe(false);
        const processed = rows.filter((m) => m.statusMovimento?.toUpperCase() === 'PROCESSADO');
        expect(totals[0]).toEqual({ label: 'Movimentações', value: String(rows.length) });
        expect(totals[1]).toEqual({ label: 'Processadas', value: String(processed.length) });
        const counted = (label: string) => Number(/\((\d+) movimenta/.exec(label)?.[1] ?? NaN);
        const perType = totals.filter((t) => !t.label.includes('fora dos totais') && /\(\d+ movimenta/.test(t.label));
        expect(perType.reduce((n, t) => n + counted(t.label), 0)).toBe(processed.length);
        const apart = totals.filter((t) => t.label.includes('fora dos totais'));
        expect(apart.reduce((n, t) => n + counted(t.label), 0)).toBe(rows.length - processed.length);
        // Each type's figure is the cents of its processed movements.
        const contributions = processed.filter((m) => m.tipoMovimento === 'CONTRIBUICAO');
        if (contributions.length > 0) {
          const cents = contributions.reduce(
            (sum, m) =>
              sum +
              (typeof m.valorMovimento === 'number' && Number.isFinite(m.valorMovimento)
                ? Math.round(m.valorMovimento * 100)
                : 0),
            0,
          );
          expect(totals).toContainEqual({
            label: `Contribuição (${contributions.length} ${contributions.length === 1 ? 'movimentação' : 'movimentações'})`,
            value: formatMoney(cents / 100),
          });
        }
      }),
    );
  });
});
