/**
 * Centavos computed exactly (BigInt: a fund's balance, a summary's sums, D110, D690) as the exact decimal text of their
 * reais, `-1234.56`. A Number holds centavos exactly only below 2^53 (about ±90 trillion reais) and past that
 * rounds the digits it shows; this text is exact at any size, Intl.NumberFormat formats it digit for digit (V8, in
 * Node and Chromium alike), the .xlsx writes its digits as they are, and it crosses IPC and JSON as a string.
 */
export type ReaisText = `${number}`;

/** The centavos' text; null stays null (an amount not established). */
export function reaisText(cents: bigint): ReaisText;
export function reaisText(cents: bigint | null): ReaisText | null;
export function reaisText(cents: bigint | null): ReaisText | null {
  if (cents === null) return null;
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as ReaisText;
}

/** Whether the amount is below zero, read from its text (it never is `-0.00`). */
export const isNegativeReais = (reais: ReaisText): boolean => reais.startsWith('-');
