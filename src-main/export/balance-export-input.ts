/**
 * Any thread. What a balance table's export writes (D729, D555): the fund's entries as the screen sorts them, and for
 * the .xlsx the summary of its fund over every entry in the service's order (the latest-entry rule places entries of
 * one day by it, D250).
 */
import type { ApiResult } from '../../src-shared/contract';
import type { BalanceSort } from '../../src-shared/ipc/inputs';
import { sortBalanceEntries } from '../../src-shared/statements/balance-order';
import type { ExportEncoding } from './export-encoding';
import { balanceSummary } from './statement-summary';

export function balanceExportInput(
  entries: ApiResult<'op14'>,
  view: { path: Record<string, string>; sort?: BalanceSort | undefined },
  encoding: ExportEncoding,
): { rows: ApiResult<'op14'>; encoding: ExportEncoding } {
  return {
    rows: view.sort ? sortBalanceEntries(entries, view.sort) : entries,
    encoding:
      encoding.format === 'xlsx'
        ? { ...encoding, ...balanceSummary(view.path, entries, encoding.language ?? 'pt-BR') }
        : encoding,
  };
}
