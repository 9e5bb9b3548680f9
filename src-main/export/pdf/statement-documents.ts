/**
 * Main process. The two printable statements as documents (the same one is saved as PDF and printed, D124):
 * - the movements: the summary, then the list and its totals;
 * - "Saldo e rentabilidade" of every fund of the certificate (D401): first the certificate (its summary in R$ and
 *   the chart of every fund and the total), then each fund in its own section with its heading, summary,
 *   profitability, chart, entries and totals. A fund the service did not give says so in its section, and the
 *   certificate's total then says it cannot be given: never a total that silently drops a fund.
 */
import { fundSummary, certificateSummary, type SummaryEntry } from '../../../src-shared/statements/period-summary';
import { fundKeyOf } from '../../../src-shared/statements/period-summary-view';
import type { MovementLike } from '../../../src-shared/statements/movement-view';
import type { Language } from '../../../src-shared/words/dictionary';
import type { BalanceRow, MovementRow } from '../export-columns';
import type { StatementHeading } from '../statement-heading';
import { certificateBlock, fundBlock, fundTitle, type SummaryBlock, summaryNotes } from '../statement-summary';
import { statementWords } from '../statement-words';
import { balanceChartSection } from './balance-chart';
import {
  balancePrintColumnsIn,
  movementPrintColumnsIn,
  type Profitability,
  profitabilitySection,
  statementTotals,
} from './printable-statements';
import type { PrintColumn, StatementDocument, StatementPart } from './statement-document';

export function movementsStatement(
  heading: StatementHeading,
  rows: readonly MovementRow[],
  summary: Pick<StatementDocument<unknown>, 'summary' | 'summaryNotes'> = {},
): StatementDocument<unknown> {
  const language = heading.language ?? 'pt-BR';
  return {
    heading,
    ...summary,
    parts: [
      {
        columns: movementPrintColumnsIn(language) as PrintColumn<unknown>[],
        rows,
        ...statementTotals(rows, language),
      },
    ],
  };
}

/** One fund of the balance statement: its Op14 entries, or why the service did not give them (in the document's language); its Op16 when given. */
export interface BalanceFund {
  cobertura: string;
  fundo: string;
  entries: readonly BalanceRow[] | { failed: string };
  profitability?: Profitability | undefined;
}

/** The fund's name in the document: its code and coverage, and the fund's own name when Op16 gave one. */
function fundName(fund: BalanceFund, language: Language): string {
  const title = fundTitle(fundKeyOf({ tipoCobertura: fund.cobertura, codigoFundo: fund.fundo }), language);
  const name = fund.profitability?.apelidoFundo?.trim();
  return name ? `${title} — ${name}` : title;
}

export function balanceStatement(heading: StatementHeading, funds: readonly BalanceFund[]): StatementDocument<unknown> {
  const language = heading.language ?? 'pt-BR';
  const w = statementWords(language);
  const name = (fund: BalanceFund) => fundName(fund, language);
  const notes = summaryNotes(undefined, language);
  const read = funds.flatMap((fund) => ('failed' in fund.entries ? [] : [{ fund, entries: fund.entries }]));
  const summaries = new Map(
    read.map(({ fund, entries }) => [
      fund,
      fundSummary(
        fundKeyOf({ tipoCobertura: fund.cobertura, codigoFundo: fund.fundo }),
        entries as readonly SummaryEntry[],
        {},
      ),
    ]),
  );
  const parts: StatementPart<unknown>[] = funds.map((fund) => {
    const title = name(fund);
    const profitability = profitabilitySection(fund.profitability, language);
    if ('failed' in fund.entries)
      return {
        title,
        sections: [profitability],
        columns: [],
        rows: [],
        totals: [],
        notes: [w('fundMissing', { reason: fund.entries.failed })],
      };
    return {
      title,
      summary: [fundBlock(summaries.get(fund)!, title, language)],
      ...(funds.length === 1 ? { summaryNotes: notes } : {}),
      sections: [profitability],
      figures: [balanceChartSection([{ label: title, entries: fund.entries }], language)],
      columns: balancePrintColumnsIn(language) as PrintColumn<unknown>[],
      rows: fund.entries,
      ...statementTotals(fund.entries as unknown as MovementLike[], language),
    };
  });
  if (funds.length === 1) return { heading, parts };
  return {
    heading,
    summary: [certificateTotal(funds, summaries, language)],
    summaryNotes: notes,
    figures: [
      balanceChartSection(
        read.map(({ fund, entries }) => ({ label: name(fund), entries })),
        language,
      ),
    ],
    parts,
  };
}

/** The certificate's block; with a fund the service did not give, every balance "não apurado" and the reason. */
function certificateTotal(
  funds: readonly BalanceFund[],
  summaries: ReadonlyMap<BalanceFund, ReturnType<typeof fundSummary>>,
  language: Language,
): SummaryBlock {
  const block = certificateBlock(
    certificateSummary(
      funds.flatMap((fund) => summaries.get(fund) ?? []),
      (fund) => fundTitle(fund, language),
    ),
    language,
  );
  const missing = funds.filter((fund) => !summaries.has(fund)).map((fund) => fundName(fund, language));
  if (missing.length === 0) return block;
  return {
    ...block,
    lines: block.lines.map((line) => ({ ...line, reais: null })),
    reconciled: false,
    verdict: statementWords(language)('certificateMissing', { funds: missing.join(', ') }),
  };
}
