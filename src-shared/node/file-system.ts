/**
 * Runs in Node only: the Electron main process and the sandbox CLI.
 *
 * The file operations behind our durable writes (journal, settings, atomic
 * replaces, exports), as a port. Everywhere it is plain `node:fs`. Tests pass
 * a wrapper that fails like a full disk or a read-only folder would: the
 * suite runs as root, where neither can be produced for real (no tmpfs mount,
 * and chmod does not stop root from writing).
 */
import * as fs from 'node:fs';

export type FileSystemPort = Pick<
  typeof fs,
  | 'openSync'
  | 'writeSync'
  | 'fsyncSync'
  | 'closeSync'
  | 'ftruncateSync'
  | 'fstatSync'
  | 'readSync'
  | 'readFileSync'
  | 'renameSync'
  | 'rmSync'
  | 'mkdirSync'
  | 'readdirSync'
  | 'statSync'
  | 'existsSync'
  | 'createWriteStream'
>;

export const nodeFileSystem: FileSystemPort = fs;

/**
 * Writes every byte of `bytes` at the file's current position, or throws.
 * writeSync may write less than asked (a nearly full disk does exactly that):
 * ignoring its count is how a "successful" write leaves a truncated file.
 */
export function writeAllSync(files: FileSystemPort, fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) {
    const count = files.writeSync(fd, bytes, written, bytes.length - written);
    // No progress and no error: the device takes nothing more. Report it as what it is in practice.
    if (count <= 0)
      throw Object.assign(new Error('ENOSPC: no space left on device, write returned 0 bytes'), { code: 'ENOSPC' });
    written += count;
  }
}

/** fsync of a folder, so a file created or renamed in it survives a power cut. Windows cannot open a folder for that. */
export function fsyncFolderSync(files: FileSystemPort, dir: string): void {
  if (process.platform === 'win32') return;
  const fd = files.openSync(dir, 'r');
  try {
    files.fsyncSync(fd);
  } finally {
    files.closeSync(fd);
  }
}
