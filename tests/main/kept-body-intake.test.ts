/**
 * An answer's bytes decoded in the kept lists' thread as they come (D581): for any body cut into any chunks, in any
 * declared charset, with or without a BOM, valid UTF-8 or not, the text is the one the whole bytes decode to
 * (decodeBytes, the client's rules: strict UTF-8, its windows-1252 fallback, the BOM first); a body longer than one
 * text can be is not decoded (it is read in slices, D330), nor one whose Content-Type changed before `keep`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from '../../src-main/api-client/read-body-text';
import { KeptBodyIntake } from '../../src-main/workers/kept-body-intake';

const TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=ISO-8859-1',
  'application/json; charset=utf-16le',
  'application/json; charset=nada',
];
/** Bytes that are often UTF-8, sometimes not, sometimes behind a BOM. */
const bodies = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((t) => new TextEncoder().encode(t)),
  fc.uint8Array({ maxLength: 40 }),
  fc
    .tuple(fc.constantFrom([0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]), fc.uint8Array({ maxLength: 20 }))
    .map(([bom, rest]) => new Uint8Array([...bom, ...rest])),
);

function chunked(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    chunks.push(bytes.slice(from, to));
    from = to;
  }
  return chunks;
}

describe('an answer decoded as its bytes come (D581)', () => {
  it('gives the text, encoding and labels the whole bytes decode to, however they were cut (property)', () => {
    fc.assert(
      fc.property(bodies, fc.array(fc.nat(), { maxLength: 8 }), fc.constantFrom(...TYPES), (bytes, cuts, type) => {
        const intake = new KeptBodyIntake(type, true);
        for (const chunk of chunked(bytes, cuts)) intake.write(chunk);
        expect(intake.bytes).toBe(bytes.length);
        expect(intake.decoded(type)).toEqual(decodeBytes(bytes, type));
      }),
      { numRuns: 1_000 },
    );
  });

  it('decodes nothing past the longest text, nor for another Content-Type, nor without one given first', () => {
    const bytes = new TextEncoder().encode('[{"descricaoMovimento":"Contribuição"}]');
    const long = new KeptBodyIntake('application/json', true, 16);
    for (const chunk of chunked(bytes, [10, 20])) long.write(chunk);
    expect(long.decoded('application/json')).toBeUndefined();
    // The chunks are all kept, for the sliced reading.
    expect(Buffer.concat(long.chunks)).toEqual(Buffer.from(bytes));

    const other = new KeptBodyIntake('application/json', true);
    other.write(bytes);
    expect(other.decoded('application/json; charset=iso-8859-1')).toBeUndefined();

    const unopened = new KeptBodyIntake(undefined, false);
    unopened.write(bytes);
    expect(unopened.decoded(undefined)).toBeUndefined();
  });
});
