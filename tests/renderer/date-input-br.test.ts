/**
 * The pt-BR date field (issue 13 item 9), as properties of its pure rules (src-renderer/components/date-input-br.ts):
 * whatever is typed, wherever the caret is, the field shows dd/mm/aaaa, the year never gets a fifth digit, an
 * impossible date is never handed to the app, and what is handed is a calendar date the contract accepts.
 * Keystrokes are simulated as the browser applies them (text inserted at the caret), then the field's rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../src-shared/contract/primitives';
import { daysInMonth, formatDateBR } from '../../src-shared/format/calendar-date';
import {
  changeDateField,
  DATE_DIGITS,
  dateReadingProblem,
  dateRefusal,
  DEFAULT_YEARS,
  digitsOf,
  digitsOfIsoDate,
  maskDateDigits,
  pasteIntoDateField,
  readDateDigits,
  valueOfReading,
  wholeDateDigits,
} from '../../src-renderer/components/date-input-br';
import { caretAfterDigits } from '../../src-renderer/components/masked-field-edit';
import { dateInputBRMessages } from '../../src-renderer/components/messages';
import { interpolate, type Language } from '../../src-renderer/i18n/i18n';

// ---- A simulated field -------------------------------------------------------------------------------------------

interface Field {
  digits: string;
  /** Caret position in the masked text. */
  caret: number;
  refused: number;
}

const empty: Field = { digits: '', caret: 0, refused: 0 };

/** The field after typing one character with the caret at `field.caret` (no selection). */
function typeChar(field: Field, c: string): Field {
  const masked = maskDateDigits(field.digits);
  const next = masked.slice(0, field.caret) + c + masked.slice(field.caret);
  const edit = changeDateField(masked, next, field.caret + c.length, 'backward');
  if (edit.kind === 'refused')
    return { ...field, caret: caretAfterDigits(masked, edit.caret), refused: field.refused + 1 };
  return {
    digits: edit.digits,
    caret: caretAfterDigits(maskDateDigits(edit.digits), edit.caret),
    refused: field.refused,
  };
}

const typeText = (field: Field, text: string): Field => [...text].reduce(typeChar, field);

/** Backspace with the caret at `field.caret`. */
function backspace(field: Field): Field {
  const masked = maskDateDigits(field.digits);
  if (field.caret === 0) return field;
  const next = masked.slice(0, field.caret - 1) + masked.slice(field.caret);
  const edit = changeDateField(masked, next, field.caret - 1, 'backward');
  if (edit.kind === 'refused') return field;
  return {
    digits: edit.digits,
    caret: caretAfterDigits(maskDateDigits(edit.digits), edit.caret),
    refused: field.refused,
  };
}

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

// ---- Mask --------------------------------------------------------------------------------------------------------

describe('the mask', () => {
  it('shows up to 8 digits as dd/mm/aaaa, slashes only between digits, and keeps every digit', () => {
    fc.assert(
      fc.property(digits(0, DATE_DIGITS), (d) => {
        const masked = maskDateDigits(d);
        expect(digitsOf(masked)).toBe(d);
        expect(masked).toMatch(/^(\d{0,2}|\d{2}\/\d{1,2}|\d{2}\/\d{2}\/\d{1,4})$/);
      }),
    );
  });

  it('puts the caret right after the n-th digit', () => {
    fc.assert(
      fc.property(digits(1, DATE_DIGITS), fc.nat(), (d, k) => {
        const n = 1 + (k % d.length);
        const masked = maskDateDigits(d);
        const at = caretAfterDigits(masked, n);
        expect(digitsOf(masked.slice(0, at))).toHaveLength(n);
        expect(/\d/.test(masked[at - 1] ?? '')).toBe(true);
      }),
    );
  });

  it('round-trips every calendar date between the value and the field', () => {
    fc.assert(
      fc.property(validDate, (d) => {
        const value = isoOf(d);
        const field = digitsOfIsoDate(value);
        expect(maskDateDigits(field)).toBe(formatDateBR(value));
        expect(readDateDigits(field)).toEqual({ kind: 'valid', value });
      }),
    );
    expect(digitsOfIsoDate('')).toBe('');
    expect(digitsOfIsoDate('2024-02-31')).toBe('');
  });
});

// ---- Typing ------------------------------------------------------------------------------------------------------

