/**
 * Main process. Errors the services raise on purpose: the IPC error code the renderer acts on and Balcão's words
 * by code (src-shared/words/error-codes.ts), which the renderer says in the employee's language. The Error's own
 * message is the code, so logs say what happened without a sentence or personal data.
 */
import type { IpcError, IpcErrorCode, IpcErrorFields } from '../../src-shared/ipc';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';

/** What an AppError may say besides its code and words. */
export type AppErrorExtras = Partial<
  Pick<IpcErrorFields, 'details' | 'fieldErrors' | 'httpStatus' | 'duplicateOf' | 'retryable'>
>;

export class AppError extends Error {
  override readonly name = 'AppError';
  /** The answer as the renderer shows it; frozen: a service that knows more wraps the error (JournaledWriteError). */
  readonly ipc: Readonly<IpcError & { words: ErrorWords }>;

  constructor(code: IpcErrorCode, said: ErrorWords, extras: AppErrorExtras = {}) {
    super(said.code);
    this.ipc = Object.freeze({ code, words: said, details: [], retryable: false, ...extras });
  }
}

export const notLoggedIn = () => new AppError('not-logged-in', words('session.notLoggedIn'));
export const sessionExpired = () => new AppError('session-expired', words('session.expired'));
/** A call that began in a session that ended before its answer (another session began meanwhile): nothing of it was kept (D196). */
export const sessionEnded = () => new AppError('session-expired', words('session.ended'));
