/**
 * Worker thread. The certificates' movements (Op12) kept after they are read (D140, D195–D197), here and not in
 * main (D286): the answer's bytes are decoded, parsed and read here, and every sort, filter, summary, window and
 * export page is made here. Main keeps who asked and relays windows (services/kept-lists.ts).
 *
 * Questions are answered in their order, one at a time; a new view's first window that a newer one for the same
 * list replaced while it waited is not made (`superseded`): the screen had already moved on.
 */
import { parentPort } from 'node:worker_threads';
import type { DriftReport } from '../../src-shared/contract';
import { UnreadableAnswer } from '../../src-shared/contract/lenient/read-answer';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import type { Movement } from '../../src-shared/statements/movement-view';
import { readOp12 } from './read-kept-body';
import { KeptListQuestions } from '../services/kept-list-questions';
import { type KeptList, KeptMovements } from '../services/kept-movements';
import type { KeptListInfo, KeptListsAnswers, KeptListsMessage, KeptListsRequest } from './kept-lists-protocol';
import { KeptListGone } from '../errors/kept-list-errors';

const port = parentPort!;
const post = (message: KeptListsMessage) => port.postMessage(message);

/** Main's clock, as of the question being answered. */
let now = 0;
const kept = new KeptMovements(() => new Date(now));
const questions = new KeptListQuestions(kept);
/** Lists by id: those kept, and those answered without being kept (hold: false) while someone may still ask. */
const byId = new Map<number, { list: KeptList; unheldSince?: number }>();
/** A list read for nobody to keep is answered for this long (its waiting windows and summary), then let go. */
const UNHELD_MS = 60_000;

const info = (list: KeptList): KeptListInfo => ({
  id: list.id,
  owner: list.owner,
  cpf: list.cpf,
  length: list.length,
  complete: list.complete,
  ...(list.complete ? { drift: list.drift } : {}),
});

function listOf(id: number): KeptList | undefined {
  for (const [key, entry] of byId) {
    if (entry.unheldSince !== undefined ? now - entry.unheldSince > UNHELD_MS : !kept.holds(entry.list))
      byId.delete(key);
  }
  return byId.get(id)?.list;
}

function need(id: number): KeptList {
  const list = listOf(id);
  if (!list) throw new KeptListGone();
  return list;
}

function keep(request: Extract<KeptListsRequest, { op: 'keep' }>): KeptListsAnswers['keep'] {
  let read: { data: unknown; drift: DriftReport };
  try {
    read = readOp12(joinedChunks(request.chunks), request.contentType, (drift) =>
      post({ type: 'drift-read', keep: request.seq, drift }),
    );
  } catch (error) {
    if (error instanceof UnreadableAnswer) return { unreadable: error.reason };
    throw error;
  }
  const { data } = read;
  const rows =
    data instanceof LazyListAnswer
      ? (data as LazyListAnswer<Movement>)
      : Array.isArray(data)
        ? (data as Movement[])
        : [];
  // A list read whole at once reports its drift here (a lazy one, once its last slice is read).
  if (!(data instanceof LazyListAnswer)) post({ type: 'drift-read', keep: request.seq, drift: read.drift });
  const list = kept.keep(request.owner, request.cpf, request.certificate, rows, read.drift, { hold: request.hold });
  byId.set(list.id, request.hold ? { list } : { list, unheldSince: now });
  return { list: info(list) };
}

function joinedChunks(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  return Buffer.concat(chunks);
}

function answer(request: KeptListsRequest): unknown {
  switch (request.op) {
    case 'keep':
      return keep(request);
    case 'get': {
      const list = kept.get(request.owner, request.cpf, request.certificate);
      return { list: list ? info(list) : undefined };
    }
    case 'shown': {
      const list = kept.shown(request.owner, request.cpf, request.certificate, request.id);
      return { list: list ? info(list) : undefined };
    }
    case 'window':
      return questions.window(
        need(request.id),
        request.filter,
        request.sort,
        request.offset,
        request.count,
      ) satisfies KeptListsAnswers['window'];
    case 'summary':
      return questions.summary(need(request.id), request.filter) satisfies KeptListsAnswers['summary'];
    case 'rows':
      return questions.rows(
        need(request.id),
        request.filter,
        request.sort,
        request.from,
        request.count,
      ) satisfies KeptListsAnswers['rows'];
    case 'drift':
      return { drift: need(request.id).drift } satisfies KeptListsAnswers['drift'];
    case 'clearCustomer':
      kept.clearCustomer(request.cpf);
      return null;
    case 'clear':
      kept.clear();
      return null;
    case 'size':
      return { size: kept.size } satisfies KeptListsAnswers['size'];
    case 'sweep':
      kept.sweep();
      return null;
  }
}

const queue: KeptListsRequest[] = [];
let draining = false;

/** A new view's first window that a newer first window of the same list is waiting behind. */
function superseded(request: KeptListsRequest): boolean {
  if (request.op !== 'window' || request.offset !== 0) return false;
  const view = JSON.stringify([request.sort, request.filter ?? null]);
  return queue.some(
    (later) =>
      later.op === 'window' &&
      later.id === request.id &&
      later.offset === 0 &&
      JSON.stringify([later.sort, later.filter ?? null]) !== view,
  );
}

function drain(): void {
  const request = queue.shift();
  if (!request) {
    draining = false;
    return;
  }
  now = request.now;
  try {
    if (superseded(request)) post({ type: 'refused', seq: request.seq, reason: 'superseded' });
    else post({ type: 'answer', seq: request.seq, value: answer(request) });
  } catch (error) {
    if (error instanceof KeptListGone) post({ type: 'refused', seq: request.seq, reason: 'gone' });
    else post({ type: 'failed', seq: request.seq, message: error instanceof Error ? error.message : String(error) });
  }
  // One question per turn: the questions that came meanwhile are queued (and can supersede) before the next is answered.
  setImmediate(drain);
}

port.on('message', (request: KeptListsRequest) => {
  queue.push(request);
  if (!draining) {
    draining = true;
    setImmediate(drain);
  }
});
