/**
 * Renderer. One edit of the masked CPF field (a keystroke, a paste, a drop, an autofill), worked out on the digits:
 * the field keeps every digit of what was typed or pasted around the caret and nothing else, up to 11, and tells
 * where the caret goes. An edit that would leave more than 11 digits is refused whole, never cut: a CPF cut to 11
 * digits out of a CNPJ or a 12-digit number is a different person's CPF.
 */
import { cpfDigitsOfText } from '../../../src-shared/cpf';
import { fieldChange } from '../../components/masked-field-edit';
import { CPF_LENGTH } from './cpf-problem';

export type CpfFieldEdit =
  /** `caret`: how many digits stand before the caret afterwards. */
  | { kind: 'accepted'; digits: string; caret: number }
  /** `inserted`: digits in what was typed or pasted; `total`: digits the field would have held. */
  | { kind: 'refused'; inserted: number; total: number; caret: number };

/** A paste (or drop) of `pasted` over the selection [start, end) of the field's `value`. */
export function pasteIntoCpfField(value: string, start: number, end: number, pasted: string): CpfFieldEdit {
  return settle(value.slice(0, start), pasted, value.slice(end));
}

/**
 * The browser already changed the field from `previous` to `next`, with the caret now at `caret` (worked out by
 * components/masked-field-edit.ts, which also turns a Backspace on a "." or "-" into one on the digit beyond it).
 */
export function changeCpfField(
  previous: string,
  next: string,
  caret: number,
  direction: 'backward' | 'forward',
): CpfFieldEdit {
  const change = fieldChange(previous, next, caret, direction, cpfDigitsOfText);
  return change.kind === 'rewritten'
    ? settle('', change.head, change.tail)
    : settle(change.before, change.inserted, change.after);
}

/** Where the caret stands in the masked text once `digitsBefore` digits are behind it. */
export { caretAfterDigits as caretIndex } from '../../components/masked-field-edit';

function settle(before: string, inserted: string, after: string): CpfFieldEdit {
  const head = cpfDigitsOfText(before);
  const added = cpfDigitsOfText(inserted);
  const digits = head + added + cpfDigitsOfText(after);
  if (digits.length > CPF_LENGTH)
    return { kind: 'refused', inserted: added.length, total: digits.length, caret: head.length };
  return { kind: 'accepted', digits, caret: head.length + added.length };
}
