/**
 * Main process. Statements for the customer, one pipeline for every format
 * (.xlsx, the two CSVs, PDF) and for "Imprimir": fetches (or reuses) what the
 * screen shows, asks where to save with the native dialog (offering the three
 * table formats, the file name saying which), writes the file whole or not at
 * all, and records the export in the journal. The data is read as leniently as
 * the screen reads it (missing values become empty cells), and the movements
 * go through the screen's own filter and sort (movementView). A file that was
 * saved is reported saved even if the journal cannot record it (D60); a disk
 * that refuses the file is named, with the reason.
 */
import { type ApiResult, customerCpfInPath, pathIdentifiers } from '../../src-shared/contract';
import type {
  EnvironmentName,
  ExportFormat,
  ExportKind,
  ExportRequest,
  PrintableKind,
  PrintRequest,
} from '../../src-shared/ipc/inputs';
import type { ExportResult, PrintResult } from '../../src-shared/ipc/views';
import {
  type BalanceRow,
  type ExportColumn,
  exportColumnsFor,
  type MovementRow,
  type PortabilityRow,
} from '../export/export-columns';
import { writeCsvFile } from '../export/csv-writer';
import { endWith, PARTIAL_SUFFIX, writeExportFile } from '../export/export-file';
import { exportFileName, formatForPath, isPrintable, saveFileTypes, withExtension } from '../export/export-formats';
import { documentLanguage } from '../export/document-language';
import { exportDialogTitle } from '../export/save-dialog-words';
import { exportEntryTitle, printEntryTitle } from '../../src-shared/ipc/journal-export-titles';
import { JOURNAL_VALUES } from '../../src-shared/ipc/journal-identifier-words';
import { DOCUMENT_TITLES, TABLE_TITLES } from '../../src-shared/words/document-titles';
import { PDF_MAX_ROWS, type StatementDocument } from '../export/pdf/statement-document';
import type { BalanceFund } from '../export/pdf/statement-documents';
import { layOutStatement } from '../export/pdf/statement-layout-thread';
import { type StatementHeading, filterWords, statementHeading } from '../export/statement-heading';
import { statementWords } from '../export/statement-words';
import type { Language } from '../../src-shared/words/dictionary';
import { writeXlsxFile, XLSX_MAX_DATA_ROWS } from '../export/xlsx-writer';
import { xlsxTotals } from '../export/xlsx-totals';
import { type ExportChunksIn, writeFromThread } from '../export/export-chunks-in';
import type { ExportEncoding } from '../export/export-encoding';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import { balanceSummary, movementsSummary, summaryBlocks, summaryNotes } from '../export/statement-summary';
import { coverageFundPairs } from '../../src-shared/statements/movement-digest';
import type { SummaryEntry } from '../../src-shared/statements/period-summary';
import type { PartialExports } from '../export/partial-exports';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { AppError, LocalWriteError, XlsxTooManyRowsError } from '../errors';
import type { OperationsJournal } from '../journal/journal';
import type { JournalEntry } from '../journal/journal-types';
import { recordOutcome } from '../journal/record-outcome';
import { followedBy, words } from '../../src-shared/words/error-codes';
import { sayWords } from '../../src-shared/words/error-words';
import type { SaveDialogPort, StatementPrinterPort } from '../ports';
import type { HistoryService } from './history-service';
import type { MovementsService } from './movements-service';
import type { OperationsService } from './operations-service';
import type { SessionService } from './session-service';
import { quotaAnswersOf, quotaSourcesFrom } from './quota-sources';
import { sortBalanceEntries } from '../../src-shared/statements/balance-order';

/** The table's title (the .xlsx's heading and sheet) in the document's language. */
function tableTitle(request: ExportRequest): string {
  return TABLE_TITLES[documentLanguage(request)][request.kind];
}

/** Who the statement's heading names: the employee and environment, the customer, and whether the CPF goes out in full. */
interface StatementWho {
  user: string;
  /** The employee's name, as the service gave it at sign-in. */
  userName?: string | null | undefined;
  environment: EnvironmentName;
  customerName?: string | undefined;
  cpfRevealed: boolean;
}

