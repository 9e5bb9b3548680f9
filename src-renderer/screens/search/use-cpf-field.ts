/**
 * Renderer. The CPF field's mask (D490): IMask (`react-imask`) keeps the digits, shows them as 000.000.000-00 and
 * moves the caret; this hook adds only what IMask does not do:
 * - more than 11 digits typed, pasted, dropped or filled in are refused whole, with the reason (IMask would cut);
 * - a paste or drop is read whole, whatever surrounds the digits ("CPF: 272.084.471-36", full-width digits);
 * - the digits can be put in from outside (what was typed while the screen arrived, a CPF offered back).
 * - Backspace or Delete next to a "." or "-" removes the digit beyond it (IMask would only step over the mask
 *   character; its `eager: 'remove'` removes the digit but can leave a dangling "." shown, as in "272.").
 */
import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { useEffect, useState } from 'react';
import { useIMask } from 'react-imask';
import { cpfDigitsOfText, formatCpf } from '../../../src-shared/cpf';
import { cpfCaretIndex, deleteFromCpfField, insertIntoCpfField, type CpfFieldEdit } from './cpf-field-edit';

export type CpfRefusal = Extract<CpfFieldEdit, { kind: 'refused' }>;

/** Only digits reach the mask (full-width ones as the digit they stand for); its dots and dash are its own. */
const CPF_MASK = { mask: '000.000.000-00', prepare: cpfDigitsOfText };

/** `onEdited`: called on every accepted edit (the form forgets a search tried on what the field held before). */
export function useCpfField(initialDigits: string, onEdited: () => void) {
  const [digits, setDigits] = useState(initialDigits);
  const [refused, setRefused] = useState<CpfRefusal>();

  const { ref: inputRef, maskRef } = useIMask<HTMLInputElement>(CPF_MASK, {
    onAccept: (_shown, mask) => {
      setDigits(mask.unmaskedValue);
      setRefused(undefined);
      onEdited();
    },
  });

  /** Applies an edit worked out here: accepted digits go into the field with the caret after the text put in. */
  function put(edit: CpfFieldEdit): void {
    if (edit.kind === 'refused') {
      setRefused(edit);
      return;
    }
    setDigits(edit.digits);
    setRefused(undefined);
    onEdited();
    const input = inputRef.current;
    if (!input) return;
    const caret = cpfCaretIndex(edit.digits, edit.caret);
    const mask = maskRef.current;
    if (mask) {
      mask.unmaskedValue = edit.digits;
      mask.cursorPos = caret;
    } else {
      // Before the mask is made (the first layout effect): it reads the field's text when it is.
      input.value = formatCpf(edit.digits);
      input.setSelectionRange(caret, caret);
    }
  }

  /** `text` put over the field's selection, as a paste puts it. */
  function insert(text: string): void {
    const input = inputRef.current;
    if (!input) return;
    const end = input.value.length;
    put(insertIntoCpfField(input.value, input.selectionStart ?? end, input.selectionEnd ?? end, text));
  }

  // Typing and filling in reach the field through `beforeinput`, before IMask sees them: too many digits stop there.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const refuseTooMany = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert')) return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const end = input.value.length;
      const edit = insertIntoCpfField(input.value, input.selectionStart ?? end, input.selectionEnd ?? end, text);
      if (edit.kind === 'accepted') return;
      event.preventDefault();
      setRefused(edit);
    };
    input.addEventListener('beforeinput', refuseTooMany);
    return () => input.removeEventListener('beforeinput', refuseTooMany);
  }, [inputRef]);

  /** Read here rather than left to the browser and IMask: the text is read whole, whatever surrounds the digits. */
  function onPaste(event: ClipboardEvent<HTMLInputElement>): void {
    event.preventDefault();
    insert(event.clipboardData.getData('text/plain') || event.clipboardData.getData('text'));
  }

  /** IMask refuses drops; a dropped CPF goes in as a pasted one would. */
  function onDropCapture(event: DragEvent<HTMLInputElement>): void {
    const text = event.dataTransfer.getData('text/plain');
    if (!text) return;
    event.currentTarget.focus();
    insert(text);
  }

  /** Backspace and Delete on a caret are worked out here (cpf-field-edit.ts), before the browser and IMask act. */
  function onKeyDownCapture(event: KeyboardEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const at = input.selectionStart;
    if (at === null || at !== input.selectionEnd || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    put(deleteFromCpfField(input.value, at, event.key === 'Delete' ? 'forward' : 'backward'));
  }

  return { inputRef, digits, refused, put, insert, onPaste, onDropCapture, onKeyDownCapture };
}
