/**
 * Renderer. The signing moment of Op2/Op6 as two fields that read the same on every machine: the date as the
 * filters type it (DateInputBR, dd/mm/aaaa) and the time as `hh:mm` on a 24-hour clock (masked by IMask, D450),
 * instead of `<input type="datetime-local">`, whose layout and AM/PM follow the browser's language. The form
 * holds `YYYY-MM-DDTHH:MM` (São Paulo's wall clock; signature-date-time.ts adds the offset).
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useIMask } from 'react-imask';
import { showInMask } from '../components/show-in-mask';
import { DateInputBR } from '../components/DateInputBR';
import { useT } from '../i18n/i18n';
import { signingMomentMessages as messages } from './messages';
import { joinMoment, readTime, splitMoment } from './time-of-day-input';

/** Digits only, the colon the mask's; in a complete time a digit typed replaces the one after the caret. */
const TIME_MASK = { mask: '00:00', overwrite: true } as const;

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
  const { ref: timeRef, maskRef: timeMask } = useIMask<HTMLInputElement>(TIME_MASK, {
    defaultValue: parts.time,
    onAccept: (shown) => {
      setTime(shown);
      emit(date, shown);
    },
  });
  // A value set from outside (the form's reset, a prefill) is shown; our own partial values are not a change.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDate(parts.date);
    setTime(parts.time);
  }
  // The time is the field's truth; the mask shows its digits (a no-op when they came from the mask itself).
  useEffect(() => showInMask(timeMask.current, time.replace(/[^0-9]/g, '')), [time, timeMask]);

  function emit(nextDate: string, nextTime: string) {
    const next = joinMoment(nextDate, nextTime);
    setSeen(next);
    if (next !== value) onChange(next);
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