/** Op9 pages are read whole for an export, at the documented maximum page size (D8). */
const PORTABILITY_PAGE = 100;

export type ExportProgress = (event: { journalEntryId: string; rows: number; total: number }) => void;

/**
 * An export's rows: in memory (`all`), arriving a page at a time (`rows`, History when its index cannot write
 * them, D420), or written where they are held (`held`: the kept lists' thread, the journal index's thread), whose
 * bytes main only writes to the file (D555). Let go of once written or given up (`close`).
 */
interface ExportRows {
  count: number;
  rows?: Iterable<unknown> | AsyncIterable<unknown>;
  /** Every row, when they are in memory (the statements' summaries and the PDF read them whole). */
  all?: readonly unknown[];
  held?: HeldRows;
  close(): void;
}

/** Rows another thread holds and writes: main gets the file's bytes, or (the short PDF) the rows. */
interface HeldRows {
  write(
    encoding: ExportEncoding,
    options: { summaryPeriod?: SummaryPeriod | undefined; onProgress?: (rows: number) => void },
  ): Promise<ExportChunksIn>;
  /** Every row in main, for the PDF (at most PDF_MAX_ROWS, refused before). */
  rows?(): Promise<readonly unknown[]>;
}

function inMemory(rows: readonly unknown[]): ExportRows {
  return { count: rows.length, rows, all: rows, close: () => undefined };
}

export class ExportService {
  constructor(
    private readonly operations: OperationsService,
    private readonly movements: MovementsService,
    private readonly history: HistoryService,
    private readonly session: SessionService,
    private readonly journal: OperationsJournal,
    private readonly dialogs: SaveDialogPort,
    private readonly clock: () => Date,
    /**
     * The company's name on the statements, as the settings (or the IT policy) say it now (D183), and the app's
     * language, which the save dialog speaks.
     */
    private readonly settings: () => { company: string; language: Language },
    private readonly disk: { files: FileSystemPort; partials: PartialExports },
    private readonly onProgress: ExportProgress = () => undefined,
    private readonly printer?: StatementPrinterPort,
  ) {}

  /**
   * Saves the table in the format asked for, or in the one whose file type
   * the employee picked in the save dialog (its extension decides, D123).
   * Takes the rows from rowsFor: the one place that knows where they come from.
   */
  async exportFile(request: ExportRequest): Promise<ExportResult> {
    this.session.requireUser();
    const rows = await this.rowsFor(request);
    try {
      return await this.exportRows(request, rows);
    } finally {
      rows.close();
    }
  }

