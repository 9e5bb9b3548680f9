/**
 * Atomic replace of a small file: write a temporary file, fsync it, rename it
 * over the target, fsync the folder. A crash at any point leaves either the
 * old or the new content, never a mix.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function writeFileAtomicSync(path: string, content: string): void {
  const tmp = join(dirname(path), `.${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}.tmp`);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  fsyncDirectory(dirname(path));
}

function fsyncDirectory(dir: string): void {
  // Windows cannot open a directory for fsync; the rename is durable enough there.
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
