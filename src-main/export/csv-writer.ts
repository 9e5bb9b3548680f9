/**
 * Streaming CSV writer. Rows are encoded a few hundred at a time into one
 * chunk, written, and the next chunk waits for 'drain' whenever the sink asks
 * for it: the output is never held whole in memory, whatever the row count.
 *
 * writeCsvFile writes through writeExportFile (export-file.ts): a `.partial`
 * file renamed over `path` only once everything is on disk.
 */
import { Writable } from 'node:stream';
import type { CsvFormat } from '../../src-shared/ipc/inputs';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { CSV_DIALECTS, formatCsvCell, quoteCsv, UTF8_BOM } from './csv-cell';
import type { ExportColumn } from './export-columns';
import { writeExportFile } from './export-file';
import { exportCancelled } from './export-cancelled';

export interface CsvWriteOptions {
  /** Called with the number of rows handed to the sink so far: every `progressEvery` rows, and once at the end. */
  onProgress?: (rowsWritten: number) => void;
  /** Default 5,000. */
  progressEvery?: number;
  /** Stops the export between chunks; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Rows per chunk (default 256); a chunk is also cut once it reaches CHUNK_CHARS characters. */
  chunkRows?: number;
  /** End the sink and wait until it has flushed (default true); false leaves it open, e.g. for process.stdout. */
  end?: boolean;
}

export interface CsvWriteResult {
  rows: number;
  /** Bytes written, BOM included. */
  bytes: number;
}

export const DEFAULT_PROGRESS_EVERY = 5_000;
export const DEFAULT_CHUNK_ROWS = 256;
/** A chunk is cut once its text reaches this many characters (≤ 3 bytes each in UTF-8). */
export const CHUNK_CHARS = 64 * 1024;
/** No single write is larger than this: a huge row is split into slices of bytes. */
export const MAX_WRITE_BYTES = 256 * 1024;

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

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? exportCancelled();
}

/** Resolves on 'drain'; rejects when the sink fails or closes first, or on abort. */
export function waitForDrain(sink: NodeJS.WritableStream, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      sink.removeListener('drain', onDrain);
      sink.removeListener('error', onError);
      sink.removeListener('close', onClose);
      signal?.removeEventListener('abort', onAbort);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('O destino da exportação foi fechado antes do fim.'));
    };
    const onAbort = () => {
      cleanup();
      reject(abortReason(signal as AbortSignal));
    };
    sink.on('drain', onDrain);
    sink.on('error', onError);
    sink.on('close', onClose);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Ends the sink and waits until everything written has been flushed. */
export function endSink(sink: NodeJS.WritableStream): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      sink.removeListener('finish', onFinish);
      sink.removeListener('error', onError);
    };
    const onFinish = () => {
      cleanup();
      resolve();
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error);
    };
    sink.on('finish', onFinish);
    sink.on('error', onError);
    sink.end();
  });
}

/** Text gathered into chunks and written to a sink with backpressure, progress and abort (the CSV and the .xlsx sheet share it). */
export class ChunkedOutput {
  rows = 0;
  bytes = 0;
  private text = '';
  private rowsInChunk = 0;
  private lastReported = 0;
  private readonly progressEvery: number;
  private readonly chunkRows: number;
  /** Set by the sink's 'error' event: the next flush rethrows it. */
  private failure: { error: unknown } | undefined;
  private readonly onError = (error: unknown) => {
    this.failure ??= { error };
  };

  constructor(
    private readonly sink: NodeJS.WritableStream,
    private readonly options: CsvWriteOptions,
  ) {
    this.progressEvery = Math.max(1, options.progressEvery ?? DEFAULT_PROGRESS_EVERY);
    this.chunkRows = Math.max(1, options.chunkRows ?? DEFAULT_CHUNK_ROWS);
    sink.on('error', this.onError);
  }

  release(): void {
    this.sink.removeListener('error', this.onError);
  }

  /** True when the chunk is full and should be flushed before the next row. */
  add(line: string, isRow: boolean): boolean {
    this.text += line;
    if (isRow) {
      this.rows++;
      this.rowsInChunk++;
    }
    return this.rowsInChunk >= this.chunkRows || this.text.length >= CHUNK_CHARS;
  }

