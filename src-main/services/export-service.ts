/**
 * Main process. CSV statements for the customer: fetches (or reuses) what the
 * screen shows, asks where to save with the native dialog, streams the file,
 * and records the export in the journal. The data is read as leniently as
 * the screen reads it (missing values become empty cells), and the movements
 * go through the screen's own filter and sort (movementView).
 */
import type { ApiResult } from '../../src-shared/contract';
import type { CsvExportRequest, CsvExportResult } from '../../src-shared/ipc';
import { movementView } from '../../src-shared/statements/movement-view';
import { type CsvColumn, csvColumns } from '../export/csv-columns';
import { writeCsvFile } from '../export/csv-writer';
import { AppError } from '../ipc/app-error';
import type { OperationsJournal } from '../journal/journal';
import { requestFingerprint } from '../journal/request-fingerprint';
import type { SaveDialogPort } from '../ports';
import type { HistoryService } from './history-service';
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
    private readonly history: HistoryService,
    private readonly session: SessionService,
    private readonly journal: OperationsJournal,
    private readonly dialogs: SaveDialogPort,
    private readonly clock: () => Date,
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
    const entry = this.journal.begin({
      user: login,
      environment,
      action: 'export',
      title: `Exportação CSV: ${TITLES[request.kind]}`,
      ...(customerCpf ? { customerCpf } : {}),
      identifiers: { ...identifiers, formato: request.format === 'excel-br' ? 'Excel (Brasil)' : 'CSV padrão' },
      // Every export is its own event: never treated as a duplicate.
      fingerprint: requestFingerprint('export', environment, { request, at: this.clock().toISOString(), nonce: Math.random() }),
    });
    try {
      const written = await writeCsvFile(path, rows, csvColumns[request.kind] as CsvColumn<unknown>[], request.format, {
        onProgress: (count: number) => this.onProgress({ journalEntryId: entry.id, rows: count, total: rows.length }),
      });
      this.journal.finish(entry.id, 'succeeded', { file: path, rows: written.rows });
      return { journalEntryId: entry.id, fileName: path.split(/[\\/]/).pop() ?? path, rows: written.rows, bytes: written.bytes };
    } catch (error) {
      this.journal.finish(entry.id, 'failed', { messages: [`Falha ao gravar o arquivo: ${(error as Error).message}`] });
      throw new AppError('internal', `Não foi possível gravar o arquivo: ${(error as Error).message}`, `Could not write the file: ${(error as Error).message}`);
    }
  }

  private async rowsFor(request: CsvExportRequest): Promise<readonly unknown[]> {
    switch (request.kind) {
      case 'movements': {
        // readForExport is untyped (one method for every operation): the lenient reader gave this shape.
        const all = (await this.operations.readForExport('op12', { path: request.path })) as ApiResult<'op12'>;
        return movementView(all, request.filter, request.sort);
      }
      case 'balance':
        return (await this.operations.readForExport('op14', { path: request.path })) as ApiResult<'op14'>;
      case 'income':
        return (await this.operations.readForExport('op15', { path: request.path })) as ApiResult<'op15'>;
      case 'beneficiaries':
        return (await this.operations.readForExport('op19', { path: request.path })) as ApiResult<'op19'>;
      case 'portability':
        return this.allPortabilityPages(request.path, request.query ?? {});
      case 'history':
        return this.history.list(request.filter).entries;
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

