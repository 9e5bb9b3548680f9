/**
 * The CPF as typed or pasted: the digits of any written form are kept, up to 11, masked; more than 11 are refused
 * whole, never cut; the caret lands after what was put in. Pure functions of src-shared/cpf.ts and
 * src-renderer/screens/search, property-based; the field driven by the keyboard is cpf-field.test.tsx.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfDigitsOfText, cpfWithCheckDigits, formatCpf, isValidCpf } from '../../../src-shared/cpf';
import { interpolate, type Language } from '../../../src-renderer/i18n/i18n';
import {
  cpfCaretIndex,
  insertIntoCpfField,
  type CpfFieldEdit,
} from '../../../src-renderer/screens/search/cpf-field-edit';
import { cpfMessages, cpfReadingProblem, cpfRefusal } from '../../../src-renderer/screens/search/cpf-messages';
import { readCpf, zeroPaddedCpf } from '../../../src-renderer/screens/search/cpf-problem';

// ---- Written forms -------------------------------------------------------------------------------------------

/** 11 digits with valid check digits, not a repeated digit. */
const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((base) => cpfWithCheckDigits(base.join('')))
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));

function digitsOfLength(min: number, max = min): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
}

const FULL_WIDTH_ZERO = 0xff10;
const separator = fc.constantFrom('', '', '.', '-', '/', ' ', '\u00a0', '\u202f', '\t', '．', '－', ' - ', '_');
const label = fc.constantFrom(
  '',
  'CPF: ',
  'CPF ',
  'cpf:',
  'CPF:\u00a0',
  'CPF nº ',
  'Cliente - CPF ',
  'CPF\t',
  'C.P.F.: ',
);
const edge = fc.constantFrom('', ' ', '  ', '\n', '\r\n', '\t', '\u00a0', ' \n', '"');

/** One way of writing `digits`: each digit ASCII or full-width, any separator between, a label and whitespace around. */
function writtenForm(digits: string): fc.Arbitrary<string> {
  const n = digits.length;
  return fc
    .record({
      label,
      lead: edge,
      trail: edge,
      fullWidth: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      separators: fc.array(separator, { minLength: n, maxLength: n }),
    })
    .map(({ label: l, lead, trail, fullWidth, separators }) => {
      let body = '';
      for (let i = 0; i < n; i++) {
        const d = Number(digits[i]);
        body += fullWidth[i] ? String.fromCharCode(FULL_WIDTH_ZERO + d) : String(d);
        if (i < n - 1) body += separators[i];
      }
      return `${lead}${l}${body}${trail}`;
    });
}

const validCpfWritten = validCpf.chain((cpf) => writtenForm(cpf).map((text) => ({ cpf, text })));

function writtenDigits(min: number, max = min) {
  return digitsOfLength(min, max).chain((digits) => writtenForm(digits).map((text) => ({ digits, text })));
}

// ---- The field --------------------------------------------------------------------------------------------------

interface Field {
  value: string;
  caret: number;
}

function fieldOf(digits: string, caretDigits = digits.length): Field {
  return { value: formatCpf(digits), caret: cpfCaretIndex(digits, caretDigits) };
}

/** The field after `edit` (a refused edit leaves it as it was). */
function after(field: Field, edit: CpfFieldEdit): Field {
  return edit.kind === 'refused' ? field : fieldOf(edit.digits, edit.caret);
}

const digitsIn = (text: string) => text.replace(/[^0-9]/g, '').length;

// ---- Properties ----------------------------------------------------------------------------------------------

