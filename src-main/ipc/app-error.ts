/** Errors the services raise on purpose, already in the shape the renderer shows. */
import type { IpcError, IpcErrorCode } from '../../src-shared/ipc';

export class AppError extends Error {
  readonly ipc: IpcError;
  constructor(code: IpcErrorCode, message: string, messageEn: string, extras: Partial<IpcError> = {}) {
    super(message);
    this.name = 'AppError';
    this.ipc = { code, message, messageEn, details: [], retryable: false, ...extras };
  }
}

export const notLoggedIn = () => new AppError('not-logged-in', 'Entre com seu usuário para continuar.', 'Sign in to continue.');
export const sessionExpired = () =>
  new AppError('session-expired', 'Sua sessão expirou: entre novamente. O que você estava fazendo continua na tela.', 'Your session expired: sign in again. Your work stays on screen.');
