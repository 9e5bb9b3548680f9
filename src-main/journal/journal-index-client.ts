/**
 * Main process. Talks to the journal index's thread (workers/journal-index-thread.ts): History's search over the
 * archived segments is answered there (D340), so main only sends the query and receives the matching entries.
 * The thread is started on first use and restarted on the next one if it dies; a query it cannot answer rejects,
 * and the journal then reads the segments itself (journal.ts).
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from '../workers/start-thread';
import type { ArchiveAnswer, ArchiveQuery } from './journal-index';

export type JournalIndexRequest =
  | { type: 'query'; id: number; journalPath: string; query: ArchiveQuery }
  | { type: 'warm'; id: number; journalPath: string }
  | { type: 'forget'; journalPath: string };
export type JournalIndexReply =
  { id: number; ok: true; answer?: ArchiveAnswer } | { id: number; ok: false; message: string };

/** What the journal needs of an archive index: answers, a head start, and letting go of a closed journal. */
export interface ArchiveSearch {
  query(journalPath: string, query: ArchiveQuery): Promise<ArchiveAnswer>;
  /** Builds the index ahead of the first search (e.g. at start-up), without waiting for it. */
  warm(journalPath: string): Promise<void>;
  forget(journalPath: string): void;
}

class JournalIndexThread implements ArchiveSearch {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: JournalIndexReply) => void; reject: (e: Error) => void }
  >();

  async query(journalPath: string, query: ArchiveQuery): Promise<ArchiveAnswer> {
    const reply = await this.ask((id) => ({ type: 'query', id, journalPath, query }));
    return reply.answer!;
  }

  async warm(journalPath: string): Promise<void> {
    await this.ask((id) => ({ type: 'warm', id, journalPath }));
  }

  forget(journalPath: string): void {
    this.worker?.postMessage({ type: 'forget', journalPath } satisfies JournalIndexRequest);
  }

  private ask(request: (id: number) => JournalIndexRequest): Promise<Extract<JournalIndexReply, { ok: true }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
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
    worker.on('message', (reply: JournalIndexReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      waiting?.resolve(reply);
    });
    const failed = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`A thread do índice do diário terminou (código ${code}).`)));
    this.worker = worker;
    return worker;
  }
}

/** The process's one index thread. */
export const journalIndexThread: ArchiveSearch = new JournalIndexThread();
