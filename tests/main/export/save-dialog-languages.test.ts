/**
 * Two languages meet at a save dialog (D650): the dialog is the employee's and speaks the app's language; the file
 * is the customer's and is named in the document's. Over every export kind × format × document language × app
 * language, through the export service: the dialog's title and file types have no word only the other language
 * uses; the suggested name has no word only the other document language uses, is ASCII, holds neither the
 * customer's CPF nor name, and ends with the São Paulo day; the journal's title and format are the pt-BR words they
 * always were. An English CSV is still refused, nothing journaled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_WORDS } from '../../../src-main/export/file-name-words';
import { FILE_TYPE_WORDS, SAVE_DIALOG_WORDS } from '../../../src-main/export/save-dialog-words';
import type { ExportFormat, ExportKind, ExportRequest } from '../../../src-shared/ipc/inputs';
import type { Dictionary, Language } from '../../../src-shared/words/dictionary';
import { DOCUMENT_TITLES, TABLE_TITLES } from '../../../src-shared/words/document-titles';
import { portugueseOnlyWords, wordsOf } from '../../support/portuguese-words';
import { type FakeData, type FakeExports, fakeExports } from './export-service-fakes';

const CPF = '27208447136';
const CERT = '000000925108';
const NAME = 'Ana Souza';
/** 23:30 on 24/11/2026 in São Paulo: UTC is already on the 25th. */
const LATE = new Date('2026-11-25T02:30:00Z');
const LANGUAGES: Language[] = ['pt-BR', 'en'];
const PRINTABLE = new Set<ExportKind>(['movements', 'balance']);
const KINDS: ExportKind[] = ['movements', 'balance', 'portability', 'income', 'beneficiaries', 'history'];
const FORMATS: ExportFormat[] = ['xlsx', 'excel-br', 'rfc4180', 'pdf'];

/** The dialog's words: its sentences, its file types and the titles it names. */
const DIALOG_TABLES: Dictionary<string>[] = [SAVE_DIALOG_WORDS, FILE_TYPE_WORDS, TABLE_TITLES, DOCUMENT_TITLES];
const swapped = (table: Dictionary<string>): Dictionary<string> => ({ 'pt-BR': table.en, en: table['pt-BR'] });
/** The words a dialog in each language must not say: those only the other language uses. */
const NOT_IN_DIALOG: Record<Language, Set<string>> = {
  en: portugueseOnlyWords(DIALOG_TABLES),
  'pt-BR': portugueseOnlyWords(DIALOG_TABLES.map(swapped)),
};

/** Every word of a language's file names (values split at `-`). */
function nameTokens(language: Language): Set<string> {
  const all = (value: unknown): string[] =>
    typeof value === 'string' ? value.split('-') : Object.values(value as object).flatMap(all);
  return new Set(all(FILE_NAME_WORDS[language]));
}
const only = (a: Set<string>, b: Set<string>) => new Set([...a].filter((token) => !b.has(token)));
/** The words a name in each document language must not hold: those only the other language's names use. */
const NOT_IN_NAME: Record<Language, Set<string>> = {
  'pt-BR': only(nameTokens('en'), nameTokens('pt-BR')),
  en: only(nameTokens('pt-BR'), nameTokens('en')),
};

/** A request of every kind, with filters whose words the name says (and a search of the customer's name and CPF). */
function requestOf(kind: ExportKind, format: ExportFormat, language: Language): ExportRequest {
  const cert = { idcliente: CPF, idcertificado: CERT };
  const heading = { heading: { customerName: NAME } };
  const lang = language === 'en' ? { language } : {};
  switch (kind) {
    case 'movements':
      return {
        kind,
        format,
        path: cert,
        filter: { from: '2024-01-01', to: '2024-03-31', tiposMovimento: ['APORTE'], text: `${NAME} ${CPF}` },
        ...heading,
        ...lang,
      };
    case 'balance':
      return { kind, format, path: { ...cert, idcobertura: 'VGBL01', idfundo: 'FND0001' }, ...heading, ...lang };
    case 'portability':
      return { kind, format, path: { idcliente: CPF }, query: { nome: NAME }, ...heading };
    case 'income':
      return { kind, format, path: cert, ...heading };
    case 'beneficiaries':
      return { kind, format, path: { ...cert, idprocessorenda: '77' }, ...heading };
    case 'history':
      return { kind, format, filter: { from: '2024-01-01', statuses: ['failed', 'unknown'], text: CPF } };
  }
}

/** Every case the payload allows: an English document only for the statements, which have a language, not as CSV. */
const documentLanguages = (kind: ExportKind, format: ExportFormat): Language[] =>
  PRINTABLE.has(kind) && (format === 'pdf' || format === 'xlsx') ? LANGUAGES : ['pt-BR'];
const CASES = KINDS.flatMap((kind) =>
  FORMATS.filter((format) => format !== 'pdf' || PRINTABLE.has(kind)).flatMap((format) =>
    documentLanguages(kind, format).flatMap((document) => LANGUAGES.map((app) => ({ kind, format, document, app }))),
  ),
);

const movement = {
  numeroCertificado: CERT,
  tipoCobertura: 'VGBL01',
  codigoFundo: 'FND0001',
  indentificacaoMovimento: '1',
  tipoMovimento: 'APORTE',
  statusMovimento: 'PROCESSADO',
  dataMovimento: '2024-03-15T00:00:00',
  valorMovimento: 100,
  quantidadeCotasMovimento: 10,
};
const DATA: FakeData = {
  op8: { cliente: { nome: NAME } },
  op9: [],
  op12: [movement],
  op14: [{ ...movement, dataConversaoCota: '2024-03-16T00:00:00', valorConversaoCota: 10, saldoMovimentoCota: 10 }],
  op15: [],
  op19: [],
  history: [],
  now: LATE,
};

