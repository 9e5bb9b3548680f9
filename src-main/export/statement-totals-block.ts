/**
 * Main process. The totals under a statement's table in the .xlsx (D410):
 * the settled movements' values per type (never one sum of signed values of
 * different types) and their quotas, then every unsettled status apart, each
 * with its count, as values (never formulas); the settlement rule written
 * under them. Figures are the one pass's (MovementSummary), over exactly the
 * rows the table lists. The PDF prints the same block (printable-statements.ts, D546).
 */
import { formatInteger } from '../../src-shared/format/display';
import { type MovementTotals, NOT_INFORMED } from '../../src-shared/statements/movement-view';
import { compareMovementTypes, NO_STATUS } from '../../src-shared/statements/settlement';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../src-shared/words/code-words';
import { inWords } from './csv-columns';
import type { SummaryLine } from './statement-summary';

export interface TotalsBlock {
  title: string;
  lines: SummaryLine[];
  notes: string[];
}

/** The settlement rule, written in the document. */
export const SETTLED_RULE =
  'Os totais por tipo somam só as movimentações processadas. Pendentes, canceladas e estornadas aparecem na lista com a sua situação e ficam fora desses totais; uma movimentação sem situação informada também fica fora. Valores de tipos diferentes não são somados entre si.';

const countOf = (n: number) => `${formatInteger(n)} ${n === 1 ? 'movimentação' : 'movimentações'}`;

export function totalsBlock(totals: MovementTotals): TotalsBlock {
  const { settled, unsettled } = totals;
  const lines: SummaryLine[] = [
    { label: `Movimentações listadas: ${formatInteger(totals.count)}; processadas: ${formatInteger(settled.count)}` },
  ];
  for (const tipo of Object.keys(settled.byTipo).sort(compareMovementTypes)) {
    const t = settled.byTipo[tipo]!;
    const word = tipo === NOT_INFORMED ? 'Tipo não informado' : (inWords(MOVEMENT_TYPE_WORDS, tipo) ?? tipo);
    lines.push({ label: `${word}, processadas (${countOf(t.count)})`, reais: t.sumValor });
  }
  if (settled.count > 0) lines.push({ label: 'Cotas das movimentações processadas', quotas: settled.sumCotas });
  for (const status of Object.keys(unsettled).sort()) {
    const u = unsettled[status]!;
    const word = status === NO_STATUS ? 'Sem situação informada' : (inWords(MOVEMENT_STATUS_WORDS, status) ?? status);
    lines.push({ label: `${word}, fora dos totais (${countOf(u.count)})`, reais: u.sumValor });
  }
  const notes = [SETTLED_RULE];
  if (settled.noValor > 0)
    notes.push(`${countOf(settled.noValor)} processada(s) sem valor informado: fora dos totais por tipo.`);
  if (settled.noCotas > 0)
    notes.push(`${countOf(settled.noCotas)} processada(s) sem cotas informadas: fora da soma das cotas.`);
  return { title: 'Totais das movimentações listadas', lines, notes };
}
