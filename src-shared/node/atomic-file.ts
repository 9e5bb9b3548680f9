/**
 * Runs in Node only: the main process (settings, journal side files) and the
 * sandbox (its state file).
 *
 * Atomic replace of a small file: write a temporary file in the same folder,
 * fsync it, rename it over the target, fsync the folder. A crash at any point
 * leaves either the old or the new content, never a mix; a failure (full
 * disk, read-only folder) throws, removes the temporary file and leaves the
 * target exactly as it was.
 */
import { dirname, join } from 'node:path';
import { type FileSystemPort, fsyncFolderSync, nodeFileSystem, writeAllSync } from './file-system';

/** Names of our temporary files (`.<ms>-<pid>-<random>.tmp`): what a crash mid-write can leave behind. */
export const ATOMIC_TEMP_FILE = /^\.\d+-\d+-[a-z0-9]+\.tmp$/;

export function writeFileAtomicSync(
  path: string,
  content: string | Uint8Array,
  files: FileSystemPort = nodeFileSystem,
): void {
  const dir = dirname(path);
  const tmp = join(dir, `.${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}.tmp`);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  let renamed = false;
  try {
    // 'wx': the name is ours alone; never follow or reuse something already there.
    const fd = files.openSync(tmp, 'wx', 0o600);
    try {
      // Every byte or an error: a short write must never become the new file.
      writeAllSync(files, fd, bytes);
      files.fsyncSync(fd);
    } finally {
      files.closeSync(fd);
    }
    files.renameSync(tmp, path);
    renamed = true;
  } finally {
    if (!renamed) removeQuietly(files, tmp);
  }
  // The new content is in place and was fsynced: a folder that refuses fsync
  // now must not turn a replace that happened into a reported failure.
  try {
    fsyncFolderSync(files, dir);
  } catch {
    // Durability of the rename itself is then up to the file system.
  }
}

/** Removes temporary files a crash left in `dir` (never anything else). */
export function removeStaleTempFiles(dir: string, files: FileSystemPort = nodeFileSystem): number {
  let removed = 0;
  let names: string[];
  try {
    names = files.readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!ATOMIC_TEMP_FILE.test(name)) continue;
    removeQuietly(files, join(dir, name));
    removed++;
  }
  return removed;
}

function removeQuietly(files: FileSystemPort, path: string): void {
  try {
    files.rmSync(path, { force: true });
  } catch {
    // Nothing more to do: the name marks it as a leftover, removed at the next start.
  }
}
