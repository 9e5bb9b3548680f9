/**
 * The body decoded while it arrives, in the charset it declares, however the bytes are cut into chunks: a
 * character split between two chunks, a leading BOM, bytes that are not UTF-8, an empty body (D215).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBody, readBodyText } from '../../../src-main/api-client/read-body-text';

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
    fc.array(
      fc.oneof(
        fc.string({ unit: 'grapheme' }).map((s) => [...new TextEncoder().encode(s)]),
        fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 3 }),
      ),
      { maxLength: 12 },
    ),
  )
  .map(([bom, pieces]) => new Uint8Array([...(bom ? BOM : []), ...pieces.flat()]));

/** Every character windows-1252 can encode (the Encoding Standard's table; its 5 unassigned bytes read as C1 controls). */
const CP1252_CHARS = [...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i))];
const ENCODE_1252 = new Map(CP1252_CHARS.map((char, byte) => [char, byte]));
const encode1252 = (text: string) => Uint8Array.from([...text].map((char) => ENCODE_1252.get(char)!));
/** Latin-1's printable characters (a real ISO-8859-1 body never holds C1 controls: D215). */
const LATIN1_CHARS = CP1252_CHARS.filter((_, byte) => byte < 0x80 || byte >= 0xa0);
const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
const textOf = (chars: string[]) => fc.array(fc.constantFrom(...chars), { maxLength: 40 }).map((a) => a.join(''));
/** A JSON-looking start, as every answer has: a body never begins with a character that could pass for a BOM. */
const answerText = (chars: string[]) => textOf(chars).map((t) => `{"nome":${JSON.stringify(t)}}`);