  private async exportRows(request: ExportRequest, rows: ExportRows): Promise<ExportResult> {
    const { login, environment } = this.session.requireUser();
    this.refuseUnfit(request.format, request.kind, rows.count);
    const language = documentLanguage(request);
    const english = language === 'en';
    if (english) refuseEnglishCsv(request.format);
    const identifiers = 'path' in request ? pathIdentifiers(request.path) : {};
    const defaultName = exportFileName(request, request.format, this.clock());
    // The dialog is the employee's, in the app's language; the name is the document's (D650).
    const appLanguage = this.settings().language;
    const chosen = await this.dialogs.chooseSavePath({
      defaultName,
      title: exportDialogTitle(request.kind, appLanguage),
      // An English statement is a PDF or an .xlsx (D571, D625): the dialog offers only the type asked for.
      fileTypes: saveFileTypes(request.format, isPrintable(request.kind), appLanguage).slice(
        0,
        english ? 1 : undefined,
      ),
    });
    if (!chosen) throw new AppError('cancelled', words('export.cancelled'));
    const format = formatForPath(chosen, request.format, isPrintable(request.kind));
    if (english) refuseEnglishCsv(format);
    if (format !== request.format) this.refuseUnfit(format, request.kind, rows.count);
    const path = withExtension(chosen, format);

    const customerCpf = 'path' in request ? customerCpfInPath(request.path) : undefined;
    // Only the .xlsx and the PDF have a heading, where the employee's reveal counts (D181); a CSV masks every CPF (D191).
    const headed = format === 'xlsx' || format === 'pdf';
    const cpf = this.cpfChoice(request);
    const cpfRevealed = headed && cpf.revealed;
    // The rows' CPF cells: masked, but the customer's own where the heading shows it in full (D191).
    // An English statement's .xlsx has English columns (D625); a CSV is refused in English before this.
    const columns = exportColumnsFor(
      request.kind,
      cpfRevealed ? { revealedCpf: customerCpf } : {},
      format === 'xlsx' ? language : 'pt-BR',
    ) as ReadonlyArray<ExportColumn<unknown>>;
    // The journal says how the customer's CPF went out whenever the file can carry one: a heading, or a CPF column.
    const carriesCpf = headed || columns.some((column) => column.cpf !== undefined);
    const customerName = customerCpf ? await this.customerName(customerCpf) : undefined;
    const search = await this.history.customerSearchKeys({ cpf: customerCpf, name: customerName });
    const entry = this.beginOrRefuse({
      user: login,
      environment,
      action: 'export',
      // The journal's title is pt-BR, as every journal title, whatever the document's language.
      title: exportEntryTitle(
        format,
        format === 'pdf' && isPrintable(request.kind)
          ? DOCUMENT_TITLES['pt-BR'][request.kind]
          : TABLE_TITLES['pt-BR'][request.kind],
      ),
      ...(customerCpf ? { customerCpf } : {}),
      identifiers: {
        ...identifiers,
        formato: JOURNAL_VALUES[format],
        // A document with words of ours says which language they were in (D626); a CSV is always pt-BR.
        ...(headed ? { idioma: language } : {}),
        ...(carriesCpf && customerCpf ? cpfWord(cpfRevealed) : {}),
      },
      // No fingerprint: every export is its own event, never a duplicate.
      ...(search ? { search } : {}),
    });
    const partial = path + PARTIAL_SUFFIX;
    try {
      // Listed before it exists: a crash mid-export leaves nothing the next start does not remove (item 13).
      this.disk.partials.add(partial);
    } catch (error) {
      const problem = error as LocalWriteError;
      recordOutcome(this.journal, entry.id, 'failed', { said: [problem.said] });
      throw new AppError('local-write-failed', words('export.nothingExported', { problem: problem.said }));
    }
    let written: { rows: number; bytes: number };
    try {
      written = await this.write(
        request,
        format,
        rows,
        { columns, revealedCpf: cpfRevealed ? customerCpf : undefined },
        path,
        entry.id,
        {
          user: login,
          userName: this.session.info().user?.name,
          environment,
          customerName: headed ? customerName : undefined,
          cpfRevealed,
        },
      );
    } catch (error) {
      throw error instanceof AppError ? this.recordFailure(entry, error) : this.exportFailed(entry, path, error);
    } finally {
      this.disk.partials.remove(partial);
    }
    const notSaved = recordOutcome(this.journal, entry.id, 'succeeded', { file: path, rows: written.rows });
    const fileName = path.split(/[\\/]/).pop() ?? path;
    return {
      journalEntryId: entry.id,
      fileName,
      format,
      rows: written.rows,
      bytes: written.bytes,
      ...(notSaved
        ? {
            journalWarning: { words: words('export.savedNotRecorded', { fileName, note: notSaved }) },
          }
        : {}),
      ...(headed && cpf.refused ? { cpfRevealRefused: true as const } : {}),
    };
  }

