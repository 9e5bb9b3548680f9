/**
 * The sandbox's request bodies, read with their bounds checked as the bytes
 * arrive: the size (the declared Content-Length before anything is read, the
 * bytes themselves as they come) and the JSON shape (json-shape.ts). A body
 * past them is refused on the chunk that breaks them, and the rest is never
 * looked at, so no request costs the process more than one chunk's work at a
 * time.
 * Node only.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_PAYLOAD_LIMITS, payloadLimitProblem } from '../src-shared/ipc/payload-bounds';
import { payloadBoundText } from '../src-shared/words/payload-bound-words';
import { JsonShapeMeter } from './json-shape';

/** Fastify's own code for a body over the limit (the error handler words it). */
export const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';
export const BODY_TOO_COMPLEX = 'BALCAO_BODY_TOO_COMPLEX';
export const BODY_UNREADABLE = 'BALCAO_BODY_UNREADABLE';

export type BodyError = Error & { statusCode: number; code: string };

function bodyError(code: string, statusCode: number, message: string): BodyError {
  return Object.assign(new Error(message), { code, statusCode });
}

/**
 * Reads `payload` into one Buffer, or fails with a BodyError (413 for the size, 400 for the shape) without reading
 * past the chunk that broke a bound. `done` is called exactly once.
 */
export function readBoundedBody(
  payload: IncomingMessage,
  limitBytes: number,
  done: (error: BodyError | null, body?: Buffer) => void,
): void {
  const declared = Number(payload.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    done(bodyError(BODY_TOO_LARGE, 413, 'too large'));
    return;
  }
  const meter = new JsonShapeMeter(DEFAULT_PAYLOAD_LIMITS);
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error: BodyError | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
    // On an error, the rest of the body is never looked at: Node discards it once the answer is sent.
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limitBytes) return finish(bodyError(BODY_TOO_LARGE, 413, 'too large'));
    const shape = meter.feed(chunk);
    if (shape)
      return finish(
        bodyError(
          BODY_TOO_COMPLEX,
          400,
          `Corpo da requisição complexo demais (${payloadBoundText(payloadLimitProblem(shape, DEFAULT_PAYLOAD_LIMITS), 'pt-BR')}): nada foi lido além disso.`,
        ),
      );
    chunks.push(chunk);
  };
  const onEnd = () => finish(null, Buffer.concat(chunks, received));
  const onError = (error: Error) => finish(bodyError(BODY_UNREADABLE, 400, error.message));
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
}
