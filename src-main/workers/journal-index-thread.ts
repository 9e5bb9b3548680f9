/**
 * Worker thread. History's search over the journal's archived segments (journal-index.ts): building the index
 * (reading every segment once) and answering from it hold this thread, never main's event loop, however old the
 * journal is (D340). The journal's opening reads its newest segments here too (journal-start.ts, D727), main
 * taking the entries a page per message. One thread per process serves every journal main opens (the app has one;
 * the tests many).
 */
import { parentPort } from 'node:worker_threads';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { type ArchivePages, ArchiveIndex } from '../journal/journal-index';
import type { SearchRecord } from '../journal/journal-filter';
import { readJournalStart } from '../journal/journal-start';
import { type JournalIndexReply, type JournalIndexRequest, MAX_PAGE_ENTRIES } from '../journal/journal-index-client';
import { toJournalView } from '../journal/journal-entry-view';
import { mergedPages } from '../journal/journal-pages';
import type { JournalEntry } from '../journal/journal-types';
import { ExportChunksOut } from '../export/export-chunks-out';
import { type ExportChunkControl, isExportChunkControl } from '../export/export-chunks-protocol';
import { encodeExport } from '../export/export-encoding';

const port = parentPort!;
const indexes = new Map<string, ArchiveIndex>();
/** Answers being taken a page at a time (History's export, D420), with the journal they belong to. */
const cursors = new Map<number, { journalPath: string; pages: ArchivePages }>();
/** Journal starts read here (D727), their entries waiting for main to take them a page at a time. */
const starts = new Map<
  number,
  { journalPath: string; entries: JournalEntry[]; records: SearchRecord[]; taken: number }
>();
let nextCursor = 1;
/** History's exports being written, their bytes on their way to main (D555). */
const exports = new ExportChunksOut((message, transfer) => port.postMessage(message, transfer ?? []));

/**
 * Starts writing History's export (D555): the cursor's entries merged with main's own, newest first, as their
 * views; encoded in later turns, between the searches that come meanwhile, each chunk waiting for main's file.
 */
function startExport(request: Extract<JournalIndexRequest, { type: 'export' }>, pages: ArchivePages): void {
  const merged = mergedPages(
    request.own,
    { total: pages.total, next: async () => pages.next(MAX_PAGE_ENTRIES), close: () => undefined },
    request.limit,
  );
  async function* views(entries: AsyncIterable<JournalEntry>) {
    for await (const entry of entries) yield toJournalView(entry);
  }
  exports.start(request.exportStream, (sink, options) =>
    encodeExport(views(merged.entries), request.encoding, sink, options),
  );
}

function indexOf(journalPath: string): ArchiveIndex {
  let index = indexes.get(journalPath);
  if (!index) indexes.set(journalPath, (index = new ArchiveIndex(journalPath)));
  return index;
}

port.on('message', (request: JournalIndexRequest | ExportChunkControl) => {
  if (isExportChunkControl(request)) {
    exports.control(request);
    return;
  }
  if (request.type === 'forget') {
    indexes.delete(request.journalPath);
    for (const [cursor, open] of cursors) if (open.journalPath === request.journalPath) cursors.delete(cursor);
    for (const [cursor, start] of starts) if (start.journalPath === request.journalPath) starts.delete(cursor);
    return;
  }
  if (request.type === 'close') {
    cursors.delete(request.cursor);
    return;
  }
  let reply: JournalIndexReply;
  const journalPath =
    request.type === 'page' || request.type === 'export'
      ? cursors.get(request.cursor)?.journalPath
      : request.type === 'start-page'
        ? starts.get(request.cursor)?.journalPath
        : request.journalPath;
  try {
    switch (request.type) {
      case 'warm':
        indexOf(request.journalPath).refresh();
        reply = { id: request.id, ok: true };
        break;
      case 'start': {
        const { entries, records, ...head } = readJournalStart(
          nodeFileSystem,
          request.journalPath,
          request.segmentBytes,
        );
        const cursor = nextCursor++;
        if (entries.length > 0) starts.set(cursor, { journalPath: request.journalPath, entries, records, taken: 0 });
        reply = { id: request.id, ok: true, answer: { cursor, total: entries.length, head } };
        break;
      }
      case 'start-page': {
        const start = starts.get(request.cursor);
        if (!start) throw new Error('Esta leitura do diário já foi encerrada.');
        const to = start.taken + Math.min(request.max, MAX_PAGE_ENTRIES);
        const page = { entries: start.entries.slice(start.taken, to), records: start.records.slice(start.taken, to) };
        start.taken = to;
        if (start.taken >= start.entries.length) starts.delete(request.cursor);
        reply = { id: request.id, ok: true, answer: page };
        break;
      }
      case 'query':
        reply = { id: request.id, ok: true, answer: indexOf(request.journalPath).query(request.query) };
        break;
      case 'open': {
        const pages = indexOf(request.journalPath).pages(request.query);
        const cursor = nextCursor++;
        cursors.set(cursor, { journalPath: request.journalPath, pages });
        reply = { id: request.id, ok: true, answer: { cursor, total: pages.total } };
        break;
      }
      case 'export': {
        const open = cursors.get(request.cursor);
        if (!open) throw new Error('Esta resposta do índice do diário já foi encerrada.');
        cursors.delete(request.cursor);
        startExport(request, open.pages);
        reply = { id: request.id, ok: true };
        break;
      }
      case 'page': {
        const open = cursors.get(request.cursor);
        if (!open) throw new Error('Esta resposta do índice do diário já foi encerrada.');
        const entries = open.pages.next(Math.min(request.max, MAX_PAGE_ENTRIES));
        if (entries.length === 0) cursors.delete(request.cursor);
        reply = { id: request.id, ok: true, answer: { entries } };
        break;
      }
    }
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const notes = journalPath === undefined ? [] : (indexes.get(journalPath)?.takeNotes() ?? []);
  if (notes.length > 0) reply.notes = notes;
  port.postMessage(reply);
});
