/**
 * The journal index's thread. The search texts of a segment's entries (SearchRecord.text, already folded) joined
 * once into one string, so a History text search is a few native `indexOf` over it instead of one `includes` per
 * entry (D580): an offset found is turned back into its entry by a binary search over where each text starts.
 *
 * Entries are only ever appended (a new segment brings its own haystack; a text is never changed in place), so
 * appending adds to the string and the offsets and rebuilds nothing. A text that holds the separator itself
 * (possible: a folded text keeps control characters) is kept apart and compared on its own, so no text can run
 * into the next one; a needle holding the separator is not answered here (the caller compares entry by entry).
 */

/** Between two entries' texts in the haystack. */
const ENTRY_SEPARATOR = '\u0001';

/** How many native scans the searches ran, and how many texts they compared one by one (kept apart). */
export interface HaystackWork {
  scans: number;
  apart: number;
}

export class SearchHaystack {
  private text = '';
  /** Where each entry's text starts in `text`. */
  private starts = new Uint32Array(64);
  private count = 0;
  /** Entries whose text holds ENTRY_SEPARATOR: their slot in `text` is empty; compared one by one. */
  private readonly apart = new Map<number, string>();

  constructor(private readonly work: HaystackWork = { scans: 0, apart: 0 }) {}

  get size(): number {
    return this.count;
  }

  /** Adds the next entries' texts, in order. */
  append(texts: readonly string[]): void {
    if (texts.length === 0) return;
    const before = this.count;
    this.reserve(before + texts.length);
    const parts: string[] = [];
    let at = this.text.length;
    for (const text of texts) {
      const slot = this.count++;
      if (text.includes(ENTRY_SEPARATOR)) {
        this.apart.set(slot, text);
        parts.push('');
      } else parts.push(text);
      // The first text starts at 0; every later one after its separator.
      if (slot > 0) at += 1;
      this.starts[slot] = at;
      at += parts[parts.length - 1]!.length;
    }
    const joined = parts.join(ENTRY_SEPARATOR);
    this.text = before > 0 ? `${this.text}${ENTRY_SEPARATOR}${joined}` : joined;
  }

  /**
   * The entry's text as the haystack holds it: a slice of the haystack (V8 keeps a slice as a view of the joined
   * string), so whoever keeps it does not hold a second copy of the text.
   */
  textOf(slot: number): string {
    const apart = this.apart.get(slot);
    if (apart !== undefined) return apart;
    return this.text.slice(this.starts[slot]!, this.endOf(slot));
  }

  /**
   * The entries (ascending) whose text holds `needle`, as `text.includes(needle)` says of each; undefined when the
   * needle holds the separator, which the haystack cannot answer.
   */
  positionsOf(needle: string): number[] | undefined {
    if (needle.includes(ENTRY_SEPARATOR)) return undefined;
    if (needle === '') return Array.from({ length: this.count }, (_, i) => i);
    const hits: number[] = [];
    let from = 0;
    for (;;) {
      this.work.scans++;
      const at = this.text.indexOf(needle, from);
      if (at < 0) break;
      const slot = this.slotAt(at);
      hits.push(slot);
      // One hit per entry: the next scan starts at the next entry's text.
      if (slot + 1 >= this.count) break;
      from = this.starts[slot + 1]!;
    }
    if (this.apart.size === 0) return hits;
    for (const [slot, text] of this.apart) {
      this.work.apart++;
      if (text.includes(needle)) hits.push(slot);
    }
    return hits.sort((a, b) => a - b);
  }

  /** The entry whose text holds offset `at` (the last one starting at or before it). */
  private slotAt(at: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  private endOf(slot: number): number {
    return slot + 1 < this.count ? this.starts[slot + 1]! - 1 : this.text.length;
  }

  private reserve(count: number): void {
    if (count <= this.starts.length) return;
    let length = this.starts.length;
    while (length < count) length *= 2;
    const grown = new Uint32Array(length);
    grown.set(this.starts.subarray(0, this.count));
    this.starts = grown;
  }
}
