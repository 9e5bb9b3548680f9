/**
 * Streaming CSV writer. Rows are encoded a few hundred at a time into one
 * chunk (text-chunks.ts) and carried to the sink by Node's pipeline, which
 * waits whenever the sink asks: the output is never held whole in memory.
 *
 * writeCsvFile writes through writeExportFile (export-file.ts): a `.partial`
 * file renamed over `path` only once everything is on disk.
 */
import type { CsvFormat } from '../../src-shared/ipc/inputs';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { CSV_DIALECTS, formatCsvCell, quoteCsv, UTF8_BOM } from './csv-cell';
import type { ExportColumn } from './export-columns';
import { writeExportFile } from './export-file';
import { type ChunkOptions, pipeChunks, utf8Chunks } from './text-chunks';

export interface CsvWriteOptions extends ChunkOptions {
  /** End the sink and wait until it has flushed (default true); false leaves it open, e.g. for process.stdout. */
  end?: boolean;
}

export interface CsvWriteResult {
  rows: number;
  /** Bytes written, BOM included. */
  bytes: number;
}

/** The header line, with its line end. */
export function csvHeaderLine(columns: ReadonlyArray<ExportColumn<never>>, format: CsvFormat): string {
  const { separator, lineEnd } = CSV_DIALECTS[format];
  return columns.map((c) => quoteCsv(c.header, separator)).join(separator) + lineEnd;
}

/** One row, with its line end. */
export function csvRowLine<T>(row: T, columns: ReadonlyArray<ExportColumn<T>>, format: CsvFormat): string {
  const { separator, lineEnd } = CSV_DIALECTS[format];
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as ExportColumn<T>;
    if (i > 0) line += separator;
    line += formatCsvCell(column.value(row), column.type, format);
  }
  return line + lineEnd;
}

/**
 * Streams rows as CSV into `sink`: header first (after the BOM for Excel), then rows a few hundred at a time
 * (utf8Chunks), carried with backpressure by Node's pipeline. Ends the sink (unless `end: false`) and resolves once
 * it has flushed.
 */
export async function writeCsv<T>(
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  format: CsvFormat,
  sink: NodeJS.WritableStream,
  options: CsvWriteOptions = {},
): Promise<CsvWriteResult> {
  const count = { rows: 0, bytes: 0 };
  const head =
    (CSV_DIALECTS[format].bom ? UTF8_BOM : '') + csvHeaderLine(columns as ReadonlyArray<ExportColumn<never>>, format);
  const text = { head, rows, line: (row: T) => csvRowLine(row, columns, format) };
  await pipeChunks(utf8Chunks(text, count, options), sink, { signal: options.signal, end: options.end !== false });
  return count;
}

export { PARTIAL_SUFFIX } from './export-file';

/**
 * Writes the CSV to `path + '.partial'` (created anew with mode 0600), flushes
 * it to disk and renames it over `path` (writeExportFile). On any failure or
 * abort the partial file is deleted and the error rethrown; `path` is never
 * left half-written.
 */
export async function writeCsvFile<T>(
  path: string,
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  format: CsvFormat,
  options: Omit<CsvWriteOptions, 'end'> & { files?: FileSystemPort } = {},
): Promise<CsvWriteResult> {
  return writeExportFile(path, options, (stream) => writeCsv(rows, columns, format, stream, { ...options, end: true }));
}
