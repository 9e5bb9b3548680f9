/**
 * Renderer (pure). The rows of a long list the main process keeps (D142): the table knows how many there are
 * and holds only a few blocks of them, asking for the blocks it comes to. Memory stays flat in the row count:
 * at most MAX_BLOCKS × BLOCK_ROWS rows, the blocks farthest from where the table looks dropped first; a scroll
 * asks for at most the blocks the rows in view (and their overscan) touch.
 */

/** Rows per window asked of the main process: two screens' worth in the tallest table (1,800 px / 36 px = 50). */
export const BLOCK_ROWS = 100;
/** Blocks kept: the view, what was just above and below it, and a little more for scrolling back. */
export const MAX_BLOCKS = 12;

/** What VirtualTable reads of rows it does not hold: their count, the ones at hand, and what it is about to show. */
export interface RowSource<R> {
  readonly length: number;
  /** The row, or undefined while its block is on its way. */
  at(index: number): R | undefined;
  /** The table shows rows [start, end): the blocks they are in are asked for. */
  want?(start: number, end: number): void;
}

export class WindowedRows<R> implements RowSource<R> {
  private readonly blocks = new Map<number, readonly R[]>();
  private readonly pending = new Set<number>();
  /** Blocks whose window failed and that were not asked again since. */
  private readonly failedBlocks = new Set<number>();
  /** The block the table last looked at: eviction keeps what is near it. */
  private focus = 0;
  /** The rows the table last said it shows: what `retry` asks for again. */
  private shown: readonly [number, number] | undefined;

  constructor(
    private rows: number,
    private readonly fetchBlock: (block: number, offset: number, count: number) => void,
  ) {}

  get length(): number {
    return this.rows;
  }

  /**
   * The list's count came after its first rows (a filtered view still being counted, D576): the rows at hand stay
   * where they are and the list grows (or shrinks) below them, so the table keeps its place and its focus.
   */
  counted(length: number): void {
    this.rows = length;
  }

  at(index: number): R | undefined {
    return this.blocks.get(Math.floor(index / BLOCK_ROWS))?.[index % BLOCK_ROWS];
  }

  want(start: number, end: number): void {
    if (end <= start || this.length === 0) return;
    const first = Math.floor(Math.max(0, start) / BLOCK_ROWS);
    const last = Math.floor((Math.min(end, this.length) - 1) / BLOCK_ROWS);
    this.focus = first;
    this.shown = [start, end];
    for (let block = first; block <= last; block++) {
      if (this.blocks.has(block) || this.pending.has(block)) continue;
      this.pending.add(block);
      this.failedBlocks.delete(block);
      const offset = block * BLOCK_ROWS;
      this.fetchBlock(block, offset, Math.min(BLOCK_ROWS, this.length - offset));
    }
  }

  /** A block's rows arrived (the window at `offset`). */
  put(offset: number, rows: readonly R[]): void {
    const block = Math.floor(offset / BLOCK_ROWS);
    this.pending.delete(block);
    this.failedBlocks.delete(block);
    this.blocks.set(block, rows);
    while (this.blocks.size > MAX_BLOCKS) {
      let farthest = block;
      for (const b of this.blocks.keys()) if (Math.abs(b - this.focus) > Math.abs(farthest - this.focus)) farthest = b;
      if (farthest === block && this.blocks.size > 1) {
        // The block that just came is the farthest (the table moved on): it goes, not one in view.
        this.blocks.delete(block);
        break;
      }
      this.blocks.delete(farthest);
    }
  }

  /** A block could not be read: the next look at it, or `retry`, asks again. */
  failed(offset: number): void {
    const block = Math.floor(offset / BLOCK_ROWS);
    this.pending.delete(block);
    this.failedBlocks.add(block);
  }

  /** Asks again for the blocks of the rows in view that failed (after a login, or "Tentar novamente": D198); none elsewhere. */
  retry(): void {
    if (this.shown) this.want(this.shown[0], this.shown[1]);
  }

  /** Some row in view is missing because its block failed (the table's error stays until none is). */
  failedInView(): boolean {
    if (!this.shown || this.length === 0 || this.failedBlocks.size === 0) return false;
    const [start, end] = this.shown;
    const first = Math.floor(Math.max(0, start) / BLOCK_ROWS);
    const last = Math.floor((Math.min(end, this.length) - 1) / BLOCK_ROWS);
    for (let block = first; block <= last; block++) if (this.failedBlocks.has(block)) return true;
    return false;
  }

  /** Rows held in memory (the budget test's measure). */
  heldRows(): number {
    let n = 0;
    for (const rows of this.blocks.values()) n += rows.length;
    return n;
  }
}
