/**
 * D350: the statement's summary reconciles (opening + every settled movement of the period = closing, per fund in
 * quotas and in R$, and for the certificate in R$) over generated movements and over the demo data; and whatever
 * keeps it from reconciling is said, with no balance printed in its place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDetailedBalance, generateMovements } from '../../../src-sandbox/demo/movements';
import { centsOfQuotas } from '../../../src-shared/statements/fund-balance';
import {
  fundSummary,
  quotaUnitsOf,
  SUMMARY_KINDS,
  type FundSummary,
  type SummaryEntry,
} from '../../../src-shared/statements/period-summary';
import { movementsSummary } from '../../../src-main/export/statement-summary';
import { fundKeyOf } from '../../../src-shared/statements/period-summary-view';
import { demoWorld } from '../../support/sandbox-fixture';

const TYPES = [
  'CONTRIBUICAO',
  'APORTE',
  'RESGATE',
  'TRANSFERENCIA',
  'PORTABILIDADE',
  'RENTABILIDADE',
  'AJUSTE',
  'TAXA',
];
const STATUSES = ['PROCESSADO', 'PROCESSADO', 'PROCESSADO', 'PENDENTE', 'CANCELADO', 'ESTORNADO'];

interface Step {
  day: number;
  type: string;
  status: string;
  microQuotas: number;
  quotaValue: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  day: fc.integer({ min: 0, max: 720 }),
  type: fc.constantFrom(...TYPES),
  status: fc.constantFrom(...STATUSES),
  microQuotas: fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }),
  quotaValue: fc.integer({ min: 1, max: 9_999_999 }).map((u) => u / 1e6),
});

const dayText = (day: number) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);

/**
 * Movements of one fund as a consistent service writes them: oldest first, each with the quota balance after it
 * (settled movements only move it: pending, cancelled and reversed ones carry the balance unchanged), converted at
 * its quota value the same day.
 */
function consistentFund(steps: readonly Step[]): SummaryEntry[] {
  let balance = 0;
  return [...steps]
    .sort((a, b) => a.day - b.day)
    .map((s) => {
      const settled = s.status === 'PROCESSADO';
      if (settled) balance += s.microQuotas;
      const quotas = s.microQuotas / 1e6;
      return {
        dataMovimento: `${dayText(s.day)}T00:00:00`,
        tipoMovimento: s.type,
        statusMovimento: s.status,
        quantidadeCotasMovimento: quotas,
        valorMovimento: Math.round(quotas * s.quotaValue * 100) / 100,
        saldoMovimentoCota: balance / 1e6,
        dataConversaoCota: `${dayText(s.day)}T00:00:00`,
        valorConversaoCota: s.quotaValue,
      };
    });
}

const period = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 720 })), fc.option(fc.integer({ min: 0, max: 720 })))
  .map(([a, b]) => {
    const [from, to] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { from: from === null ? undefined : dayText(from), to: to === null ? undefined : dayText(to) };
  });

function movedUnits(fund: FundSummary): bigint {
  return SUMMARY_KINDS.reduce((sum, kind) => sum + fund.kinds[kind].quotaUnits, 0n);
}
function movedCents(fund: FundSummary): bigint {
  return SUMMARY_KINDS.reduce((sum, kind) => sum + fund.kinds[kind].cents, 0n);
}

function expectReconciled(fund: FundSummary): void {
  expect(fund.problems).toEqual([]);
  expect(fund.opening.quotaUnits).not.toBeNull();
  expect(fund.closing.quotaUnits).not.toBeNull();
  expect((fund.opening.quotaUnits ?? 0n) + movedUnits(fund)).toBe(fund.closing.quotaUnits);
  expect((fund.opening.cents ?? 0n) + movedCents(fund) + (fund.valuationCents ?? 0n)).toBe(fund.closing.cents);
}

