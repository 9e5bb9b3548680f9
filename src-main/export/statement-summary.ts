/**
 * Main process. The summary block every statement opens with (D350), as
 * lines the PDF and the .xlsx both write: per fund, the opening balance, the
 * settled movements by kind, the change of the quota's value and the closing
 * balance, in R$ and in quotas; then the certificate's total in R$. A fund or
 * a total that does not reconcile says why ("Não foi possível conciliar: …")
 * and carries no balance it could not establish.
 */
import { formatDateBR } from '../../src-shared/format/calendar-date';
import { formatInteger, formatMoney, formatQuota } from '../../src-shared/format/display';
import { reaisOf } from '../../src-shared/statements/fund-balance';
import {
  type BalanceAt,
  type CertificateSummary,
  certificateSummary,
  fundSummary,
  type FundSummary,
  quotasOf,
  SUMMARY_KIND_WORDS,
  SUMMARY_KINDS,
  type SummaryEntry,
  type SummaryPeriod,
} from '../../src-shared/statements/period-summary';
import { fundKeyOf } from '../../src-shared/statements/period-summary-view';
import { type SummaryProblem, summaryProblemText } from '../../src-shared/statements/summary-problems';

export interface SummaryLine {
  label: string;
  /** R$ as a number of reais; null = not established (the cell says why elsewhere), undefined = not applicable. */
  reais?: number | null;
  quotas?: number | null;
  /** The line that closes a block (the closing balance): written in bold. */
  strong?: boolean;
}

export interface SummaryBlock {
  title: string;
  lines: SummaryLine[];
  /** "Conciliado: …" or "Não foi possível conciliar: …". */
  verdict: string;
  reconciled: boolean;
}

/** A fund's name in the document: its code and coverage as the service sends them. */
export function fundTitle(fund: string): string {
  const [coverage = '', code = ''] = fund.split('|');
  const what = code.trim() === '' ? 'Fundo não informado' : `Fundo ${code}`;
  return coverage.trim() === '' ? what : `${what} · cobertura ${coverage}`;
}

/** Op12 movements of a certificate, grouped by fund, summarised over the period; `quotaSources` gives each fund's Op14 entries. */
export function movementsSummary(
  movements: readonly (SummaryEntry & { tipoCobertura?: string | null; codigoFundo?: string | null })[],
  period: SummaryPeriod,
  quotaSources: ReadonlyMap<string, readonly SummaryEntry[]> = new Map(),
): CertificateSummary {
  const byFund = new Map<string, SummaryEntry[]>();
  for (const movement of movements) {
    const key = fundKeyOf(movement);
    let list = byFund.get(key);
    if (list === undefined) byFund.set(key, (list = []));
    list.push(movement);
  }
  const keys = [...byFund.keys()].sort(new Intl.Collator('pt-BR', { numeric: true }).compare);
  return certificateSummary(
    keys.map((key) => fundSummary(key, byFund.get(key) ?? [], period, quotaSources.get(key) ?? [])),
    fundTitle,
  );
}

const reais = (cents: bigint | null): number | null => (cents === null ? null : reaisOf(cents));
const quotas = (units: bigint | null): number | null => (units === null ? null : quotasOf(units));

function balanceLabel(what: string, balance: BalanceAt): string {
  return balance.quotaDate === null || balance.quotaUnits === 0n
    ? what
    : `${what} (cota de ${formatDateBR(balance.quotaDate)})`;
}

function movementLines(kinds: FundSummary['kinds'], withQuotas: boolean): SummaryLine[] {
  return SUMMARY_KINDS.filter((kind) => kinds[kind].count > 0).map((kind) => ({
    label: `${SUMMARY_KIND_WORDS[kind]} (${formatInteger(kinds[kind].count)})`,
    reais: reaisOf(kinds[kind].cents),
    ...(withQuotas ? { quotas: quotasOf(kinds[kind].quotaUnits) } : {}),
  }));
}

function verdictOf(problems: readonly SummaryProblem[], reconciled: string): string {
  return problems.length === 0
    ? reconciled
    : `Não foi possível conciliar: ${problems.map((problem) => summaryProblemText(problem, 'pt-BR')).join('; ')}.`;
}

export function fundBlock(fund: FundSummary, title = fundTitle(fund.fund)): SummaryBlock {
  const lines: SummaryLine[] = [
    {
      label: balanceLabel('Saldo inicial', fund.opening),
      reais: reais(fund.opening.cents),
      quotas: quotas(fund.opening.quotaUnits),
    },
    ...movementLines(fund.kinds, true),
    { label: 'Variação do valor da cota', reais: reais(fund.valuationCents) },
    {
      label: balanceLabel('Saldo final', fund.closing),
      reais: reais(fund.closing.cents),
      quotas: quotas(fund.closing.quotaUnits),
      strong: true,
    },
  ];
  return {
    title,
    lines,
    reconciled: fund.problems.length === 0,
    verdict: verdictOf(
      fund.problems,
      'Conciliado: saldo inicial + movimentações processadas do período = saldo final, em cotas; em R$, a diferença é a variação do valor da cota.',
    ),
  };
}

export function certificateBlock(summary: CertificateSummary): SummaryBlock {
  return {
    title: 'Certificado (todos os fundos), em R$',
    lines: [
      { label: 'Saldo inicial', reais: reais(summary.openingCents) },
      ...movementLines(summary.kinds, false),
      { label: 'Variação do valor da cota', reais: reais(summary.valuationCents) },
      { label: 'Saldo final', reais: reais(summary.closingCents), strong: true },
    ],
    reconciled: summary.problems.length === 0,
    verdict: verdictOf(summary.problems, 'Conciliado: a soma dos fundos fecha com o saldo final.'),
  };
}

/** Every block of a summary: one per fund, then the certificate's when there is more than one fund. */
export function summaryBlocks(summary: CertificateSummary): SummaryBlock[] {
  const funds = summary.funds.map((fund) => fundBlock(fund));
  return summary.funds.length > 1 ? [...funds, certificateBlock(summary)] : funds;
}

/** What the summary covers and how it values quotas, written under it. */
export function summaryNotes(
  filter: { tiposMovimento?: unknown[]; fundos?: unknown[]; text?: string } | undefined,
): string[] {
  const notes = [
    'O resumo soma só as movimentações processadas do período. Os saldos em R$ são as cotas multiplicadas pelo valor da cota da última conversão informada até a data; quando algo falta, o resumo diz o que e não apresenta o valor.',
  ];
  if (filter?.tiposMovimento?.length || filter?.fundos?.length || filter?.text)
    notes.push(
      'O resumo considera todas as movimentações do período, sem os filtros de tipo, fundo e texto aplicados à lista abaixo.',
    );
  return notes;
}

/** A summary value as the document writes it: R$ or quotas, "não apurado" when it could not be established, "" when not applicable. */
export function summaryCell(value: number | null | undefined, kind: 'brl' | 'quota'): string {
  if (value === undefined) return '';
  if (value === null) return 'não apurado';
  return kind === 'brl' ? formatMoney(value) : formatQuota(value);
}
