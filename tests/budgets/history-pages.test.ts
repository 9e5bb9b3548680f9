/**
 * Budgets of History over a journal of many archived segments, counted, never timed (D340, D420):
 * - a search is answered by the index in its thread: main opens no archived segment, whatever the filter;
 * - the export takes its entries from the thread a page at a time: no message hands main more than
 *   MAX_PAGE_ENTRIES entries, main opens no archived segment, and the pages bring exactly what the linear reading
 *   of the segments finds, in its order.
 */
import * as fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { archiveFolder } from '../../src-main/journal/journal-archive';
import { OperationsJournal } from '../../src-main/journal/journal';
import { type ArchiveSearch, journalIndexThread, MAX_PAGE_ENTRIES } from '../../src-main/journal/journal-index-client';
import { searchKeysOf, searchProbeOf } from '../../src-main/journal/journal-search';
import type { JournalEntry, JournalFilter } from '../../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const secret = Buffer.alloc(32, 5);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
/** Enough for the export to cross several pages. */
const ENTRIES = 3 * MAX_PAGE_ENTRIES + 137;

const dir = mkdtempSync(join(tmpdir(), 'balcao-history-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The journal's own file code without the fsyncs (what is counted is reading), noting every file main opens. */
const opened: string[] = [];
const files = {
  ...fs,
  fsyncSync: () => undefined,
  openSync: ((...args: Parameters<typeof fs.openSync>) => {
    opened.push(String(args[0]));
    return fs.openSync(...args);
  }) as typeof fs.openSync,
};

/** The index thread, with the size of every page it hands over. */
function countingThread(): ArchiveSearch & { pages: number[] } {
  const counted = {
    pages: [] as number[],
    query: journalIndexThread.query.bind(journalIndexThread),
    warm: journalIndexThread.warm.bind(journalIndexThread),
    forget: journalIndexThread.forget.bind(journalIndexThread),
    open: async (path: string, query: Parameters<ArchiveSearch['open']>[1]) => {
      const cursor = await journalIndexThread.open(path, query);
      return {
        total: cursor.total,
        close: () => cursor.close(),
        next: async () => {
          const page = await cursor.next();
          counted.pages.push(page.length);
          return page;
        },
      };
    },
  };
  return counted;
}

function writeJournal(archiveSearch: ArchiveSearch): OperationsJournal {
  const path = join(dir, 'journal.jsonl');
  let now = Date.parse('2026-01-05T12:00:00.000Z');
  const clock = () => new Date(now);
  const journal = new OperationsJournal(path, clock, { segmentBytes: 40_000, files });
  for (let n = 0; n < ENTRIES; n++) {
    const cpf = n % 2 ? '52998224725' : '27208447136';
    const entry = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: n % 3 ? 'op4' : 'export',
      title: n % 3 ? 'Aporte extra' : 'Exportação CSV: Histórico',
      customerCpf: cpf,
      identifiers: { numero: String(n) },
      search: searchKeysOf(KEY, { cpf, name: n % 2 ? 'Patrícia Luiza Ribeiro' : 'Maria da Silva Santos' })!,
    });
    journal.finish(entry.id, n % 5 ? 'succeeded' : 'failed', { protocol: `SIN${n}` });
    // Several entries on the same instant: the order among them is part of what is compared.
    if (n % 4 === 0) now += 60_000;
  }
  journal.close();
  return new OperationsJournal(path, clock, { archiveSearch, files });
}

describe('History over many archived segments (D340, D420)', () => {
  const thread = countingThread();
  const journal = writeJournal(thread);
  afterAll(() => journal.close());
  const archive = archiveFolder(journal.path);

  it('answers every search from the index: main opens no archived segment', async () => {
    for (const [filter, probeText] of [
      [{ text: '529.982.247-25', limit: 500 }, '529.982.247-25'],
      [{ text: 'patricia ribeiro', limit: 500 }, 'patricia ribeiro'],
      [{ text: 'sin12', limit: 500 }],
      [{ protocol: 'SIN7', limit: 500 }],
      [{ statuses: ['failed'], limit: 500 }],
    ] as Array<[JournalFilter, string?]>) {
      opened.length = 0;
      const found = await journal.search(filter, probeText ? searchProbeOf(KEY, probeText) : undefined);
      expect(found.length).toBeGreaterThan(0);
      expect(opened.filter((p) => p.startsWith(archive))).toEqual([]);
    }
    // The thread starts from source (tsx) and builds its index first: slow on a loaded machine, counted all the same.
  }, 300_000);

  it(`hands the export to main at most ${MAX_PAGE_ENTRIES} entries per message`, async () => {
    for (const filter of [{}, { text: 'aporte' }, { actions: ['export'] }] as JournalFilter[]) {
      thread.pages.length = 0;
      opened.length = 0;
      const linear = journal.list(filter);
      const linearOpened = opened.filter((p) => p.startsWith(archive)).length;
      opened.length = 0;
      const pages = await journal.searchPages(filter);
      const exported: JournalEntry[] = [];
      for await (const entry of pages.entries) exported.push(entry);
      expect(opened.filter((p) => p.startsWith(archive))).toEqual([]);
      expect(linearOpened).toBeGreaterThan(0);
      expect(pages.total).toBe(linear.length);
      expect(exported).toEqual(linear);
      expect(Math.max(...thread.pages)).toBeLessThanOrEqual(MAX_PAGE_ENTRIES);
      // Several pages, never the whole answer in one.
      if (filter.text === undefined && filter.actions === undefined)
        expect(thread.pages.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    }
  }, 300_000);
});
