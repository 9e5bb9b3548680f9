/**
 * Main process. History's answer a page at a time (D420): the matches main holds in memory (the newest segments)
 * merged, newest first, with the archived ones the index thread hands over in pages of at most MAX_PAGE_ENTRIES,
 * each page asked only once the one before is used. Main never holds or receives the whole answer, and its event
 * loop turns between pages, whatever the journal's size.
 */
import type { ArchiveCursor } from './journal-index-client';
import type { ExportChunksIn } from '../export/export-chunks-in';
import type { ExportEncoding } from '../export/export-encoding';
import type { JournalEntry } from './journal-types';

export interface JournalPages {
  /** Entries the answer brings (fewer only if an archived segment vanishes meanwhile). */
  total: number;
  /** Newest first: the same entries, in the same order, as the whole answer (OperationsJournal.search). */
  entries: AsyncIterable<JournalEntry>;
  /** Lets the thread drop what is left of the answer; safe to call more than once, and after the last entry. */
  close(): void;
  /**
   * The same entries written in `encoding` by the index's thread, as the file's bytes (D555): instead of `entries`,
   * when the archive can (its thread answers).
   */
  write?(encoding: ExportEncoding, onProgress?: (rows: number) => void): Promise<ExportChunksIn>;
}

/**
 * `own` newest first (stable, newest-begun first on the same instant) and the cursor's pages likewise: on the
 * same instant `own` comes first, as in a stable sort of `own` followed by the archived entries.
 */
export function mergedPages(
  own: readonly JournalEntry[],
  cursor: ArchiveCursor | undefined,
  limit: number | undefined,
): JournalPages {
  const total = Math.min(limit ?? Infinity, own.length + (cursor?.total ?? 0));
  async function* entries(): AsyncGenerator<JournalEntry> {
    let page: JournalEntry[] = [];
    let p = 0;
    let o = 0;
    let given = 0;
    let exhausted = cursor === undefined;
    try {
      while (given < total) {
        if (p === page.length && !exhausted) {
          page = await cursor!.next();
          p = 0;
          exhausted = page.length === 0;
        }
        const archived = page[p];
        const mine = own[o];
        if (mine === undefined && archived === undefined) return;
        if (mine !== undefined && (archived === undefined || startOf(mine) >= startOf(archived))) {
          o++;
          yield mine;
        } else {
          p++;
          yield archived!;
        }
        given++;
      }
    } finally {
      cursor?.close();
    }
  }
  const writeMerged = cursor?.writeMerged;
  return {
    total,
    entries: entries(),
    close: () => cursor?.close(),
    ...(writeMerged
      ? { write: (encoding, onProgress) => writeMerged.call(cursor, [...own], limit, encoding, onProgress) }
      : {}),
  };
}

const startOf = (entry: JournalEntry): number => Date.parse(entry.startedAt);
