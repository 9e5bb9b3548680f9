/** writeFileAtomicSync on a disk that fills up or turns read-only: all or nothing, and no temporary file left behind. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, writeFileAtomicSync } from '../../src-shared/node/atomic-file';
import { faultyFiles } from '../support/faulty-files';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-atomic-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** 13,296 bytes, as the sandbox-state.json of the issue. */
const BIG = JSON.stringify({ rows: 'x'.repeat(13_296 - 12) });

describe('writeFileAtomicSync', () => {
  it('replaces the file whole', () => {
    const dir = folder();
    const path = join(dir, 'state.json');
    writeFileSync(path, 'old');
    writeFileAtomicSync(path, BIG);
    expect(readFileSync(path, 'utf8')).toBe(BIG);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('a nearly full disk (a short write, then ENOSPC) throws and leaves the old file and no temporary file', () => {
    const dir = folder();
    const path = join(dir, 'state.json');
    writeFileSync(path, 'old content');
    const disk = faultyFiles();
    // 4,096 bytes fit, then the disk is full: the kernel answers the first write with 4096, the next with ENOSPC.
    disk.fail('disk-full', dir, { allowBytes: 4096 });
    expect(() => writeFileAtomicSync(path, BIG, disk.files)).toThrow(expect.objectContaining({ code: 'ENOSPC' }));
    expect(readFileSync(path, 'utf8')).toBe('old content');
    expect(readdirSync(dir)).toEqual(['state.json']);
    expect(disk.refused.length).toBeGreaterThan(0);
  });

  it('a write that makes no progress is an error, not an endless loop', () => {
    const dir = folder();
    const path = join(dir, 'state.json');
    const disk = faultyFiles();
    const files = { ...disk.files, writeSync: (() => 0) as unknown as typeof disk.files.writeSync };
    expect(() => writeFileAtomicSync(path, 'abc', files)).toThrow(expect.objectContaining({ code: 'ENOSPC' }));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a read-only folder throws EROFS and changes nothing', () => {
    const dir = folder();
    const path = join(dir, 'state.json');
    writeFileSync(path, 'old content');
    const disk = faultyFiles();
    disk.fail('read-only', dir);
    expect(() => writeFileAtomicSync(path, BIG, disk.files)).toThrow(expect.objectContaining({ code: 'EROFS' }));
    expect(readFileSync(path, 'utf8')).toBe('old content');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('a failed rename removes the temporary file and keeps the old one', () => {
    const dir = folder();
    const path = join(dir, 'state.json');
    writeFileSync(path, 'old content');
    const disk = faultyFiles();
    const files = {
      ...disk.files,
      renameSync: (() => {
        throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });
      }) as typeof disk.files.renameSync,
    };
    expect(() => writeFileAtomicSync(path, 'abc', files)).toThrow(/EIO/);
    expect(readFileSync(path, 'utf8')).toBe('old content');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('removeStaleTempFiles removes only our temporary files', () => {
    const dir = folder();
    writeFileSync(join(dir, '.1767225600000-4242-k3j5h2.tmp'), 'cut by a crash');
    writeFileSync(join(dir, 'settings.json'), '{}');
    writeFileSync(join(dir, '.hidden.tmp'), 'not ours');
    expect(removeStaleTempFiles(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['.hidden.tmp', 'settings.json']);
  });
});
