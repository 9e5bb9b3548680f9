/**
 * Kept lists' thread. One answer's bytes as they reach the thread (D431): kept as they came (references, no copy),
 * for the sliced reading of a body too long to be one text (D330) and for reading it whole; and, when the answer's
 * Content-Type came first, read as they come: decoded by the client's own decoder (BodyDecoder: BOM, declared
 * charset, strict UTF-8 and its fallback, D581), and a UTF-8 list past a few megabytes parsed slice by slice instead
 * (D615) when its bytes are still coming as the walk would start (D675), so that after the last byte only the last
 * slice's parse (or the join of the text and the parse) is left.
 */
import { constants } from 'node:buffer';
import { BodyDecoder, type DecodedBody } from '../api-client/read-body-text';
import { ListParsedAsItComes, walkableAsItComes } from './list-parsed-as-it-comes';
import { OpeningReadAhead } from './opening-read-ahead';

/**
 * What was read while the bytes came: the list parsed, with what the opening needs of every element read slice by
 * slice (OpeningReadAhead); or the text decoded.
 */
export type ReadAsItCame = { list: unknown[]; ahead: OpeningReadAhead } | { decoded: DecodedBody };

/**
 * A body shorter than this is only decoded as it comes (D665): its join and parse after the last byte cost a few
 * milliseconds, less than the slices' fixed costs would.
 */
export const WALK_FROM_BYTES = 8 * 1024 * 1024;

export interface IntakeOptions {
  /** Bytes up to which the body is read as one text (UTF-8 never has more characters than bytes). */
  maxTextBytes?: number;
  sliceBytes?: number;
  walkFromBytes?: number;
  /** Whether main has handed over the body's last byte (LastByteSent.sent); never by default. */
  lastByteSent?: () => boolean;
}

export class KeptBodyIntake {
  readonly chunks: Uint8Array[] = [];
  bytes = 0;
  private list: ListParsedAsItComes | undefined;
  private decoder: BodyDecoder | undefined;
  /** Whether the list may still be parsed as it comes: once it stops or gives up it is decoded to the end. */
  private mayWalk = false;
  /** What the opening needs of each element, read as the walk parses the slices. */
  private ahead: OpeningReadAhead | undefined;
  private readonly maxTextBytes: number;
  private readonly sliceBytes: number | undefined;
  private readonly walkFromBytes: number;
  private readonly lastByteSent: () => boolean;

  constructor(
    /** The Content-Type the bytes are read by; undefined when it did not come before them (nothing read). */
    private readonly contentType: string | undefined,
    opened: boolean,
    options: IntakeOptions = {},
  ) {
    this.maxTextBytes = options.maxTextBytes ?? constants.MAX_STRING_LENGTH;
    this.sliceBytes = options.sliceBytes;
    this.walkFromBytes = options.walkFromBytes ?? WALK_FROM_BYTES;
    this.lastByteSent = options.lastByteSent ?? (() => false);
    if (!opened) return;
    this.decoder = new BodyDecoder(contentType);
    this.mayWalk = walkableAsItComes(contentType);
  }

  write(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.bytes += chunk.byteLength;
    // Longer than any one text can be: read in slices from the chunks instead (D330).
    if (this.bytes > this.maxTextBytes) {
      this.list?.giveUp();
      this.list = undefined;
      this.decoder = undefined;
      this.mayWalk = false;
      return;
    }
    if (this.list) {
      this.list.write(chunk);
      // Not a UTF-8 list: decoded as it comes from here on, the bytes so far first.
      if (!this.list.walking) this.decodeFromTheFirstByte();
      return;
    }
    if (this.mayWalk && this.bytes >= this.walkFromBytes) {
      // Started only while bytes are still to come, the walk's work is done in the wire's gaps; once started it
      // goes on to the end, however far behind: what it has left costs about what the join and the parse would.
      // With every byte already in main (a wire faster than the thread), all of it would come after the last byte.
      if (!this.lastByteSent() && this.startWalking()) return;
      this.mayWalk = false;
    }
    this.decoder?.write(chunk);
  }

  /** The list parsed as it comes from here, the bytes so far first; false when it gave up on them (still decoded). */
  private startWalking(): boolean {
    this.mayWalk = false;
    const ahead = new OpeningReadAhead();
    const list = new ListParsedAsItComes(this.sliceBytes, (elements) => ahead.list.add(elements));
    for (const kept of this.chunks) {
      list.write(kept);
      if (!list.walking) return false;
    }
    this.list = list;
    this.ahead = ahead;
    this.decoder = undefined;
    return true;
  }

  private decodeFromTheFirstByte(): void {
    this.list?.giveUp();
    this.list = undefined;
    this.mayWalk = false;
    this.ahead = undefined;
    this.decoder = new BodyDecoder(this.contentType);
    for (const kept of this.chunks) this.decoder.write(kept);
  }

  /** What was read as the bytes came, if anything was, and by this Content-Type; undefined otherwise. */
  readAsItCame(contentType: string | undefined): ReadAsItCame | undefined {
    const { list, decoder } = this;
    this.list = undefined;
    this.decoder = undefined;
    if (contentType !== this.contentType) return undefined;
    if (list) {
      const parsed = list.end();
      if (parsed) return { list: parsed, ahead: this.ahead! };
      // Cut short, or ended wrong: read whole, where the body gets its own error.
      return undefined;
    }
    return decoder ? { decoded: decoder.end() } : undefined;
  }
}
