/**
 * Main process. A read's outcome (`{ data, drift }`, what the operation channel answers) that the kept lists' thread
 * read and wrote as UTF-8 JSON (D729): main keeps and relays these bytes and never parses them on its way to the
 * renderer. Whoever in main needs the rows themselves (an export written here) parses them with `outcome()`.
 */
import type { ReadOutcome } from '../../src-shared/ipc';

export class RelayedAnswer {
  constructor(
    /** UTF-8 JSON of the read's outcome. */
    readonly json: Uint8Array,
    /** How many elements its data has, when it is a list (an export's count, without parsing it here). */
    readonly length: number | undefined = undefined,
  ) {}

  /** The outcome parsed here: its cost grows with the answer, so only an export written in main asks it. */
  outcome(): ReadOutcome<unknown> {
    return JSON.parse(new TextDecoder().decode(this.json)) as ReadOutcome<unknown>;
  }
}