  /** "Imprimir": the PDF statement's own document to the system print dialog, journaled like an export. */
  async print(request: PrintRequest): Promise<PrintResult> {
    const { login, environment } = this.session.requireUser();
    const printer = this.requirePrinter();
    const asExport = { ...request, format: 'pdf' } as ExportRequest & { kind: PrintableKind };
    // The statements that print are read whole (movements, balance).
    const rows = (await this.rowsFor(asExport)).all ?? [];
    this.refuseUnfit('pdf', request.kind, rows.length);
    const identifiers = pathIdentifiers(request.path);
    const customerCpf = customerCpfInPath(request.path);
    const cpf = this.cpfChoice(asExport);
    const cpfRevealed = cpf.revealed;
    const customerName = await this.customerName(customerCpf);
    const search = await this.history.customerSearchKeys({ cpf: customerCpf, name: customerName });
    const entry = this.beginOrRefuse({
      user: login,
      environment,
      action: 'export',
      title: printEntryTitle(DOCUMENT_TITLES['pt-BR'][request.kind]),
      ...(customerCpf ? { customerCpf } : {}),
      identifiers: {
        ...identifiers,
        formato: JOURNAL_VALUES.print,
        idioma: documentLanguage(asExport),
        ...cpfWord(cpfRevealed),
      },
      ...(search ? { search } : {}),
    });
    let sent: boolean;
    try {
      const html = await this.statementHtml(asExport, rows, {
        user: login,
        userName: this.session.info().user?.name,
        environment,
        customerName,
        cpfRevealed,
      });
      sent = await printer.print(html);
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const said = words('print.failed', { reason: message });
      recordOutcome(this.journal, entry.id, 'failed', { said: [said] });
      throw new AppError('internal', said);
    }
    if (!sent) {
      recordOutcome(this.journal, entry.id, 'failed', { said: [words('print.cancelledInDialog')] });
      return {
        journalEntryId: entry.id,
        outcome: 'cancelled',
        rows: rows.length,
        ...(cpf.refused ? { cpfRevealRefused: true as const } : {}),
      };
    }
    const notSaved = recordOutcome(this.journal, entry.id, 'succeeded', { rows: rows.length });
    return {
      journalEntryId: entry.id,
      outcome: 'sent',
      rows: rows.length,
      ...(notSaved
        ? {
            journalWarning: { words: words('export.printedNotRecorded', { note: notSaved }) },
          }
        : {}),
      ...(cpf.refused ? { cpfRevealRefused: true as const } : {}),
    };
  }

  private async write(
    request: ExportRequest,
    format: ExportFormat,
    source: ExportRows,
    table: { columns: ReadonlyArray<ExportColumn<unknown>>; revealedCpf: string | undefined },
    path: string,
    journalEntryId: string,
    who: StatementWho,
  ): Promise<{ rows: number; bytes: number }> {
    const onProgress = (count: number) => this.onProgress({ journalEntryId, rows: count, total: source.count });
    const files = { files: this.disk.files };
    const { columns } = table;
    if (format === 'pdf') {
      const printer = this.requirePrinter();
      const all = source.all ?? (await source.held?.rows?.()) ?? [];
      const html = await this.statementHtml(request as ExportRequest & { kind: PrintableKind }, all, who);
      const pdf = await printer.toPdf(html);
      await writeExportFile(path, files, (stream) => endWith(stream, pdf));
      onProgress(all.length);
      return { rows: all.length, bytes: pdf.length };
    }
    if (source.held) {
      const xlsx = format === 'xlsx';
      const chunks = await source.held.write(
        {
          format,
          kind: request.kind,
          ...(table.revealedCpf ? { revealedCpf: table.revealedCpf } : {}),
          ...(xlsx ? { heading: this.heading(request, tableTitle(request), who), totals: true } : {}),
          ...(xlsx && request.kind === 'movements'
            ? { summaryNotes: summaryNotes(request.filter, documentLanguage(request)) }
            : {}),
          ...(xlsx ? { language: documentLanguage(request) } : {}),
        },
        {
          summaryPeriod:
            xlsx && request.kind === 'movements' ? { from: request.filter?.from, to: request.filter?.to } : undefined,
          onProgress,
        },
      );
      return writeFromThread(path, files, chunks);
    }
    const all = source.all ?? [];
    const rows = source.rows ?? all;
    if (format === 'xlsx')
      return writeXlsxFile(path, rows, columns, this.heading(request, tableTitle(request), who), {
        ...files,
        onProgress,
        ...(await this.summaryOf(request, all)),
        ...xlsxTotals(request.kind, all, columns, documentLanguage(request)),
      });
    return writeCsvFile(path, rows, columns, format, { ...files, onProgress });
  }

