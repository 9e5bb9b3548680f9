/**
 * Main process. An export's text made row by row and handed on as UTF-8 chunks of a few hundred rows: the output is
 * never held whole, whatever the row count. Node's `stream/promises` pipeline carries the chunks to the sink and
 * waits for it whenever it asks (backpressure), ends it and reports its failure; this module only cuts the text
 * (the CSV and the .xlsx sheet share it).
 */
import { pipeline } from 'node:stream/promises';
import { exportCancelled } from './export-cancelled';

export interface ChunkOptions {
  /** Called with the number of rows handed to the sink so far: every `progressEvery` rows, and once at the end. */
  onProgress?: (rowsWritten: number) => void;
  /** Default 5,000. */
  progressEvery?: number;
  /** Stops the export between chunks and while the sink is full; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Rows per chunk (default 256); a chunk is also cut once it reaches CHUNK_CHARS characters. */
  chunkRows?: number;
}

export const DEFAULT_PROGRESS_EVERY = 5_000;
export const DEFAULT_CHUNK_ROWS = 256;
/** A chunk is cut once its text reaches this many characters (≤ 3 bytes each in UTF-8). */
export const CHUNK_CHARS = 64 * 1024;
/** No single write is larger than this: a huge row is split into slices of bytes. */
export const MAX_WRITE_BYTES = 256 * 1024;

/** The text of an export: what comes before the rows, a line per row, and what comes after them. */
export interface RowText<T> {
  head: string;
  rows: Iterable<T> | AsyncIterable<T>;
  line: (row: T) => string;
  /** Called once every row has been made (the .xlsx sheet's end names its last row). */
  tail?: () => string;
}

/** What went out so far: rows made into text, bytes handed on. */
export interface ChunkCount {
  rows: number;
  bytes: number;
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? exportCancelled();
}

/** Rows in memory (an array, the kept list) or arriving (pages read one by one): both writers take either. */
export function isSyncIterable<T>(rows: Iterable<T> | AsyncIterable<T>): rows is Iterable<T> {
  return typeof (rows as Partial<Iterable<T>>)[Symbol.iterator] === 'function';
}

/** The text as UTF-8 chunks of at most MAX_WRITE_BYTES, counted into `count`; progress is reported as they are taken. */
export async function* utf8Chunks<T>(
  text: RowText<T>,
  count: ChunkCount,
  options: ChunkOptions = {},
): AsyncGenerator<Buffer, void, undefined> {
  const progressEvery = Math.max(1, options.progressEvery ?? DEFAULT_PROGRESS_EVERY);
  const chunkRows = Math.max(1, options.chunkRows ?? DEFAULT_CHUNK_ROWS);
  let pending = text.head;
  let rowsInChunk = 0;
  let reported: number | undefined;
  const report = () => {
    reported = count.rows;
    options.onProgress?.(count.rows);
  };
  async function* cut(): AsyncGenerator<Buffer, void, undefined> {
    const bytes = Buffer.from(pending, 'utf8');
    pending = '';
    rowsInChunk = 0;
    for (let start = 0; start < bytes.length; start += MAX_WRITE_BYTES) {
      if (options.signal?.aborted) throw abortReason(options.signal);
      const slice = bytes.length <= MAX_WRITE_BYTES ? bytes : bytes.subarray(start, start + MAX_WRITE_BYTES);
      count.bytes += slice.length;
      // Resumed once the sink has taken the slice (and drained, if it asked to).
      yield slice;
    }
    if (count.rows - (reported ?? 0) >= progressEvery) report();
  }
  const add = (row: T): boolean => {
    pending += text.line(row);
    count.rows++;
    rowsInChunk++;
    return rowsInChunk >= chunkRows || pending.length >= CHUNK_CHARS;
  };
  if (isSyncIterable(text.rows)) {
    // A chunk's rows are made in a plain function, not in this generator's body, where V8 runs a hot loop slower;
    // and not by `for await`, which would cost a promise per row.
    const source = text.rows[Symbol.iterator]();
    /** Adds rows until the chunk is full (true) or the rows have run out (false). */
    const fill = (): boolean => {
      for (let next = source.next(); !next.done; next = source.next()) if (add(next.value)) return true;
      return false;
    };
    try {
      while (fill()) yield* cut();
    } finally {
      // As a `for…of` would on an early exit: a source that holds something lets it go.
      source.return?.();
    }
  } else {
    for await (const row of text.rows) if (add(row)) yield* cut();
  }
  pending += text.tail?.() ?? '';
  if (pending !== '') yield* cut();
  if (reported !== count.rows) report();
}

/**
 * Carries the chunks into the sink with its backpressure (`stream/promises` pipeline), ends it unless `end: false`
 * and resolves once it has flushed. An abort rejects with the signal's reason, whatever step it stopped.
 */
export async function pipeChunks(
  chunks: AsyncIterable<Buffer>,
  sink: NodeJS.WritableStream,
  options: { signal?: AbortSignal | undefined; end?: boolean } = {},
): Promise<void> {
  const { signal } = options;
  if (signal?.aborted) throw abortReason(signal);
  try {
    await pipeline(chunks, sink, { ...(signal ? { signal } : {}), end: options.end !== false });
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw error;
  }
}
