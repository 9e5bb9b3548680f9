/**
 * The export service over fixed rows, for tests: the reads, the session, the save dialog, the history's reveals
 * and the PDF engine are stand-ins (the "PDF" is the statement's HTML, so its words can be read back); the journal
 * and the files are real, in a folder of the test's own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { PartialExports } from '../../../src-main/export/partial-exports';
import type { ExportEncoding } from '../../../src-main/export/export-encoding';
import { movementsSummary, summaryBlocks } from '../../../src-main/export/statement-summary';
import { quotaAnswersOf, quotaSourcesFrom } from '../../../src-main/services/quota-sources';
import { RelayedAnswer } from '../../../src-main/services/relayed-answer';
import { balanceExportHere } from '../../support/balance-export-here';
import { coverageFundPairs } from '../../../src-shared/statements/movement-digest';
import type { Movement } from '../../../src-shared/statements/movement-view';
import type { SummaryPeriod } from '../../../src-shared/statements/period-summary';
import { exportHere } from '../../support/export-loopback';
import { OperationsJournal } from '../../../src-main/journal/journal';
import { ExportService } from '../../../src-main/services/export-service';
import type { HistoryService } from '../../../src-main/services/history-service';
import type { MovementsService } from '../../../src-main/services/movements-service';
import type { OperationsService } from '../../../src-main/services/operations-service';
import type { SessionService } from '../../../src-main/services/session-service';
import type { JournalEntryView } from '../../../src-shared/ipc';
import type { ExportFormat, ExportRequest } from '../../../src-shared/ipc/inputs';
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import { DEFAULT_STATEMENT_COMPANY } from '../../../src-shared/statement-company';
import type { Language } from '../../../src-shared/words/dictionary';
import type { SaveDialogPort } from '../../../src-main/ports';

type SaveDialogOptions = Parameters<SaveDialogPort['chooseSavePath']>[0];

/** What each read answers: rows by operation (Op9 is paged by the service: `op9` is every row, cut into pages here). */
export interface FakeData {
  op8?: unknown;
  op9?: unknown[];
  op12?: unknown[];
  op14?: unknown[];
  op15?: unknown[];
  op19?: unknown[];
  history?: JournalEntryView[];
  /** Whether this employee's reveal of a CPF is on record in the session (D181). */
  revealed?: (cpf: string) => boolean;
  now?: Date;
  /** The app's language, which the save dialog speaks (pt-BR unless said). */
  appLanguage?: Language;
}

