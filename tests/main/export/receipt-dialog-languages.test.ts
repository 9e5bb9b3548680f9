/**
 * The receipt's save dialog in the app's language, its file name in the receipt's (D650): over every write × the
 * receipt's language × the app's language, through the receipt service. The dialog has no word only the other
 * language uses; the name is ASCII, says what was requested in the receipt's language, holds neither the customer's
 * CPF nor name, and ends with the São Paulo day and the reference's start; the journal records the same pt-BR
 * title and format whatever the languages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WriteOperationId, writeOperationIds } from '../../../src-shared/contract';
import { FILE_NAME_WORDS } from '../../../src-main/export/file-name-words';
import { PartialExports } from '../../../src-main/export/partial-exports';
import { FILE_TYPE_WORDS, SAVE_DIALOG_WORDS } from '../../../src-main/export/save-dialog-words';
import { OperationsJournal } from '../../../src-main/journal/journal';
import type { SaveDialogPort } from '../../../src-main/ports';
import type { HistoryService } from '../../../src-main/services/history-service';
import type { OperationsService } from '../../../src-main/services/operations-service';
import { ReceiptService } from '../../../src-main/services/receipt-service';
import type { SessionService } from '../../../src-main/services/session-service';
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import type { Dictionary, Language } from '../../../src-shared/words/dictionary';
import { DOCUMENT_TITLES } from '../../../src-shared/words/document-titles';
import { portugueseOnlyWords, wordsOf } from '../../support/portuguese-words';

type SaveDialogOptions = Parameters<SaveDialogPort['chooseSavePath']>[0];

const CPF = '27208447136';
const NAME = 'Ana Souza';
/** 23:30 on 24/11/2026 in São Paulo: UTC is already on the 25th. */
const LATE = new Date('2026-11-25T02:30:00Z');
const LANGUAGES: Language[] = ['pt-BR', 'en'];

const TABLES: Dictionary<string>[] = [SAVE_DIALOG_WORDS, FILE_TYPE_WORDS, DOCUMENT_TITLES];
const swapped = (table: Dictionary<string>): Dictionary<string> => ({ 'pt-BR': table.en, en: table['pt-BR'] });
const NOT_IN_DIALOG: Record<Language, Set<string>> = {
  en: portugueseOnlyWords(TABLES),
  'pt-BR': portugueseOnlyWords(TABLES.map(swapped)),
};
const tokens = (language: Language) =>
  new Set(
    [FILE_NAME_WORDS[language].receipt, ...Object.values(FILE_NAME_WORDS[language].requests)].flatMap((w) =>
      w.split('-'),
    ),
  );
const only = (a: Set<string>, b: Set<string>) => new Set([...a].filter((token) => !b.has(token)));
const NOT_IN_NAME: Record<Language, Set<string>> = {
  'pt-BR': only(tokens('en'), tokens('pt-BR')),
  en: only(tokens('pt-BR'), tokens('en')),
};

let dir: string;
let journal: OperationsJournal;
let dialog: SaveDialogOptions | undefined;
let appLanguage: Language = 'pt-BR';
let service: ReceiptService;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balcao-receipt-dialog-'));
  journal = new OperationsJournal(join(dir, 'journal.jsonl'));
  service = new ReceiptService({
    journal,
    history: {
      customerSearchKeys: async () => undefined,
      revealedInSession: () => false,
    } as unknown as HistoryService,
    session: { requireUser: () => ({ login: 'atendente', environment: 'sandbox' }) } as unknown as SessionService,
    operations: {
      readForExport: async () => ({ cliente: { nome: NAME } }),
    } as unknown as OperationsService,
    dialogs: {
      chooseSavePath: async (options) => {
        dialog = options;
        return join(dir, 'receipt');
      },
    },
    clock: () => LATE,
    settings: () => ({ company: 'Balcão Seguros', language: appLanguage }),
    disk: { files: nodeFileSystem, partials: new PartialExports(join(dir, 'partials.json'), nodeFileSystem) },
    printer: { toPdf: async (html: string) => Buffer.from(html, 'utf8'), print: async () => true },
  });
});
afterAll(async () => {
  journal.close();
  await rm(dir, { recursive: true, force: true });
});

/** A write of the customer's, answered by the service. */
function writeOf(action: WriteOperationId): string {
  const entry = journal.begin({
    user: 'atendente',
    environment: 'sandbox',
    action,
    title: action,
    customerCpf: CPF,
    identifiers: { idcertificado: '000000925108' },
  });
  journal.finish(entry.id, 'succeeded', { httpStatus: 201 });
  return entry.id;
}

const CASES = writeOperationIds.flatMap((action) =>
  LANGUAGES.flatMap((document) => LANGUAGES.map((app) => ({ action, document, app }))),
);

describe('the receipt’s save dialog in the app’s language, its name in the receipt’s', () => {
  it.each(CASES)('$action: a $document receipt in a $app app', async ({ action, document, app }) => {
    const id = writeOf(action);
    appLanguage = app;
    dialog = undefined;
    const saved = await service.savePdf({
      journalEntryId: id,
      customer: { cpf: CPF },
      ...(document === 'en' ? { language: 'en' as const } : {}),
    });

    const said = [dialog!.title, ...(dialog!.fileTypes ?? []).map((type) => type.name)];
    for (const text of said)
      for (const word of wordsOf(text)) expect(NOT_IN_DIALOG[app].has(word), `${word} in "${text}"`).toBe(false);
    expect(dialog!.title).toBe(DOCUMENT_TITLES[app].receipt);
    expect(dialog!.fileTypes).toEqual([{ name: FILE_TYPE_WORDS[app].receipt, extensions: ['pdf'] }]);

    const name = dialog!.defaultName;
    const words = FILE_NAME_WORDS[document];
    expect(name).toBe(`${words.receipt}-${words.requests[action]}-2026-11-24-${id.slice(0, 8)}.pdf`);
    expect(name).toMatch(/^[a-z0-9.-]+$/);
    expect(name).not.toContain(CPF);
    expect(name).not.toMatch(/ana|souza/);
    for (const token of name.split(/[-.]/)) expect(NOT_IN_NAME[document].has(token), `${token} in ${name}`).toBe(false);

    const receipt = journal.entry(saved.journalEntryId)!;
    expect(receipt.title).toBe('Exportação PDF: Comprovante de solicitação');
    expect(receipt.identifiers).toMatchObject({ formato: 'PDF', idioma: document, noExtrato: 'CPF mascarado' });
  });

  it('the print is journaled with the same pt-BR words as before', async () => {
    const id = writeOf('op4');
    const printed = await service.print({ journalEntryId: id, customer: { cpf: CPF }, language: 'en' });
    const receipt = journal.entry(printed.journalEntryId)!;
    expect(receipt.title).toBe('Impressão: Comprovante de solicitação');
    expect(receipt.identifiers).toMatchObject({ formato: 'Impressão', idioma: 'en', noExtrato: 'CPF mascarado' });
  });
});
