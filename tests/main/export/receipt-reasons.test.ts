/**
 * A receipt of a write that was never sent prints why, in the receipt's language: Balcão's own reasons, kept by
 * code in the journal, in words (never a code), and a previous version's sentences as they were kept; a refusal
 * prints the service's own reason.
 */
import { describe, expect, it } from 'vitest';
import { receiptContent, type ReceiptContext } from '../../../src-main/export/receipt/receipt-content';
import type { JournalEntry } from '../../../src-main/journal/journal-types';
import type { Language } from '../../../src-shared/words/dictionary';
import { words } from '../../../src-shared/words/error-codes';

function context(result: JournalEntry['result'], language: Language): ReceiptContext {
  const entry = {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
    startedAt: '2026-11-27T12:30:00.000Z',
    finishedAt: '2026-11-27T12:30:04.000Z',
    user: 'atendente',
    environment: 'production',
    action: 'op4',
    title: 'Solicitar aporte esporádico',
    customerCpfMasked: '***.982.247-**',
    identifiers: { idcertificado: '000000925108' },
    status: 'failed',
    result,
  } as JournalEntry as ReceiptContext['entry'];
  return {
    entry,
    language,
    company: 'Companhia',
    customer: { cpf: '52998224725', cpfRevealed: false, name: 'Patrícia' },
    issuedAt: new Date('2026-11-27T13:00:00Z'),
    issuedBy: 'atendente',
  };
}

const unexpected = words('internal.unexpected');

describe('the receipt’s reasons', () => {
  it.each([
    ['pt-BR', 'Erro inesperado no Balcão.'],
    ['en', 'Unexpected error in Balcão.'],
  ] as const)('not sent, in %s: Balcão’s reason in words, an old sentence as kept', (language, said) => {
    const outcome = receiptContent(context({ said: [unexpected], messages: ['Erro inesperado.'] }, language)).outcome;
    expect(outcome.kind).toBe('not-sent');
    const text = outcome.lines.join('\n');
    expect(text).toContain(said);
    expect(text).toContain('Erro inesperado.');
    expect(text).not.toContain('internal.unexpected');
  });

  it('refused: the service’s own reason', () => {
    const outcome = receiptContent(context({ httpStatus: 422, messages: ['Valor abaixo do mínimo.'] }, 'en')).outcome;
    expect(outcome.kind).toBe('refused');
    expect(outcome.lines.join('\n')).toContain('Valor abaixo do mínimo.');
  });
});
