/**
 * Shared (renderer and main). What counts as a value the service did not
 * give: null or absent, and for text also empty or only blanks
 * (the screens show all of these as "—"). Plain checks, cheap enough for
 * loops over a million rows.
 */

/** A text value the service did not give: null, empty or only blanks. */
export function isMissingText(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  const first = value.charCodeAt(0);
  // Starts with a visible ASCII character: not blank, no trim needed (the usual case).
  if (first > 32 && first < 127) return false;
  return value.trim() === '';
}

/** A number the service did not give (null), or that is not one (NaN, ±Infinity). */
export function isMissingNumber(value: number | null | undefined): boolean {
  return value === null || value === undefined || !Number.isFinite(value);
}
