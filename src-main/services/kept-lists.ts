/**
 * Main process. The kept movement lists (D140, D195–D197) as main sees them: they live in their own
 * thread (workers/kept-lists-thread.ts, D286), which decodes and reads Op12's bytes and makes every sort, filter,
 * summary, window and export page; main holds only who asked and hands windows on. Another read that grows with the
 * history (Op14) is read there too and comes back as the JSON main relays unread (D729). Started on the first list
 * kept; a thread that fails answers "internal" to what was waiting and is started again by the next list.
 */
import type { Worker } from 'node:worker_threads';
import type { DriftReport } from '../../src-shared/contract';
import type { BalanceSort, MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import type { Movement } from '../../src-shared/statements/movement-view';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import type { QuotaAnswers } from './quota-sources';
import { RelayedAnswer } from './relayed-answer';
import type { BodyIntake, BodySink, UnreadBody } from '../api-client/unread-body';
import { AppError } from '../errors';
import type {
  BodyBytes,
  FromKeptLists,
  KeptListInfo,
  KeptListsAnswers,
  KeptListsAsk,
  KeptListsRequest,
} from '../workers/kept-lists-protocol';
import { KeptListGone } from '../errors/kept-list-errors';
import { startThread } from '../workers/start-thread';
import { ownsItsBuffer } from '../workers/owns-its-buffer';
import { type LastByteSent, lastByteSent } from '../workers/last-byte-sent';
import { keptListKey } from './kept-movements';
import { type ExportChunksIn, ExportStreams } from '../export/export-chunks-in';
import { isExportChunkEvent } from '../export/export-chunks-protocol';
import type { ExportEncoding } from '../export/export-encoding';
import { words } from '../../src-shared/words/error-codes';

/** Rows per export page: a few milliseconds to copy in, so an export of a million rows never holds main for long. */
const EXPORT_PAGE_ROWS = 5_000;

export { KeptListGone };

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What the movements screen's service asks of the kept lists (KeptLists; tests answer it in their own thread). */
export type KeptListsPort = Pick<
  KeptLists,
  'window' | 'summary' | 'period' | 'rows' | 'drift' | 'viewLength' | 'exportView'
>;

export class KeptLists implements BodySink {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();
  /** Lists being read: who reports their drift once every row is read. */
  private readonly driftReaders = new Map<number, (drift: DriftReport) => void>();
  private intakes = 0;
  /** Bodies on their way to the thread, by the intake the client wrote them to. */
  private readonly bodies = new Map<BodyIntake, { intake: number; bytes: () => number; lastByte: LastByteSent }>();
  /** Exports whose bytes the thread is sending (D555). */
  private readonly exports = new ExportStreams();

  constructor(private readonly clock: () => Date) {}

  /** Whose lists and of which certificate: the key of a read in flight too (one at a time, D195). */
  keyOf(owner: string, cpf: string, certificate: string): string {
    return keptListKey(owner, cpf, certificate);
  }

  /**
   * An intake for one answer's bytes (the client's CallOptions.unread): each chunk goes to the thread as it comes,
   * its buffer transferred when the chunk is the whole of it, else copied alone (a chunk's buffer may be shared, as
   * Node's pooled buffers are, and must not be taken from whoever else uses it). Main joins nothing (D431).
   */
  open(contentType: string | undefined, options: { walk: boolean } = { walk: true }): BodyIntake {
    const intake = ++this.intakes;
    const worker = this.thread();
    const lastByte = lastByteSent();
    let bytes = 0;
    let dropped = false;
    const post = (message: BodyBytes, transfer: ArrayBuffer[] = []) => {
      // A thread started again meanwhile never had this body: `keep` finds it short and says so.
      if (this.worker === worker) worker.postMessage(message, transfer);
    };
    post({ op: 'open', intake, contentType, lastByteSent: lastByte.shared, walk: options.walk });
    const handle: BodyIntake = {
      write: (chunk) => {
        if (dropped || chunk.byteLength === 0) return;
        const own = ownsItsBuffer(chunk) ? chunk : chunk.slice();
        bytes += own.byteLength;
        post({ op: 'chunk', intake, bytes: own }, [own.buffer as ArrayBuffer]);
      },
      drop: () => {
        if (dropped) return;
        dropped = true;
        this.bodies.delete(handle);
        post({ op: 'drop', intake });
      },
    };
    this.bodies.set(handle, { intake, bytes: () => bytes, lastByte });
    return handle;
  }

  /** Reads an Op12 answer's bytes in the thread and keeps the list (unless `hold` is false): see KeptMovements.keep. */
  async keep(
    owner: string,
    cpf: string,
    certificate: string,
    body: UnreadBody,
    options: { hold: boolean },
  ): Promise<KeptListInfo> {
    const sent = this.handedOver(body);
    const seq = this.seq + 1;
    this.driftReaders.set(seq, body.read);
    try {
      const kept = await this.ask({
        op: 'keep',
        owner,
        cpf,
        certificate,
        ...sent,
        hold: options.hold,
      });
      return readOrThrow(body, kept).list;
    } catch (error) {
      this.driftReaders.delete(seq);
      throw error;
    }
  }

  /**
   * Where the client leaves another operation's success body unread (CallOptions.unread), for `readAnswer`: its bytes
   * go to the thread as Op12's do, decoded as they come and never parsed before the last byte.
   */
  readonly answers: BodySink = { open: (contentType) => this.open(contentType, { walk: false }) };

  /**
   * Reads another operation's answer in the thread (D729), whole, as the client would have read it in main: main
   * gets its outcome as JSON bytes to relay, never the rows. The errors are the client's own.
   */
  async readAnswer(body: UnreadBody): Promise<RelayedAnswer> {
    const read = readOrThrow(
      body,
      await this.ask({ op: 'read-answer', ...this.handedOver(body), operation: body.operation }),
    );
    body.read(read.drift);
    return new RelayedAnswer(read.json, read.length);
  }

  /**
   * The intake a body's bytes went through, no longer this side's, and the last byte marked sent: told before the
   * question, since the thread may still be taking chunks queued before it.
   */
  private handedOver(body: UnreadBody): { intake: number; bytes: number; contentType: string | undefined } {
    const sent = this.bodies.get(body.intake);
    if (!sent) throw threadFailed('corpo de resposta desconhecido');
    this.bodies.delete(body.intake);
    sent.lastByte.mark();
    return { intake: sent.intake, bytes: sent.bytes(), contentType: body.contentType };
  }

  /** The list this user read for this certificate, unless stale (KeptMovements.get); a look. */
  async get(owner: string, cpf: string, certificate: string): Promise<KeptListInfo | undefined> {
    if (!this.worker) return undefined;
    return (await this.ask({ op: 'get', owner, cpf, certificate })).list;
  }

  /** The list `id` while it is held, stale or not (KeptMovements.shown, D196); a look. */
  async shown(owner: string, cpf: string, certificate: string, id: number): Promise<KeptListInfo | undefined> {
    if (!this.worker) return undefined;
    return (await this.ask({ op: 'shown', owner, cpf, certificate, id })).list;
  }

  window(
    list: KeptListInfo,
    filter: MovementFilter | undefined,
    sort: MovementSort,
    offset: number,
    count: number,
    options: { whole?: boolean } = {},
  ): Promise<KeptListsAnswers['window']> {
    return this.ask({
      op: 'window',
      id: list.id,
      ...(filter ? { filter } : {}),
      sort,
      offset,
      count,
      ...(options.whole ? { whole: true as const } : {}),
    });
  }

  summary(list: KeptListInfo, filter: MovementFilter | undefined): Promise<KeptListsAnswers['summary']> {
    return this.ask({ op: 'summary', id: list.id, ...(filter ? { filter } : {}) });
  }

  /** The period summary of the whole list (every fund, every type: a balance is of the whole fund), D350. */
  period(list: KeptListInfo, period: SummaryPeriod, quotas: QuotaAnswers): Promise<KeptListsAnswers['period']> {
    return this.ask({ op: 'period', id: list.id, period, quotas });
  }

  /** The drift report of the whole answer (every row read first, D41). */
  async drift(list: KeptListInfo): Promise<DriftReport> {
    return list.drift ?? (await this.ask({ op: 'drift', id: list.id })).drift;
  }

  /**
   * The rows of the view (without a sort: the service's order), copied in from the thread page by page: for an
   * export, whose writers run in main, and the operation channel's answer.
   */
  async rows(list: KeptListInfo, filter?: MovementFilter, sort?: MovementSort): Promise<Movement[]> {
    const out: Movement[] = [];
    for (;;) {
      const page = await this.ask({
        op: 'rows',
        id: list.id,
        ...(filter ? { filter } : {}),
        ...(sort ? { sort } : {}),
        from: out.length,
        count: EXPORT_PAGE_ROWS,
      });
      for (const row of page.rows) out.push(row);
      if (page.rows.length === 0 || out.length >= page.total) return out;
    }
  }

  /** How many rows the view has. */
  async viewLength(list: KeptListInfo, filter?: MovementFilter, sort?: MovementSort): Promise<number> {
    const page = await this.ask({
      op: 'rows',
      id: list.id,
      ...(filter ? { filter } : {}),
      ...(sort ? { sort } : {}),
      from: 0,
      count: 0,
    });
    return page.total;
  }

  /**
   * The view's rows written in `encoding` by the thread, as the file's bytes (D555): main writes them through
   * writeFromThread and never sees a row. With `period`, the .xlsx opens with the whole list's summary (D350).
   */
  async exportView(
    list: KeptListInfo,
    view: { filter?: MovementFilter | undefined; sort?: MovementSort | undefined },
    encoding: ExportEncoding,
    options: { period?: { period: SummaryPeriod; quotas: QuotaAnswers }; onProgress?: (rows: number) => void } = {},
  ): Promise<ExportChunksIn> {
    return this.exportThrough(options.onProgress, (exportStream) => ({
      op: 'export',
      id: list.id,
      ...(view.filter ? { filter: view.filter } : {}),
      ...(view.sort ? { sort: view.sort } : {}),
      exportStream,
      encoding,
      ...(options.period ? { period: options.period } : {}),
    }));
  }

  /**
   * A relayed balance answer's table written in `encoding` by the thread (D729, D555): main writes the file's bytes
   * through writeFromThread and never parses the answer.
   */
  async exportAnswer(
    relayed: RelayedAnswer,
    view: { path: Record<string, string>; sort?: BalanceSort | undefined },
    encoding: ExportEncoding,
    options: { onProgress?: (rows: number) => void } = {},
  ): Promise<ExportChunksIn> {
    return this.exportThrough(options.onProgress, (exportStream) => ({
      op: 'export-answer',
      json: relayed.json,
      path: view.path,
      ...(view.sort ? { sort: view.sort } : {}),
      exportStream,
      encoding,
    }));
  }

  /** Asks the thread to write an export whose bytes come back as `exportStream` (D555); the stream, to write them. */
  private async exportThrough(
    onProgress: ((rows: number) => void) | undefined,
    ask: (exportStream: number) => Extract<KeptListsAsk, { op: 'export' | 'export-answer' }>,
  ): Promise<ExportChunksIn> {
    const worker = this.thread();
    const source = this.exports.create((control) => {
      if (this.worker === worker) worker.postMessage(control);
    }, onProgress);
    try {
      await this.ask(ask(source.exportStream));
    } catch (error) {
      source.destroy();
      throw error;
    }
    return source;
  }

  async clearCustomer(cpf: string | undefined): Promise<void> {
    if (this.worker) await this.ask({ op: 'clearCustomer', cpf });
  }

  async clear(): Promise<void> {
    if (this.worker) await this.ask({ op: 'clear' });
  }

  /** How many lists are kept (tests, diagnostics). */
  async size(): Promise<number> {
    return this.worker ? (await this.ask({ op: 'size' })).size : 0;
  }

  /** Frees the lists not looked at for a while (KeptMovements.sweep). */
  async sweep(): Promise<void> {
    if (this.worker) await this.ask({ op: 'sweep' });
  }

  /** Ends the thread (the app closing); what was waiting is answered "internal". */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ask<Op extends KeptListsAsk['op']>(ask: Extract<KeptListsAsk, { op: Op }>): Promise<KeptListsAnswers[Op]> {
    const worker = this.thread();
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.waiting.set(seq, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...ask, seq, now: this.clock().getTime() } satisfies KeptListsRequest);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread('kept-lists-thread', null);
    // Idle, it keeps no script alive; a question waiting is a promise its caller holds.
    worker.unref();
    worker.on('message', (message: FromKeptLists) => this.heard(message));
    const fail = (why: string) => {
      if (this.worker === worker) this.worker = undefined;
      const error = threadFailed(why);
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      this.driftReaders.clear();
      this.exports.lost(error);
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`saiu com o código ${code}`));
    this.worker = worker;
    return worker;
  }

  private heard(message: FromKeptLists): void {
    if (isExportChunkEvent(message)) {
      this.exports.heard(message);
      return;
    }
    if (message.type === 'drift-read') {
      const read = this.driftReaders.get(message.keep);
      this.driftReaders.delete(message.keep);
      read?.(message.drift);
      return;
    }
    const waiting = this.waiting.get(message.seq);
    if (!waiting) return;
    this.waiting.delete(message.seq);
    if (message.type === 'answer') waiting.resolve(message.value);
    else if (message.type === 'failed') waiting.reject(threadFailed(message.message));
    else if (message.reason === 'gone') waiting.reject(new KeptListGone());
    else waiting.reject(superseded());
  }
}

/** The thread's reading of a body, or the client's own error for a body it could not read or that carried one (D202). */
function readOrThrow<T extends object>(
  body: UnreadBody,
  answer: T | { unreadable: string } | { errorBody: string },
): T {
  if ('unreadable' in answer) throw body.unreadable(answer.unreadable);
  if ('errorBody' in answer) throw body.errorInBody(answer.errorBody);
  return answer;
}

function threadFailed(why: string): AppError {
  return new AppError('internal', words('kept.unusable', { why }), { retryable: true });
}

/** A new sort or filter's first window that a newer one replaced before its turn: the screen no longer waits for it. */
function superseded(): AppError {
  return new AppError('cancelled', words('kept.replaced'), { retryable: true });
}
