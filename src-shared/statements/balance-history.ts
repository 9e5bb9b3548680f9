/**
 * Shared. A fund's balance in R$ month by month, and "Quanto rendeu?" in R$,
 * from its detailed balance (Op14) only (D320–D322).
 *
 * A month's point is the fund's balance at the end of that month, by the rule
 * of the current balance (fund-balance.ts, D110/D250) applied to the entries
 * up to that month: the quota balance after the latest entry dated in or
 * before the month × the quota value of the latest conversion *dated in that
 * month*. A month the entries cannot tell is a gap, never an interpolated or
 * carried-over value: no conversion in the month (its quota value is unknown),
 * a latest entry without a quota balance, or a latest entry that cannot be
 * told (an undated entry the list's order cannot place before the month's
 * end, or entries on the same latest date that differ and no order tells
 * them apart).
 *
 * Earnings between the ends of two months A < B, per fund:
 *
 *   balance(B) − balance(A) − the money that came in or went out in between
 *
 * where the money in or out is every entry dated after A and up to B except
 * returns (`RENTABILIDADE`), at its value in R$. Unavailable, with the reason,
 * when either balance is a gap, when an entry has no date (it may or may not
 * be in the period), no value, or a type the list of types does not know
 * (money in, or returns: nobody can tell).
 */
import { codeKey, MOVEMENT_TYPE_WORDS } from '../words/code-words';
import { type BalanceEntryLike, centsOfQuotas, dateKey, isNumber } from './fund-balance';
import { directionOf } from './latest-entry';

/** `YYYY-MM`. */
export type Month = string;

export type MonthGap = 'no-quota-value' | 'no-quota-balance' | 'uncertain' | 'no-entries';

export interface MonthPoint {
  month: Month;
  /** The balance in centavos at the end of the month; null when the entries cannot tell (`gap` says why). */
  cents: bigint | null;
  gap?: MonthGap;
  /** The conversion date of the quota value used. */
  quotaDate?: string;
}

/** Why the money in or out of a month cannot be told. */
export type FlowProblem = 'undated' | 'no-value' | 'unknown-type';

export interface FundHistory {
  /** Every month from the first dated entry's to the last dated entry's or conversion's, in order. */
  points: MonthPoint[];
  /** Per month: the money in or out in centavos (returns excluded), or why it cannot be told. */
  flows: ReadonlyMap<Month, bigint | FlowProblem>;
  /** Some entry has no date: no period's earnings can be told. */
  undated: boolean;
}

/** A fund whose entries could not be read: no month, so no total either. */
export const NO_HISTORY: FundHistory = { points: [], flows: new Map(), undated: false };

/** Entries of an Op14 list as this module reads them. */
export interface HistoryEntryLike extends BalanceEntryLike {
  tipoMovimento?: string | null;
  valorMovimento?: number | null;
}

const EARNINGS_TYPES = new Set(['RENTABILIDADE']);
const KNOWN_TYPES = new Set(Object.keys(MOVEMENT_TYPE_WORDS['pt-BR']));

