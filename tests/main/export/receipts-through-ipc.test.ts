/**
 * The request receipt (D360–D363) through IPC, against the embedded sandbox: every write kind, after a
 * success, a refusal and a lost answer, saved as PDF and read back with poppler. The words are right for the
 * outcome (an unknown one is never "enviada" and says it is not a confirmation), the protocol is there when
 * the service gave one and the journal's reference otherwise, no code of the contract is printed, and each
 * receipt is in the History. Then the same in English, and "Imprimir" with its closed dialog.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OperationDef, operations, type WriteOperationId, writeOperationIds } from '../../../src-shared/contract';
import type { IpcResult } from '../../../src-shared/ipc/ipc-result';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { validRequests } from '../../sandbox/valid-requests';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { keepPdfPageAsReadmePicture } from '../../support/readme-picture';
import { demoWorld } from '../../support/sandbox-fixture';

const POPPLER = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
const CHROMIUM = chromiumAvailable();
const world = demoWorld();

/** Codes of the contract's enumerations and of the statements, which a document must say in words. */
const CODE_WORDS =
  /\b(VIDA|PREVIDENCIA|CAPITALIZACAO|PROPOSTA|HASH|DIGITAL|ELETR[OÔ]NICA|PAPEL|CONTRIBUICAO|PENDENTE|PROCESSADO)\b/;

function input(id: WriteOperationId): Record<string, unknown> {
  const raw = validRequests(world, '')[id];
  return {
    ...(raw.params ? { path: raw.params } : {}),
    ...(raw.body !== undefined ? { body: raw.body } : {}),
    confirmDuplicate: true,
  };
}

let h: IpcHarness;
let printer: ChromiumStatementPrinter;
let dir: string;
const target = { path: '' };

function callWrite(id: WriteOperationId): Promise<IpcResult<unknown>> {
  const op = operations[id] as OperationDef;
  const group = (h.api as unknown as Record<string, Record<string, (i: unknown) => Promise<IpcResult<unknown>>>>)[
    op.domain
  ]!;
  return group[op.name]!(input(id));
}

/** The write's journal entry id, whatever its outcome. */
async function write(id: WriteOperationId, fault?: 'invalid422' | 'drop'): Promise<string> {
  await h.faults(fault ? [{ kind: fault, operations: [id], times: 1 }] : []);
  const result = await callWrite(id);
  await h.faults([]);
  if (result.ok) {
    expect(fault).toBeUndefined();
    return (result.data as { journalEntryId: string }).journalEntryId;
  }
  expect(fault, JSON.stringify(result.error)).toBeDefined();
  expect(result.error.code).toBe(fault === 'drop' ? 'outcome-unknown' : 'business-rule');
  return result.error.journalEntryId!;
}

let count = 0;
/** The receipt of the write, read back; a contribution's is also the README's picture of its outcome. */
async function receiptText(journalEntryId: string, picture?: string): Promise<string> {
  target.path = join(dir, `receipt-${++count}.pdf`);
  const saved = data(await h.api.receipt.pdf({ journalEntryId }));
  expect(saved).toMatchObject({ format: 'pdf', rows: 1 });
  if (picture) keepPdfPageAsReadmePicture(target.path, picture);
  return execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
}

/** The README shows the contribution's receipt in each outcome. */
const RECEIPT_PICTURES = {
  enviado: '12-comprovante-enviado.png',
  recusado: '13-comprovante-recusado.png',
  desconhecido: '14-comprovante-desconhecido.png',
} as const;
const pictureOf = (id: WriteOperationId, outcome: keyof typeof RECEIPT_PICTURES) =>
  id === 'op4' ? RECEIPT_PICTURES[outcome] : undefined;

async function entry(id: string) {
  return data(await h.api.journal.list({})).entries.find((e) => e.id === id)!;
}

