/**
 * Main process. An export's bytes as they come from the thread that holds its rows (D555): a Readable that main's
 * file takes in through `stream/promises.pipeline` (writeFromThread), asking the thread for `more` as it does, so
 * main only writes buffers and never sees a row. The file failing (a full disk) or being given up destroys the
 * stream, which cancels the encoding in the thread.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import type { ExportChunkControl, ExportChunkEvent } from './export-chunks-protocol';
import { writeExportFile } from './export-file';
import { exportCancelled } from './export-cancelled';

export type WrittenExport = { rows: number; bytes: number };

export class ExportChunksIn extends Readable {
  /** The thread's count of rows and bytes, once it sent its last chunk. */
  readonly written: Promise<WrittenExport>;
  private settle!: { resolve: (w: WrittenExport) => void; reject: (e: unknown) => void };
  private owed = 0;
  private finished = false;

  constructor(
    readonly exportStream: number,
    private readonly control: (message: ExportChunkControl) => void,
    private readonly onProgress: (rows: number) => void = () => undefined,
  ) {
    super({ highWaterMark: 1024 * 1024 });
    this.written = new Promise<WrittenExport>((resolve, reject) => (this.settle = { resolve, reject }));
    // Awaited by writeFromThread; a stream given up before is not an unhandled rejection.
    this.written.catch(() => undefined);
  }

  /** One message of the thread about this export. */
  heard(message: ExportChunkEvent): void {
    if (this.destroyed) return;
    switch (message.event) {
      case 'chunk':
        if (this.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength)))
          this.send('more');
        else this.owed++;
        return;
      case 'progress':
        this.onProgress(message.rows);
        return;
      case 'done':
        this.finished = true;
        this.onProgress(message.rows);
        this.settle.resolve({ rows: message.rows, bytes: message.bytes });
        this.push(null);
        return;
      case 'failed': {
        this.finished = true;
        const error = Object.assign(new Error(message.message), {
          ...(message.name ? { name: message.name } : {}),
          ...(message.code ? { code: message.code } : {}),
        });
        this.settle.reject(error);
        this.destroy(error);
        return;
      }
    }
  }

  /** The thread went away: what it had not sent will not come. */
  lost(error: Error): void {
    if (this.finished) return;
    this.finished = true;
    this.settle.reject(error);
    this.destroy(error);
  }

  override _read(): void {
    for (; this.owed > 0; this.owed--) this.send('more');
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.finished) {
      this.finished = true;
      this.send('cancel');
      this.settle.reject(error ?? exportCancelled());
    }
    callback(error);
  }

  private send(control: ExportChunkControl['control']): void {
    this.control({ exportStream: this.exportStream, control });
  }
}

/** The thread's bytes into the file at `path`, whole or not at all (writeExportFile: a partial file renamed at the end). */
export function writeFromThread(
  path: string,
  options: { files?: FileSystemPort },
  source: ExportChunksIn,
): Promise<WrittenExport> {
  return writeExportFile(path, options, async (stream) => {
    try {
      await pipeline(source, stream);
    } catch (error) {
      source.destroy();
      throw error;
    }
    return source.written;
  });
}

/** The exports in flight to one thread, by number: routes its messages, and fails them all if it dies. */
export class ExportStreams {
  private next = 0;
  private readonly open = new Map<number, ExportChunksIn>();

  /** A new stream; `control` posts main's words to the thread. */
  create(control: (message: ExportChunkControl) => void, onProgress?: (rows: number) => void): ExportChunksIn {
    const source = new ExportChunksIn(++this.next, control, onProgress);
    this.open.set(source.exportStream, source);
    source.once('close', () => this.open.delete(source.exportStream));
    return source;
  }

  /** Whether an export is still on its way. */
  get busy(): boolean {
    return this.open.size > 0;
  }

  heard(message: ExportChunkEvent): void {
    this.open.get(message.exportStream)?.heard(message);
  }

  lost(error: Error): void {
    for (const source of this.open.values()) source.lost(error);
    this.open.clear();
  }
}
