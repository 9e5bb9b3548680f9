/**
 * The archive index kept beside the segments (D510), counted, never timed: a start with every index file valid
 * indexes no segment from its lines; any index file missing, of another version or segment, built from other bytes,
 * cut short or altered is refused and only its segment is indexed again, the answers staying exactly those of an
 * index built from the segments; the files are the user's only, as the segments; the log says what was refused,
 * never a customer's data.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { archiveFolder, listArchive } from '../../src-main/journal/journal-archive';
import { OperationsJournal } from '../../src-main/journal/journal';
import { ArchiveIndex, type ArchiveQuery } from '../../src-main/journal/journal-index';
import { indexFilePath } from '../../src-main/journal/journal-index-file';
import { searchKeysOf, searchProbeOf } from '../../src-main/journal/journal-search';
import type { JournalEntry } from '../../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const secret = Buffer.alloc(32, 3);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
const CPF = '52998224725';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The journal's file code without the fsyncs: what is counted here is reading. */
const files = { ...fs, fsyncSync: () => undefined };

/** A journal of many archived segments, as the app writes it. */
function writeArchivedJournal(entries = 400): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-index-file-'));
  dirs.push(dir);
  const path = join(dir, 'journal.jsonl');
  let now = Date.parse('2026-02-01T12:00:00.000Z');
  const journal = new OperationsJournal(path, () => new Date(now), { segmentBytes: 6_000, files });
  for (let n = 0; n < entries; n++) {
    now += 17 * 60_000;
    const cpf = n % 3 ? CPF : '27208447136';
    const entry = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: n % 4 ? 'op4' : 'op2',
      title: `Aporte extra ${n}`,
      customerCpf: cpf,
      identifiers: { numero: String(n) },
      search: searchKeysOf(KEY, { cpf, name: n % 3 ? 'Patrícia Luiza Ribeiro' : 'Maria da Silva Santos' })!,
    });
    journal.finish(entry.id, n % 5 ? 'succeeded' : 'unknown', { protocol: `SIN${n}` });
  }
  journal.close();
  return path;
}

const QUERIES: ArchiveQuery[] = [
  { filter: {}, shadowed: [] },
  { filter: { text: 'aporte extra 1' }, shadowed: [] },
  { filter: { text: '529.982.247-25' }, probe: searchProbeOf(KEY, '529.982.247-25'), shadowed: [] },
  { filter: { text: 'maria silva' }, probe: searchProbeOf(KEY, 'maria silva'), shadowed: [] },
  { filter: { statuses: ['unknown'], from: '2026-02-02', to: '2026-02-04' }, shadowed: [] },
  { filter: { protocol: 'sin1', actions: ['op2'] }, shadowed: [] },
];

function answers(index: ArchiveIndex): JournalEntry[][] {
  return QUERIES.map((query) => index.query(structuredClone(query)).entries);
}

