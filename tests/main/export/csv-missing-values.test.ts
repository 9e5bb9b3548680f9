/**
 * Exports of answers with missing values: a missing value is an
 * empty cell, never "null", "undefined" or "NaN", in both formats; the file
 * reads back with csv-parse with the empty cells exactly where values were
 * missing; and the movements exported are the rows the screen shows, in its
 * order, missing values included (ExportService runs the shared movementView).
 */
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import { PartialExports } from '../../../src-main/export/partial-exports';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  type CellValue,
  type ExportColumn,
  exportColumnsFor,
  movementColumns,
} from '../../../src-main/export/export-columns';
import { writeCsv } from '../../../src-main/export/csv-writer';
import { ChunkRecorder } from '../../support/chunk-recorder';
import { OperationsJournal } from '../../../src-main/journal/journal';
import { ExportService } from '../../../src-main/services/export-service';
import { KeptMovements } from '../../../src-main/services/kept-movements';
import { MovementsService } from '../../../src-main/services/movements-service';
import { NO_DRIFT } from '../../../src-shared/contract';
import type { HistoryService } from '../../../src-main/services/history-service';
import type { OperationsService } from '../../../src-main/services/operations-service';
import type { SessionService } from '../../../src-main/services/session-service';
import type { ExportRequest } from '../../../src-shared/ipc/inputs';
import { DEFAULT_STATEMENT_COMPANY } from '../../../src-shared/statement-company';
import {
  applyMovementFilter,
  type Movement,
  NOT_INFORMED,
  sortMovements,
} from '../../../src-shared/statements/movement-view';
import { movementsWithGaps } from '../../shared/statements/movement-arbitrary';
import { keptListsHere } from '../../support/kept-lists-here';

/** A History with no search secret: exports record no keyed hashes here (journal-search is tested on its own). */
const NO_SEARCH_KEYS = { customerSearchKeys: async () => undefined } as unknown as HistoryService;

const FORMATS = ['excel-br', 'rfc4180'] as const;
type Format = (typeof FORMATS)[number];
const BROKEN = /null|undefined|NaN/;

const parseCsv = (content: Buffer | string, format: Format) =>
  parse(content, format === 'excel-br' ? { delimiter: ';', bom: true } : {}) as string[][];

async function exportRows<T>(
  rows: readonly T[],
  columns: ReadonlyArray<ExportColumn<T>>,
  format: Format,
): Promise<{ text: string; records: string[][] }> {
  const sink = new ChunkRecorder({ keep: true });
  await writeCsv(rows, columns, format, sink);
  const content = sink.contents();
  return { text: content.toString('utf8'), records: parseCsv(content, format) };
}

/** A value the file must leave empty. */
const isMissing = (value: CellValue) =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value));

describe('movements with missing values', () => {
  it.each(FORMATS)('%s: empty cells exactly where values were missing, never null/undefined/NaN', async (format) => {
    await fc.assert(
      fc.asyncProperty(movementsWithGaps, async (rows) => {
        const { text, records } = await exportRows(rows, movementColumns, format);
        expect(text).not.toMatch(BROKEN);
        const [header, ...body] = records;
        expect(header).toEqual(movementColumns.map((c) => c.header));
        expect(body).toHaveLength(rows.length);
        body.forEach((cells, i) => {
          expect(cells).toHaveLength(movementColumns.length);
          movementColumns.forEach((column, k) => {
            const value = column.value(rows[i]!);
            if (isMissing(value)) expect(cells[k], `${column.header}, linha ${i + 2}`).toBe('');
            else expect(cells[k], `${column.header}, linha ${i + 2}`).not.toBe('');
          });
        });
      }),
      { numRuns: 60 },
    );
  });

  it('numbers present read back to the same value, next to missing ones', async () => {
    const rows = fc.sample(movementsWithGaps, { numRuns: 20, seed: 11 }).flat();
    for (const format of FORMATS) {
      const { records } = await exportRows(rows, movementColumns, format);
      const valor = movementColumns.findIndex((c) => c.header === 'Valor (R$)');
      records.slice(1).forEach((cells, i) => {
        const v = rows[i]!.valorMovimento;
        const cell = cells[valor]!;
        if (v === null || !Number.isFinite(v)) expect(cell).toBe('');
        else expect(Number(format === 'excel-br' ? cell.replace(',', '.') : cell)).toBe(v);
      });
    }
  });
});

