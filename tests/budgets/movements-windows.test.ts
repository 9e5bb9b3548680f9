/**
 * Budgets of the movements table over rows the main process keeps (D142), counted, never timed:
 * - the renderer holds at most MAX_BLOCKS × BLOCK_ROWS rows, at 1,000 rows as at 1,000,000, wherever it
 *   scrolled (its memory for rows is flat in the row count);
 * - one scroll step asks the main process only for the blocks the rows in view and their overscan touch: the rows
 *   crossing IPC per scroll are at most the visible rows + 2 × overscan rounded up to whole blocks (≤ 2 ×
 *   BLOCK_ROWS), no block outside that range is asked for, and none when the rows are at hand;
 * - the table draws the same few rows whatever the count (the DOM budget of budget-movements.spec.ts, here
 *   as the arithmetic VirtualTable draws with).
 * The table's own row arithmetic (scroll-scale.ts) drives the scrolls, with its real overscan, row height and
 * height cap (table-metrics.ts, the constants VirtualTable draws with).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowWindow, scrollScale, toReal } from '../../src-renderer/components/table/scroll-scale';
import { HEADER_HEIGHT, MAX_HEIGHT_PX, OVERSCAN, ROW_HEIGHT } from '../../src-renderer/components/table/table-metrics';
import { BLOCK_ROWS, MAX_BLOCKS, WindowedRows } from '../../src-renderer/components/table/windowed-rows';

/** The tallest body VirtualTable has: its height cap minus the header. */
const TALLEST_VIEWPORT_PX = MAX_HEIGHT_PX - HEADER_HEIGHT;
const DOM_ROW_BUDGET = 100;
const SIZES = [1_000, 100_000, 1_000_000];

/** A list kept "in main": windows answered at once, and every window that crossed counted (its offset and rows). */
function keptList(length: number) {
  const crossed: number[] = [];
  const offsets: number[] = [];
  const rows: WindowedRows<{ index: number }> = new WindowedRows(length, (_block, offset, count) => {
    crossed.push(count);
    offsets.push(offset);
    rows.put(
      offset,
      Array.from({ length: count }, (_, i) => ({ index: offset + i })),
    );
  });
  return { rows, crossed, offsets };
}

/** The most blocks a run of `n` consecutive rows can touch, wherever it starts: `n` rows rounded up to blocks, plus one when it straddles a boundary. */
const blocksFor = (n: number) => (n <= 0 ? 0 : Math.ceil((n - 1) / BLOCK_ROWS) + 1);

describe('rows of a kept list in the renderer', () => {
  it.each(SIZES)(
    '%i rows: a scroll asks only for the rows in view + 2 × overscan, in whole blocks (≤ 2), holds ≤ 1,200 rows, draws < 100',
    (size) => {
      fc.assert(
        fc.property(
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }),
          fc.integer({ min: 100, max: TALLEST_VIEWPORT_PX }),
          (stops, viewport) => {
            const { rows, crossed, offsets } = keptList(size);
            const scale = scrollScale(size, ROW_HEIGHT, viewport);
            for (const at of stops) {
              const virtual = at * Math.max(0, size * ROW_HEIGHT - viewport);
              const real = toReal(scale, virtual);
              const range = rowWindow(scale, virtual, real, OVERSCAN);
              const inView = rowWindow(scale, virtual, real, 0);
              const visible = inView.end - inView.start;
              // What the table asks for is the rows in view and the overscan on each side, no more.
              expect(range.end - range.start).toBeLessThanOrEqual(visible + 2 * OVERSCAN);
              const before = crossed.length;
              rows.want(range.start, range.end);
              const thisScroll = crossed.slice(before).reduce((a, b) => a + b, 0);
              expect(thisScroll).toBeLessThanOrEqual(blocksFor(visible + 2 * OVERSCAN) * BLOCK_ROWS);
              expect(thisScroll).toBeLessThanOrEqual(2 * BLOCK_ROWS);
              // Every block asked for holds some of those rows: none beyond the overscan.
              for (const offset of offsets.slice(before)) {
                expect(offset).toBeLessThan(range.end);
                expect(offset + BLOCK_ROWS).toBeGreaterThan(range.start);
              }
              expect(range.end - range.start + 1).toBeLessThan(DOM_ROW_BUDGET);
              // Every row drawn is at hand once its blocks came.
              for (let i = range.start; i < range.end; i++) expect(rows.at(i)?.index).toBe(i);
              expect(rows.heldRows()).toBeLessThanOrEqual(MAX_BLOCKS * BLOCK_ROWS);
              // The same place again: nothing crosses.
              const again = crossed.length;
              rows.want(range.start, range.end);
              expect(crossed.length).toBe(again);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('held rows do not grow with the list: the same after scrolling through 1,000 rows as through 1,000,000', () => {
    const held = SIZES.map((size) => {
      const { rows } = keptList(size);
      const scale = scrollScale(size, ROW_HEIGHT, 600);
      // Page by page, top to bottom (the worst case for what is kept behind).
      let most = 0;
      for (let step = 0; step <= 2_000; step++) {
        const virtual = (step / 2_000) * Math.max(0, size * ROW_HEIGHT - 600);
        const range = rowWindow(scale, virtual, toReal(scale, virtual), OVERSCAN);
        rows.want(range.start, range.end);
        most = Math.max(most, rows.heldRows());
      }
      return most;
    });
    expect(Math.max(...held)).toBeLessThanOrEqual(MAX_BLOCKS * BLOCK_ROWS);
    // Flat: the 1,000,000-row list holds no more than the 100,000-row one.
    expect(held[2]).toBe(held[1]);
  });

  it('a block that failed is asked for again; one that comes late and far away does not push out the rows in view', () => {
    const asked: number[] = [];
    const rows = new WindowedRows<number>(10_000, (_block, offset) => asked.push(offset));
    rows.want(0, 50);
    rows.failed(0);
    rows.want(0, 50);
    expect(asked).toEqual([0, 0]);
    for (let b = 0; b < MAX_BLOCKS; b++) rows.put(b * BLOCK_ROWS, [b]);
    rows.want(0, 50);
    rows.put(90 * BLOCK_ROWS, [90]);
    expect(rows.at(0)).toBe(0);
    expect(rows.heldRows()).toBeLessThanOrEqual(MAX_BLOCKS);
  });
});
