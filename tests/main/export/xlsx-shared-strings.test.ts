/**
 * The .xlsx shared-strings table stays bounded whatever the rows (D121):
 * at most MAX_SHARED_STRINGS strings and MAX_SHARED_CHARS characters; a
 * column whose values do not repeat stops filling it; every index it gives
 * names the text it was given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_CHARS, MAX_SHARED_STRINGS, SharedStrings } from '../../../src-main/export/xlsx-shared-strings';

/** The table's strings, as a reader of xl/sharedStrings.xml sees them. */
function stringsOf(table: SharedStrings): string[] {
  return [...table.xml().matchAll(/<si><t(?: xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g)].map((m) => m[1] ?? '');
}

describe('shared strings', () => {
  it('every index names the text it was given (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('APORTE', 'RESGATE', 'Fundo A', ' espaço ', 'x'), fc.nat(3))),
        (cells) => {
          const table = new SharedStrings();
          const strings = () => stringsOf(table);
          for (const [text, column] of cells) {
            const index = table.index(text, column);
            if (index !== undefined) expect(strings()[index]).toBe(text);
          }
        },
      ),
    );
  });

  it('a column of values that never repeat stops filling the table after a sample', () => {
    const table = new SharedStrings();
    for (let i = 0; i < 10_000; i++) table.index(`63508500${String(i).padStart(6, '0')}`, 0);
    expect(table.size).toBeLessThan(600);
    // A column that repeats keeps sharing.
    for (let i = 0; i < 10_000; i++) expect(table.index(i % 2 ? 'APORTE' : 'RESGATE', 1)).toBeDefined();
  });

  it('stays within its bounds whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 300 }), { maxLength: 400 }),
        fc.integer({ min: 1, max: 200 }),
        (texts, repeat) => {
          const table = new SharedStrings();
          for (let r = 0; r < repeat; r++) for (const [i, text] of texts.entries()) table.index(`${text}${r}`, i % 3);
          expect(table.size).toBeLessThanOrEqual(MAX_SHARED_STRINGS);
          expect(stringsOf(table).join('').length).toBeLessThanOrEqual(MAX_SHARED_CHARS * 6); // escaped: at most &quot; per character
        },
      ),
      { numRuns: 30 },
    );
    const flood = new SharedStrings();
    for (let i = 0; i < 200_000; i++) flood.index(`T${i % 50_000}`, i % 7);
    expect(flood.size).toBeLessThanOrEqual(MAX_SHARED_STRINGS);
  });
});