describe.skipIf(!CHROMIUM || !POPPLER)(
  'request receipts through IPC, read back with pdftotext',
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'balcao-receipts-'));
      printer = chromiumStatementPrinter();
      h = await startIpcHarness({ savePath: () => target.path, statementPrinter: printer });
      await h.login();
    });
    afterAll(async () => {
      await h?.stop();
      await printer?.close();
      rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(() => h.faults([]));

    describe.each(writeOperationIds.map((id) => [id]))('%s', (id) => {
      it('sent: says it was sent and accepted, with the protocol or else the reference, and is journaled', async () => {
        const writeId = await write(id);
        const text = await receiptText(writeId, pictureOf(id, 'enviado'));
        expect(text).toContain('Comprovante de solicitação');
        expect(text).toContain('Enviada e aceita pelo serviço');
        expect(text).not.toContain('Resultado desconhecido');
        expect(text).not.toMatch(CODE_WORDS);
        const protocol = (await entry(writeId)).result?.protocol;
        if (protocol) {
          expect(text).toContain('Protocolo do serviço');
          expect(text.replace(/\s+/g, '')).toContain(protocol);
        } else {
          expect(text).toContain('Referência do Balcão');
          expect(text.replace(/\s+/g, '')).toContain(writeId);
          expect(text).toContain('O serviço não deu protocolo');
        }
        expect(text).toContain('Assinatura do cliente');
        expect(text).toContain('SANDBOX — sem valor');
        const receipts = data(await h.api.journal.list({ text: writeId })).entries;
        // The write itself is found by its reference, and so is its receipt.
        expect(receipts.map((e) => e.id)).toContain(writeId);
        expect(receipts.find((e) => e.action === 'export')).toMatchObject({
          title: 'Exportação PDF: Comprovante de solicitação',
          status: 'succeeded',
          identifiers: expect.objectContaining({ referencia: writeId, formato: 'PDF', idioma: 'pt-BR' }),
        });
      });

      it('refused: says so with the service’s reason, never as sent', async () => {
        const writeId = await write(id, 'invalid422');
        const text = await receiptText(writeId, pictureOf(id, 'recusado'));
        expect(text).toContain('Recusada pelo serviço');
        expect(text).toContain('Motivo informado pelo serviço');
        expect(text).not.toContain('Enviada');
        expect(text).not.toMatch(CODE_WORDS);
        expect(text.replace(/\s+/g, '')).toContain(writeId);
      });

      it('outcome unknown: says it is not a confirmation, never "enviada"', async () => {
        const writeId = await write(id, 'drop');
        const text = await receiptText(writeId, pictureOf(id, 'desconhecido'));
        expect(text).toContain('Resultado desconhecido');
        expect(text.replace(/\s+/g, ' ')).toContain('não é uma confirmação');
        expect(text).not.toMatch(/enviada/i);
        expect(text).not.toContain('Resposta do serviço em');
        expect(text).not.toMatch(CODE_WORDS);
        expect(text.replace(/\s+/g, '')).toContain(writeId);
      });
    });

    it('says in words what the contribution asked for: the amount in R$, each fund with its share', async () => {
      const text = await receiptText(await write('op4'));
      expect(text).toContain('Aporte esporádico');
      expect(text).toContain('R$ 1.500,50');
      expect(text).toMatch(/Fundo \S+\s+100,00% do valor/);
    });

    it('names the bank by its COMPE name and masks the account', async () => {
      const text = await receiptText(await write('op5'));
      expect(text).toContain('Itaú');
      expect(text).toContain('****89-0');
      expect(text).not.toContain('56789-0');
    });

    it('the customer: the CPF masked, in full only when revealed and on record, and never one that is not the entry’s', async () => {
      const raw = validRequests(world, '').op4.params!;
      const cpf = raw.idcliente!;
      const writeId = await write('op4');
      const masked = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
      const full = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      let text = await receiptText(writeId);
      expect(text).toContain(masked);
      target.path = join(dir, 'asked-full.pdf');
      const refused = data(await h.api.receipt.pdf({ journalEntryId: writeId, customer: { cpf, cpfRevealed: true } }));
      expect(refused.cpfRevealRefused).toBe(true);
      text = execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
      expect(text).toContain(masked);
      expect(text).not.toContain(full);
      data(await h.api.journal.recordCpfReveal({ cpf }));
      target.path = join(dir, 'revealed.pdf');
      data(await h.api.receipt.pdf({ journalEntryId: writeId, customer: { cpf, cpfRevealed: true } }));
      text = execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
      expect(text).toContain(full);
      // Another customer's CPF, though revealed, is not taken for this entry's.
      const other = validRequests(world, '').op5.params!.idcliente!;
      data(await h.api.journal.recordCpfReveal({ cpf: other }));
      target.path = join(dir, 'other.pdf');
      data(await h.api.receipt.pdf({ journalEntryId: writeId, customer: { cpf: other, cpfRevealed: true } }));
      text = execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
      expect(text).toContain(masked);
      expect(text.replace(/\D/g, '')).not.toContain(other);
    });

    it('in English when the employee chooses it for that receipt; in pt-BR otherwise, whatever the app says', async () => {
      const english = async (id: string) => {
        target.path = join(dir, `receipt-${++count}.pdf`);
        data(await h.api.receipt.pdf({ journalEntryId: id, language: 'en' }));
        return execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
      };
      const sentId = await write('op4');
      const sent = await english(sentId);
      expect(sent).toContain('Request receipt');
      // The journal says the receipt's language (D626).
      const issued = data(await h.api.journal.list({ text: sentId })).entries.find((e) => e.action === 'export');
      expect(issued?.identifiers).toMatchObject({ referencia: sentId, formato: 'PDF', idioma: 'en' });
      expect(sent).toContain('Sent and accepted by the service');
      expect(sent).toContain('One-off contribution');
      const refused = await english(await write('op3', 'invalid422'));
      expect(refused).toContain('Refused by the service');
      expect(refused).toContain('Reason given by the service');
      const unknown = await english(await write('op5', 'drop'));
      expect(unknown.replace(/\s+/g, ' ')).toContain('is not a confirmation');
      expect(unknown).not.toMatch(/\bsent\b/i);
      for (const text of [sent, refused, unknown]) expect(text).not.toMatch(CODE_WORDS);
      // The app in English does not make the customer's document English: the employee chooses it per document.
      data(await h.api.settings.update({ language: 'en' }));
      try {
        expect(await receiptText(await write('op4'))).toContain('Comprovante de solicitação');
      } finally {
        data(await h.api.settings.update({ language: 'pt-BR' }));
      }
    });

    it('refuses a language outside pt-BR and en, and issues nothing', async () => {
      const writeId = await write('op4');
      const before = data(await h.api.journal.list({})).entries.length;
      for (const language of ['fr', 'EN', 'en-US', '', 1, null]) {
        target.path = join(dir, `refused-${String(language)}.pdf`);
        const refused = await h.api.receipt.pdf({ journalEntryId: writeId, language } as never);
        expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
        expect(existsSync(target.path)).toBe(false);
        const notPrinted = await h.api.receipt.print({ journalEntryId: writeId, language } as never);
        expect(notPrinted).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      }
      expect(data(await h.api.journal.list({})).entries.length).toBe(before);
    });

    it('"Imprimir" prints the same receipt and journals it; a closed dialog is recorded as no print', async () => {
      const writeId = await write('op7');
      const jobs = printer.printJobs.length;
      expect(data(await h.api.receipt.print({ journalEntryId: writeId }))).toMatchObject({ outcome: 'sent', rows: 1 });
      expect(printer.printJobs.length).toBe(jobs + 1);
      printer.printAnswer.value = false;
      try {
        expect(data(await h.api.receipt.print({ journalEntryId: writeId }))).toMatchObject({ outcome: 'cancelled' });
      } finally {
        printer.printAnswer.value = true;
      }
      const prints = data(await h.api.journal.list({ text: writeId })).entries.filter((e) => e.action === 'export');
      expect(prints.map((e) => [e.title, e.status])).toEqual([
        ['Impressão: Comprovante de solicitação', 'failed'],
        ['Impressão: Comprovante de solicitação', 'succeeded'],
      ]);
    });

    it('refuses what is not a write on record, with words, and issues nothing', async () => {
      const before = data(await h.api.journal.list({})).entries.length;
      const missing = await h.api.receipt.pdf({ journalEntryId: '00000000-0000-4000-8000-000000000000' });
      expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
      const notUuid = await h.api.receipt.pdf({ journalEntryId: 'x' } as never);
      expect(notUuid).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(data(await h.api.journal.list({})).entries.length).toBe(before);
    });
  },
);
