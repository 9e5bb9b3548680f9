/**
 * The kept lists' questions answered in the test's own thread, by the same code the kept lists' thread runs
 * (KeptListQuestions over a KeptMovements): for unit tests of the services above them, without a worker.
 */
import type { DriftReport } from '../../src-shared/contract';
import type { KeptListsPort } from '../../src-main/services/kept-lists';
import type { KeptList, KeptMovements } from '../../src-main/services/kept-movements';
import { KeptListQuestions } from '../../src-main/services/kept-list-questions';
import { exportHere } from './export-loopback';
import { quotaSourcesFrom } from '../../src-main/services/quota-sources';

export function keptListsHere(kept: KeptMovements): KeptListsPort {
  const questions = new KeptListQuestions(kept);
  const engineList = (list: unknown) => list as KeptList;
  return {
    window: async (list, filter, sort, offset, count, options) =>
      questions.window(engineList(list), filter, sort, offset, count, options),
    summary: async (list, filter) => questions.summary(engineList(list), filter),
    period: async (list, period, quotas) => questions.period(engineList(list), period, quotaSourcesFrom(quotas)),
    rows: async (list, filter, sort) => questions.rows(engineList(list), filter, sort, 0, Number.MAX_SAFE_INTEGER).rows,
    drift: async (list): Promise<DriftReport> => engineList(list).drift,
    viewLength: async (list, filter, sort) => questions.viewRows(engineList(list), filter, sort).length,
    exportView: async (list, view, encoding, options = {}) => {
      const { period } = options;
      const input = questions.exportInput(
        engineList(list),
        view,
        encoding,
        period ? { period: period.period, quotas: quotaSourcesFrom(period.quotas) } : undefined,
      );
      return exportHere(input.rows, input.encoding, options.onProgress);
    },
  };
}
