/**
 * Kept lists' thread. A JSON list answer parsed while its bytes still arrive (D615), so that after the last byte
 * only its last slice is left to parse. The bytes after the list's `[` are gathered in one buffer; every few
 * megabytes it is cut after the last complete element and the elements before the cut are decoded (strict UTF-8) and
 * parsed as `[` slice `]`. The cut is looked for by the native search for `},` nearest the end (the gap between two
 * records), and JSON.parse of the slice is what proves it: a slice that starts where an element starts parses as a
 * list only if it ends where an element ends (JSON is read left to right in one way only: a `},` inside a string or
 * inside an element leaves the closing `]` inside it too). Where that fails, and from then on for the body, the cut
 * is found by a byte-level walk (strings, escapes and nesting) instead (D675).
 *
 * The result is exactly JSON.parse of the whole body decoded by decodeBytes, by construction: every slice parsed
 * is a non-empty run of valid elements, the body is `[` slice `,` … slice `]` with only JSON blanks (and a UTF-8
 * BOM first) around it, and the slices end at ASCII bytes, so their texts are the whole text's pieces. Anything
 * else — not a list, a slice that is not valid JSON, bytes that are not UTF-8, another charset, a BOM other than
 * UTF-8's, a body cut short — gives up (`list` undefined): the body is then read whole, which gives its own result
 * or error, unchanged.
 */
import { isUtf8 } from 'node:buffer';
import { declaredCharset, UTF8 } from '../api-client/read-body-text';
import * as json from '../api-client/json-bytes';

// Module-level copies: an imported binding can compile to a getter (tsx, vitest), read per byte in the walk's loop.
const { BACKSLASH, CLOSE_LIST, CLOSE_RECORD, COMMA, isJsonBlank, OPEN_LIST, OPEN_RECORD, QUOTE } = json;

/** Bytes of complete elements parsed at a time: big enough for JSON.parse to run at full speed, small enough to leave little after the last byte. */
export const SLICE_BYTES = 2 * 1024 * 1024;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** The end of one record and the comma after it: where a list of records is cut. */
const RECORD_GAP = Buffer.from('},');

/** Whether a body of this Content-Type may be walked as it comes: UTF-8, declared or assumed. */
export function walkableAsItComes(contentType: string | undefined): boolean {
  const declared = declaredCharset(contentType);
  return declared === undefined || declared === UTF8;
}

export class ListParsedAsItComes {
  private readonly elements: unknown[] = [];
  /** before: blanks and a BOM until `[`; inside: from the list's `[` to the body's end. */
  private state: 'before' | 'inside' | 'gave-up' = 'before';
  private seen = 0;
  private bomBytes = 0;
  /**
   * `[` and the bytes since the last cut, in one buffer reused slice after slice: a fresh buffer per slice costs
   * more than its parse (the memory is new each time). Its first `length` bytes are in use.
   */
  private pending = Buffer.allocUnsafeSlow(0);
  private length = 0;
  /** The pending bytes from which a cut is looked for (doubled after a search that found none: linear in all). */
  private cutFrom: number;
  /** Once a `},` was not the gap between two elements (one inside a string or a nested record): walk the bytes. */
  private walkBytes = false;

  constructor(
    private readonly sliceBytes: number = SLICE_BYTES,
    /** Told each slice's elements as they are parsed, in order (to read ahead what the first window needs). */
    private readonly onElements: (elements: readonly unknown[]) => void = () => undefined,
  ) {
    this.cutFrom = sliceBytes;
  }

  /** False once the walk gave up: the body is to be read whole. */
  get walking(): boolean {
    return this.state !== 'gave-up';
  }

  write(chunk: Uint8Array): void {
    if (this.state === 'gave-up') return;
    let at = 0;
    if (this.state === 'before') at = this.head(chunk);
    this.seen += chunk.length;
    if (this.state !== 'inside' || at >= chunk.length) return;
    this.append(chunk, at);
    if (this.length - 1 >= this.cutFrom) this.cutAfterLastElement();
  }

  /** Gives up on the walk: the body will be read whole. Frees what it held. */
  giveUp(): void {
    this.state = 'gave-up';
    this.pending = Buffer.allocUnsafeSlow(0);
    this.length = 0;
    this.elements.length = 0;
  }

  /** After the last byte: the list, exactly JSON.parse of the whole text, or undefined when the walk gave up. */
  end(): unknown[] | undefined {
    // The last slice runs to the body's end: its elements, the list's `]` and blanks, which JSON.parse checks.
    if (this.state !== 'inside' || !this.parse(this.length, true)) {
      this.giveUp();
      return undefined;
    }
    this.pending = Buffer.allocUnsafeSlow(0);
    return this.elements;
  }

