/**
 * Renderer (pure). Which columns a statement table shows in the width it has: the essential
 * ones always (for the movements: Data, Descrição, Valor, Cotas, Saldo), then the others in order of importance
 * while they fit, so a 1024 px screen shows what the employee needs without sideways scrolling. The employee may
 * choose the columns ("Colunas"); the choice is kept for the session (state/store.ts) and may scroll sideways,
 * since they asked for it.
 */

export interface FittedColumn {
  id: string;
  /** A CSS grid track: `96px` or `minmax(150px, 1fr)`. Its least width is what the fitting counts. */
  width: string;
  /** Shown whatever the width; cannot be hidden. */
  essential?: boolean;
  /** Optional columns are added in this order (1 first) while they fit. */
  priority?: number;
}

const PX = /^(\d+(?:\.\d+)?)px$/;
const MINMAX = /^minmax\(\s*(\d+(?:\.\d+)?)px\s*,/;

/** The least width of a grid track in px (`96px` → 96, `minmax(150px, 1fr)` → 150); 0 for anything else. */
export function trackMinWidth(track: string): number {
  const t = track.trim();
  const m = PX.exec(t) ?? MINMAX.exec(t);
  return m ? Number(m[1]) : 0;
}

/** The least width of a table of these columns: below it, the table scrolls sideways. */
export function tableMinWidth(columns: readonly Pick<FittedColumn, 'width'>[]): number {
  return columns.reduce((sum, c) => sum + trackMinWidth(c.width), 0);
}

/** The optional columns, most important first (ties in table order). */
export function optionalByPriority<C extends FittedColumn>(columns: readonly C[]): C[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !column.essential)
    .sort(
      (a, b) =>
        (a.column.priority ?? Number.MAX_SAFE_INTEGER) - (b.column.priority ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ column }) => column);
}

/**
 * The ids of the columns that fit in `available` px: the essential ones, then optional ones in priority order
 * until the next one does not fit (a less important column never shows while a more important one is hidden).
 */
export function fitColumns(columns: readonly FittedColumn[], available: number): Set<string> {
  const shown = new Set(columns.filter((c) => c.essential).map((c) => c.id));
  let used = tableMinWidth(columns.filter((c) => c.essential));
  for (const column of optionalByPriority(columns)) {
    const width = trackMinWidth(column.width);
    if (used + width > available) break;
    used += width;
    shown.add(column.id);
  }
  return shown;
}

/**
 * The columns to draw, in table order: the employee's choice when there is one (essential columns always
 * included, unknown ids ignored), else what fits in `available` px.
 */
export function visibleColumns<C extends FittedColumn>(
  columns: readonly C[],
  available: number,
  chosen: readonly string[] | undefined,
): C[] {
  const shown = chosen
    ? new Set([...columns.filter((c) => c.essential).map((c) => c.id), ...chosen])
    : fitColumns(columns, available);
  return columns.filter((c) => shown.has(c.id));
}
