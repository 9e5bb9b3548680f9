/**
 * Shared. The period summary (period-summary.ts, D350) as the screens receive it: R$ as the exact text of the
 * centavos it is added in (reais-text.ts, exact at any size), quotas as numbers, so it crosses the thread and IPC
 * (as JSON in the web harness) as it is, and the renderer formats it in the employee's language. Null is a figure
 * that could not be established; the problems say why, as data the renderer words in the employee's language.
 */
import { type ReaisText, reaisText } from '../format/reais-text';
import {
  type BalanceAt,
  type CertificateSummary,
  certificateSummary,
  fundSummary,
  type FundSummary,
  type KindTotal,
  quotasOf,
  SUMMARY_KINDS,
  type SummaryEntry,
  type SummaryKind,
} from './period-summary';
import type { SummaryProblem } from './summary-problems';

export interface BalanceAtView {
  reais: ReaisText | null;
  quotas: number | null;
  quotaValue: number | null;
  quotaDate: string | null;
}

/** One kind of settled movement of the period (only kinds that had any). */
export interface KindView {
  kind: SummaryKind;
  count: number;
  /** The values present, in R$ (`noValue` lacked one). */
  reais: ReaisText;
  noValue: number;
  /** Absent for the certificate: its quotas are of different funds and are never added together. */
  quotas?: number;
}

export interface FundSummaryView {
  cobertura: string;
  fundo: string;
  opening: BalanceAtView;
  closing: BalanceAtView;
  kinds: KindView[];
  /** The change of the quota's value in R$; null unless the fund reconciles with both balances in R$. */
  valuation: ReaisText | null;
  /** Empty when opening + settled movements = closing, in quotas (worded by summaryProblemText). */
  problems: SummaryProblem[];
}

export interface PeriodSummaryView {
  /** Calendar days `YYYY-MM-DD` of the period; absent = from the first entry / to the last. */
  from?: string;
  to?: string;
  funds: FundSummaryView[];
  /** The certificate in R$: balances only when every fund reconciles (else null and `problems` says why). */
  total: {
    opening: ReaisText | null;
    closing: ReaisText | null;
    valuation: ReaisText | null;
    kinds: KindView[];
    problems: SummaryProblem[];
  };
}

/** The key a movement's fund is grouped under: coverage and fund, as the balance tab pairs them (`cobertura|fundo`). */
export function fundKeyOf(entry: { tipoCobertura?: string | null; codigoFundo?: string | null }): string {
  return `${entry.tipoCobertura?.trim() ?? ''}|${entry.codigoFundo?.trim() ?? ''}`;
}

/** The summary of one fund's detailed balance (Op14) over every entry, as the balance statement prints it. */
export function fundEntriesSummaryView(
  pair: { cobertura: string; fundo: string },
  entries: readonly SummaryEntry[],
): PeriodSummaryView {
  const key = fundKeyOf({ tipoCobertura: pair.cobertura, codigoFundo: pair.fundo });
  return periodSummaryView(certificateSummary([fundSummary(key, entries, {})]), {});
}

function balanceView(balance: BalanceAt): BalanceAtView {
  return {
    reais: reaisText(balance.cents),
    quotas: balance.quotaUnits === null ? null : quotasOf(balance.quotaUnits),
    quotaValue: balance.quotaValue,
    quotaDate: balance.quotaDate,
  };
}

function kindViews(kinds: Record<SummaryKind, KindTotal>, withQuotas: boolean): KindView[] {
  return SUMMARY_KINDS.filter((kind) => kinds[kind].count > 0).map((kind) => ({
    kind,
    count: kinds[kind].count,
    reais: reaisText(kinds[kind].cents),
    noValue: kinds[kind].noValue,
    ...(withQuotas ? { quotas: quotasOf(kinds[kind].quotaUnits) } : {}),
  }));
}

/** A fund summary keyed `cobertura|fundo` (statement-summary.ts's fundKeyOf) as the screen shows it. */
export function fundSummaryView(fund: FundSummary): FundSummaryView {
  const [cobertura = '', fundo = ''] = fund.fund.split('|');
  return {
    cobertura,
    fundo,
    opening: balanceView(fund.opening),
    closing: balanceView(fund.closing),
    kinds: kindViews(fund.kinds, true),
    valuation: reaisText(fund.valuationCents),
    problems: [...fund.problems],
  };
}

export function periodSummaryView(
  summary: CertificateSummary,
  period: { from?: string | undefined; to?: string | undefined },
): PeriodSummaryView {
  return {
    ...(period.from !== undefined ? { from: period.from } : {}),
    ...(period.to !== undefined ? { to: period.to } : {}),
    funds: summary.funds.map(fundSummaryView),
    total: {
      opening: reaisText(summary.openingCents),
      closing: reaisText(summary.closingCents),
      valuation: reaisText(summary.valuationCents),
      kinds: kindViews(summary.kinds, false),
      problems: [...summary.problems],
    },
  };
}
