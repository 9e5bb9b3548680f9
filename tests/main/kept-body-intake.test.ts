/**
 * An answer's bytes read in the kept lists' thread as they come (D581, D615): for any body cut into any chunks, in
 * any declared charset, with or without a BOM, valid UTF-8 or not, a list or not, what was read on the way is what
 * the whole bytes give: the text decodeBytes gives (the client's rules: strict UTF-8, its windows-1252 fallback,
 * the BOM first), the list JSON.parse of that text gives, and at the end the same Op12 answer or the same error as
 * readOp12 of the whole bytes. A body longer than one text can be is not read on the way (it is read in slices,
 * D330), nor one whose Content-Type changed before `keep`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutIntoChunks } from '../support/cut-into-chunks';
import { decodeBytes } from '../../src-main/api-client/read-body-text';
import { KeptBodyIntake } from '../../src-main/workers/kept-body-intake';
import { readOp12, readOp12Intake } from '../../src-main/workers/read-kept-body';
import type { ReadResult } from '../../src-main/api-client/read-response';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import { UnreadableAnswer } from '../../src-shared/contract';
import { chronologicalOrder, type DatesInOrder } from '../../src-shared/statements/movement-order';

const TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=ISO-8859-1',
  'application/json; charset=utf-16le',
  'application/json; charset=nada',
];
/** Op12-like lists: movements with odd fields, numbers whose digits JSON.parse loses, text with escapes and accents. */
const movement = fc.record(
  {
    descricaoMovimento: fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.constantFrom('Contribuição "1"\\', 'a},{"b":1', null),
    ),
    valorMovimento: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant('12')),
    // Mostly the service's usual shape, in or out of order; sometimes another shape, a wrong date, a number.
    dataMovimento: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }).map((d) => `2024-02-0${d}T10:00:00`) },
      { weight: 1, arbitrary: fc.constantFrom('2024-02-02T10:00:00.5', '2024-02-03', '2024-13-01', 7) },
    ),
    outro: fc.oneof(fc.constant([1, { a: '[' }]), fc.constant({ '"': '}' })),
  },
  { requiredKeys: [] },
);
/** Mostly movements, sometimes an element no list of records has: the list is then read whole. */
const element = fc.oneof(
  { weight: 12, arbitrary: movement },
  { weight: 1, arbitrary: fc.constantFrom(null, 3, [1], 'x') },
);
const lists = fc
  .tuple(fc.array(element, { maxLength: 8 }), fc.boolean(), fc.boolean())
  .map(([rows, bom, lostDigits]) => {
    let text = JSON.stringify(rows);
    if (lostDigits) text = text.replace(/^\[\{/, '[{"valorMovimento":12345678901234567890.12,');
    return new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...new TextEncoder().encode(text)]);
  });

/** Bytes that are often UTF-8, sometimes not, sometimes behind a BOM, often a list. */
const bodies = fc.oneof(
  lists,
  lists.map((bytes) => new Uint8Array([...bytes].map((b) => (b === 0xc3 ? 0xe7 : b)))),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((t) => new TextEncoder().encode(t)),
  fc.uint8Array({ maxLength: 40 }),
  fc
    .tuple(fc.constantFrom([0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]), fc.uint8Array({ maxLength: 20 }))
    .map(([bom, rest]) => new Uint8Array([...bom, ...rest])),
);

/**
 * An Op12 read as the tests compare it: the rows and drift (a lazy list read to its end), or the error's reason;
 * with the date order, the one told with the read (D718) or else the one chronologicalOrder makes of the rows.
 */
function outcome(read: () => ReadResult & { dates?: DatesInOrder }): unknown {
  try {
    const { data, drift, dates } = read();
    // The column read ahead as the bytes came (D615) is the one the list reads itself.
    if (data instanceof LazyListAnswer) {
      const column = data.field('dataMovimento');
      const order = (direction: 'asc' | 'desc') =>
        dates ? dates.order(direction) : chronologicalOrder(column.length, (i) => column[i], direction);
      return {
        dates: column,
        told: dates?.count ?? column.length,
        asc: order('asc'),
        desc: order('desc'),
        rows: data.rows,
        drift: data.drift,
        lazy: true,
      };
    }
    return { data, drift };
  } catch (error) {
    if (error instanceof UnreadableAnswer) return { unreadable: error.reason };
    throw error;
  }
}

const ignore = () => undefined;

