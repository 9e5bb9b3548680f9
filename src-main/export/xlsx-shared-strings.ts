/**
 * Main process. The .xlsx shared-strings table, bounded: text that repeats
 * (movement types, statuses, funds, the certificate number) is written once in
 * xl/sharedStrings.xml and each cell names it by index, which makes the sheet's
 * XML about a quarter smaller (the movements: 86 → 63 MB per 100,000 rows), and
 * its UTF-8 encoding and deflate that much cheaper (bench 7, D121). The table holds at most MAX_SHARED_STRINGS
 * strings and MAX_SHARED_CHARS characters whatever the row count, so memory stays
 * bounded (D121): past the cap, and for columns whose values do not repeat
 * (identifications), text is written inline in the cell as before.
 */
import { textElement } from './xlsx-cell';

export const MAX_SHARED_STRINGS = 20_000;
export const MAX_SHARED_CHARS = 2 * 1024 * 1024;
/** Rows a column is watched before judging whether its values repeat. */
const SAMPLE = 256;

interface ColumnWatch {
  seen: number;
  added: number;
  shares: boolean;
}

export class SharedStrings {
  private readonly indexOf = new Map<string, number>();
  private readonly strings: string[] = [];
  private chars = 0;
  /** Cells that name the table (the `count` attribute). */
  private references = 0;
  private readonly columns: ColumnWatch[] = [];

  /** The index of `text` for a cell of `column`, or undefined: write it inline. */
  index(text: string, column: number): number | undefined {
    const known = this.indexOf.get(text);
    const watch = (this.columns[column] ??= { seen: 0, added: 0, shares: true });
    watch.seen++;
    if (known !== undefined) {
      this.references++;
      return known;
    }
    // A column whose values are mostly new (an identification) would only fill the table.
    if (watch.seen > SAMPLE && watch.added > watch.seen / 2) watch.shares = false;
    if (!watch.shares || this.strings.length >= MAX_SHARED_STRINGS || this.chars + text.length > MAX_SHARED_CHARS)
      return undefined;
    const index = this.strings.length;
    this.indexOf.set(text, index);
    this.strings.push(text);
    this.chars += text.length;
    watch.added++;
    this.references++;
    return index;
  }

  get size(): number {
    return this.strings.length;
  }

  /** xl/sharedStrings.xml. */
  xml(): string {
    const items = this.strings.map((text) => `<si>${textElement(text)}</si>`);
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.references}" uniqueCount="${this.strings.length}">` +
      items.join('') +
      '</sst>'
    );
  }
}
