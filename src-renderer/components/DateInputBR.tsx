/**
 * Renderer. A date field that reads `dd/mm/aaaa` on every machine: a Mantine TextInput masked by IMask
 * (`react-imask`, D450), not `<input type="date">`, whose layout follows the browser's language.
 *
 * IMask keeps the digits, the slashes and the caret; this wrapper adds only what IMask does not do (D450):
 * - a refused keystroke or paste is said in words (a fifth digit of the year; a paste that does not fit);
 * - a whole date pasted in any usual form ("31.12.2024", "2024-12-31") is that date, wherever the caret was;
 * - a separator typed after a one-digit day or month pads it (1/2/2024 → 01/02/2024);
 * - the first click into a filled field selects it, so typing replaces the date;
 * - an impossible date (31/02/2024, month 13) is refused at once with the reason, an unfinished one when the
 *   employee leaves the field; meanwhile the app receives '' (no date), never a half-read one.
 * `value`/`onChange` carry `YYYY-MM-DD` calendar text or '': never a Date, so no time zone can move the day.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useIMask } from 'react-imask';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import {
  DATE_DIGITS,
  type DateRefusal,
  dateReadingProblem,
  dateRefusal,
  DEFAULT_YEARS,
  digitsOfIsoDate,
  readDateDigits,
  valueOfReading,
  wholeDateDigits,
  type YearRange,
} from './date-input-br';
import { dateInputBRMessages as messages } from './messages';
import { showInMask } from './show-in-mask';

/** Digits only, slashes the mask's; in a complete date a digit typed replaces the one after the caret. */
const DATE_MASK = { mask: '00/00/0000', overwrite: true } as const;

const SEPARATORS = new Set(['/', '.', '-', ' ']);
const asciiDigits = (text: string) => text.replace(/[^0-9]/g, '');

export interface DateInputBRProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** Called with `YYYY-MM-DD` when the field holds a valid date, '' when it holds none (empty, unfinished or impossible). */
  onChange(value: string): void;
  /** Years accepted (DEFAULT_YEARS unless said). */
  years?: YearRange;
}

export function DateInputBR({
  value,
  onChange,
  years = DEFAULT_YEARS,
  error,
  onBlur,
  onFocus,
  onKeyDown,
  onMouseDown,
  onMouseUp,
  onPaste,
  ...rest
}: DateInputBRProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const [digits, setDigits] = useState(() => digitsOfIsoDate(value));
  const [refused, setRefused] = useState<DateRefusal>();
  const [left, setLeft] = useState(false);
  const focusingClick = useRef(false);
  const reading = readDateDigits(digits, years);
  const [seen, setSeen] = useState(value);

  const { ref, maskRef } = useIMask<HTMLInputElement>(DATE_MASK, {
    defaultUnmaskedValue: digits,
    onAccept: (_shown, mask) => {
      setDigits(mask.unmaskedValue);
      setRefused(undefined);
      const next = valueOfReading(readDateDigits(mask.unmaskedValue, years));
      // The parent hears only when the value it would use changes.
      if (next !== valueOfReading(reading)) {
        setSeen(next);
        onChange(next);
      }
    },
  });

  // The value changed from outside ("Limpar filtros", a route): the field shows it. Our own '' for an unfinished date is not a change.
  if (value !== seen) {
    setSeen(value);
    if (value !== valueOfReading(reading)) {
      setDigits(digitsOfIsoDate(value));
      setRefused(undefined);
      setLeft(false);
    }
  }
  // The digits are the field's truth; the mask shows them (a no-op when they came from the mask itself).
  useEffect(() => showInMask(maskRef.current, digits), [digits, maskRef]);

  /** Puts `next` digits in the field (IMask then reports them through onAccept) with the caret at the end. */
  function replaceDigits(next: string) {
    const mask = maskRef.current;
    if (!mask) return;
    mask.unmaskedValue = next;
    mask.cursorPos = mask.value.length;
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !atEnd) return;
    if (/^[0-9]$/.test(event.key) && digits.length === DATE_DIGITS) setRefused('full');
    else if (SEPARATORS.has(event.key) && (digits.length === 1 || digits.length === 3)) {
      event.preventDefault();
      replaceDigits(`${digits.slice(0, -1)}0${digits.slice(-1)}`);
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    const whole = wholeDateDigits(text);
    if (whole !== undefined) {
      event.preventDefault();
      replaceDigits(whole);
      return;
    }
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const kept = asciiDigits(input.value.slice(0, start) + input.value.slice(end));
    // Pasted digits that do not fit are refused whole, never cut: a cut date is another date.
    if (kept.length + asciiDigits(text).length > DATE_DIGITS) {
      event.preventDefault();
      setRefused('not-a-date');
    }
  }

  const problem = refused ? dateRefusal(t, refused) : dateReadingProblem(t, language, reading, left);

  return (
    <TextInput
      ref={ref}
      placeholder={t('placeholder')}
      {...rest}
      onKeyDown={keyDown}
      onPaste={paste}
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
