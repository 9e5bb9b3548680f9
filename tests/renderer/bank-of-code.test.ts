import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPE_BANKS, compeBank } from '../../src-shared/banks/compe';
import { bankOfCodeText } from '../../src-renderer/screens/certificate/bank-of-code';

describe('bankOfCodeText: the name next to a bank code on the collection channels', () => {
  it('a listed code gets the COMPE name; the service’s own name wins when it sent one', () => {
    expect(bankOfCodeText('422')).toEqual({ kind: 'named', code: '422', name: 'Banco Safra S.A.' });
    expect(bankOfCodeText('001', 'BANCO DO BRASIL S.A.')).toEqual({
      kind: 'named',
      code: '001',
      name: 'BANCO DO BRASIL S.A.',
    });
    expect(bankOfCodeText('237', '  ')).toEqual({ kind: 'named', code: '237', name: 'Banco Bradesco S.A.' });
  });

  it('a code the list does not hold shows as sent and is marked unlisted', () => {
    expect(bankOfCodeText('999')).toEqual({ kind: 'unlisted', code: '999' });
    expect(bankOfCodeText('BCO')).toEqual({ kind: 'unlisted', code: 'BCO' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (n) => {
        fc.pre(compeBank(n) === undefined);
        expect(bankOfCodeText(String(n)).kind).toBe('unlisted');
      }),
    );
  });

  it('never names a bank with a name that is not the service’s or the list’s (property)', () => {
    const names = new Set(COMPE_BANKS.map((b) => b.name));
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 6 }), { nil: undefined }), (code) => {
        const shown = bankOfCodeText(code);
        if (shown.kind === 'named') expect(names.has(shown.name)).toBe(true);
        if (shown.kind !== 'none') expect(shown.code).toBe(code!.trim());
      }),
    );
  });

  it('no code: nothing to name', () => {
    for (const code of [null, undefined, '', '   ']) expect(bankOfCodeText(code)).toEqual({ kind: 'none' });
  });
});
