/** Any thread. The totals under a statement's rows in the .xlsx (D410): of exactly the rows listed, values under their columns. */
import type { ExportKind } from '../../src-shared/ipc/inputs';
import { type MovementLike, MovementSummary } from '../../src-shared/statements/movement-view';
import type { ExportColumn } from './export-columns';
import { isPrintable } from './export-formats';
import { totalsBlock } from './statement-totals-block';
import type { XlsxWriteOptions } from './xlsx-writer';

export function xlsxTotals(
  kind: ExportKind,
  rows: readonly unknown[],
  columns: ReadonlyArray<ExportColumn<unknown>>,
): Pick<XlsxWriteOptions, 'totals'> {
  if (!isPrintable(kind)) return {};
  const reaisColumn = columns.findIndex((c) => c.header === 'Valor (R$)');
  const quotasColumn = columns.findIndex((c) => c.header === 'Cotas');
  if (reaisColumn < 0 || quotasColumn < 0) return {};
  const block = totalsBlock(new MovementSummary().add(rows as readonly MovementLike[]).totals());
  return { totals: { ...block, reaisColumn, quotasColumn } };
}
