/**
 * What is asked of one kept list, answered where the lists live (the kept lists' thread, D286; tests answer them
 * in their own thread with the same code): a window of a view, the summary, a page of an export's rows.
 */
import type { MovementSummaryView } from '../../src-shared/ipc';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import type { Movement } from '../../src-shared/statements/movement-view';
import { movementsSummary } from '../export/statement-summary';
import type { QuotaSources } from './quota-sources';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import { type PeriodSummaryView, periodSummaryView } from '../../src-shared/statements/period-summary-view';
import type { KeptList, KeptMovements, ViewWindow } from './kept-movements';

export class KeptListQuestions {
  /** The export's rows without a sort, for the last list and filter asked: made once for all of its pages. */
  private unsorted: { list: KeptList; filter: string; rows: readonly Movement[] } | undefined;

  constructor(readonly kept: KeptMovements) {}

  window(
    list: KeptList,
    filter: MovementFilter | undefined,
    sort: MovementSort,
    offset: number,
    count: number,
  ): ViewWindow {
    return this.kept.window(list, filter, sort, offset, count);
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
    const rows = sort ? this.kept.view(list, filter, sort) : this.inOrder(list, filter);
    return { total: rows.length, rows: rows.slice(from, from + count) };
  }

  private inOrder(list: KeptList, filter: MovementFilter | undefined): readonly Movement[] {
    const key = JSON.stringify(filter ?? null);
    if (this.unsorted?.list !== list || this.unsorted.filter !== key)
      this.unsorted = { list, filter: key, rows: this.kept.inOrder(list, filter) };
    return this.unsorted.rows;
  }
}
