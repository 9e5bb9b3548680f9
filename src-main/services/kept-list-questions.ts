/**
 * What is asked of one kept list, answered where the lists live (the kept lists' thread, D286; tests answer them
 * in their own thread with the same code): a window of a view, the summary, a page of an export's rows.
 */
import type { MovementSummaryView } from '../../src-shared/ipc';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import type { Movement } from '../../src-shared/statements/movement-view';
import { movementsSummary, summaryBlocks } from '../export/statement-summary';
import type { ExportEncoding } from '../export/export-encoding';
import type { QuotaSources } from './quota-sources';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import { type PeriodSummaryView, periodSummaryView } from '../../src-shared/statements/period-summary-view';
import type { KeptList, KeptMovements, ViewWindow } from './kept-movements';

export class KeptListQuestions {
  /** The export's rows without a sort, for the last list and filter asked: made once for all of its pages. */
  private unsorted: { list: KeptList; filter: string; rows: readonly Movement[] } | undefined;

  constructor(readonly kept: KeptMovements) {}

  /** A window of a view, as the kept lists make it. */
  window(...question: Parameters<KeptMovements['window']>): ViewWindow {
    return this.kept.window(...question);
  }

  summary(list: KeptList, filter: MovementFilter | undefined): Omit<MovementSummaryView, 'list' | 'period'> {
    const whole = this.kept.digest(list);
    const view = this.kept.sums(list, filter);
    return {
      facets: whole.facets,
      missingInAll: whole.missing,
      pairs: whole.pairs,
      totals: view.totals,
      missing: view.missing,
      drift: list.drift,
    };
  }

  /** The statement's period summary (D350) over every row of the list, each fund valued at its quota conversions. */
  period(list: KeptList, period: SummaryPeriod, quotas: QuotaSources): PeriodSummaryView {
    return periodSummaryView(movementsSummary(list.rows, period, new Map(Object.entries(quotas))), period);
  }

  /** Rows [from, from + count) of the view, and how many it has; without a sort, the service's own order (as the export always wrote it). */
  rows(
    list: KeptList,
    filter: MovementFilter | undefined,
    sort: MovementSort | undefined,
    from: number,
    count: number,
  ): { total: number; rows: Movement[] } {
    const rows = this.viewRows(list, filter, sort);
    return { total: rows.length, rows: rows.slice(from, from + count) };
  }

  /**
   * What an export of the view writes (D555): its rows, as an array (the .xlsx fits its columns' widths to rows at
   * hand, as it always did for the movements), in `encoding`, which with `period` opens with the statement's summary
   * of the whole list (D350).
   */
  exportInput(
    list: KeptList,
    view: { filter?: MovementFilter | undefined; sort?: MovementSort | undefined },
    encoding: ExportEncoding,
    period: { period: SummaryPeriod; quotas: QuotaSources } | undefined,
  ): { rows: readonly Movement[]; encoding: ExportEncoding } {
    const viewRows = this.viewRows(list, view.filter, view.sort);
    const rows = Array.isArray(viewRows) ? viewRows : Array.from(viewRows);
    if (!period) return { rows, encoding };
    const quotas = new Map(Object.entries(period.quotas));
    return {
      rows,
      encoding: {
        ...encoding,
        summary: summaryBlocks(
          movementsSummary(list.rows, period.period, quotas, encoding.language),
          encoding.language,
        ),
      },
    };
  }

  /** Every row of the view; without a sort, the service's own order. */
  viewRows(list: KeptList, filter: MovementFilter | undefined, sort: MovementSort | undefined): readonly Movement[] {
    return sort ? this.kept.view(list, filter, sort) : this.inOrder(list, filter);
  }

  private inOrder(list: KeptList, filter: MovementFilter | undefined): readonly Movement[] {
    const key = JSON.stringify(filter ?? null);
    if (this.unsorted?.list !== list || this.unsorted.filter !== key)
      this.unsorted = { list, filter: key, rows: this.kept.inOrder(list, filter) };
    return this.unsorted.rows;
  }
}
