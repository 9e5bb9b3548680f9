/**
 * Opening the journal through the journal index's thread (openJournal, D727) gives the journal that reading it on
 * main gives, whatever the journal holds: attempts finished, left open by a run that died, resolved from an older
 * segment, torn last lines, segments archived at any point; entries handed over in pages; a journal too big for one
 * segment sealed there. A first run starts no thread; a disk of the caller's own, or a failed thread, is read on main.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { archiveFolder } from '../../src-main/journal/journal-archive';
import { OperationsJournal } from '../../src-main/journal/journal';
import { type ArchiveSearch, journalIndexThread, MAX_PAGE_ENTRIES } from '../../src-main/journal/journal-index-client';
import { openJournal } from '../../src-main/journal/journal-open';
import { readJournalStart } from '../../src-main/journal/journal-start';
import type { JournalBeginInput, JournalOutcome } from '../../src-main/journal/journal-types';
import { faultyFiles } from '../support/faulty-files';
import { writeJournalOfSize } from '../support/journal-of-size';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-journal-open-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.parse('2026-05-20T13:00:00Z');
const clock = () => new Date(NOW);
/** Small segments: a few attempts each, so histories of a few dozen steps archive several times. */
const SEGMENT_BYTES = 1_500;

const attempt = (n: number): JournalBeginInput => ({
  user: 'atendente',
  environment: 'sandbox',
  action: n % 2 ? 'op4' : 'op5',
  title: n % 2 ? 'Aporte extra' : 'Alterar dados de pagamento do título',
  customerCpf: '27208447136',
  identifiers: { idtitulo: String(327202888 + n) },
  fingerprint: `k1:fp${n}`,
});

type Step =
  | { kind: 'write'; outcome: JournalOutcome }
  | { kind: 'leave-open' }
  | { kind: 'restart' }
  | { kind: 'tear' }
  | { kind: 'resolve'; which: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .constantFrom<JournalOutcome>('succeeded', 'failed', 'unknown')
      .map((outcome) => ({ kind: 'write' as const, outcome })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'leave-open' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'tear' as const }) },
  { weight: 2, arbitrary: fc.nat(50).map((which) => ({ kind: 'resolve' as const, which })) },
);

/** Plays the steps on a journal in `dir`, restarting it as a run that ends does (what is left open stays open). */
function play(dir: string, steps: Step[]): void {
  const path = join(dir, 'journal.jsonl');
  const options = { segmentBytes: SEGMENT_BYTES, duplicateWindowMs: 365 * 24 * 3_600_000 };
  let journal = new OperationsJournal(path, clock, options);
  let n = 0;
  for (const s of steps) {
    if (s.kind === 'write') {
      const entry = journal.begin(attempt(n++));
      journal.finish(entry.id, s.outcome, { protocol: `P${n}` });
    } else if (s.kind === 'leave-open') journal.begin(attempt(n++));
    else if (s.kind === 'resolve') {
      const unknown = journal.list({ statuses: ['unknown'] });
      const target = unknown[s.which % Math.max(unknown.length, 1)];
      if (target) journal.resolve(target.id, { outcome: 'concluded', note: 'Conferido no serviço.', by: 'supervisor' });
    } else {
      journal.close();
      // A crash in the middle of an append: the last line torn.
      if (s.kind === 'tear') appendFileSync(path, '{"type":"begin","id":"torn-');
      journal = new OperationsJournal(path, clock, options);
    }
  }
  journal.close();
}

/** The archive as the index would answer it left out: what a search answers is what the journal holds in memory. */
const threadStartOnly: ArchiveSearch = {
  query: () => Promise.resolve({ entries: [], decoded: 0, indexed: 0 }),
  open: () => Promise.resolve({ total: 0, next: () => Promise.resolve([]), close: () => undefined }),
  warm: () => Promise.resolve(),
  forget: (journalPath) => journalIndexThread.forget(journalPath),
  start: (journalPath, segmentBytes) => journalIndexThread.start!(journalPath, segmentBytes),
};

/** Two copies of `dir`'s journal: one to open through the thread, one to read on main. */
function copies(dir: string): [string, string] {
  const [a, b] = [folder(), folder()];
  cpSync(dir, a, { recursive: true });
  cpSync(dir, b, { recursive: true });
  return [join(a, 'journal.jsonl'), join(b, 'journal.jsonl')];
}

/**
 * What a journal shows: its report, what it holds in memory (searched alone), everything listed, a duplicate check;
 * then the same after more writes (which archive the active segment and append after a torn line) and a restart.
 */
