/**
 * Renderer. An error's (or a warning's) message in the employee's language: Balcão's own errors come by code
 * (`words`, said by the one phrasebook in src-shared/words, D460, D480); the API client's answers still come as sentences in both
 * languages (`message`, `messageEn`), with any note by code said after them.
 */
import type { ErrorSaying } from '../../src-shared/ipc/ipc-result';
import { sayWords } from '../../src-shared/words/error-words';
import type { Language } from './i18n';

export function errorText(error: ErrorSaying, language: Language): string {
  if (error.words) return sayWords(error.words, language);
  const text = language === 'en' ? error.messageEn : error.message;
  return error.then ? `${text} ${sayWords(error.then, language)}` : text;
}
