/**
 * Whether main has handed an answer's last byte to the kept lists' thread: one flag in shared memory per body, set
 * by main when it hands the body over, read by the thread while it still takes the chunks queued before that. No
 * message can tell the thread: messages come in order, behind those chunks (D675).
 */
export interface LastByteSent {
  /** The memory to send the thread with the body's first message, where the same flag is read. */
  readonly shared: SharedArrayBuffer;
  mark(): void;
  sent(): boolean;
}

export function lastByteSent(shared: SharedArrayBuffer = new SharedArrayBuffer(4)): LastByteSent {
  const flag = new Int32Array(shared, 0, 1);
  return {
    shared,
    mark: () => void Atomics.store(flag, 0, 1),
    sent: () => Atomics.load(flag, 0) === 1,
  };
}