describe('cpfDigitsOfText and readCpf', () => {
  it('read the 11 digits of any written form of a valid CPF, and call it valid', () => {
    fc.assert(
      fc.property(validCpfWritten, ({ cpf, text }) => {
        expect(cpfDigitsOfText(text)).toBe(cpf);
        expect(readCpf(text)).toEqual({ kind: 'valid', digits: cpf });
      }),
      { numRuns: 2000 },
    );
  });

  it('say how many digits are missing for 1 to 10, and that 12 or more are too many (a CNPJ is 14)', () => {
    fc.assert(
      fc.property(writtenDigits(1, 10), ({ digits, text }) => {
        expect(readCpf(text)).toEqual({ kind: 'incomplete', digits, missing: 11 - digits.length });
      }),
    );
    fc.assert(
      fc.property(writtenDigits(12, 20), ({ digits, text }) => {
        expect(readCpf(text)).toEqual({ kind: 'too-many', count: digits.length });
      }),
    );
  });

  it('call 11 digits with a wrong check digit invalid, and a text without digits empty', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 1, max: 9 }), fc.constantFrom(9, 10), (cpf, shift, at) => {
        const wrong = cpf.slice(0, at) + String((Number(cpf[at]) + shift) % 10) + cpf.slice(at + 1);
        expect(readCpf(formatCpf(wrong))).toEqual({ kind: 'invalid', digits: wrong });
      }),
    );
    expect(readCpf('  CPF: \n')).toEqual({ kind: 'empty' });
    expect(readCpf('111.111.111-11').kind).toBe('invalid');
  });

  it('the examples of the issue', () => {
    expect(readCpf(' 272.084.471-36 ')).toEqual({ kind: 'valid', digits: '27208447136' });
    expect(readCpf('CPF: 272.084.471-36')).toEqual({ kind: 'valid', digits: '27208447136' });
    expect(readCpf('２７２．０８４．４７１－３６\n')).toEqual({ kind: 'valid', digits: '27208447136' });
    expect(readCpf('11.222.333/0001-81')).toEqual({ kind: 'too-many', count: 14 });
  });
});

