/**
 * Renderer (pure). VirtualTable's fixed geometry, apart from the component so the budgets
 * (tests/budgets/movements-windows.test.ts) count with the very numbers the table draws with.
 */

/** One height for every row: the visible range is arithmetic on the scroll offset (scroll-scale.ts). */
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 40;
/** Rows drawn (and asked for, D142) above and below the ones in view. */
export const OVERSCAN = 8;
/** The scroll container is never taller: 1,800 px / 36 px + 2 × overscan + header < 100 rows in the DOM. */
export const MAX_HEIGHT_PX = 1800;
