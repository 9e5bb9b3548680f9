/**
 * How values read on screen, in pt-BR: BRL money, percentages, quotas with
 * their full precision, calendar dates without time-zone shifts, and an em
 * dash for anything empty or null (never "null" or "undefined"). The number
 * formats also take a `locale`: a customer's document in English writes its
 * amounts with English separators, still in R$ (D572); the screen keeps pt-BR.
 */
import { formatDateBR, formatDateTimeBR } from './calendar-date';
import type { ReaisText } from './reais-text';

export const EMPTY = '—';

/** The locale numbers are written in: pt-BR (1.234,56), or English (1,234.56) for a document in English (D572). */
export type NumberLocale = 'pt-BR' | 'en';
/** Intl's locale for each: English numbers as en-US writes them. */
const INTL_LOCALE: Readonly<Record<NumberLocale, string>> = { 'pt-BR': 'pt-BR', en: 'en-US' };

const brl = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'BRL' }),
};
const number2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * R$ 1.234,56 (NBSP between symbol and value, as Intl writes it); R$1,234.56 in English. A number as the service
 * sent it, or exact centavos as their text (reais-text.ts), which Intl formats without a Number's rounding.
 */
export function formatMoney(value: number | ReaisText | null | undefined, locale: NumberLocale = 'pt-BR'): string {
  if (isEmpty(value) || (typeof value === 'number' && !Number.isFinite(value))) return EMPTY;
  return brl[locale].format(value);
}

// Two decimals of the compact unit: a tick is a whole number of steps of 1, 2, 2.5 or 5 × 10^n, never smaller than
// about a sixth of the largest tick, so it never has more (R$ 1,25 mil; with one, 1.250 read "R$ 1,3 mil").
const COMPACT_BRL = { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 2 } as const;
const compactBrl = {
  'pt-BR': new Intl.NumberFormat('pt-BR', COMPACT_BRL),
  en: new Intl.NumberFormat(INTL_LOCALE.en, COMPACT_BRL),
};

/**
 * A chart axis's tick in R$, compact: "R$ 1,25 mil", "R$1.25K". A tick is a round number that a double holds only to
 * about 16 digits, so it is written from its first 15 (its own) and not from the double's binary remainder: 10^30
 * reads "R$ 1.000.000.000.000.000.000 tri", not "R$ 999.999.999.999.999.900 tri".
 */
export function formatAxisMoney(value: number, locale: NumberLocale = 'pt-BR'): string {
  return Number.isFinite(value) ? compactBrl[locale].format(value.toPrecision(15) as `${number}`) : EMPTY;
}

/** 12,34% (12.34% in English) — the API sends percentages as numbers of percent (10.5 = 10,5%). */
export function formatPercent(value: number | null | undefined, digits = 2, locale: NumberLocale = 'pt-BR'): string {
  if (isEmpty(value) || !Number.isFinite(value)) return EMPTY;
  return `${new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}%`;
}

const upTo3 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/** A fund's share of a contribution as the employee types it: up to 3 decimals, no trailing zeros (33,333), without the "%". */
export function formatShare(value: number): string {
  return upTo3.format(value);
}

const quotaFormats = new Map<string, Intl.NumberFormat>();

/** Quotas keep every decimal the service sent: rounding them would misstate the balance. */
export function formatQuota(value: number | null | undefined, locale: NumberLocale = 'pt-BR'): string {
  if (isEmpty(value) || !Number.isFinite(value)) return EMPTY;
  const decimals = Math.max(2, Math.min(12, (String(value).split('.')[1] ?? '').replace(/e.*/, '').length));
  const key = `${locale}${decimals}`;
  let format = quotaFormats.get(key);
  if (!format) {
    // One formatter per precision: building one per cell costs more than the table's rendering.
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    quotaFormats.set(key, format);
  }
  return format.format(value);
}

export function formatNumber(value: number | null | undefined): string {
  return isEmpty(value) || !Number.isFinite(value) ? EMPTY : number2.format(value);
}

const integerFormats = { 'pt-BR': new Intl.NumberFormat('pt-BR'), en: new Intl.NumberFormat('en') } as const;

export function formatInteger(value: number | null | undefined, locale: NumberLocale = 'pt-BR'): string {
  return isEmpty(value) || !Number.isFinite(value) ? EMPTY : integerFormats[locale].format(value);
}

/** A count in the words of the screen's language: 120.000 in pt-BR, 120,000 in English. */
export function formatIntegerIn(value: number | null | undefined, language: 'pt-BR' | 'en'): string {
  return formatInteger(value, language);
}

/** dd/mm/aaaa from the digits of a date or date-time (never shifted by time zone). */
export function formatDate(value: string | null | undefined): string {
  return formatDateBR(value) || EMPTY;
}

export function formatDateTime(value: string | null | undefined): string {
  return formatDateTimeBR(value) || EMPTY;
}

export function formatText(value: string | number | null | undefined): string {
  if (isEmpty(value)) return EMPTY;
  const text = String(value).trim();
  return text === '' ? EMPTY : text;
}
