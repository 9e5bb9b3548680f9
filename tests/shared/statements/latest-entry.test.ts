/**
 * The latest entry of a service's list (D250): by date; by the service's order when the dates confirm it runs one
 * way; else uncertain, with the reason. Never the latest *dated* entry in place of an undated one that may be later.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundBalance } from '../../../src-shared/statements/fund-balance';
import { latestEntry } from '../../../src-shared/statements/latest-entry';

interface Entry {
  date: string | undefined;
  value: number;
}

const dateOf = (e: Entry) => e.date;
const same = (a: Entry, b: Entry) => a.value === b.value;
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`;

/** A chronological list (oldest first), distinct days, each entry's value its position. */
const chronological = fc
  .uniqueArray(fc.integer({ min: 1, max: 28 }), { minLength: 2, maxLength: 12 })
  .map((days) => days.sort((a, b) => a - b).map((d, i): Entry => ({ date: day(d), value: i })));

describe('latestEntry', () => {
  it('a list in order, oldest or newest first, gives its newest end, even when that entry has no date', () => {
    fc.assert(
      fc.property(chronological, fc.array(fc.nat(), { maxLength: 4 }), fc.boolean(), (list, undatedAt, newestFirst) => {
        // Dates dropped anywhere but leaving two dated entries that show the direction.
        const dropped = list.map((e, i) =>
          undatedAt.some((k) => k % list.length === i) && i !== 0 && i !== 1 ? { ...e, date: undefined } : e,
        );
        const ordered = newestFirst ? [...dropped].reverse() : dropped;
        const result = latestEntry(ordered, dateOf, same);
        const newest = dropped[dropped.length - 1]!;
        expect(result).toEqual({ kind: 'found', entry: newest, byListOrder: newest.date === undefined });
      }),
    );
  });

  it('every entry dated: the latest date, whatever the order', () => {
    fc.assert(
      fc.property(chronological, fc.nat(), (list, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.value * 7919 + seed) % 13) - ((b.value * 7919 + seed) % 13));
        expect(latestEntry(shuffled, dateOf, same)).toEqual({
          kind: 'found',
          entry: list[list.length - 1],
          byListOrder: false,
        });
      }),
    );
  });

  it('an undated entry in a list whose order says nothing makes the latest uncertain', () => {
    const unordered = [
      { date: day(5), value: 1 },
      { date: day(9), value: 2 },
      { date: day(2), value: 3 },
      { date: undefined, value: 4 },
    ];
    expect(latestEntry(unordered, dateOf, same)).toEqual({ kind: 'uncertain', reason: 'undated' });
    expect(
      latestEntry(
        [
          { date: day(5), value: 1 },
          { date: undefined, value: 2 },
        ],
        dateOf,
        same,
      ),
    ).toEqual({ kind: 'uncertain', reason: 'undated' });
    expect(
      latestEntry(
        [
          { date: undefined, value: 1 },
          { date: undefined, value: 2 },
        ],
        dateOf,
        same,
      ),
    ).toEqual({ kind: 'uncertain', reason: 'undated' });
  });

  it('entries on the latest date: the order tells them apart, or they agree, or it is uncertain', () => {
    const a = { date: day(9), value: 1 };
    const b = { date: day(9), value: 2 };
    const older = { date: day(3), value: 0 };
    expect(latestEntry([older, a, b], dateOf, same)).toMatchObject({ kind: 'found', entry: b });
    expect(latestEntry([b, a, older], dateOf, same)).toMatchObject({ kind: 'found', entry: b });
    expect(latestEntry([a, older, b], dateOf, same)).toEqual({ kind: 'uncertain', reason: 'same-date' });
    expect(latestEntry([a, older, { ...a }], dateOf, same)).toMatchObject({ kind: 'found' });
    expect(latestEntry([a, b], dateOf, same)).toEqual({ kind: 'uncertain', reason: 'same-date' });
  });

  it('one entry is the latest; none is none', () => {
    expect(latestEntry([{ date: undefined, value: 1 }], dateOf, same)).toMatchObject({
      kind: 'found',
      byListOrder: true,
    });
    expect(latestEntry([], dateOf, same)).toEqual({ kind: 'none' });
  });
});

describe('fundBalance under the rule', () => {
  const entry = (dataMovimento: string | null, saldoMovimentoCota: number) => ({
    dataMovimento,
    saldoMovimentoCota,
    valorConversaoCota: 2,
    dataConversaoCota: '2026-01-02T00:00:00',
  });

  it('an undated newest entry of a list in order is the final balance, and says so', () => {
    const balance = fundBalance([
      entry('2026-01-01T00:00:00', 100),
      entry('2026-02-01T00:00:00', 120),
      entry(null, 130),
    ]);
    expect(balance).toMatchObject({ quotas: 130, cents: 26000n, latestUndated: true });
  });

  it('an undated entry in an unordered list: no final balance, uncertain and why, never the last dated one', () => {
    const balance = fundBalance([
      entry('2026-01-01T00:00:00', 100),
      entry('2026-03-01T00:00:00', 140),
      entry('2026-02-01T00:00:00', 120),
      entry(null, 130),
    ]);
    expect(balance).toMatchObject({ quotas: null, cents: null, gap: 'uncertain-latest', uncertainty: 'undated' });
    // Newest first, the undated entry at the end is the oldest: the newest dated one is the final balance.
    expect(
      fundBalance([entry('2026-02-01T00:00:00', 120), entry('2026-01-01T00:00:00', 100), entry(null, 90)]),
    ).toMatchObject({ quotas: 120 });
  });

  it('the latest entry without a quota balance leaves the balance unknown rather than an earlier one', () => {
    const balance = fundBalance([
      entry('2026-01-01T00:00:00', 100),
      { ...entry('2026-02-01T00:00:00', 0), saldoMovimentoCota: null },
    ]);
    expect(balance).toMatchObject({ quotas: null, gap: 'no-quota-balance' });
  });
});
