/**
 * What main and the kept lists' thread say to each other (D286): main asks (`KeptListsRequest`, each with the
 * clock's time, so the lists' lifetimes follow main's clock, tests' included) and the thread answers by `seq`.
 * Rows cross only as windows, summaries and pages (an export's cross as the file's bytes); a list itself never does. An answer's bytes go there as
 * they come (`BodyBytes`), main keeping none of them; another operation's answer comes back as its outcome's JSON
 * bytes, which main relays unread (D729).
 */
import type { DriftReport, OperationId } from '../../src-shared/contract';
import type { MovementSummaryView } from '../../src-shared/ipc';
import type { BalanceSort, MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';
import type { Movement } from '../../src-shared/statements/movement-view';
import type { SummaryPeriod } from '../../src-shared/statements/period-summary';
import type { PeriodSummaryView } from '../../src-shared/statements/period-summary-view';
import type { QuotaAnswers } from '../services/quota-sources';
import type { ExportEncoding } from '../export/export-encoding';
import type { ExportChunkControl, ExportChunkEvent } from '../export/export-chunks-protocol';

/** A kept list as main sees it: who, what, how many rows; never the rows. */
export interface KeptListInfo {
  readonly id: number;
  readonly owner: string;
  readonly cpf: string;
  readonly length: number;
  /** Every row read: `drift` is there. */
  readonly complete: boolean;
  readonly drift?: DriftReport;
}

export type Whose = { owner: string; cpf: string; certificate: string };

export type KeptListsAsk =
  /** The body of `bytes` bytes that came through `intake` (BodyBytes, before this question): read, and keep the list. */
  | ({ op: 'keep'; intake: number; bytes: number; contentType: string | undefined; hold: boolean } & Whose)
  /**
   * The body of `bytes` bytes that came through `intake`, another operation's success answer (D729): read whole as
   * the client reads it, and answered as the JSON of its outcome, never kept.
   */
  | { op: 'read-answer'; intake: number; bytes: number; contentType: string | undefined; operation: OperationId }
  | ({ op: 'get' } & Whose)
  | ({ op: 'shown'; id: number } & Whose)
  | {
      op: 'window';
      id: number;
      filter?: MovementFilter;
      sort: MovementSort;
      offset: number;
      count: number;
      /** The view made whole first (its count known): no `counting` window (D576). */
      whole?: true;
    }
  | { op: 'summary'; id: number; filter?: MovementFilter }
  | { op: 'period'; id: number; period: SummaryPeriod; quotas: QuotaAnswers }
  | { op: 'rows'; id: number; filter?: MovementFilter; sort?: MovementSort; from: number; count: number }
  /**
   * The view's rows written in `encoding`, their bytes sent to main as `exportStream` (D555); with `period`, the
   * .xlsx opens with the statement's summary of the whole list (D350).
   */
  | {
      op: 'export';
      id: number;
      filter?: MovementFilter;
      sort?: MovementSort;
      exportStream: number;
      encoding: ExportEncoding;
      period?: { period: SummaryPeriod; quotas: QuotaAnswers };
    }
  /**
   * A relayed answer's list (RelayedAnswer.json, D729) written in `encoding`, its bytes sent to main as
   * `exportStream` (D555): the balance table, sorted as the screen shows it, and the .xlsx's summary of its fund.
   */
  | {
      op: 'export-answer';
      json: Uint8Array;
      path: Record<string, string>;
      sort?: BalanceSort;
      exportStream: number;
      encoding: ExportEncoding;
    }
  | { op: 'drift'; id: number }
  | { op: 'clearCustomer'; cpf: string | undefined }
  | { op: 'clear' }
  | { op: 'size' }
  | { op: 'sweep' };

export type KeptListsRequest = KeptListsAsk & { seq: number; now: number };

/**
 * An answer's bytes on their way (D431): `open` with the answer's Content-Type (so each chunk is decoded as it
 * comes, D581) and the flag main sets once it has the last byte (LastByteSent, D675), each chunk as it came off the
 * socket (its buffer transferred), then `keep` names the intake, or `drop` lets it go. Taken in at once, never
 * queued behind a question, and never answered.
 */
export type BodyBytes =
  | {
      op: 'open';
      intake: number;
      contentType: string | undefined;
      lastByteSent: SharedArrayBuffer;
      /** False for an answer read whole (D729): a list is then never parsed as it comes (D615), only decoded. */
      walk: boolean;
    }
  | { op: 'chunk'; intake: number; bytes: Uint8Array }
  | { op: 'drop'; intake: number };

/** Everything main posts to the thread. */
export type ToKeptLists = KeptListsRequest | BodyBytes | ExportChunkControl;

/** The answer to each kind of question. */
export interface KeptListsAnswers {
  /** `errorBody`: the JSON text of a success body in an error's shape (D202). */
  keep: { list: KeptListInfo } | { unreadable: string } | { errorBody: string };
  /** `json`: UTF-8 JSON of the read's `{ data, drift }` (its buffer transferred); `errorBody` as `keep`'s. */
  'read-answer':
    | { json: Uint8Array; drift: DriftReport; length: number | undefined }
    | { unreadable: string }
    | { errorBody: string };
  'export-answer': { total: number };
  get: { list?: KeptListInfo };
  shown: { list?: KeptListInfo };
  /** `counting`: a filtered first window found before the whole filter ran; `viewRows` is then a lower bound (D576). */
  window: { viewRows: number; rows: Movement[]; counting?: true };
  summary: Omit<MovementSummaryView, 'list' | 'period'>;
  period: PeriodSummaryView;
  rows: { total: number; rows: Movement[] };
  export: { total: number };
  drift: { drift: DriftReport };
  clearCustomer: null;
  clear: null;
  size: { size: number };
  sweep: null;
}

export type KeptListsMessage =
  | { type: 'answer'; seq: number; value: unknown }
  /** The list is gone (freed, dropped) or the view was superseded before its turn. */
  | { type: 'refused'; seq: number; reason: 'gone' | 'superseded' }
  | { type: 'failed'; seq: number; message: string }
  /** A kept list finished reading: its drift, for the contract drift log (main's client reports it). */
  | { type: 'drift-read'; keep: number; drift: DriftReport };

/** Everything the thread posts to main: answers, and an export's bytes on their way (D555). */
export type FromKeptLists = KeptListsMessage | ExportChunkEvent;