  async flush(): Promise<void> {
    this.checkAbortAndFailure();
    if (this.text !== '') {
      const buffer = Buffer.from(this.text, 'utf8');
      this.text = '';
      this.rowsInChunk = 0;
      for (let start = 0; start < buffer.length; start += MAX_WRITE_BYTES) {
        const slice =
          start === 0 && buffer.length <= MAX_WRITE_BYTES ? buffer : buffer.subarray(start, start + MAX_WRITE_BYTES);
        this.bytes += slice.length;
        if (!this.sink.write(slice)) await waitForDrain(this.sink, this.options.signal);
        this.checkAbortAndFailure();
      }
    }
    if (this.rows - this.lastReported >= this.progressEvery) this.report();
  }

  report(): void {
    this.lastReported = this.rows;
    this.options.onProgress?.(this.rows);
  }

  finalReport(): void {
    if (this.lastReported !== this.rows || this.rows === 0) this.report();
  }

  private checkAbortAndFailure(): void {
    if (this.failure) throw this.failure.error;
    const signal = this.options.signal;
    if (signal?.aborted) throw abortReason(signal);
  }
}

/** Rows in memory (an array, the kept list) or arriving (pages read one by one): both writers take either. */
export function isSyncIterable<T>(rows: Iterable<T> | AsyncIterable<T>): rows is Iterable<T> {
  return typeof (rows as Partial<Iterable<T>>)[Symbol.iterator] === 'function';
}

/**
 * Streams rows as CSV into `sink`: header first (after the BOM for Excel),
 * then rows in chunks of a few hundred, honouring backpressure. Ends the
 * sink (unless `end: false`) and resolves once it has flushed.
 */
export async function writeCsv<T>(
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  format: CsvFormat,
  sink: NodeJS.WritableStream,
  options: CsvWriteOptions = {},
): Promise<CsvWriteResult> {
  const out = new ChunkedOutput(sink, options);
  try {
    if (options.signal?.aborted) throw abortReason(options.signal);
    out.add(
      (CSV_DIALECTS[format].bom ? UTF8_BOM : '') + csvHeaderLine(columns as ReadonlyArray<ExportColumn<never>>, format),
      false,
    );
    if (isSyncIterable(rows)) {
      // A plain loop: `for await` over a sync iterable would cost a promise per row.
      for (const row of rows) if (out.add(csvRowLine(row, columns, format), true)) await out.flush();
    } else {
      for await (const row of rows) if (out.add(csvRowLine(row, columns, format), true)) await out.flush();
    }
    await out.flush();
    out.finalReport();
    if (options.end !== false) await endSink(sink);
    return { rows: out.rows, bytes: out.bytes };
  } finally {
    out.release();
  }
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

/**
 * A sink for tests and benchmarks that records how the writer streams: how
 * many writes, their total and largest size, and the most bytes ever queued
 * (backpressure honoured ⇒ about highWaterMark plus one chunk). Keeps the
 * bytes only when asked (`keep: true`), so large exports stay out of memory.
 */
export class CsvChunkRecorder extends Writable {
  writes = 0;
  bytes = 0;
  largestChunk = 0;
  /** Most bytes ever buffered in the sink (this chunk and those queued behind it). */
  maxQueued = 0;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly recorderOptions: { keep?: boolean; highWaterMark?: number; delayMs?: number } = {}) {
    super({ highWaterMark: recorderOptions.highWaterMark ?? 64 * 1024 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Includes this chunk and every chunk queued behind it.
    this.maxQueued = Math.max(this.maxQueued, this.writableLength);
    this.writes++;
    this.bytes += chunk.length;
    if (chunk.length > this.largestChunk) this.largestChunk = chunk.length;
    if (this.recorderOptions.keep) this.chunks.push(Buffer.from(chunk));
    const delay = this.recorderOptions.delayMs;
    if (delay === undefined) callback();
    else if (delay === 0) setImmediate(callback);
    else setTimeout(callback, delay);
  }

  /** The bytes received (only with `keep: true`). */
  contents(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
