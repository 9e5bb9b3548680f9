/**
 * Main process. Talks to the journal index's thread (workers/journal-index-thread.ts): History's search over the
 * archived segments is answered there (D340), so main only sends the query and receives the matching entries.
 * The thread is started on first use and restarted on the next one if it dies; a query it cannot answer rejects,
 * and the journal then reads the segments itself (journal.ts). The journal's opening is read there too (D727).
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from '../workers/start-thread';
import type { JournalEntry } from './journal-types';
import type { ArchiveAnswer, ArchiveQuery } from './journal-index';
import type { SearchRecord } from './journal-filter';
import type { JournalStart, JournalStartHead } from './journal-start';
import { type ExportChunksIn, ExportStreams } from '../export/export-chunks-in';
import { type ExportChunkControl, isExportChunkEvent, type ExportChunkEvent } from '../export/export-chunks-protocol';
import type { ExportEncoding } from '../export/export-encoding';

/**
 * The most entries one message of the thread hands main (D420): main's share of a page (taking the message in,
 * writing its rows) stays a few milliseconds, however many entries the answer has.
 */
export const MAX_PAGE_ENTRIES = 500;

export type JournalIndexRequest =
  | { type: 'query'; id: number; journalPath: string; query: ArchiveQuery }
  | { type: 'open'; id: number; journalPath: string; query: ArchiveQuery }
  | { type: 'page'; id: number; cursor: number; max: number }
  | { type: 'close'; cursor: number }
  /**
   * The cursor's entries merged with `own` (main's, newest first) and cut to `limit`, as History's export writes
   * them in `encoding`; their bytes go to main as `exportStream` (D555). The cursor is the export's from then on.
   */
  | {
      type: 'export';
      id: number;
      cursor: number;
      own: JournalEntry[];
      limit: number | undefined;
      exportStream: number;
      encoding: ExportEncoding;
    }
  | { type: 'warm'; id: number; journalPath: string }
  /** What the journal reads when it opens (journal-start.ts, D727), answered as a cursor over its entries. */
  | { type: 'start'; id: number; journalPath: string; segmentBytes: number }
  | { type: 'start-page'; id: number; cursor: number; max: number }
  | { type: 'forget'; journalPath: string };
/** What a cursor answers: `open` its number and total, `page` its next entries. */
export interface CursorAnswer {
  cursor?: number;
  total?: number;
  entries?: JournalEntry[];
}
/** What `start` answers: the start but its entries, and a cursor over them; `start-page` a page of them. */
export interface StartAnswer {
  cursor: number;
  total: number;
  head: JournalStartHead;
}
export interface StartPage {
  entries: JournalEntry[];
  records: SearchRecord[];
}
/** `notes`: the index's log lines for the journal asked about (index files refused or not written; no personal data). */
export type JournalIndexReply = (
  | { id: number; ok: true; answer?: ArchiveAnswer | CursorAnswer | StartAnswer | StartPage }
  | { id: number; ok: false; message: string }
) & { notes?: string[] };

/** An archived answer taken a page at a time (History's export, D420). */
export interface ArchiveCursor {
  /** Entries the pages will bring (fewer only if a segment vanishes meanwhile). */
  readonly total: number;
  /** The next entries, newest first, at most MAX_PAGE_ENTRIES; empty once all were given. */
  next(): Promise<JournalEntry[]>;
  /** Lets the thread drop the answer (also before the last page). */
  close(): void;
  /**
   * The whole answer merged with `own` (newest first, as mergedPages) and cut to `limit`, written in `encoding` by
   * the thread: main receives the file's bytes, never the entries (D555). Instead of `next`, not after it.
   */
  writeMerged?(
    own: JournalEntry[],
    limit: number | undefined,
    encoding: ExportEncoding,
    onProgress?: (rows: number) => void,
  ): Promise<ExportChunksIn>;
}

/** What the journal needs of an archive index: answers, a head start, and letting go of a closed journal. */
export interface ArchiveSearch {
  query(journalPath: string, query: ArchiveQuery): Promise<ArchiveAnswer>;
  /** The answer to a query as pages, for answers too big for one message (History's export). */
  open(journalPath: string, query: ArchiveQuery): Promise<ArchiveCursor>;
  /** Builds the index ahead of the first search (e.g. at start-up), without waiting for it. */
  warm(journalPath: string): Promise<void>;
  /** Reads what the journal's opening reads (journal-start.ts) beside main's event loop, not on it (D727). */
  start?(journalPath: string, segmentBytes: number): Promise<JournalStart>;
  forget(journalPath: string): void;
  /** Where the index's log lines about this journal go (main's log). */
  logTo?(journalPath: string, log: (line: string) => void): void;
}

