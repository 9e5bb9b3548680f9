/**
 * Scroll geometry of VirtualTable: which rows are in view for a scroll
 * position, and — for lists too tall for the browser — the mapping between
 * the scroller's real offset and the offset in the list.
 *
 * Browsers cap an element's height (Chromium at 33,554,430 px, about 932,000
 * rows of 36 px): a body as tall as all the rows would cut the last ones off.
 * So the body is never taller than MAX_BODY_PX. Below that nothing changes:
 * the virtual offset IS the scroll offset (ratio 1, not even rounded). Above
 * it the real scroll range [0, bodyPx − viewport] maps linearly onto the
 * virtual one [0, contentPx − viewport] (both ends meet: the top shows the
 * first row, the bottom of the scrollbar the last), and the rows in view are
 * drawn at `index × rowHeight + round(real − virtual)`: whole pixels, always
 * inside the body, far below the float precision limits of transforms.
 *
 * "Virtual" offsets are pixels in the full list (row i starts at i × rowHeight);
 * "real" offsets are the scroller's scrollTop. Offsets are measured from the
 * top of the body (the sticky header above it does not count), and the
 * viewport is the height of the body's visible part.
 */
import { positionAfterKey } from './key-moves';

/** Tallest body the table gives the browser: well under Chromium's cap, and exact in float32. */
export const MAX_BODY_PX = 10_000_000;

export interface ScrollScale {
  rowCount: number;
  rowHeight: number;
  /** Height of the body's visible part (px). */
  viewportPx: number;
  /** Height of every row together. */
  contentPx: number;
  /** Height given to the body element. */
  bodyPx: number;
  /** True when the body is shorter than the content and offsets are mapped. */
  scaled: boolean;
  /** Virtual pixels per real pixel (1 unless scaled). */
  ratio: number;
}

export function scrollScale(
  rowCount: number,
  rowHeight: number,
  viewportPx: number,
  maxBodyPx = MAX_BODY_PX,
): ScrollScale {
  const contentPx = Math.max(0, rowCount) * rowHeight;
  const viewport = Math.max(0, viewportPx);
  if (contentPx <= maxBodyPx)
    return { rowCount, rowHeight, viewportPx: viewport, contentPx, bodyPx: contentPx, scaled: false, ratio: 1 };
  // A viewport as tall as the capped body would leave no real range to map: keep at least one pixel.
  const realRange = Math.max(1, maxBodyPx - viewport);
  const virtualRange = Math.max(0, contentPx - viewport);
  return {
    rowCount,
    rowHeight,
    viewportPx: viewport,
    contentPx,
    bodyPx: maxBodyPx,
    scaled: true,
    ratio: virtualRange / realRange,
  };
}

const clamp = (value: number, min: number, max: number) => (value < min ? min : value > max ? max : value);

/** Largest virtual offset: the last row at the bottom of the view. */
export function maxVirtualOffset(scale: ScrollScale): number {
  return Math.max(0, scale.contentPx - scale.viewportPx);
}

/** Largest real offset (the scroller's own limit: bodyPx − viewport). */
export function maxRealOffset(scale: ScrollScale): number {
  return Math.max(0, scale.bodyPx - scale.viewportPx);
}

/** The list offset shown at a scroll offset. Unscaled: the same number. */
export function toVirtual(scale: ScrollScale, real: number): number {
  if (!scale.scaled) return real;
  return clamp(clamp(real, 0, maxRealOffset(scale)) * scale.ratio, 0, maxVirtualOffset(scale));
}

/** The scroll offset that shows a list offset. Unscaled: the same number. */
export function toReal(scale: ScrollScale, virtual: number): number {
  if (!scale.scaled) return virtual;
  return clamp(clamp(virtual, 0, maxVirtualOffset(scale)) / scale.ratio, 0, maxRealOffset(scale));
}

export interface RowWindow {
  /** First row rendered (overscan included). */
  start: number;
  /** One past the last row rendered. */
  end: number;
  /** Added to `index × rowHeight` to place a row in the body: 0 unless scaled. */
  shift: number;
}

/**
 * Rows to render at a scroll position: those in view, plus `overscan` on
 * each side. `real` is the scrollTop the position was read at (it only
 * matters when scaled).
 */
export function rowWindow(scale: ScrollScale, virtual: number, real: number, overscan: number): RowWindow {
  const { rowCount, rowHeight, viewportPx } = scale;
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, shift: 0 };
  const top = Math.max(0, virtual);
  const first = Math.min(rowCount - 1, Math.floor(top / rowHeight));
  // Last row with any pixel in view (a view of 0 px still shows the first row).
  const last = Math.min(rowCount - 1, Math.max(first, Math.ceil((top + viewportPx) / rowHeight) - 1));
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(rowCount, last + 1 + overscan),
    shift: scale.scaled ? Math.round(real - virtual) : 0,
  };
}

/** Where row `index` starts in the body (px). */
export function rowTop(window: RowWindow, index: number, rowHeight: number): number {
  return index * rowHeight + window.shift;
}

export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end && a.shift === b.shift;
}

/**
 * The virtual offset that brings row `index` into view, moving as little as
 * possible (`auto`), or with the row at the top (`start`) or bottom (`end`).
 */
export function offsetForRow(
  scale: ScrollScale,
  index: number,
  current: number,
  align: 'auto' | 'start' | 'end' = 'auto',
): number {
  const { rowHeight, viewportPx } = scale;
  const i = clamp(Math.floor(index), 0, Math.max(0, scale.rowCount - 1));
  const top = i * rowHeight;
  const bottom = top + rowHeight - viewportPx;
  let offset: number;
  if (align === 'start') offset = top;
  else if (align === 'end') offset = bottom;
  else offset = current > top ? top : current < bottom ? bottom : current;
  return clamp(offset, 0, maxVirtualOffset(scale));
}

/** Keys the table scrolls itself when scaled (the browser's own steps would skip rows). */
export type ScrollKey = 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End' | ' ';

/** Chromium's step for an arrow key (px). */
export const ARROW_STEP_PX = 40;

/**
 * The virtual offset after a key, with the browser's own steps (an arrow:
 * 40 px; a page: the view less one row, so no row is skipped), or undefined
 * for keys the table leaves alone.
 */
export function offsetAfterKey(scale: ScrollScale, current: number, key: string, shift: boolean): number | undefined {
  const page = Math.max(scale.rowHeight, scale.viewportPx - scale.rowHeight);
  return positionAfterKey(
    current,
    key,
    { step: ARROW_STEP_PX, page, last: maxVirtualOffset(scale), space: true },
    shift,
  );
}

/** A wheel event's vertical distance in pixels (lines are rows, pages are views). */
export function wheelPixels(scale: ScrollScale, deltaY: number, deltaMode: number): number {
  if (deltaMode === 1) return deltaY * scale.rowHeight;
  if (deltaMode === 2) return deltaY * scale.viewportPx;
  return deltaY;
}
