/**
 * Tests. A fund's balance table written as the kept lists' thread writes it (D729, D555), here in the test's own
 * thread: the same `balanceExportInput` and writers, over entries at hand.
 */
import { balanceExportInput } from '../../src-main/export/balance-export-input';
import type { ExportEncoding } from '../../src-main/export/export-encoding';
import type { OperationsService } from '../../src-main/services/operations-service';
import type { ApiResult } from '../../src-shared/contract';
import type { BalanceSort } from '../../src-shared/ipc/inputs';
import { exportHere } from './export-loopback';

export function balanceExportHere(entries: readonly unknown[]): OperationsService['balanceExportSource'] {
  return async (path: Record<string, string>, sort: BalanceSort | undefined) => ({
    count: entries.length,
    rows: async () => entries,
    write: async (encoding: ExportEncoding) => {
      const input = balanceExportInput(entries as ApiResult<'op14'>, { path, sort }, encoding);
      return exportHere(input.rows, input.encoding);
    },
  });
}
