/**
 * Worker thread. The certificates' movements (Op12) kept after they are read (D140, D195–D197), here and not in
 * main (D286): the answer's bytes are decoded, parsed and read here, and every sort, filter, summary, window and
 * export page is made here. Main keeps who asked and relays windows (services/kept-lists.ts).
 *
 * Questions are answered in their order, one at a time (kept-lists-queue.ts); a new view's first window that a newer
 * one for the same list replaced, while it waited or while it was being made, is answered `superseded` (D430).
 */
import { parentPort, receiveMessageOnPort } from 'node:worker_threads';
import { type ApiResult, type DriftReport, operationDefs } from '../../src-shared/contract';
import { balanceExportInput } from '../export/balance-export-input';
import type { ReadOutcome } from '../../src-shared/ipc';
import { UnreadableAnswer } from '../../src-shared/contract/lenient/read-answer';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import type { Movement } from '../../src-shared/statements/movement-view';
import { KeptBodyIntake } from './kept-body-intake';
import { lastByteSent } from './last-byte-sent';
import { type Op12Read, readAnswerIntake, readOp12Intake } from './read-kept-body';
import { ErrorBodyInSuccess, type ReadResult } from '../api-client/read-response';
import { quotaSourcesFrom } from '../services/quota-sources';
import { KeptListQuestions } from '../services/kept-list-questions';
import { type KeptList, KeptMovements } from '../services/kept-movements';
import type {
  BodyBytes,
  KeptListInfo,
  KeptListsAnswers,
  KeptListsMessage,
  KeptListsRequest,
  ToKeptLists,
} from './kept-lists-protocol';
import { KeptListGone } from '../errors/kept-list-errors';
import { KeptListsQueue } from './kept-lists-queue';
import { ExportChunksOut } from '../export/export-chunks-out';
import { type ExportChunkControl, isExportChunkControl } from '../export/export-chunks-protocol';
import { encodeExport } from '../export/export-encoding';

const port = parentPort!;
// An answer's JSON bytes (read-answer, D729) are handed over, not copied.
const post = (message: KeptListsMessage) => port.postMessage(message, transferOf(message));
/** Exports being written, their bytes on their way to main (D555). */
const exports = new ExportChunksOut((message, transfer) => port.postMessage(message, transfer ?? []));

/** Main's clock, as of the question being answered. */
let now = 0;
const queue = new KeptListsQueue({
  answer: (request) => {
    now = request.now;
    return answer(request);
  },
  post,
  poll: () => {
    for (;;) {
      const received = receiveMessageOnPort(port);
      if (!received) return undefined;
      const message = received.message as ToKeptLists;
      if (!tookBytes(message)) return message;
    }
  },
  later: (next) => void setImmediate(next),
});
const kept = new KeptMovements(() => new Date(now), { checkpoint: queue.checkpoint });
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

/** The body that came through `intake`, whole: a thread started again while it travelled has only part of it, or none. */
function takeBody(intake: number, bytes: number): KeptBodyIntake {
  const body = bodies.get(intake) ?? new KeptBodyIntake(undefined, false);
  bodies.delete(intake);
  // Never read as a shorter answer.
  if (body.bytes !== bytes) throw new Error('o corpo da resposta não chegou inteiro');
  return body;
}