describe('an answer read as its bytes come (D581, D615)', () => {
  it('reads what the whole bytes give: the same text, the same list, the same answer or error, however cut, whenever the walk starts or main has the last byte (property)', () => {
    fc.assert(
      fc.property(
        bodies,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.constantFrom(...TYPES),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 60 }),
        fc.nat({ max: 10 }),
        (bytes, cuts, type, sliceBytes, walkFromBytes, sentAt) => {
          /** An intake whose body's last byte main has from the chunk `sentAt` on (D675). */
          const intake = () => {
            let written = 0;
            const taken = new KeptBodyIntake(type, true, {
              sliceBytes,
              walkFromBytes,
              lastByteSent: () => written >= sentAt,
            });
            for (const chunk of cutIntoChunks(bytes, cuts)) {
              taken.write(chunk);
              written++;
            }
            return taken;
          };
          const whole = intake();
          expect(whole.bytes).toBe(bytes.length);
          const early = intake().readAsItCame(type);
          if (early && 'decoded' in early) expect(early.decoded).toEqual(decodeBytes(bytes, type));
          if (early && 'list' in early) expect(early.list).toStrictEqual(JSON.parse(decodeBytes(bytes, type).text));
          expect(outcome(() => readOp12Intake(whole, type, ignore))).toStrictEqual(
            outcome(() => readOp12(bytes, type, ignore)),
          );
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('parses a list only past its first bytes, and only if its last byte is still to come when the walk would start (D665, D675)', () => {
    const list = new TextEncoder().encode('[{"descricaoMovimento":"Contribuição"},{"descricaoMovimento":"Resgate"}]');
    const cuts = [5, 30, 31, 50];
    const read = (options: ConstructorParameters<typeof KeptBodyIntake>[2]) => {
      const intake = new KeptBodyIntake('application/json', true, { sliceBytes: 8, ...options });
      for (const chunk of cutIntoChunks(list, cuts)) intake.write(chunk);
      return Object.keys(intake.readAsItCame('application/json') ?? {});
    };
    // Shorter than the bytes a walk starts from: decoded.
    expect(read({ walkFromBytes: list.length + 1 })).toEqual(['decoded']);
    // Past them, the walk starts over the bytes so far.
    expect(read({ walkFromBytes: 31 })).toEqual(['list', 'ahead']);
    // Every byte already in main when the walk would start: decoded, the walk would all come after the last byte.
    expect(read({ walkFromBytes: 31, lastByteSent: () => true })).toEqual(['decoded']);
    // Started before main had the last byte: walked to the end, however far behind the thread then is.
    let written = 0;
    expect(read({ walkFromBytes: 0, lastByteSent: () => ++written > 1 })).toEqual(['list', 'ahead']);
  });

  it('parses a UTF-8 list on the way, and decodes anything else on the way', () => {
    const list = new TextEncoder().encode('[{"descricaoMovimento":"Contribuição"},{"descricaoMovimento":"Resgate"}]');
    const parsed = new KeptBodyIntake('application/json', true, { sliceBytes: 8, walkFromBytes: 0 });
    for (const chunk of cutIntoChunks(list, [5, 30, 31])) parsed.write(chunk);
    // Its rows checked and its dates read ahead, none given here: "não informado" for each row, and no date order.
    const early = parsed.readAsItCame('application/json');
    expect(early).toMatchObject({ list: JSON.parse(new TextDecoder().decode(list)) });
    const ahead = early && 'ahead' in early ? early.ahead : undefined;
    expect(ahead?.list).toMatchObject({ checked: 2, plain: true, fields: new Map([['dataMovimento', [null, null]]]) });
    expect(ahead?.dates).toMatchObject({ count: 2, inOrder: false });

    // Latin-1 bytes labelled UTF-8: the walk gives up at the "ç" and the decoder reads every byte from the first.
    const latin1 = new Uint8Array([...list].filter((b) => b !== 0xc3).map((b) => (b === 0xa7 ? 0xe7 : b)));
    const decoded = new KeptBodyIntake('application/json', true, { sliceBytes: 8, walkFromBytes: 0 });
    for (const chunk of cutIntoChunks(latin1, [5, 30, 31])) decoded.write(chunk);
    expect(decoded.readAsItCame('application/json')).toEqual({ decoded: decodeBytes(latin1, 'application/json') });
  });

  it('reads nothing on the way past the longest text, nor for another Content-Type, nor without one given first', () => {
    const bytes = new TextEncoder().encode('[{"descricaoMovimento":"Contribuição"}]');
    const long = new KeptBodyIntake('application/json', true, { maxTextBytes: 16 });
    for (const chunk of cutIntoChunks(bytes, [10, 20])) long.write(chunk);
    expect(long.readAsItCame('application/json')).toBeUndefined();
    // The chunks are all kept, for the sliced reading.
    expect(Buffer.concat(long.chunks)).toEqual(Buffer.from(bytes));

    const other = new KeptBodyIntake('application/json', true);
    other.write(bytes);
    expect(other.readAsItCame('application/json; charset=iso-8859-1')).toBeUndefined();

    const unopened = new KeptBodyIntake(undefined, false);
    unopened.write(bytes);
    expect(unopened.readAsItCame(undefined)).toBeUndefined();
  });
});
