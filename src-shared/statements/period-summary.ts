/**
 * Shared. The summary a statement opens with (D350): per fund, the balance at
 * the start of the period, the settled movements of the period by kind
 * (contributions, withdrawals, transfers and portability in and out,
 * earnings, other), and the balance at its end, in quotas and in R$; and the
 * reconciliation "opening + every settled movement of the period = closing".
 *
 * The reconciliation is made in quotas, the unit the service's balances are
 * in (`saldoMovimentoCota`, the quota balance after each entry): it holds or
 * it does not, exactly, in units of 10⁻⁸ quota. In R$ a balance is quotas ×
 * the quota value of the latest conversion up to that day (fund-balance.ts);
 * the difference the movements leave is the change in the quota's value,
 * shown as its own line, so the R$ column adds up too.
 *
 * Which entry is the opening and which the closing one follows the latest-entry
 * rule (D250). Whatever cannot be told (an entry without a date, entries of
 * one day the order cannot place, a missing quota balance or quota value,
 * quotas that do not add up) is a problem in words, and the figure it would
 * have given is absent: never an invented number.
 */
import { calendarDateOf } from '../format/calendar-date';
import { centsOfQuotaUnits, unitsOf } from './fund-balance';
import { latestEntry } from './latest-entry';
import { isSettled } from './settlement';
import { codeKey } from '../words/code-words';
import { defineMessages, type Dictionary } from '../words/dictionary';
import type { SummaryProblem } from './summary-problems';
import pt from './period-summary.pt-BR.json';
import en from './period-summary.en.json';

export type { SummaryProblem } from './summary-problems';

/** The fields of an Op12 movement or an Op14 entry the summary reads; any may be missing. */
export interface SummaryEntry {
  dataMovimento?: string | null;
  tipoMovimento?: string | null;
  /** Op12 only; Op14's entries carry none and are converted, settled entries (D301). */
  statusMovimento?: string | null;
  valorMovimento?: number | null;
  quantidadeCotasMovimento?: number | null;
  saldoMovimentoCota?: number | null;
  dataConversaoCota?: string | null;
  valorConversaoCota?: number | null;
}

/** The kinds a settled movement is summed under; every settled movement is in exactly one. */
export const SUMMARY_KINDS = [
  'contributions',
  'withdrawals',
  'transfersIn',
  'transfersOut',
  'earnings',
  'other',
] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

/** The kinds in words: one wording for the screen and the documents, in each language. */
export const SUMMARY_KIND_WORDS = defineMessages(
  pt.SUMMARY_KIND_WORDS,
  en.SUMMARY_KIND_WORDS,
) satisfies Dictionary<SummaryKind>;

/** A kind of movement by its type and, for transfers, by the direction of its quotas (else of its value). */
export function summaryKindOf(entry: SummaryEntry): SummaryKind {
  switch (codeKey(entry.tipoMovimento)) {
    case 'CONTRIBUICAO':
    case 'APORTE':
      return 'contributions';
    case 'RESGATE':
    case 'BENEFICIO':
      return 'withdrawals';
    case 'TRANSFERENCIA':
    case 'PORTABILIDADE': {
      const sign = entry.quantidadeCotasMovimento ?? entry.valorMovimento ?? 0;
      return sign < 0 ? 'transfersOut' : 'transfersIn';
    }
    case 'RENTABILIDADE':
      return 'earnings';
    default:
      return 'other';
  }
}

export interface KindTotal {
  count: number;
  /** Sum of the values present, in centavos; how many had none: `noValue`. */
  cents: bigint;
  noValue: number;
  /** Sum of the quotas, in 10⁻⁸ quota (a movement without quotas makes the reconciliation impossible). */
  quotaUnits: bigint;
}

export interface BalanceAt {
  quotaUnits: bigint | null;
  /** Quotas × the quota value of `quotaDate`; null when either is unknown. */
  cents: bigint | null;
  quotaValue: number | null;
  quotaDate: string | null;
}

export interface FundSummary {
  fund: string;
  opening: BalanceAt;
  closing: BalanceAt;
  kinds: Record<SummaryKind, KindTotal>;
  /** closing − opening − the movements, in R$: the change of the quota's value; null unless both balances are in R$. */
  valuationCents: bigint | null;
  /** Why the fund does not reconcile (worded by summaryProblemText); empty when opening + movements = closing in quotas. */
  problems: SummaryProblem[];
}

export interface CertificateSummary {
  funds: FundSummary[];
  /** Every kind's R$ over all funds (values of settled movements, in centavos). */
  kinds: Record<SummaryKind, KindTotal>;
  /** The certificate's balances in R$: only when every fund reconciles and has both balances in R$. */
  openingCents: bigint | null;
  closingCents: bigint | null;
  valuationCents: bigint | null;
  /** Why the certificate's total is not given (worded by summaryProblemText). */
  problems: SummaryProblem[];
}

