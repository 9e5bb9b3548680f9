/**
 * Main process. CSV statements for the customer: fetches (or reuses) what the
 * screen shows, asks where to save with the native dialog, streams the file,
 * and records the export in the journal. The data is read as leniently as
 * the screen reads it (missing values become empty cells), and the movements
 * go through the screen's own filter and sort (movementView). A file that was
 * saved is reported saved even if the journal cannot record it (D60); a disk
 * that refuses the file is named, with the reason (issue 12 item 14).
 */
import type { ApiResult } from '../../src-shared/contract';
import type { CsvExportRequest, CsvExportResult } from '../../src-shared/ipc';
import { type CsvColumn, csvColumns } from '../export/csv-columns';
import { PARTIAL_SUFFIX, writeCsvFile } from '../export/csv-writer';
import type { PartialExports } from '../export/partial-exports';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { AppError } from '../ipc/app-error';
import type { OperationsJournal } from '../journal/journal';
import type { JournalEntry } from '../journal/journal-types';
import { type NotSavedNote, recordOutcome } from '../journal/record-outcome';
import type { SaveDialogPort } from '../ports';
import type { HistoryService } from './history-service';
import type { MovementsService } from './movements-service';
import type { OperationsService } from './operations-service';
import type { SessionService } from './session-service';

const TITLES: Record<CsvExportRequest['kind'], string> = {
  movements: 'Movimentações financeiras',
  balance: 'Saldo detalhado',
  portability: 'Portabilidades internas',
  income: 'Processos de renda',
  beneficiaries: 'Beneficiários de renda',
  history: 'Histórico de operações',
};

const FILE_NAMES: Record<CsvExportRequest['kind'], string> = {
  movements: 'movimentacoes',
  balance: 'saldo-detalhado',
  portability: 'portabilidades',
  income: 'processos-de-renda',
  beneficiaries: 'beneficiarios',
  history: 'historico',
};

/** Op9 pages are read whole for an export, at the documented maximum page size (D8). */
const PORTABILITY_PAGE = 100;

export type ExportProgress = (event: { journalEntryId: string; rows: number; total: number }) => void;

export class ExportService {
  constructor(
    private readonly operations: OperationsService,
    private readonly movements: MovementsService,
    private readonly history: HistoryService,
    private readonly session: SessionService,
    private readonly journal: OperationsJournal,
    private readonly dialogs: SaveDialogPort,
    private readonly clock: () => Date,
    private readonly disk: { files: FileSystemPort; partials: PartialExports },
    private readonly onProgress: ExportProgress = () => undefined,
  ) {}

  async exportCsv(request: CsvExportRequest): Promise<CsvExportResult> {
    const { login, environment } = this.session.requireUser();
    const rows = await this.rowsFor(request);
    const identifiers = 'path' in request ? Object.fromEntries(Object.entries(request.path).filter(([k]) => k !== 'idcliente')) : {};
    const defaultName = `${FILE_NAMES[request.kind]}${identifiers.idcertificado ? `-${identifiers.idcertificado}` : ''}-${this.clock().toISOString().slice(0, 10)}.csv`;
    const path = await this.dialogs.chooseSavePath({ defaultName, title: `Exportar ${TITLES[request.kind]}` });
    if (!path) throw new AppError('cancelled', 'Exportação cancelada.', 'Export cancelled.');

    const customerCpf = 'path' in request ? (request.path as { idcliente?: string }).idcliente : undefined;
    const entry = this.beginOrRefuse({
      user: login,
      environment,
      action: 'export',
      title: `Exportação CSV: ${TITLES[request.kind]}`,
      ...(customerCpf ? { customerCpf } : {}),
      identifiers: { ...identifiers, formato: request.format === 'excel-br' ? 'Excel (Brasil)' : 'CSV padrão' },
      // No fingerprint: every export is its own event, never a duplicate.
    });
    const partial = path + PARTIAL_SUFFIX;
    try {
      // Listed before it exists: a crash mid-export leaves nothing the next start does not remove (item 13).
      this.disk.partials.add(partial);
    } catch (error) {
      const problem = error as LocalWriteError;
      recordOutcome(this.journal, entry.id, 'failed', { messages: [problem.message] });
      throw new AppError('local-write-failed', `Nada foi exportado. ${problem.message}`, `Nothing was exported. ${problem.messageEn}`);
    }
    let written: { rows: number; bytes: number };
    try {
      written = await writeCsvFile(path, rows, csvColumns[request.kind] as CsvColumn<unknown>[], request.format, {
        files: this.disk.files,
        onProgress: (count: number) => this.onProgress({ journalEntryId: entry.id, rows: count, total: rows.length }),
      });
    } catch (error) {
      throw this.exportFailed(entry, path, error);
    } finally {
      this.disk.partials.remove(partial);
    }
    const notSaved = recordOutcome(this.journal, entry.id, 'succeeded', { file: path, rows: written.rows });
    const fileName = path.split(/[\\/]/).pop() ?? path;
    return {
      journalEntryId: entry.id,
      fileName,
      rows: written.rows,
      bytes: written.bytes,
      ...(notSaved ? { journalWarning: { message: `O arquivo ${fileName} foi salvo. ${notSaved.message}`, messageEn: `The file ${fileName} was saved. ${notSaved.messageEn}` } } : {}),
    };
  }

