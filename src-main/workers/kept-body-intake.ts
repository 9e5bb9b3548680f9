/**
 * Kept lists' thread. One answer's bytes as they reach the thread (D431): kept as they came (references, no copy),
 * for the sliced reading of a body too long to be one text (D330) and for reading it whole; and, when the answer's
 * Content-Type came first, read as they come: a UTF-8 list parsed slice by slice (D615), else decoded by the
 * client's own decoder (BodyDecoder: BOM, declared charset, strict UTF-8 and its fallback, D581), so that after the
 * last byte only the last slice's parse (or the join of the text and the parse) is left.
 */
import { constants } from 'node:buffer';
import { BodyDecoder, type DecodedBody } from '../api-client/read-body-text';
import { ListParsedAsItComes, walkableAsItComes } from './list-parsed-as-it-comes';
import { operationDefs } from '../../src-shared/contract';
import { LazyListAnswer } from '../../src-shared/contract/lenient/lazy-list';

/**
 * What was read while the bytes came: the list parsed, with the field its first window is sorted by read for every
 * element by the contract's reader (LazyListAnswer.fieldReader); or the text decoded.
 */
export type ReadAsItCame = { list: unknown[]; known: ReadonlyMap<string, unknown[]> } | { decoded: DecodedBody };

/** The column the movements' table opens sorted by (newest first). */
export const OPENING_COLUMN = 'dataMovimento';
const readOpeningColumn = LazyListAnswer.fieldReader(operationDefs.op12.success.schema!, OPENING_COLUMN)!;

export class KeptBodyIntake {
  readonly chunks: Uint8Array[] = [];
  bytes = 0;
  private list: ListParsedAsItComes | undefined;
  private decoder: BodyDecoder | undefined;
  private opening: unknown[] = [];

  constructor(
    /** The Content-Type the bytes are read by; undefined when it did not come before them (nothing read). */
    private readonly contentType: string | undefined,
    opened: boolean,
    /** Bytes up to which the body is read as one text (UTF-8 never has more characters than bytes). */
    private readonly maxTextBytes: number = constants.MAX_STRING_LENGTH,
    sliceBytes?: number,
  ) {
    if (!opened) return;
    const readAhead = (elements: readonly unknown[]) => {
      for (const element of elements) this.opening.push(readOpeningColumn(element));
    };
    if (walkableAsItComes(contentType)) this.list = new ListParsedAsItComes(sliceBytes, readAhead);
    else this.decoder = new BodyDecoder(contentType);
  }

  write(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.bytes += chunk.byteLength;
    // Longer than any one text can be: read in slices from the chunks instead (D330).
    if (this.bytes > this.maxTextBytes) {
      this.list?.giveUp();
      this.list = undefined;
      this.decoder = undefined;
    }
    if (this.list) {
      this.list.write(chunk);
      if (this.list.walking) return;
      // Not a UTF-8 list: decoded as it comes from here on, the bytes so far first.
      this.list = undefined;
      this.opening = [];
      this.decoder = new BodyDecoder(this.contentType);
      for (const kept of this.chunks) this.decoder.write(kept);
      return;
    }
    this.decoder?.write(chunk);
  }

  /** What was read as the bytes came, if anything was, and by this Content-Type; undefined otherwise. */
  readAsItCame(contentType: string | undefined): ReadAsItCame | undefined {
    const { list, decoder } = this;
    this.list = undefined;
    this.decoder = undefined;
    if (contentType !== this.contentType) return undefined;
    if (list) {
      const parsed = list.end();
      if (parsed) return { list: parsed, known: new Map([[OPENING_COLUMN, this.opening]]) };
      // Cut short, or ended wrong: read whole, where the body gets its own error.
      return undefined;
    }
    return decoder ? { decoded: decoder.end() } : undefined;
  }
}