  /** The printable statement of the movements, or the balance of every fund the screen offers (D401). */
  /** The statement's HTML, laid out in the statement thread (D595): main gathers its data and waits. */
  private async statementHtml(
    request: ExportRequest & { kind: PrintableKind },
    rows: readonly unknown[],
    who: StatementWho,
  ): Promise<string> {
    const language = documentLanguage(request);
    const heading = this.heading(request, DOCUMENT_TITLES[language][request.kind], who);
    if (request.kind === 'movements')
      return layOutStatement({
        kind: 'movements',
        args: [heading, rows as MovementRow[], await this.movementsSummary(request)],
      });
    const funds = await this.balanceFunds(request, rows as BalanceRow[], language);
    this.refuseUnprintable(
      'balance',
      funds.reduce((n, f) => n + ('failed' in f.entries ? 0 : f.entries.length), 0),
    );
    return layOutStatement({ kind: 'balance', args: [heading, funds] });
  }

  /**
   * Every fund the balance statement covers: the one on screen (its entries already read), then the others the
   * screen offers, each with its detailed balance (Op14) and profitability (Op16) as the service gives them.
   */
  private async balanceFunds(
    request: Extract<ExportRequest, { kind: 'balance' }>,
    shown: readonly BalanceRow[],
    language: Language,
  ): Promise<BalanceFund[]> {
    const { idcobertura = '', idfundo = '' } = request.path;
    const pairs = [{ cobertura: idcobertura, fundo: idfundo }];
    for (const pair of request.funds ?? [])
      if (!pairs.some((p) => p.cobertura === pair.cobertura && p.fundo === pair.fundo)) pairs.push(pair);
    const funds: BalanceFund[] = [];
    for (const [i, pair] of pairs.entries()) {
      const path = { ...request.path, idcobertura: pair.cobertura, idfundo: pair.fundo };
      let entries: BalanceFund['entries'] = shown;
      if (i > 0) {
        try {
          entries = (await this.operations.readForExport('op14', { path })) as ApiResult<'op14'>;
        } catch (error) {
          entries = { failed: reasonOf(error, language) };
        }
      }
      let profitability: ApiResult<'op16'> | undefined;
      try {
        profitability = (await this.operations.readForExport('op16', { path })) as ApiResult<'op16'>;
      } catch {
        // The fund prints without it; its section says "não informada".
      }
      funds.push({ ...pair, entries, profitability });
    }
    return funds;
  }

  /** The summary a movements or balance statement opens with, whatever its format (D350); none for other tables. */
  private async summaryOf(
    request: ExportRequest,
    rows: readonly unknown[],
  ): Promise<Pick<StatementDocument<unknown>, 'summary' | 'summaryNotes'>> {
    if (request.kind === 'movements') return this.movementsSummary(request);
    if (request.kind === 'balance')
      return balanceSummary(request.path, rows as SummaryEntry[], documentLanguage(request));
    return {};
  }

  /**
   * The movements statement's summary (D350): the whole list the screen was cut from, over the filter's period
   * (not its type, fund or text: a balance is of the whole fund), each fund valued at its Op14 quota.
   */
  private async movementsSummary(
    request: Extract<ExportRequest, { kind: 'movements' }>,
  ): Promise<Pick<StatementDocument<unknown>, 'summary' | 'summaryNotes'>> {
    const all = await this.movements.exportRows(request.path, undefined, undefined, request.list);
    // Read here: this summary is made in main, from the whole list (the statement's own rows are in main too).
    const quotaSources = quotaSourcesFrom(await quotaAnswersOf(this.operations, request.path, coverageFundPairs(all)));
    const period = { from: request.filter?.from, to: request.filter?.to };
    const language = documentLanguage(request);
    return {
      summary: summaryBlocks(movementsSummary(all, period, new Map(Object.entries(quotaSources)), language), language),
      summaryNotes: summaryNotes(request.filter, language),
    };
  }

  /** The customer's name, from the customer screen's own answer (Op8, usually cached); none when the service does not say. */
  private async customerName(cpf: string | undefined): Promise<string | undefined> {
    if (!cpf) return undefined;
    try {
      const answer = (await this.operations.readForExport('op8', { path: { idpessoafisica: cpf } })) as
        { cliente?: { nome?: string | null } } | undefined;
      return answer?.cliente?.nome?.trim() || undefined;
    } catch {
      return undefined;
    }
  }

