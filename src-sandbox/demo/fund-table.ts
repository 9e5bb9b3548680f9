/**
 * The funds as of the reference date. A fund has the same quota and returns
 * in every certificate that invests in it, as it would in the real service.
 */
import type { Fund } from '../world';
import { dateOfDay, dayNumber, isWeekend, midnight } from './dates';
import { FUNDS } from './funds';
import { cnpjWithCheckDigits } from './ids';
import type { Rng } from './random';

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

export function buildFundTable(rng: Rng, referenceDate: string): Map<string, Fund> {
  // Quotas are published for the previous business day.
  let quotaDay = dayNumber(referenceDate) - 1;
  while (isWeekend(quotaDay)) quotaDay--;
  const dataCota = midnight(dateOfDay(quotaDay));
  const monthFraction = Number(referenceDate.slice(8, 10)) / 30;
  const yearFraction = (Number(referenceDate.slice(5, 7)) - 1 + monthFraction) / 12;

  const table = new Map<string, Fund>();
  for (const spec of FUNDS) {
    const r = spec.yearly / 100;
    const noisy = (value: number, spread: number) => round4((value + rng.real(-spread, spread)) * 100);
    table.set(spec.codigo, {
      codigo: spec.codigo,
      apelido: spec.apelido,
      cnpj: cnpjWithCheckDigits(`${rng.int(10, 59)}${rng.digits(6)}0001`),
      valorCota: Math.round(rng.real(1.4, 9.5) * 1e6) / 1e6,
      rentabilidade: {
        dataCota,
        valorDia: noisy(Math.pow(1 + r, 1 / 252) - 1, 0.002),
        valorMesCorrente: noisy((Math.pow(1 + r, 1 / 12) - 1) * monthFraction, 0.004),
        valorMesAnterior: noisy(Math.pow(1 + r, 1 / 12) - 1, 0.006),
        valorNoAno: noisy(Math.pow(1 + r, yearFraction) - 1, 0.01),
        valorUltimos12Meses: noisy(r, 0.01),
        valorUltimos24Meses: noisy(Math.pow(1 + r, 2) - 1, 0.02),
        valorUltimos36Meses: noisy(Math.pow(1 + r, 3) - 1, 0.03),
      },
    });
  }
  return table;
}

/** A fund's quota on a given day, walked back from the reference date at its 12-month return. */
export function quotaOn(fund: Fund, day: number, referenceDay: number): number {
  const yearly = fund.rentabilidade.valorUltimos12Meses / 100;
  return Math.round(fund.valorCota * Math.pow(1 + yearly, (day - referenceDay) / 365) * 1e6) / 1e6;
}

export function copyFund(fund: Fund): Fund {
  return { ...fund, rentabilidade: { ...fund.rentabilidade } };
}
