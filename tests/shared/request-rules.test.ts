/**
 * Request-side rules the sandbox and the app's forms share: Op4's "at most two decimals" and
 * Op9's page numbers. Properties over many values, not the reported examples only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionProblems, operations } from '../../src-shared/contract';

const SEED = 20_260_516;
const DECIMALS = 'O valor do aporte deve ter no máximo duas casas decimais.';
const problemsOf = (valor: number) =>
  contributionProblems({ valor, fundos: [{ codigo: 'F1', percentualDistribuicao: 100 }] });

/** The next double above `x` (x > 0). */
function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

describe('Op4: at most two decimals', () => {
  it.each([100.0000000001, 100.001, 100.005, 1500.499, 999_999.999, 0.1 + 0.2, 100.3 + Number.EPSILON * 128])(
    'refuses %d',
    (valor) => {
      expect(problemsOf(valor)).toContain(DECIMALS);
    },
  );

  it.each([100, 100.1, 100.01, 1500.5, 999_999.99, 1_000_000, 123.45, 0.29 * 1000])('accepts %d', (valor) => {
    expect(problemsOf(valor)).not.toContain(DECIMALS);
  });

  it('accepts every amount in cents, as JSON carries it, and refuses the doubles next to it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 100_000_000 }), fc.integer({ min: 1, max: 1000 }), (cents, steps) => {
        const valor = JSON.parse(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`) as number;
        expect(problemsOf(valor)).not.toContain(DECIMALS);
        let above = valor;
        for (let i = 0; i < steps; i++) above = nextUp(above);
        expect(problemsOf(above)).toContain(DECIMALS);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('Op9: page numbers are plain digits', () => {
  const query = operations.op9.query!;

  it.each(['0x10', '2e0', '  1', '1 ', '+1', '1.0', '1,0', '', '٣', '１', '0b1', '1_000', 'Infinity'])(
    'refuses pagina %j',
    (pagina) => {
      expect(query.safeParse({ pagina }).success).toBe(false);
      expect(query.safeParse({ tamanhoPagina: pagina }).success).toBe(false);
    },
  );

  it.each([true, null, [], [2], {}, 1.5, Number.NaN, -1, 0])('refuses pagina %j from the app', (pagina) => {
    expect(query.safeParse({ pagina }).success).toBe(false);
  });

  it.each([
    ['1', 1],
    ['0007', 7],
    ['100000', 100000],
    [3, 3],
  ])('accepts pagina %j as %d', (pagina, value) => {
    expect(query.parse({ pagina })).toEqual({ pagina: value });
  });

  it('accepts exactly the decimal digit strings in range (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const accepted = query.safeParse({ pagina: text }).success;
        expect(accepted).toBe(/^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= 100_000);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
