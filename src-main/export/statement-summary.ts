/**
 * Main process. The summary block every statement opens with (D350), as
 * lines the PDF and the .xlsx both write: per fund, the opening balance, the
 * settled movements by kind, the change of the quota's value and the closing
 * balance, in R$ and in quotas; then the certificate's total in R$. A fund or
 * a total that does not reconcile says why ("Não foi possível conciliar: …")
 * and carries no balance it could not establish. In the document's language
 * (D571), its numbers in that language's separators (D572).
 */
import { formatDateBR } from '../../src-shared/format/calendar-date';
import { formatInteger, formatMoney, formatQuota } from '../../src-shared/format/display';
import { type ReaisText, reaisText } from '../../src-shared/format/reais-text';
import type { Language } from '../../src-shared/words/dictionary';
import { statementWords, type StatementWords } from './statement-words';
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
  /**
   * R$: the exact text of centavos added exactly (the summary's), or a number summed as one (the totals'); null = not
   * established (the cell says why elsewhere), undefined = not applicable.
   */
  reais?: ReaisText | number | null;
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
export function fundTitle(fund: string, language: Language = 'pt-BR'): string {
  const w = statementWords(language);
  const [coverage = '', code = ''] = fund.split('|');
  const what = code.trim() === '' ? w('noFund') : w('fundCode', { code });
  return coverage.trim() === '' ? what : w('fundCoverage', { fund: what, coverage });
}

/** Op12 movements of a certificate, grouped by fund, summarised over the period; `quotaSources` gives each fund's Op14 entries. */
export function movementsSummary(
  movements: readonly (SummaryEntry & { tipoCobertura?: string | null; codigoFundo?: string | null })[],
  period: SummaryPeriod,
  quotaSources: ReadonlyMap<string, readonly SummaryEntry[]> = new Map(),
  language: Language = 'pt-BR',
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
    (fund) => fundTitle(fund, language),
  );
}

const quotas = (units: bigint | null): number | null => (units === null ? null : quotasOf(units));

function balanceLabel(what: string, balance: BalanceAt, w: StatementWords): string {
  return balance.quotaDate === null || balance.quotaUnits === 0n
    ? what
    : w('atQuota', { what, date: formatDateBR(balance.quotaDate) });
}

function movementLines(
  kinds: FundSummary['kinds'],
  withQuotas: boolean,
  language: Language,
  w: StatementWords,
): SummaryLine[] {
  return SUMMARY_KINDS.filter((kind) => kinds[kind].count > 0).map((kind) => ({
    label: w('kindCount', {
      kind: SUMMARY_KIND_WORDS[language][kind],
      count: formatInteger(kinds[kind].count, language),
    }),
    reais: reaisText(kinds[kind].cents),
    ...(withQuotas ? { quotas: quotasOf(kinds[kind].quotaUnits) } : {}),
  }));
}

function verdictOf(
  problems: readonly SummaryProblem[],
  reconciled: string,
  language: Language,
  w: StatementWords,
): string {
  return problems.length === 0
    ? reconciled
    : w('notReconciled', {
        problems: problems.map((problem) => summaryProblemText(problem, language, language)).join('; '),
      });
}

export function fundBlock(fund: FundSummary, title?: string, language: Language = 'pt-BR'): SummaryBlock {
  const w = statementWords(language);
  const lines: SummaryLine[] = [
    {
      label: balanceLabel(w('opening'), fund.opening, w),
      reais: reaisText(fund.opening.cents),
      quotas: quotas(fund.opening.quotaUnits),
    },
    ...movementLines(fund.kinds, true, language, w),
    { label: w('valuation'), reais: reaisText(fund.valuationCents) },
    {
      label: balanceLabel(w('closing'), fund.closing, w),
      reais: reaisText(fund.closing.cents),
      quotas: quotas(fund.closing.quotaUnits),
      strong: true,
    },
  ];
  return {
    title: title ?? fundTitle(fund.fund, language),
    lines,
    reconciled: fund.problems.length === 0,
    verdict: verdictOf(fund.problems, w('fundReconciled'), language, w),
  };
}

export function certificateBlock(summary: CertificateSummary, language: Language = 'pt-BR'): SummaryBlock {
  const w = statementWords(language);
  return {
    title: w('certificateTitle'),
    lines: [
      { label: w('opening'), reais: reaisText(summary.openingCents) },
      ...movementLines(summary.kinds, false, language, w),
      { label: w('valuation'), reais: reaisText(summary.valuationCents) },
      { label: w('closing'), reais: reaisText(summary.closingCents), strong: true },
    ],
    reconciled: summary.problems.length === 0,
    verdict: verdictOf(summary.problems, w('certificateReconciled'), language, w),
  };
}

/** Every block of a summary: one per fund, then the certificate's when there is more than one fund. */
export function summaryBlocks(summary: CertificateSummary, language: Language = 'pt-BR'): SummaryBlock[] {
  const funds = summary.funds.map((fund) => fundBlock(fund, undefined, language));
  return summary.funds.length > 1 ? [...funds, certificateBlock(summary, language)] : funds;
}

/** What the summary covers and how it values quotas, written under it. */
export function summaryNotes(
  filter: { tiposMovimento?: unknown[]; fundos?: unknown[]; text?: string } | undefined,
  language: Language = 'pt-BR',
): string[] {
  const w = statementWords(language);
  const notes = [w('summaryRule')];
  if (filter?.tiposMovimento?.length || filter?.fundos?.length || filter?.text) notes.push(w('summaryUnfiltered'));
  return notes;
}

/** A summary value as the document writes it: R$ or quotas, "não apurado" when it could not be established, "" when not applicable. */
export function summaryCell(
  value: ReaisText | number | null | undefined,
  kind: 'brl' | 'quota',
  language: Language = 'pt-BR',
): string {
  if (value === undefined) return '';
  if (value === null) return statementWords(language)('notEstablished');
  // Quotas are numbers; an amount's text is only ever money.
  return kind === 'quota' && typeof value === 'number' ? formatQuota(value, language) : formatMoney(value, language);
}

/** The balance statement's summary: its one fund, over every entry the service gave. */
export function balanceSummary(
  path: Record<string, string>,
  rows: readonly SummaryEntry[],
  language: Language,
): { summary: SummaryBlock[]; summaryNotes: string[] } {
  const fund = fundKeyOf({ tipoCobertura: path.idcobertura, codigoFundo: path.idfundo });
  return {
    summary: [fundBlock(fundSummary(fund, rows, {}), undefined, language)],
    summaryNotes: summaryNotes(undefined, language),
  };
}