describe('readBodyText', () => {
  it('without a charset, equals Response.text() for any UTF-8 text cut into any chunks, with or without a BOM (property)', async () => {
    const utf8 = fc
      .tuple(fc.boolean(), fc.string({ unit: 'grapheme', maxLength: 40 }))
      .map(([bom, text]) => new Uint8Array([...(bom ? BOM : []), ...new TextEncoder().encode(text)]));
    await fc.assert(
      fc.asyncProperty(utf8, fc.array(fc.nat(), { maxLength: 8 }), async (bytes, cuts) => {
        expect(await readBodyText(chunked(bytes, cuts))).toBe(await new Response(bytes).text());
      }),
      { numRuns: 300 },
    );
  });

  it('never puts U+FFFD for a byte: bytes that are not UTF-8 and carry no UTF-16 mark read as windows-1252 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.constantFrom(undefined, 'application/json', 'application/json; charset=utf-8'),
        async (bytes, cuts, type) => {
          const text = await readBodyText(chunked(bytes, cuts), type);
          const utf16 =
            bytes[0] === 0xff && bytes[1] === 0xfe
              ? 'utf-16le'
              : bytes[0] === 0xfe && bytes[1] === 0xff
                ? 'utf-16be'
                : undefined;
          if (isUtf8(bytes)) expect(text).toBe(await new Response(bytes).text());
          // A UTF-16 byte-order mark says what the bytes are (D215): no byte is then read as windows-1252.
          else if (utf16) expect(text).toBe(new TextDecoder(utf16, { ignoreBOM: true }).decode(bytes.subarray(2)));
          else
            expect(text).toBe(
              new TextDecoder('windows-1252', { ignoreBOM: true }).decode(
                bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes,
              ),
            );
        },
      ),
      // A body the generator draws now and then: it begins FF FE, so its UTF-16LE mark decides.
      { numRuns: 300, examples: [[new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]), [], undefined]] },
    );
  });

  const declared: Array<[string, string[]]> = [
    ['iso-8859-1', LATIN1_CHARS],
    ['ISO-8859-1', LATIN1_CHARS],
    ['latin1', LATIN1_CHARS],
    ['windows-1252', CP1252_CHARS],
    ['"Windows-1252"', CP1252_CHARS],
  ];
  for (const [charset, chars] of declared) {
    it(`charset=${charset}: any text encoded in it decodes to itself, cut anywhere (property)`, async () => {
      await fc.assert(
        fc.asyncProperty(answerText(chars), fc.array(fc.nat(), { maxLength: 8 }), async (text, cuts) => {
          expect(await readBodyText(chunked(encode1252(text), cuts), `application/json; charset=${charset}`)).toBe(
            text,
          );
        }),
        { numRuns: 200 },
      );
    });

    it(`charset=${charset} behind a UTF-8 BOM: the BOM wins when the rest is UTF-8, else it is dropped and the charset read (property)`, async () => {
      await fc.assert(
        fc.asyncProperty(
          answerText(chars),
          fc.boolean(),
          fc.array(fc.nat(), { maxLength: 8 }),
          async (text, asUtf8, cuts) => {
            const payload = asUtf8 ? new TextEncoder().encode(text) : encode1252(text);
            const bytes = new Uint8Array([...BOM, ...payload]);
            const read = await readBodyText(chunked(bytes, cuts), `application/json;charset=${charset}`);
            // Latin-1 bytes that happen to be valid UTF-8 are read as UTF-8: the BOM said so.
            const latinAlsoUtf8 = !asUtf8 && isUtf8(payload);
            if (!latinAlsoUtf8) expect(read).toBe(text);
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it('utf-8 declared or not, with or without a BOM: any text decodes to itself (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.boolean(),
        fc.constantFrom(
          undefined,
          'application/json; charset=utf-8',
          'application/json; charset="UTF-8"',
          'application/json; charset=x-unknown',
        ),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (text, bom, type, cuts) => {
          const bytes = new Uint8Array([...(bom ? BOM : []), ...new TextEncoder().encode(text)]);
          expect(await readBodyText(chunked(bytes, cuts), type)).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads UTF-16 by its BOM, whatever the header says', async () => {
    const text = '{"nome":"JOSÉ DA CONCEIÇÃO"}';
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(await readBodyText(chunked(le, [1, 5]), 'application/json; charset=iso-8859-1')).toBe(text);
  });

  it('reads a Latin-1 name with its accents', async () => {
    const bytes = encode1252('{"nome":"JOSÉ DA CONCEIÇÃO"}');
    expect(await readBody(chunked(bytes, [9]), 'application/json; charset=iso-8859-1')).toEqual({
      text: '{"nome":"JOSÉ DA CONCEIÇÃO"}',
      encoding: 'windows-1252',
      guessed: false,
      mislabeled: false,
    });
    expect(await readBody(chunked(bytes, [9]), 'application/json')).toEqual({
      text: '{"nome":"JOSÉ DA CONCEIÇÃO"}',
      encoding: 'windows-1252',
      guessed: true,
      mislabeled: true,
    });
  });

  it('says the bytes were mislabeled exactly when they were not in the charset declared, or UTF-8 when none (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        answerText(LATIN1_CHARS),
        fc.constantFrom(undefined, 'utf-8', 'x-unknown', 'iso-8859-1', 'windows-1252'),
        fc.constantFrom('latin1', 'utf8', 'bom-latin1', 'bom-utf8'),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (text, charset, written, cuts) => {
          const latin = written.endsWith('latin1');
          const payload = latin ? encode1252(text) : new TextEncoder().encode(text);
          const bom = written.startsWith('bom');
          const bytes = new Uint8Array([...(bom ? BOM : []), ...payload]);
          const read = await readBody(chunked(bytes, cuts), `application/json${charset ? `; charset=${charset}` : ''}`);
          const declaresSingleByte = charset === 'iso-8859-1' || charset === 'windows-1252';
          // UTF-8 said (or assumed) and Latin-1 sent; or a BOM saying UTF-8 where the header says a single-byte charset.
          const lies = latin && !isUtf8(payload) ? !declaresSingleByte || bom : bom && declaresSingleByte;
          expect(read.mislabeled).toBe(lies);
        },
      ),
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
