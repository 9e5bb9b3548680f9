/**
 * maskCpfsInText over the ways a CPF gets written, pasted and encoded: any separators between
 * any digits, prefixes glued to it, percent-, entity- and escape-encoded characters, full-width digits. And the
 * other way round: numbers that are not CPFs (protocols, certificates, dates, amounts) stay readable.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from '../../src-shared/cpf';
import { maskCpfsInText } from '../../src-shared/mask';

const SEED = 20_260_512;

/** A valid CPF (not a repeated digit). */
const validCpf = fc
  .stringMatching(/^\d{9}$/)
  .map(cpfWithCheckDigits)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));

/** What may stand between two digits. */
const separator = fc.constantFrom(
  '.',
  '-',
  ' ',
  '/',
  '_',
  ',',
  ':',
  '\t',
  '\u00a0',
  '\u2010',
  '\u2013',
  '\u2014',
  '\u2212',
  '\u3000',
  '. ',
  ' - ',
  '--',
  '..',
  '%2D',
  '%2d',
  '%2E',
  '%20',
  '%2F',
  '%5F',
  '%C2%A0',
  '%E2%80%93',
  '%252D',
  '%25252E',
  '+',
  '&#45;',
  '&#x2D;',
  '&nbsp;',
  '&ndash;',
  '\\u002d',
  '\\u00A0',
  '\\x2d',
  '\\n',
);

/** How one digit may be written. */
function encodeDigit(d: string, how: number): string {
  switch (how) {
    case 1:
      return `%3${d}`;
    case 2:
      return `&#${48 + Number(d)};`;
    case 3:
      return String.fromCharCode(0xff10 + Number(d)); // full width
    case 4:
      return `\\u003${d}`;
    default:
      return d;
  }
}

/** Text around it, without digits of its own (so the assertion can read every digit left in the output). */
const around = fc.constantFrom(
  '',
  'CPF',
  'cpf:',
  'CPF ',
  'cpf=',
  'CPF n.º ',
  '/clientes/',
  '?idcliente=',
  'id_',
  '"',
  '(',
  'x',
  'ABC',
  'é',
  'Cliente ',
  '\u202e',
);
const after = fc.constantFrom('', 'x', '/certificados', '"', ')', ' não encontrado', '&a=b', 'ABC', '.', '-', ' ');

/** The digits a reader could still get back from the text: encodings undone, everything else dropped. */
function recoverableDigits(text: string): string {
  let decoded = text;
  for (let i = 0; i < 4; i++)
    decoded = decoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  decoded = decoded
    .replace(/&#x([0-9A-Fa-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .normalize('NFKC');
  return decoded.replace(/\D/g, '');
}

const written = fc
  .record({
    cpf: validCpf,
    // Which of the 10 gaps between digits get a separator, and which one.
    gaps: fc.array(fc.option(separator, { nil: undefined, freq: 2 }), { minLength: 10, maxLength: 10 }),
    encodings: fc.array(fc.constantFrom(0, 0, 0, 0, 1, 2, 3, 4), { minLength: 11, maxLength: 11 }),
    prefix: around,
    suffix: after,
  })
  .map(({ cpf, gaps, encodings, prefix, suffix }) => {
    let text = '';
    for (let i = 0; i < 11; i++) text += encodeDigit(cpf[i]!, encodings[i]!) + (i < 10 ? (gaps[i] ?? '') : '');
    return { cpf, text: `${prefix}${text}${suffix}` };
  });

describe('maskCpfsInText', () => {
  it.each([
    '529982247-25',
    '529.982.24725',
    '529 982 247 25',
    'CPF529.982.247-25',
    '529982247%2D25',
    '529.982.247-25',
    '52998224725',
    'cpf=529%2E982%2E247%2D25&x=1',
    '５２９９８２２４７２５',
    '529\u00a0982\u00a0247\u201325',
    '529&#46;982&#46;247&#45;25',
    '"cpf":"529982247\\u002d25"',
  ])('masks %s', (text) => {
    const masked = maskCpfsInText(text);
    expect(recoverableDigits(masked)).not.toContain('52998224725');
    expect(recoverableDigits(masked)).not.toContain('529982');
    expect(masked).toContain('982');
  });

  it('masks every valid CPF however it is separated, prefixed or encoded (property)', () => {
    fc.assert(
      fc.property(written, ({ cpf, text }) => {
        const left = recoverableDigits(maskCpfsInText(text));
        // At most the middle six digits stay (***.982.247-**): neither end may be recovered.
        expect(left).not.toContain(cpf.slice(0, 3) + cpf.slice(3, 9));
        expect(left).not.toContain(cpf.slice(3, 9) + cpf.slice(9));
      }),
      { seed: SEED, numRuns: Number(process.env.BALCAO_FUZZ_RUNS ?? 3000) },
    );
  });

  it('masks two CPFs side by side and keeps the text between them', () => {
    expect(maskCpfsInText('529.982.247-25, 111.444.777-35')).toBe('***.982.247-**, ***.444.777-**');
    expect(maskCpfsInText('52998224725 11144477735')).toBe('***.982.247-** ***.444.777-**');
    expect(maskCpfsInText('a 1 529 982 247 25 b')).toBe('a 1 ***.982.247-** b');
  });

  it('keeps a mask as it is (masking twice changes nothing)', () => {
    const once = maskCpfsInText('CPF 529.982.247-25 e 529982247%2D25');
    expect(maskCpfsInText(once)).toBe(once);
  });

  it.each([
    'SIN20260315000123',
    '/certificados/000000100231',
    'protocolo 20260315000123',
    '2026-03-15T10:20:30-03:00',
    '15/03/2026 10:20:30',
    'R$ 1.000.000,00',
    'R$ 100.000.000,00',
    'HTTP 503 após 20000 ms, tentativa 2 de 3',
    '123e4567-e89b-12d3-a456-426614174000',
    'valor 1234567890',
    'conta 123456789012',
  ])('leaves %s alone', (text) => {
    expect(maskCpfsInText(text)).toBe(text);
  });

  it('leaves digit runs that are not 11 digits long alone (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$|^\d{12,24}$/), around, (digits, prefix) => {
        const text = `${prefix}${digits}`;
        expect(maskCpfsInText(text)).toBe(text);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  // Compared with itself in the same run (the best of five at n and at 16n), never against a wall-clock budget:
  // linear work grows about 16×, quadratic about 256×. Under heavy load the ratio was seen up to 3× off linear,
  // so the line sits between the two, well clear of both.
  it('is linear on long hostile text', () => {
    const hostile = (n: number) => '1%2D'.repeat(n) + '&#4'.repeat(n) + '%%%%3'.repeat(n);
    // CPU time of this process, not the wall clock: a loaded machine stretches the wall clock of the larger run more.
    const best = (text: string) => {
      let fastest = Infinity;
      for (let run = 0; run < 5; run++) {
        const started = process.cpuUsage();
        maskCpfsInText(text);
        const used = process.cpuUsage(started);
        fastest = Math.min(fastest, (used.user + used.system) / 1000);
      }
      return fastest;
    };
    const small = hostile(5_000);
    const large = hostile(80_000);
    best(small); // warm-up
    expect(best(large) / Math.max(best(small), 0.5)).toBeLessThan(100);
  });
});
