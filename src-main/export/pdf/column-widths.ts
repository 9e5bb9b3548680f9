/**
 * Main process. The rows table's column widths, from its content (D400): a number or a date never wraps when the
 * page can hold it, so its column is as wide as its widest cell (estimated from the characters, on the safe side);
 * the text columns share what is left, each at least as wide as its longest word (up to a cap: a longer word breaks
 * anywhere), and the rest in proportion to how much wider their longest text is. When even that does not fit, the
 * table's font shrinks down to a floor, and past the floor every column scales down and its text wraps: a cell may
 * wrap, it is never clipped and never runs into its neighbour.
 */

/** A4 portrait less the 12 mm side margins, in points. */
export const TABLE_WIDTH_PT = ((210 - 24) / 25.4) * 72;
export const TABLE_FONT_PT = 8;
/** Below this the rows would be hard to read: past it, cells wrap instead. */
export const SMALLEST_FONT_PT = 6;
/** A cell's padding (4 px each side) in em of the table's 8 pt font, and a margin for the estimate's error. */
const PADDING_EM = 0.75 + 0.4;
/** A text column is never narrower than this many em (its header must stay readable). */
const LONGEST_WORD_CAP_EM = 9;

export interface MeasuredColumn {
  /** Numbers and dates: kept on one line when the page can hold them. */
  unbreakable: boolean;
  /** The header, bold, wraps between words. */
  header: string;
}

/** Widths of text in em of a sans-serif font, on the wide side (DejaVu Sans is wider than Arial). */
export function textEm(text: string, bold = false): number {
  let em = 0;
  for (const c of text) em += /[\s.,:;'!|il/\u00a0-]/.test(c) ? 0.4 : /[MWmw@%]/.test(c) ? 1 : 0.72;
  return bold ? em * 1.1 : em;
}

const longestWordEm = (text: string, bold = false) =>
  text.split(/[\s\u00a0]+/).reduce((widest, word) => Math.max(widest, textEm(word, bold)), 0);

/** What is measured of each column while the rows are written, one cell at a time. */
export class ColumnMeasure {
  private readonly widest: number[];
  private readonly longestWord: number[];

  constructor(private readonly columns: readonly MeasuredColumn[]) {
    this.widest = columns.map((c) => longestWordEm(c.header, true));
    this.longestWord = [...this.widest];
  }

  add(index: number, text: string): void {
    const em = textEm(text);
    if (em > this.widest[index]!) this.widest[index] = em;
    if (!this.columns[index]!.unbreakable && em > this.longestWord[index]!) {
      const word = longestWordEm(text);
      if (word > this.longestWord[index]!) this.longestWord[index] = word;
    }
  }

  /** Each column's share of the table's width in percent, and the table's font size in points. */
  layout(): { percents: number[]; fontPt: number } {
    const fixed = this.columns.map((c, i) => (c.unbreakable ? this.widest[i]! + PADDING_EM : 0));
    const least = this.columns.map((c, i) =>
      c.unbreakable ? fixed[i]! : Math.min(this.longestWord[i]!, LONGEST_WORD_CAP_EM) + PADDING_EM,
    );
    const most = this.columns.map((c, i) => (c.unbreakable ? fixed[i]! : this.widest[i]! + PADDING_EM));
    const needed = least.reduce((a, b) => a + b, 0);
    const fontPt = Math.max(SMALLEST_FONT_PT, Math.min(TABLE_FONT_PT, TABLE_WIDTH_PT / needed));
    const available = TABLE_WIDTH_PT / fontPt;
    let widths: number[];
    if (needed >= available) {
      widths = least;
    } else {
      const room = available - needed;
      const growth = most.map((m, i) => m - least[i]!);
      const totalGrowth = growth.reduce((a, b) => a + b, 0);
      widths =
        totalGrowth > room
          ? least.map((l, i) => l + (room * growth[i]!) / totalGrowth)
          : spread(most, room - totalGrowth, this.columns);
    }
    const sum = widths.reduce((a, b) => a + b, 0);
    return { percents: widths.map((w) => (w / sum) * 100), fontPt };
  }
}

/** Room left when every column has its widest text: to the text columns (or, without any, to all) evenly. */
function spread(widths: number[], room: number, columns: readonly MeasuredColumn[]): number[] {
  const takers = columns.some((c) => !c.unbreakable) ? columns.map((c) => !c.unbreakable) : columns.map(() => true);
  const count = takers.filter(Boolean).length;
  return widths.map((w, i) => (takers[i] ? w + room / count : w));
}
