/**
 * A JSON list too long for one string is parsed slice by slice (D330): for any body, wherever the slices are cut,
 * the result is what decoding the whole text and JSON.parse give, and a body JSON.parse refuses (or that is not a
 * list) is refused. Through the kept lists' reader, an Op12 answer read in slices has the same rows and drift as read
 * whole, digits JSON.parse would lose included.
 */
import { constants } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from '../../../src-main/api-client/read-body-text';
import { parseListInSlices } from '../../../src-main/api-client/read-list-in-slices';
import { SlicedListRefused } from '../../../src-main/errors/kept-list-errors';
import { readOp12 } from '../../../src-main/workers/read-kept-body';
import { operations, UnreadableAnswer, type DriftReport } from '../../../src-shared/contract';
import { LazyListAnswer } from '../../../src-shared/contract/lenient/lazy-list';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Odd characters for strings: the structure's own, escapes, accents, beyond the BMP. */
const tricky = fc.string({ unit: fc.constantFrom('a', 'ç', 'ã', '"', '\\', ',', '[', ']', '{', '}', '😀', ' ', '\n') });
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1.5, 1e21),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    tricky,
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(tricky, tie('any'), { maxKeys: 4 }),
  ),
}));
const list = fc.array(value.any, { maxLength: 30 });
const spacing = fc.constantFrom(undefined, 0, 1, 2, '\t');

/** What reading the whole text gives: the elements, or a refusal. */
function whole(bytes: Uint8Array, contentType?: string): unknown[] | 'refused' {
  try {
    const json = JSON.parse(decodeBytes(bytes, contentType).text) as unknown;
    return Array.isArray(json) ? json : 'refused';
  } catch {
    return 'refused';
  }
}

function sliced(bytes: Uint8Array, contentType: string | undefined, sliceBytes: number): unknown[] | 'refused' {
  try {
    return parseListInSlices(bytes, contentType, JSON.parse, sliceBytes);
  } catch (error) {
    if (error instanceof SlicedListRefused) return 'refused';
    throw error;
  }
}

