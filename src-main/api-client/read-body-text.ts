/**
 * Main process. An answer's body as text, decoded chunk by chunk while it arrives, in the charset the answer
 * declares (Content-Type `charset=`), by the Encoding Standard that `TextDecoder` implements (Node 24, full ICU).
 *
 * The rules (D215), so that no character is ever lost:
 * - A byte-order mark says what the bytes are, whatever the header says (as browsers do): UTF-8, UTF-16LE/BE.
 *   A UTF-8 BOM in front of bytes that are not UTF-8 is dropped and the rest read by the declared charset.
 * - A declared charset TextDecoder knows is used (`iso-8859-1` and `latin1` are windows-1252 there, a superset
 *   for every printable character). An unknown one counts as undeclared.
 * - Undeclared is UTF-8. UTF-8 (declared or assumed) that turns out not to be UTF-8 is read as windows-1252:
 *   every byte is then a character, where UTF-8 would have put U+FFFD (the .NET and Java services behind the
 *   gateway that mislabel their bodies send Latin-1).
 *
 * Why chunk by chunk and not `text()`: it waits for the last byte, copies every chunk into one buffer, then
 * decodes that buffer in one go. For the heavy certificate (61.7 MiB) that is two more passes over the body
 * after the last byte (D146). Decoding each chunk as it comes hides the decoding behind the wire; what is left
 * after the last byte is one join. The chunks of a UTF-8 body are kept (references, no copy) until its end, for
 * the one case where it proves not to be UTF-8.
 */

import type { BodyIntake } from './unread-body';

export interface DecodedBody {
  text: string;
  /** The encoding the text was read with (TextDecoder's name: 'utf-8', 'windows-1252', 'utf-16le'…). */
  encoding: string;
  /** The header did not say what the bytes were: undeclared or unknown charset, or a BOM or bytes that contradicted it. */
  guessed: boolean;
  /**
   * The bytes were not what the answer said they were: not UTF-8 where it declared UTF-8 or nothing (JSON's own),
   * or a BOM that contradicts the declared charset. Contract drift (D310); an undeclared UTF-8 body is not.
   */
  mislabeled: boolean;
}

export const UTF8 = 'utf-8';
export const SINGLE_BYTE_FALLBACK = 'windows-1252';

