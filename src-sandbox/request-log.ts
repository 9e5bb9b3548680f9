/**
 * The sandbox's record of the requests it received, kept in memory for tests
 * and trainers (control API). Paths are stored with CPFs masked (LGPD): the
 * unmasked path is never kept.
 *
 * A ring buffer of the last `capacity` requests: adding is O(1) however full
 * it is (an array spliced past its capacity moved 10,000 entries on every
 * request under load). Timestamps are kept as numbers and written as ISO
 * text only when the log is read.
 */
import type { OperationId } from '../src-shared/contract';
import { maskCpfsInText } from '../src-shared/mask';

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  /** Path and query with CPF-looking digit runs masked. */
  url: string;
  operation: OperationId | null;
  /** False when the request broke the contract (schema, headers, media type). */
  valid: boolean;
  status: number;
  /** Faults injected into this request. */
  faults: string[];
  durationMs: number;
}

/** What callers pass: the time as epoch milliseconds, the URL as received (masked here). */
export type RequestLogEntry = Omit<LoggedRequest, 'seq' | 'at'> & { atMs: number };

interface StoredRequest extends Omit<LoggedRequest, 'at'> {
  atMs: number;
}

export class RequestLog {
  /** Oldest entry at `next` once full; grows up to `capacity`, then slots are reused. */
  private ring: StoredRequest[] = [];
  private next = 0;
  private seq = 0;

  constructor(private readonly capacity = 10_000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacidade inválida: ${capacity}`);
  }

  add(entry: RequestLogEntry): void {
    this.seq += 1;
    const stored: StoredRequest = {
      seq: this.seq,
      atMs: entry.atMs,
      method: entry.method,
      url: maskCpfsInText(entry.url),
      operation: entry.operation,
      valid: entry.valid,
      status: entry.status,
      faults: entry.faults,
      durationMs: entry.durationMs,
    };
    if (this.ring.length < this.capacity) {
      this.ring.push(stored);
      return;
    }
    this.ring[this.next] = stored;
    this.next = (this.next + 1) % this.capacity;
  }

  get size(): number {
    return this.ring.length;
  }

  /** Oldest first. */
  list(): LoggedRequest[] {
    const ordered = this.next === 0 ? this.ring : [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return ordered.map((e) => ({
      at: new Date(e.atMs).toISOString(),
      method: e.method,
      url: e.url,
      operation: e.operation,
      valid: e.valid,
      status: e.status,
      faults: [...e.faults],
      durationMs: e.durationMs,
      seq: e.seq,
    }));
  }

  clear(): void {
    this.ring = [];
    this.next = 0;
  }
}
