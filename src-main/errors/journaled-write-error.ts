/**
 * Main process. A write that was on record in the journal before it was sent, and then failed: the service's
 * error as it was, with the journal entry that records the attempt (so the renderer can point at History) and,
 * when the journal could not take the outcome, what to tell the employee about that (D60).
 */
import type { ApiError } from '../api-client/api-error';
import type { ErrorWords } from '../../src-shared/words/error-codes';
import type { AppError } from './app-error';

export class JournaledWriteError extends Error {
  override readonly name = 'JournaledWriteError';

  constructor(
    /** What went wrong, as the client or the service raised it. */
    readonly failure: ApiError | AppError,
    readonly journalEntryId: string,
    /** The journal could not record the outcome: said after the service's answer. */
    readonly notSaved?: ErrorWords,
  ) {
    super(failure.message, { cause: failure });
  }
}
