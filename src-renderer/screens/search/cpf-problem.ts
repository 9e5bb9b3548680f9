/**
 * Renderer. What a typed or pasted text says as a CPF, read the same way by the search field and the Ctrl+K
 * spotlight: its digits (whatever surrounds them), then how many and whether the check digits hold. Nothing is
 * sent unless the reading is 'valid'.
 */
import { cpfDigitsOfText, isValidCpf } from '../../../src-shared/cpf';

export const CPF_LENGTH = 11;

export type CpfReading =
  | { kind: 'empty' }
  | { kind: 'incomplete'; digits: string; missing: number }
  | { kind: 'invalid'; digits: string }
  | { kind: 'too-many'; count: number }
  | { kind: 'valid'; digits: string };

export function readCpf(text: string): CpfReading {
  const digits = cpfDigitsOfText(text);
  if (digits.length === 0) return { kind: 'empty' };
  if (digits.length < CPF_LENGTH) return { kind: 'incomplete', digits, missing: CPF_LENGTH - digits.length };
  if (digits.length > CPF_LENGTH) return { kind: 'too-many', count: digits.length };
  return isValidCpf(digits) ? { kind: 'valid', digits } : { kind: 'invalid', digits };
}

/** Leading zeros a spreadsheet may have dropped from a CPF kept as a number (CPFs starting 00 exist: 1 in 100). */
const DROPPABLE_ZEROS = 2;

/**
 * The CPF a short reading stands for when a spreadsheet dropped its leading zeros: the digits padded with zeros to
 * 11, offered only when those carry valid check digits (D312). Never applied by itself: the employee chooses it.
 */
export function zeroPaddedCpf(reading: CpfReading): string | undefined {
  if (reading.kind !== 'incomplete' || reading.missing > DROPPABLE_ZEROS) return undefined;
  const padded = reading.digits.padStart(CPF_LENGTH, '0');
  return isValidCpf(padded) ? padded : undefined;
}
