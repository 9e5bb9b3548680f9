/** One rule for the keys that move through a list (certificate/key-moves.ts): rows (row-navigation.ts) and pixels (scroll-scale.ts) alike. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionAfterKey } from '../../src-renderer/components/table/key-moves';

const MOVING = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'];

describe('positionAfterKey', () => {
  it('stays within [0, last], moves by a step or a page, and ignores every other key', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.oneof(fc.constantFrom(...MOVING, ' ', 'Enter', 'a', 'toString', 'constructor', '__proto__'), fc.string()),
        fc.boolean(),
        fc.boolean(),
        (last, at, step, page, key, space, shift) => {
          const current = Math.min(at, last);
          const next = positionAfterKey(current, key, { step, page, last, space }, shift);
          if (!MOVING.includes(key) && !(space && key === ' ')) {
            expect(next).toBeUndefined();
            return;
          }
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(last);
          const wanted = {
            ArrowDown: current + step,
            ArrowUp: current - step,
            PageDown: current + page,
            PageUp: current - page,
            Home: 0,
            End: last,
            ' ': shift ? current - page : current + page,
          }[key]!;
          expect(next).toBe(Math.min(last, Math.max(0, wanted)));
        },
      ),
    );
  });
});