function keep(request: Extract<KeptListsRequest, { op: 'keep' }>): KeptListsAnswers['keep'] {
  const body = takeBody(request.intake, request.bytes);
  const lazyList = (drift: DriftReport) => post({ type: 'drift-read', keep: request.seq, drift });
  let read: Op12Read;
  try {
    read = readOp12Intake(body, request.contentType, lazyList);
  } catch (error) {
    if (error instanceof ErrorBodyInSuccess) return { errorBody: JSON.stringify(error.json) };
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
  const list = kept.keep(request.owner, request.cpf, request.certificate, rows, read.drift, {
    hold: request.hold,
    dates: read.dates,
  });
  byId.set(list.id, request.hold ? { list } : { list, unheldSince: now });
  return { list: info(list) };
}

/** Another operation's answer, read whole as the client reads it and written as the JSON main relays (D729). */
function readAnswer(request: Extract<KeptListsRequest, { op: 'read-answer' }>): KeptListsAnswers['read-answer'] {
  const body = takeBody(request.intake, request.bytes);
  let read: ReadResult;
  try {
    read = readAnswerIntake(operationDefs[request.operation], body, request.contentType);
  } catch (error) {
    if (error instanceof ErrorBodyInSuccess) return { errorBody: JSON.stringify(error.json) };
    if (error instanceof UnreadableAnswer) return { unreadable: error.reason };
    throw error;
  }
  const outcome: ReadOutcome<unknown> = { data: read.data, drift: read.drift };
  const length = Array.isArray(read.data) ? read.data.length : undefined;
  return { json: new TextEncoder().encode(JSON.stringify(outcome)), drift: read.drift, length };
}

/** Starts writing a relayed balance answer's table (D729, D555), as main would have written it. */
function exportAnswer(request: Extract<KeptListsRequest, { op: 'export-answer' }>): KeptListsAnswers['export-answer'] {
  const { data } = JSON.parse(new TextDecoder().decode(request.json)) as { data: unknown };
  const entries = (Array.isArray(data) ? data : []) as ApiResult<'op14'>;
  const { rows, encoding } = balanceExportInput(entries, request, request.encoding);
  exports.start(request.exportStream, (sink, options) => encodeExport(rows, encoding, sink, options));
  return { total: rows.length };
}

/**
 * Starts writing the view's rows (D555): the view is taken now, in the question's turn; the rows are encoded in
 * later turns, between the questions that come meanwhile, each chunk waiting for main's file to take the last ones.
 */
function exportView(request: Extract<KeptListsRequest, { op: 'export' }>): KeptListsAnswers['export'] {
  const { period } = request;
  const { rows, encoding } = questions.exportInput(
    need(request.id),
    request,
    request.encoding,
    period ? { period: period.period, quotas: quotaSourcesFrom(period.quotas) } : undefined,
  );
  exports.start(request.exportStream, (sink, options) => encodeExport(rows, encoding, sink, options));
  return { total: rows.length };
}

/** Answers' bytes still arriving, by intake (D431), read as they come (D581, D615). */
const bodies = new Map<number, KeptBodyIntake>();

/** Takes in an answer's bytes on their way, or main's word on an export; false for a question. */
function tookBytes(message: ToKeptLists): message is BodyBytes | ExportChunkControl {
  if (isExportChunkControl(message)) {
    exports.control(message);
    return true;
  }
  if (message.op === 'open') {
    const { sent } = lastByteSent(message.lastByteSent);
    bodies.set(
      message.intake,
      new KeptBodyIntake(message.contentType, true, {
        lastByteSent: sent,
        ...(message.walk ? {} : { walkFromBytes: Number.POSITIVE_INFINITY }),
      }),
    );
    return true;
  }
  if (message.op === 'chunk') {
    let body = bodies.get(message.intake);
    // Bytes of an intake not opened here (this thread started after the open): kept, decoded at `keep`.
    if (!body) bodies.set(message.intake, (body = new KeptBodyIntake(undefined, false)));
    body.write(message.bytes);
    return true;
  }
  if (message.op === 'drop') {
    bodies.delete(message.intake);
    return true;
  }
  return false;
}

function answer(request: KeptListsRequest): unknown {
  switch (request.op) {
    case 'keep':
      return keep(request);
    case 'read-answer':
      return readAnswer(request);
    case 'export-answer':
      return exportAnswer(request);
    case 'get': {
      const list = kept.get(request.owner, request.cpf, request.certificate);
      return { list: list ? info(list) : undefined };
    }
    case 'shown': {
      const list = kept.shown(request.owner, request.cpf, request.certificate, request.id);
      return { list: list ? info(list) : undefined };
    }
    case 'window':
      return questions.window(need(request.id), request.filter, request.sort, request.offset, request.count, {
        whole: request.whole === true,
      }) satisfies KeptListsAnswers['window'];
    case 'summary':
      return questions.summary(need(request.id), request.filter) satisfies KeptListsAnswers['summary'];
    case 'period':
      return questions.period(
        need(request.id),
        request.period,
        quotaSourcesFrom(request.quotas),
      ) satisfies KeptListsAnswers['period'];
    case 'rows':
      return questions.rows(
        need(request.id),
        request.filter,
        request.sort,
        request.from,
        request.count,
      ) satisfies KeptListsAnswers['rows'];
    case 'export':
      return exportView(request);
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

function transferOf(message: KeptListsMessage): ArrayBuffer[] {
  if (message.type !== 'answer') return [];
  const json = (message.value as { json?: unknown } | null)?.json;
  return json instanceof Uint8Array ? [json.buffer as ArrayBuffer] : [];
}

port.on('message', (message: ToKeptLists) => {
  if (!tookBytes(message)) queue.add(message);
});
