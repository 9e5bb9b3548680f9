/**
 * What the review step prints of a request body (src-renderer/writes/review-json.ts) and what History keeps of it
 * (src-main/journal/journal-details.ts) mask the same fields: every field the contract's one rule (`holdsCpf`)
 * names as a CPF, at any depth — never a full CPF on screen or on disk, whatever the field is called.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalDetailsOf } from '../../../src-main/journal/journal-details';
import { formatCpf } from '../../../src-shared/cpf';
import { reviewJson } from '../../../src-renderer/writes/review-json';

const cpfDigits = fc.stringMatching(/^\d{11}$/);
const cpfKey = fc.constantFrom('cpf', 'CPF', 'cpfSegurado', 'numeroCpf', 'cpfResponsavel', 'idcliente');

describe('CPF fields in a request body', () => {
  it('are masked in the review and in History, at any depth and under any CPF name (property)', () => {
    fc.assert(
      fc.property(cpfKey, cpfDigits, fc.boolean(), fc.boolean(), (key, digits, nested, formatted) => {
        const value = formatted ? formatCpf(digits) : digits;
        const body = nested ? { segurado: { nome: 'Ana', lista: [{ [key]: value }] } } : { [key]: value, valor: 10 };
        for (const shown of [reviewJson(body), JSON.stringify(journalDetailsOf(body) ?? {})]) {
          expect(shown).not.toContain(digits);
          expect(shown).not.toContain(formatCpf(digits));
          expect(shown).toContain(`***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`);
        }
      }),
    );
  });
});
