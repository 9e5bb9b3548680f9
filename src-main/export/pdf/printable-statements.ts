/**
 * Main process. What the two printable statements hold (D125): the columns
 * that fit an A4 page, and the totals, added in integer cents and 10⁻⁸ quota
 * units as the screen adds them (no float drift over thousands of rows).
 */
import { formatInteger, formatMoney, formatPercent, formatQuota } from '../../../src-shared/format/display';
import { type MovementLike, MovementSummary, NOT_INFORMED } from '../../../src-shared/statements/movement-view';
import {
  compareMovementTypes,
  NO_STATUS,
  SETTLED_STATUS,
  settlementKey,
} from '../../../src-shared/statements/settlement';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import { type BalanceRow, inWords, type MovementRow } from '../csv-columns';
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

/** Statuses whose movements are not settled: listed, marked, and kept out of the totals. */
const UNSETTLED: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendentes',
  CANCELADO: 'Canceladas',
  ESTORNADO: 'Estornadas',
};

/** The settlement rule, written in the document. */
export const SETTLED_RULE =
  'Os totais por tipo somam só as movimentações processadas. Pendentes, canceladas e estornadas aparecem na lista com a sua situação e ficam fora desses totais; uma movimentação sem situação informada também fica fora. Valores de tipos diferentes não são somados entre si.';

const countOf = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/**
 * Totals that mean something (D301): the settled movements' values per type
 * (never one sum of signed values of different types), their quotas, and the
 * unsettled ones apart, each with its count; added in integer cents and 10⁻⁸
 * quota as the screen adds them (MovementSummary), one pass over the rows.
 */
export function statementTotals(rows: readonly MovementLike[]): { totals: StatementTotal[]; notes: string[] } {
  const groups = new Map<string, MovementLike[]>();
  for (const row of rows) {
    const key = settlementKey(row);
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = []));
    group.push(row);
  }
  const settled = new MovementSummary().add(groups.get(SETTLED_STATUS) ?? []);
  const { sumCotas, byTipo } = settled.totals();
  const { valor: noValue, cotas: noQuotas } = settled.missing();
  const totals: StatementTotal[] = [{ label: 'Movimentações', value: formatInteger(rows.length) }];
  totals.push({ label: 'Processadas', value: formatInteger(groups.get(SETTLED_STATUS)?.length ?? 0) });
  for (const tipo of Object.keys(byTipo).sort(compareMovementTypes)) {
    const t = byTipo[tipo]!;
    const word = tipo === NOT_INFORMED ? 'Tipo não informado' : (inWords(MOVEMENT_TYPE_WORDS, tipo) ?? tipo);
    totals.push({
      label: `${word} (${countOf(t.count, 'movimentação', 'movimentações')})`,
      value: formatMoney(t.sumValor),
    });
  }
  totals.push({ label: 'Cotas das movimentações processadas', value: formatQuota(sumCotas) });
  for (const [key, group] of groups) {
    if (key === SETTLED_STATUS) continue;
    const { sumValor } = new MovementSummary().add(group).totals();
    const label =
      key === NO_STATUS
        ? 'Sem situação informada'
        : (UNSETTLED[key] ?? `Situação ${inWords(MOVEMENT_STATUS_WORDS, key) ?? key}`);
    totals.push({
      label: `${label}, fora dos totais (${countOf(group.length, 'movimentação', 'movimentações')})`,
      value: formatMoney(sumValor),
    });
  }
  const notes = [SETTLED_RULE];
  if (noValue > 0)
    notes.push(
      `${countOf(noValue, 'movimentação processada sem valor informado ficou', 'movimentações processadas sem valor informado ficaram')} fora dos totais por tipo.`,
    );
  if (noQuotas > 0)
    notes.push(
      `${countOf(noQuotas, 'movimentação processada sem cotas informadas ficou', 'movimentações processadas sem cotas informadas ficaram')} fora da soma das cotas.`,
    );
  return { totals, notes };
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
