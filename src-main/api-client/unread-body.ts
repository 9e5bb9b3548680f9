/**
 * Main process. A success answer the client checked (status, redirect, auth, errors: all its own, D286) but left
 * unread: the bytes as they came, for a thread that decodes and reads them (the kept lists', D286). Whoever reads
 * it tells `read` the drift report once every row is read, so the contract drift log hears of it as of any answer,
 * and maps a body it cannot read with `unreadable`, the client's own invalid-response error.
 */
import type { DriftReport, OperationId } from '../../src-shared/contract';
import type { ApiError } from './api-error';

export class UnreadBody {
  constructor(
    readonly operation: OperationId,
    readonly chunks: Uint8Array[],
    /** The answer's Content-Type: its charset decides how the bytes are decoded (D215). */
    readonly contentType: string | undefined,
    /** The answer's drift, once read (diagnostics). */
    readonly read: (drift: DriftReport) => void,
    /** The error a body that cannot be read is (not JSON, not the contract's shape), with the reader's reason. */
    readonly unreadable: (reason: string) => ApiError,
  ) {}
}
