/**
 * Fault kinds that answer the way .NET and Java services behind Azure API Management really do on the wire (D219;
 * runs in the sandbox): bodies in Latin-1 or windows-1252 with the charset declared (and one behind a UTF-8 BOM),
 * 429 with `Retry-After` in seconds or as an HTTP date, the gateway's English error bodies, a 422 with `errors[]`
 * and ASP.NET's validation 400. The refusals strike before the operation runs (nothing changes: a 429 was not
 * processed); the charsets re-encode the answer after it ran, bytes only (the JSON says the same).
 */
import type { OperationDef } from '../src-shared/contract';
import type { SerializedAnswer } from './response-cache';

export const WIRE_ERROR_KINDS = [
  'ratelimit',
  'ratelimitdate',
  'gateway403',
  'gateway500',
  'invalid422',
  'invalid400',
] as const;
export const CHARSET_KINDS = ['latin1', 'cp1252', 'bom1252'] as const;
export type WireErrorKind = (typeof WIRE_ERROR_KINDS)[number];
export type CharsetKind = (typeof CHARSET_KINDS)[number];

export const isWireErrorKind = (kind: string): kind is WireErrorKind =>
  (WIRE_ERROR_KINDS as readonly string[]).includes(kind);
export const isCharsetKind = (kind: string): kind is CharsetKind => (CHARSET_KINDS as readonly string[]).includes(kind);
/** Kinds whose number is milliseconds (how long the 429 asks to wait), not a rate. */
export const isTimedWireKind = (kind: string): boolean => kind === 'ratelimit' || kind === 'ratelimitdate';

/** A wire error ends the request with this answer (server.ts sends it as the operation's answer). */
export class WireAnswer extends Error {
  constructor(readonly answer: SerializedAnswer) {
    super(`resposta injetada ${answer.status}`);
  }
}

const GATEWAY_JSON = 'application/json; charset=utf-8';

function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = GATEWAY_JSON,
): SerializedAnswer {
  return {
    status,
    headers: Object.freeze({ 'content-type': contentType, ...headers }),
    payload: Buffer.from(JSON.stringify(body)),
  };
}

/** The field a validation refusal names: the request body's last top-level field (Op5: `conta`), else `id`. */
function refusedField(rawBody: unknown): string {
  if (!(rawBody instanceof Buffer) || rawBody.length === 0) return 'id';
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as unknown;
    const names = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    return names.at(-1) ?? 'id';
  } catch {
    return 'id';
  }
}

/** The answer of a wire error, as the gateway or the service framework words it. */
export function wireErrorAnswer(
  kind: WireErrorKind,
  ms: number,
  op: OperationDef,
  rawBody: unknown,
  now: Date,
): SerializedAnswer {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  switch (kind) {
    case 'ratelimit':
      return answer(
        429,
        { statusCode: 429, message: `Rate limit is exceeded. Try again in ${seconds} seconds.` },
        { 'retry-after': String(seconds) },
      );
    case 'ratelimitdate':
      // An HTTP date has whole seconds: one more, so the wait is never shorter than asked.
      return answer(
        429,
        { statusCode: 429, message: 'Rate limit is exceeded.' },
        { 'retry-after': new Date(now.getTime() + (seconds + 1) * 1000).toUTCString() },
      );
    case 'gateway403':
      return answer(403, { statusCode: 403, message: 'Forbidden' });
    case 'gateway500':
      return answer(500, { statusCode: 500, message: 'Internal server error' });
    case 'invalid422': {
      const field = refusedField(rawBody);
      return answer(422, {
        errors: [{ code: 'VALIDACAO', message: `O campo ${field} é inválido (${op.id}, falha injetada).`, field }],
      });
    }
    case 'invalid400': {
      const field = refusedField(rawBody);
      return answer(
        400,
        {
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { [field]: [`O campo ${field} é inválido.`] },
          traceId: '00-00000000000000000000000000000000-0000000000000000-00',
        },
        {},
        'application/problem+json; charset=utf-8',
      );
    }
  }
}

/** The text as windows-1252 bytes; a character it cannot hold goes as a JSON `\uXXXX` escape (the JSON stays the same). */
function encode1252(json: string): Buffer {
  const bytes: number[] = [];
  for (const char of json) {
    const byte = CP1252_BYTE.get(char);
    if (byte !== undefined) bytes.push(byte);
    else
      for (const unit of char.split(''))
        bytes.push(...Buffer.from(`\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`, 'ascii'));
  }
  return Buffer.from(bytes);
}

/** windows-1252 by the Encoding Standard: the byte of every character it holds (its 5 unassigned bytes left out). */
const CP1252_BYTE: ReadonlyMap<string, number> = (() => {
  const decoded = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  const map = new Map<string, number>();
  [...decoded].forEach((char, byte) => {
    if (![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte)) map.set(char, byte);
  });
  return map;
})();

/**
 * A JSON answer re-encoded: `latin1` declares `iso-8859-1`, `cp1252` `windows-1252`, `bom1252` declares
 * `windows-1252` behind a UTF-8 BOM (the mislabel of a serializer that writes a preamble). Non-JSON and empty
 * bodies stay as they are. Only characters outside windows-1252 inside strings can need an escape; outside strings
 * JSON is ASCII.
 */
export function reencodeAnswer(
  kind: CharsetKind,
  headers: Readonly<Record<string, string>>,
  payload: Buffer,
): { headers: Record<string, string>; payload: Buffer } {
  const type = headers['content-type'];
  if (payload.length === 0 || typeof type !== 'string' || !/json/i.test(type))
    return { headers: { ...headers }, payload };
  const bytes = encode1252(payload.toString('utf8'));
  const charset = kind === 'latin1' ? 'iso-8859-1' : 'windows-1252';
  const body = kind === 'bom1252' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
  return {
    headers: { ...headers, 'content-type': `${type.split(';')[0]!.trim()}; charset=${charset}` },
    payload: body,
  };
}
