/**
 * History's search from the archive index (D340): over generated journals of many segments — writes, exports,
 * reveals, every outcome, resolutions of unknown outcomes in later segments, torn lines — every filter History
 * can send finds through the index exactly what the linear reading of the segments finds (same entries, same
 * order, same fields), and nothing else; and the index reads back only the entries it answers with.
 */
import * as fs from 'node:fs';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { OperationsJournal } from '../../src-main/journal/journal';
import { type ArchiveAnswer, ArchiveIndex, type ArchiveQuery } from '../../src-main/journal/journal-index';
import { type ArchiveSearch, journalIndexThread } from '../../src-main/journal/journal-index-client';
import { searchKeysOf, searchProbeOf } from '../../src-main/journal/journal-search';
import type { JournalEntry, JournalFilter } from '../../src-main/journal/journal-types';
import { type FingerprintKey, fingerprintKeyId } from '../../src-main/journal/request-fingerprint';

const secret = Buffer.alloc(32, 7);
const KEY: FingerprintKey = { id: fingerprintKeyId(secret), secret };
const OTHER_SECRET = Buffer.alloc(32, 9);
const OTHER_KEY: FingerprintKey = { id: fingerprintKeyId(OTHER_SECRET), secret: OTHER_SECRET };
const CUSTOMERS = [
  { cpf: '52998224725', name: 'Patrícia Luiza Ribeiro' },
  { cpf: '27208447136', name: 'Maria da Silva Santos' },
  { cpf: '11144477735', name: 'João Ribeiro' },
  { cpf: '39053344705', name: 'Ana Paula Souza' },
];
const TITLES = ['Abrir aviso de sinistro', 'Aporte extra', 'Assinatura de proposta', 'Exportação CSV: Histórico'];
const ACTIONS = ['op2', 'op3', 'op4', 'export', 'cpf-reveal'] as const;
const STATUSES = ['succeeded', 'failed', 'unknown', 'pending'] as const;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every entry of an answer taken a page at a time, in the order given. */
async function whole(entries: AsyncIterable<JournalEntry>): Promise<JournalEntry[]> {
  const all: JournalEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
}

/** Pages of the in-process index: small, so a few hundred attempts cross many of them. */
const TEST_PAGE = 7;

/** The index in this process, counting what it reads back and the pages it hands over. */
function inProcessIndex(): ArchiveSearch & { last?: ArchiveAnswer; pages: number[]; open_: number } {
  const indexes = new Map<string, ArchiveIndex>();
  const indexOf = (path: string) => {
    let index = indexes.get(path);
    if (!index) indexes.set(path, (index = new ArchiveIndex(path)));
    return index;
  };
  const search: ArchiveSearch & { last?: ArchiveAnswer; pages: number[]; open_: number } = {
    pages: [],
    open_: 0,
    query: (path: string, query: ArchiveQuery) => {
      // Through structured clone, as the thread's messages are.
      search.last = structuredClone(indexOf(path).query(structuredClone(query)));
      return Promise.resolve(search.last);
    },
    open: (path: string, query: ArchiveQuery) => {
      const pages = indexOf(path).pages(structuredClone(query));
      let closed = false;
      search.open_++;
      return Promise.resolve({
        total: pages.total,
        next: () => {
          const page = closed ? [] : structuredClone(pages.next(TEST_PAGE));
          search.pages.push(page.length);
          return Promise.resolve(page);
        },
        close: () => {
          if (!closed) search.open_--;
          closed = true;
        },
      });
    },
    warm: () => Promise.resolve(),
    forget: (path) => void indexes.delete(path),
  };
  return search;
}

const step = fc.record({
  action: fc.constantFrom(...ACTIONS),
  title: fc.constantFrom(...TITLES),
  customer: fc.option(fc.nat(CUSTOMERS.length - 1), { nil: undefined }),
  otherKey: fc.boolean(),
  status: fc.constantFrom(...STATUSES),
  protocol: fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
  minutes: fc.integer({ min: 0, max: 600 }),
  resolve: fc.option(fc.nat(), { nil: undefined }),
  tear: fc.boolean(),
});

/** The journal's own file code without the fsyncs: what is tested here is reading, and the suite shares a busy machine. */
const files = { ...fs, fsyncSync: () => undefined };

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Writes a journal as the app does (small segments, so a few hundred attempts make many), then reopens it. */
function writeJournal(steps: Step[], archiveSearch: ArchiveSearch): OperationsJournal {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-index-'));
  dirs.push(dir);
  const path = join(dir, 'journal.jsonl');
  let now = Date.parse('2026-03-01T12:00:00.000Z');
  const clock = () => new Date(now);
  let journal = new OperationsJournal(path, clock, { segmentBytes: 3_000, archiveSearch, files });
  const unknown: string[] = [];
  for (const [n, s] of steps.entries()) {
    now += s.minutes * 60_000;
    const customer = s.customer === undefined ? undefined : CUSTOMERS[s.customer]!;
    const search = customer && searchKeysOf(s.otherKey ? OTHER_KEY : KEY, customer);
    const entry = journal.begin({
      user: 'maria.souza',
      environment: 'sandbox',
      action: s.action,
      title: `${s.title} ${n}`,
      ...(customer ? { customerCpf: customer.cpf } : {}),
      identifiers: { numero: String(n), linhaNegocio: n % 2 ? 'VIDA' : 'PREVIDÊNCIA' },
      ...(search ? { search } : {}),
    });
    if (s.status !== 'pending') {
      const protocol = s.protocol === undefined ? undefined : `SIN 2026 ${String(s.protocol).padStart(4, '0')}`;
      journal.finish(entry.id, s.status, protocol ? { protocol } : undefined);
    }
    if (s.status === 'unknown' || s.status === 'pending') unknown.push(entry.id);
    if (s.resolve !== undefined && unknown.length > 0) {
      const id = unknown[s.resolve % unknown.length]!;
      journal.resolve(id, {
        outcome: s.resolve % 2 ? 'concluded' : 'not-concluded',
        note: `Conferido com o cliente ${n}`,
        ...(s.resolve % 3 ? { protocol: `CHK${n}` } : {}),
        by: 'joao.lima',
      });
    }
    // A crash mid-append: the journal is reopened on a torn line (its next start skips it).
    if (s.tear && n % 7 === 0) {
      journal.close();
      appendFileSync(path, '{"type":"begin","id":"torn');
      journal = new OperationsJournal(path, clock, { segmentBytes: 3_000, archiveSearch, files });
    }
  }
  journal.close();
  return new OperationsJournal(path, clock, { segmentBytes: 3_000, archiveSearch, files });
}

