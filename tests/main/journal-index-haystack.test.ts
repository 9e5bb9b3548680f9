/**
 * History's text and CPF search from the index's haystack and posting lists (D580): over random journals (titles,
 * names and identifiers with accents, case, control characters) and random searches (pieces of what was written
 * in another case or without accents, full and partial CPFs with and without the mask, names, nothing that
 * matches), the index answers exactly what the linear reading of the segments answers. And a budget, counted: a
 * text search compares no entry one by one, a CPF search only the entries it finds.
 */
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { OperationsJournal } from '../../src-main/journal/journal';
import { ArchiveIndex } from '../../src-main/journal/journal-index';
import type { ArchiveSearch } from '../../src-main/journal/journal-index-client';
import { searchKeysOf, searchProbeOf } from '../../src-main/journal/journal-search';
import type { JournalFilter } from '../../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const secret = Buffer.alloc(32, 5);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
const CUSTOMERS = [
  { cpf: '52998224725', name: 'Patrícia Luiza Ribeiro' },
  { cpf: '27208447136', name: 'MARIA DA SILVA SANTOS' },
  { cpf: '11144477735', name: 'João Ribeiro' },
];
/** Pieces of what is written: accents, case, CPF-like digits, the fields' and the haystack's separators. */
const WORDS = [
  'Aporte',
  'CONTRIBUIÇÃO',
  'sinistro',
  'Previdência',
  'SIN 2026',
  '529.982',
  '247-25',
  'Ação',
  '\u0000',
  '\u0001',
  'zé',
];
/** What is searched: the same pieces in other cases and without accents, CPFs whole and in part, names, nothing. */
const SEARCHES = [
  'aporte',
  'APORTE',
  'contribuicao',
  'Contribuição',
  'previdencia',
  'sin 2026',
  'acao',
  'ZE',
  '52998224725',
  '529.982.247-25',
  '***.982.247-**',
  '***.982.247',
  '982.247',
  '98224',
  '272.084.471-36',
  'patricia ribeiro',
  'Ribeiro',
  'maria santos',
  'joão',
  'nada disso',
  'a\u0000b',
  '\u0001',
  'sinistro\u0001aporte',
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
/** Reading is what is tested: the journal's own file code without its fsyncs. */
const files = { ...fs, fsyncSync: () => undefined };

function inProcess(indexes: Map<string, ArchiveIndex>): ArchiveSearch {
  const indexOf = (path: string) => {
    let index = indexes.get(path);
    if (!index) indexes.set(path, (index = new ArchiveIndex(path)));
    return index;
  };
  return {
    query: (path, query) => Promise.resolve(structuredClone(indexOf(path).query(structuredClone(query)))),
    open: () => Promise.reject(new Error('not used here')),
    warm: () => Promise.resolve(),
    forget: (path) => void indexes.delete(path),
  };
}

interface Written {
  title: string[];
  customer: number | undefined;
  note: string[];
  status: 'succeeded' | 'failed' | 'unknown';
  minutes: number;
}

function journalOf(steps: readonly Written[], archiveSearch: ArchiveSearch, segmentBytes: number): OperationsJournal {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-haystack-'));
  dirs.push(dir);
  const path = join(dir, 'journal.jsonl');
  let now = Date.parse('2026-03-01T12:00:00.000Z');
  const clock = () => new Date(now);
  const journal = new OperationsJournal(path, clock, { segmentBytes, archiveSearch, files });
  for (const [n, s] of steps.entries()) {
    now += s.minutes * 60_000;
    const customer = s.customer === undefined ? undefined : CUSTOMERS[s.customer]!;
    const search = customer && searchKeysOf(KEY, customer);
    const entry = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: n % 2 ? 'op4' : 'op3',
      title: s.title.join(' '),
      ...(customer ? { customerCpf: customer.cpf } : {}),
      identifiers: { numero: String(n), nota: s.note.join('') },
      ...(search ? { search } : {}),
    });
    journal.finish(entry.id, s.status, { protocol: `SIN 2026 ${String(n).padStart(4, '0')}` });
  }
  journal.close();
  return new OperationsJournal(path, clock, { segmentBytes, archiveSearch, files });
}

const written = fc.record({
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  customer: fc.option(fc.nat(CUSTOMERS.length - 1), { nil: undefined }),
  note: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  status: fc.constantFrom('succeeded', 'failed', 'unknown'),
  minutes: fc.integer({ min: 0, max: 900 }),
});
const searched = fc.record(
  {
    text: fc.oneof(fc.constantFrom(...SEARCHES), fc.string({ maxLength: 4 })),
    statuses: fc.subarray(['succeeded', 'failed', 'unknown'] as const, { minLength: 1 }),
    from: fc.constantFrom('2026-03-01', '2026-03-04'),
    limit: fc.integer({ min: 1, max: 40 }),
  },
  { requiredKeys: ['text'] },
);

describe('History search from the haystack (D580)', () => {
  it('answers as the linear reading does, for any journal and any search (property)', async () => {
    const archiveSearch = inProcess(new Map());
    await fc.assert(
      fc.asyncProperty(
        fc.array(written, { minLength: 10, maxLength: 80 }),
        fc.array(searched, { minLength: 1, maxLength: 10 }),
        async (steps, filters) => {
          const journal = journalOf(steps, archiveSearch, 2_000);
          try {
            for (const filter of filters as JournalFilter[]) {
              const probe = filter.text ? searchProbeOf(KEY, filter.text) : undefined;
              expect(await journal.search(filter, probe)).toEqual(journal.list(filter, probe));
            }
          } finally {
            journal.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('budget: a text search compares no entry one by one; a CPF search, only the entries it finds', () => {
    const ENTRIES = 1_500;
    const steps: Written[] = Array.from({ length: ENTRIES }, (_, n) => ({
      title: ['Aporte', 'Previdência'],
      customer: n % 100 === 0 ? 0 : 1 + (n % 2),
      note: [],
      status: 'succeeded',
      minutes: 3,
    }));
    const indexes = new Map<string, ArchiveIndex>();
    const journal = journalOf(steps, inProcess(indexes), 20_000);
    try {
      const segments = readdirSync(join(journal.path, '..', 'journal-archive')).filter((f) => f.endsWith('.jsonl'));
      expect(segments.length).toBeGreaterThan(20);
      const index = new ArchiveIndex(journal.path);
      index.refresh();
      const indexed = index.size;
      expect(indexed).toBeGreaterThan(ENTRIES * 0.9);
      const work = index.searchWork;

      const none = index.query({ filter: { text: 'nada disso' }, shadowed: [] });
      expect(none.entries).toEqual([]);
      expect(work.examined).toBe(0);
      expect(work.apart).toBe(0);
      // One native scan per segment, whatever its entries.
      expect(work.scans).toBe(segments.length);

      const cpf = '529.982.247-25';
      work.scans = 0;
      const found = index.query({ filter: { text: cpf }, probe: searchProbeOf(KEY, cpf), shadowed: [] });
      expect(found.entries.length).toBeGreaterThan(10);
      expect(found.entries.every((e) => e.customerCpfMasked === '***.982.247-**')).toBe(true);
      expect(work.examined).toBe(found.entries.length);
      expect(work.scans).toBe(segments.length);

      work.examined = 0;
      const text = index.query({ filter: { text: 'sin 2026 01' }, shadowed: [] });
      expect(text.entries.length).toBeGreaterThan(0);
      expect(work.examined).toBe(text.entries.length);
    } finally {
      journal.close();
    }
  }, 60_000);
});