/** The `charset` parameter of a Content-Type, as TextDecoder names it; undefined when absent or unknown. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const match = /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  if (!match) return undefined;
  try {
    return new TextDecoder(match[2]!).encoding;
  } catch {
    return undefined;
  }
}

/** The encoding a byte-order mark at the start of `head` names, if any. */
export function bomEncoding(head: Uint8Array): string | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return UTF8;
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** The chunks' bytes in one run (the one chunk itself when there is one). */
export function joinedBytes(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** Reads the stream to its end, handing each non-empty chunk to `take`. */
async function eachChunk(body: ReadableStream<Uint8Array>, take: (chunk: Uint8Array) => void): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.length > 0) take(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * One body decoded chunk by chunk as it arrives, by the rules above: what readBody reads a stream with, and what
 * the kept lists' thread decodes an answer's chunks with as they come to it (D581). `end` once, after the last chunk.
 */
export class BodyDecoder {
  private readonly declared: string | undefined;
  /** The first three bytes decide the BOM; they may come in more than one chunk. */
  private head: Uint8Array[] = [];
  private headLength = 0;
  private decoding:
    | {
        encoding: string;
        decoder: InstanceType<typeof TextDecoder>;
        parts: string[];
        kept?: Uint8Array[];
        failed: boolean;
        bom: boolean;
      }
    | undefined;

  constructor(contentType?: string) {
    this.declared = declaredCharset(contentType);
  }

  write(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    if (this.decoding) return this.decode(chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= 3) this.flushHead();
  }

  end(): DecodedBody {
    const declared = this.declared;
    if (!this.decoding) {
      if (this.headLength === 0)
        return { text: '', encoding: declared ?? UTF8, guessed: declared === undefined, mislabeled: false };
      this.flushHead();
    }
    const d = this.decoding!;
    if (!d.failed) {
      try {
        d.parts.push(d.decoder.decode());
      } catch {
        d.failed = true;
      }
    }
    if (!d.failed)
      return {
        text: d.parts.join(''),
        encoding: d.encoding,
        guessed: declared === undefined || (d.bom && d.encoding !== declared),
        mislabeled: d.bom && declared !== undefined && d.encoding !== declared,
      };

    // Not UTF-8 after all: every byte read again as the declared single-byte charset, else windows-1252.
    const bytes = joinedBytes(d.kept!);
    const rest = d.bom && d.encoding === UTF8 ? bytes.subarray(3) : bytes;
    const encoding = declared !== undefined && declared !== UTF8 ? declared : SINGLE_BYTE_FALLBACK;
    return {
      text: new TextDecoder(encoding, { ignoreBOM: true }).decode(rest),
      encoding,
      guessed: true,
      mislabeled: true,
    };
  }

  private start(first: Uint8Array): void {
    const bom = bomEncoding(first);
    const encoding = bom ?? this.declared ?? UTF8;
    // UTF-8 is read strictly: bytes that are not UTF-8 send the whole body to the fallback in end().
    const strict = encoding === UTF8;
    this.decoding = {
      encoding,
      decoder: new TextDecoder(encoding, { fatal: strict }),
      parts: [],
      failed: false,
      bom: bom !== undefined,
      ...(strict ? { kept: [] } : {}),
    };
  }

  private decode(chunk: Uint8Array): void {
    const d = this.decoding!;
    d.kept?.push(chunk);
    if (d.failed) return;
    try {
      d.parts.push(d.decoder.decode(chunk, { stream: true }));
    } catch {
      d.failed = true;
    }
  }

  private flushHead(): void {
    const first = joinedBytes(this.head);
    this.head = [];
    this.start(first);
    this.decode(first);
  }
}

export async function readBody(
  body: ReadableStream<Uint8Array> | null | undefined,
  contentType?: string,
): Promise<DecodedBody> {
  const decoder = new BodyDecoder(contentType);
  if (body) await eachChunk(body, (chunk) => decoder.write(chunk));
  return decoder.end();
}

/** Bytes already whole (a body handed to another thread), decoded as readBody decodes a stream. */
export function decodeBytes(bytes: Uint8Array, contentType?: string): DecodedBody {
  const declared = declaredCharset(contentType);
  const bom = bomEncoding(bytes);
  const encoding = bom ?? declared ?? UTF8;
  try {
    const text = new TextDecoder(encoding, { fatal: encoding === UTF8 }).decode(bytes);
    return {
      text,
      encoding,
      guessed: declared === undefined || (bom !== undefined && encoding !== declared),
      mislabeled: bom !== undefined && declared !== undefined && encoding !== declared,
    };
  } catch {
    const rest = bom === UTF8 ? bytes.subarray(3) : bytes;
    const fallback = declared !== undefined && declared !== UTF8 ? declared : SINGLE_BYTE_FALLBACK;
    return {
      text: new TextDecoder(fallback, { ignoreBOM: true }).decode(rest),
      encoding: fallback,
      guessed: true,
      mislabeled: true,
    };
  }
}

/** The body's text alone (see readBody). */
export async function readBodyText(
  body: ReadableStream<Uint8Array> | null | undefined,
  contentType?: string,
): Promise<string> {
  return (await readBody(body, contentType)).text;
}

/**
 * An answer's body as the bytes that came, untouched, each chunk handed to `intake` as soon as it is read: for a body
 * decoded and parsed elsewhere (the kept lists' thread, D286, D431), so main spends nothing per byte on it and never
 * holds it whole. The chunks are written as the stream gave them, each its reader's own.
 */
export async function pipeBodyChunks(
  body: ReadableStream<Uint8Array> | null | undefined,
  intake: BodyIntake,
): Promise<void> {
  if (body) await eachChunk(body, (chunk) => intake.write(chunk));
}
