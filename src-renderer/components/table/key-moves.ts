/**
 * Renderer (pure). Where a position in a list goes after a navigation key, alike for the focused row
 * (row-navigation.ts, in rows) and for the scroll of a scaled table (scroll-scale.ts, in pixels): an arrow moves
 * one step, Page Up/Down one page, Home and End to the ends, and, where `space` says so, Space one page down
 * (Shift+Space up). The ends stop the move, they do not wrap; other keys do not move it (undefined).
 */

export interface KeyMoves {
  step: number;
  page: number;
  /** The last position (the first is 0). */
  last: number;
  /** Space pages as the browser's own scrolling does. */
  space?: boolean;
}

export function positionAfterKey(current: number, key: string, moves: KeyMoves, shift = false): number | undefined {
  const { step, page, last } = moves;
  const targets: Partial<Record<string, number>> = {
    ArrowDown: current + step,
    ArrowUp: current - step,
    PageDown: current + page,
    PageUp: current - page,
    Home: 0,
    End: last,
    ...(moves.space ? { ' ': shift ? current - page : current + page } : {}),
  };
  const next = Object.hasOwn(targets, key) ? targets[key] : undefined;
  return next === undefined ? undefined : Math.min(last, Math.max(0, next));
}