describe('the archive index kept beside its segments (D510)', () => {
  it('a start with every index file valid indexes no segment; the answers are those built from the segments', () => {
    const path = writeArchivedJournal();
    const segments = listArchive(files, path);
    expect(segments.length).toBeGreaterThan(10);

    const first = new ArchiveIndex(path, files);
    const built = answers(first);
    expect(first.work).toEqual({ loaded: 0, built: segments.length });
    expect(built[0]!.length).toBe(first.size);

    const next = new ArchiveIndex(path, files);
    expect(answers(next)).toEqual(built);
    expect(next.work).toEqual({ loaded: segments.length, built: 0 });

    // The files are the user's only, in the segments' folder, one per segment.
    const indexFiles = readdirSync(archiveFolder(path)).filter((name) => name.endsWith('.index'));
    expect(indexFiles.sort()).toEqual(segments.map((s) => `${s.name}.index`).sort());
    if (process.platform !== 'win32')
      for (const segment of segments) expect(statSync(indexFilePath(segment)).mode & 0o777).toBe(0o600);
  });

  const damages: Record<string, (file: string, segmentPath: string, other: string) => void> = {
    missing: (file) => rmSync(file),
    'cut short': (file) => writeFileSync(file, readFileSync(file).subarray(0, statSync(file).size >> 1)),
    'cut inside its first line': (file) => writeFileSync(file, readFileSync(file).subarray(0, 30)),
    empty: (file) => writeFileSync(file, ''),
    'a byte of its body altered': (file) => {
      const bytes = readFileSync(file);
      bytes[bytes.length - 20] = bytes[bytes.length - 20]! ^ 0x01;
      writeFileSync(file, bytes);
    },
    'another version': (file) => writeFileSync(file, readFileSync(file, 'utf8').replace('"version":1', '"version":99')),
    "another segment's": (file, _segment, other) => writeFileSync(file, readFileSync(other)),
    'built from other bytes of the segment (same size)': (_file, segmentPath) => {
      const text = readFileSync(segmentPath, 'utf8');
      writeFileSync(segmentPath, text.replace('Aporte extra', 'Aporte Extra'));
    },
    'not JSON at all': (file) => writeFileSync(file, Buffer.alloc(5000, 0xff)),
    'a valid hash over a body of the wrong shape': (file) => {
      const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!) as Record<string, unknown>;
      const body = Buffer.from(JSON.stringify({ ids: [1] }));
      header.bodyBytes = body.length;
      header.bodySha256 = createHash('sha256').update(body).digest('hex');
      writeFileSync(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]));
    },
  };

  for (const [damage, apply] of Object.entries(damages))
    it(`an index file ${damage}: refused, only its segment indexed again, nothing lost, the log says so without data`, () => {
      const path = writeArchivedJournal(150);
      const segments = listArchive(files, path);
      const first = new ArchiveIndex(path, files);
      first.refresh();
      first.takeNotes();
      const victim = segments[2]!;
      apply(indexFilePath(victim), victim.path, indexFilePath(segments[3]!));
      // Built from the segments as they are now, with no index file at all: what must be answered.
      const reference = new ArchiveIndex(path, segmentsOnly);
      const expected = answers(reference);

      const next = new ArchiveIndex(path, files);
      expect(answers(next)).toEqual(expected);
      expect(next.work).toEqual({ loaded: segments.length - 1, built: 1 });
      const notes = next.takeNotes().join('\n');
      expect(notes).toContain(damage === 'missing' ? '1 segmento(s) sem arquivo de índice' : victim.name);
      expect(notes).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}|patr|maria|aporte/i);

      // Rewritten: the start after that reads it back.
      const third = new ArchiveIndex(path, files);
      expect(answers(third)).toEqual(expected);
      expect(third.work).toEqual({ loaded: segments.length, built: 0 });
    });

  it('an index file that cannot be written (full disk) is not fatal: answered from memory, built again next time', () => {
    const path = writeArchivedJournal(120);
    const segments = listArchive(files, path);
    const full = {
      ...files,
      writeSync: (() => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      }) as typeof fs.writeSync,
    };
    const index = new ArchiveIndex(path, full);
    const got = answers(index);
    expect(got).toEqual(answers(new ArchiveIndex(path, segmentsOnly)));
    expect(index.takeNotes().join('\n')).toContain('não gravado (ENOSPC)');
    // Nothing half-made is left: no index file, no temporary file.
    expect(readdirSync(archiveFolder(path)).filter((name) => !name.endsWith('.jsonl'))).toEqual([]);
    expect(new ArchiveIndex(path, files).work).toEqual({ loaded: 0, built: 0 });
    const later = new ArchiveIndex(path, files);
    later.refresh();
    expect(later.work.built).toBe(segments.length);
  });

  it('index files whose segment is gone are removed at start', () => {
    const path = writeArchivedJournal(120);
    new ArchiveIndex(path, files).refresh();
    const orphan = join(archiveFolder(path), '000999_20260101T000000000Z_20260101T000000000Z.jsonl.index');
    writeFileSync(orphan, readFileSync(indexFilePath(listArchive(files, path)[0]!)));
    new ArchiveIndex(path, files).refresh();
    expect(fs.existsSync(orphan)).toBe(false);
  });
});

/** A disk where index files can be neither read nor written: the index as built from the segments alone. */
const segmentsOnly = {
  ...files,
  readFileSync: ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(file).endsWith('.index')) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync,
  openSync: ((file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
    if (flags === 'wx') throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
    return (fs.openSync as (...args: unknown[]) => number)(file, flags, mode);
  }) as typeof fs.openSync,
};