describe('every other export kind', () => {
  /** A row of the kind with every field null, as a service that sent only `{}` would give it. */
  function allNull(kind: keyof typeof EXPORT_COLUMNS): Record<string, null> {
    const fields = new Set<string>();
    const probe = new Proxy({}, { get: (_t, name) => (typeof name === 'string' && fields.add(name), null) });
    for (const c of exportColumnsFor(kind) as ReadonlyArray<ExportColumn<unknown>>) {
      try {
        c.value(probe);
      } catch {
        // A column reading deeper than one level (history's result) cannot use the probe: it is checked below.
      }
    }
    return Object.fromEntries([...fields].map((f) => [f, null]));
  }

  it.each(['balance', 'income', 'beneficiaries', 'portability'] as const)(
    '%s: a row of nulls is a row of empty cells',
    async (kind) => {
      const columns = exportColumnsFor(kind) as ReadonlyArray<ExportColumn<unknown>>;
      for (const format of FORMATS) {
        const { text, records } = await exportRows([allNull(kind)], columns, format);
        expect(text).not.toMatch(BROKEN);
        expect(records[1]).toEqual(columns.map(() => ''));
      }
    },
  );
});

describe('what the screen shows is what is exported, missing values included', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balcao-csv-missing-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The export service over fixed rows: the read, the session, the save dialog are stand-ins; the journal is real. */
  function serviceWith(rows: readonly Movement[], path: string): ExportService {
    // The kept list the screen's windows come from (D145): the export reads its view.
    const kept = new KeptMovements(() => new Date());
    const list = kept.keep('sandbox atendente', '00000000000', '000000000001', rows, NO_DRIFT);
    const operations = { keptMovements: async () => list } as unknown as OperationsService;
    const movements = new MovementsService(operations, keptListsHere(kept));
    const session = {
      requireUser: () => ({ login: 'atendente', environment: 'sandbox' }),
      info: () => ({ loggedIn: true, environment: 'sandbox', user: { name: null, login: 'atendente' } }),
    } as unknown as SessionService;
    const journal = new OperationsJournal(join(dir, `journal-${Math.random()}.jsonl`));
    const partials = new PartialExports(join(dir, `partials-${Math.random()}.json`), nodeFileSystem, () => undefined);
    return new ExportService(
      operations,
      movements,
      NO_SEARCH_KEYS,
      session,
      journal,
      { chooseSavePath: async () => path },
      () => new Date('2026-01-31T12:00:00Z'),
      () => ({ company: DEFAULT_STATEMENT_COMPANY, language: 'pt-BR' as const }),
      {
        files: nodeFileSystem,
        partials,
      },
    );
  }

  it('filtered by "não informado" and sorted with missing keys: the same rows in the same order as the table', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        movementsWithGaps,
        fc.constantFrom('valorMovimento', 'dataMovimento', 'tipoMovimento', 'codigoFundo', 'quantidadeCotasMovimento'),
        fc.constantFrom('asc', 'desc'),
        fc.subarray(['APORTE', 'RESGATE', NOT_INFORMED]),
        async (generated, column, direction, tipos) => {
          // A unique identification per row, so the file's order can be compared with the screen's.
          const rows = generated.map((m, i) => ({ ...m, indentificacaoMovimento: `M${i}` }));
          const sort = { column, direction } as const;
          const filter = { tiposMovimento: tipos };
          const path = join(dir, `movimentacoes-${++run}.csv`);
          const request: ExportRequest = {
            kind: 'movements',
            format: 'rfc4180',
            path: { idcliente: '27208447136', idcertificado: '000000925108' },
            filter,
            sort,
          };
          await serviceWith(rows, path).exportFile(request);
          const text = await readFile(path, 'utf8');
          expect(text).not.toMatch(BROKEN);
          const exported = parseCsv(text, 'rfc4180')
            .slice(1)
            .map((cells) => cells[4]);
          // The table sorts the whole list once, then filters (movement-state.ts).
          const onScreen = applyMovementFilter(sortMovements(rows, sort), filter).map((m) => m.indentificacaoMovimento);
          expect(exported).toEqual(onScreen);
        },
      ),
      { numRuns: 40 },
    );
  });
});
