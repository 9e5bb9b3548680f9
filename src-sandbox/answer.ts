/**
 * A handler's result as it goes on the wire (runs in the sandbox): JSON once, as bytes, or, for a large list, as it
 * is serialized (D715). A real service behind the gateway (ASP.NET Core, Jackson) writes a large answer to the
 * response while it serializes it, in chunks; so does the sandbox, so a client meets the same wire: bytes over the
 * whole serialization, not one burst after it.
 */
import { Readable } from 'node:stream';
import type { HandlerResult } from './handlers/context';
import { holdsLongList, jsonPieces } from './json-in-batches';
import { LARGEST_KEPT_ANSWER_BYTES, type SerializedAnswer } from './response-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const NO_BODY = Buffer.alloc(0);

/** A large answer: its JSON text made piece by piece as the socket takes it, with no Content-Length (chunked). */
export interface StreamedAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The body's JSON text in pieces, made as they are asked for; read once. */
  pieces: Iterator<string, void, undefined>;
}

export type Answer = SerializedAnswer | StreamedAnswer;

export const isStreamed = (answer: Answer): answer is StreamedAnswer => 'pieces' in answer;

function headersOf(result: HandlerResult, hasBody: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { ...(result.headers ?? {}) };
  if (hasBody) headers['content-type'] = JSON_CONTENT_TYPE;
  // Shared by every request a cached answer serves: never to be changed in place.
  return Object.freeze(headers);
}

/** The whole answer as bytes (no second pass to count or encode them). */
export function serialize(result: HandlerResult): SerializedAnswer {
  const payload = result.body === undefined ? NO_BODY : Buffer.from(JSON.stringify(result.body));
  return { status: result.status, headers: headersOf(result, payload.length > 0), payload };
}

/** The pieces made to decide, then the rest; closing it closes the rest too (`yield*` passes `return` on). */
function* chain(head: readonly string[], rest: Iterable<string, void, undefined>): Generator<string, void, undefined> {
  yield* head;
  yield* rest;
}

/**
 * Streamed when the body holds a long list and its text runs past the largest answer the response cache keeps;
 * otherwise whole, as every small answer (the cache, HEAD's Content-Length and the faults see it as before). The
 * first MiB is made here to decide: a few milliseconds.
 */
export function serializeOrStream(result: HandlerResult): Answer {
  if (result.body === undefined || !holdsLongList(result.body)) return serialize(result);
  const pieces = jsonPieces(result.body);
  const head: string[] = [];
  // Characters, not bytes: never more than the bytes, so an answer streamed is one the cache would not have kept.
  let length = 0;
  while (length <= LARGEST_KEPT_ANSWER_BYTES) {
    const next = pieces.next();
    if (next.done)
      return { status: result.status, headers: headersOf(result, true), payload: Buffer.from(head.join('')) };
    head.push(next.value);
    length += next.value.length;
  }
  return { status: result.status, headers: headersOf(result, true), pieces: chain(head, pieces) };
}

/** The rest of a streamed answer made at once, for a fault that rewrites the whole body. */
export function wholeOf(answer: StreamedAnswer): SerializedAnswer {
  const parts: string[] = [];
  for (let next = answer.pieces.next(); !next.done; next = answer.pieces.next()) parts.push(next.value);
  return { status: answer.status, headers: answer.headers, payload: Buffer.from(parts.join('')) };
}

/**
 * The body as a stream: one piece per turn of the event loop (the sandbox's other requests and timers run between
 * them), and the next one made only when the socket has taken the last (Fastify pipes it with backpressure). A
 * client that goes away destroys it: nothing more is serialized.
 */
export function bodyStream(answer: StreamedAnswer): Readable {
  const { pieces } = answer;
  return new Readable({
    read(this: Readable) {
      setImmediate(() => {
        if (this.destroyed) return;
        try {
          const next = pieces.next();
          this.push(next.done ? null : next.value);
        } catch (error) {
          this.destroy(error as Error);
        }
      });
    },
    destroy(error, callback) {
      pieces.return?.();
      callback(error);
    },
  });
}
