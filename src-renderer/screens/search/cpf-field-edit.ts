/**
 * Renderer. One edit of the masked CPF field (a keystroke, a paste, a drop, an autofill), worked out on the digits:
 * the field keeps every digit of what was typed or pasted around the caret and nothing else, up to 11, and tells
 * where the caret goes. An edit that would leave more than 11 digits is refused whole, never cut: a CPF cut to 11
 * digits out of a CNPJ or a 12-digit number is a different person's CPF.
 */
import { cpfDigitsOfText } from '../../../src-shared/cpf';
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
 * The browser already changed the field from `previous` to `next`, with the caret now at `caret`. Deleting only a
 * mask character (Backspace right after a "." or "-") deletes the digit beyond it instead, as the employee meant:
 * otherwise the mask would put the character straight back and the key would do nothing.
 */
export function changeCpfField(previous: string, next: string, caret: number, direction: 'backward' | 'forward'): CpfFieldEdit {
  const at = Math.min(Math.max(caret, 0), next.length);
  let after = next.slice(at);
  // What follows the caret was there before; if not (an autocorrect, a browser's own rewrite), read it all anew.
  if (!previous.endsWith(after)) return settle('', next.slice(0, at), after);
  const previousHead = previous.slice(0, previous.length - after.length);
  const nextHead = next.slice(0, at);
  // The edit starts where the two heads part: what the caret passed over in `next` was inserted, the rest of `previous`'s head removed.
  const start = commonPrefixLength(previousHead, nextHead);
  let before = nextHead.slice(0, start);
  const inserted = nextHead.slice(start);
  const removed = previousHead.slice(start);
  const onlyMaskRemoved = inserted === '' && removed !== '' && cpfDigitsOfText(removed) === '';
  if (onlyMaskRemoved && direction === 'backward') before = withoutLastDigit(before);
  if (onlyMaskRemoved && direction === 'forward') after = withoutFirstDigit(after);
  return settle(before, inserted, after);
}

/** Where the caret stands in the masked text once `digitsBefore` digits are behind it. */
export function caretIndex(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/[0-9]/.test(masked[i] ?? '')) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}

function settle(before: string, inserted: string, after: string): CpfFieldEdit {
  const head = cpfDigitsOfText(before);
  const added = cpfDigitsOfText(inserted);
  const digits = head + added + cpfDigitsOfText(after);
  if (digits.length > CPF_LENGTH) return { kind: 'refused', inserted: added.length, total: digits.length, caret: head.length };
  return { kind: 'accepted', digits, caret: head.length + added.length };
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function withoutLastDigit(text: string): string {
  return text.replace(/[0-9](?=[^0-9]*$)/, '');
}

function withoutFirstDigit(text: string): string {
  return text.replace(/[0-9]/, '');
}
