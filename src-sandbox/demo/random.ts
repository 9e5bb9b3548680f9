/**
 * Seeded pseudo-random numbers for the demo world. The generator must never
 * touch Math.random or the clock: the same seed has to rebuild the same world
 * on every machine, because writes are stored apart and refer to its ids.
 */
import { dateOfDay, dayNumber } from './dates';

/** mulberry32: tiny, fast and good enough for demo data (not for security). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An unsigned 32-bit value, e.g. a seed for a lazily generated sub-stream. */
  uint32(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }

  /**
   * An independent stream: parts of the world drawn from forks keep their
   * values when another part changes how many numbers it draws.
   */
  fork(): Rng {
    return new Rng(this.uint32());
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Real number in [min, max). */
  real(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** Picks by relative weight: `[['A', 3], ['B', 1]]` gives A three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** Money in [min, max] with 2 decimals. */
  money(min: number, max: number): number {
    return round2(this.real(min, max));
  }

  /** `length` random digits (leading zeros allowed). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }

  /** A calendar date (YYYY-MM-DD) between two dates, both inclusive. */
  date(from: string, to: string): string {
    return dateOfDay(this.int(dayNumber(from), dayNumber(to)));
  }
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
