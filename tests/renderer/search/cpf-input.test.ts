/**
 * The CPF as typed or pasted (issue 13): the digits of any written form are kept, up to 11, masked; more than 11
 * are refused whole, never cut; Backspace and Delete next to a mask character remove a digit; the caret lands
 * after what was typed. Pure functions of src-shared/cpf.ts and src-renderer/screens/search, property-based.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfDigitsOfText, cpfWithCheckDigits, formatCpf, isValidCpf } from '../../../src-shared/cpf';
import { interpolate, type Language } from '../../../src-renderer/i18n/i18n';
import {
  caretIndex,
  changeCpfField,
  pasteIntoCpfField,
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

// ---- The field, as the browser drives it -----------------------------------------------------------------------

interface Field {
  value: string;
  caret: number;
}

function fieldOf(digits: string, caretDigits = digits.length): Field {
  const value = formatCpf(digits);
  return { value, caret: caretIndex(value, caretDigits) };
}

/** The field after the component applied `edit` (a refused edit leaves the value, the caret goes back). */
function after(field: Field, edit: CpfFieldEdit): Field {
  if (edit.kind === 'refused') return { value: field.value, caret: caretIndex(field.value, edit.caret) };
  return fieldOf(edit.digits, edit.caret);
}

function type(field: Field, text: string): CpfFieldEdit {
  const next = field.value.slice(0, field.caret) + text + field.value.slice(field.caret);
  return changeCpfField(field.value, next, field.caret + text.length, 'backward');
}

function backspace(field: Field): CpfFieldEdit {
  const next = field.value.slice(0, field.caret - 1) + field.value.slice(field.caret);
  return changeCpfField(field.value, next, field.caret - 1, 'backward');
}

function deleteForward(field: Field): CpfFieldEdit {
  const next = field.value.slice(0, field.caret) + field.value.slice(field.caret + 1);
  return changeCpfField(field.value, next, field.caret, 'forward');
}

