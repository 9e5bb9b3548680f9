/**
 * Main process. What the two printable statements hold (D125): the columns
 * that fit an A4 page, and the totals, added in integer cents and 10⁻⁸ quota
 * units as the screen adds them (no float drift over thousands of rows).
 */
import { formatMoney, formatPercent, formatQuota } from '../../../src-shared/format/display';
import { type MovementLike, movementTotals } from '../../../src-shared/statements/movement-view';
import { documentWordForCode, MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import type { Language } from '../../../src-shared/words/dictionary';
import type { BalanceRow, MovementRow } from '../export-columns';
import { type TotalsBlock, totalsBlock } from '../statement-totals-block';
import { statementWords } from '../statement-words';
import type { PrintColumn, StatementSection, StatementTotal } from './statement-document';

/** The movements' columns, headed and worded in the document's language (D571). */
export function movementPrintColumnsIn(language: Language): ReadonlyArray<PrintColumn<MovementRow>> {
  const w = statementWords(language);
  return [
    { header: w('colDate'), type: 'date', width: 10, value: (m) => m.dataMovimento },
    {
      header: w('colType'),
      type: 'text',
      width: 14,
      value: (m) => documentWordForCode(MOVEMENT_TYPE_WORDS, language, m.tipoMovimento),
    },
    { header: w('colDescription'), type: 'text', width: 21, value: (m) => m.descricaoMovimento },
    { header: w('colFund'), type: 'text', width: 8, value: (m) => m.codigoFundo },
    {
      header: w('colStatus'),
      type: 'text',
      width: 10,
      value: (m) => documentWordForCode(MOVEMENT_STATUS_WORDS, language, m.statusMovimento),
    },
    { header: w('colValue'), type: 'number', number: 'brl', width: 13, value: (m) => m.valorMovimento },
    { header: w('colQuotas'), type: 'number', number: 'quota', width: 12, value: (m) => m.quantidadeCotasMovimento },
    { header: w('colQuotaBalance'), type: 'number', number: 'quota', width: 13, value: (m) => m.saldoMovimentoCota },
  ];
}

/** The balance's columns, headed and worded in the document's language (D571). */
export function balancePrintColumnsIn(language: Language): ReadonlyArray<PrintColumn<BalanceRow>> {
  const w = statementWords(language);
  return [
    { header: w('colDate'), type: 'date', width: 10, value: (b) => b.dataMovimento },
    {
      header: w('colType'),
      type: 'text',
      width: 15,
      value: (b) => documentWordForCode(MOVEMENT_TYPE_WORDS, language, b.tipoMovimento),
    },
    { header: w('colDescription'), type: 'text', width: 20, value: (b) => b.descricaoMovimento },
    { header: w('colValue'), type: 'number', number: 'brl', width: 12, value: (b) => b.valorMovimento },
    { header: w('colQuotas'), type: 'number', number: 'quota', width: 11, value: (b) => b.quantidadeCotasMovimento },
    { header: w('colConversion'), type: 'date', width: 10, value: (b) => b.dataConversaoCota },
    { header: w('colQuotaValue'), type: 'number', number: 'quota', width: 11, value: (b) => b.valorConversaoCota },
    { header: w('colQuotaBalance'), type: 'number', number: 'quota', width: 12, value: (b) => b.saldoMovimentoCota },
  ];
}

export const movementPrintColumns = movementPrintColumnsIn('pt-BR');
export const balancePrintColumns = balancePrintColumnsIn('pt-BR');

/**
 * Totals that mean something (D301, D546): the settled movements' values per type, their quotas, and the unsettled
 * ones apart, each with its count; the .xlsx's block (statement-totals-block.ts) in the PDF's label/value rows, from
 * one pass over the rows listed.
 */
export function statementTotals(
  rows: readonly MovementLike[],
  language: Language = 'pt-BR',
): { totals: StatementTotal[]; notes: string[] } {
  return printedTotals(totalsBlock(movementTotals(rows), language), language);
}

/** A totals block as the PDF's rows: R$ or quotas, as the screen writes them; a line without a figure is its label. */
export function printedTotals(
  block: TotalsBlock,
  language: Language = 'pt-BR',
): { totals: StatementTotal[]; notes: string[] } {
  const totals = block.lines.map((line) => ({
    label: line.label,
    value:
      line.reais !== undefined && line.reais !== null
        ? formatMoney(line.reais, language)
        : line.quotas !== undefined && line.quotas !== null
          ? formatQuota(line.quotas, language)
          : '',
  }));
  return { totals, notes: block.notes };
}

export interface Profitability {
  apelidoFundo?: string | null;
  dataCota?: string | null;
  valorDia?: number | null;
  valorMesCorrente?: number | null;
  valorMesAnterior?: number | null;
  valorNoAno?: number | null;
  valorUltimos12Meses?: number | null;
  valorUltimos24Meses?: number | null;
  valorUltimos36Meses?: number | null;
}

/** The fund's accumulated profitability (Op16) as a block of the balance statement; "—" for what is missing. */
export function profitabilitySection(p: Profitability | undefined, language: Language = 'pt-BR'): StatementSection {
  const w = statementWords(language);
  if (!p)
    return { title: w('profitabilityTitle'), items: [{ label: w('profitability'), value: w('profitabilityMissing') }] };
  const percent = (value: number | null | undefined) => formatPercent(value, 2, language);
  return {
    title: p.apelidoFundo ? w('profitabilityOf', { fund: p.apelidoFundo }) : w('profitabilityTitle'),
    items: [
      { label: w('day'), value: percent(p.valorDia) },
      { label: w('month'), value: percent(p.valorMesCorrente) },
      { label: w('previousMonth'), value: percent(p.valorMesAnterior) },
      { label: w('year'), value: percent(p.valorNoAno) },
      { label: w('months12'), value: percent(p.valorUltimos12Meses) },
      { label: w('months24'), value: percent(p.valorUltimos24Meses) },
      { label: w('months36'), value: percent(p.valorUltimos36Meses) },
    ],
  };
}
