/**
 * Main process. A success answer the client checked (status, redirect, auth, errors: all its own, D286) but left
 * unread: its bytes went, chunk by chunk as they came off the socket, to an intake the caller gave (`BodySink`,
 * D431: the kept lists' thread), so main neither holds nor joins them. Whoever reads them tells `read` the drift
 * report once every row is read, so the contract drift log hears of it as of any answer, and maps a body it cannot
 * read with `unreadable`, the client's own invalid-response error.
 */
import type { DriftReport, OperationId } from '../../src-shared/contract';
import type { ApiError } from './api-error';

/** Where one attempt's body goes while it arrives. */
export interface BodyIntake {
  /**
   * One chunk as it came. The intake may take the chunk's buffer (transfer it to a thread): the caller keeps no
   * reference to a chunk it wrote.
   */
  write(chunk: Uint8Array): void;
  /** The attempt failed, or its answer is not handed over: what came is let go. */
  drop(): void;
}

/** Opens an intake for each success body the client leaves unread (CallOptions.unread). */
export interface BodySink {
  /** `contentType`: the answer's, known before its first byte, so the bytes can be decoded as they come (D581). */
  open(contentType: string | undefined): BodyIntake;
}

export class UnreadBody {
  constructor(
    readonly operation: OperationId,
    /** Where the bytes went: every chunk of the body is in it by the time the answer is handed over. */
    readonly intake: BodyIntake,
    /** The answer's Content-Type: its charset decides how the bytes are decoded (D215). */
    readonly contentType: string | undefined,
    /** The answer's drift, once read (diagnostics). */
    readonly read: (drift: DriftReport) => void,
    /** The error a body that cannot be read is (not JSON, not the contract's shape), with the reader's reason. */
    readonly unreadable: (reason: string) => ApiError,
    /** The error a body in an error's shape is (D202), given that body's JSON text, as if it had been read here. */
    readonly errorInBody: (text: string) => ApiError,
  ) {}
}
