/**
 * A large list's date order made before its rows are read: dates the service sent oldest first are ordered in one
 * pass over the date column (chronologicalOrder, or the same pass made as the rows came, D718), any other list from
 * the column's ranks. Whichever way, every
 * window of the date sort, in both directions, is the one the list read whole gives (sortMovements), missing and
 * unreadable dates last, and the calendar day shown is the one written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptMovements } from '../../src-main/services/kept-movements';
import { NO_DRIFT, operations } from '../../src-shared/contract';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';
import { type Movement, sortMovements } from '../../src-shared/statements/movement-view';
import { OpeningReadAhead } from '../../src-main/workers/opening-read-ahead';
import { cutIntoChunks } from '../support/cut-into-chunks';

const schema = operations.op12.success.schema!;
const day = fc.integer({ min: 0, max: 40 }).map((d) => new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10));
/** A date as the service may write it: usually plain, sometimes another shape, missing or unreadable. */
const written = fc.oneof(
  { weight: 12, arbitrary: day.map((d) => `${d}T10:00:00`) },
  { weight: 1, arbitrary: day.map((d) => `${d}T10:00:00.5`) },
  { weight: 1, arbitrary: day.map((d) => `${d}T10:00:00-03:00`) },
  { weight: 1, arbitrary: day },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, '2024-02-30T10:00:00', '0001-01-01T00:00:00', 'x') },
);
/** Mostly oldest first (what the one pass takes), sometimes as they came. */
const answers = fc.tuple(fc.array(written, { minLength: 1, maxLength: 80 }), fc.boolean()).map(([dates, sorted]) =>
  (sorted ? [...dates].sort((a, b) => String(a ?? '').localeCompare(String(b ?? ''))) : dates).map((d, i) => ({
    valorMovimento: i,
    ...(d === undefined ? {} : { dataMovimento: d }),
  })),
);

describe('the date order of a list still being read', () => {
  it('gives the windows of the list read whole, in both directions', () => {
    fc.assert(
      fc.property(
        answers,
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.nat(80),
        (answer, direction, offset) => {
          const lazy = LazyListAnswer.of<Movement>(schema, structuredClone(answer))!;
          const whole = LazyListAnswer.of<Movement>(schema, structuredClone(answer))!.rows;
          const kept = new KeptMovements(() => new Date(), { schedule: () => undefined, lazyMinRows: 1 });
          const list = kept.keep('o', '1', 'c', lazy, NO_DRIFT);
          const sort = { column: 'dataMovimento' as const, direction };
          const window = kept.window(list, undefined, sort, offset, 10);
          expect(lazy.complete).toBe(false);
          expect(window.rows).toEqual(sortMovements(whole, sort).slice(offset, offset + 10));
          expect(window.viewRows).toBe(answer.length);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives them too from the order told as the rows came, in any slices (D718)', () => {
    fc.assert(
      fc.property(
        answers,
        fc.array(fc.nat(80), { maxLength: 6 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.nat(80),
        (answer, cuts, direction, offset) => {
          const ahead = new OpeningReadAhead();
          for (const slice of cutIntoChunks(structuredClone(answer), cuts)) ahead.list.add(slice);
          const lazy = LazyListAnswer.of<Movement>(schema, structuredClone(answer), {}, undefined, ahead.list)!;
          const whole = LazyListAnswer.of<Movement>(schema, structuredClone(answer))!.rows;
          const kept = new KeptMovements(() => new Date(), { schedule: () => undefined, lazyMinRows: 1 });
          const list = kept.keep('o', '1', 'c', lazy, NO_DRIFT, { dates: ahead.dates });
          const sort = { column: 'dataMovimento' as const, direction };
          const window = kept.window(list, undefined, sort, offset, 10);
          expect(ahead.dates.count).toBe(answer.length);
          expect(window.rows).toEqual(sortMovements(whole, sort).slice(offset, offset + 10));
        },
      ),
      { numRuns: 400 },
    );
  });
});
