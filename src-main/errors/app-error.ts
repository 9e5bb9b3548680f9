/**
 * Main process. Errors the services raise on purpose: already worded for the employee, in pt-BR and English, with
 * the IPC error code the renderer acts on (src-main/ipc/to-ipc-error.ts passes them on as they are).
 */
import type { IpcError, IpcErrorCode } from '../../src-shared/ipc';

/** What an AppError may say besides its code and messages. */
export type AppErrorExtras = Partial<
  Pick<IpcError, 'details' | 'fieldErrors' | 'httpStatus' | 'duplicateOf' | 'retryable'>
>;

export class AppError extends Error {
  override readonly name = 'AppError';
  /** The answer as the renderer shows it; frozen: a service that knows more wraps the error (JournaledWriteError). */
  readonly ipc: Readonly<IpcError>;

  constructor(code: IpcErrorCode, message: string, messageEn: string, extras: AppErrorExtras = {}) {
    super(message);
    this.ipc = Object.freeze({ code, message, messageEn, details: [], retryable: false, ...extras });
  }
}

export const notLoggedIn = () =>
  new AppError('not-logged-in', 'Entre com seu usuário para continuar.', 'Sign in to continue.');
export const sessionExpired = () =>
  new AppError(
    'session-expired',
    'Sua sessão expirou: entre novamente. O que você estava fazendo continua na tela.',
    'Your session expired: sign in again. Your work stays on screen.',
  );
/** A call that began in a session that ended before its answer (another session began meanwhile): nothing of it was kept (D196). */
export const sessionEnded = () =>
  new AppError(
    'session-expired',
    'A sessão em que esta consulta começou terminou antes da resposta; nada dela foi guardado. Consulte de novo.',
    'The session this query began in ended before its answer; nothing of it was kept. Query again.',
  );
