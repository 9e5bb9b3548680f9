/**
 * Kept lists' thread. One answer's bytes as they reach the thread (D431): kept as they came (references, no copy),
 * for the sliced reading of a body too long to be one text (D330), and decoded as they come by the client's own
 * decoder (BodyDecoder: BOM, declared charset, strict UTF-8 and its fallback) when the answer's Content-Type came
 * first, so that after the last byte only the join of the text and the parse are left (D581).
 */
import { constants } from 'node:buffer';
import { BodyDecoder, type DecodedBody } from '../api-client/read-body-text';

export class KeptBodyIntake {
  readonly chunks: Uint8Array[] = [];
  bytes = 0;
  private decoder: BodyDecoder | undefined;

  constructor(
    /** The Content-Type the bytes are decoded by; undefined when it did not come before them (nothing decoded). */
    private readonly contentType: string | undefined,
    opened: boolean,
    /** Bytes up to which the body is decoded as one text (UTF-8 never has more characters than bytes). */
    private readonly maxTextBytes: number = constants.MAX_STRING_LENGTH,
  ) {
    if (opened) this.decoder = new BodyDecoder(contentType);
  }

  write(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.bytes += chunk.byteLength;
    // Longer than any one text can be: read in slices from the chunks instead (D330).
    if (this.bytes > this.maxTextBytes) this.decoder = undefined;
    this.decoder?.write(chunk);
  }

  /** The body's text as decoded while it came, if it was, and by this Content-Type; undefined otherwise. */
  decoded(contentType: string | undefined): DecodedBody | undefined {
    if (!this.decoder || contentType !== this.contentType) return undefined;
    const decoder = this.decoder;
    this.decoder = undefined;
    return decoder.end();
  }
}
