/**
 * Renderer. An error's (or a warning's) message in the employee's language: every error comes by code (`words`),
 * said by the one phrasebook in src-shared/words (D460, D480).
 */
import type { ErrorSaying } from '../../src-shared/ipc/ipc-result';
import { sayWords } from '../../src-shared/words/error-words';
import type { Language } from './i18n';

export function errorText(error: ErrorSaying, language: Language): string {
  return sayWords(error.words, language);
}
