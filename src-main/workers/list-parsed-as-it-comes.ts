/**
 * Kept lists' thread. A JSON list answer parsed while its bytes still arrive (D615), so that after the last byte
 * only its last slice is left to parse. A byte-level walk (strings, escapes and nesting only; no string work per
 * character) finds the commas between the top-level list's elements; every few megabytes the complete elements
 * since the last cut are decoded (strict UTF-8) and parsed as `[` slice `]`.
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

/** Whether a body of this Content-Type may be walked as it comes: UTF-8, declared or assumed. */
export function walkableAsItComes(contentType: string | undefined): boolean {
  const declared = declaredCharset(contentType);
  return declared === undefined || declared === UTF8;
}

export class ListParsedAsItComes {
  private readonly elements: unknown[] = [];
  /** before: blanks and a BOM until `[`; inside: the list's elements; after: blanks after its `]`. */
  private state: 'before' | 'inside' | 'after' | 'gave-up' = 'before';
  private seen = 0;
  private bomBytes = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private sawComma = false;
  /** Pieces of chunks since the last cut (the slice being walked). */
  private pieces: Uint8Array[] = [];
  private pieceBytes = 0;
  /**
   * One buffer the slices are copied into, `[` slice `]`, reused slice after slice: a fresh buffer per slice costs
   * more than its parse (the memory is new each time), and so does TextDecoder's strict decode of it.
   */
  private scratch = Buffer.alloc(0);

  constructor(
    private readonly sliceBytes: number = SLICE_BYTES,
    /** Told each slice's elements as they are parsed, in order (to read ahead what the first window needs). */
    private readonly onElements: (elements: readonly unknown[]) => void = () => undefined,
  ) {}

  /** False once the walk gave up: the body is to be read whole. */
  get walking(): boolean {
    return this.state !== 'gave-up';
  }

  write(chunk: Uint8Array): void {
    if (this.state === 'gave-up') return;
    let at = 0;
    if (this.state === 'before') at = this.head(chunk);
    if (this.state === 'inside') this.walk(chunk, at);
    else if (this.state === 'after') this.tail(chunk, at);
    this.seen += chunk.length;
  }

  /** Gives up on the walk: the body will be read whole. Frees what it held. */
  giveUp(): void {
    this.state = 'gave-up';
    this.pieces = [];
    this.scratch = Buffer.alloc(0);
    this.elements.length = 0;
  }

  /** After the last byte: the list, exactly JSON.parse of the whole text, or undefined when the walk gave up. */
  end(): unknown[] | undefined {
    if (this.state !== 'after') {
      this.giveUp();
      return undefined;
    }
    this.scratch = Buffer.alloc(0);
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
        this.depth = 1;
        return at + 1;
      }
    }
    return chunk.length;
  }

  private walk(chunk: Uint8Array, from: number): void {
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    let start = from;
    const length = chunk.length;
    /** The chunk's next backslash at or after `at` (-2: not looked for yet, -1: none left). */
    let backslash = -2;
    let at = from;
    for (; at < length; at++) {
      if (inString) {
        // A string's bytes are skipped by the native search for its closing quote (most of a body is strings).
        if (escaped) {
          escaped = false;
          continue;
        }
        const quote = chunk.indexOf(QUOTE, at);
        if (backslash !== -1 && backslash < at) backslash = chunk.indexOf(BACKSLASH, at);
        if (backslash !== -1 && (quote === -1 || backslash < quote)) {
          at = backslash;
          escaped = true;
        } else if (quote === -1) at = length;
        else {
          at = quote;
          inString = false;
        }
        continue;
      }
      const byte = chunk[at]!;
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_LIST || byte === OPEN_RECORD) depth++;
      else if (byte === CLOSE_LIST || byte === CLOSE_RECORD) {
        if (--depth === 0) break;
      } else if (byte === COMMA && depth === 1) {
        this.sawComma = true;
        if (this.pieceBytes + (at - start) >= this.sliceBytes) {
          this.pieces.push(chunk.subarray(start, at));
          if (!this.cut(false)) return;
          start = at + 1;
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    const end = Math.min(at, length);
    if (end > start) {
      this.pieces.push(chunk.subarray(start, end));
      this.pieceBytes += end - start;
    }
    if (at < length) {
      // The list's `]`: its last slice, then only blanks.
      if (!this.cut(true)) return;
      this.state = 'after';
      this.tail(chunk, at + 1);
    }
  }

  private tail(chunk: Uint8Array, from: number): void {
    for (let at = from; at < chunk.length; at++) if (!isJsonBlank(chunk[at]!)) return this.giveUp();
  }

  /** Parses the slice walked since the last cut; false (and gives up) if it is not a run of valid elements. */
  private cut(last: boolean): boolean {
    const pieces = this.pieces;
    this.pieces = [];
    this.pieceBytes = 0;
    const bytes = this.bracketed(pieces);
    let parsed: unknown[];
    try {
      // Strict UTF-8 (isUtf8), then a decode that cannot meet an invalid byte; the brackets joined as bytes, not as
      // text: JSON.parse of a joined (cons) string runs several times slower.
      if (!isUtf8(bytes)) throw new Error('not UTF-8');
      parsed = JSON.parse(bytes.toString(UTF8)) as unknown[];
    } catch {
      this.giveUp();
      return false;
    }
    // No element: blanks only, which is a whole list only as an empty one ("[ ]"), never between commas.
    if (parsed.length === 0 && !(last && !this.sawComma && this.elements.length === 0)) {
      this.giveUp();
      return false;
    }
    for (const element of parsed) this.elements.push(element);
    this.onElements(parsed);
    return true;
  }

  /** `[` pieces `]` in the scratch buffer (grown when a slice is longer than any before). */
  private bracketed(pieces: readonly Uint8Array[]): Buffer {
    let size = 2;
    for (const piece of pieces) size += piece.byteLength;
    if (this.scratch.length < size) this.scratch = Buffer.allocUnsafeSlow(Math.max(size, 2 * this.scratch.length));
    const scratch = this.scratch;
    scratch[0] = OPEN_LIST;
    let at = 1;
    for (const piece of pieces) {
      scratch.set(piece, at);
      at += piece.byteLength;
    }
    scratch[at++] = CLOSE_LIST;
    return scratch.subarray(0, at);
  }
}
