/** A large answer's JSON made in pieces (D715): the bytes on the wire are `JSON.stringify`'s, whatever the values. */
import { once } from 'node:events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyStream, isStreamed, serializeOrStream } from '../../src-sandbox/answer';
import { BATCHING, holdsLongList, jsonPieces } from '../../src-sandbox/json-in-batches';

/** Each piece encoded on its own, as the stream writes it. */
const wireBytes = (pieces: Iterable<string>) => Buffer.concat([...pieces].map((piece) => Buffer.from(piece)));

const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', '\n', '\u0000', '\u2028', '\ud800', '\udfff', 'ação "citada" \\ 𝄞', '</script>'),
);
const leaf = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, undefined, -0, Number.NaN, Number.POSITIVE_INFINITY),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 12 }),
  record: fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'toString', '0', '10')), tie('value'), {
    maxKeys: 6,
  }),
}));
/** Small thresholds and batches, so every list of a few elements is cut into many pieces. */
const batching = fc.record({
  longList: fc.integer({ min: 0, max: 4 }),
  batchChars: fc.integer({ min: 1, max: 200 }),
  firstBatch: fc.integer({ min: 1, max: 5 }),
});

describe('a JSON text in pieces', () => {
  it('is byte for byte JSON.stringify of the whole, for any value and any batching', () => {
    fc.assert(
      fc.property(value, batching, (x, b) => {
        const whole = JSON.stringify(x) as string | undefined;
        expect(wireBytes(jsonPieces(x, b))).toEqual(whole === undefined ? Buffer.alloc(0) : Buffer.from(whole));
      }),
      { numRuns: 1000 },
    );
  });

  it('is byte for byte JSON.stringify of long lists and envelopes, with the batching the sandbox uses', () => {
    // Flat records of leaves: a thousand recursive values a run would take fast-check seconds to make.
    const row = fc.oneof(leaf, fc.dictionary(text, leaf, { maxKeys: 5 }));
    const long = fc.array(row, { minLength: BATCHING.longList + 1, maxLength: BATCHING.longList + 200 });
    const body = fc.oneof(
      long,
      long.map((items) => ({ items, total: items.length, skipped: undefined })),
      long.map((registros) => ({ _embedded: { registros }, _links: { self: { href: '/v1' } } })),
    );
    fc.assert(
      fc.property(body, (x) => {
        expect(holdsLongList(x)).toBe(true);
        expect(wireBytes(jsonPieces(x))).toEqual(Buffer.from(JSON.stringify(x)));
      }),
      { numRuns: 10 },
    );
  });

  it('cuts a long list into batches of about the size asked, and leaves short ones whole', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, descricao: `Aporte ${i}`, valor: i / 100 }));
    const pieces = [...jsonPieces(rows)];
    expect(pieces.length).toBeGreaterThan(3);
    // The first batch is small; every later one is within a factor of two of the size asked.
    for (const piece of pieces.slice(2, -2)) {
      expect(piece.length).toBeGreaterThan(BATCHING.batchChars / 2);
      expect(piece.length).toBeLessThan(BATCHING.batchChars * 2);
    }
    expect([...jsonPieces(rows.slice(0, BATCHING.longList))]).toHaveLength(1);
  });
});

describe('a streamed body', () => {
  it('makes nothing more once destroyed (a client that went away), and closes its pieces', async () => {
    let made = 0;
    const rows = Array.from({ length: 5000 }, (_, i) => ({ i }));
    const pieces = (function* () {
      for (const piece of jsonPieces(rows, { longList: 10, batchChars: 100, firstBatch: 1 })) {
        made += 1;
        yield piece;
      }
    })();
    const stream = bodyStream({ status: 200, headers: {}, pieces });
    await once(stream, 'data');
    stream.destroy();
    await once(stream, 'close');
    const madeWhenGone = made;
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(made).toBe(madeWhenGone);
    expect(madeWhenGone).toBeLessThan(10);
    expect(pieces.next().done).toBe(true);
  });

  it('streams a long list past 1 MiB, byte for byte, and sends a shorter text whole', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: i, descricao: `Resgate "${i}" ação` }));
    const answer = serializeOrStream({ status: 200, body: rows });
    expect(isStreamed(answer)).toBe(true);
    if (!isStreamed(answer)) return;
    const chunks: Buffer[] = [];
    for await (const chunk of bodyStream(answer)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(JSON.stringify(rows)))).toBe(true);
    // Long, but under 1 MiB of text: whole, as the cache and HEAD need it.
    const shorter = serializeOrStream({ status: 200, body: rows.slice(0, 5_000) });
    expect(isStreamed(shorter)).toBe(false);
    expect(shorter).toMatchObject({ payload: Buffer.from(JSON.stringify(rows.slice(0, 5_000))) });
  });
});
