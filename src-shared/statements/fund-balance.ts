/**
 * Shared. A fund's balance in R$ from its detailed balance (Op14), and the
 * certificate's total (D110). No operation of the API set answers a balance
 * in money: Op14 gives, per entry, the quota balance after it
 * (`saldoMovimentoCota`) and the quota value it was converted at
 * (`valorConversaoCota`, on `dataConversaoCota`); Op16 gives returns, not the
 * quota. So:
 *
 *   balance in R$ = quota balance after the latest entry
 *                 × quota value of the latest conversion,
 *
 * computed exactly: both numbers are read as the decimals the service wrote
 * (the shortest text of the double, so 0.1 is 1/10, not 0.1000000000000000055…),
 * multiplied as integers (BigInt) and rounded once to centavos, half to even
 * (ABNT NBR 5891). Totals add centavos as integers. Nothing goes through a
 * floating-point product or sum, so no drift however many funds.
 *
 * It is an estimate "at the quota of <date>": a pending movement's quotas are
 * in the balance but not yet converted, and the quota of today may differ.
 *
 * "The latest entry" is latest-entry.ts's rule (D250): by date, else by the
 * service's order when the dates confirm it; otherwise the balance is
 * uncertain and says why, rather than being the last *dated* entry's. The
 * quota is the latest dated conversion's, shown with its date.
 */
import { latestEntry } from './latest-entry';

/** Exact decimal: `units × 10^-scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** The decimal a finite number was written as (its shortest round-trip text); undefined for NaN/∞. */
export function decimalOf(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  let digits = `${whole}${fraction}`;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits) * (sign === '-' ? -1n : 1n);
  return { units, scale };
}

/** `units / 10^shift` rounded half to even (ABNT NBR 5891). */
function divideHalfEven(units: bigint, shift: number): bigint {
  if (shift <= 0) return units * 10n ** BigInt(-shift);
  const divisor = 10n ** BigInt(shift);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  let quotient = magnitude / divisor;
  const remainder = magnitude - quotient * divisor;
  const twice = remainder * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * A number in units of 10^-decimals (centavos: 2, quota units: 8), rounded as Math.round rounds; past 2^53 units,
 * where the scaled double is no longer the decimal the service wrote (or not even finite, beyond about 10^300), taken
 * from its decimal text, rounded half to even.
 */
export function unitsOf(value: number, decimals: number): bigint {
  const scaled = Math.round(value * 10 ** decimals);
  if (Number.isSafeInteger(scaled)) return BigInt(scaled);
  const exact = decimalOf(value);
  if (!exact) throw new RangeError('unitsOf: not a finite number');
  return divideHalfEven(exact.units, exact.scale - decimals);
}

/** quotas × quota value, in centavos, exactly, rounded once (half to even). */
export function centsOfQuotas(quotas: number, quotaValue: number): bigint | undefined {
  const q = decimalOf(quotas);
  return q && centsOfQuotaUnits(q.units, q.scale, quotaValue);
}

/** `units × 10^-scale` quotas × quota value, in centavos, exactly, rounded once (half to even). */
export function centsOfQuotaUnits(units: bigint, scale: number, quotaValue: number): bigint | undefined {
  const v = decimalOf(quotaValue);
  if (!v) return undefined;
  return divideHalfEven(units * v.units, scale + v.scale - 2);
}

/** The fields of an Op14 entry this module reads (every one may be missing: D41). */
export interface BalanceEntryLike {
  dataMovimento?: string | null;
  dataConversaoCota?: string | null;
  valorConversaoCota?: number | null;
  saldoMovimentoCota?: number | null;
}

export type FundBalanceGap = 'no-entries' | 'no-quota-balance' | 'no-quota-value' | 'uncertain-latest';

export interface FundBalance {
  /** Quota balance after the latest entry (null when unknown). */
  quotas: number | null;
  /** Quota value of the latest conversion, and its date. */
  quotaValue: number | null;
  quotaDate: string | null;
  /** The balance in centavos; null when one of the two is missing (`gap` says which). */
  cents: bigint | null;
  gap?: FundBalanceGap;
  /** Why the latest entry cannot be told ('uncertain-latest'): one without a date the order cannot place, or several on the latest date. */
  uncertainty?: 'undated' | 'same-date';
  /** The latest entry has no date: it is the latest by the order the service sent the list in. */
  latestUndated?: boolean;
}

export const isNumber = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
/** A sortable date text (`YYYY-MM-DDTHH:MM:SS`, or shorter), undefined when the field is not a date. */
export const dateKey = (v: string | null | undefined): string | undefined =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 19) : undefined;

/** The converted entry with the latest conversion date (ties: the later in the list). */
function latestConversion<E extends BalanceEntryLike>(entries: readonly E[]): E | undefined {
  let best: E | undefined;
  let bestKey: string | undefined;
  for (const entry of entries) {
    const k = dateKey(entry.dataConversaoCota);
    if (k === undefined || !isNumber(entry.valorConversaoCota) || entry.valorConversaoCota <= 0) continue;
    if (bestKey === undefined || k >= bestKey) {
      best = entry;
      bestKey = k;
    }
  }
  return best;
}

/** A fund's balance in quotas and R$ from its Op14 entries, in any order. */
export function fundBalance(entries: readonly BalanceEntryLike[]): FundBalance {
  if (entries.length === 0) return { quotas: null, quotaValue: null, quotaDate: null, cents: null, gap: 'no-entries' };
  const converted = latestConversion(entries);
  const quotaValue = converted?.valorConversaoCota ?? null;
  const quotaDate = converted?.dataConversaoCota ?? null;
  const latest = latestEntry(
    entries,
    (e) => dateKey(e.dataMovimento),
    (a, b) => a.saldoMovimentoCota === b.saldoMovimentoCota,
  );
  if (latest.kind !== 'found')
    return {
      quotas: null,
      quotaValue,
      quotaDate,
      cents: null,
      gap: 'uncertain-latest',
      uncertainty: latest.kind === 'uncertain' ? latest.reason : 'undated',
    };
  const quotas = isNumber(latest.entry.saldoMovimentoCota) ? latest.entry.saldoMovimentoCota : null;
  const undated = latest.byListOrder ? { latestUndated: true } : {};
  if (quotas === null) return { quotas, quotaValue, quotaDate, cents: null, gap: 'no-quota-balance', ...undated };
  if (quotaValue === null) return { quotas, quotaValue, quotaDate, cents: null, gap: 'no-quota-value', ...undated };
  return { quotas, quotaValue, quotaDate, cents: centsOfQuotas(quotas, quotaValue) ?? null, ...undated };
}

/** The certificate's total: centavos added exactly, and how many funds could not be valued. */
export function totalOfFunds(balances: readonly (FundBalance | undefined)[]): {
  cents: bigint;
  valued: number;
  leftOut: number;
} {
  let cents = 0n;
  let valued = 0;
  for (const balance of balances) {
    if (balance?.cents === null || balance?.cents === undefined) continue;
    cents += balance.cents;
    valued++;
  }
  return { cents, valued, leftOut: balances.length - valued };
}