describe('a JSON list parsed slice by slice', () => {
  it('gives every element JSON.parse gives, wherever the slices are cut', () => {
    fc.assert(
      fc.property(list, spacing, fc.integer({ min: 0, max: 200 }), fc.boolean(), (items, space, slice, bom) => {
        const text = JSON.stringify(items, null, space);
        const bytes = utf8(`${bom ? '\uFEFF' : ''} \n${text}\n `);
        // JSON.parse's own reading of the text is the oracle (-0 is written "0", and read back as 0).
        expect(sliced(bytes, 'application/json; charset=utf-8', slice)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what JSON.parse refuses, and a body that is not a list; accepts what it accepts', () => {
    const edits = fc.tuple(
      list,
      fc.nat(),
      fc.constantFrom('', ',', ']', '[', '}', '{', '"', '\\', ' ', 'x', '1'),
      fc.nat(3),
    );
    fc.assert(
      fc.property(edits, fc.integer({ min: 0, max: 50 }), ([items, at, put, cut], slice) => {
        const text = JSON.stringify(items);
        const i = at % (text.length + 1);
        const bytes = utf8(text.slice(0, i) + put + text.slice(i + cut));
        expect(sliced(bytes, undefined, slice)).toEqual(whole(bytes));
      }),
      { numRuns: 500 },
    );
    for (const body of [
      '',
      ' ',
      '{}',
      '"[1]"',
      '1',
      '[',
      '[1,]',
      '[,1]',
      '[1,,2]',
      '[] []',
      '[}',
      '[{]}',
      '[ ]',
      '[]x',
    ])
      expect(sliced(utf8(body), undefined, 0), body).toEqual(whole(utf8(body)));
  });

  it('decodes as decodeBytes does: the declared single-byte charset, and bytes that are not UTF-8', () => {
    const latin1 = Uint8Array.from(
      [...'[{"d":"Contribui']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xe7, 0xe3, 0x6f],
          [...'"},"x"]'].map((c) => c.charCodeAt(0)),
        ),
    );
    for (const contentType of [
      undefined,
      'application/json',
      'application/json; charset=iso-8859-1',
      'application/json; charset=utf-8',
    ])
      expect(sliced(latin1, contentType, 0)).toEqual(whole(latin1, contentType));
    expect(sliced(latin1, undefined, 0)).toEqual([{ d: 'Contribuição' }, 'x']);
  });

  it('says why it cannot walk a body in UTF-16', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'[1]'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(() => parseListInSlices(utf16, undefined)).toThrow(/codificação utf-16le/);
  });
});

describe('an Op12 answer too long for one string', () => {
  const fields = Object.keys(
    (operations.op12.success.schema as unknown as { element: { shape: Record<string, unknown> } }).element.shape,
  );
  const raw = fc.oneof(
    fc.constantFrom('null', 'true', '"12,50"', '""', '{}', '[1]', '12345678901234567.891', '-0.1', '"2024-03-15"'),
    tricky.map((s) => JSON.stringify(s)),
    fc.integer().map(String),
  );
  const record = fc.dictionary(fc.constantFrom(...fields, 'campoNovo'), raw, { maxKeys: 6 }).map(
    (r) =>
      `{${Object.entries(r)
        .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
        .join(',')}}`,
  );
  const element = fc.oneof(
    { weight: 9, arbitrary: record },
    { weight: 1, arbitrary: fc.constantFrom('null', '1', '"x"') },
  );

  function read(bytes: Uint8Array, maxTextBytes?: number) {
    const told: DriftReport[] = [];
    try {
      const result = readOp12(bytes, 'application/json', (drift) => void told.push(drift), maxTextBytes);
      if (!(result.data instanceof LazyListAnswer)) return { data: result.data, drift: result.drift, told };
      const lazy = result.data;
      lazy.readNext(lazy.length);
      return { data: lazy.rows, drift: lazy.drift, told };
    } catch (error) {
      if (error instanceof UnreadableAnswer) return { unreadable: error.reason };
      throw error;
    }
  }

  it('is read in slices into the same rows and drift as read whole', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 20 }), (elements) => {
        const bytes = utf8(`[${elements.join(',')}]`);
        expect(read(bytes, 0)).toEqual(read(bytes));
      }),
      { numRuns: 300 },
    );
  });

  // The threshold as the thread meets it (a 1,000,000-movement answer is ~540 MB): few rows, each followed by blanks
  // JSON allows, so the body passes V8's longest string without a million rows to make and keep. Rows without a number
  // JSON.parse would round: such a number has the reader walk the body again with the exact parser, which the
  // property above checks at small sizes.
  it('longer than V8 longest string, is read with the default limit into the rows and drift of the same list unpadded', () => {
    const elements = fc.sample(record, { numRuns: 64, seed: 330 }).filter((e) => !e.includes('12345678901234567'));
    const bytes = padded(elements, constants.MAX_STRING_LENGTH + 1);
    expect(bytes.length).toBeGreaterThan(constants.MAX_STRING_LENGTH);
    const slices = read(bytes);
    expect(slices).toEqual(read(utf8(`[${elements.join(',')}]`)));
    expect((slices.data as unknown[]).length).toBeGreaterThan(0);
  }, 300_000); // a walk over 540 MB: seconds of CPU, minutes on a loaded 2-core machine
});

/** `[e1, e2, …]` with blanks after each element, `atLeast` bytes of them in all. */
function padded(elements: string[], atLeast: number): Uint8Array {
  const encoded = elements.map(utf8);
  const pad = Math.ceil(atLeast / encoded.length);
  const size = 2 + encoded.reduce((n, e) => n + e.length + pad, 0) + encoded.length - 1;
  const bytes = new Uint8Array(size).fill(0x20);
  bytes[0] = 0x5b;
  let at = 1;
  encoded.forEach((e, i) => {
    bytes.set(e, at);
    at += e.length + pad;
    if (i < encoded.length - 1) bytes[at++] = 0x2c;
  });
  bytes[size - 1] = 0x5d;
  return bytes;
}
