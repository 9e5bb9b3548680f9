/** D320–D322: the balance month by month and "Quanto rendeu?", only from what Op14 said; a month it cannot tell is a gap. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  balanceChartData,
  earningsOf,
  fundHistory,
  type HistoryEntryLike,
  monthsBetween,
  pointOf,
  totalAt,
} from '../../../src-shared/statements/balance-history';
import { centsOfQuotas } from '../../../src-shared/statements/fund-balance';

const TYPES = ['CONTRIBUICAO', 'APORTE', 'RESGATE', 'TRANSFERENCIA', 'RENTABILIDADE', 'TAXA'] as const;

/** Dated entries, oldest first, over 2024–2025, each converted on its own day at `quota(day)`; the running quota balance is consistent. */
const entriesArb = (quota: (day: number) => number) =>
  fc
    .array(
      fc.record({
        // Distinct days: differing entries on one day of a list with no order are a gap (D320), tested on their own.
        gap: fc.integer({ min: 1, max: 70 }),
        type: fc.constantFrom(...TYPES),
        cents: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      { minLength: 1, maxLength: 60 },
    )
    .map((draft) => {
      let day = 0;
      let balance = 0;
      return draft.map(({ gap, type, cents }): HistoryEntryLike => {
        day += gap;
        const sign = type === 'RESGATE' || type === 'TAXA' ? -1 : 1;
        const value = (sign * cents) / 100;
        const q = quota(day);
        const quotas = Math.round((value / q) * 1e6) / 1e6;
        balance = Math.round((balance + quotas) * 1e6) / 1e6;
        const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
        return {
          tipoMovimento: type,
          valorMovimento: value,
          dataMovimento: `${date}T00:00:00`,
          dataConversaoCota: `${date}T00:00:00`,
          valorConversaoCota: q,
          saldoMovimentoCota: balance,
        };
      });
    });

const month = (e: HistoryEntryLike) => (e.dataMovimento as string).slice(0, 7);

describe('balance month by month', () => {
  it('differing entries on one day, in a list whose dates give no order, make the month a gap, never one of them', () => {
    const entry = (saldoMovimentoCota: number): HistoryEntryLike => ({
      tipoMovimento: 'CONTRIBUICAO',
      valorMovimento: 0.01,
      dataMovimento: '2024-01-01T00:00:00',
      dataConversaoCota: '2024-01-01T00:00:00',
      valorConversaoCota: 1,
      saldoMovimentoCota,
    });
    const [january] = fundHistory([entry(0.01), entry(0.02)]).points;
    expect(january).toEqual({ month: '2024-01', cents: null, gap: 'uncertain' });
  });

  it('a month with a conversion is the quota balance after its latest entry × its latest quota; any other month is a gap', () => {
    fc.assert(
      fc.property(
        entriesArb((day) => 1 + day / 1000),
        (entries) => {
          const history = fundHistory(entries);
          for (const point of history.points) {
            const upTo = entries.filter((e) => month(e) <= point.month);
            const inMonth = entries.filter((e) => month(e) === point.month);
            if (inMonth.length === 0) {
              expect(point.cents).toBeNull();
              expect(point.gap).toBe('no-quota-value');
              continue;
            }
            const latest = upTo.at(-1)!;
            const quota = inMonth.at(-1)!.valorConversaoCota!;
            expect(point.cents).toBe(centsOfQuotas(latest.saldoMovimentoCota!, quota));
          }
        },
      ),
    );
  });

  it('the same points whether the service sent the list oldest or newest first', () => {
    fc.assert(
      fc.property(
        entriesArb((day) => 2 + Math.sin(day)),
        (entries) => {
          expect(fundHistory([...entries].reverse()).points).toEqual(fundHistory(entries).points);
        },
      ),
    );
  });

  it('an undated entry the order places makes the months it may fall in gaps, and no earnings can be told', () => {
    const dated = (date: string, saldo: number): HistoryEntryLike => ({
      tipoMovimento: 'CONTRIBUICAO',
      valorMovimento: 100,
      dataMovimento: `${date}T00:00:00`,
      dataConversaoCota: `${date}T00:00:00`,
      valorConversaoCota: 1,
      saldoMovimentoCota: saldo,
    });
    const undated: HistoryEntryLike = { tipoMovimento: 'CONTRIBUICAO', valorMovimento: 100, saldoMovimentoCota: 300 };
    const entries = [dated('2025-01-10', 100), dated('2025-02-10', 200), undated, dated('2025-04-10', 400)];
    const history = fundHistory(entries);
    expect(pointOf(history, '2025-01').cents).toBe(10000n);
    expect(pointOf(history, '2025-02').gap).toBe('uncertain');
    expect(pointOf(history, '2025-03').gap).toBe('uncertain');
    expect(pointOf(history, '2025-04').cents).toBe(40000n);
    expect(earningsOf(history, '2025-01', '2025-04')).toEqual({ kind: 'unknown', reason: 'undated' });
    // Out of order and undated: nothing can be placed.
    const shuffled = fundHistory([entries[1]!, entries[0]!, undated, entries[3]!]);
    expect(shuffled.points.every((p) => p.cents === null && p.gap === 'uncertain')).toBe(true);
  });

  it('entries tied on the latest date that differ, in a list with no order, make the month a gap', () => {
    const entry = (date: string, saldo: number): HistoryEntryLike => ({
      tipoMovimento: 'CONTRIBUICAO',
      valorMovimento: 1,
      dataMovimento: `${date}T00:00:00`,
      dataConversaoCota: `${date}T00:00:00`,
      valorConversaoCota: 1,
      saldoMovimentoCota: saldo,
    });
    const history = fundHistory([
      entry('2025-03-05', 3),
      entry('2025-01-05', 1),
      entry('2025-03-05', 4),
      entry('2025-02-05', 2),
    ]);
    expect(pointOf(history, '2025-01').cents).toBe(100n);
    expect(pointOf(history, '2025-02').cents).toBe(200n);
    expect(pointOf(history, '2025-03').gap).toBe('uncertain');
  });

  it('a latest entry without a quota balance is a gap, never the one before it', () => {
    const history = fundHistory([
      { dataMovimento: '2025-01-02', dataConversaoCota: '2025-01-02', valorConversaoCota: 2, saldoMovimentoCota: 5 },
      { dataMovimento: '2025-01-03', dataConversaoCota: '2025-01-03', valorConversaoCota: 2, saldoMovimentoCota: null },
    ]);
    expect(history.points).toEqual([{ month: '2025-01', cents: null, gap: 'no-quota-balance' }]);
  });
});

describe('Quanto rendeu?', () => {
  it('at a constant quota, the earnings of any period are exactly the returns entered in it', () => {
    fc.assert(
      fc.property(
        entriesArb(() => 1),
        fc.nat(),
        fc.nat(),
        (entries, i, j) => {
          const history = fundHistory(entries);
          const months = history.points.filter((p) => p.cents !== null).map((p) => p.month);
          fc.pre(months.length >= 2);
          const [from, to] = [months[i % months.length]!, months[j % months.length]!].sort();
          fc.pre(from! < to!);
          const returns = entries
            .filter((e) => e.tipoMovimento === 'RENTABILIDADE' && month(e) > from! && month(e) <= to!)
            .reduce((sum, e) => sum + BigInt(Math.round(e.valorMovimento! * 100)), 0n);
          expect(earningsOf(history, from!, to!)).toEqual({ kind: 'known', cents: returns });
        },
      ),
    );
  });

  it('a period with a type nobody knows, or an entry without a value, has no earnings', () => {
    const base = (date: string, extra: Partial<HistoryEntryLike>): HistoryEntryLike => ({
      tipoMovimento: 'CONTRIBUICAO',
      valorMovimento: 10,
      dataMovimento: date,
      dataConversaoCota: date,
      valorConversaoCota: 1,
      saldoMovimentoCota: 10,
      ...extra,
    });
    const unknownType = fundHistory([base('2025-01-01', {}), base('2025-02-01', { tipoMovimento: 'BONUS_X' })]);
    expect(earningsOf(unknownType, '2025-01', '2025-02')).toEqual({ kind: 'unknown', reason: 'unknown-type' });
    const noValue = fundHistory([base('2025-01-01', {}), base('2025-02-01', { valorMovimento: null })]);
    expect(earningsOf(noValue, '2025-01', '2025-02')).toEqual({ kind: 'unknown', reason: 'no-value' });
    const noStart = fundHistory([base('2025-02-01', {}), base('2025-03-01', {})]);
    expect(earningsOf(noStart, '2025-01', '2025-03')).toEqual({ kind: 'unknown', reason: 'no-balance' });
  });
});

describe('the certificate', () => {
  it('the total is the funds added, and a gap whenever one fund has a gap; earnings only when every fund has them', () => {
    fc.assert(
      fc.property(
        entriesArb(() => 1),
        entriesArb((d) => 1 + d / 500),
        (a, b) => {
          const ha = fundHistory(a);
          const hb = fundHistory(b);
          const first = [ha.points[0]!.month, hb.points[0]!.month].sort()[0]!;
          for (const m of monthsBetween(first, addMonths(first, 30))) {
            const pa = pointOf(ha, m).cents;
            const pb = pointOf(hb, m).cents;
            expect(totalAt([ha, hb], m)).toBe(pa === null || pb === null ? null : pa + pb);
          }
          const data = balanceChartData([
            { label: 'A', history: ha },
            { label: 'B', history: hb },
          ])!;
          expect(data.months).toHaveLength(13);
          const known = data.funds.every((f) => f.earnings12.kind === 'known');
          expect(data.earnings12.kind).toBe(known ? 'known' : 'unknown');
        },
      ),
    );
  });
});
