/**
 * Bytes main has handed to a thread and the thread has not taken yet: one pair of counters in shared memory, added
 * to by main as it posts a chunk and by the thread as it takes one. The thread reads from it how far behind the wire
 * it is, which no message can tell it (the ones queued behind the one it handles are out of its sight, D665).
 */
export interface BytesInFlight {
  /** The memory to hand the thread (workerData), where the same counters are read. */
  readonly shared: SharedArrayBuffer;
  sent(bytes: number): void;
  taken(bytes: number): void;
  /** Sent and not yet taken. */
  behind(): number;
}

export function bytesInFlight(shared: SharedArrayBuffer = new SharedArrayBuffer(16)): BytesInFlight {
  const counts = new BigInt64Array(shared, 0, 2);
  return {
    shared,
    sent: (bytes) => void Atomics.add(counts, 0, BigInt(bytes)),
    taken: (bytes) => void Atomics.add(counts, 1, BigInt(bytes)),
    behind: () => Number(Atomics.load(counts, 0) - Atomics.load(counts, 1)),
  };
}
