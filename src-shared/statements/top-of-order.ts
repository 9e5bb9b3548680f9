/**
 * Shared. The first rows of a sort's order without ordering the others: a new sort's first window of a large list
 * is its top rows, and ordering every row first (n·log n) is what made it wait (bench 8).
 */

/** Comparisons made, for the tests' budgets (counts, not times). */
export interface Compared {
  count: number;
}

/**
 * The first `k` row indexes of `orderByRanks(keys, direction)`: rows by key in `direction`, equal keys by index,
 * missing keys (NaN) after all the others by index. `keys` are the column's ranks or any numbers they are a dense
 * ranking of (an amount column's own values), so the order is the same.
 *
 * One pass over the keys, one comparison per row against the worst of the best k so far (a later row enters only
 * when strictly better: on a tie the earlier index wins); the rows that enter gather in a buffer of 2k, cut back to
 * its best k (a quickselect) each time it fills, and the best k are sorted at the end. Linear in the rows: about
 * n + 6·(rows that entered) comparisons, where a full sort makes about n·log₂ n.
 */
export function topOfOrder(
  keys: Float64Array,
  direction: 'asc' | 'desc',
  k: number,
  compared: Compared = { count: 0 },
): Uint32Array {
  const n = keys.length;
  const want = Math.max(0, Math.min(k, n));
  if (want === 0) return new Uint32Array(0);
  const asc = direction === 'asc';
  const better = (a: number, b: number): boolean => {
    compared.count++;
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    return (asc ? ka < kb : ka > kb) || (ka === kb && a < b);
  };
  const buffer = new Uint32Array(2 * want);
  let held = 0;
  /** The worst of the best `want` once the buffer was first cut; -1 before. */
  let bar = -1;
  const missing: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = keys[i] as number;
    if (Number.isNaN(key)) {
      if (missing.length < want) missing.push(i);
      continue;
    }
    if (bar >= 0) {
      compared.count++;
      const barKey = keys[bar] as number;
      if (!(asc ? key < barKey : key > barKey)) continue;
    }
    buffer[held++] = i;
    if (held === buffer.length) {
      selectBest(buffer, held, want, better);
      held = want;
      bar = buffer[want - 1] as number;
    }
  }
  const top = buffer.subarray(0, held).sort((a, b) => (better(a, b) ? -1 : 1));
  const out = new Uint32Array(want);
  const present = Math.min(held, want);
  out.set(top.subarray(0, present));
  for (let i = present; i < want; i++) out[i] = missing[i - present] as number;
  return out;
}

/**
 * Reorders `items[0, length)` so that its best `k` come first and the k-th best is at k - 1 (Hoare's quickselect,
 * pivot the median of three; short ranges by insertion). Every two items differ under `better` (ties broken by index).
 */
function selectBest(items: Uint32Array, length: number, k: number, better: (a: number, b: number) => boolean): void {
  const nth = k - 1;
  let lo = 0;
  let hi = length - 1;
  while (hi - lo > 16) {
    const a = items[lo] as number;
    const b = items[(lo + hi) >>> 1] as number;
    const c = items[hi] as number;
    const pivot = better(a, b) ? (better(b, c) ? b : better(a, c) ? c : a) : better(a, c) ? a : better(b, c) ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (better(items[i] as number, pivot)) i++;
      while (better(pivot, items[j] as number)) j--;
      if (i <= j) {
        const swap = items[i] as number;
        items[i++] = items[j] as number;
        items[j--] = swap;
      }
    }
    if (nth <= j) hi = j;
    else if (nth >= i) lo = i;
    else return;
  }
  for (let i = lo + 1; i <= hi; i++) {
    const item = items[i] as number;
    let j = i - 1;
    while (j >= lo && better(item, items[j] as number)) {
      items[j + 1] = items[j] as number;
      j--;
    }
    items[j + 1] = item;
  }
}