export interface SummaryPeriod {
  /** Calendar days `YYYY-MM-DD`, inclusive; absent = from the first entry / to the last. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Quotas are added in units of 10⁻⁸ quota. */
const QUOTA_DECIMALS = 8;
export const QUOTA_UNITS = 100_000_000n;

/** A quota number in 10⁻⁸ units (the precision the screen adds quotas in). */
export function quotaUnitsOf(quotas: number): bigint {
  return unitsOf(quotas, QUOTA_DECIMALS);
}

/** 10⁻⁸ quota units as a number of quotas for the formatters. */
export function quotasOf(units: bigint): number {
  return Number(units) / Number(QUOTA_UNITS);
}

const isNumber = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const dateKey = (v: string | null | undefined): string | undefined =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 19) : undefined;
/** A date key whose order is reversed ("9" − each digit): the latest by it is the earliest entry. */
const earlierFirst = (key: string | undefined): string | undefined => key?.replace(/\d/g, (d) => String(9 - Number(d)));

function emptyKinds(): Record<SummaryKind, KindTotal> {
  const kinds = {} as Record<SummaryKind, KindTotal>;
  for (const kind of SUMMARY_KINDS) kinds[kind] = { count: 0, cents: 0n, noValue: 0, quotaUnits: 0n };
  return kinds;
}

/** The quota value of the latest conversion on or before `day` (any, without a day). */
function quotaValueUpTo(
  entries: readonly SummaryEntry[],
  day: string | undefined,
  before: boolean,
): { value: number; date: string } | undefined {
  let best: { value: number; date: string } | undefined;
  for (const entry of entries) {
    const key = dateKey(entry.dataConversaoCota);
    const value = entry.valorConversaoCota;
    if (key === undefined || !isNumber(value) || value <= 0) continue;
    const calendar = key.slice(0, 10);
    if (day !== undefined && (before ? calendar >= day : calendar > day)) continue;
    if (best === undefined || key >= best.date) best = { value, date: entry.dataConversaoCota as string };
  }
  return best;
}

function balanceAt(quotaUnits: bigint | null, quota: { value: number; date: string } | undefined): BalanceAt {
  const cents =
    quotaUnits === null || quota === undefined
      ? null
      : (centsOfQuotaUnits(quotaUnits, QUOTA_DECIMALS, quota.value) ?? null);
  return { quotaUnits, cents, quotaValue: quota?.value ?? null, quotaDate: quota?.date ?? null };
}

/**
 * One fund's summary. `entries` are all the fund's entries the service gave (before, in and after the period), in
 * the service's order; `quotaSource` the entries that carry the quota's conversions (Op14's), when others do.
 */
