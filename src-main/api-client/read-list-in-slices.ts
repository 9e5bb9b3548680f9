/**
 * A JSON list too long to be one string, parsed slice by slice. V8 makes no string longer than
 * `buffer.constants.MAX_STRING_LENGTH` (536,870,888 characters): a certificate of 1,000,000 movements is ~540 MB of
 * JSON, so decoding it whole and handing it to JSON.parse fails ("Invalid string length") on a valid answer.
 *
 * The bytes are walked once, tracking only strings and nesting; at a comma between two elements of the top-level list,
 * every few megabytes, the slice since the last cut is decoded and parsed (as `[` slice `]`) and its elements taken.
 * The elements are exactly what parsing the whole text would give, with the same decoding rules as decodeBytes (D215):
 * a BOM decides, then the declared charset, else UTF-8; UTF-8 that is not UTF-8 is read again as the declared
 * single-byte charset or windows-1252. The walk reads structure from the bytes, so only encodings where `"`, `\`,
 * `[`, `]`, `{`, `}` and `,` are those ASCII bytes and never part of another character are walked: UTF-8 and the
 * single-byte charsets. A body that is not a list, or in another encoding, is refused with its reason (D330).
 */
import { bomEncoding, declaredCharset, SINGLE_BYTE_FALLBACK, UTF8 } from './read-body-text';
import { SlicedListRefused } from '../errors/kept-list-errors';
import { BACKSLASH, CLOSE_LIST, CLOSE_RECORD, COMMA, isJsonBlank, OPEN_LIST, OPEN_RECORD, QUOTE } from './json-bytes';

/** Bytes decoded and parsed at a time: large enough for JSON.parse to run at full speed, small next to the limit. */
const SLICE_BYTES = 8 * 1024 * 1024;

const NOT_JSON = () => new SlicedListRefused('A resposta não é um JSON válido.', true);

function walkable(encoding: string): boolean {
  return encoding === UTF8 || /^(windows-125\d|iso-8859-\d+)$/.test(encoding);
}

/**
 * The elements of the top-level JSON list in `bytes`, each parsed by `parse` (JSON.parse, or a parser that keeps
 * numbers' digits), as one array. Throws SlicedListRefused when the body is not a JSON list or cannot be walked.
 */
export function parseListInSlices(
  bytes: Uint8Array,
  contentType: string | undefined,
  parse: (text: string) => unknown = JSON.parse,
  sliceBytes = SLICE_BYTES,
): unknown[] {
  const declared = declaredCharset(contentType);
  const bom = bomEncoding(bytes);
  const encoding = bom ?? declared ?? UTF8;
  if (!walkable(encoding))
    throw new SlicedListRefused(
      `A resposta é grande demais para ser lida como um texto só, e a codificação ${encoding} não permite lê-la em partes.`,
      false,
    );
  const start = bom === UTF8 ? 3 : 0;
  try {
    return walk(
      bytes,
      start,
      new TextDecoder(encoding, { fatal: encoding === UTF8, ignoreBOM: true }),
      parse,
      sliceBytes,
    );
  } catch (error) {
    if (!(error instanceof TypeError) || encoding !== UTF8) throw error;
    // Not UTF-8 after all (TextDecoder's fatal error is a TypeError): every byte read as a single-byte charset.
    const fallback = declared !== undefined && declared !== UTF8 ? declared : SINGLE_BYTE_FALLBACK;
    return walk(bytes, start, new TextDecoder(fallback, { ignoreBOM: true }), parse, sliceBytes);
  }
}

function walk(
  bytes: Uint8Array,
  from: number,
  decoder: InstanceType<typeof TextDecoder>,
  parse: (text: string) => unknown,
  sliceBytes: number,
): unknown[] {
  let at = from;
  while (at < bytes.length && isJsonBlank(bytes[at]!)) at++;
  if (bytes[at] !== OPEN_LIST)
    throw new SlicedListRefused(
      'A resposta é grande demais para ser lida como um texto só, e só uma lista pode ser lida em partes.',
      false,
    );
  const out: unknown[] = [];
  let sliceStart = at + 1;
  let sawComma = false;
  const take = (end: number, last: boolean) => {
    const text = decoder.decode(bytes.subarray(sliceStart, end));
    // A blank slice is a missing element ("[,", ",,", ",]"), except the whole of an empty list.
    if (text.trim() === '') {
      if (last && out.length === 0 && !sawComma) return;
      throw NOT_JSON();
    }
    let elements: unknown;
    try {
      elements = parse(`[${text}]`);
    } catch {
      throw NOT_JSON();
    }
    for (const element of elements as unknown[]) out.push(element);
  };
  let depth = 1;
  let inString = false;
  for (at = at + 1; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (inString) {
      if (byte === BACKSLASH) at++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_LIST || byte === OPEN_RECORD) depth++;
    else if (byte === CLOSE_LIST || byte === CLOSE_RECORD) {
      depth--;
      if (depth === 0) break;
    } else if (byte === COMMA && depth === 1) {
      sawComma = true;
      if (at - sliceStart >= sliceBytes) {
        take(at, false);
        sliceStart = at + 1;
      }
    }
  }
  // The list must close with `]`, with nothing but blanks after it.
  if (depth !== 0 || bytes[at] !== CLOSE_LIST) throw NOT_JSON();
  take(at, true);
  for (let rest = at + 1; rest < bytes.length; rest++) if (!isJsonBlank(bytes[rest]!)) throw NOT_JSON();
  return out;
}