async function shown(journal: OperationsJournal, options: { segmentBytes?: number } = {}) {
  const seen = async (j: OperationsJournal) => ({
    report: j.readReport,
    memory: await j.search({}),
    listed: j.list({}),
    duplicate: j.findRecentDuplicate({ ...attempt(0), fingerprint: 'k1:fp0' })?.id,
  });
  const before = await seen(journal);
  const written: string[] = [];
  for (let n = 100; n < 104; n++) {
    const entry = journal.begin(attempt(n));
    written.push(entry.id);
    journal.finish(entry.id, 'succeeded', { protocol: `P${n}` });
  }
  const afterWrites = await seen(journal);
  journal.close();
  const restarted = new OperationsJournal(journal.path, clock, options);
  const afterRestart = await seen(restarted);
  restarted.close();
  // The ids of the entries written here are each journal's own: named by their order instead.
  let text = JSON.stringify({ before, afterWrites, afterRestart });
  written.forEach((id, n) => (text = text.replaceAll(id, `written-${n}`)));
  return JSON.parse(text) as unknown;
}

describe('the journal opened through the index thread (D727)', () => {
  it('is the journal main reads, for any history of writes, crashes, torn lines, resolutions and archiving (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const dir = folder();
        play(dir, steps);
        const [viaThread, onMain] = copies(dir);
        const options = { segmentBytes: SEGMENT_BYTES, archiveSearch: threadStartOnly };
        const opened = await openJournal(viaThread, clock, options);
        const read = new OperationsJournal(onMain, clock, options);
        expect(await shown(opened, options)).toEqual(await shown(read, options));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('hands over entries a page at a time, all of them, in begin order, with the same start main reads', async () => {
    const dir = folder();
    writeJournalOfSize(join(dir, 'journal.jsonl'), 3 * MAX_PAGE_ENTRIES + 17, NOW);
    const [viaThread, onMain] = copies(dir);
    const start = await journalIndexThread.start!(viaThread, 1024 * 1024 * 1024);
    journalIndexThread.forget(viaThread);
    expect(start.entries).toHaveLength(3 * MAX_PAGE_ENTRIES + 17);
    expect(start).toEqual(readJournalStart(nodeFileSystem, onMain, 1024 * 1024 * 1024));
  }, 120_000);

  it("seals a journal too big for one segment in the thread, saying so in main's log, and opens it as main would", async () => {
    const dir = folder();
    writeJournalOfSize(join(dir, 'journal.jsonl'), 60, NOW);
    const [viaThread, onMain] = copies(dir);
    const heard: string[] = [];
    const options = { segmentBytes: 4_000, archiveSearch: threadStartOnly };
    const opened = await openJournal(viaThread, clock, { ...options, log: (line) => void heard.push(line) });
    expect(heard.some((line) => /segmento\(s\) arquivado\(s\)/.test(line))).toBe(true);
    expect(readdirSync(archiveFolder(viaThread)).length).toBeGreaterThan(1);
    expect(await shown(opened, options)).toEqual(await shown(new OperationsJournal(onMain, clock, options), options));
  }, 60_000);

  it('on a first run there is nothing to read and no thread is asked', async () => {
    const path = join(folder(), 'journal.jsonl');
    const asked: string[] = [];
    const journal = await openJournal(path, clock, {
      archiveSearch: {
        ...threadStartOnly,
        start: (journalPath) => (asked.push(journalPath), Promise.reject(new Error('not to be asked'))),
      },
    });
    expect(asked).toEqual([]);
    expect(journal.readReport).toEqual({ entries: 0, skippedLines: 0 });
    journal.begin(attempt(1));
    journal.close();
    expect(existsSync(path)).toBe(true);
  });

  it("a failed thread, or a disk of the caller's own, is read on main: same journal, the failure in the log", async () => {
    const dir = folder();
    play(dir, [{ kind: 'write', outcome: 'succeeded' }, { kind: 'leave-open' }, { kind: 'restart' }]);
    const [failing, ownDisk] = copies(dir);
    const heard: string[] = [];
    const viaFailure = await openJournal(failing, clock, {
      archiveSearch: { ...threadStartOnly, start: () => Promise.reject(new Error('thread gone')) },
      log: (line) => void heard.push(line),
    });
    expect(heard.some((line) => line.includes('thread gone'))).toBe(true);
    const disk = faultyFiles();
    const asked: string[] = [];
    const viaOwnDisk = await openJournal(ownDisk, clock, {
      files: disk.files,
      archiveSearch: {
        ...threadStartOnly,
        start: (journalPath) => (asked.push(journalPath), Promise.reject(new Error('not to be asked'))),
      },
    });
    expect(asked).toEqual([]);
    expect(viaFailure.list().map((e) => e.status)).toEqual(['unknown', 'succeeded']);
    expect(await shown(viaFailure)).toEqual(await shown(viaOwnDisk));
  });
});
