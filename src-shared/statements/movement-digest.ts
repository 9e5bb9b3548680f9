/**
 * Shared (main and renderer). What one pass over a whole movements list gives: the filters' choices (facets),
 * the coverage/fund pairs the balance tab offers, the totals and what they left out. The main process digests
 * its kept list with it (D143); the renderer's tests and bench reach it through movement-state.ts.
 */
import {
  type Movement,
  type MovementFacets,
  type MovementMissing,
  type MovementLike,
  MovementSummary,
  type MovementTotals,
} from './movement-view';

export interface CoverageFund {
  cobertura: string;
  fundo: string;
}

/** Each coverage with the funds its movements name (a fund may sit under several coverages). */
export function coverageFundPairs(movements: readonly MovementLike[]): CoverageFund[] {
  return pairsOf(new MovementSummary().add(movements).coverageFunds());
}

/** The pairs in pt-BR order of coverage, then fund; blank codes left out. */
export function pairsOf(seen: ReadonlyMap<string, ReadonlySet<string>>): CoverageFund[] {
  const compare = new Intl.Collator('pt-BR', { numeric: true }).compare;
  return [...seen.keys()]
    .filter((c) => c !== '')
    .sort(compare)
    .flatMap((cobertura) =>
      [...(seen.get(cobertura) ?? [])]
        .filter((f) => f !== '')
        .sort(compare)
        .map((fundo) => ({ cobertura, fundo })),
    );
}

/** What one pass over the whole list gives. */
export interface MovementsDigest {
  facets: MovementFacets;
  /** Movements without coverage or fund are in no pair (missing.semPar says how many). */
  pairs: CoverageFund[];
  totals: MovementTotals;
  missing: MovementMissing;
}

export function digestMovements(movements: readonly (Movement | MovementLike)[]): MovementsDigest {
  return digestOf(new MovementSummary().add(movements));
}

export function digestOf(summary: MovementSummary): MovementsDigest {
  return {
    facets: summary.facets(),
    pairs: pairsOf(summary.coverageFunds()),
    totals: summary.totals(),
    missing: summary.missing(),
  };
}