/** The journal's title as it always was: pt-BR, the statement's title for a PDF, the table's otherwise. */
const JOURNAL_TITLES: Record<ExportKind, string> = {
  movements: 'Movimentações financeiras',
  balance: 'Saldo detalhado',
  portability: 'Portabilidades internas',
  income: 'Processos de renda',
  beneficiaries: 'Beneficiários de renda',
  history: 'Histórico de operações',
};
const JOURNAL_PDF_TITLES: Partial<Record<ExportKind, string>> = {
  movements: 'Extrato de movimentações',
  balance: 'Saldo e rentabilidade',
};
const JOURNAL_FORMATS: Record<ExportFormat, string> = {
  xlsx: 'Excel (.xlsx)',
  'excel-br': 'CSV Excel (Brasil)',
  rfc4180: 'CSV padrão',
  pdf: 'PDF',
};

let exports: FakeExports;
beforeAll(async () => {
  exports = await fakeExports();
});
afterAll(async () => {
  await exports.close();
});

describe('the save dialog in the app’s language, the name in the document’s', () => {
  it.each(CASES)('$kind as $format, a $document document in a $app app', async ({ kind, format, document, app }) => {
    const { dialog, title, identifiers } = await exports.exportFile(requestOf(kind, format, document), {
      ...DATA,
      appLanguage: app,
    });

    const said = [dialog.title, ...(dialog.fileTypes ?? []).map((type) => type.name)];
    for (const text of said)
      for (const word of wordsOf(text)) expect(NOT_IN_DIALOG[app].has(word), `${word} in "${text}"`).toBe(false);
    expect(dialog.title).toBe(`${app === 'en' ? 'Export' : 'Exportar'} ${TABLE_TITLES[app][kind]}`);
    // An English statement's dialog offers only its own type (D625); a pt-BR one every type the table has.
    expect(dialog.fileTypes).toHaveLength(document === 'en' ? 1 : PRINTABLE.has(kind) ? 4 : 3);

    const name = dialog.defaultName;
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(name).not.toContain(CPF);
    expect(name.toLowerCase()).not.toMatch(/ana|souza/);
    expect(name).toMatch(/-2026-11-24(?:-excel-brasil|-padrao)?\.(?:xlsx|csv|pdf)$/);
    for (const token of name.split(/[-_.]/))
      expect(NOT_IN_NAME[document].has(token), `${token} in ${name}`).toBe(false);
    const base = format === 'pdf' ? FILE_NAME_WORDS[document].statements[kind as 'movements'] : undefined;
    expect(name.startsWith(base ?? FILE_NAME_WORDS[document].tables[kind])).toBe(true);

    // What the journal records does not depend on either language (History words it, D626).
    expect(title).toBe(
      `Exportação ${JOURNAL_FORMATS[format]}: ${(format === 'pdf' && JOURNAL_PDF_TITLES[kind]) || JOURNAL_TITLES[kind]}`,
    );
    expect(identifiers.formato).toBe(JOURNAL_FORMATS[format]);
  });

  it('the same English statement: its names in English whatever the app, its dialog in the app’s language', async () => {
    const request = requestOf('movements', 'pdf', 'en');
    const inPortuguese = await exports.exportFile(request, { ...DATA, appLanguage: 'pt-BR' });
    const inEnglish = await exports.exportFile(request, { ...DATA, appLanguage: 'en' });
    expect(inPortuguese.dialog.defaultName).toMatch(
      /^statement-of-movements-000000925108-from-2024-01-01-to-2024-03-31-types-search_[0-9a-f]{8}-2026-11-24\.pdf$/,
    );
    expect(inEnglish.dialog.defaultName).toBe(inPortuguese.dialog.defaultName);
    expect(inPortuguese.dialog).toMatchObject({
      title: 'Exportar Movimentações financeiras',
      fileTypes: [{ name: 'Extrato em PDF', extensions: ['pdf'] }],
    });
    expect(inEnglish.dialog).toMatchObject({
      title: 'Export Financial movements',
      fileTypes: [{ name: 'Statement as PDF', extensions: ['pdf'] }],
    });
    const portuguese = await exports.exportFile(requestOf('balance', 'xlsx', 'pt-BR'), { ...DATA, appLanguage: 'en' });
    expect(portuguese.dialog.defaultName).toBe(
      'saldo-detalhado-000000925108-cobertura-VGBL01-fundo-FND0001-2026-11-24.xlsx',
    );
    expect(portuguese.dialog.fileTypes?.map((type) => type.name)).toEqual([
      'Excel workbook (.xlsx)',
      'CSV for Excel in Portuguese (; and decimal comma)',
      'Standard CSV (RFC 4180: , and decimal point)',
      'Statement as PDF',
    ]);
  });

  it.each(['excel-br', 'rfc4180'] as const)('an English %s is refused in either app language', async (format) => {
    for (const app of LANGUAGES)
      await expect(
        exports.exportFile(requestOf('movements', format, 'en'), { ...DATA, appLanguage: app }),
      ).rejects.toMatchObject({ ipc: { code: 'invalid-input' } });
  });
});
