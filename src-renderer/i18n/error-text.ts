/**
 * Renderer. An error's (or a warning's) message in the employee's language: every IpcError and journal warning
 * carries both, pt-BR in `message` and English in `messageEn` (issue 16); an error the main process names by key
 * (`words`, D218) is said in the words of the renderer's dictionary instead.
 */
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { errorWords } from './error-words';
import { interpolate, type Language } from './i18n';

export function errorText(
  error: Pick<IpcError, 'message' | 'messageEn'> & Partial<Pick<IpcError, 'words'>>,
  language: Language,
): string {
  const words = error.words ? errorWords[language][error.words.key] : undefined;
  if (words !== undefined) return interpolate(words, error.words?.params);
  return language === 'en' ? error.messageEn : error.message;
}
