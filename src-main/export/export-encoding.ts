/**
 * Any thread. How an export's rows become the file's bytes, said as plain data so it can cross to the thread that
 * holds the rows (D555): the format, the table (its columns are made where the rows are, from the same table main
 * uses), the customer's CPF when the heading reveals it (D191), and for the .xlsx its heading, summary and whether
 * the totals of the rows listed go under them (D410). The same writers as ever: the bytes do not depend on the thread.
 */
import type { ExportFormat, ExportKind } from '../../src-shared/ipc/inputs';
import type { Language } from '../../src-shared/words/dictionary';
import { exportColumnsFor, type ExportColumn } from './export-columns';
import { type CsvWriteOptions, writeCsv } from './csv-writer';
import type { StatementHeading } from './statement-heading';
import type { SummaryBlock } from './statement-summary';
import { writeXlsx } from './xlsx-writer';
import { xlsxTotals } from './xlsx-totals';

/** The formats written a chunk at a time (the PDF is made whole by the printer engine). */
export type StreamedFormat = Exclude<ExportFormat, 'pdf'>;

export interface ExportEncoding {
  format: StreamedFormat;
  kind: ExportKind;
  /** The customer's CPF, written in full in its own rows' CPF cells (the heading shows it too, D181). */
  revealedCpf?: string;
  /** The .xlsx's heading block. */
  heading?: StatementHeading;
  summary?: readonly SummaryBlock[];
  summaryNotes?: readonly string[];
  /** The .xlsx's totals of exactly the rows listed, under them (D410). */
  totals?: boolean;
  /** A statement's .xlsx in English (D571): its columns, code words and totals; pt-BR when not said. */
  language?: Language;
}

export type EncodeOptions = Pick<CsvWriteOptions, 'signal' | 'onProgress'>;

/** Writes the rows in the encoding into `sink` and ends it. */
export function encodeExport(
  rows: Iterable<unknown> | AsyncIterable<unknown>,
  encoding: ExportEncoding,
  sink: NodeJS.WritableStream,
  options: EncodeOptions = {},
): Promise<{ rows: number; bytes: number }> {
  const columns = exportColumnsFor(
    encoding.kind,
    encoding.revealedCpf ? { revealedCpf: encoding.revealedCpf } : {},
    encoding.language,
  ) as ReadonlyArray<ExportColumn<unknown>>;
  if (encoding.format !== 'xlsx') return writeCsv(rows, columns, encoding.format, sink, { ...options, end: true });
  if (!encoding.heading) throw new Error('Uma planilha .xlsx precisa do seu cabeçalho.');
  return writeXlsx(rows, columns, encoding.heading, sink, {
    ...options,
    ...(encoding.summary ? { summary: encoding.summary } : {}),
    ...(encoding.summaryNotes ? { summaryNotes: encoding.summaryNotes } : {}),
    ...(encoding.totals && Array.isArray(rows) ? xlsxTotals(encoding.kind, rows, columns, encoding.language) : {}),
  });
}
