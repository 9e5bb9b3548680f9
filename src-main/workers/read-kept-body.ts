/**
 * Kept lists' thread. An Op12 answer's bytes read as the client reads an answer (D286): decoded in their charset,
 * parsed, and read by the contract's tolerant reader, lazily when the list is plain. A body longer than any string
 * V8 can make (a 1,000,000-movement certificate is ~540 MB) is parsed slice by slice instead (D330): same rows,
 * same drift; what cannot be read that way is unreadable, with its reason. Another operation's answer relayed
 * unread to the renderer (D729) is read here the same way, whole.
 */
import { constants } from 'node:buffer';
import {
  type DriftReport,
  type OperationDef,
  operationDefs,
  parseJsonExact,
  UnreadableAnswer,
} from '../../src-shared/contract';
import { type DecodedBody, decodeBytes, joinedBytes } from '../api-client/read-body-text';
import { parseListInSlices } from '../api-client/read-list-in-slices';
import { SlicedListRefused } from '../errors/kept-list-errors';
import { mislabeledRead, readSuccessBody, readSuccessJson, type ReadResult } from '../api-client/read-response';
import type { KeptBodyIntake } from './kept-body-intake';
import { OpeningReadAhead } from './opening-read-ahead';
import type { DatesInOrder } from '../../src-shared/statements/movement-order';

/** An Op12 answer read, and its date column's order as read alongside the rows' check (D718). */
export type Op12Read = ReadResult & { dates: DatesInOrder };

export function readOp12(
  bytes: Uint8Array,
  contentType: string | undefined,
  lazyList: (drift: DriftReport) => void,
  /** Bytes up to which the body is decoded as one text (UTF-8 never has more characters than bytes). */
  maxTextBytes: number = constants.MAX_STRING_LENGTH,
  ahead: OpeningReadAhead = new OpeningReadAhead(),
): ReadResult {
  return readBodyBytes(operationDefs.op12, bytes, contentType, maxTextBytes, lazyList, ahead);
}

/** An Op12 answer already decoded to one text (as its bytes came, D581, or whole): parsed and read as readOp12 does. */
export function readOp12Text(
  decoded: DecodedBody,
  lazyList: (drift: DriftReport) => void,
  ahead: OpeningReadAhead = new OpeningReadAhead(),
): ReadResult {
  return readBodyText(operationDefs.op12, decoded, lazyList, ahead);
}

/**
 * Any operation's success body from its bytes, as the client reads it: a list read lazily when `lazyList` is given,
 * else whole. A body longer than one text is read slice by slice when it is a list (D330), else unreadable.
 */
function readBodyBytes(
  op: OperationDef,
  bytes: Uint8Array,
  contentType: string | undefined,
  maxTextBytes: number,
  lazyList?: (drift: DriftReport) => void,
  ahead?: OpeningReadAhead,
): ReadResult {
  if (bytes.length <= maxTextBytes) return readBodyText(op, decodeBytes(bytes, contentType), lazyList, ahead);
  const inSlices = (parse: (text: string) => unknown) => {
    try {
      return parseListInSlices(bytes, contentType, parse);
    } catch (error) {
      if (error instanceof SlicedListRefused) throw new UnreadableAnswer(error.reason);
      throw error;
    }
  };
  return readSuccessJson(op, inSlices(JSON.parse), () => inSlices(parseJsonExact), lazyList, ahead?.list);
}

function readBodyText(
  op: OperationDef,
  decoded: DecodedBody,
  lazyList?: (drift: DriftReport) => void,
  ahead?: OpeningReadAhead,
): ReadResult {
  const { text, mislabeled } = decoded;
  if (!mislabeled) return readSuccessBody(op, text, lazyList, ahead?.list);
  return mislabeledRead((lazy) => readSuccessBody(op, text, lazy, ahead?.list), lazyList);
}

/**
 * A success answer of any other operation whose bytes came to the thread (D729): read whole, as the client reads it
 * in main, from the text decoded as the bytes came (D581) or from the bytes.
 */
export function readAnswerIntake(
  op: OperationDef,
  body: KeptBodyIntake,
  contentType: string | undefined,
  maxTextBytes: number = constants.MAX_STRING_LENGTH,
): ReadResult {
  const early = body.readAsItCame(contentType);
  if (early && 'decoded' in early) return readBodyText(op, early.decoded);
  return readBodyBytes(op, joinedBytes(body.chunks), contentType, maxTextBytes);
}

/**
 * An Op12 answer's intake, after its last byte: read from what was parsed or decoded as the bytes came (D581,
 * D615), else from its bytes whole. The same result as readOp12 of the whole bytes, whatever was read on the way;
 * with the date column's order, told as the elements were checked (it covers every row of a list read lazily).
 */
export function readOp12Intake(
  body: KeptBodyIntake,
  contentType: string | undefined,
  lazyList: (drift: DriftReport) => void,
  maxTextBytes: number = constants.MAX_STRING_LENGTH,
): Op12Read {
  const early = body.readAsItCame(contentType);
  if (early && 'list' in early) {
    // Digits JSON.parse rounded away (D206): the whole text once more, only then.
    const exact = () => parseJsonExact(decodeBytes(joinedBytes(body.chunks), contentType).text);
    const read = readSuccessJson(operationDefs.op12, early.list, exact, lazyList, early.ahead.list);
    return { ...read, dates: early.ahead.dates };
  }
  const ahead = new OpeningReadAhead();
  if (early) return { ...readOp12Text(early.decoded, lazyList, ahead), dates: ahead.dates };
  return { ...readOp12(joinedBytes(body.chunks), contentType, lazyList, maxTextBytes, ahead), dates: ahead.dates };
}