  /** Blanks and a UTF-8 BOM up to the list's `[`: the index after it, or the chunk's end. */
  private head(chunk: Uint8Array): number {
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at]!;
      const position = this.seen + at;
      if (position < 3 && this.bomBytes === position && byte === UTF8_BOM[position]) {
        this.bomBytes++;
        continue;
      }
      // Part of a BOM only, or anything but blanks before the `[`: not a list decodeBytes would read as one.
      if ((this.bomBytes > 0 && this.bomBytes < 3) || (!isJsonBlank(byte) && byte !== OPEN_LIST)) {
        this.giveUp();
        return chunk.length;
      }
      if (byte === OPEN_LIST) {
        this.state = 'inside';
        this.append(chunk.subarray(0, 0), 0);
        return at + 1;
      }
    }
    return chunk.length;
  }

  /** Adds the chunk's bytes from `from` to the pending ones (after the `[` the buffer always starts with). */
  private append(chunk: Uint8Array, from: number): void {
    const size = Math.max(this.length, 1) + chunk.length - from;
    if (this.pending.length < size) {
      const grown = Buffer.allocUnsafeSlow(Math.max(size, 2 * this.pending.length, this.sliceBytes + 1));
      grown.set(this.pending.subarray(0, this.length));
      this.pending = grown;
    }
    if (this.length === 0) this.pending[this.length++] = OPEN_LIST;
    this.pending.set(from === 0 ? chunk : chunk.subarray(from), this.length);
    this.length = size;
  }

  /** Parses the complete elements gathered so far, if a cut after the last one is found, and keeps the rest. */
  private cutAfterLastElement(): void {
    let comma = this.walkBytes ? -1 : this.pending.lastIndexOf(RECORD_GAP, this.length - 2) + 1;
    if (comma > 0 && !this.parse(comma, false)) {
      if (this.state === 'gave-up') return;
      this.walkBytes = true;
      comma = -1;
    }
    if (comma <= 0) {
      comma = lastTopLevelComma(this.pending, 1, this.length);
      if (comma > 0 && !this.parse(comma, false)) return this.giveUp();
    }
    if (comma > 0) {
      // The bytes after the comma start the next slice.
      this.pending.copyWithin(1, comma + 1, this.length);
      this.length -= comma;
    }
    this.cutFrom = Math.max(this.sliceBytes, 2 * (this.length - 1));
  }

  /**
   * Parses `[` and the pending bytes up to `end` (a comma, made the list's `]`; or the body's end). False when they
   * are not a non-empty run of valid elements in strict UTF-8; a slice that is not the last then keeps its comma
   * (its `},` may have been inside an element), the last gives up.
   */
  private parse(end: number, last: boolean): boolean {
    const pending = this.pending;
    if (!last) pending[end] = CLOSE_LIST;
    const bytes = pending.subarray(0, last ? end : end + 1);
    let parsed: unknown[] | undefined;
    try {
      // Strict UTF-8 (isUtf8), then a decode that cannot meet an invalid byte.
      if (isUtf8(bytes)) parsed = JSON.parse(bytes.toString(UTF8)) as unknown[];
    } catch {
      parsed = undefined;
    }
    if (!last) pending[end] = COMMA;
    // No element: blanks only, which is a whole list only as an empty one ("[ ]"), never between commas.
    if (!Array.isArray(parsed) || (parsed.length === 0 && (!last || this.elements.length > 0))) {
      // Invalid bytes are invalid wherever the cut falls: read whole.
      if (!last && isUtf8(bytes.subarray(0, end))) return false;
      this.giveUp();
      return false;
    }
    for (const element of parsed) this.elements.push(element);
    this.onElements(parsed);
    return true;
  }
}

/**
 * The index of the last comma between two elements of the list in `bytes[from, to)`, which starts where an element
 * starts; -1 when there is none (one element longer than the bytes so far, or the list ended).
 */
function lastTopLevelComma(bytes: Uint8Array, from: number, to: number): number {
  let depth = 1;
  let inString = false;
  let last = -1;
  /** The next backslash at or after `at` (-2: not looked for yet, -1: none left). */
  let backslash = -2;
  for (let at = from; at < to; at++) {
    if (inString) {
      // A string's bytes are skipped by the native search for its closing quote.
      const quote = bytes.indexOf(QUOTE, at);
      if (backslash !== -1 && backslash < at) backslash = bytes.indexOf(BACKSLASH, at);
      if (backslash !== -1 && (quote === -1 || backslash < quote)) at = backslash + 1;
      else if (quote === -1 || quote >= to) return last;
      else {
        at = quote;
        inString = false;
      }
      continue;
    }
    const byte = bytes[at]!;
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_LIST || byte === OPEN_RECORD) depth++;
    else if (byte === CLOSE_LIST || byte === CLOSE_RECORD) {
      if (--depth === 0) return last;
    } else if (byte === COMMA && depth === 1) last = at;
  }
  return last;
}
