/**
 * The request receipt's layout (D363), read with poppler's word boxes (`pdftotext -bbox-layout`): with the
 * longest content the contract and the journal allow (a 120-character company name, every field of a pension
 * signature at its limit, a hash cut by the journal, twenty reasons of 500 characters from the service), and
 * with generated content, no two words overlap and every word lies inside the page's printable area, in both
 * languages. The content itself is checked too: the outcome's words, never a code.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptContent, type ReceiptContext } from '../../../src-main/export/receipt/receipt-content';
import { receiptHtml } from '../../../src-main/export/receipt/receipt-document';
import { journalDetailsOf } from '../../../src-main/journal/journal-details';
import type { JournalEntry } from '../../../src-main/journal/journal-types';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { a4Area, outside as outsideArea, overlaps, POPPLER, type Word, words } from '../../support/pdf-word-boxes';

const CHROMIUM = chromiumAvailable();
/** The receipt's margins: 16 mm sides and top, 18 mm bottom. */
const AREA = a4Area({ top: 16, right: 16, bottom: 18, left: 16 });
const outside = (all: readonly Word[]) => outsideArea(all, AREA);

const LONG_HASH = 'f'.repeat(512);
const signature = {
  linhaDeNegocio: 'PREVIDENCIA'.padEnd(30, 'X'),
  tipoDocumento: 'PROPOSTA',
  tipoAssinatura: 'ELETRÔNICA',
  idDocumento: 'P'.repeat(40),
  hash: LONG_HASH,
  data: '2026-11-26T23:59:00-03:00',
  enderecoIP: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  responsavel: { cpf: '52998224725', nome: 'Maria '.repeat(10).trim(), email: `${'m'.repeat(60)}@example.com.br` },
  usuario: { login: 'u'.repeat(30), email: `${'u'.repeat(60)}@example.com.br` },
  documento: Buffer.from(`%PDF-1.4${' '.repeat(6_000)}`).toString('base64'),
};

function entry(over: Partial<JournalEntry> = {}): JournalEntry & { action: 'op6' } {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
    startedAt: '2026-11-27T02:30:00.000Z',
    finishedAt: '2026-11-27T02:30:04.000Z',
    user: 'atendente.com.um.login.bem.comprido',
    environment: 'production',
    action: 'op6',
    title: 'Comunicar assinatura de proposta (previdência)',
    customerCpfMasked: '***.982.247-**',
    identifiers: { idDocumento: signature.idDocumento },
    status: 'failed',
    result: {
      httpStatus: 422,
      messages: Array.from({ length: 20 }, (_, i) => `Motivo ${i + 1}: ${'palavra '.repeat(62)}`.slice(0, 500)),
    },
    details: journalDetailsOf(signature)!,
    ...over,
  } as JournalEntry & { action: 'op6' };
}

function context(e: ReceiptContext['entry'], language: ReceiptContext['language']): ReceiptContext {
  return {
    entry: e,
    language,
    company: `Companhia ${'Seguradora Brasileira de Previdência '.repeat(4)}`.slice(0, 120),
    customer: { cpf: '52998224725', cpfRevealed: false, name: 'Patrícia Luiza Ribeiro de Albuquerque Cavalcanti' },
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    issuedBy: 'atendente',
  };
}

describe.skipIf(!CHROMIUM || !POPPLER)('the receipt’s layout, by poppler’s word boxes', { timeout: 240_000 }, () => {
  let printer: ChromiumStatementPrinter;
  let dir: string;
  let n = 0;
  beforeAll(() => {
    printer = chromiumStatementPrinter();
    dir = mkdtempSync(join(tmpdir(), 'balcao-receipt-layout-'));
  });
  afterAll(async () => {
    await printer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function render(c: ReceiptContext): Promise<{ file: string; all: Word[] }> {
    const file = join(dir, `r${++n}.pdf`);
    writeFileSync(file, await printer.toPdf(receiptHtml(receiptContent(c))));
    return { file, all: words(file) };
  }

  it.each(['pt-BR', 'en'] as const)(
    'the longest content (%s): no overlap, nothing outside the page',
    async (language) => {
      const { all } = await render(context(entry(), language));
      expect(all.length).toBeGreaterThan(300);
      expect(overlaps(all)).toEqual([]);
      expect(outside(all)).toEqual([]);
      const text = all.map((w) => w.text).join(' ');
      expect(text).not.toMatch(/\b(PREVIDENCIA|PROPOSTA|ELETRÔNICA)\b/);
      // The hash is shown as the journal keeps it, and said to be its start.
      expect(text).toMatch(language === 'en' ? /start of the value/ : /início do valor/);
      expect(text).toMatch(language === 'en' ? /Refused by the service/ : /Recusada pelo serviço/);
    },
  );

  it('an unknown outcome, checked afterwards, keeps its warning; the sandbox mark is on the page', async () => {
    const unknown = entry({
      status: 'unknown',
      environment: 'sandbox',
      result: { messages: ['Tempo esgotado.'] },
      resolution: {
        outcome: 'concluded',
        note: 'conferido',
        protocol: 'PRT-1',
        by: 'supervisora',
        at: '2026-11-27T09:00:00.000Z',
      },
    });
    const { all } = await render(context(unknown, 'pt-BR'));
    const text = all.map((w) => w.text).join(' ');
    expect(text).toContain('não é uma confirmação');
    expect(text).toContain('Conferida depois por supervisora');
    expect(text).not.toMatch(/Enviada/);
    expect(text).toContain('SANDBOX');
  });

  it('generated content: never overlaps, never leaves the page', async () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'W', 'm', ' ', '9', 'ç', '-', '/'),
      minLength: 1,
      maxLength: 200,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          company: text,
          user: text,
          reason: text,
          protocol: fc.option(text, { nil: undefined }),
          valor: fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        }),
        async ({ company, user, reason, protocol, valor }) => {
          const e = {
            ...entry({
              action: 'op4',
              user,
              status: protocol ? 'succeeded' : 'failed',
              result: protocol ? { protocol } : { httpStatus: 422, messages: [reason] },
              details: journalDetailsOf({
                valor,
                fundos: [{ codigo: reason.slice(0, 20), percentualDistribuicao: 100 }],
              })!,
              identifiers: { idcertificado: '000000925108' },
            }),
          } as unknown as ReceiptContext['entry'];
          const c = { ...context(e, 'pt-BR'), company: company.trim() || 'Companhia' };
          const { all } = await render(c);
          expect(overlaps(all)).toEqual([]);
          expect(outside(all)).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });
});
