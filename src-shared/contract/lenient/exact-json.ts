/**
 * Shared. JSON numbers whose digits a double cannot hold (a 64-bit identifier beyond 2^53): JSON.parse rounds
 * them, so an answer where the reader met one is parsed again with a reviver that keeps each such number as the
 * text it was written with (`context.source`, Node 22+ and Chromium 114+). Only then: a reviver costs several times
 * a plain parse, and the heavy certificate must not pay it (D206).
 */

/** A number as written in the answer, kept because a double would lose its digits. */
export class ExactNumber {
  constructor(readonly source: string) {}
}

/** A number JSON.parse may have rounded: an integer beyond 2^53 (1e21, 12345678901234567890). */
export function losesDigits(value: number): boolean {
  return Number.isInteger(value) && !Number.isSafeInteger(value);
}

type ExactReviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown;

const keepDigits: ExactReviver = (_key, value, context) =>
  typeof value === 'number' && losesDigits(value) && typeof context?.source === 'string'
    ? new ExactNumber(context.source)
    : value;

/** JSON.parse, with every number a double would round kept as an ExactNumber. */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(text, keepDigits as (key: string, value: unknown) => unknown) as unknown;
}