const monthOf = (key: string): Month => key.slice(0, 7);

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: Month): Month {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}`;
}

/** `month` moved by `delta` months (negative: back). */
export function addMonths(month: Month, delta: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `first` to `last`, both included. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const out: Month[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}

/** The list's positions in time order: the service's order when its dates confirm it, else by date (stable). */
function chronological(keys: readonly (string | undefined)[]): number[] | undefined {
  const direction = directionOf(keys);
  const positions = keys.map((_, i) => i);
  if (direction === 'oldest-first') return positions;
  if (direction === 'newest-first') return positions.reverse();
  if (keys.some((k) => k === undefined)) return undefined;
  return positions.sort((a, b) => ((keys[a] as string) < (keys[b] as string) ? -1 : keys[a] === keys[b] ? a - b : 1));
}

function flowOf(entry: HistoryEntryLike): bigint | FlowProblem | 'earnings' {
  const type = codeKey(entry.tipoMovimento);
  if (!KNOWN_TYPES.has(type)) return 'unknown-type';
  if (EARNINGS_TYPES.has(type)) return 'earnings';
  if (!isNumber(entry.valorMovimento)) return 'no-value';
  return centsOfQuotas(entry.valorMovimento, 1) ?? 'no-value';
}

/** A fund's month-end balances and monthly money in or out, from its Op14 entries in the order the service sent them. */
export function fundHistory(entries: readonly HistoryEntryLike[]): FundHistory {
  const keys = entries.map((e) => dateKey(e.dataMovimento));
  const undated = keys.some((k) => k === undefined);
  const flows = new Map<Month, bigint | FlowProblem>();
  const conversions = new Map<Month, { key: string; value: number }>();
  let first: Month | undefined;
  let last: Month | undefined;
  entries.forEach((entry, i) => {
    const key = keys[i];
    const conversion = dateKey(entry.dataConversaoCota);
    if (conversion !== undefined && isNumber(entry.valorConversaoCota) && entry.valorConversaoCota > 0) {
      const month = monthOf(conversion);
      const best = conversions.get(month);
      if (!best || conversion >= best.key) conversions.set(month, { key: conversion, value: entry.valorConversaoCota });
      if (last === undefined || month > last) last = month;
    }
    if (key === undefined) return;
    const month = monthOf(key);
    if (first === undefined || month < first) first = month;
    if (last === undefined || month > last) last = month;
    const flow = flowOf(entry);
    if (flow === 'earnings') return;
    const sum = flows.get(month);
    if (typeof sum === 'string') return;
    flows.set(month, typeof flow === 'string' ? flow : (sum ?? 0n) + flow);
  });
  if (first === undefined || last === undefined) return { points: [], flows, undated };
  const months = monthsBetween(first, last);
  const direction = directionOf(keys);
  const order = chronological(keys);
  if (!order) return { points: months.map((month) => ({ month, cents: null, gap: 'uncertain' })), flows, undated };

  const points: MonthPoint[] = [];
  let cursor = -1; // position in `order` of the latest dated entry so far
  for (const month of months) {
    for (let next = cursor + 1; next < order.length; next++) {
      const key = keys[order[next] as number];
      if (key === undefined) continue;
      if (monthOf(key) > month) break;
      cursor = next;
    }
    points.push(pointAt(month, cursor, order, keys, entries, conversions, direction === 'unknown'));
  }
  return { points, flows, undated };
}

function pointAt(
  month: Month,
  cursor: number,
  order: readonly number[],
  keys: readonly (string | undefined)[],
  entries: readonly HistoryEntryLike[],
  conversions: ReadonlyMap<Month, { key: string; value: number }>,
  sortedByDate: boolean,
): MonthPoint {
  if (cursor < 0) return { month, cents: null, gap: 'no-entries' };
  // An undated entry right after the latest one may fall before or after the month's end.
  for (let next = cursor + 1; next < order.length; next++) {
    if (keys[order[next] as number] !== undefined) break;
    return { month, cents: null, gap: 'uncertain' };
  }
  const latest = entries[order[cursor] as number] as HistoryEntryLike;
  const latestKey = keys[order[cursor] as number];
  if (sortedByDate) {
    // Sorted by date: entries tied on the latest date that differ cannot be told apart.
    for (let back = cursor - 1; back >= 0 && keys[order[back] as number] === latestKey; back--)
      if ((entries[order[back] as number] as HistoryEntryLike).saldoMovimentoCota !== latest.saldoMovimentoCota)
        return { month, cents: null, gap: 'uncertain' };
  }
  if (!isNumber(latest.saldoMovimentoCota)) return { month, cents: null, gap: 'no-quota-balance' };
  const conversion = conversions.get(month);
  if (!conversion) return { month, cents: null, gap: 'no-quota-value' };
  const cents = centsOfQuotas(latest.saldoMovimentoCota, conversion.value);
  return cents === undefined
    ? { month, cents: null, gap: 'no-quota-value' }
    : { month, cents, quotaDate: conversion.key.slice(0, 10) };
}

export type Earnings =
  { kind: 'known'; cents: bigint } | { kind: 'unknown'; reason: 'no-balance' | FlowProblem | 'some-funds' };

/** The month's point, or a gap when the month is outside the history. */
export function pointOf(history: FundHistory, month: Month): MonthPoint {
  return history.points.find((p) => p.month === month) ?? { month, cents: null, gap: 'no-entries' };
}

/** A fund's earnings from the end of `from` to the end of `to` (from < to). */
export function earningsOf(history: FundHistory, from: Month, to: Month): Earnings {
  if (history.undated) return { kind: 'unknown', reason: 'undated' };
  const start = pointOf(history, from).cents;
  const end = pointOf(history, to).cents;
  if (start === null || end === null) return { kind: 'unknown', reason: 'no-balance' };
  let flows = 0n;
  for (let month = nextMonth(from); month <= to; month = nextMonth(month)) {
    const flow = history.flows.get(month);
    if (typeof flow === 'string') return { kind: 'unknown', reason: flow };
    flows += flow ?? 0n;
  }
  return { kind: 'known', cents: end - start - flows };
}

/** The certificate's earnings: the funds' added, only when every fund's is known. */
export function totalEarnings(funds: readonly Earnings[]): Earnings {
  let cents = 0n;
  for (const e of funds) {
    if (e.kind === 'unknown') return { kind: 'unknown', reason: 'some-funds' };
    cents += e.cents;
  }
  return { kind: 'known', cents };
}

/** The certificate's balance at the end of a month: the funds' added, only when every fund's is known. */
export function totalAt(histories: readonly FundHistory[], month: Month): bigint | null {
  let cents = 0n;
  for (const history of histories) {
    const point = pointOf(history, month).cents;
    if (point === null) return null;
    cents += point;
  }
  return histories.length > 0 ? cents : null;
}

/** The latest month any of the funds tells about (undefined: none tells any). */
export function latestMonth(histories: readonly FundHistory[]): Month | undefined {
  let latest: Month | undefined;
  for (const h of histories) {
    const month = h.points.at(-1)?.month;
    if (month !== undefined && (latest === undefined || month > latest)) latest = month;
  }
  return latest;
}

/**
 * A balance's height on a chart, in reais: a Number, close enough to draw at any size but never to write (past 2^53
 * centavos its digits are not the balance's). Every amount shown is written from the centavos (reais-text.ts).
 */
export function chartHeight(cents: bigint): number {
  return Number(cents) / 100;
}

/** How many months the chart shows: a year back from the latest month, so its first and last points are 12 months apart. */
export const CHART_MONTHS = 13;

/** What the chart and "Quanto rendeu?" show: the months, the balances per fund and in total, and the earnings. */
export interface BalanceChartData {
  months: Month[];
  /** Per fund, in the order given: the balance per month (null: a gap). */
  funds: { label: string; cents: (bigint | null)[]; earnings12: Earnings; earningsYear: Earnings }[];
  total: (bigint | null)[];
  earnings12: Earnings;
  earningsYear: Earnings;
  /** The year of "no ano" (the latest month's), and the first month of the 12-month period's end points. */
  year: string;
}

/** The chart's data from the funds' histories; undefined when no fund tells any month. */
export function balanceChartData(
  funds: readonly { label: string; history: FundHistory }[],
): BalanceChartData | undefined {
  const histories = funds.map((f) => f.history);
  const last = latestMonth(histories);
  if (last === undefined) return undefined;
  const months = monthsBetween(addMonths(last, 1 - CHART_MONTHS), last);
  const yearStart = `${String(Number(last.slice(0, 4)) - 1).padStart(4, '0')}-12`;
  const yearAgo = addMonths(last, -12);
  const rows = funds.map(({ label, history }) => ({
    label,
    cents: months.map((m) => pointOf(history, m).cents),
    earnings12: earningsOf(history, yearAgo, last),
    earningsYear: earningsOf(history, yearStart, last),
  }));
  return {
    months,
    funds: rows,
    total: months.map((m) => totalAt(histories, m)),
    earnings12: totalEarnings(rows.map((r) => r.earnings12)),
    earningsYear: totalEarnings(rows.map((r) => r.earningsYear)),
    year: last.slice(0, 4),
  };
}
