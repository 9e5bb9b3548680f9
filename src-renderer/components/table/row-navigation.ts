/**
 * Renderer. What VirtualTable tells assistive technology, and where the
 * keyboard moves the focused row. Everything derives from the TOTAL number
 * of rows and a row's index in it, never from the rows drawn (a window of
 * them), so a screen reader hears "row 5,002 of 120,001" wherever the rows
 * come from.
 */
import { positionAfterKey } from './key-moves';

/** `aria-rowcount`: every row of the list, the header row included. */
export function ariaRowCount(totalRows: number): number {
  return Math.max(0, totalRows) + 1;
}

/** `aria-rowindex` of the row at `index` (0-based) in the list: the header row is 1. */
export function ariaRowIndex(index: number): number {
  return index + 2;
}

/** Keys that move the focused row. */
export type RowKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp' | 'Home' | 'End';

/**
 * The row the focus moves to after a key on row `current`, or undefined for
 * keys that do not move it. A page is the rows in view less one (the row
 * focused stays in view); the ends stop the move, they do not wrap.
 */
export function rowAfterKey(current: number, key: string, totalRows: number, rowsInView: number): number | undefined {
  if (totalRows <= 0) return undefined;
  return positionAfterKey(current, key, {
    step: 1,
    page: Math.max(1, Math.floor(rowsInView) - 1),
    last: totalRows - 1,
  });
}

/** The first row wholly in view at a list offset (px): where Enter on the table puts the focus. */
export function firstRowInView(offsetPx: number, rowHeight: number, totalRows: number): number {
  return Math.min(Math.max(0, totalRows - 1), Math.max(0, Math.ceil(Math.floor(offsetPx) / rowHeight)));
}
