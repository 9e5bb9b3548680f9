/**
 * Budget, counted: the entries the journal holds in memory get their search record once, when read or written (and
 * again when their outcome or check changes them), never at each History search, however many searches run.
 */
import * as fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ count: 0, folded: 0 }));
vi.mock('../../src-shared/text/fold-text', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src-shared/text/fold-text')>();
  return {
    ...original,
    foldText: (...args: Parameters<typeof original.foldText>) => {
      made.folded++;
      return original.foldText(...args);
    },
  };
});
vi.mock('../../src-main/journal/journal-filter', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src-main/journal/journal-filter')>();
  return {
    ...original,
    searchRecordOf: (...args: Parameters<typeof original.searchRecordOf>) => {
      made.count++;
      return original.searchRecordOf(...args);
    },
  };
});

const { OperationsJournal } = await import('../../src-main/journal/journal');
const { entryMatcher } = await import('../../src-main/journal/journal-filter');
type ArchiveSearch = import('../../src-main/journal/journal-index-client').ArchiveSearch;

const dir = mkdtempSync(join(tmpdir(), 'balcao-memory-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = { ...fs, fsyncSync: () => undefined };
/** Nothing archived to search: only main's share is counted. */
const noArchive: ArchiveSearch = {
  query: () => Promise.resolve({ entries: [], decoded: 0, indexed: 0 }),
  open: () => Promise.resolve({ total: 0, next: () => Promise.resolve([]), close: () => undefined }),
  warm: () => Promise.resolve(),
  forget: () => undefined,
};

describe('the in-memory entries’ search records', () => {
  it('are made once per write, never per search; the answers stay those of the whole-entry rule', async () => {
    const path = join(dir, 'journal.jsonl');
    let now = Date.parse('2026-03-02T12:00:00.000Z');
    const journal = new OperationsJournal(path, () => new Date(now), { archiveSearch: noArchive, files });
    const ENTRIES = 300;
    const ids: string[] = [];
    made.count = 0;
    for (let n = 0; n < ENTRIES; n++) {
      now += 60_000;
      const entry = journal.begin({
        user: 'maria.souza',
        environment: 'sandbox',
        action: 'op4',
        title: `Aporte extra ${n}`,
        identifiers: { numero: String(n) },
      });
      journal.finish(entry.id, n % 3 ? 'succeeded' : 'unknown', { protocol: `SIN${n}` });
      ids.push(entry.id);
    }
    journal.resolve(ids[0]!, { outcome: 'concluded', note: 'Conferido no sistema', by: 'joao.lima' });
    // begin, finish, and the one check.
    expect(made.count).toBe(2 * ENTRIES + 1);

    const filters = [{ text: 'aporte extra 1' }, { statuses: ['unknown' as const] }, { text: 'conferido' }, {}];
    made.count = 0;
    made.folded = 0;
    const answers = [];
    for (let round = 0; round < 5; round++) for (const filter of filters) answers.push(await journal.search(filter));
    expect(made.count).toBe(0);
    // Only the typed text is folded (once per search at most), never an entry's fields.
    expect(made.folded).toBeLessThanOrEqual(5 * filters.length);

    // The same answers as the rule over whole entries.
    const all = journal.list();
    for (const [i, filter] of filters.entries())
      expect(answers[i]!.map((e) => e.id)).toEqual(all.filter(entryMatcher(filter)).map((e) => e.id));
    journal.close();

    // A start makes each kept entry's record once.
    made.count = 0;
    const reopened = new OperationsJournal(path, () => new Date(now), { archiveSearch: noArchive, files });
    expect(made.count).toBe(ENTRIES);
    made.count = 0;
    await reopened.search({ text: 'sin1' });
    expect(made.count).toBe(0);
    reopened.close();
  });
});
