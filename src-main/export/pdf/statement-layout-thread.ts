/**
 * Main process. A statement's HTML laid out in the statement thread (workers/statement-thread.ts, D595), so main's
 * event loop only sends the rows and receives the text. The thread is started on first use, kept while a request
 * waits (unreferenced when idle, so it never holds a process open) and started again after it dies; a request it
 * cannot answer rejects with the thread's reason.
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from '../../workers/start-thread';
import type { StatementInput } from './statement-layout';

export type StatementLayoutReply = { id: number; ok: true; html: string } | { id: number; ok: false; message: string };

let thread: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  thread = undefined;
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function started(): Worker {
  if (thread) return thread;
  const worker = startThread('statement-thread', undefined);
  worker.on('message', (reply: StatementLayoutReply) => {
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) request.resolve(reply.html);
    else request.reject(new Error(reply.message));
  });
  worker.on('error', (error) => {
    if (thread === worker) failAll(error);
  });
  worker.on('exit', (code) => {
    if (thread === worker) failAll(new Error(`statement thread stopped (exit code ${code})`));
  });
  return (thread = worker);
}

/** The statement's HTML, laid out off main's event loop. */
export function layOutStatement(input: StatementInput): Promise<string> {
  const worker = started();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.ref();
    try {
      worker.postMessage({ id, input });
    } catch (error) {
      // The input did not clone (a value a thread cannot receive): said, never laid out in main instead.
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