  private heading(request: ExportRequest, title: string, who: StatementWho): StatementHeading {
    const path = 'path' in request ? (request.path as Record<string, string>) : {};
    const customerCpf = customerCpfInPath(path);
    const language = documentLanguage(request);
    const w = statementWords(language);
    const identifiers: Record<string, string> = {};
    if (path.idcertificado) identifiers[w('certificate')] = path.idcertificado;
    if (path.idcobertura) identifiers[w('coverage')] = path.idcobertura;
    if (path.idfundo) identifiers[w('fund')] = path.idfundo;
    const heading = 'heading' in request ? request.heading : undefined;
    return statementHeading({
      title,
      company: this.settings().company,
      ...((heading?.customerName ?? who.customerName)
        ? { customerName: heading?.customerName ?? who.customerName }
        : {}),
      ...(customerCpf ? { cpf: customerCpf } : {}),
      cpfRevealed: who.cpfRevealed,
      identifiers,
      filters: filterWords(request, language),
      issuedAt: this.clock(),
      user: who.user,
      userName: who.userName,
      environment: who.environment,
      language,
    });
  }

  /**
   * The CPF goes out in full only when the screen asks for it and this
   * employee's reveal of it is on record in this session (D181); otherwise it
   * is masked, the journal says so, and a refusal is answered (the screen
   * masks it again).
   */
  private cpfChoice(request: ExportRequest): { revealed: boolean; refused: boolean } {
    const cpf = 'path' in request ? customerCpfInPath(request.path) : undefined;
    const asked = cpf !== undefined && 'heading' in request && request.heading?.cpfRevealed === true;
    const revealed = asked && this.history.revealedInSession(cpf);
    return { revealed, refused: asked && !revealed };
  }

  private requirePrinter(): StatementPrinterPort {
    if (this.printer) return this.printer;
    throw new AppError('printing-unavailable', words('printing.unavailable'));
  }

  /** Rows the format cannot hold: refused before the save dialog, so nothing is written (D126, D122). */
  private refuseUnfit(format: ExportFormat, kind: ExportKind, rows: number): void {
    if (format === 'pdf') this.refuseUnprintable(kind, rows);
    if (format === 'xlsx' && rows > XLSX_MAX_DATA_ROWS) throw new XlsxTooManyRowsError(XLSX_MAX_DATA_ROWS, rows);
  }

  /** Only the movements and the balance print, and only up to PDF_MAX_ROWS rows (D126). */
  private refuseUnprintable(kind: ExportKind, rows: number): void {
    if (!isPrintable(kind)) {
      throw new AppError('invalid-input', words('export.pdfOnlyStatements'));
    }
    if (rows > PDF_MAX_ROWS) {
      throw new AppError('invalid-input', words('export.pdfTooManyRows', { rows, max: PDF_MAX_ROWS }));
    }
  }

  /** A refusal raised while writing (e.g. no printer engine): on record as failed, passed on as it is. */
  private recordFailure(entry: JournalEntry, error: AppError): AppError {
    recordOutcome(this.journal, entry.id, 'failed', { said: [error.ipc.words] });
    return error;
  }

  /** Nothing is exported unless the export is on record first; a journal that cannot be written says what and where (item 14). */
  private beginOrRefuse(input: Parameters<OperationsJournal['begin']>[0]): JournalEntry {
    try {
      return this.journal.begin(input);
    } catch (error) {
      if (!(error instanceof LocalWriteError)) throw error;
      throw new AppError('local-write-failed', words('export.nothingExported', { problem: error.said }));
    }
  }

  /** The file could not be written (the partial one is already gone): recorded as failed, reported with the reason and the place. */
  private exportFailed(entry: JournalEntry, path: string, error: unknown): AppError {
    if ((error as NodeJS.ErrnoException)?.code !== undefined) {
      const problem = new LocalWriteError(error, path, 'exported-file');
      const notSaved = recordOutcome(this.journal, entry.id, 'failed', { said: [problem.said] });
      return new AppError('local-write-failed', followedBy(problem.said, notSaved));
    }
    const message = (error as Error)?.message ?? String(error);
    const said = words('export.writeFailed', { reason: message });
    const notSaved = recordOutcome(this.journal, entry.id, 'failed', { said: [said] });
    return new AppError('internal', followedBy(said, notSaved));
  }

