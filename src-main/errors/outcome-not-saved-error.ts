/**
 * Main process. The journal recorded an outcome in memory but could not write it: `entry` is the finished entry
 * as History shows it; the line is written as soon as the disk takes it (every later append tries first, and
 * retryUnsaved()).
 */
import type { LocalWriteError } from '../../src-shared/node/local-write-error';
import type { JournalEntry } from '../journal/journal-types';

export class OutcomeNotSavedError extends Error {
  override readonly name = 'OutcomeNotSavedError';

  constructor(
    readonly entry: JournalEntry,
    readonly problem: LocalWriteError,
  ) {
    super(problem.message, { cause: problem });
  }
}
