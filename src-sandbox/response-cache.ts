/**
 * Serialized answers of read operations, reused while nothing they depend on
 * changed. A read's answer is a function of its validated parameters and
 * query, the answer style (the response dialect and the real-world mode
 * with its seed), the generated world (never changed after start) and the
 * writes in the state store: the cache belongs to one (state version, style)
 * pair and empties itself as soon as either moves, so a write is visible to
 * the very next read.
 *
 * Only the serialization is saved: every request still goes through fault
 * injection, the subscription key and token checks, contract validation,
 * privilege checks and the request log before its answer is looked up here.
 */

/** An answer ready for the wire. */
export interface SerializedAnswer {
  status: number;
  /** Response headers, content-type included when there is a body. Never mutated once built. */
  headers: Readonly<Record<string, string>>;
  /** The JSON body as bytes; empty when the answer has none. */
  payload: Buffer;
}

export interface ResponseCacheLimits {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes of payload kept in all. */
  maxBytes: number;
  /** Larger answers (the heavy certificate's 120,000 movements) are never kept. */
  maxEntryBytes: number;
}

/** The largest answer kept by default; a larger one is streamed as it is serialized (answer.ts, D715). */
export const LARGEST_KEPT_ANSWER_BYTES = 1024 * 1024;

const DEFAULT_LIMITS: ResponseCacheLimits = {
  maxEntries: 512,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: LARGEST_KEPT_ANSWER_BYTES,
};

export class ResponseCache {
  private readonly entries = new Map<string, SerializedAnswer>();
  private bytes = 0;
  private stateVersion = -1;
  private style = '';
  private readonly limits: ResponseCacheLimits;

  constructor(limits: Partial<ResponseCacheLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Makes the cache hold answers of this state version and answer style (dialect, real-world mode) only: anything older is dropped. */
  settle(stateVersion: number, style: string): void {
    if (stateVersion === this.stateVersion && style === this.style) return;
    this.clear();
    this.stateVersion = stateVersion;
    this.style = style;
  }

  get(key: string): SerializedAnswer | undefined {
    return this.entries.get(key);
  }

  set(key: string, answer: SerializedAnswer): void {
    const size = answer.payload.length;
    if (size > this.limits.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.payload.length;
      this.entries.delete(key);
    }
    // Oldest first out: the Map keeps insertion order.
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.limits.maxEntries || this.bytes + size > this.limits.maxBytes)
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.payload.length;
    }
    this.entries.set(key, answer);
    this.bytes += size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