class JournalIndexThread implements ArchiveSearch {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { journalPath: string; resolve: (reply: JournalIndexReply) => void; reject: (e: Error) => void }
  >();
  private readonly logs = new Map<string, (line: string) => void>();
  /** History's exports whose bytes the thread is sending (D555). */
  private readonly exports = new ExportStreams();

  logTo(journalPath: string, log: (line: string) => void): void {
    this.logs.set(journalPath, log);
  }

  async query(journalPath: string, query: ArchiveQuery): Promise<ArchiveAnswer> {
    const reply = await this.ask(journalPath, (id) => ({ type: 'query', id, journalPath, query }));
    return reply.answer as ArchiveAnswer;
  }

  async open(journalPath: string, query: ArchiveQuery): Promise<ArchiveCursor> {
    const opened = (await this.ask(journalPath, (id) => ({ type: 'open', id, journalPath, query })))
      .answer as CursorAnswer;
    const cursor = opened.cursor!;
    let closed = false;
    return {
      total: opened.total!,
      next: async () => {
        if (closed) return [];
        const reply = await this.ask(journalPath, (id) => ({ type: 'page', id, cursor, max: MAX_PAGE_ENTRIES }));
        return (reply.answer as CursorAnswer).entries ?? [];
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.worker?.postMessage({ type: 'close', cursor } satisfies JournalIndexRequest);
      },
      writeMerged: async (own, limit, encoding, onProgress) => {
        if (closed) throw new Error('Esta resposta do índice do diário já foi encerrada.');
        closed = true;
        const worker = this.thread();
        const source = this.exports.create((control: ExportChunkControl) => {
          if (this.worker === worker) worker.postMessage(control);
        }, onProgress);
        // Held while bytes are on their way: the export is awaited, not idle.
        worker.ref();
        source.once('close', () => {
          if (this.waiting.size === 0 && !this.exports.busy) this.worker?.unref();
        });
        try {
          await this.ask(journalPath, (id) => ({
            type: 'export',
            id,
            cursor,
            own,
            limit,
            exportStream: source.exportStream,
            encoding,
          }));
        } catch (error) {
          source.destroy();
          throw error;
        }
        return source;
      },
    };
  }

  async warm(journalPath: string): Promise<void> {
    await this.ask(journalPath, (id) => ({ type: 'warm', id, journalPath }));
  }

  async start(journalPath: string, segmentBytes: number): Promise<JournalStart> {
    const opened = (await this.ask(journalPath, (id) => ({ type: 'start', id, journalPath, segmentBytes })))
      .answer as StartAnswer;
    const start: JournalStart = { ...opened.head, entries: [], records: [] };
    // A page per message: main takes each in a turn of its own, a few milliseconds, however big the segments are.
    while (start.entries.length < opened.total) {
      const page = (
        await this.ask(journalPath, (id) => ({
          type: 'start-page',
          id,
          cursor: opened.cursor,
          max: MAX_PAGE_ENTRIES,
        }))
      ).answer as StartPage;
      if (page.entries.length === 0) throw new Error('A leitura do diário na thread do índice terminou antes do fim.');
      start.entries.push(...page.entries);
      start.records.push(...page.records);
    }
    return start;
  }

  forget(journalPath: string): void {
    this.worker?.postMessage({ type: 'forget', journalPath } satisfies JournalIndexRequest);
    this.logs.delete(journalPath);
  }

  private ask(
    journalPath: string,
    request: (id: number) => JournalIndexRequest,
  ): Promise<Extract<JournalIndexReply, { ok: true }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
        journalPath,
        resolve: (reply) => (reply.ok ? resolve(reply) : reject(new Error(reply.message))),
        reject,
      });
      const worker = this.thread();
      // Held while an answer is awaited, let go when idle: never what keeps the process alive (the app quits, a test run ends).
      worker.ref();
      worker.postMessage(request(id));
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread('journal-index-thread', undefined);
    worker.on('message', (reply: JournalIndexReply | ExportChunkEvent) => {
      if (isExportChunkEvent(reply)) {
        this.exports.heard(reply);
        return;
      }
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0 && !this.exports.busy) worker.unref();
      if (waiting) for (const line of reply.notes ?? []) this.logs.get(waiting.journalPath)?.(line);
      waiting?.resolve(reply);
    });
    const failed = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      this.exports.lost(error);
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`A thread do índice do diário terminou (código ${code}).`)));
    this.worker = worker;
    return worker;
  }
}

/** The process's one index thread. */
export const journalIndexThread: ArchiveSearch = new JournalIndexThread();
