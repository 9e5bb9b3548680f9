/** Any thread. The totals under a statement's rows in the .xlsx (D410): of exactly the rows listed, values under their columns. */
import type { ExportKind } from '../../src-shared/ipc/inputs';
import type { Language } from '../../src-shared/words/dictionary';
import { type MovementLike, MovementSummary } from '../../src-shared/statements/movement-view';
import type { ExportColumn } from './export-columns';
import { isPrintable } from './export-formats';
import { totalsBlock } from './statement-totals-block';
import { statementWords } from './statement-words';
import type { XlsxWriteOptions } from './xlsx-writer';

/** The totals in the document's language, under the columns its words name "Valor (R$)" and "Cotas". */
export function xlsxTotals(
  kind: ExportKind,
  rows: readonly unknown[],
  columns: ReadonlyArray<ExportColumn<unknown>>,
  language: Language = 'pt-BR',
): Pick<XlsxWriteOptions, 'totals'> {
  if (!isPrintable(kind)) return {};
  const w = statementWords(language);
  const reaisColumn = columns.findIndex((c) => c.header === w('colValue'));
  const quotasColumn = columns.findIndex((c) => c.header === w('colQuotas'));
  if (reaisColumn < 0 || quotasColumn < 0) return {};
  const block = totalsBlock(new MovementSummary().add(rows as readonly MovementLike[]).totals(), language);
  return { totals: { ...block, reaisColumn, quotasColumn } };
}
