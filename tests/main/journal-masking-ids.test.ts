/**
 * The journal masks every CPF it is handed (LGPD), but an id the app made is kept whole: a receipt's reference (the
 * write's journal id, a UUID) must stay what it is, or History cannot find the receipt by it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdentifiers } from '../../src-main/journal/journal-masking';

describe("the journal's identifiers", () => {
  it('keep a UUID whole, whatever digits it holds (property)', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(maskIdentifiers({ referencia: id })).toEqual({ referencia: id });
      }),
      { numRuns: 2_000 },
    );
    // Drawn by a test run: eleven of its digits across the dashes make a valid CPF.
    const seen = '03fb1086-5372-412b-90fd-262492e71d6f';
    expect(maskIdentifiers({ referencia: seen })).toEqual({ referencia: seen });
  });

  it('still mask a CPF in any other value, and one written beside a UUID', () => {
    const id = '03fb1086-5372-412b-90fd-262492e71d6f';
    expect(maskIdentifiers({ nota: 'cliente 529.982.247-25' }).nota).not.toContain('529.982.247-25');
    expect(maskIdentifiers({ nota: `${id} 52998224725` }).nota).not.toContain('52998224725');
  });
});
