/**
 * A sink for tests and benchmarks that records how a writer streams: how many writes, their total and largest size,
 * and the most bytes ever queued (backpressure honoured ⇒ about highWaterMark plus one chunk). Keeps the bytes only
 * when asked (`keep: true`), so large exports stay out of memory.
 */
import { Writable } from 'node:stream';

export class ChunkRecorder extends Writable {
  writes = 0;
  bytes = 0;
  largestChunk = 0;
  /** Most bytes ever buffered in the sink (this chunk and those queued behind it). */
  maxQueued = 0;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly recorderOptions: { keep?: boolean; highWaterMark?: number; delayMs?: number } = {}) {
    super({ highWaterMark: recorderOptions.highWaterMark ?? 64 * 1024 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Includes this chunk and every chunk queued behind it.
    this.maxQueued = Math.max(this.maxQueued, this.writableLength);
    this.writes++;
    this.bytes += chunk.length;
    if (chunk.length > this.largestChunk) this.largestChunk = chunk.length;
    if (this.recorderOptions.keep) this.chunks.push(Buffer.from(chunk));
    const delay = this.recorderOptions.delayMs;
    if (delay === undefined) callback();
    else if (delay === 0) setImmediate(callback);
    else setTimeout(callback, delay);
  }

  /** The bytes received (only with `keep: true`). */
  contents(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
