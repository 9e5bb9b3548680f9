/**
 * Totals that mean something: per type over the processed movements only,
 * the unsettled ones apart with their counts, the rule written, and never a
 * bare sum of signed values of different types (property over generated
 * movements, checked against sums written here independently, in cents).
 * The PDF and the .xlsx word them with one block (D546): same lines, same
 * figures, same notes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementTotals } from '../../../src-main/export/pdf/printable-statements';
import { SETTLED_RULE, totalsBlock } from '../../../src-main/export/statement-totals-block';
import { formatMoney, formatQuota } from '../../../src-shared/format/display';
import { MovementSummary } from '../../../src-shared/statements/movement-view';
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
        expect(totals[0]).toEqual({
          label: `Movimentações listadas: ${rows.length}; processadas: ${processed.length}`,
          value: '',
        });
        const counted = (label: string) => Number(/\((\d+) movimenta/.exec(label)?.[1] ?? NaN);
        const perType = totals.filter((t) => t.label.includes(', processadas ('));
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
            label: `Contribuição, processadas (${contributions.length} ${contributions.length === 1 ? 'movimentação' : 'movimentações'})`,
            value: formatMoney(cents / 100),
          });
        }
      }),
    );
  });

  it('the PDF prints the .xlsx block line for line, each figure as the screen writes it (property)', () => {
    fc.assert(
      fc.property(movements, (rows) => {
        const block = totalsBlock(new MovementSummary().add(rows).totals());
        const printed = statementTotals(rows);
        expect(printed.notes).toEqual(block.notes);
        expect(printed.totals).toEqual(
          block.lines.map((line) => ({
            label: line.label,
            value:
              typeof line.reais === 'number'
                ? formatMoney(line.reais)
                : typeof line.quotas === 'number'
                  ? formatQuota(line.quotas)
                  : '',
          })),
        );
      }),
    );
  });
});
