/**
 * The journal opens without holding main (issue 28, D727): its newest segments are read in the journal index's
 * thread and main takes a page of entries per message. Deterministic: what is counted is main's own CPU while the
 * journal opens, and the longest stall of main's event loop by its own work (event-loop-stall.ts), whatever the
 * machine's load; side by side with the same journal read on main by the constructor, as it was before.
 *
 * A journal of about a million entries: its two newest archived segments and the active one as the app writes them,
 * the older segments hard links of the oldest one (the opening lists them and reads none; what the index's thread
 * makes of them is bench 9's).
 */
import { linkSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { archiveFolder, listArchive, segmentName } from '../../src-main/journal/journal-archive';
import { OperationsJournal } from '../../src-main/journal/journal';
import { journalIndexThread } from '../../src-main/journal/journal-index-client';
import { openJournal } from '../../src-main/journal/journal-open';
import { watched } from '../support/event-loop-stall';
import { writeJournalOfSize } from '../support/journal-of-size';

/** Two full archived segments (about 3,000 entries each at the app's segment size) and an active one. */
const WRITTEN = 7_000;
/** Older segments linked in: about 1,000,000 entries in all. */
const LINKED = 330;
const START = Date.parse('2024-01-02T12:00:00.000Z');
/** The bound on a stall of main, and here on main's whole share of the opening. */
const BUDGET_MS = 50;

/** Main's own share of an opening: its CPU and the longest stall of its event loop by its own work. */
async function opened(open: () => OperationsJournal | Promise<OperationsJournal>) {
  const { value, cpuMs, stall } = await watched(open);
  return { journal: value, cpuMs, stallMs: stall.busyMs };
}

describe('the journal opens beside main, not on it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-journal-open-'));
  const path = join(dir, 'journal.jsonl');
  let clock: () => Date;

  beforeAll(async () => {
    const end = writeJournalOfSize(path, WRITTEN, START);
    clock = () => new Date(end);
    // The older segments go first: the ones written move up past the links.
    const written = listArchive(nodeFileSystem, path);
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const segment of written.slice().reverse())
      renameSync(
        segment.path,
        join(archiveFolder(path), segmentName(segment.seq + LINKED, segment.first, segment.last)),
      );
    const oldest = written[0]!;
    const source = join(archiveFolder(path), segmentName(oldest.seq + LINKED, oldest.first, oldest.last));
    for (let seq = 1; seq <= LINKED; seq++)
      linkSync(source, join(archiveFolder(path), segmentName(seq, oldest.first, oldest.first)));
    // Each way's code compiled, and the index's thread started, before anything is counted.
    (await openJournal(path, clock)).close();
    new OperationsJournal(path, clock).close();
  }, 120_000);

  afterAll(() => {
    journalIndexThread.forget(path);
    rmSync(dir, { recursive: true, force: true });
  });

  it(`main's own share is a few milliseconds, no stall over ${BUDGET_MS} ms, and the journal is the one main would read`, async () => {
    expect(listArchive(nodeFileSystem, path).length).toBe(LINKED + 2);
    const thread = await opened(() => openJournal(path, clock));
    const main = await opened(() => new OperationsJournal(path, clock));
    const figures = JSON.stringify({
      thread: { ...thread, journal: undefined },
      main: { ...main, journal: undefined },
    });
    try {
      // Same start either way: the two newest segments, every entry as main reads it.
      expect(thread.journal.readReport).toEqual(main.journal.readReport);
      expect(thread.journal.readReport.entries).toBeGreaterThan(3_000);
      expect(await thread.journal.search({ limit: 10 })).toEqual(await main.journal.search({ limit: 10 }));
      // Main hands over nothing and takes some eight pages of 500 entries: a few milliseconds on a quiet machine.
      // Reading the segments itself costs it some 60 to 120 ms of its CPU in one stretch.
      expect(thread.cpuMs, figures).toBeLessThan(BUDGET_MS);
      expect(thread.stallMs, figures).toBeLessThan(BUDGET_MS);
      expect(thread.cpuMs, figures).toBeLessThan(main.cpuMs / 2);
    } finally {
      thread.journal.close();
      main.journal.close();
    }
  }, 120_000);
});
