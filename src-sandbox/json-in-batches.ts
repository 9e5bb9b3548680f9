/**
 * A JSON text made piece by piece (runs in the sandbox): the same characters as `JSON.stringify` of the whole value,
 * but a long list is stringified a batch of elements at a time, so a caller can send each piece before the next is
 * made (D715). Only plain records and arrays are walked; every other value (and any value with `toJSON`) goes to
 * `JSON.stringify` whole, so its text is `JSON.stringify`'s own.
 */

export interface Batching {
  /** Lists longer than this are stringified in batches; shorter ones (and whatever they hold) in one call. */
  longList: number;
  /** About how many characters one batch makes. */
  batchChars: number;
  /** Elements in the first batch; the next ones are sized from the last one's length. */
  firstBatch: number;
}

/**
 * 1,000 elements: Op12's usual certificates (150 movements, the bench's load) never take this path; 256 KiB a batch
 * is around a millisecond of `JSON.stringify`, the longest the sandbox's thread is held by one.
 */
export const BATCHING: Batching = { longList: 1000, batchChars: 256 * 1024, firstBatch: 64 };
/** However small the elements so far, a batch never takes more: the next ones may be far larger. */
const MAX_BATCH = 16_384;

type JsonRecord = Record<string, unknown>;

function isPlainRecord(value: unknown): value is JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const isLongList = (value: unknown, longList: number): value is unknown[] =>
  Array.isArray(value) && value.length > longList && typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/** Whether the value is, or a plain record holds (at any depth of records), a list longer than `longList`. */
export function holdsLongList(value: unknown, longList = BATCHING.longList): boolean {
  if (isLongList(value, longList)) return true;
  return isPlainRecord(value) && Object.values(value).some((field) => holdsLongList(field, longList));
}

/** The value's JSON text in pieces; their concatenation is `JSON.stringify(value)` (a value it omits yields nothing). */
export function* jsonPieces(value: unknown, batching = BATCHING): Generator<string, void, undefined> {
  if (isLongList(value, batching.longList)) yield* listPieces(value, batching);
  else if (isPlainRecord(value) && holdsLongList(value, batching.longList)) yield* recordPieces(value, batching);
  else {
    const text = JSON.stringify(value) as string | undefined;
    if (text !== undefined) yield text;
  }
}

/** `[`, the elements a batch at a time (each batch sized from the last one's length), `]`. */
function* listPieces(list: unknown[], { batchChars, firstBatch }: Batching): Generator<string, void, undefined> {
  let size = firstBatch;
  for (let from = 0; from < list.length;) {
    const to = Math.min(list.length, from + size);
    // A batch as a list of its own: undefined, functions and symbols become null exactly as they do in the whole.
    const text = JSON.stringify(list.slice(from, to));
    yield from === 0 ? text.slice(0, -1) : `,${text.slice(1, -1)}`;
    size = Math.min(MAX_BATCH, Math.max(1, Math.round((size * batchChars) / text.length)));
    from = to;
  }
  yield ']';
}

/** A record holding a long list (a list in an envelope): its fields in `JSON.stringify`'s order and omissions. */
function* recordPieces(record: JsonRecord, batching: Batching): Generator<string, void, undefined> {
  let separator = '{';
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    const field = jsonPieces(value, batching);
    const first = field.next();
    if (first.done) continue;
    yield `${separator}${JSON.stringify(key)}:${first.value}`;
    yield* field;
    separator = ',';
  }
  yield separator === '{' ? '{}' : '}';
}