describe('typing', () => {
  it('"01012020" typed into the empty field is 01/01/2020, wherever it was clicked (an empty field has one caret position)', () => {
    const field = typeText(empty, '01012020');
    expect(maskDateDigits(field.digits)).toBe('01/01/2020');
    expect(valueOfReading(readDateDigits(field.digits))).toBe('2020-01-01');
  });

  it('any valid date typed digit by digit, with or without slashes, is that date', () => {
    fc.assert(
      fc.property(validDate, fc.boolean(), (d, withSlashes) => {
        const text = withSlashes ? `${pad(d.day)}/${pad(d.month)}/${d.year}` : ddmmyyyy(d);
        const field = typeText(empty, text);
        expect(field.refused).toBe(0);
        expect(valueOfReading(readDateDigits(field.digits))).toBe(isoOf(d));
      }),
    );
  });

  it('a one-digit day or month followed by a separator is padded (1/2/2024 → 01/02/2024)', () => {
    fc.assert(
      fc.property(validDate, fc.constantFrom('/', '.', '-', ' '), (d, sep) => {
        const text = `${d.day}${sep}${d.month}${sep}${d.year}`;
        expect(valueOfReading(readDateDigits(typeText(empty, text).digits))).toBe(isoOf(d));
      }),
    );
  });

  it('never holds more than 8 digits: a fifth digit of the year is refused and the field is unchanged', () => {
    fc.assert(
      fc.property(digits(DATE_DIGITS + 1, 14), (typed) => {
        const full = typeText(empty, typed.slice(0, DATE_DIGITS));
        const after = typeText(full, typed.slice(DATE_DIGITS));
        expect(after.digits).toBe(full.digits);
        expect(after.refused).toBe(typed.length - DATE_DIGITS);
      }),
    );
    const field = typeChar(typeText(empty, '01012020'), '1');
    expect(maskDateDigits(field.digits)).toBe('01/01/2020');
    expect(field.refused).toBe(1);
  });

  it('letters and other characters are dropped; the field only ever shows the mask', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const field = typeText(empty, text);
        expect(field.digits.length).toBeLessThanOrEqual(DATE_DIGITS);
        expect(maskDateDigits(field.digits)).toMatch(/^[\d/]*$/);
      }),
    );
  });

  it('in a complete date, a digit typed at any caret position replaces the digit after it (the rest stays)', () => {
    fc.assert(
      fc.property(validDate, fc.integer({ min: 0, max: 9 }), digit, (d, k, typed) => {
        const complete = typeText(empty, ddmmyyyy(d));
        const masked = maskDateDigits(complete.digits);
        const digitsBefore = k % DATE_DIGITS;
        const caret = caretAfterDigits(masked, digitsBefore);
        const after = typeChar({ ...complete, caret }, typed);
        expect(after.refused).toBe(0);
        expect(after.digits).toHaveLength(DATE_DIGITS);
        expect(after.digits).toBe(
          complete.digits.slice(0, digitsBefore) + typed + complete.digits.slice(digitsBefore + 1),
        );
      }),
    );
  });

  it('Backspace right after a slash deletes the digit before it', () => {
    const field = typeText(empty, '0101');
    // "01/01": caret after the first slash.
    const after = backspace({ ...field, caret: 3 });
    expect(after.digits).toBe('001');
    expect(maskDateDigits(after.digits)).toBe('00/1');
  });
});

// ---- Pasting -----------------------------------------------------------------------------------------------------

describe('pasting', () => {
  it('a whole date pasted in any usual form replaces the field, wherever the caret is', () => {
    fc.assert(
      fc.property(
        validDate,
        fc.constantFrom('br', 'br-dot', 'br-short', 'iso', 'digits'),
        digits(0, 8),
        fc.nat(),
        (d, form, before, at) => {
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
          const masked = maskDateDigits(before);
          const caret = at % (masked.length + 1);
          const edit = pasteIntoDateField(masked, caret, caret, text);
          expect(edit.kind).toBe('accepted');
          if (edit.kind === 'accepted') expect(valueOfReading(readDateDigits(edit.digits))).toBe(isoOf(d));
        },
      ),
    );
  });

  it('a paste that does not fit is refused whole, never cut', () => {
    expect(pasteIntoDateField('01/01/2020', 10, 10, '5')).toMatchObject({ kind: 'refused', reason: 'not-a-date' });
    expect(pasteIntoDateField('', 0, 0, '123456789')).toMatchObject({ kind: 'refused', reason: 'not-a-date' });
    expect(wholeDateDigits('2024-13-01')).toBe('01132024');
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
        expect(dateRefusal(translate(language), { kind: 'refused', reason, caret: 0 })).not.toMatch(/\{|undefined/);
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
