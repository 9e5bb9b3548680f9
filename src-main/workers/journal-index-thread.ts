/**
 * Worker thread. History's search over the journal's archived segments (journal-index.ts): building the index
 * (reading every segment once) and answering from it hold this thread, never main's event loop, however old the
 * journal is (D340). One thread per process serves every journal main opens (the app has one; the tests many).
 */
import { parentPort } from 'node:worker_threads';
import { ArchiveIndex } from '../journal/journal-index';
import type { JournalIndexReply, JournalIndexRequest } from '../journal/journal-index-client';

const port = parentPort!;
const indexes = new Map<string, ArchiveIndex>();

port.on('message', (request: JournalIndexRequest) => {
  if (request.type === 'forget') {
    indexes.delete(request.journalPath);
    return;
  }
  let reply: JournalIndexReply;
  try {
    let index = indexes.get(request.journalPath);
    if (!index) indexes.set(request.journalPath, (index = new ArchiveIndex(request.journalPath)));
    if (request.type === 'warm') {
      index.refresh();
      reply = { id: request.id, ok: true };
    } else reply = { id: request.id, ok: true, answer: index.query(request.query) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
