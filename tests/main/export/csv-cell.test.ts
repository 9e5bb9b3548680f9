import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsvCell, formatCsvNumber, guardFormula, plainNumber, quoteCsv } from '../../../src-main/export/csv-cell';

describe('plainNumber', () => {
  it('keeps every digit JavaScript prints, never rounding, never in exponent form', () => {
    expect(plainNumber(1234.56)).toBe('1234.56');
    expect(plainNumber(-350.25)).toBe('-350.25');
    expect(plainNumber(120.123456)).toBe('120.123456');
    expect(plainNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(plainNumber(1e-7)).toBe('0.0000001');
    expect(plainNumber(-1.5e-7)).toBe('-0.00000015');
    expect(plainNumber(1.234e21)).toBe('1234000000000000000000');
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(-0)).toBe('0');
    expect(plainNumber(0)).toBe('0');
    expect(plainNumber(12345678)).toBe('12345678');
  });

  it('gives an empty text for NaN and infinities', () => {
    expect(plainNumber(Number.NaN)).toBe('');
    expect(plainNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(plainNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('reads back to the same number for random values', () => {
    for (let i = 0; i < 20_000; i++) {
      const v = (Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 30 - 12);
      expect(Number(plainNumber(v))).toBe(v);
    }
  });
});

describe('formatCsvNumber', () => {
  it('uses a decimal comma and no thousands separator for Excel (Brasil), a point for the standard CSV', () => {
    expect(formatCsvNumber(1234.56, 'excel-br')).toBe('1234,56');
    expect(formatCsvNumber(-350.25, 'excel-br')).toBe('-350,25');
    expect(formatCsvNumber(120.123456, 'excel-br')).toBe('120,123456');
    expect(formatCsvNumber(1234567.8, 'excel-br')).toBe('1234567,8');
    expect(formatCsvNumber(1234.56, 'rfc4180')).toBe('1234.56');
    expect(formatCsvNumber(-350.25, 'rfc4180')).toBe('-350.25');
    expect(formatCsvNumber(1e-7, 'excel-br')).toBe('0,0000001');
  });
});

describe('quoteCsv', () => {
  it('quotes only when the cell holds the separator, a quote, CR or LF', () => {
    expect(quoteCsv('simples', ';')).toBe('simples');
    expect(quoteCsv('a;b', ';')).toBe('"a;b"');
    expect(quoteCsv('a,b', ';')).toBe('a,b');
    expect(quoteCsv('a,b', ',')).toBe('"a,b"');
    expect(quoteCsv('a;b', ',')).toBe('a;b');
    expect(quoteCsv('diz "oi"', ';')).toBe('"diz ""oi"""');
    expect(quoteCsv('linha 1\nlinha 2', ',')).toBe('"linha 1\nlinha 2"');
    expect(quoteCsv('a\rb', ';')).toBe('"a\rb"');
    expect(quoteCsv('', ';')).toBe('');
  });
});

describe('formula guard (OWASP CSV injection)', () => {
  const triggers = ['=', '+', '-', '@', '\t', '\r'];

  it('prefixes a quote to text starting with each trigger character, in both formats', () => {
    for (const t of triggers) {
      const text = `${t}SOMA(A1:A9)`;
      expect(guardFormula(text)).toBe(`'${text}`);
      const excel = formatCsvCell(text, 'text', 'excel-br');
      const standard = formatCsvCell(text, 'text', 'rfc4180');
      // CR must also be quoted; the others need no quotes.
      expect(excel).toBe(t === '\r' ? `"'${text}"` : `'${text}`);
      expect(standard).toBe(t === '\r' ? `"'${text}"` : `'${text}`);
    }
  });

  it('guards first, then quotes', () => {
    expect(formatCsvCell('=HYPERLINK("http://x";"clique")', 'text', 'excel-br')).toBe(
      `"'=HYPERLINK(""http://x"";""clique"")"`,
    );
    expect(formatCsvCell('-1,5', 'text', 'rfc4180')).toBe(`"'-1,5"`);
  });

  it('leaves text that merely contains a trigger later on alone', () => {
    expect(formatCsvCell('A=B', 'text', 'excel-br')).toBe('A=B');
    expect(formatCsvCell('AJUSTE DE COTAS - DÉBITO', 'text', 'excel-br')).toBe('AJUSTE DE COTAS - DÉBITO');
  });

  it('guards a formula sign behind blanks, ASCII or full-width (spreadsheets trim before deciding)', () => {
    for (const text of [
      ' =HYPERLINK("http://x";"y")',
      '\t=1+1',
      '\u00a0=1+1',
      '\u3000@SUM(A1)',
      '\r\n-2+3',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      ' ＝1',
    ]) {
      expect(guardFormula(text)).toBe(`'${text}`);
    }
  });

  it('guards every text whose first non-blank character is a formula sign, whatever blanks come first', () => {
    // Every Unicode space separator, the ASCII blanks, and the invisible zero-width characters.
    const blanks = fc.constantFrom(
      ' ',
      '\t',
      '\r',
      '\n',
      '\v',
      '\f',
      '\u00a0',
      '\u1680',
      '\u2000',
      '\u2005',
      '\u200a',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '\u200b',
      '\u2060',
    );
    const sign = fc.constantFrom('=', '+', '-', '@', '＝', '＋', '－', '＠');
    fc.assert(
      fc.property(fc.array(blanks, { maxLength: 6 }), sign, fc.string(), (prefix, first, rest) => {
        const text = `${prefix.join('')}${first}${rest}`;
        expect(guardFormula(text)).toBe(`'${text}`);
        for (const format of ['excel-br', 'rfc4180'] as const)
          expect(formatCsvCell(text, 'text', format)).toContain(`'${text.replace(/"/g, '""')}`);
      }),
    );
  });

  it('leaves text starting with blanks and then a letter or digit alone', () => {
    expect(guardFormula(' A=B')).toBe(' A=B');
    expect(guardFormula('\u00a0123')).toBe('\u00a0123');
    expect(guardFormula('   ')).toBe('   ');
  });

  it('never touches number cells: negative amounts stay numbers', () => {
    expect(formatCsvCell(-350.25, 'number', 'excel-br')).toBe('-350,25');
    expect(formatCsvCell(-350.25, 'number', 'rfc4180')).toBe('-350.25');
    expect(formatCsvCell(-0.000001, 'number', 'excel-br')).toBe('-0,000001');
    // Numeric text in a number column is still a number, digits kept as written.
    expect(formatCsvCell('-350.25', 'number', 'excel-br')).toBe('-350,25');
    expect(formatCsvCell('00012', 'number', 'rfc4180')).toBe('00012');
  });

  it('guards a number that sits in a text column, and non-numeric text in a number column', () => {
    expect(formatCsvCell(-5, 'text', 'excel-br')).toBe("'-5");
    expect(formatCsvCell('=1+1', 'number', 'excel-br')).toBe("'=1+1");
    expect(formatCsvCell('-', 'number', 'excel-br')).toBe("'-");
  });
});

describe('formatCsvCell', () => {
  it('writes null and undefined as empty cells, whatever the type', () => {
    for (const type of ['text', 'number', 'date', 'datetime'] as const) {
      for (const format of ['excel-br', 'rfc4180'] as const) {
        expect(formatCsvCell(null, type, format)).toBe('');
        expect(formatCsvCell(undefined, type, format)).toBe('');
      }
    }
  });

  it('writes dates from their digits: dd/mm/aaaa for Excel, YYYY-MM-DD for the standard CSV', () => {
    expect(formatCsvCell('2024-03-15T00:00:00', 'date', 'excel-br')).toBe('15/03/2024');
    expect(formatCsvCell('2024-03-15T00:00:00', 'date', 'rfc4180')).toBe('2024-03-15');
    // An instant (Z or an offset) is the São Paulo date of that instant (D19 as amended by D41).
    expect(formatCsvCell('2024-03-15T23:59:59Z', 'date', 'excel-br')).toBe('15/03/2024');
    expect(formatCsvCell('2024-03-15T02:59:59Z', 'date', 'excel-br')).toBe('14/03/2024');
    expect(formatCsvCell('2024-03-15T00:30:00+05:00', 'date', 'rfc4180')).toBe('2024-03-14');
    expect(formatCsvCell('2024-03-15T00:30:00-03:00', 'date', 'rfc4180')).toBe('2024-03-15');
    expect(formatCsvCell('2024-02-29', 'date', 'excel-br')).toBe('29/02/2024');
    expect(formatCsvCell('', 'date', 'excel-br')).toBe('');
  });

  it('keeps an unreadable date as guarded text rather than losing it', () => {
    expect(formatCsvCell('a definir', 'date', 'excel-br')).toBe('a definir');
    expect(formatCsvCell('2023-02-29', 'date', 'rfc4180')).toBe('2023-02-29');
    expect(formatCsvCell('=1+1', 'date', 'excel-br')).toBe("'=1+1");
  });

  it('writes instants on the São Paulo clock: dd/mm/aaaa hh:mm for Excel, ISO with offset for the standard CSV', () => {
    expect(formatCsvCell('2026-01-31T14:30:00.000Z', 'datetime', 'excel-br')).toBe('31/01/2026 11:30');
    expect(formatCsvCell('2026-01-31T14:30:00.000Z', 'datetime', 'rfc4180')).toBe('2026-01-31T11:30:00-03:00');
    expect(formatCsvCell('2026-02-01T02:10:00Z', 'datetime', 'excel-br')).toBe('31/01/2026 23:10');
    expect(formatCsvCell('2026-07-01T09:05:00', 'datetime', 'excel-br')).toBe('01/07/2026 09:05');
    expect(formatCsvCell('2026-07-01T09:05:00', 'datetime', 'rfc4180')).toBe('2026-07-01T09:05:00');
  });
});
