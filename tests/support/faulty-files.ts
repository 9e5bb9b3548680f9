/**
 * Runs in the test process (Node).
 *
 * A FileSystemPort that behaves like the real disk until told to fail, then
 * fails as a full disk or a read-only folder does, for the paths chosen. The
 * suite runs as root: chmod 0555 does not stop root from writing, and there
 * is no small tmpfs to fill, so these two conditions can only be injected.
 *
 * - `disk-full` (ENOSPC): opening still works (as on a real full disk), but
 *   writes fail; `allowBytes` lets that many more bytes through first, the
 *   last write being a short one, which is what a nearly full disk does.
 * - `read-only` (EROFS): creating, opening for writing, writing (even on a
 *   file opened before), renaming, removing and making folders all fail.
 * - `no-permission` (EACCES): like read-only, for a folder the user may not write.
 */
import * as fs from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FileSystemPort } from '../../src-shared/node/file-system';

export type InjectedFault = 'disk-full' | 'read-only' | 'no-permission';

const CODES: Record<InjectedFault, { code: string; text: string }> = {
  'disk-full': { code: 'ENOSPC', text: 'no space left on device' },
  'read-only': { code: 'EROFS', text: 'read-only file system' },
  'no-permission': { code: 'EACCES', text: 'permission denied' },
};

export interface FaultyFiles {
  files: FileSystemPort;
  /** From now on, writes under `under` (a folder or a file) fail as `fault` says. */
  fail(fault: InjectedFault, under: string, options?: { allowBytes?: number }): void;
  /** Back to a healthy disk. */
  heal(): void;
  /** Operations refused so far (for assertions: the fault really struck). */
  readonly refused: string[];
}

function errno(fault: InjectedFault, syscall: string, path: string): NodeJS.ErrnoException {
  const { code, text } = CODES[fault];
  return Object.assign(new Error(`${code}: ${text}, ${syscall} '${path}'`), { code, syscall, path, errno: -1 });
}

const WRITE_FLAGS = /[wa+]/;

export function faultyFiles(real: FileSystemPort = fs): FaultyFiles {
  let rule: { fault: InjectedFault; under: string; allowBytes: number } | undefined;
  const pathOfFd = new Map<number, string>();
  const refused: string[] = [];

  const struck = (path: string | undefined): InjectedFault | undefined => {
    if (!rule || path === undefined) return undefined;
    const full = resolve(String(path));
    return full === rule.under || full.startsWith(`${rule.under}/`) ? rule.fault : undefined;
  };
  const refuse = (fault: InjectedFault, syscall: string, path: string): never => {
    refused.push(`${syscall} ${path}`);
    throw errno(fault, syscall, path);
  };
  /** ENOSPC with a byte allowance: how many of `length` bytes may still go. */
  const allowance = (length: number): number => {
    const allowed = Math.min(length, rule?.allowBytes ?? 0);
    if (rule) rule.allowBytes -= allowed;
    return allowed;
  };

  const files: FileSystemPort = {
    ...real,
    openSync: ((path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode | null) => {
      const fault = struck(String(path));
      const writing =
        typeof flags === 'string'
          ? WRITE_FLAGS.test(flags)
          : typeof flags === 'number' && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0;
      if (fault && fault !== 'disk-full' && writing) refuse(fault, 'open', String(path));
      // A new file on a full disk: its directory entry may still fit; the data will not.
      const fd = real.openSync(path, flags ?? 'r', mode);
      pathOfFd.set(fd, resolve(String(path)));
      return fd;
    }) as FileSystemPort['openSync'],
    closeSync: ((fd: number) => {
      pathOfFd.delete(fd);
      real.closeSync(fd);
    }) as FileSystemPort['closeSync'],
    writeSync: ((fd: number, buffer: NodeJS.ArrayBufferView | string, ...rest: unknown[]) => {
      const path = pathOfFd.get(fd);
      const fault = struck(path);
      if (!fault) return (real.writeSync as (...args: unknown[]) => number)(fd, buffer, ...rest);
      if (fault !== 'disk-full') return refuse(fault, 'write', path!);
      const bytes =
        typeof buffer === 'string'
          ? Buffer.from(buffer)
          : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const offset = typeof rest[0] === 'number' ? rest[0] : 0;
      const length = typeof rest[1] === 'number' ? rest[1] : bytes.length - offset;
      const allowed = allowance(length);
      if (allowed === 0) return refuse(fault, 'write', path!);
      // A short write, as the kernel does when the disk fills up mid-write.
      return real.writeSync(fd, bytes, offset, allowed);
    }) as FileSystemPort['writeSync'],
    ftruncateSync: ((fd: number, len?: number) => {
      const path = pathOfFd.get(fd);
      const fault = struck(path);
      if (fault && fault !== 'disk-full') refuse(fault, 'ftruncate', path!);
      real.ftruncateSync(fd, len);
    }) as FileSystemPort['ftruncateSync'],
    renameSync: ((from: fs.PathLike, to: fs.PathLike) => {
      const fault = struck(String(from)) ?? struck(String(to));
      if (fault && fault !== 'disk-full') refuse(fault, 'rename', String(to));
      real.renameSync(from, to);
    }) as FileSystemPort['renameSync'],
    rmSync: ((path: fs.PathLike, options?: fs.RmOptions) => {
      const fault = struck(String(path));
      if (fault && fault !== 'disk-full' && real.existsSync(path)) refuse(fault, 'rm', String(path));
      real.rmSync(path, options);
    }) as FileSystemPort['rmSync'],
    mkdirSync: ((path: fs.PathLike, options?: fs.MakeDirectoryOptions) => {
      const fault = struck(String(path)) ?? struck(dirname(String(path)));
      if (fault && !real.existsSync(path)) refuse(fault, 'mkdir', String(path));
      return real.mkdirSync(path, options);
    }) as FileSystemPort['mkdirSync'],
    createWriteStream: ((path: fs.PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) => {
      const target = String(path);
      const base = typeof options === 'string' ? { encoding: options } : (options ?? {});
      return real.createWriteStream(path, {
        ...base,
        fs: {
          open: (
            p: fs.PathLike,
            flags: fs.OpenMode,
            mode: fs.Mode,
            callback: (error: NodeJS.ErrnoException | null, fd?: number) => void,
          ) => {
            const fault = struck(target);
            if (fault && fault !== 'disk-full') {
              refused.push(`open ${target}`);
              return callback(errno(fault, 'open', target));
            }
            fs.open(p, flags, mode, callback);
          },
          write: (
            fd: number,
            buffer: Buffer,
            offset: number,
            length: number,
            position: number | null,
            callback: (error: NodeJS.ErrnoException | null, written?: number) => void,
          ) => {
            const fault = struck(target);
            if (fault) {
              const allowed = fault === 'disk-full' ? allowance(length) : 0;
              if (allowed === 0) {
                refused.push(`write ${target}`);
                return callback(errno(fault, 'write', target));
              }
              return fs.write(fd, buffer, offset, allowed, position, callback);
            }
            fs.write(fd, buffer, offset, length, position, callback);
          },
          close: fs.close,
          fsync: fs.fsync,
        },
      } as Parameters<typeof fs.createWriteStream>[1]);
    }) as FileSystemPort['createWriteStream'],
  };

  return {
    files,
    fail(fault, under, options = {}) {
      rule = { fault, under: resolve(under), allowBytes: options.allowBytes ?? 0 };
    },
    heal() {
      rule = undefined;
    },
    refused,
  };
}
