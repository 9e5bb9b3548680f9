/**
 * Rows a format cannot hold. An Excel sheet holds 1,048,576 rows (D188): more
 * are refused with words before the save dialog when the count is known (the
 * export service), and by the writer itself when rows arrive page by page; the
 * file is then not written at all (no sheet Excel would open cut short). A PDF
 * stops at PDF_MAX_ROWS (D126), refused the same way.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src-main/export/export-columns';
import { PartialExports } from '../../../src-main/export/partial-exports';
import { PDF_MAX_ROWS } from '../../../src-main/export/pdf/statement-document';
import { XLSX_MAX_DATA_ROWS, XLSX_MAX_SHEET_ROWS, writeXlsxFile } from '../../../src-main/export/xlsx-writer';
import { XlsxTooManyRowsError } from '../../../src-main/errors';
import { OperationsJournal } from '../../../src-main/journal/journal';
import { ExportService } from '../../../src-main/services/export-service';
import type { HistoryService } from '../../../src-main/services/history-service';
import type { MovementsService } from '../../../src-main/services/movements-service';
import type { OperationsService } from '../../../src-main/services/operations-service';
import { balanceExportHere } from '../../support/balance-export-here';
import type { SessionService } from '../../../src-main/services/session-service';
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import { DEFAULT_STATEMENT_COMPANY } from '../../../src-shared/statement-company';
import type { AppError } from '../../../src-main/errors';
import { errorText } from '../../../src-renderer/i18n/error-text';

/** A History with no search secret: exports record no keyed hashes here (journal-search is tested on its own). */
const NO_SEARCH_KEYS = { customerSearchKeys: async () => undefined } as unknown as HistoryService;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balcao-xlsx-limit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const heading = {
  sheet: 'Saldo',
  title: 'Saldo detalhado',
  issuer: 'Companhia de teste',
  lines: ['Cliente: Ana', 'Ambiente: Sandbox'],
};

async function* pages(count: number): AsyncGenerator<{ n: number }> {
  for (let i = 0; i < count; i++) yield { n: i };
}

describe('rows one Excel sheet holds', () => {
  it('the limit leaves room for the heading block within Excel’s rows', () => {
    expect(XLSX_MAX_SHEET_ROWS).toBe(1_048_576);
    expect(XLSX_MAX_DATA_ROWS + heading.lines.length + 4).toBeLessThanOrEqual(XLSX_MAX_SHEET_ROWS); // title, issuer, lines, blank, header
  });

  it('rows arriving page by page past the limit: the writer stops and leaves no file', async () => {
    const path = join(dir, 'grande.xlsx');
    const empty: ExportColumn<{ n: number }>[] = [{ header: 'Nada', type: 'text', value: () => null }];
    await expect(
      writeXlsxFile(path, pages(XLSX_MAX_DATA_ROWS + 1), empty, heading, { files: nodeFileSystem }),
    ).rejects.toBeInstanceOf(XlsxTooManyRowsError);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  /** The export service over `rows` of the balance; counts the save dialogs it opens. */
  function serviceOver(rows: unknown[]): { service: ExportService; journal: OperationsJournal; dialogs: () => number } {
    let dialogs = 0;
    const journal = new OperationsJournal(join(dir, `journal-${Math.random()}.jsonl`));
    const operations = {
      readForExport: async () => rows,
      balanceExportSource: balanceExportHere(rows),
    } as unknown as OperationsService;
    const session = {
      requireUser: () => ({ login: 'atendente', environment: 'sandbox' }),
      info: () => ({ loggedIn: true, environment: 'sandbox', user: { name: null, login: 'atendente' } }),
    } as unknown as SessionService;
    const service = new ExportService(
      operations,
      {} as MovementsService,
      NO_SEARCH_KEYS,
      session,
      journal,
      {
        chooseSavePath: async () => {
          dialogs++;
          return join(dir, 'saldo.xlsx');
        },
      },
      () => new Date('2026-01-31T12:00:00Z'),
      () => ({ company: DEFAULT_STATEMENT_COMPANY, language: 'pt-BR' as const }),
      {
        files: nodeFileSystem,
        partials: new PartialExports(join(dir, `partials-${Math.random()}.json`), nodeFileSystem, () => undefined),
      },
    );
    return { service, journal, dialogs: () => dialogs };
  }

  const balance = {
    idcliente: '27208447136',
    idcertificado: '000000925108',
    idcobertura: 'VGBL01',
    idfundo: 'FND0001',
  };
  const entry = { dataSaldo: '2026-01-31', valorSaldo: 1 };

  it.each([
    {
      format: 'xlsx' as const,
      rows: XLSX_MAX_DATA_ROWS + 1,
      pt: `uma planilha do Excel vai até ${XLSX_MAX_DATA_ROWS.toLocaleString('pt-BR')}`,
      en: `an Excel sheet holds up to ${XLSX_MAX_DATA_ROWS.toLocaleString('en')}`,
    },
    { format: 'pdf' as const, rows: PDF_MAX_ROWS + 1, pt: `o PDF vai até 5.000`, en: 'a PDF holds up to 5,000' },
  ])(
    '$format: the service refuses a table past the limit before the save dialog, in words, and journals nothing',
    async ({ format, rows, pt, en }) => {
      const { service, journal, dialogs } = serviceOver(new Array(rows).fill(entry));
      const refused = (await service
        .exportFile({ kind: 'balance', format, path: balance })
        .catch((e) => e)) as AppError;
      expect(refused.ipc.code).toBe('invalid-input');
      expect(errorText(refused.ipc, 'pt-BR')).toContain(pt);
      expect(errorText(refused.ipc, 'en')).toContain(en);
      expect(dialogs()).toBe(0);
      expect(journal.list()).toEqual([]);
    },
  );

  it('within the limit the .xlsx is written', async () => {
    const { service, dialogs } = serviceOver(new Array(1000).fill(entry));
    const result = await service.exportFile({ kind: 'balance', format: 'xlsx', path: balance });
    expect(dialogs()).toBe(1);
    expect(result.rows).toBe(1000);
  });
});