export function fundSummary(
  fund: string,
  entries: readonly SummaryEntry[],
  period: SummaryPeriod,
  quotaSource: readonly SummaryEntry[] = entries,
): FundSummary {
  const problems: SummaryProblem[] = [];
  const kinds = emptyKinds();
  const bounded = period.from !== undefined || period.to !== undefined;
  const settled = entries.filter(isSettled);
  const before: SummaryEntry[] = [];
  const inPeriod: SummaryEntry[] = [];
  let undated = 0;
  for (const entry of settled) {
    const day = calendarDateOf(entry.dataMovimento);
    if (day === undefined) {
      if (bounded) undated++;
      else inPeriod.push(entry);
      continue;
    }
    if (period.from !== undefined && day < period.from) before.push(entry);
    else if (period.to === undefined || day <= period.to) inPeriod.push(entry);
  }
  if (undated > 0) problems.push({ kind: 'undated', count: undated });

  let quotasMissing = 0;
  for (const entry of inPeriod) {
    const total = kinds[summaryKindOf(entry)];
    total.count++;
    if (isNumber(entry.valorMovimento)) total.cents += unitsOf(entry.valorMovimento, 2);
    else total.noValue++;
    if (isNumber(entry.quantidadeCotasMovimento)) total.quotaUnits += quotaUnitsOf(entry.quantidadeCotasMovimento);
    else quotasMissing++;
  }
  if (quotasMissing > 0) problems.push({ kind: 'noQuotas', count: quotasMissing });

  const sameSaldo = (a: SummaryEntry, b: SummaryEntry) => a.saldoMovimentoCota === b.saldoMovimentoCota;
  const balanceBefore = (e: SummaryEntry) =>
    isNumber(e.saldoMovimentoCota) && isNumber(e.quantidadeCotasMovimento)
      ? quotaUnitsOf(e.saldoMovimentoCota) - quotaUnitsOf(e.quantidadeCotasMovimento)
      : undefined;
  const sameBalanceBefore = (a: SummaryEntry, b: SummaryEntry) => balanceBefore(a) === balanceBefore(b);
  const balanceAfter = (entry: SummaryEntry, at: 'start' | 'end'): bigint | null => {
    if (isNumber(entry.saldoMovimentoCota)) return quotaUnitsOf(entry.saldoMovimentoCota);
    problems.push({ kind: 'noQuotaBalance', at });
    return null;
  };

  // Opening: the balance after the latest settled entry before the period; without one, the balance before the
  // period's first settled entry (its balance less its own quotas); with no settled entry up to its end, none.
  let openingUnits: bigint | null = null;
  let closingUnits: bigint | null = null;
  const last = latestEntry(inPeriod, (e) => dateKey(e.dataMovimento), sameSaldo);
  if (before.length > 0) {
    const prior = latestEntry(before, (e) => dateKey(e.dataMovimento), sameSaldo);
    if (prior.kind === 'found') openingUnits = balanceAfter(prior.entry, 'start');
    else if (prior.kind === 'uncertain') problems.push({ kind: 'uncertain', at: 'start', reason: prior.reason });
  } else if (inPeriod.length > 0) {
    const first = latestEntry(inPeriod, (e) => earlierFirst(dateKey(e.dataMovimento)), sameBalanceBefore);
    if (first.kind === 'found') {
      const after = balanceAfter(first.entry, 'start');
      const own = first.entry.quantidadeCotasMovimento;
      openingUnits = after === null || !isNumber(own) ? null : after - quotaUnitsOf(own);
    } else if (first.kind === 'uncertain') problems.push({ kind: 'uncertain', at: 'start', reason: first.reason });
  } else if (undated === 0) {
    // Nothing settled up to the period's end: no quotas were settled into the fund yet.
    openingUnits = 0n;
  }

  if (last.kind === 'found') closingUnits = balanceAfter(last.entry, 'end');
  else if (last.kind === 'uncertain') problems.push({ kind: 'uncertain', at: 'end', reason: last.reason });
  else closingUnits = openingUnits;

  let moved = 0n;
  let movedCents = 0n;
  for (const kind of SUMMARY_KINDS) {
    moved += kinds[kind].quotaUnits;
    movedCents += kinds[kind].cents;
  }
  if (problems.length === 0 && openingUnits !== null && closingUnits !== null && openingUnits + moved !== closingUnits)
    problems.push({ kind: 'quotasDiffer', quotas: quotasOf(closingUnits - openingUnits - moved) });

  const opening = balanceAt(openingUnits, quotaValueUpTo(quotaSource, period.from, true));
  const closing = balanceAt(closingUnits, quotaValueUpTo(quotaSource, period.to, false));
  if (closing.quotaUnits !== null && closing.quotaUnits !== 0n && closing.cents === null)
    problems.push({ kind: 'noQuotaValue', at: 'end' });
  if (opening.quotaUnits !== null && opening.quotaUnits !== 0n && opening.cents === null)
    problems.push({ kind: 'noQuotaValue', at: 'start' });
  const noValue = SUMMARY_KINDS.reduce((n, kind) => n + kinds[kind].noValue, 0);
  if (noValue > 0) problems.push({ kind: 'noValue', count: noValue });
  // A balance of zero quotas is R$ 0,00 whatever the quota's value.
  const inReais = (b: BalanceAt) => (b.quotaUnits === 0n ? 0n : b.cents);
  const openingCents = inReais(opening);
  const closingCents = inReais(closing);
  if (openingCents !== null) opening.cents = openingCents;
  if (closingCents !== null) closing.cents = closingCents;
  const valuationCents =
    problems.length === 0 && openingCents !== null && closingCents !== null
      ? closingCents - openingCents - movedCents
      : null;
  return { fund, opening, closing, kinds, valuationCents, problems };
}

/** The certificate's summary: each fund's, and the total in R$ when every fund reconciles. */
export function certificateSummary(
  funds: readonly FundSummary[],
  nameOf: (fund: string) => string = (fund) => fund,
): CertificateSummary {
  const kinds = emptyKinds();
  for (const fund of funds)
    for (const kind of SUMMARY_KINDS) {
      kinds[kind].count += fund.kinds[kind].count;
      kinds[kind].cents += fund.kinds[kind].cents;
      kinds[kind].noValue += fund.kinds[kind].noValue;
    }
  const unreconciled = funds.filter((f) => f.valuationCents === null);
  const problems: SummaryProblem[] =
    unreconciled.length > 0 ? [{ kind: 'fundsUnreconciled', funds: unreconciled.map((f) => nameOf(f.fund)) }] : [];
  if (funds.length === 0) problems.push({ kind: 'noFunds' });
  const sum = (pick: (f: FundSummary) => bigint | null) =>
    problems.length > 0 ? null : funds.reduce((total, f) => total + (pick(f) ?? 0n), 0n);
  return {
    funds: [...funds],
    kinds,
    openingCents: sum((f) => f.opening.cents),
    closingCents: sum((f) => f.closing.cents),
    valuationCents: sum((f) => f.valuationCents),
    problems,
  };
}
