/** What a write dialog hands to WriteDialogFrame once its form is valid. */
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import type { WriteOutcome } from '../../src-shared/ipc/views';

/** One line of the readable summary (CPFs already masked). */
export interface SummaryRow {
  label: string;
  value: string;
}

/** Added to the request only after the employee said "Enviar mesmo assim" to a probable duplicate. */
export type DuplicateConfirmation = { confirmDuplicate?: true };

export interface PreparedWrite<R> {
  summary: SummaryRow[];
  /** The body exactly as it will be sent, shown as JSON on the review step. */
  body: unknown;
  /** Shown instead of `body` when part of it is too big to print (Op6's base64 document). */
  bodyForDisplay?: unknown;
  /** A note under the JSON (e.g. that the document was abbreviated there, not in the request). */
  bodyNote?: string;
  /** Sends it once, through useWrite, with the confirmation spread into the request as it is. */
  send(confirmation: DuplicateConfirmation): Promise<IpcResult<WriteOutcome<R>>>;
}

export type WriteStep = 'form' | 'review' | 'sending' | 'result';
