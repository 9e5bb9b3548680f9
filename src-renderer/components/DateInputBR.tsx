/**
 * Renderer. A date field that reads `dd/mm/aaaa` on every machine (issue 13 item 9): a Mantine TextInput with
 * our own mask (./date-input-br.ts), not `<input type="date">`, whose layout follows the browser's language.
 *
 * - Digits only; the slashes are the mask's. A separator typed after a one-digit day or month pads it (1/2/2024).
 * - The year has exactly four digits: a fifth is refused with the reason, the field unchanged.
 * - The first click into a filled field selects it (typing replaces the date); a click in a focused field puts
 *   the caret there, and a digit typed into a complete date replaces the one after the caret.
 * - An impossible date (31/02/2024, month 13) is refused at once with the reason, an unfinished one when the
 *   employee leaves the field; meanwhile the app receives '' (no date), never a half-read one.
 * - `value`/`onChange` carry `YYYY-MM-DD` calendar text or '': never a Date, so no time zone can move the day.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ClipboardEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import {
  changeDateField,
  type DateFieldEdit,
  dateReadingProblem,
  dateRefusal,
  DEFAULT_YEARS,
  digitsOfIsoDate,
  maskDateDigits,
  pasteIntoDateField,
  readDateDigits,
  valueOfReading,
  type YearRange,
} from './date-input-br';
import { caretAfterDigits } from './masked-field-edit';
import { dateInputBRMessages as messages } from './messages';

export interface DateInputBRProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** Called with `YYYY-MM-DD` when the field holds a valid date, '' when it holds none (empty, unfinished or impossible). */
  onChange(value: string): void;
  /** Years accepted (DEFAULT_YEARS unless said). */
  years?: YearRange;
}

type Refused = Extract<DateFieldEdit, { kind: 'refused' }>;

export function DateInputBR({
  value,
  onChange,
  years = DEFAULT_YEARS,
  error,
  onBlur,
  onFocus,
  onMouseDown,
  onMouseUp,
  ...rest
}: DateInputBRProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const [digits, setDigits] = useState(() => digitsOfIsoDate(value));
  const [refused, setRefused] = useState<Refused>();
  const [left, setLeft] = useState(false);
  // Every edit re-renders, even a refused one that changes nothing, so the caret is put back where it belongs.
  const [, setEditCount] = useState(0);
  const pendingCaret = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusingClick = useRef(false);

  const reading = readDateDigits(digits, years);
  // The value changed from outside ("Limpar filtros", a route): the field shows it. Our own '' for an unfinished date is not a change.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== valueOfReading(reading)) {
      setDigits(digitsOfIsoDate(value));
      setRefused(undefined);
      setLeft(false);
    }
  }

  useLayoutEffect(() => {
    const input = inputRef.current;
    const at = pendingCaret.current;
    pendingCaret.current = undefined;
    if (input && at !== undefined && document.activeElement === input) input.setSelectionRange(at, at);
  });

  const masked = maskDateDigits(digits);

  function apply(edit: DateFieldEdit) {
    if (edit.kind === 'accepted') {
      setDigits(edit.digits);
      setRefused(undefined);
      const next = valueOfReading(readDateDigits(edit.digits, years));
      // The parent hears only when the value it would use changes.
      if (next !== valueOfReading(reading)) {
        setSeen(next);
        onChange(next);
      }
      pendingCaret.current = caretAfterDigits(maskDateDigits(edit.digits), edit.caret);
    } else {
      setRefused(edit);
      pendingCaret.current = caretAfterDigits(masked, edit.caret);
    }
    setEditCount((n) => n + 1);
  }

  function onInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const direction = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward' ? 'forward' : 'backward';
    apply(changeDateField(masked, input.value, input.selectionStart ?? input.value.length, direction));
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    apply(pasteIntoDateField(masked, input.selectionStart ?? masked.length, input.selectionEnd ?? masked.length, text));
  }

  const problem = refused ? dateRefusal(t, refused) : dateReadingProblem(t, language, reading, left);

  return (
    <TextInput
      ref={inputRef}
      placeholder={t('placeholder')}
      {...rest}
      value={masked}
      onChange={onInput}
      onPaste={onPaste}
      onMouseDown={(event) => {
        focusingClick.current = document.activeElement !== event.currentTarget;
        onMouseDown?.(event);
      }}
      // The first click into a filled field takes the whole date, so typing replaces it; the next click places the caret.
      onMouseUp={(event) => {
        const input = event.currentTarget;
        if (focusingClick.current && input.value !== '' && input.selectionStart === input.selectionEnd) input.select();
        focusingClick.current = false;
        onMouseUp?.(event);
      }}
      onFocus={(event) => {
        setLeft(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setLeft(true);
        setRefused(undefined);
        onBlur?.(event);
      }}
      error={problem ?? error}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      data-date-input="dd/mm/aaaa"
    />
  );
}
