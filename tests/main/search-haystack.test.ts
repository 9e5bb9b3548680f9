/**
 * The haystack of a segment's search texts (D580): for any texts (accents, case, control characters, the
 * separator itself inside a text) and any needle, the entries it finds are exactly those whose own text holds the
 * needle, whether the texts came in one batch or many; each text is given back as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchHaystack } from '../../src-main/journal/search-haystack';

/** Short texts over a small alphabet, so needles often hit, cross texts' edges, and hold the separators. */
const piece = fc.constantFrom('a', 'b', 'ab', 'ção', 'sin', '2026', '***.', '-', ' ', '\u0000', '\u0001', 'é', '');
const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));

describe('the search haystack', () => {
  it('finds the entries whose text holds the needle, as includes() says of each (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { maxLength: 12 }), { maxLength: 5 }),
        fc.array(text, { minLength: 1, maxLength: 6 }),
        (batches, needles) => {
          const haystack = new SearchHaystack();
          for (const batch of batches) haystack.append(batch);
          const texts = batches.flat();
          expect(haystack.size).toBe(texts.length);
          expect(texts.map((_, i) => haystack.textOf(i))).toEqual(texts);
          for (const needle of needles) {
            const expected = texts.flatMap((t, i) => (t.includes(needle) ? [i] : []));
            const found = haystack.positionsOf(needle);
            if (needle.includes('\u0001')) expect(found).toBeUndefined();
            else expect(found).toEqual(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('scans at most once per entry found plus once, and compares nothing one by one when no text holds the separator', () => {
    const work = { scans: 0, apart: 0 };
    const haystack = new SearchHaystack(work);
    haystack.append(Array.from({ length: 10_000 }, (_, n) => `aporte extra\u0000sin${n}`));
    expect(haystack.positionsOf('nada disso')).toEqual([]);
    expect(work).toEqual({ scans: 1, apart: 0 });
    expect(haystack.positionsOf('sin999')).toEqual([999, 9990, 9991, 9992, 9993, 9994, 9995, 9996, 9997, 9998, 9999]);
    expect(work).toEqual({ scans: 12, apart: 0 });
  });
});
