/**
 * Main. Why an export stopped when it was cancelled (the employee, or the stream closed before its end): the
 * standard AbortError that streams and signals carry, its message the word code, never a sentence: main says
 * codes, the renderer owns the words (src-shared/words/error-words.ts).
 */
import { words } from '../../src-shared/words/error-codes';

export function exportCancelled(): DOMException {
  return new DOMException(words('export.cancelled').code, 'AbortError');
}
