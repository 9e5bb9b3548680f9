/**
 * Renderer. The signing moment of Op2/Op6 as two fields that read the same on every machine: the date as the
 * filters type it (DateInputBR, dd/mm/aaaa) and the time as `hh:mm` on a 24-hour clock (time-of-day-input.ts),
 * instead of `<input type="datetime-local">`, whose layout and AM/PM follow the browser's language. The form
 * holds `YYYY-MM-DDTHH:MM` (São Paulo's wall clock; signature-date-time.ts adds the offset).
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { DateInputBR } from '../components/DateInputBR';
import { useT } from '../i18n/i18n';
import { signingMomentMessages as messages } from './messages';
import { changeTimeField, joinMoment, readTime, splitMoment } from './time-of-day-input';

interface SigningMomentInputProps {
  dateLabel: string;
  timeLabel: string;
  timeHint: string;
  /** `YYYY-MM-DDTHH:MM`, partial while being typed, or ''. */
  value: string;
  onChange(value: string): void;
  /** The form's problem with the moment (missing, in the future…): shown on the date. */
  error?: ReactNode;
}

export function SigningMomentInput({
  dateLabel,
  timeLabel,
  timeHint,
  value,
  onChange,
  error,
}: SigningMomentInputProps) {
  const t = useT(messages);
  const parts = splitMoment(value);
  const [date, setDate] = useState(parts.date);
  const [time, setTime] = useState(parts.time);
  const [left, setLeft] = useState(false);
  // A value set from outside (the form's reset, a prefill) is shown; our own partial values are not a change.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDate(parts.date);
    setTime(parts.time);
  }
  const timeRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const input = timeRef.current;
    const at = pendingCaret.current;
    pendingCaret.current = undefined;
    if (input && at !== undefined && document.activeElement === input) input.setSelectionRange(at, at);
  });

  function emit(nextDate: string, nextTime: string) {
    const next = joinMoment(nextDate, nextTime);
    setSeen(next);
    if (next !== value) onChange(next);
  }

  function onTimeInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const direction = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward' ? 'forward' : 'backward';
    const edit = changeTimeField(time, input.value, input.selectionStart ?? input.value.length, direction);
    pendingCaret.current = edit.caret;
    setTime(edit.masked);
    emit(date, edit.masked);
  }

  const reading = readTime(time);
  const timeProblem =
    reading.kind === 'out-of-range' || (reading.kind === 'incomplete' && left) ? t('timeInvalid') : undefined;

  return (
    <SimpleGrid cols={2} spacing="xs">
      <DateInputBR
        label={dateLabel}
        value={date}
        onChange={(next) => {
          setDate(next);
          emit(next, time);
        }}
        error={error}
      />
      <TextInput
        ref={timeRef}
        label={timeLabel}
        description={timeHint}
        placeholder={t('timePlaceholder')}
        value={time}
        onChange={onTimeInput}
        onFocus={() => setLeft(false)}
        onBlur={() => setLeft(true)}
        error={timeProblem}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
    </SimpleGrid>
  );
}
