import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPE_BANKS, compeBank, compeBankOfText, formatCompeCode } from '../../src-shared/banks/compe';

describe('compeBankOfText: a bank code as a service writes it', () => {
  it('finds every bank of the list however its code is padded or spaced', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPE_BANKS),
        fc.integer({ min: 0, max: 1 }),
        fc.constantFrom('', ' ', '\t'),
        (bank, pad, space) => {
          const written = String(bank.code).padStart(pad === 0 ? 1 : 4, '0');
          expect(compeBankOfText(`${space}${written}${space}`)).toBe(bank);
          expect(compeBankOfText(formatCompeCode(bank.code))).toBe(bank);
        },
      ),
    );
  });

  it('gives nothing for a code the list does not hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (code) => {
        expect(compeBankOfText(String(code))).toBe(compeBank(code));
      }),
    );
    expect(compeBankOfText('999')).toBeUndefined();
  });

  it('gives nothing for text that is no code', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{1,4}\s*$/.test(text));
        expect(compeBankOfText(text)).toBeUndefined();
      }),
    );
    for (const text of [null, undefined, '', '  ', '4 22', '00422', '42a', '-422', '422.0'])
      expect(compeBankOfText(text)).toBeUndefined();
  });
});