describe('zeroPaddedCpf: a CPF whose leading zeros a spreadsheet dropped', () => {
  it('offers back every valid CPF that lost one or two leading zeros, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), digitsOfLength(8), (lost, rest) => {
        const cpf = cpfWithCheckDigits(('0'.repeat(lost) + rest).slice(0, 9));
        fc.pre(isValidCpf(cpf) && cpf.startsWith('0'.repeat(lost)));
        expect(zeroPaddedCpf(readCpf(cpf.slice(lost)))).toBe(cpf);
        // However it was written: masked as the number the spreadsheet kept, with spaces around it.
        expect(zeroPaddedCpf(readCpf(` ${formatCpf(cpf.slice(lost))} `))).toBe(cpf);
      }),
      { numRuns: 500 },
    );
  });

  it('never changes a digit typed: only zeros in front, only a valid CPF, only for 9 or 10 digits', () => {
    fc.assert(
      fc.property(digitsOfLength(1, 14), (digits) => {
        const offered = zeroPaddedCpf(readCpf(digits));
        if (offered === undefined) return;
        expect(digits.length === 9 || digits.length === 10).toBe(true);
        expect(offered).toHaveLength(11);
        expect(offered.endsWith(digits)).toBe(true);
        expect(/^0+$/.test(offered.slice(0, 11 - digits.length))).toBe(true);
        expect(isValidCpf(offered)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('offers nothing for 10 digits whose padding is not a valid CPF, nor for a complete or empty reading', () => {
    fc.assert(
      fc.property(digitsOfLength(10), (digits) => {
        fc.pre(!isValidCpf(`0${digits}`));
        expect(zeroPaddedCpf(readCpf(digits))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(zeroPaddedCpf(readCpf(cpf))).toBeUndefined();
      }),
    );
    expect(zeroPaddedCpf(readCpf(''))).toBeUndefined();
    // Three zeros lost is no spreadsheet's doing we offer to undo: 000.000.001-91 from "191" would be a guess.
    expect(zeroPaddedCpf(readCpf('00191'.slice(2)))).toBeUndefined();
  });

  it('the example of the issue: 12345678909 without its zero is 1234567890… offered as 012.345.678-90 when valid', () => {
    const cpf = cpfWithCheckDigits('012345678');
    expect(zeroPaddedCpf(readCpf(cpf.slice(1)))).toBe(cpf);
  });
});

describe('the CPF field', () => {
  it('any written form of a valid CPF put into the empty field keeps its 11 digits, masked, caret at the end', () => {
    fc.assert(
      fc.property(validCpfWritten, ({ cpf, text }) => {
        const edit = insertIntoCpfField('', 0, 0, text);
        expect(edit).toEqual({ kind: 'accepted', digits: cpf, caret: 11 });
        expect(after(fieldOf(''), edit)).toEqual({ value: formatCpf(cpf), caret: 14 });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses, whole and unchanged, 12 to 20 digits put over the whole field (a 12-digit number, a CNPJ)', () => {
    fc.assert(
      fc.property(writtenDigits(12, 20), digitsOfLength(0, 11), ({ digits, text }, there) => {
        const field = fieldOf(there);
        const edit = insertIntoCpfField(field.value, 0, field.value.length, text);
        expect(edit).toEqual({ kind: 'refused', inserted: digits.length, total: digits.length });
        expect(after(field, edit)).toEqual(field);
      }),
    );
  });

  it('refuses a 12th digit put anywhere into 11, saying the field would hold 12', () => {
    fc.assert(
      fc.property(digitsOfLength(11), digitsOfLength(1), fc.integer({ min: 0, max: 11 }), (eleven, digit, at) => {
        const full = fieldOf(eleven, at);
        expect(insertIntoCpfField(full.value, full.caret, full.caret, digit)).toEqual({
          kind: 'refused',
          inserted: 1,
          total: 12,
        });
      }),
    );
  });

  it('keeps the digits around the selection and those put in, if they come to 11 or fewer', () => {
    fc.assert(
      fc.property(digitsOfLength(0, 11), fc.nat(), fc.nat(), writtenDigits(0, 11), (there, a, b, { digits, text }) => {
        const value = formatCpf(there);
        const start = Math.min(a, b) % (value.length + 1);
        const end = Math.max(start, Math.max(a, b) % (value.length + 1));
        const kept = value.slice(0, start).replace(/\D/g, '') + digits + value.slice(end).replace(/\D/g, '');
        const edit = insertIntoCpfField(value, start, end, text);
        if (kept.length <= 11)
          expect(edit).toEqual({
            kind: 'accepted',
            digits: kept,
            caret: digitsIn(value.slice(0, start)) + digits.length,
          });
        else expect(edit).toEqual({ kind: 'refused', inserted: digits.length, total: kept.length });
      }),
    );
  });

  it('cpfCaretIndex puts the caret right after the n-th digit of the mask', () => {
    fc.assert(
      fc.property(digitsOfLength(0, 11), fc.nat(), (digits, n) => {
        const masked = formatCpf(digits);
        const k = n % (digits.length + 1);
        const index = cpfCaretIndex(digits, k);
        expect(digitsIn(masked.slice(0, index))).toBe(k);
        if (k > 0) expect(masked[index - 1]).toMatch(/[0-9]/);
      }),
    );
  });
});

describe('what the field and the spotlight say', () => {
  const languages: Language[] = ['pt-BR', 'en'];
  const translator =
    (language: Language) => (key: keyof (typeof cpfMessages)['pt-BR'], values?: Record<string, string | number>) =>
      interpolate(cpfMessages[language][key], values);

  it('says why for every count of digits, in both languages, never "undefined", "NaN" or a bare {placeholder}', () => {
    fc.assert(
      fc.property(fc.constantFrom(...languages), writtenDigits(0, 20), (language, { text }) => {
        const reading = readCpf(text);
        const problem = cpfReadingProblem(translator(language), reading);
        if (reading.kind === 'valid') expect(problem).toBeUndefined();
        else expect(problem).toMatch(/^[^{}]+$/);
        expect(problem ?? '').not.toMatch(/undefined|null|NaN/);
      }),
    );
  });

  it('names the counts: one missing, three missing, a CNPJ, 12 digits, a full field', () => {
    const pt = translator('pt-BR');
    expect(cpfReadingProblem(pt, readCpf('272.084.471-3'))).toBe('Falta 1 dígito: o CPF tem 11.');
    expect(cpfReadingProblem(pt, readCpf('272.084.47'))).toBe('Faltam 3 dígitos: o CPF tem 11.');
    expect(cpfReadingProblem(pt, readCpf('272.084.471-37'))).toBe('CPF inválido: confira os dígitos.');
    expect(cpfRefusal(pt, { kind: 'refused', inserted: 14, total: 14 })).toBe(
      'São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11. O campo não mudou.',
    );
    expect(cpfRefusal(pt, { kind: 'refused', inserted: 12, total: 12 })).toBe(
      'São 12 dígitos: o CPF tem 11. O campo não mudou.',
    );
    expect(cpfRefusal(translator('en'), { kind: 'refused', inserted: 1, total: 12 })).toBe(
      'A CPF has 11 digits and the field would hold 12: delete or select what is in it first. The field was left as it was.',
    );
  });
});
