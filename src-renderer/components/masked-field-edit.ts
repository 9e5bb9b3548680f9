/**
 * Renderer (pure). One edit of the CPF field (screens/search/cpf-field-edit.ts), as the browser applied it: the
 * field's text went from `previous` to `next`, the caret now at `caret`. The edit is worked out around the caret —
 * what stands before it, what was inserted, what was removed, what follows — and the field then keeps the digits by
 * its own rules, reading them its own way (`digitsOf`: full-width digits too). Date and time fields are IMask's (D450).
 */

/** The digits of a text, as a field reads them. */
export type DigitReader = (text: string) => string;

export type FieldChange =
  /** What follows the caret is not what followed it before (an autofill, a browser's own rewrite): read it all anew. */
  | { kind: 'rewritten'; head: string; tail: string }
  | { kind: 'edited'; before: string; inserted: string; removed: string; after: string };

export function fieldChange(
  previous: string,
  next: string,
  caret: number,
  direction: 'backward' | 'forward',
  digitsOf: DigitReader,
): FieldChange {
  const at = Math.min(Math.max(caret, 0), next.length);
  let after = next.slice(at);
  if (!previous.endsWith(after)) return { kind: 'rewritten', head: next.slice(0, at), tail: after };
  const previousHead = previous.slice(0, previous.length - after.length);
  const nextHead = next.slice(0, at);
  // The edit starts where the two heads part: what the caret passed over in `next` was inserted, the rest of `previous`'s head removed.
  const start = commonPrefixLength(previousHead, nextHead);
  let before = nextHead.slice(0, start);
  const inserted = nextHead.slice(start);
  const removed = previousHead.slice(start);
  // Deleting only a mask character (Backspace right after it) deletes the digit beyond it, as the employee meant:
  // otherwise the mask would put the character straight back and the key would do nothing.
  const onlyMaskRemoved = inserted === '' && removed !== '' && digitsOf(removed) === '';
  if (onlyMaskRemoved && direction === 'backward') before = before.replace(/[0-9](?=[^0-9]*$)/, '');
  if (onlyMaskRemoved && direction === 'forward') after = after.replace(/[0-9]/, '');
  return { kind: 'edited', before, inserted, removed, after };
}

/** Where the caret stands in the masked text once `digitsBefore` digits are behind it. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i]!;
    if (c >= '0' && c <= '9') seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
