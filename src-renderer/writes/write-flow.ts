/** What a write dialog hands to WriteDialogFrame once its form is valid. */
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import type { WriteOutcome } from '../../src-shared/ipc/views';

/** One line of the readable summary (CPFs already masked). */
export interface SummaryRow {
  label: string;
  value: string;
}

export interface PreparedWrite<R> {
  summary: SummaryRow[];
  /** The body exactly as it will be sent, shown as JSON on the review step. */
  body: unknown;
  /** Shown instead of `body` when part of it is too big to print (Op6's base64 document). */
  bodyForDisplay?: unknown;
  /** A note under the JSON (e.g. that the document was abbreviated there, not in the request). */
  bodyNote?: string;
  /** Sends it once, through useWrite. `confirmDuplicate` only after the employee said "send anyway". */
  send(confirmDuplicate: boolean): Promise<IpcResult<WriteOutcome<R>>>;
}

export type WriteStep = 'form' | 'review' | 'sending' | 'result';
