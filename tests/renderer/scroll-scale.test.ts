/** VirtualTable's scroll geometry (src-renderer/components/table/scroll-scale.ts): the row window, and the mapping past the body cap. */
import { describe, expect, it } from 'vitest';
import {
  ARROW_STEP_PX,
  MAX_BODY_PX,
  maxRealOffset,
  maxVirtualOffset,
  offsetAfterKey,
  offsetForRow,
  rowTop,
  rowWindow,
  scrollScale,
  toReal,
  toVirtual,
  wheelPixels,
} from '../../src-renderer/components/table/scroll-scale';

const H = 36;
const VIEW = 340;
/** Chromium's cap on an element's height. */
const CHROMIUM_MAX_PX = 33_554_430;

/** The rows whose pixels are in view at a scroll position, as the page would draw them (body coordinates). */
function visibleRows(rowCount: number, real: number, virtual: number) {
  const scale = scrollScale(rowCount, H, VIEW);
  const window = rowWindow(scale, virtual, real, 0);
  const shown: number[] = [];
  for (let i = window.start; i < window.end; i++) {
    const top = rowTop(window, i, H);
    if (top + H > real && top < real + VIEW) shown.push(i);
  }
  return { scale, window, shown };
}

describe('below the cap: exactly the native scroll', () => {
  const scale = scrollScale(120_000, H, VIEW);

  it('is not scaled, the body is as tall as the rows, offsets are the scrollTop unchanged', () => {
    expect(scale).toMatchObject({ scaled: false, ratio: 1, bodyPx: 120_000 * H, contentPx: 120_000 * H });
    for (const offset of [0, 0.5, 17, 1234.75, 4_000_000, 4_319_660]) {
      expect(toVirtual(scale, offset)).toBe(offset);
      expect(toReal(scale, offset)).toBe(offset);
    }
  });

  it('draws each row at index × height, whatever the offset', () => {
    for (const offset of [0, 100, 2_000_000.5]) {
      const window = rowWindow(scale, offset, offset, 8);
      expect(window.shift).toBe(0);
      expect(rowTop(window, window.start, H)).toBe(window.start * H);
    }
  });

  it('the window holds the rows in view plus the overscan, clipped to the list', () => {
    expect(rowWindow(scale, 0, 0, 8)).toEqual({ start: 0, end: 10 + 8, shift: 0 }); // 340 px: rows 0–9
    expect(rowWindow(scale, 36 * 100 + 10, 36 * 100 + 10, 8)).toEqual({ start: 92, end: 110 + 8, shift: 0 }); // rows 100–109
    expect(rowWindow(scale, maxVirtualOffset(scale), maxVirtualOffset(scale), 8).end).toBe(120_000);
    expect(rowWindow(scrollScale(3, H, VIEW), 0, 0, 8)).toEqual({ start: 0, end: 3, shift: 0 });
    expect(rowWindow(scrollScale(0, H, VIEW), 0, 0, 8)).toEqual({ start: 0, end: 0, shift: 0 });
  });

  it('a list exactly at the cap is not scaled; one row more is', () => {
    const rows = MAX_BODY_PX / 40; // 250,000 rows of 40 px
    expect(scrollScale(rows, 40, VIEW).scaled).toBe(false);
    expect(scrollScale(rows + 1, 40, VIEW).scaled).toBe(true);
  });
});

describe('past the cap (1,000,000 rows): mapped', () => {
  const rows = 1_000_000;
  const scale = scrollScale(rows, H, VIEW);

  it('the body stays under the browser cap and the scrollbar spans every row', () => {
    expect(scale.scaled).toBe(true);
    expect(scale.bodyPx).toBe(MAX_BODY_PX);
    expect(scale.bodyPx + 40).toBeLessThan(CHROMIUM_MAX_PX);
    expect(toVirtual(scale, 0)).toBe(0);
    expect(toVirtual(scale, maxRealOffset(scale))).toBe(maxVirtualOffset(scale));
    expect(maxVirtualOffset(scale)).toBe(rows * H - VIEW);
  });

  it('toReal and toVirtual are inverse and monotonic, and clamp', () => {
    let previous = -1;
    for (let real = 0; real <= maxRealOffset(scale); real += 99_991) {
      const virtual = toVirtual(scale, real);
      expect(virtual).toBeGreaterThan(previous);
      previous = virtual;
      expect(toReal(scale, virtual)).toBeCloseTo(real, 6);
    }
    expect(toVirtual(scale, -50)).toBe(0);
    expect(toVirtual(scale, MAX_BODY_PX * 2)).toBe(maxVirtualOffset(scale));
    expect(toReal(scale, -1)).toBe(0);
    expect(toReal(scale, rows * H * 2)).toBe(maxRealOffset(scale));
  });

  it('scrolled to the end, the last row is drawn at the bottom of the view, inside the body', () => {
    const real = maxRealOffset(scale);
    const { window, shown } = visibleRows(rows, real, toVirtual(scale, real));
    expect(window.end).toBe(rows);
    expect(shown.at(-1)).toBe(rows - 1);
    expect(rowTop(window, rows - 1, H) + H).toBe(scale.bodyPx);
    expect(rowTop(window, rows - 1, H) + H).toBe(real + VIEW);
  });

  it('at the top, the first row is at the top', () => {
    const { window, shown } = visibleRows(rows, 0, 0);
    expect(shown[0]).toBe(0);
    expect(rowTop(window, 0, H)).toBe(0);
  });

  it('anywhere, the rows in view are consecutive, whole pixels, and fill the view', () => {
    for (const real of [1, 777, 1_234_567, 5_000_000, 9_999_000, maxRealOffset(scale) - 1]) {
      const virtual = toVirtual(scale, real);
      const { window, shown } = visibleRows(rows, real, virtual);
      expect(Number.isInteger(window.shift)).toBe(true);
      expect(shown[0]).toBe(Math.floor(virtual / H));
      expect(shown.length).toBeGreaterThanOrEqual(Math.floor(VIEW / H));
      for (let k = 1; k < shown.length; k++) expect(shown[k]).toBe(shown[0]! + k);
      // The row at the top of the view sits where the list offset says (to the pixel).
      expect(Math.abs(rowTop(window, shown[0]!, H) - real - (shown[0]! * H - virtual))).toBeLessThanOrEqual(0.5);
      // Rows drawn past the body's ends are clipped by it, never taller than it.
      expect(rowTop(window, window.start, H)).toBeGreaterThan(-9 * H);
    }
  });

  it('works for sizes far past the cap (10,000,000 rows)', () => {
    const huge = scrollScale(10_000_000, H, VIEW);
    const real = maxRealOffset(huge);
    const { window, shown } = visibleRows(10_000_000, real, toVirtual(huge, real));
    expect(shown.at(-1)).toBe(9_999_999);
    expect(rowTop(window, 9_999_999, H) + H).toBe(huge.bodyPx);
  });
});