describe('statement summary: opening + settled movements of the period = closing', () => {
  it('reconciles any consistent fund over any period, in quotas and in R$, counting only settled movements', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), period, (steps, p) => {
        const entries = consistentFund(steps);
        const fund = fundSummary('1|12', entries, p);
        if (fund.problems.some((problem) => problem.kind === 'uncertain')) {
          // Entries of one day with different balances, and no second date in the list to show its order.
          expect(fund.valuationCents).toBeNull();
          return;
        }
        expectReconciled(fund);
        const inPeriod = entries.filter((e) => {
          const day = (e.dataMovimento ?? '').slice(0, 10);
          return e.statusMovimento === 'PROCESSADO' && (!p.from || day >= p.from) && (!p.to || day <= p.to);
        });
        const counted = SUMMARY_KINDS.reduce((n, kind) => n + fund.kinds[kind].count, 0);
        expect(counted).toBe(inPeriod.length);
        // The closing R$ is the closing quotas at the latest quota value converted up to the period's end.
        const lastQuota = entries.filter((e) => !p.to || (e.dataConversaoCota ?? '').slice(0, 10) <= p.to).at(-1);
        if (fund.closing.quotaUnits !== 0n && lastQuota)
          expect(fund.closing.cents).toBe(
            centsOfQuotas(Number(fund.closing.quotaUnits) / 1e8, lastQuota.valorConversaoCota ?? 0),
          );
      }),
      { numRuns: 300 },
    );
  });

  it('the certificate reconciles in R$ when every fund does: its balances are the funds’ sums', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(step, { minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 4 }),
        (funds) => {
          const perFund = funds.map((steps, i) =>
            consistentFund(steps).map((e) => ({ ...e, tipoCobertura: '1', codigoFundo: `F${i}` })),
          );
          const sources = new Map(perFund.map((entries, i) => [`1|F${i}`, entries]));
          const summary = movementsSummary(perFund.flat(), {}, sources);
          expect(summary.funds).toHaveLength(funds.length);
          if (summary.funds.some((fund) => fund.problems.some((problem) => problem.kind === 'uncertain'))) {
            // A fund whose entries of one day have different balances, and no second date to show their order, does
            // not reconcile: neither does the certificate's total, which is then not given.
            expect(summary.problems).toContainEqual(expect.objectContaining({ kind: 'fundsUnreconciled' }));
            expect(summary.closingCents).toBeNull();
            return;
          }
          for (const fund of summary.funds) expectReconciled(fund);
          expect(summary.problems).toEqual([]);
          const sum = (pick: (f: FundSummary) => bigint | null) =>
            summary.funds.reduce((t, f) => t + (pick(f) ?? 0n), 0n);
          expect(summary.closingCents).toBe(sum((f) => f.closing.cents));
          expect(summary.openingCents).toBe(sum((f) => f.opening.cents));
          const moved = SUMMARY_KINDS.reduce((t, kind) => t + summary.kinds[kind].cents, 0n);
          expect((summary.openingCents ?? 0n) + moved + (summary.valuationCents ?? 0n)).toBe(summary.closingCents);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('says why it cannot reconcile, and gives no balance it could not establish', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 2, maxLength: 30 }),
        fc.constantFrom('no-saldo', 'undated', 'no-quotas', 'no-quota-value', 'wrong-saldo'),
        (steps, fault) => {
          const entries = consistentFund(steps.map((s) => ({ ...s, status: 'PROCESSADO' })));
          const last = entries.length - 1;
          const broken = entries.map((e, i) => {
            if (fault === 'no-quota-value') return { ...e, valorConversaoCota: null };
            if (i !== last) return e;
            if (fault === 'no-saldo') return { ...e, saldoMovimentoCota: null };
            if (fault === 'undated') return { ...e, dataMovimento: null };
            if (fault === 'no-quotas') return { ...e, quantidadeCotasMovimento: null };
            return { ...e, saldoMovimentoCota: (e.saldoMovimentoCota ?? 0) + 0.000001 };
          });
          const fund = fundSummary('1|12', broken, fault === 'undated' ? { from: '2024-01-01' } : {});
          const closingQuotas = fund.closing.quotaUnits;
          if (fault === 'no-quota-value' && closingQuotas === 0n) return; // R$ 0,00 whatever the quota
          expect(fund.problems.length).toBeGreaterThan(0);
          expect(fund.valuationCents).toBeNull();
          if (fault === 'no-saldo') expect(closingQuotas).toBeNull();
          if (fault === 'no-quota-value') expect(fund.closing.cents).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names the undecidable latest entry instead of taking one', () => {
    const same = { dataMovimento: '2024-05-02T00:00:00', tipoMovimento: 'CONTRIBUICAO', statusMovimento: 'PROCESSADO' };
    const entries: SummaryEntry[] = [
      { ...same, dataMovimento: '2024-05-01T00:00:00', quantidadeCotasMovimento: 1, saldoMovimentoCota: 1 },
      { ...same, quantidadeCotasMovimento: 1, saldoMovimentoCota: 3 },
      { ...same, dataMovimento: '2024-04-01T00:00:00', quantidadeCotasMovimento: 1, saldoMovimentoCota: 2 },
      { ...same, quantidadeCotasMovimento: 1, saldoMovimentoCota: 2 },
    ];
    const fund = fundSummary('1|12', entries, {});
    expect(fund.closing.quotaUnits).toBeNull();
    expect(fund.problems).toContainEqual({ kind: 'uncertain', at: 'end', reason: 'same-date' });
  });

  it('reconciles every fund of every demo certificate, valued at its detailed balance (Op14)', () => {
    const world = demoWorld();
    const certificates = world.customers
      .flatMap((c) => c.pensionCertificates)
      .filter((c) => c.movementCount > 0 && c.movementCount < 20_000);
    expect(certificates.length).toBeGreaterThan(0);
    for (const cert of certificates) {
      const movements = generateMovements(cert, world.referenceDate);
      const sources = new Map<string, SummaryEntry[]>();
      for (const coverage of cert.coverages)
        for (const fund of coverage.funds)
          sources.set(
            fundKeyOf({ tipoCobertura: coverage.codigo, codigoFundo: fund.codigo }),
            generateDetailedBalance(cert, coverage, fund.codigo, movements),
          );
      const summary = movementsSummary(movements, {}, sources);
      for (const fund of summary.funds) expectReconciled(fund);
      expect(summary.problems).toEqual([]);
      const lastYear = movementsSummary(movements, { from: '2025-01-01', to: '2025-12-31' }, sources);
      for (const fund of lastYear.funds) expectReconciled(fund);
    }
  });
});

describe('quota units', () => {
  it('reads six-decimal quotas exactly', () => {
    expect(quotaUnitsOf(212312.804791)).toBe(21231280479100n);
    expect(quotaUnitsOf(-0.000001)).toBe(-100n);
  });
});
