/**
 * Worker thread. Sends an export's bytes to main as they are encoded (D555): the writers write into a sink whose
 * chunks are posted (their buffers transferred when they own them, else copied), at most CHUNKS_AHEAD ahead of
 * what main's file took in; main's `cancel`, or its file failing, stops the encoding at its next chunk.
 */
import { Writable } from 'node:stream';
import { ownsItsBuffer } from '../workers/owns-its-buffer';
import { exportCancelled } from './export-cancelled';
import { CHUNKS_AHEAD, type ExportChunkControl, type ExportChunkEvent } from './export-chunks-protocol';

type Post = (message: ExportChunkEvent, transfer?: ArrayBuffer[]) => void;
type Encode = (
  sink: NodeJS.WritableStream,
  options: { signal: AbortSignal; onProgress: (rows: number) => void },
) => Promise<{ rows: number; bytes: number }>;

interface Running {
  credit: number;
  resume: (() => void) | undefined;
  abort: AbortController;
}

export class ExportChunksOut {
  private readonly running = new Map<number, Running>();

  constructor(private readonly post: Post) {}

  /** Encodes into chunks for main; what it answers is `done` or `failed`, never a throw. */
  start(exportStream: number, encode: Encode): void {
    const run: Running = { credit: CHUNKS_AHEAD, resume: undefined, abort: new AbortController() };
    this.running.set(exportStream, run);
    const sink = new Writable({
      highWaterMark: 256 * 1024,
      write: (chunk: Buffer, _encoding, callback) => {
        if (run.abort.signal.aborted) return callback(exportCancelled());
        const own = ownsItsBuffer(chunk) ? chunk : Uint8Array.prototype.slice.call(chunk);
        this.post({ exportStream, event: 'chunk', bytes: own }, [own.buffer as ArrayBuffer]);
        run.credit--;
        if (run.credit > 0) return callback();
        run.resume = () => callback(run.abort.signal.aborted ? exportCancelled() : null);
      },
    });
    const onProgress = (rows: number) => this.post({ exportStream, event: 'progress', rows });
    encode(sink, { signal: run.abort.signal, onProgress })
      .then(
        (written) => this.post({ exportStream, event: 'done', ...written }),
        (error: unknown) => this.post({ exportStream, event: 'failed', ...failureOf(error) }),
      )
      .finally(() => this.running.delete(exportStream));
  }

  /** Main's word on a running export. */
  control(message: ExportChunkControl): void {
    const run = this.running.get(message.exportStream);
    if (!run) return;
    if (message.control === 'cancel') run.abort.abort(exportCancelled());
    else run.credit++;
    const resume = run.resume;
    run.resume = undefined;
    resume?.();
  }
}

function failureOf(error: unknown): { message: string; name?: string; code?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as NodeJS.ErrnoException).code;
  return { message: error.message, name: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
