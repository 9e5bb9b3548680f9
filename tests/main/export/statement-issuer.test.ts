/** D353: the statement names who issued it, by name and login; the login alone says the name is missing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuerWords, statementHeading } from '../../../src-main/export/statement-heading';

describe('who issued a statement', () => {
  it('the employee’s name and login, on one line, whatever the service sent as the name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9.]{0,29}$/), fc.option(fc.string()), (login, name) => {
        const words = issuerWords(login, name);
        expect(words).not.toMatch(/\p{Cc}/u);
        expect(words).toContain(`login ${login}`);
        const shown = (name ?? '').replace(/\p{Cc}+/gu, ' ').trim();
        if (shown === '') expect(words).toContain('nome do atendente não informado');
        else expect(words.startsWith(shown.replace(/\s+/g, ' '))).toBe(true);
      }),
    );
  });

  it('is written in the heading after the issue time in São Paulo', () => {
    const heading = statementHeading({
      title: 'Extrato de movimentações',
      company: 'Companhia',
      issuedAt: new Date('2026-11-27T12:30:00Z'),
      user: 'mlima',
      userName: 'Mariana Lima',
      environment: 'production',
    });
    expect(heading.lines).toContain('Emitido em 27/11/2026 09:30 (horário de Brasília) por Mariana Lima (login mlima)');
  });
});
