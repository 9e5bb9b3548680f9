/**
 * The body decoded while it arrives is exactly what `Response.text()` gives, however the bytes are cut into
 * chunks: a character split between two chunks, a leading BOM, bytes that are not UTF-8, an empty body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBodyText } from '../../../src-main/api-client/read-body-text';

/** `bytes` as a stream, cut at the given offsets. */
function chunked(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    if (cut > from) chunks.push(bytes.slice(from, cut));
    from = Math.max(from, cut);
  }
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

const BOM = [0xef, 0xbb, 0xbf];
/** Text with accents, symbols outside the BMP, and now and then a BOM or bytes no UTF-8 decoder accepts. */
const bodies = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.oneof(fc.string({ unit: 'grapheme' }).map((s) => [...new TextEncoder().encode(s)]), fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 3 })), { maxLength: 12 }),
  )
  .map(([bom, pieces]) => new Uint8Array([...(bom ? BOM : []), ...pieces.flat()]));

describe('readBodyText', () => {
  it('equals Response.text() for any bytes cut into any chunks (property)', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, fc.array(fc.nat(), { maxLength: 8 }), async (bytes, cuts) => {
        expect(await readBodyText(chunked(bytes, cuts))).toBe(await new Response(bytes).text());
      }),
      { numRuns: 300 },
    );
  });

  it('reads a body that never came as empty text', async () => {
    expect(await readBodyText(null)).toBe('');
    expect(await readBodyText(chunked(new Uint8Array(), []))).toBe('');
  });

  it('passes on the error of a body cut off midway', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"a":'));
        controller.error(new TypeError('terminated'));
      },
    });
    await expect(readBodyText(failing)).rejects.toThrow('terminated');
  });
});
