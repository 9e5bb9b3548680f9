/**
 * Small statistics for benchmarks: median and spread of repeated samples, and
 * paired comparisons (A and B measured alternately in the same process).
 */

export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Linear-interpolated quantile (q in 0..1) of the samples. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const s = sorted(values);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Median with its interquartile range and extremes: what every table prints. */
export interface Summary {
  n: number;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    median: median(values),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/**
 * Runs `a` and `b` alternately (A B B A …, so a slow drift of the machine
 * falls on both alike) `pairs` times after `warmup` unmeasured pairs, and
 * returns each pair's times and the ratio a/b of each pair.
 */
export async function alternate(
  a: () => Promise<number>,
  b: () => Promise<number>,
  options: { pairs: number; warmup?: number },
): Promise<{ a: number[]; b: number[]; ratios: number[] }> {
  for (let i = 0; i < (options.warmup ?? 1); i++) {
    await a();
    await b();
  }
  const out = { a: [] as number[], b: [] as number[], ratios: [] as number[] };
  for (let i = 0; i < options.pairs; i++) {
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await a();
      tb = await b();
    } else {
      tb = await b();
      ta = await a();
    }
    out.a.push(ta);
    out.b.push(tb);
    out.ratios.push(ta / tb);
  }
  return out;
}

/** Milliseconds elapsed while `fn` runs. */
export async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

/** A number with `digits` significant-looking decimals, thousands grouped with a thin space. */
export function fmt(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '—';
  const text = value.toFixed(digits);
  const [int, dec] = text.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec !== undefined ? `${grouped}.${dec}` : grouped;
}

/** "12.3 (11.9–13.0)": median with the interquartile range. */
export function fmtSummary(s: Summary, digits = 1): string {
  return `${fmt(s.median, digits)} (${fmt(s.p25, digits)}–${fmt(s.p75, digits)})`;
}

export function fmtBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${fmt(bytes / 1024 / 1024, 1)} MiB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024, 1)} KiB`;
  return `${bytes} B`;
}

export const MiB = 1024 * 1024;
