/**
 * The journal on a disk that fills up or turns read-only (issue 12 items 1
 * and 14): a begin that cannot be written says why and where and leaves the
 * file as it was; an outcome that cannot be written stays in memory, counts
 * for duplicates, and is written once the disk takes it again.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { OutcomeNotSavedError } from '../../src-main/errors';
import { OperationsJournal } from '../../src-main/journal/journal';
import type { DuplicateProbe } from '../../src-main/journal/journal-types';
import { fingerprintKeyId, keyedFingerprint } from '../../src-main/journal/request-fingerprint';
import { faultyFiles } from '../support/faulty-files';
import { sayWords } from '../../src-shared/words/error-words';

const CPF = '52998224725';
const SECRET = Buffer.alloc(32, 9);
const KEY = { id: fingerprintKeyId(SECRET), secret: SECRET };

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-journal-disk-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function attempt(valor = 150): DuplicateProbe {
  const request = { path: { idcliente: CPF, idcertificado: '123456' }, body: { valor } };
  return {
    user: 'maria.souza',
    environment: 'sandbox',
    action: 'op4',
    title: 'Solicitar aporte esporádico',
    customerCpf: CPF,
    identifiers: { idcertificado: '123456' },
    fingerprint: keyedFingerprint(KEY, 'op4', 'sandbox', request),
  };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('journal on a full or read-only disk', () => {
  it.each([
    ['full', 'disk-full', /disco está cheio/],
    ['read-only', 'read-only', /somente leitura/],
  ] as const)(
    'a begin on a %s disk throws a LocalWriteError naming the journal, and the file keeps exactly what it had',
    (_name, fault, reason) => {
      const dir = folder();
      const path = join(dir, 'journal.jsonl');
      const disk = faultyFiles();
      const journal = new OperationsJournal(path, undefined, { files: disk.files });
      const first = journal.begin(attempt());
      journal.finish(first.id, 'succeeded', { protocol: 'APT-1' });
      const before = readFileSync(path, 'utf8');
      // A few bytes still fit: the line starts, then the disk refuses the rest.
      disk.fail(fault, dir, { allowBytes: 40 });
      const error = thrown(() => journal.begin(attempt(200)));
      expect(error).toBeInstanceOf(LocalWriteError);
      expect(sayWords((error as LocalWriteError).said, 'pt-BR')).toMatch(reason);
      expect(sayWords((error as LocalWriteError).said, 'pt-BR')).toContain(path);
      expect(sayWords((error as LocalWriteError).said, 'en')).toContain(path);
      expect(disk.refused.length).toBeGreaterThan(0);
      // No half line left behind, nothing new in memory.
      expect(readFileSync(path, 'utf8')).toBe(before);
      expect(journal.list()).toHaveLength(1);
      disk.heal();
      const next = journal.begin(attempt(300));
      journal.close();
      const reopened = new OperationsJournal(path);
      expect(reopened.readReport).toEqual({ entries: 2, skippedLines: 0 });
      expect(reopened.list().map((e) => e.id)).toEqual([next.id, first.id]);
    },
  );

  it('an outcome that cannot be written is kept in memory, counts as a duplicate, and is written once the disk takes it', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const disk = faultyFiles();
    const journal = new OperationsJournal(path, undefined, { files: disk.files });
    const entry = journal.begin(attempt());
    disk.fail('disk-full', dir);
    const error = thrown(() => journal.finish(entry.id, 'succeeded', { protocol: 'APT-7', httpStatus: 201 }));
    expect(error).toBeInstanceOf(OutcomeNotSavedError);
    expect((error as OutcomeNotSavedError).entry).toMatchObject({
      id: entry.id,
      status: 'succeeded',
      result: { protocol: 'APT-7' },
    });
    expect((error as OutcomeNotSavedError).problem.reason).toBe('disk-full');
    // History shows what the service said; the same request is a duplicate.
    expect(journal.list()[0]).toMatchObject({ id: entry.id, status: 'succeeded', result: { protocol: 'APT-7' } });
    expect(journal.findRecentDuplicate(attempt())?.id).toBe(entry.id);
    expect(journal.unsavedOutcomes).toBe(1);
    // Still full: the retry fails quietly, and so does a new begin (nothing may be sent while the journal is refused).
    expect(journal.retryUnsaved()).toBe(false);
    expect(() => journal.begin(attempt(999))).toThrow(LocalWriteError);

    // Were the app to stop now, the attempt would read as unknown (begin on disk, no outcome): still a duplicate.
    const crashedView = new OperationsJournal(path);
    expect(crashedView.list()[0]).toMatchObject({ id: entry.id, status: 'unknown' });
    expect(crashedView.findRecentDuplicate(attempt())?.id).toBe(entry.id);

    disk.heal();
    expect(journal.retryUnsaved()).toBe(true);
    expect(journal.unsavedOutcomes).toBe(0);
    journal.close();
    const reopened = new OperationsJournal(path);
    expect(reopened.list()[0]).toMatchObject({ id: entry.id, status: 'succeeded', result: { protocol: 'APT-7' } });
    expect(reopened.readReport.skippedLines).toBe(0);
  });

  it('a failure whose outcome cannot be written still counts for duplicates until it is on disk (it would read as unknown after a restart)', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const disk = faultyFiles();
    const journal = new OperationsJournal(path, undefined, { files: disk.files });
    const entry = journal.begin(attempt());
    disk.fail('read-only', dir);
    expect(() => journal.finish(entry.id, 'failed', { httpStatus: 422 })).toThrow(OutcomeNotSavedError);
    expect(journal.findRecentDuplicate(attempt())?.id).toBe(entry.id);
    disk.heal();
    // The next append writes the waiting outcome first, in order.
    const other = journal.begin(attempt(500));
    expect(journal.findRecentDuplicate(attempt())).toBeUndefined();
    journal.close();
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; id: string });
    expect(lines.map((l) => [l.type, l.id])).toEqual([
      ['begin', entry.id],
      ['finish', entry.id],
      ['begin', other.id],
    ]);
  });

  it('opens and lists a journal on a read-only disk (History still works)', () => {
    const dir = folder();
    const path = join(dir, 'journal.jsonl');
    const journal = new OperationsJournal(path);
    journal.finish(journal.begin(attempt()).id, 'succeeded');
    journal.close();
    const disk = faultyFiles();
    disk.fail('read-only', dir);
    const readOnly = new OperationsJournal(path, undefined, { files: disk.files });
    expect(readOnly.list()).toHaveLength(1);
    readOnly.pruneFingerprints();
    readOnly.close();
  });
});
