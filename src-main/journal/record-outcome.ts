/**
 * Main process. Recording how an attempt ended once the service (or the disk,
 * for an export) has answered. A journal that cannot take the line must never
 * turn that answer into something else (D60): the answer is reported as it
 * was, with a note that the record could not be saved.
 */
import { OutcomeNotSavedError } from '../errors';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';
import type { OperationsJournal } from './journal';
import type { JournalOutcome, JournalResult } from './journal-types';

/** journal.finish(); undefined when it is on disk, else what to tell the employee about the record. */
export function recordOutcome(
  journal: OperationsJournal,
  id: string,
  status: JournalOutcome,
  result?: JournalResult,
): ErrorWords | undefined {
  try {
    journal.finish(id, status, result);
    return undefined;
  } catch (error) {
    const problem = error instanceof OutcomeNotSavedError ? error.problem.said : undefined;
    return words('journal.outcomeNotSaved', problem ? { problem } : {});
  }
}

/** The whole message for a write the service completed but the journal could not record: what the service answered, then the note. */
export function completedButNotRecorded(note: ErrorWords, protocol: string | undefined): { words: ErrorWords } {
  return { words: words('journal.completedNotRecorded', { note, ...(protocol ? { protocol } : {}) }) };
}