  /** Nothing is exported unless the export is on record first; a journal that cannot be written says what and where (item 14). */
  private beginOrRefuse(input: Parameters<OperationsJournal['begin']>[0]): JournalEntry {
    try {
      return this.journal.begin(input);
    } catch (error) {
      if (!(error instanceof LocalWriteError)) throw error;
      throw new AppError('local-write-failed', `Nada foi exportado. ${error.message}`, `Nothing was exported. ${error.messageEn}`);
    }
  }

  /** The file could not be written (the partial one is already gone): recorded as failed, reported with the reason and the place. */
  private exportFailed(entry: JournalEntry, path: string, error: unknown): AppError {
    const note = (n: NotSavedNote | undefined, en: boolean) => (n ? ` ${en ? n.messageEn : n.message}` : '');
    if ((error as NodeJS.ErrnoException)?.code !== undefined) {
      const problem = new LocalWriteError(error, path, { pt: 'o arquivo exportado', en: 'the exported file' });
      const notSaved = recordOutcome(this.journal, entry.id, 'failed', { messages: [problem.message] });
      return new AppError('local-write-failed', `${problem.message}${note(notSaved, false)}`, `${problem.messageEn}${note(notSaved, true)}`);
    }
    const message = (error as Error)?.message ?? String(error);
    const notSaved = recordOutcome(this.journal, entry.id, 'failed', { messages: [`Falha ao gravar o arquivo: ${message}`] });
    return new AppError('internal', `Não foi possível gravar o arquivo: ${message}${note(notSaved, false)}`, `Could not write the file: ${message}${note(notSaved, true)}`);
  }

  private async rowsFor(request: CsvExportRequest): Promise<readonly unknown[]> {
    switch (request.kind) {
      case 'movements':
        // The very list the screen's windows were cut from, in its view (D145).
        return this.movements.exportRows(request.path, request.filter, request.sort);
      case 'balance':
        return (await this.operations.readForExport('op14', { path: request.path })) as ApiResult<'op14'>;
      case 'income':
        return (await this.operations.readForExport('op15', { path: request.path })) as ApiResult<'op15'>;
      case 'beneficiaries':
        return (await this.operations.readForExport('op19', { path: request.path })) as ApiResult<'op19'>;
      case 'portability':
        return this.allPortabilityPages(request.path, request.query ?? {});
      case 'history':
        return (await this.history.list(request.filter)).entries;
    }
  }

  private async allPortabilityPages(path: Record<string, string>, query: Record<string, unknown>): Promise<unknown[]> {
    const rows: unknown[] = [];
    for (let page = 1; page <= 1000; page++) {
      const items = (await this.operations.read('op9', { path, query: { ...query, pagina: page, tamanhoPagina: PORTABILITY_PAGE } })).data as ApiResult<'op9'>;
      rows.push(...items);
      if (items.length < PORTABILITY_PAGE) break;
    }
    return rows;
  }
}