export interface FakeExports {
  dir: string;
  /** Exports, and answers the file's bytes, the journal entry and the service's answer. */
  exportFile(
    request: ExportRequest,
    data: FakeData,
  ): Promise<{
    bytes: Buffer;
    identifiers: Record<string, string>;
    fileName: string;
    refused: boolean;
    /** What the save dialog was asked with: its title, the suggested name and the file types. */
    dialog: SaveDialogOptions;
    /** The journal's title of the export. */
    title: string;
  }>;
  /** The queries Op9 was asked with, last export's. */
  op9Queries: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const ENDINGS: Record<ExportFormat, string> = { xlsx: '.xlsx', 'excel-br': '.csv', rfc4180: '.csv', pdf: '.pdf' };

export async function fakeExports(): Promise<FakeExports> {
  const dir = await mkdtemp(join(tmpdir(), 'balcao-export-fakes-'));
  const journal = new OperationsJournal(join(dir, 'journal.jsonl'));
  const partials = new PartialExports(join(dir, 'partials.json'), nodeFileSystem, () => undefined);
  let run = 0;
  const op9Queries: Array<Record<string, unknown>> = [];
  return {
    dir,
    op9Queries,
    async exportFile(request, data) {
      const path = join(dir, `export-${++run}${ENDINGS[request.format]}`);
      op9Queries.length = 0;
      const operations = {
        readForExport: async (op: string) => {
          if (op === 'op16') throw new Error('no profitability');
          return (data as Record<string, unknown>)[op];
        },
        // As the kept lists' thread writes a relayed answer (D729).
        readRelayed: async (op: string) =>
          new RelayedAnswer(
            new TextEncoder().encode(
              JSON.stringify({
                data: (data as Record<string, unknown>)[op] ?? null,
                drift: { entries: [], total: 0, distinct: 0 },
              }),
            ),
          ),
        balanceExportSource: balanceExportHere(data.op14 ?? []),
        read: async (_op: 'op9', input: { query: Record<string, unknown> }) => {
          op9Queries.push(input.query);
          const size = Number(input.query.tamanhoPagina);
          const page = Number(input.query.pagina);
          return { data: (data.op9 ?? []).slice((page - 1) * size, page * size) };
        },
      } as unknown as OperationsService;
      const movementRows = (data.op12 ?? []) as Movement[];
      const movements = {
        exportRows: async () => movementRows,
        // As the kept lists' thread writes them (D555), here in the test's own thread.
        exportSource: async (path: Record<string, string>) => ({
          count: movementRows.length,
          rows: async () => movementRows,
          write: async (encoding: ExportEncoding, options: { summaryPeriod?: SummaryPeriod }) => {
            if (!options.summaryPeriod) return exportHere(movementRows, encoding);
            const quotas = quotaSourcesFrom(await quotaAnswersOf(operations, path, coverageFundPairs(movementRows)));
            const summary = summaryBlocks(
              movementsSummary(movementRows, options.summaryPeriod, new Map(Object.entries(quotas))),
            );
            return exportHere(movementRows, { ...encoding, summary });
          },
        }),
      } as unknown as MovementsService;
      const history = {
        list: async () => ({ entries: data.history ?? [], skippedLines: 0 }),
        exportRows: async () => ({
          count: data.history?.length ?? 0,
          rows: data.history ?? [],
          close: () => undefined,
        }),
        revealedInSession: (cpf: string) => data.revealed?.(cpf) ?? false,
        customerSearchKeys: async () => undefined,
      } as unknown as HistoryService;
      const session = {
        requireUser: () => ({ login: 'atendente', environment: 'sandbox' }),
        info: () => ({ loggedIn: true, environment: 'sandbox', user: { name: null, login: 'atendente' } }),
      } as unknown as SessionService;
      let dialog: SaveDialogOptions | undefined;
      const printer = { toPdf: async (html: string) => Buffer.from(html, 'utf8'), print: async () => true };
      const service = new ExportService(
        operations,
        movements,
        history,
        session,
        journal,
        {
          chooseSavePath: async (options) => {
            dialog = options;
            return path;
          },
        },
        () => data.now ?? new Date('2026-01-31T12:00:00Z'),
        () => ({ company: DEFAULT_STATEMENT_COMPANY, language: data.appLanguage ?? 'pt-BR' }),
        { files: nodeFileSystem, partials },
        () => undefined,
        printer,
      );
      const result = await service.exportFile(request);
      const entry = journal.list({ actions: ['export'] }).find((e) => e.id === result.journalEntryId)!;
      return {
        bytes: await readFile(path),
        identifiers: entry.identifiers ?? {},
        fileName: result.fileName,
        refused: result.cpfRevealRefused === true,
        dialog: dialog!,
        title: entry.title,
      };
    },
    async close() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#13;/g, '\r')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** An .xlsx sheet as rows of cell texts (shared strings resolved; numbers as written), by column letter order. */
export function xlsxRows(bytes: Uint8Array): string[][] {
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  const shared = [
    ...(files['xl/sharedStrings.xml'] ?? '').matchAll(/<si><t(?: xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g),
  ].map((m) => unescapeXml(m[1] ?? ''));
  const sheet = files['xl/worksheets/sheet1.xml'] ?? '';
  return [...sheet.matchAll(/<row r="\d+">([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: string[] = [];
    for (const m of (row ?? '').matchAll(
      /<c r="([A-Z]+)\d+" s="\d+"(?: t="(inlineStr|s)")?>(?:<is><t(?: xml:space="preserve")?>([\s\S]*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g,
    )) {
      const column = [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      cells[column] = m[2] === 's' ? shared[Number(m[4])]! : unescapeXml(m[3] ?? m[4] ?? '');
    }
    return Array.from(cells, (c) => c ?? '');
  });
}

/** Every text in an .xlsx package (all its parts), for "does this appear anywhere" questions. */
export function xlsxText(bytes: Uint8Array): string {
  return Object.values(unzipSync(bytes))
    .map((data) => unescapeXml(strFromU8(data)))
    .join('\n');
}

/** The file's table: CSV records, or the .xlsx sheet's rows (heading block included); a PDF has none here. */
export function tableOf(bytes: Buffer, format: ExportFormat): string[][] {
  if (format === 'xlsx') return xlsxRows(bytes);
  if (format === 'pdf') return [];
  return parse(
    bytes,
    format === 'excel-br' ? { delimiter: ';', bom: true, relax_column_count: true } : { relax_column_count: true },
  ) as string[][];
}

/** The file as text: the CSV or the PDF's HTML as written, every part of an .xlsx. */
export function textOf(bytes: Buffer, format: ExportFormat): string {
  return format === 'xlsx' ? xlsxText(bytes) : bytes.toString('utf8');
}
