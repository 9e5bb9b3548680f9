/**
 * A journal of any age (D62): segments archived at a size,
 * start-up reads at most the active one and the newest archived one, History
 * reads older ones only as far as its filters need, a journal written before
 * segments is sealed into them once, and nothing is read into one string.
 */
import * as fs from 'node:fs';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { archiveFolder, listArchive } from '../../src-main/journal/journal-archive';
import { MAX_LINE_BYTES } from '../../src-main/journal/journal-lines';
import { OperationsJournal } from '../../src-main/journal/journal';
import type { JournalBeginInput } from '../../src-main/journal/journal-types';

const dirs: string[] = [];
function journalPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-segments-'));
  dirs.push(dir);
  return join(dir, 'journal.jsonl');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function manualClock(start: string) {
  let now = new Date(start).getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** node:fs, counting what is read and from which files. */
function countingFiles() {
  const opened: string[] = [];
  let bytesRead = 0;
  const files: FileSystemPort = {
    ...fs,
    openSync: ((path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode | null) => {
      if (flags === 'r' || flags === undefined) opened.push(String(path));
      return fs.openSync(path, flags ?? 'r', mode);
    }) as FileSystemPort['openSync'],
    readSync: ((...args: Parameters<typeof fs.readSync>) => {
      const n = (fs.readSync as (...a: unknown[]) => number)(...args);
      bytesRead += n;
      return n;
    }) as FileSystemPort['readSync'],
  };
  return {
    files,
    opened,
    get bytesRead() {
      return bytesRead;
    },
    reset() {
      opened.length = 0;
      bytesRead = 0;
    },
  };
}

const input = (n: number): JournalBeginInput => ({
  user: 'maria.souza',
  environment: 'sandbox',
  action: 'op3',
  title: `Abrir aviso de sinistro ${n}`,
  customerCpf: '52998224725',
  identifiers: { linhaNegocio: 'VIDA', numero: String(n) },
});

/** Writes `count` finished attempts, one minute apart. */
function fill(journal: OperationsJournal, time: ReturnType<typeof manualClock>, count: number, from = 0): string[] {
  const ids: string[] = [];
  for (let n = from; n < from + count; n++) {
    const entry = journal.begin(input(n));
    journal.finish(entry.id, 'succeeded', { protocol: `SIN${String(n).padStart(6, '0')}` });
    ids.push(entry.id);
    time.advance(60_000);
  }
  return ids;
}

describe('journal segments', () => {
  it('archives the active segment at its size; a start reads only the active and the newest archived one', () => {
    const path = journalPath();
    const time = manualClock('2026-01-01T12:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock, { segmentBytes: 8 * 1024 });
    const ids = fill(journal, time, 400);
    journal.close();
    const archived = listArchive(fs, path);
    expect(archived.length).toBeGreaterThan(10);
    for (const segment of archived) expect(statSync(segment.path).size).toBeLessThan(8 * 1024 + 1024);
    // Names say the span: ordered, not overlapping.
    for (let i = 1; i < archived.length; i++) expect(archived[i]!.first > archived[i - 1]!.last).toBe(true);

    const disk = countingFiles();
    const reopened = new OperationsJournal(path, time.clock, { files: disk.files, segmentBytes: 8 * 1024 });
    expect(disk.opened.filter((p) => p.endsWith('.jsonl'))).toEqual([archived.at(-1)!.path, path]);
    expect(disk.bytesRead).toBeLessThan(3 * 8 * 1024);
    expect(reopened.readReport.entries).toBeLessThan(100);

    // History: the newest page without touching old segments; everything when asked.
    disk.reset();
    expect(reopened.list({ limit: 20 }).map((e) => e.id)).toEqual(ids.slice(-20).reverse());
    expect(disk.opened).toEqual([]);
    expect(reopened.list().map((e) => e.id)).toEqual([...ids].reverse());
    expect(reopened.list({ text: 'sin000007' }).map((e) => e.id)).toEqual([ids[7]]);
  });

  it('a date filter opens only the segments whose span it reaches', () => {
    const path = journalPath();
    const time = manualClock('2026-01-01T12:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock, { segmentBytes: 8 * 1024 });
    const ids: string[] = [];
    for (let day = 0; day < 10; day++) {
      ids.push(...fill(journal, time, 30, day * 30));
      time.advance(24 * 60 * 60_000 - 30 * 60_000);
    }
    journal.close();
    const disk = countingFiles();
    const reopened = new OperationsJournal(path, time.clock, { files: disk.files, segmentBytes: 8 * 1024 });
    disk.reset();
    const onDay3 = reopened.list({ from: '2026-01-04', to: '2026-01-04' });
    expect(onDay3.map((e) => e.id)).toEqual(ids.slice(90, 120).reverse());
    const all = listArchive(fs, path);
    expect(disk.opened.length).toBeGreaterThan(0);
    expect(disk.opened.length).toBeLessThanOrEqual(3);
    expect(all.length).toBeGreaterThan(disk.opened.length + 5);
  });

  it('never archives while an attempt of this run is under way (its begin and finish stay together)', () => {
    const path = journalPath();
    const time = manualClock('2026-01-01T12:00:00.000Z');
    const journal = new OperationsJournal(path, time.clock, { segmentBytes: 1024 });
    const open = journal.begin(input(0));
    fill(journal, time, 20, 1);
    expect(listArchive(fs, path)).toEqual([]);
    journal.finish(open.id, 'succeeded');
    fill(journal, time, 1, 100);
    expect(listArchive(fs, path)).toHaveLength(1);
    journal.close();
    expect(
      new OperationsJournal(path, time.clock, { segmentBytes: 1024 }).list().find((e) => e.id === open.id)?.status,
    ).toBe('succeeded');
  });

  it('a journal too big to be one segment (written before segments) is sealed into segments once; the next start reads only two', () => {
    const path = journalPath();
    const lines: string[] = [];
    const start = Date.parse('2025-06-01T12:00:00.000Z');
    const ids: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const id = `legacy-${n}`;
      ids.push(id);
      const at = new Date(start + n * 60_000).toISOString();
      lines.push(
        JSON.stringify({
          type: 'begin',
          id,
          startedAt: at,
          user: 'maria',
          environment: 'sandbox',
          action: 'op3',
          title: 'Aviso',
          identifiers: {},
          fingerprint: 'ab'.repeat(32),
        }),
        JSON.stringify({ type: 'finish', id, status: 'succeeded', finishedAt: at }),
      );
    }
    writeFileSync(path, `${lines.join('\n')}\n`);
    const size = statSync(path).size;
    expect(size).toBeGreaterThan(4 * 1024 * 1024);
    const time = manualClock('2026-01-01T12:00:00.000Z');

    const sealed = new OperationsJournal(path, time.clock, { segmentBytes: 512 * 1024 });
    expect(readdirSync(join(path, '..')).sort()).toEqual(['journal-archive']);
    const segments = listArchive(fs, path);
    expect(segments.length).toBeGreaterThanOrEqual(4);
    expect(sealed.list({ limit: 5 }).map((e) => e.id)).toEqual(ids.slice(-5).reverse());
    sealed.close();

    const disk = countingFiles();
    // Bounded work, counted in bytes read rather than timed (a loaded machine breaks any time bound).
    const again = new OperationsJournal(path, time.clock, { files: disk.files, segmentBytes: 512 * 1024 });
    expect(disk.bytesRead).toBeLessThanOrEqual(4 * 512 * 1024 + 1024);
    expect(again.list().map((e) => e.id)).toEqual([...ids].reverse());
    expect(again.readReport.skippedLines).toBe(0);
  });

  it('a sealing cut short by a crash is done again from the start, without duplicates', () => {
    const path = journalPath();
    const time = manualClock('2026-01-01T12:00:00.000Z');
    const lines: string[] = [];
    for (let n = 0; n < 3000; n++) {
      const at = new Date(Date.parse('2025-12-01T00:00:00.000Z') + n * 1000).toISOString();
      lines.push(
        JSON.stringify({
          type: 'begin',
          id: `e${n}`,
          startedAt: at,
          user: 'u',
          environment: 'sandbox',
          action: 'op3',
          title: 'Aviso',
          identifiers: {},
          fingerprint: 'cd'.repeat(32),
        }),
        JSON.stringify({ type: 'finish', id: `e${n}`, status: 'failed', finishedAt: at }),
      );
    }
    // What a crash while sealing leaves: the set-aside journal, one finished segment of that run and a temporary piece.
    const dir = join(path, '..');
    writeFileSync(join(dir, 'journal-sealing-abc123.jsonl'), `${lines.join('\n')}\n`);
    fs.mkdirSync(archiveFolder(path));
    writeFileSync(
      join(archiveFolder(path), '000001_20251201T000000000Z_20251201T000100000Z_abc123.jsonl'),
      lines.slice(0, 100).join('\n'),
    );
    writeFileSync(join(archiveFolder(path), '.piece-abc123-1.tmp'), 'half');
    const journal = new OperationsJournal(path, time.clock, { segmentBytes: 64 * 1024 });
    expect(readdirSync(dir).sort()).toEqual(['journal-archive']);
    expect(readdirSync(archiveFolder(path)).some((n) => n.endsWith('.tmp'))).toBe(false);
    const all = journal.list();
    expect(all).toHaveLength(3000);
    expect(new Set(all.map((e) => e.id)).size).toBe(3000);
  });

  it('reads line by line: a damaged line far longer than any entry is skipped without holding it', () => {
    const path = journalPath();
    const journal = new OperationsJournal(path);
    journal.finish(journal.begin(input(1)).id, 'succeeded');
    journal.close();
    appendFileSync(path, `{"type":"begin","x":"${'9'.repeat(MAX_LINE_BYTES + 10)}"}\n`);
    const again = new OperationsJournal(path);
    again.finish(again.begin(input(2)).id, 'succeeded');
    again.close();
    const reopened = new OperationsJournal(path, undefined, { segmentBytes: 64 * 1024 * 1024 });
    expect(reopened.readReport).toMatchObject({ entries: 2, skippedLines: 1, firstSkippedLine: 3 });
  });
});
