/**
 * The shape of a JSON text, measured as its bytes arrive, before anything
 * parses it: nesting depth, keys of one object, items of one list, values in
 * all. JSON.parse and zod cost time in proportion to what they are given (one
 * body of 700,000 keys held the event loop for seconds), so a body past the
 * IPC payload bounds (src-shared/ipc/payload-bounds.ts: the same limits, which
 * every legitimate request fits) is refused on the chunk that breaks them.
 * Node only, pure.
 *
 * Only the structure is followed: whether the text is valid JSON is for
 * JSON.parse to say, once it is known to be small and simple enough. Bytes
 * are read as UTF-8, where no byte of a multi-byte character is ASCII, so
 * quotes, brackets, commas and colons are never mistaken.
 */
import type { PayloadLimits, PayloadProblemKind } from '../src-shared/ipc/payload-bounds';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

interface Container {
  list: boolean;
  /** Keys (object) or items (list) so far. */
  count: number;
  /** A list whose first item has not started yet. */
  empty: boolean;
}

export class JsonShapeMeter {
  private readonly open: Container[] = [];
  private inString = false;
  private escaped = false;
  private values = 1;

  constructor(private readonly limits: Pick<PayloadLimits, 'maxDepth' | 'maxKeys' | 'maxArrayLength' | 'maxNodes'>) {}

  /** Follows one more chunk; the first limit the text so far breaks, or undefined. */
  feed(chunk: Uint8Array): PayloadProblemKind | undefined {
    const { limits, open } = this;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (isBlank(byte)) continue;
      const top = open.at(-1);
      if (top?.list && top.empty && byte !== CLOSE_LIST) {
        top.empty = false;
        top.count = 1;
        if (++this.values > limits.maxNodes) return 'nodes';
      }
      switch (byte) {
        case QUOTE:
          this.inString = true;
          break;
        case OPEN_OBJECT:
        case OPEN_LIST:
          if (open.length >= limits.maxDepth) return 'depth';
          open.push({ list: byte === OPEN_LIST, count: 0, empty: true });
          break;
        case CLOSE_OBJECT:
        case CLOSE_LIST:
          open.pop();
          break;
        case COLON:
          if (top && !top.list) {
            if (++top.count > limits.maxKeys) return 'keys';
            if (++this.values > limits.maxNodes) return 'nodes';
          }
          break;
        case COMMA:
          if (top?.list) {
            if (++top.count > limits.maxArrayLength) return 'array';
            if (++this.values > limits.maxNodes) return 'nodes';
          }
          break;
      }
    }
    return undefined;
  }
}
