/** VirtualTable's ARIA positions and keyboard row moves (src-renderer/components/table/row-navigation.ts), from the total and the index alone. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ariaRowCount,
  ariaRowIndex,
  firstRowInView,
  rowAfterKey,
} from '../../../src-renderer/components/table/row-navigation';

const KEYS = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'] as const;

describe('ARIA positions', () => {
  it('count every row plus the header, and place row i at i + 2 (the header is 1): the last row is the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (total) => {
        expect(ariaRowIndex(0)).toBe(2);
        expect(ariaRowIndex(total - 1)).toBe(ariaRowCount(total));
      }),
    );
    expect(ariaRowCount(0)).toBe(1);
  });
});

describe('row moves', () => {
  it('always land on a row of the list, and only the known keys move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...KEYS, 'Tab', 'a', 'Enter'),
        (total, at, inView, key) => {
          const current = at % total;
          const next = rowAfterKey(current, key, total, inView);
          if (!(KEYS as readonly string[]).includes(key)) {
            expect(next).toBeUndefined();
          } else {
            expect(next).toBeGreaterThanOrEqual(0);
            expect(next).toBeLessThan(total);
          }
        },
      ),
    );
  });

  it('arrows move one row; a page moves the rows in view less one (never zero); Home and End reach the ends', () => {
    expect(rowAfterKey(5, 'ArrowDown', 10, 4)).toBe(6);
    expect(rowAfterKey(5, 'ArrowUp', 10, 4)).toBe(4);
    expect(rowAfterKey(0, 'ArrowUp', 10, 4)).toBe(0);
    expect(rowAfterKey(9, 'ArrowDown', 10, 4)).toBe(9);
    expect(rowAfterKey(0, 'PageDown', 100, 15.3)).toBe(14);
    expect(rowAfterKey(0, 'PageDown', 100, 0)).toBe(1);
    expect(rowAfterKey(50, 'Home', 100, 10)).toBe(0);
    expect(rowAfterKey(50, 'End', 1_000_000, 10)).toBe(999_999);
    expect(rowAfterKey(0, 'ArrowDown', 0, 10)).toBeUndefined();
  });

  it('Enter starts on the first row wholly in view', () => {
    expect(firstRowInView(0, 36, 100)).toBe(0);
    expect(firstRowInView(36, 36, 100)).toBe(1);
    expect(firstRowInView(37, 36, 100)).toBe(2);
    expect(firstRowInView(1e9, 36, 100)).toBe(99);
  });
});
