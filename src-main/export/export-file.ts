/**
 * Main process. How every export reaches the disk, whatever its format (CSV,
 * .xlsx, PDF): written to `<path>.partial` (mode 0600: exports hold personal
 * data), flushed, and renamed over `path` only once everything is on disk; on
 * failure or abort the partial file is removed and the error rethrown, so
 * `path` is never left half-written.
 */
import { once } from 'node:events';
import { dirname } from 'node:path';
import { type FileSystemPort, fsyncFolderSync, nodeFileSystem } from '../../src-shared/node/file-system';
import { exportCancelled } from './export-cancelled';

export const PARTIAL_SUFFIX = '.partial';

export async function writeExportFile<R>(
  path: string,
  options: { files?: FileSystemPort; signal?: AbortSignal },
  write: (stream: NodeJS.WritableStream) => Promise<R>,
): Promise<R> {
  const files = options.files ?? nodeFileSystem;
  const partial = path + PARTIAL_SUFFIX;
  // A partial file left by a crash: replace it. 'wx' then guarantees this one is ours, with our mode.
  files.rmSync(partial, { force: true });
  const stream = files.createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
  try {
    await once(stream, 'open');
    const result = await write(stream);
    if (!stream.closed) await once(stream, 'close');
    if (options.signal?.aborted) throw options.signal.reason ?? exportCancelled();
    files.renameSync(partial, path);
    try {
      fsyncFolderSync(files, dirname(path));
    } catch {
      // Best effort: the file itself was flushed before the rename.
    }
    return result;
  } catch (error) {
    if (!stream.destroyed) stream.destroy();
    if (!stream.closed) await once(stream, 'close').catch(() => undefined);
    try {
      files.rmSync(partial, { force: true });
    } catch {
      // A folder that refuses even this: the start-up clean-up removes it (partial-exports.ts).
    }
    throw error;
  }
}

/** Writes one buffer and ends the stream (the PDF, made whole in memory by the printer engine). */
export function endWith(stream: NodeJS.WritableStream, bytes: Buffer): Promise<{ rows: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    stream.end(bytes, () => resolve({ rows: 0, bytes: bytes.length }));
  });
}
