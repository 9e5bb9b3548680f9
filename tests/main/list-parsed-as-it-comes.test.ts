/**
 * A list answer parsed while its bytes come (D615): for any body, cut into any chunks, in slices of any size, the
 * walk gives exactly JSON.parse of the whole bytes decoded as the client decodes them (decodeBytes), or gives up;
 * it gives up on every body that is not a valid UTF-8 JSON list (those are read whole, with their own error or
 * fallback), and never on a valid one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutIntoChunks } from '../support/cut-into-chunks';
import { decodeBytes } from '../../src-main/api-client/read-body-text';
import { ListParsedAsItComes, walkableAsItComes } from '../../src-main/workers/list-parsed-as-it-comes';

const encode = (text: string) => new TextEncoder().encode(text);

/** JSON values with the hard parts: strings with quotes, backslashes, escapes, multi-byte UTF-8; nested lists and records. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('"', '\\', '\\"', '\\\\', '",', '"]', '{[', 'ç', 'ã€😀', ',', ']', '}', '},', '},{'),
  fc
    .array(fc.constantFrom('"', '\\', ',', '[', ']', '{', '}', 'é', 'a', 'u'), { maxLength: 10 })
    .map((a) => a.join('')),
);
/**
 * Record keys: the same texts without the characters JSON writes escaped (`"`, a backslash, a control character).
 * Node 24's V8 can read a key with an escape as an earlier key of the same length that had an escaped backslash where
 * it has another escape (`a\\` then `a\"` both read `a\`; D728), whoever parses it, so the whole body, this
 * property's yardstick, would be as wrong as the walk. Every value keeps them, and the walk reads a key's and a
 * value's text alike.
 */
const key = text.filter((k) => ![...k].some((c) => JSON.stringify(c).length > 3));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));
const blank = fc.array(fc.constantFrom(' ', '\n', '\r', '\t'), { maxLength: 3 }).map((a) => a.join(''));

/** A valid list's text, its elements spaced and indented in the ways JSON allows. */
const validList = fc
  .tuple(fc.array(value, { maxLength: 12 }), blank, blank, fc.boolean(), fc.boolean())
  .map(([elements, before, after, indent, bom]) => {
    const body = `${before}${JSON.stringify(elements, null, indent ? 2 : undefined)}${after}`;
    return bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...encode(body)]) : encode(body);
  });

/** Bytes near a list: a valid one broken by one edit (cut short, a byte changed, inserted or removed), or noise. */
const nearList = fc.oneof(
  fc
    .tuple(validList, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('cut', 'set', 'insert', 'remove'))
    .map(([bytes, at, byte, edit]) => {
      const i = at % (bytes.length + 1);
      if (edit === 'cut') return bytes.slice(0, i);
      const list = [...bytes];
      if (edit === 'set' && i < list.length) list[i] = byte;
      if (edit === 'insert') list.splice(i, 0, byte);
      if (edit === 'remove') list.splice(i, 1);
      return new Uint8Array(list);
    }),
  fc
    .constantFrom(
      '[,]',
      '[1,]',
      '[,1]',
      '[1,,2]',
      '[]]',
      '[] x',
      ' [ ] ',
      '[\u00a0]',
      '\ufeff\ufeff[]',
      '{}',
      '',
      '[1]1',
    )
    .map(encode),
  fc.uint8Array({ maxLength: 30 }).map((rest) => new Uint8Array([0x5b, ...rest, 0x5d])),
);

/** What the client gets reading the whole bytes: the parsed value, or that it is not JSON. */
function whole(bytes: Uint8Array): { json: unknown } | 'not JSON' {
  try {
    return { json: JSON.parse(decodeBytes(bytes).text) as unknown };
  } catch {
    return 'not JSON';
  }
}

function walked(bytes: Uint8Array, cuts: readonly number[], sliceBytes: number): unknown[] | undefined {
  const list = new ListParsedAsItComes(sliceBytes);
  for (const chunk of cutIntoChunks(bytes, cuts)) list.write(chunk);
  return list.end();
}

describe('a list parsed as its bytes come (D615)', () => {
  it('a valid list: exactly JSON.parse of the whole, for any chunking and slice size (property)', () => {
    fc.assert(
      fc.property(
        validList,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 64 }),
        (bytes, cuts, size) => {
          const expected = whole(bytes);
          expect(expected).not.toBe('not JSON');
          expect(walked(bytes, cuts, size)).toStrictEqual((expected as { json: unknown }).json);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('a list of records cut where a `},` is inside a string or a nested record: exactly JSON.parse of the whole (property)', () => {
    const record = fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 });
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 64 }),
        (records, cuts, size) => {
          const bytes = encode(JSON.stringify(records));
          expect(walked(bytes, cuts, size)).toStrictEqual(JSON.parse(decodeBytes(bytes).text));
        },
      ),
      { numRuns: 1_000 },
    );
    const tricky = ['[{"a":"x},{y"},{"b":1}]', '[{"a":{"b":1},"c":2},{"d":[{"e":1},{"f":"},"}]}]'];
    for (const list of tricky)
      for (let size = 1; size <= list.length; size++)
        for (let cut = 0; cut <= list.length; cut++)
          expect(walked(encode(list), [cut], size)).toStrictEqual(JSON.parse(list));
  });

  it('anything else: the same list as the whole, or it gives up; never a list where the whole is not one (property)', () => {
    fc.assert(
      fc.property(
        nearList,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 64 }),
        (bytes, cuts, size) => {
          const result = walked(bytes, cuts, size);
          if (result === undefined) return;
          const expected = whole(bytes);
          expect(expected).not.toBe('not JSON');
          // decodeBytes' windows-1252 fallback never gives a list the walk gives: the walk reads strict UTF-8 only.
          expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)).toBeTypeOf('string');
          expect(result).toStrictEqual((expected as { json: unknown }).json);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('gives up on a body that is not UTF-8, a UTF-16 BOM, a body cut inside a character, a list cut short', () => {
    const cases = [
      new Uint8Array([0x5b, 0x22, 0xe7, 0x22, 0x5d]), // "ç" in Latin-1, declared nothing
      new Uint8Array([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00]),
      encode('["ç"]').slice(0, 3),
      encode('[{"a":1},{"a":2}'),
    ];
    for (const bytes of cases) for (const size of [1, 1024]) expect(walked(bytes, [2], size)).toBeUndefined();
  });

  it('walks UTF-8 only, declared or assumed', () => {
    expect(walkableAsItComes(undefined)).toBe(true);
    expect(walkableAsItComes('application/json; charset=UTF-8')).toBe(true);
    expect(walkableAsItComes('application/json; charset=nada')).toBe(true);
    expect(walkableAsItComes('application/json; charset=iso-8859-1')).toBe(false);
    expect(walkableAsItComes('application/json; charset=utf-16le')).toBe(false);
  });
});
