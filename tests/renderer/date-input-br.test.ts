/**
 * What the pt-BR date field's digits mean (src-renderer/components/date-input-br.ts), as properties: an impossible
 * date is never handed to the app, what is handed is a calendar date the contract accepts, and every problem is
 * said in both languages. Typing, pasting and the caret are the field's, tested in components/date-input-field.test.tsx.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../src-shared/contract/primitives';
import { daysInMonth } from '../../src-shared/format/calendar-date';
import {
  DATE_DIGITS,
  dateReadingProblem,
  dateRefusal,
  DEFAULT_YEARS,
  digitsOfIsoDate,
  readDateDigits,
  valueOfReading,
  wholeDateDigits,
} from '../../src-renderer/components/date-input-br';
import { dateInputBRMessages } from '../../src-renderer/components/messages';
import { interpolate, type Language } from '../../src-renderer/i18n/i18n';

// ---- Arbitraries -------------------------------------------------------------------------------------------------

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

/** A valid calendar date in the accepted years, as its parts. */
const validDate = fc
  .record({
    year: fc.integer({ min: DEFAULT_YEARS.min, max: DEFAULT_YEARS.max }),
    month: fc.integer({ min: 1, max: 12 }),
    dayFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ year, month, dayFraction }) => {
    const day = 1 + Math.min(daysInMonth(year, month) - 1, Math.floor(dayFraction * daysInMonth(year, month)));
    return { year, month, day };
  });

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (d: { year: number; month: number; day: number }) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
const ddmmyyyy = (d: { year: number; month: number; day: number }) => `${pad(d.day)}${pad(d.month)}${pad(d.year, 4)}`;

// ---- Value and paste ------------------------------------------------------------------------------------------

describe('the value', () => {
  it('round-trips every calendar date between the value and the field, never a day shifted', () => {
    fc.assert(
      fc.property(validDate, (d) => {
        const value = isoOf(d);
        const field = digitsOfIsoDate(value);
        expect(field).toBe(ddmmyyyy(d));
        expect(readDateDigits(field)).toEqual({ kind: 'valid', value });
      }),
    );
    expect(digitsOfIsoDate('')).toBe('');
    expect(digitsOfIsoDate('2024-02-31')).toBe('');
  });

  it('a whole date pasted in any usual form is read as that date', () => {
    fc.assert(
      fc.property(validDate, fc.constantFrom('br', 'br-dot', 'br-short', 'iso', 'digits'), (d, form) => {
        const text =
          form === 'br'
            ? `${pad(d.day)}/${pad(d.month)}/${d.year}`
            : form === 'br-dot'
              ? `${pad(d.day)}.${pad(d.month)}.${d.year}`
              : form === 'br-short'
                ? ` ${d.day}/${d.month}/${d.year} `
                : form === 'iso'
                  ? isoOf(d)
                  : ddmmyyyy(d);
        expect(valueOfReading(readDateDigits(wholeDateDigits(text) ?? ''))).toBe(isoOf(d));
      }),
    );
    expect(wholeDateDigits('2024-13-01')).toBe('01132024');
    expect(wholeDateDigits('123456789')).toBeUndefined();
  });
});

// ---- Reading -----------------------------------------------------------------------------------------------------

describe('reading', () => {
  it('hands the app a value exactly when the contract accepts it as a calendar date in the accepted years', () => {
    fc.assert(
      fc.property(digits(DATE_DIGITS, DATE_DIGITS), (d) => {
        const reading = readDateDigits(d);
        const iso = `${d.slice(4, 8)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
        const year = Number(d.slice(4, 8));
        const accepted = calendarDate.safeParse(iso).success && year >= DEFAULT_YEARS.min && year <= DEFAULT_YEARS.max;
        expect(reading.kind === 'valid').toBe(accepted);
        if (reading.kind === 'valid') expect(reading.value).toBe(iso);
      }),
    );
  });

  it('31/02, 30/02 and 29/02 of a common year are refused; 29/02 of a leap year is a date', () => {
    expect(readDateDigits('31022024')).toMatchObject({ kind: 'no-day', days: 29 });
    expect(readDateDigits('30022024')).toMatchObject({ kind: 'no-day', days: 29 });
    expect(readDateDigits('29022023')).toMatchObject({ kind: 'no-day', days: 28 });
    expect(readDateDigits('29022024')).toEqual({ kind: 'valid', value: '2024-02-29' });
    expect(readDateDigits('01132024')).toMatchObject({ kind: 'no-month', month: 13 });
    expect(readDateDigits('01010202')).toMatchObject({ kind: 'year-out-of-range', year: 202 });
    expect(readDateDigits('0101202')).toMatchObject({ kind: 'incomplete' });
  });
});

// ---- Words -------------------------------------------------------------------------------------------------------

describe('what the field says', () => {
  const LANGUAGES: Language[] = ['pt-BR', 'en'];
  const translate =
    (language: Language) =>
    (key: keyof (typeof dateInputBRMessages)['pt-BR'], values?: Record<string, string | number>) =>
      interpolate(dateInputBRMessages[language][key], values);

  it('every problem is said in both languages, whole (no placeholder left, never undefined, null or NaN)', () => {
    fc.assert(
      fc.property(digits(1, DATE_DIGITS), fc.constantFrom(...LANGUAGES), (d, language) => {
        const problem = dateReadingProblem(translate(language), language, readDateDigits(d), true);
        const valid = readDateDigits(d).kind === 'valid';
        expect(problem === undefined).toBe(valid);
        if (problem !== undefined) expect(problem).not.toMatch(/\{|\}|undefined|null|NaN/);
      }),
    );
    for (const language of LANGUAGES) {
      for (const reason of ['full', 'not-a-date'] as const)
        expect(dateRefusal(translate(language), reason)).not.toMatch(/\{|undefined/);
    }
  });

  it('31/02/2024 says why, in pt-BR and English', () => {
    const reading = readDateDigits('31022024');
    expect(dateReadingProblem(translate('pt-BR'), 'pt-BR', reading, false)).toBe(
      '31/02/2024 não existe: fevereiro de 2024 tem 29 dias.',
    );
    expect(dateReadingProblem(translate('en'), 'en', reading, false)).toBe(
      '31/02/2024 does not exist: February 2024 has 29 days.',
    );
  });

  it('an unfinished date is not a problem while typing, only once the field is left', () => {
    const reading = readDateDigits('0101');
    expect(dateReadingProblem(translate('pt-BR'), 'pt-BR', reading, false)).toBeUndefined();
    expect(dateReadingProblem(translate('pt-BR'), 'pt-BR', reading, true)).toContain('dd/mm/aaaa');
  });
});