/** `locator.fill`: everything selected, the text put in its place. */
function fill(field: Field, text: string): CpfFieldEdit {
  return changeCpfField(field.value, text, text.length, 'backward');
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
  it('pasting or filling any written form of a valid CPF into the empty field keeps its 11 digits, masked, caret at the end', () => {
    fc.assert(
      fc.property(validCpfWritten, ({ cpf, text }) => {
        const empty = fieldOf('');
        for (const edit of [pasteIntoCpfField('', 0, 0, text), fill(empty, text)]) {
          expect(edit).toEqual({ kind: 'accepted', digits: cpf, caret: 11 });
          expect(after(empty, edit)).toEqual({ value: formatCpf(cpf), caret: 14 });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('typing any written form character by character ends with the same 11 digits', () => {
    fc.assert(
      fc.property(validCpfWritten, ({ cpf, text }) => {
        let field = fieldOf('');
        for (const ch of text) {
          const edit = type(field, ch);
          expect(edit.kind).toBe('accepted');
          field = after(field, edit);
        }
        expect(field).toEqual({ value: formatCpf(cpf), caret: 14 });
        expect(isValidCpf(field.value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses, whole and unchanged, a paste or fill of 12 to 20 digits (a 12-digit number, a CNPJ)', () => {
    fc.assert(
      fc.property(writtenDigits(12, 20), digitsOfLength(0, 11), ({ digits, text }, there) => {
        const field = fieldOf(there);
        const pasted = pasteIntoCpfField(field.value, 0, field.value.length, text);
        expect(pasted).toEqual({ kind: 'refused', inserted: digits.length, total: digits.length, caret: 0 });
        expect(after(field, pasted).value).toBe(field.value);
        const filled = fill(field, text);
        expect(filled.kind).toBe('refused');
        expect(after(field, filled).value).toBe(field.value);
      }),
    );
  });

  it('keeps 10 digits (one missing) and refuses a 12th typed anywhere, leaving the caret where it was', () => {
    fc.assert(
      fc.property(digitsOfLength(10), digitsOfLength(1), fc.integer({ min: 0, max: 11 }), (ten, digit, at) => {
        const tenField = after(fieldOf(''), pasteIntoCpfField('', 0, 0, ten));
        expect(tenField.value).toBe(formatCpf(ten));
        expect(readCpf(tenField.value)).toEqual({ kind: 'incomplete', digits: ten, missing: 1 });
        const full = fieldOf(`${ten}${digit}`, at);
        const edit = type(full, digit);
        expect(edit).toEqual({ kind: 'refused', inserted: 1, total: 12, caret: at });
        expect(after(full, edit)).toEqual(full);
      }),
    );
  });

  it('a paste over a selection keeps the digits around it and those pasted, if they come to 11 or fewer', () => {
    fc.assert(
      fc.property(digitsOfLength(0, 11), fc.nat(), fc.nat(), writtenDigits(0, 11), (there, a, b, { digits, text }) => {
        const value = formatCpf(there);
        const start = Math.min(a, b) % (value.length + 1);
        const end = Math.max(start, Math.max(a, b) % (value.length + 1));
        const kept = value.slice(0, start).replace(/\D/g, '') + digits + value.slice(end).replace(/\D/g, '');
        const edit = pasteIntoCpfField(value, start, end, text);
        if (kept.length <= 11)
          expect(edit).toEqual({
            kind: 'accepted',
            digits: kept,
            caret: digitsIn(value.slice(0, start)) + digits.length,
          });
        else expect(edit.kind).toBe('refused');
      }),
    );
  });

  it('typing a digit anywhere puts it there, with the caret right after it', () => {
    fc.assert(
      fc.property(digitsOfLength(0, 10), fc.nat(), digitsOfLength(1), (there, at, digit) => {
        const value = formatCpf(there);
        const caret = at % (value.length + 1);
        const k = digitsIn(value.slice(0, caret));
        const field = after({ value, caret }, type({ value, caret }, digit));
        expect(field.value).toBe(formatCpf(there.slice(0, k) + digit + there.slice(k)));
        expect(digitsIn(field.value.slice(0, field.caret))).toBe(k + 1);
        expect(field.value[field.caret - 1]).toBe(digit);
      }),
    );
  });

  it('Backspace anywhere removes the digit before the caret, also across a "." or "-"; Delete the one after it', () => {
    fc.assert(
      fc.property(digitsOfLength(1, 11), fc.nat(), (there, at) => {
        const value = formatCpf(there);
        const caret = 1 + (at % value.length);
        const k = digitsIn(value.slice(0, caret));
        expect(after({ value, caret }, backspace({ value, caret }))).toEqual(
          fieldOf(there.slice(0, k - 1) + there.slice(k), k - 1),
        );
        const forwardCaret = caret - 1;
        const j = digitsIn(value.slice(0, forwardCaret));
        expect(after({ value, caret: forwardCaret }, deleteForward({ value, caret: forwardCaret }))).toEqual(
          fieldOf(there.slice(0, j) + there.slice(j + 1), j),
        );
      }),
    );
  });

  it('caretIndex puts the caret right after the n-th digit of the mask', () => {
    fc.assert(
      fc.property(digitsOfLength(0, 11), fc.nat(), (digits, n) => {
        const masked = formatCpf(digits);
        const k = n % (digits.length + 1);
        const index = caretIndex(masked, k);
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
    expect(cpfRefusal(pt, { kind: 'refused', inserted: 14, total: 14, caret: 0 })).toBe(
      'São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11. O campo não mudou.',
    );
    expect(cpfRefusal(pt, { kind: 'refused', inserted: 12, total: 12, caret: 0 })).toBe(
      'São 12 dígitos: o CPF tem 11. O campo não mudou.',
    );
    expect(cpfRefusal(translator('en'), { kind: 'refused', inserted: 1, total: 12, caret: 11 })).toBe(
      'A CPF has 11 digits and the field would hold 12: delete or select what is in it first. The field was left as it was.',
    );
  });
});
