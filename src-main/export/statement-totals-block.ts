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
import { documentWordForCode, MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../src-shared/words/code-words';
import type { Language } from '../../src-shared/words/dictionary';
import { plural } from '../../src-shared/words/plural';
import type { SummaryLine } from './statement-summary';
import { statementWords } from './statement-words';

export interface TotalsBlock {
  title: string;
  lines: SummaryLine[];
  notes: string[];
}

/** The settlement rule, written in the document. */
export const SETTLED_RULE = statementWords('pt-BR')('settledRule');

export function totalsBlock(totals: MovementTotals, language: Language = 'pt-BR'): TotalsBlock {
  const w = statementWords(language);
  const countOf = (n: number) =>
    plural(language, n, { one: w('movementOne', { n: '#' }), other: w('movementOther', { n: '#' }) });
  const { settled, unsettled } = totals;
  const lines: SummaryLine[] = [
    {
      label: w('listed', {
        listed: formatInteger(totals.count, language),
        settled: formatInteger(settled.count, language),
      }),
    },
  ];
  for (const tipo of Object.keys(settled.byTipo).sort(compareMovementTypes)) {
    const t = settled.byTipo[tipo]!;
    const type =
      tipo === NOT_INFORMED ? w('noType') : (documentWordForCode(MOVEMENT_TYPE_WORDS, language, tipo) ?? tipo);
    lines.push({ label: w('settledOfType', { type, count: countOf(t.count) }), reais: t.sumValor });
  }
  if (settled.count > 0) lines.push({ label: w('settledQuotas'), quotas: settled.sumCotas });
  for (const code of Object.keys(unsettled).sort()) {
    const u = unsettled[code]!;
    const status =
      code === NO_STATUS ? w('noStatus') : (documentWordForCode(MOVEMENT_STATUS_WORDS, language, code) ?? code);
    lines.push({ label: w('unsettledOfStatus', { status, count: countOf(u.count) }), reais: u.sumValor });
  }
  const notes = [w('settledRule')];
  if (settled.noValor > 0) notes.push(w('settledNoValue', { count: countOf(settled.noValor) }));
  if (settled.noCotas > 0) notes.push(w('settledNoQuotas', { count: countOf(settled.noCotas) }));
  return { title: w('totalsTitle'), lines, notes };
}
