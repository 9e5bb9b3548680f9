/**
 * Main process. The movements screen's questions about a certificate's kept movements (D140–D143): open (read
 * Op12 again, keep it, answer the first window), a window of rows under a sort and filter, and the summary
 * (facets, pairs, totals) apart, so it never holds up the rows. The export reads its rows here too, so the file
 * is the list on screen, row for row.
 *
 * The lists live in their own thread (D286, services/kept-lists.ts): every question here is relayed there, and
 * main only hands the answer on.
 */
import type { MovementOpenResult, MovementSummaryView, MovementWindow } from '../../src-shared/ipc';
import type {
  MovementFilter,
  MovementOpenRequest,
  MovementSort,
  MovementSummaryRequest,
  MovementWindowRequest,
} from '../../src-shared/ipc/inputs';
import type { Movement } from '../../src-shared/statements/movement-view';
import { AppError } from '../errors';
import type { KeptListInfo } from '../workers/kept-lists-protocol';
import { KeptListGone, type KeptListsPort } from './kept-lists';
import type { OperationsService } from './operations-service';
import { words } from '../../src-shared/words/error-codes';
import { quotaAnswersOf, type QuotaAnswers } from './quota-sources';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import type { ExportChunksIn } from '../export/export-chunks-in';
import type { ExportEncoding } from '../export/export-encoding';

/** A movements export, before its format is known (the save dialog decides it). */
export interface MovementsExport {
  count: number;
  /** Every row of the view, in main (the PDF's, at most PDF_MAX_ROWS). */
  rows(): Promise<readonly Movement[]>;
  /** The view's rows as the file's bytes, encoded in the kept lists' thread. */
  write(
    encoding: ExportEncoding,
    options: { summaryPeriod?: SummaryPeriod | undefined; onProgress?: (rows: number) => void },
  ): Promise<ExportChunksIn>;
}

export class MovementsService {
  constructor(
    private readonly operations: OperationsService,
    private readonly kept: KeptListsPort,
  ) {}

  /**
   * Like every read, opening a certificate asks the service: the kept list is replaced by what it answers now.
   * The drift report comes with the first window when every row is read by then (lists under LAZY_MIN_ROWS);
   * otherwise with the summary, which needs every row read anyway (D185).
   */
  async open(request: MovementOpenRequest): Promise<MovementOpenResult> {
    const list = await this.operations.readMovements(request.path);
    const window = await this.windowOf(list, request);
    return list.complete && list.drift ? { ...window, drift: list.drift } : window;
  }

  /** Rows [offset, offset + count) of the view; a list gone stale meanwhile is read again, once for all who ask (another `list` id, D195). */
  async window(request: MovementWindowRequest): Promise<MovementWindow> {
    return this.onKeptList(request.path, (list) => this.windowOf(list, request));
  }

  async summary(request: MovementSummaryRequest): Promise<MovementSummaryView> {
    return this.onKeptList(request.path, async (list) => {
      const summary = await this.kept.summary(list, request.filter);
      // The statement's summary of the filter's period (not its type, fund or text: a balance is of the whole
      // fund), made as the documents make it (D350), so the screen shows what the PDF and the .xlsx print.
      const quotas = await quotaAnswersOf(this.operations, request.path, summary.pairs);
      const period = await this.kept.period(list, { from: request.filter?.from, to: request.filter?.to }, quotas);
      return { list: list.id, ...summary, period };
    });
  }

  /**
   * The export's rows: the view of the kept list. Given the list the screen shows (`list`, its id), that very list
   * while it is held, stale or not, and a refusal when it is gone: the file is what the screen shows or nothing
   * (D196). Without one (an older request), the kept list, read if there is none.
   */
  async exportRows(
    path: Record<string, string>,
    filter: MovementFilter | undefined,
    sort: MovementSort | undefined,
    shown?: number,
  ): Promise<readonly Movement[]> {
    if (shown === undefined) return this.onKeptList(path, (list) => this.kept.rows(list, filter, sort));
    const list = await this.operations.shownMovements(path, shown);
    if (!list) throw shownListGone();
    try {
      return await this.kept.rows(list, filter, sort);
    } catch (error) {
      throw error instanceof KeptListGone ? shownListGone() : error;
    }
  }

  /**
   * The export of the view, written where the list lives (D555): how many rows it has, its rows in an encoding as
   * the file's bytes (with the statement's summary of `summaryPeriod`, D350), or its rows themselves (the PDF, read
   * whole and short, D126). The list is the one exportRows names.
   */
  async exportSource(
    path: Record<string, string>,
    filter: MovementFilter | undefined,
    sort: MovementSort | undefined,
    shown?: number,
  ): Promise<MovementsExport> {
    const list = shown === undefined ? await this.operations.keptMovements(path) : await this.shownList(path, shown);
    const gone = (error: unknown) => (error instanceof KeptListGone && shown !== undefined ? shownListGone() : error);
    const onList = async <T>(ask: () => Promise<T>): Promise<T> => {
      try {
        return await ask();
      } catch (error) {
        throw gone(error);
      }
    };
    const count = await onList(() => this.kept.viewLength(list, filter, sort));
    return {
      count,
      rows: () => onList(() => this.kept.rows(list, filter, sort)),
      write: (encoding, options) =>
        onList(async () => {
          let period: { period: SummaryPeriod; quotas: QuotaAnswers } | undefined;
          if (options.summaryPeriod) {
            const { pairs } = await this.kept.summary(list, undefined);
            period = { period: options.summaryPeriod, quotas: await quotaAnswersOf(this.operations, path, pairs) };
          }
          return this.kept.exportView(list, { filter, sort }, encoding, {
            ...(period ? { period } : {}),
            ...(options.onProgress ? { onProgress: options.onProgress } : {}),
          });
        }),
    };
  }

  private async shownList(path: Record<string, string>, shown: number): Promise<KeptListInfo> {
    const list = await this.operations.shownMovements(path, shown);
    if (!list) throw shownListGone();
    return list;
  }

  /**
   * `ask` on the kept list of the certificate; when the thread let that list go between the look and the question
   * (freed, dropped by a write meanwhile), once more on the list read again.
   */
  private async onKeptList<T>(path: Record<string, string>, ask: (list: KeptListInfo) => Promise<T>): Promise<T> {
    try {
      return await ask(await this.operations.keptMovements(path));
    } catch (error) {
      if (!(error instanceof KeptListGone)) throw error;
      return ask(await this.operations.keptMovements(path));
    }
  }

  private async windowOf(list: KeptListInfo, request: MovementWindowRequest): Promise<MovementWindow> {
    const { viewRows, rows, counting } = await this.kept.window(
      list,
      request.filter,
      request.sort,
      request.offset,
      request.count,
      { whole: request.whole === true },
    );
    const window = { list: list.id, listRows: list.length, viewRows, offset: Math.min(request.offset, viewRows), rows };
    return counting ? { ...window, counting } : window;
  }
}

/** The list a screen shows is no longer held (replaced by a newer read, unused too long, the session ended): D196. */
function shownListGone(): AppError {
  return new AppError('not-found', words('movements.goneFromMain'));
}
