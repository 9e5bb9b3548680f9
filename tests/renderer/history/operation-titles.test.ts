/**
 * History words what the journal recorded from one source (D651): every export or print title and every value main
 * records is built from the shared words, reads back the same in Portuguese, and in English says the words of the
 * documents' own titles. The recorded text is pinned here: an entry written before reads the same as one written now.
 */
import { describe, expect, it } from 'vitest';
import { operationTitle } from '../../../src-renderer/screens/history/history-labels';
import { EXPORT_FORMATS, type ExportFormat } from '../../../src-shared/ipc/inputs';
import { exportEntryTitle, printEntryTitle } from '../../../src-shared/ipc/journal-export-titles';
import { JOURNAL_VALUES, identifierPairs } from '../../../src-shared/ipc/journal-identifier-words';
import { DOCUMENT_TITLES, TABLE_TITLES } from '../../../src-shared/words/document-titles';

/** The journal's titles of tables and documents, pt-BR as ever, with History's English for each. */
const TITLES: ReadonlyArray<[recorded: string, english: string]> = [
  ['Movimentações financeiras', 'Financial movements'],
  ['Saldo detalhado', 'Detailed balance'],
  ['Portabilidades internas', 'Internal portability requests'],
  ['Processos de renda', 'Income processes'],
  ['Beneficiários de renda', 'Income beneficiaries'],
  ['Histórico de operações', 'Operations history'],
  // The English statements' own titles (History said "Movements statement" and "Balance and profitability").
  ['Extrato de movimentações', 'Statement of movements'],
  ['Saldo e rentabilidade', 'Balance and returns'],
  ['Comprovante de solicitação', 'Request receipt'],
];

/** The values main records under `formato` and `noExtrato`, pt-BR as ever, with History's English. */
const VALUES: Readonly<Record<keyof typeof JOURNAL_VALUES, [recorded: string, english: string]>> = {
  xlsx: ['Excel (.xlsx)', 'Excel (.xlsx)'],
  'excel-br': ['CSV Excel (Brasil)', 'CSV Excel (Brazil)'],
  rfc4180: ['CSV padrão', 'Standard CSV'],
  pdf: ['PDF', 'PDF'],
  print: ['Impressão', 'Print'],
  cpfFull: ['CPF completo', 'Full CPF'],
  cpfMasked: ['CPF mascarado', 'Masked CPF'],
};

const FORMAT_ENGLISH = Object.fromEntries(EXPORT_FORMATS.map((f) => [VALUES[f][0], VALUES[f][1]]));
const TITLE_ENGLISH = Object.fromEntries(TITLES);

/** Every title main records: each table in each format, each printable statement's PDF and print, the receipt's. */
const recordedTitles: string[] = [
  ...EXPORT_FORMATS.flatMap((format: ExportFormat) =>
    Object.values(TABLE_TITLES['pt-BR']).map((title) => exportEntryTitle(format, title)),
  ),
  ...Object.values(DOCUMENT_TITLES['pt-BR']).flatMap((title) => [
    exportEntryTitle('pdf', title),
    printEntryTitle(title),
  ]),
];

describe('History’s words for what main records', () => {
  it('main records the same pt-BR words as before', () => {
    expect(Object.values(TABLE_TITLES['pt-BR'])).toEqual(TITLES.slice(0, 6).map(([recorded]) => recorded));
    expect(Object.values(DOCUMENT_TITLES['pt-BR'])).toEqual(TITLES.slice(6).map(([recorded]) => recorded));
    for (const [key, [recorded]] of Object.entries(VALUES))
      expect(JOURNAL_VALUES[key as keyof typeof JOURNAL_VALUES]).toBe(recorded);
    expect(exportEntryTitle('xlsx', 'Movimentações financeiras')).toBe(
      'Exportação Excel (.xlsx): Movimentações financeiras',
    );
    expect(printEntryTitle('Saldo e rentabilidade')).toBe('Impressão: Saldo e rentabilidade');
  });

  it.each(recordedTitles)('%s: as recorded in Portuguese, in English words', (recorded) => {
    const entry = { action: 'export', title: recorded };
    expect(operationTitle(entry, 'pt-BR')).toBe(recorded);
    const exported = /^Exportação (.+?): (.+)$/.exec(recorded);
    const expected = exported
      ? `Export ${FORMAT_ENGLISH[exported[1]!]}: ${TITLE_ENGLISH[exported[2]!]}`
      : `Print: ${TITLE_ENGLISH[recorded.slice('Impressão: '.length)]}`;
    expect(expected).not.toContain('undefined');
    expect(operationTitle(entry, 'en')).toBe(expected);
  });

  it('every value main records, under its identifier, in both languages', () => {
    for (const [recorded, english] of Object.values(VALUES)) {
      expect(identifierPairs({ noExtrato: recorded }, 'pt-BR')).toEqual([['No extrato', recorded]]);
      expect(identifierPairs({ noExtrato: recorded }, 'en')).toEqual([['On the statement', english]]);
    }
  });

  it('a title that is not one of ours is shown as recorded', () => {
    expect(operationTitle({ action: 'export', title: 'Exportação XPTO: Outra coisa' }, 'en')).toBe(
      'Export XPTO: Outra coisa',
    );
    expect(operationTitle({ action: 'export', title: 'Uma exportação' }, 'en')).toBe('Statement export or print');
  });
});
