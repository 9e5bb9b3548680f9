/**
 * Tests (Node). What an English document must not say: every word a words table uses in pt-BR that none of the
 * tables' English uses. Read against the document's text, with the service's own words (descriptions, names) set
 * apart by the caller.
 */
import type { Dictionary } from '../../src-shared/words/dictionary';

/** Words of four letters or more, lower-cased, placeholders left out. */
export const wordsOf = (text: string): string[] =>
  (text.replace(/\{\w+\}/g, ' ').match(/\p{L}{4,}/gu) ?? []).map((w) => w.toLocaleLowerCase('pt-BR'));

/** Every word the pt-BR values of `tables` use that no English value of them uses. */
export function portugueseOnlyWords(tables: readonly Dictionary<string>[]): Set<string> {
  const english = new Set(tables.flatMap((table) => Object.values(table.en).flatMap(wordsOf)));
  return new Set(
    tables.flatMap((table) => Object.values(table['pt-BR']).flatMap(wordsOf)).filter((word) => !english.has(word)),
  );
}
