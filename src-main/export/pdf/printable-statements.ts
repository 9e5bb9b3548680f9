/**
 * Main process. What the two printable statements hold (D125): the columns
 * that fit an A4 page, and the totals, added in integer cents and 10⁻⁸ quota
 * units as the screen adds them (no float drift over thousands of rows).
 */
import { formatMoney, formatPercent, formatQuota } from '../../../src-shared/format/display';
import { type MovementLike, movementTotals } from '../../../src-shared/statements/movement-view';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import { type BalanceRow, inWords, type MovementRow } from '../csv-columns';
import { type TotalsBlock, totalsBlock } from '../statement-totals-block';
import type { PrintColumn, StatementSection, StatementTotal } from './statement-document';

export const movementPrintColumns: ReadonlyArray<PrintColumn<MovementRow>> = [
  { header: 'Data', type: 'date', width: 10, value: (m) => m.dataMovimento },
  { header: 'Tipo', type: 'text', width: 14, value: (m) => inWords(MOVEMENT_TYPE_WORDS, m.tipoMovimento) },
  { header: 'Descrição', type: 'text', width: 21, value: (m) => m.descricaoMovimento },
  { header: 'Fundo', type: 'text', width: 8, value: (m) => m.codigoFundo },
  { header: 'Situação', type: 'text', width: 10, value: (m) => inWords(MOVEMENT_STATUS_WORDS, m.statusMovimento) },
  { header: 'Valor (R$)', type: 'number', number: 'brl', width: 13, value: (m) => m.valorMovimento },
  { header: 'Cotas', type: 'number', number: 'quota', width: 12, value: (m) => m.quantidadeCotasMovimento },
  { header: 'Saldo em cotas', type: 'number', number: 'quota', width: 13, value: (m) => m.saldoMovimentoCota },
];

export const balancePrintColumns: ReadonlyArray<PrintColumn<BalanceRow>> = [
  { header: 'Data', type: 'date', width: 10, value: (b) => b.dataMovimento },
  { header: 'Tipo', type: 'text', width: 15, value: (b) => inWords(MOVEMENT_TYPE_WORDS, b.tipoMovimento) },
  { header: 'Descrição', type: 'text', width: 20, value: (b) => b.descricaoMovimento },
  { header: 'Valor (R$)', type: 'number', number: 'brl', width: 12, value: (b) => b.valorMovimento },
  { header: 'Cotas', type: 'number', number: 'quota', width: 11, value: (b) => b.quantidadeCotasMovimento },
  { header: 'Conversão', type: 'date', width: 10, value: (b) => b.dataConversaoCota },
  { header: 'Valor da cota', type: 'number', number: 'quota', width: 11, value: (b) => b.valorConversaoCota },
  { header: 'Saldo em cotas', type: 'number', number: 'quota', width: 12, value: (b) => b.saldoMovimentoCota },
];

/**
 * Totals that mean something (D301, D546): the settled movements' values per type, their quotas, and the unsettled
 * ones apart, each with its count; the .xlsx's block (statement-totals-block.ts) in the PDF's label/value rows, from
 * one pass over the rows listed.
 */
export function statementTotals(rows: readonly MovementLike[]): { totals: StatementTotal[]; notes: string[] } {
  return printedTotals(totalsBlock(movementTotals(rows)));
}

/** A totals block as the PDF's rows: R$ or quotas, as the screen writes them; a line without a figure is its label. */
export function printedTotals(block: TotalsBlock): { totals: StatementTotal[]; notes: string[] } {
  const totals = block.lines.map((line) => ({
    label: line.label,
    value:
      line.reais !== undefined && line.reais !== null
        ? formatMoney(line.reais)
        : line.quotas !== undefined && line.quotas !== null
          ? formatQuota(line.quotas)
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
export function profitabilitySection(p: Profitability | undefined): StatementSection {
  if (!p)
    return { title: 'Rentabilidade acumulada do fundo', items: [{ label: 'Rentabilidade', value: 'não informada' }] };
  return {
    title: `Rentabilidade acumulada do fundo${p.apelidoFundo ? ` ${p.apelidoFundo}` : ''}`,
    items: [
      { label: 'No dia', value: formatPercent(p.valorDia) },
      { label: 'No mês', value: formatPercent(p.valorMesCorrente) },
      { label: 'Mês anterior', value: formatPercent(p.valorMesAnterior) },
      { label: 'No ano', value: formatPercent(p.valorNoAno) },
      { label: '12 meses', value: formatPercent(p.valorUltimos12Meses) },
      { label: '24 meses', value: formatPercent(p.valorUltimos24Meses) },
      { label: '36 meses', value: formatPercent(p.valorUltimos36Meses) },
    ],
  };
}
