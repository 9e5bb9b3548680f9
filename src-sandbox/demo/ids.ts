/** Identifiers that must be unique across the whole demo world (CPFs, certificate and title numbers...). */
import { cpfWithCheckDigits } from '../../src-shared/cpf';
import type { Rng } from './random';

export class UniqueIds {
  private readonly used = new Map<string, Set<string>>();

  /** Keeps a value out of the draw (e.g. a CPF the docs use as "unknown customer"). */
  reserve(kind: string, value: string): void {
    let set = this.used.get(kind);
    if (!set) this.used.set(kind, (set = new Set()));
    set.add(value);
  }

  /** Draws candidates until one of this kind is new. */
  take(kind: string, draw: () => string): string {
    let set = this.used.get(kind);
    if (!set) this.used.set(kind, (set = new Set()));
    for (let attempt = 0; attempt < 1000; attempt++) {
      const candidate = draw();
      if (!set.has(candidate)) {
        set.add(candidate);
        return candidate;
      }
    }
    throw new Error(`no free ${kind} identifier`);
  }

  /** A valid CPF no other person in the world has; `prefix` forces its first digits (e.g. '0'). */
  cpf(rng: Rng, prefix = ''): string {
    return this.take('cpf', () => {
      let base = prefix + rng.digits(9 - prefix.length);
      // Repeated-digit CPFs (111.111.111-11) are invalid by rule.
      if (/^(\d)\1{8}$/.test(base)) base = base.slice(0, 8) + String((Number(base[8]) + 1) % 10);
      return cpfWithCheckDigits(base);
    });
  }
}

function cnpjCheckDigit(digits: string): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A fund's CNPJ: 12 digits (8 root + '0001' branch) completed with valid check digits. */
export function cnpjWithCheckDigits(base12: string): string {
  const first = cnpjCheckDigit(base12);
  return base12 + String(first) + String(cnpjCheckDigit(base12 + String(first)));
}

/** Plain counters for record ids (addresses, phones...), each kind starting where given. */
export class Sequences {
  private readonly counters = new Map<string, number>();

  next(kind: string, start = 1): number {
    const value = this.counters.get(kind) ?? start;
    this.counters.set(kind, value + 1);
    return value;
  }
}
