/**
 * What a write sent, as History keeps it (D102): every write body of the
 * contract, with any values, comes out with no full CPF, no full name, no
 * full e-mail, no birth date and no whole account; amounts, funds, dates of
 * the operation, bank and branch stay.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from '../../src-shared/cpf';
import { journalDetailsOf, maskEmail, maskName } from '../../src-main/journal/journal-details';

const cpfArb = fc.stringMatching(/^\d{9}$/).map(cpfWithCheckDigits);
const nameArb = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{3,9}$/), { minLength: 2, maxLength: 4 })
  .map((w) => w.join(' '));
const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z]{4,10}$/), fc.constantFrom('example.com.br', 'mail.com'))
  .map(([user, domain]) => `${user}@${domain}`);

describe('journal details (D102)', () => {
  it('a signature body keeps no CPF, name, e-mail or full IP in the clear (property)', () => {
    fc.assert(
      fc.property(cpfArb, nameArb, emailArb, emailArb, (cpf, nome, email, userEmail) => {
        const body = {
          idDocumento: 'PV2026418052',
          hash: 'ab'.repeat(32),
          data: '2026-05-20T10:00:00-03:00',
          enderecoIP: '200.187.10.20',
          responsavel: { cpf, nome, email },
          usuario: { login: 'agencia.centro', email: userEmail },
          tipoAssinatura: 'HASH',
        };
        const text = JSON.stringify(journalDetailsOf(body));
        expect(text).not.toContain(cpf);
        expect(text).not.toContain(cpf.slice(0, 3) + cpf.slice(3, 6));
        expect(text).not.toContain(nome);
        expect(text).not.toContain(email);
        expect(text).not.toContain('200.187.10.20');
        const details = journalDetailsOf(body)!;
        expect(details['responsavel.cpf']).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
        expect(details['idDocumento']).toBe('PV2026418052');
        expect(details['data']).toBe('2026-05-20T10:00:00-03:00');
        expect(details['tipoAssinatura']).toBe('HASH');
      }),
    );
  });

  it('a contribution keeps amount, funds and shares; payment data keeps bank and branch, the account only by its end', () => {
    expect(
      journalDetailsOf({
        valor: 1500.5,
        fundos: [
          { codigo: 'RF01', percentualDistribuicao: 60 },
          { codigo: 'MM02', percentualDistribuicao: 40 },
        ],
      }),
    ).toEqual({
      valor: '1500.5',
      'fundos.0.codigo': 'RF01',
      'fundos.0.percentualDistribuicao': '60',
      'fundos.1.codigo': 'MM02',
      'fundos.1.percentualDistribuicao': '40',
    });
    expect(journalDetailsOf({ banco: 104, agencia: '0001', conta: '1234-5' })).toEqual({
      banco: '104',
      agencia: '0001',
      conta: '****34-5',
    });
    expect(
      journalDetailsOf({
        nomeSegurado: 'José Carlos Ribeiro',
        dataNascimentoSegurado: '1958-07-21',
        linhaNegocio: 'VIDA',
        email: 'familia@example.com.br',
      }),
    ).toEqual({
      nomeSegurado: 'José C. R.',
      dataNascimentoSegurado: '**/**/1958',
      linhaNegocio: 'VIDA',
      email: 'f***@example.com.br',
    });
    expect(journalDetailsOf({ documento: Buffer.alloc(3000, 1).toString('base64') })).toEqual({
      documento: 'PDF, 3 KB',
    });
    expect(journalDetailsOf(undefined)).toBeUndefined();
  });

  it('masks names and e-mails to what tells them apart without saying them', () => {
    expect(maskName('  Patrícia Luiza   Ribeiro ')).toBe('Patrícia L. R.');
    expect(maskName('Ana de Souza')).toBe('Ana S.');
    expect(maskEmail('a@b.com')).toBe('a***@b.com');
    expect(maskEmail('sem-arroba')).toBe('***');
  });
});
