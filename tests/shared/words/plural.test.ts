/** The plural helper: each language's own rules (Intl.PluralRules), the count written as the language writes it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plural } from '../../../src-shared/words/plural';

const rows = { one: '# linha', other: '# linhas' };

describe('plural', () => {
  it('is singular for one and plural otherwise, in both languages', () => {
    expect(plural('pt-BR', 1, rows)).toBe('1 linha');
    expect(plural('pt-BR', 2, rows)).toBe('2 linhas');
    expect(plural('en', 1, { one: '# row', other: '# rows' })).toBe('1 row');
    expect(plural('en', 0, { one: '# row', other: '# rows' })).toBe('0 rows');
  });

  it('Portuguese says zero in the singular (its rule), English in the plural', () => {
    expect(plural('pt-BR', 0, rows)).toBe('0 linha');
    expect(plural('en', 0, { one: '# row', other: '# rows' })).toBe('0 rows');
  });

  it('writes any count with the language’s separators, and falls back to `other` for a form not given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), (n) => {
        expect(plural('pt-BR', n, rows)).toBe(`${n.toLocaleString('pt-BR')} linhas`);
        expect(plural('en', n, { other: '# rows' })).toBe(`${n.toLocaleString('en-US')} rows`);
      }),
    );
  });
});