const filterArb = fc.record(
  {
    text: fc.constantFrom(
      'sinistro',
      'APORTE',
      'previdencia',
      'ribeiro patricia',
      'maria silva',
      '529.982.247-25',
      '27208447136',
      '***.982.247',
      'sin 2026 00',
      'conferido',
      'chk1',
      '1',
      'nada disso',
    ),
    protocol: fc.constantFrom('2026', 'sin20260', '7', 'CHK'),
    actions: fc.subarray([...ACTIONS], { minLength: 1 }),
    statuses: fc.subarray(['succeeded', 'failed', 'unknown'] as const, { minLength: 1 }),
    from: fc.constantFrom('2026-03-01', '2026-03-05', '2026-03-20'),
    to: fc.constantFrom('2026-03-02', '2026-03-10', '2026-04-30'),
    limit: fc.integer({ min: 1, max: 60 }),
  },
  { requiredKeys: [] },
);

describe('the archive index (D340)', () => {
  it('finds exactly what the linear reading finds, for any journal and any filter (property)', async () => {
    const archiveSearch = inProcessIndex();
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 20, maxLength: 120 }),
        fc.array(filterArb, { minLength: 1, maxLength: 8 }),
        async (steps, filters) => {
          const journal = writeJournal(steps, archiveSearch);
          try {
            for (const filter of filters as JournalFilter[]) {
              const probe = filter.text ? searchProbeOf(KEY, filter.text) : undefined;
              const linear = journal.list(filter, probe);
              const indexed = await journal.search(filter, probe);
              expect(indexed).toEqual(linear);
              const pages = await journal.searchPages(filter, probe);
              expect(pages.total).toBe(linear.length);
              expect(await whole(pages.entries)).toEqual(linear);
            }
          } finally {
            journal.close();
          }
        },
      ),
      { numRuns: 10, seed: 20261127 },
    );
    // Every page within its size, and every answer let go of once read.
    expect(Math.max(...archiveSearch.pages)).toBeLessThanOrEqual(TEST_PAGE);
    expect(archiveSearch.open_).toBe(0);
  }, 120_000);

  it('reads back only the entries it answers with: a customer search through many segments decodes its matches', async () => {
    const archiveSearch = inProcessIndex();
    const steps = Array.from({ length: 600 }, (_, n) => ({
      action: 'op4' as const,
      title: 'Aporte extra',
      customer: n % 50 === 0 ? 0 : 1 + (n % 3),
      otherKey: false,
      status: 'succeeded' as const,
      protocol: n % 1000,
      minutes: 5,
      resolve: undefined,
      tear: false,
    }));
    const journal = writeJournal(steps, archiveSearch);
    try {
      const path = journal.path;
      expect(readdirSync(join(path, '..', 'journal-archive')).length).toBeGreaterThan(50);
      const found = await journal.search({ text: '529.982.247-25' }, searchProbeOf(KEY, '529.982.247-25'));
      expect(found.map((e) => Number(e.identifiers.numero))).toEqual([...Array(12).keys()].map((k) => 550 - 50 * k));
      const answer = archiveSearch.last!;
      expect(answer.indexed).toBeGreaterThan(500);
      // Only the matches held in the archive were read back; every other entry was answered from the index.
      expect(answer.decoded).toBe(answer.entries.length);
      expect(answer.decoded).toBeLessThanOrEqual(12);
    } finally {
      journal.close();
    }
  });

  it('runs in its own thread and answers as the linear reading does', async () => {
    const steps = Array.from({ length: 300 }, (_, n) => ({
      action: ACTIONS[n % ACTIONS.length]!,
      title: TITLES[n % TITLES.length]!,
      customer: n % 4,
      otherKey: n % 5 === 0,
      status: STATUSES[n % STATUSES.length]!,
      protocol: n,
      minutes: 17,
      resolve: n % 9 === 0 ? n : undefined,
      tear: false,
    }));
    const journal = writeJournal(steps, journalIndexThread);
    try {
      for (const filter of [
        {},
        { text: 'ribeiro' },
        { text: 'joão ribeiro' },
        { limit: 40, statuses: ['unknown'] },
      ] as JournalFilter[]) {
        const probe = filter.text ? searchProbeOf(KEY, filter.text) : undefined;
        const linear = journal.list(filter, probe);
        expect(await journal.search(filter, probe)).toEqual(linear);
        expect(await whole((await journal.searchPages(filter, probe)).entries)).toEqual(linear);
      }
    } finally {
      journal.close();
    }
  });
});
