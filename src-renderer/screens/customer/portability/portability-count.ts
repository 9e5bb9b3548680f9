/**
 * Renderer. How many requests the list holds, as far as the pages say it. Op9 answers a bare array, without a
 * total (D8 in the spec's words: not shown): a page that came back short is the last one, so the count is exact
 * (the pages before it were full, the service's pages being slices of one size); a full page may be followed by
 * more, so the count is "at least" that many.
 */
export interface RequestCount {
  n: number;
  /** False: there may be more than `n` (the page on screen came back full). */
  exact: boolean;
}

/** `sent`: the elements the service sent on this page, read or not (page-fill.ts counts the ones left out). */
export function requestCount(page: number, pageSize: number, sent: number, full: boolean): RequestCount | undefined {
  // A page past the end says nothing of how many came before it.
  if (sent === 0 && page > 1) return undefined;
  return { n: (page - 1) * pageSize + sent, exact: !full };
}
