/**
 * Renderer. An error's (or a warning's) message in the employee's language: every IpcError and journal warning
 * carries both, pt-BR in `message` and English in `messageEn` (issue 16).
 */
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { Language } from './i18n';

export function errorText(error: Pick<IpcError, 'message' | 'messageEn'>, language: Language): string {
  return language === 'en' ? error.messageEn : error.message;
}
