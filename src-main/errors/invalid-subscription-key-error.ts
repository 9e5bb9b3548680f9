/** Main process. The key typed or pasted by the employee was rejected: why, by code (the form says it). */
import type { ErrorWords } from '../../src-shared/words/error-codes';

export class InvalidSubscriptionKeyError extends Error {
  override readonly name = 'InvalidSubscriptionKeyError';

  constructor(readonly said: ErrorWords) {
    super(said.code);
  }
}
