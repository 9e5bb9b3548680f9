/** D110: a fund's balance in R$ = quota balance × quota value of the latest conversion, exact, rounded once to centavos (half to even). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsOfQuotas,
  centsOfQuotaUnits,
  decimalOf,
  fundBalance,
  totalOfFunds,
  unitsOf,
} from '../../src-shared/statements/fund-balance';

/** Reference: the exact product of two decimals given as integer units of 10⁻⁶, rounded half to even to centavos. */
function reference(quotaUnits: bigint, valueUnits: bigint): bigint {
  const product = quotaUnits * valueUnits; // units of 10⁻¹²
  const divisor = 10n ** 10n;
  const negative = product < 0n;
  const m = negative ? -product : product;
  let q = m / divisor;
  const r = m - q * divisor;
  if (r * 2n > divisor || (r * 2n === divisor && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

describe('fund balance in R$', () => {
  it('reads a number as the decimal it was written as', () => {
    expect(decimalOf(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(decimalOf(1234.567891)).toEqual({ units: 1234567891n, scale: 6 });
    expect(decimalOf(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(decimalOf(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
    expect(decimalOf(-2.5)).toEqual({ units: -25n, scale: 1 });
    expect(decimalOf(Number.NaN)).toBeUndefined();
  });

  it('multiplies exactly and rounds once, half to even (no float drift)', () => {
    // 0.1 × 0.3 in floating point is 0.030000000000000002; exact it is 0.03.
    expect(centsOfQuotas(0.1, 0.3)).toBe(3n);
    expect(centsOfQuotas(1, 0.125)).toBe(12n); // 12.5 centavos → even
    expect(centsOfQuotas(1, 0.135)).toBe(14n); // 13.5 → even
    expect(centsOfQuotas(1, 0.1251)).toBe(13n);
    expect(centsOfQuotas(-1, 0.125)).toBe(-12n);
    expect(centsOfQuotas(12345.678901, 3.456789)).toBe(4267641n); // 42.676,407022508889 reais
  });

  it('matches exact decimal arithmetic for any quota balance and quota value of six decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (quotaUnits, valueUnits) => {
          const quotas = Number(quotaUnits) / 1e6;
          const value = Number(valueUnits) / 1e6;
          expect(centsOfQuotas(quotas, value)).toBe(reference(quotaUnits, valueUnits));
        },
      ),
    );
  });

  it('scales a number the service wrote with up to 8 decimals to its exact units, past 2^53 units too', () => {
    // From 10^-6 to 10^21 a number's shortest text has no exponent: its digits, padded to 8 decimals, are its units.
    const written = (value: number) => {
      const [whole, fraction = ''] = String(Math.abs(value)).split('.');
      const units = BigInt(`${whole}${fraction.padEnd(8, '0')}`);
      return value < 0 ? -units : units;
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 28n), max: 10n ** 28n }).filter((u) => u === 0n || u >= 100n || u <= -100n),
        fc.double({ min: 1e-8, max: 1e15 }),
        (units, quotaValue) => {
          const sign = units < 0n ? '-' : '';
          const digits = (units < 0n ? -units : units).toString().padStart(9, '0');
          const quotas = Number(`${sign}${digits.slice(0, -8)}.${digits.slice(-8)}`);
          expect(unitsOf(quotas, 8)).toBe(written(quotas));
          expect(centsOfQuotaUnits(unitsOf(quotas, 8), 8, quotaValue)).toBe(centsOfQuotas(quotas, quotaValue));
        },
      ),
    );
  });

  it('takes the quota balance after the latest entry and the quota of the latest conversion, whatever the order', () => {
    const entries = [
      {
        dataMovimento: '2026-01-10T00:00:00',
        dataConversaoCota: '2026-01-12T00:00:00',
        valorConversaoCota: 2.5,
        saldoMovimentoCota: 100,
      },
      {
        dataMovimento: '2026-03-10T00:00:00',
        dataConversaoCota: '2026-03-12T00:00:00',
        valorConversaoCota: 2.75,
        saldoMovimentoCota: 150,
      },
      // Pending: in the balance, not yet converted.
      {
        dataMovimento: '2026-04-01T00:00:00',
        dataConversaoCota: null,
        valorConversaoCota: 2.8,
        saldoMovimentoCota: 160,
      },
    ];
    const expected = { quotas: 160, quotaValue: 2.75, quotaDate: '2026-03-12T00:00:00', cents: 44000n };
    expect(fundBalance(entries)).toEqual(expected);
    expect(fundBalance([...entries].reverse())).toEqual(expected);
  });

  it('says what is missing instead of guessing', () => {
    expect(fundBalance([]).gap).toBe('no-entries');
    expect(
      fundBalance([
        {
          dataMovimento: '2026-01-01',
          saldoMovimentoCota: null,
          valorConversaoCota: 2,
          dataConversaoCota: '2026-01-02',
        },
      ]).gap,
    ).toBe('no-quota-balance');
    const pendingOnly = fundBalance([
      { dataMovimento: '2026-01-01', saldoMovimentoCota: 10, valorConversaoCota: 2, dataConversaoCota: null },
    ]);
    expect(pendingOnly).toMatchObject({ quotas: 10, cents: null, gap: 'no-quota-value' });
  });

  it('adds the funds in centavos, exactly, and counts the ones left out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { nil: null }), { maxLength: 40 }),
        (list) => {
          const balances = list.map((cents) => ({ quotas: 1, quotaValue: 1, quotaDate: null, cents }));
          const total = totalOfFunds(balances);
          expect(total.cents).toBe(list.reduce<bigint>((sum, c) => sum + (c ?? 0n), 0n));
          expect(total.leftOut).toBe(list.filter((c) => c === null).length);
        },
      ),
    );
  });
});
