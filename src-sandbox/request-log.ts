/**
 * The sandbox's record of the requests it received, kept in memory for tests
 * and trainers (admin API). Paths are stored with CPFs masked (LGPD).
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

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  constructor(private readonly capacity = 10_000) {}

  add(entry: Omit<LoggedRequest, 'seq' | 'url'> & { url: string }): void {
    this.seq += 1;
    this.entries.push({ ...entry, url: maskCpfsInText(entry.url), seq: this.seq });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
