/**
 * Renderer (pure). Whether text put into the CPF field (typed, pasted, dropped, filled in) fits: the field keeps the
 * digits before and after the selection and every digit of the text, up to 11. An edit that would leave more than
 * 11 digits is refused whole, never cut: a CPF cut to 11 digits out of a CNPJ or a 12-digit number is a different
 * person's CPF. IMask (D490) shows the digits masked; it would drop the extra ones silently.
 */
import { cpfDigitsOfText, formatCpf } from '../../../src-shared/cpf';
import { CPF_LENGTH } from './cpf-problem';

export type CpfFieldEdit =
  /** `caret`: how many digits stand before the caret afterwards. */
  | { kind: 'accepted'; digits: string; caret: number }
  /** `inserted`: digits in what was typed or pasted; `total`: digits the field would have held. */
  | { kind: 'refused'; inserted: number; total: number };

/** `text` put over the selection [start, end) of the field's shown `value`. */
export function insertIntoCpfField(value: string, start: number, end: number, text: string): CpfFieldEdit {
  const head = cpfDigitsOfText(value.slice(0, start));
  const added = cpfDigitsOfText(text);
  const digits = head + added + cpfDigitsOfText(value.slice(end));
  if (digits.length > CPF_LENGTH) return { kind: 'refused', inserted: added.length, total: digits.length };
  return { kind: 'accepted', digits, caret: head.length + added.length };
}

/**
 * Backspace (`backward`) or Delete (`forward`) with the caret at `caret` and nothing selected: the digit before or
 * after it goes, also across a "." or "-" (IMask would step over the mask character, and can leave a dangling one).
 */
export function deleteFromCpfField(value: string, caret: number, direction: 'backward' | 'forward'): CpfFieldEdit {
  const before = cpfDigitsOfText(value.slice(0, caret));
  const after = cpfDigitsOfText(value.slice(caret));
  if (direction === 'forward') return { kind: 'accepted', digits: before + after.slice(1), caret: before.length };
  const kept = before.slice(0, -1);
  return { kind: 'accepted', digits: kept + after, caret: kept.length };
}

/** Where the caret stands in the masked CPF once the first `digitsBefore` of its `digits` are behind it. */
export function cpfCaretIndex(digits: string, digitsBefore: number): number {
  return formatCpf(digits.slice(0, Math.max(digitsBefore, 0))).length;
}
