/**
 * Shared. Which entry of a service's list is the latest one (the final balance of a fund, any "latest" value), by
 * one rule (D250): the dates say it when they can; when they cannot (an entry without a date, several entries on
 * the latest date with different values), the list's own order says it if the service sent the list in an order
 * the dates confirm (oldest first, or newest first); otherwise nobody can tell, and the answer says why. An
 * entry is never skipped because it lacks a date: taking the latest dated one instead would silently be a
 * different row.
 */

export type LatestEntry<E> =
  /** `byListOrder`: the entry was placed by the service's order, not by a date (it has none): say so where shown. */
  | { kind: 'found'; entry: E; byListOrder: boolean }
  /** `undated`: an entry has no date and the list's order does not place it; `same-date`: entries on the latest date differ and no order tells them apart. */
  | { kind: 'uncertain'; reason: 'undated' | 'same-date' }
  | { kind: 'none' };

export type Direction = 'oldest-first' | 'newest-first' | 'unknown';

/** The dates of the list, in its order, go one way only (equal dates allowed); undefined dates are skipped. */
export function directionOf(keys: readonly (string | undefined)[]): Direction {
  let rising = false;
  let falling = false;
  let previous: string | undefined;
  for (const key of keys) {
    if (key === undefined) continue;
    if (previous !== undefined && key > previous) rising = true;
    if (previous !== undefined && key < previous) falling = true;
    previous = key;
  }
  if (rising && !falling) return 'oldest-first';
  if (falling && !rising) return 'newest-first';
  return 'unknown';
}

/**
 * The latest entry: `dateOf` gives a sortable date text (or undefined when the entry has none); `sameValue` says
 * whether two entries give the same figure (entries tied on the latest date that agree leave nothing uncertain).
 */
export function latestEntry<E>(
  entries: readonly E[],
  dateOf: (entry: E) => string | undefined,
  sameValue: (a: E, b: E) => boolean,
): LatestEntry<E> {
  const n = entries.length;
  if (n === 0) return { kind: 'none' };
  const keys = entries.map(dateOf);
  if (n === 1) return { kind: 'found', entry: entries[0] as E, byListOrder: keys[0] === undefined };
  const direction = directionOf(keys);
  const undated = keys.some((k) => k === undefined);

  if (undated) {
    if (direction === 'unknown') return { kind: 'uncertain', reason: 'undated' };
    const index = direction === 'oldest-first' ? n - 1 : 0;
    return { kind: 'found', entry: entries[index] as E, byListOrder: keys[index] === undefined };
  }

  let latest = keys[0] as string;
  for (const key of keys) if ((key as string) > latest) latest = key as string;
  const tied = entries.filter((_, i) => keys[i] === latest);
  const first = tied[0] as E;
  const last = tied[tied.length - 1] as E;
  if (tied.every((entry) => sameValue(entry, first))) return { kind: 'found', entry: last, byListOrder: false };
  if (direction === 'oldest-first') return { kind: 'found', entry: last, byListOrder: false };
  if (direction === 'newest-first') return { kind: 'found', entry: first, byListOrder: false };
  return { kind: 'uncertain', reason: 'same-date' };
}