  /**
   * The rows of the export, as the screen shows them. The one place that
   * knows where they come from: a kept list plugs in here.
   */
  private async rowsFor(request: ExportRequest): Promise<ExportRows> {
    // History's may be the whole journal: it arrives a page at a time (D420).
    if (request.kind === 'history') return this.history.exportRows(request.filter);
    if (request.kind === 'movements' && request.format !== 'pdf') {
      // Written in the kept lists' thread (D555); the rows come to main only if the file turns out a PDF.
      const held = await this.movements.exportSource(request.path, request.filter, request.sort, request.list);
      return { count: held.count, held, close: () => undefined };
    }
    if (request.kind === 'balance' && request.format !== 'pdf') {
      // Written in the kept lists' thread from the answer the screen read (D729): main never parses the entries,
      // unless the file turns out a PDF.
      const held = await this.operations.balanceExportSource(request.path, request.sort);
      return { count: held.count, held, close: () => undefined };
    }
    const rows = await this.tableRows(request);
    if (request.kind === 'balance' && request.sort) {
      // The rows written follow the screen's sort; the summary and the PDF read every entry in the service's order
      // (the latest-entry rule places entries of one day by it, D250).
      return { ...inMemory(rows), rows: sortBalanceEntries(rows as ApiResult<'op14'>, request.sort) };
    }
    return inMemory(rows);
  }

  private async tableRows(request: Exclude<ExportRequest, { kind: 'history' }>): Promise<readonly unknown[]> {
    switch (request.kind) {
      case 'movements':
        // The very list the screen's windows were cut from, in its view (D145), named by the screen (D196): the PDF's.
        return this.movements.exportRows(request.path, request.filter, request.sort, request.list);
      case 'balance':
        return (await this.operations.readForExport('op14', { path: request.path })) as ApiResult<'op14'>;
      case 'income':
        return (await this.operations.readForExport('op15', { path: request.path })) as ApiResult<'op15'>;
      case 'beneficiaries':
        return (await this.operations.readForExport('op19', { path: request.path })) as ApiResult<'op19'>;
      case 'portability':
        return this.allPortabilityPages(request.path, request.query ?? {});
    }
  }

  /**
   * Every page of Op9. Its answer has no status: a list filtered by status is
   * that status, so each row gets it for the 'Situação' column (D192);
   * unfiltered, the column stays empty (nothing says it).
   */
  private async allPortabilityPages(
    path: Record<string, string>,
    query: NonNullable<Extract<ExportRequest, { kind: 'portability' }>['query']>,
  ): Promise<PortabilityRow[]> {
    const rows: PortabilityRow[] = [];
    const status = query.statusPortabilidade;
    for (let page = 1; page <= 1000; page++) {
      const items = (
        await this.operations.read('op9', { path, query: { ...query, pagina: page, tamanhoPagina: PORTABILITY_PAGE } })
      ).data as PortabilityRow[];
      rows.push(
        ...(status === undefined
          ? items
          : items.map((item) => ({ ...item, statusPortabilidade: item.statusPortabilidade ?? status }))),
      );
      if (items.length < PORTABILITY_PAGE) break;
    }
    return rows;
  }
}

/** A statement comes in English as PDF, print or .xlsx; the accountant's CSVs stay pt-BR (D625). */
function refuseEnglishCsv(format: ExportFormat): void {
  if (format !== 'pdf' && format !== 'xlsx') throw new AppError('invalid-input', words('export.csvOnlyPortuguese'));
}

/**
 * The journal's words for how the customer's CPF went out in the statement's
 * heading (D181). The key names no CPF: the journal masks any value under such a key.
 */
function cpfWord(revealed: boolean): { noExtrato: string } {
  return { noExtrato: revealed ? JOURNAL_VALUES.cpfFull : JOURNAL_VALUES.cpfMasked };
}

/** Why a read failed, in the document's language. */
function reasonOf(error: unknown, language: Language): string {
  return error instanceof AppError ? sayWords(error.ipc.words, language) : statementWords(language)('readFailed');
}