describe('keys, wheel and scroll to a row (list pixels, so nothing is skipped)', () => {
  const scale = scrollScale(1_000_000, H, VIEW);

  it('arrows step 40 px, pages the view less one row, Home/End the ends; other keys are left alone', () => {
    expect(offsetAfterKey(scale, 1000, 'ArrowDown', false)).toBe(1000 + ARROW_STEP_PX);
    expect(offsetAfterKey(scale, 1000, 'ArrowUp', false)).toBe(1000 - ARROW_STEP_PX);
    expect(offsetAfterKey(scale, 1000, 'PageDown', false)).toBe(1000 + VIEW - H);
    expect(offsetAfterKey(scale, 1000, 'PageUp', false)).toBe(1000 - (VIEW - H));
    expect(offsetAfterKey(scale, 200, 'PageUp', false)).toBe(0);
    expect(offsetAfterKey(scale, 1000, ' ', false)).toBe(1000 + VIEW - H);
    expect(offsetAfterKey(scale, 1000, ' ', true)).toBe(1000 - (VIEW - H));
    expect(offsetAfterKey(scale, 1000, 'Home', false)).toBe(0);
    expect(offsetAfterKey(scale, 1000, 'End', false)).toBe(maxVirtualOffset(scale));
    expect(offsetAfterKey(scale, maxVirtualOffset(scale), 'PageDown', false)).toBe(maxVirtualOffset(scale));
    expect(offsetAfterKey(scale, 1000, 'a', false)).toBeUndefined();
    expect(offsetAfterKey(scale, 1000, 'Enter', false)).toBeUndefined();
  });

  it('a page keeps one row of the previous view in the next', () => {
    let virtual = 0;
    for (let k = 0; k < 50; k++) {
      const before = rowWindow(scale, virtual, 0, 0);
      virtual = offsetAfterKey(scale, virtual, 'PageDown', false)!;
      const after = rowWindow(scale, virtual, 0, 0);
      expect(after.start).toBeLessThan(before.end);
    }
  });

  it('wheel deltas in pixels, lines (rows) or pages (views)', () => {
    expect(wheelPixels(scale, 100, 0)).toBe(100);
    expect(wheelPixels(scale, 3, 1)).toBe(3 * H);
    expect(wheelPixels(scale, 1, 2)).toBe(VIEW);
  });

  it('scroll to a row: as little as needed, or with the row at the top or bottom', () => {
    expect(offsetForRow(scale, 999_999, 0, 'auto')).toBe(maxVirtualOffset(scale));
    expect(offsetForRow(scale, 500_000, 0, 'start')).toBe(500_000 * H);
    expect(offsetForRow(scale, 500_000, 0, 'end')).toBe(500_001 * H - VIEW);
    expect(offsetForRow(scale, 5, 0, 'auto')).toBe(0); // already in view
    expect(offsetForRow(scale, 20, 0, 'auto')).toBe(21 * H - VIEW);
    expect(offsetForRow(scale, 20, 100 * H, 'auto')).toBe(20 * H);
    expect(offsetForRow(scale, -3, 1000, 'start')).toBe(0);
    // The scrollTop for it, and back: the row is in view.
    const virtual = offsetForRow(scale, 876_543, 0, 'start');
    const real = Math.round(toReal(scale, virtual));
    const { shown } = visibleRows(1_000_000, real, toVirtual(scale, real));
    expect(shown).toContain(876_543);
  });
});
