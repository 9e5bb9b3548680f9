/** Any failure → an IpcError in pt-BR and English. Unknown failures are logged (masked) and never leak internals. */
import { z } from 'zod';
import type { IpcError } from '../../src-shared/ipc';
import { maskCpfsInText } from '../../src-shared/mask';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { ApiError } from '../api/api-error';
import { KeychainUnavailableError } from '../keychain/secret-store';
import { SettingsFileError, SettingsValidationError } from '../settings/settings-store';
import { AppError } from './app-error';

/** Node and Chromium names of a refused certificate or failed TLS handshake. */
export const TLS_FAILURE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i;

export function zodToIpcError(error: z.ZodError): IpcError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(entrada)';
    fieldErrors[path] ??= issue.message;
  }
  return {
    code: 'invalid-input',
    message: 'Dados inválidos: corrija os campos indicados.',
    messageEn: 'Invalid data: fix the fields shown.',
    details: Object.entries(fieldErrors).map(([path, message]) => `${path}: ${message}`).slice(0, 20),
    fieldErrors,
    retryable: false,
  };
}

function fromApiError(error: ApiError): IpcError {
  const { journalEntryId, journalNotSaved } = error as ApiError & { journalEntryId?: string; journalNotSaved?: { message: string; messageEn: string } };
  const base = {
    details: error.messages,
    retryable: error.retryable,
    ...(error.status !== undefined ? { httpStatus: error.status } : {}),
    ...(error.subCode !== undefined ? { subCode: error.subCode } : {}),
    ...(journalEntryId ? { journalEntryId } : {}),
  };
  // The service's answer first; then, if the journal could not record it, that too (D60).
  const say = (code: IpcError['code'], message = error.userMessage, messageEn = error.userMessageEn): IpcError => ({
    ...base,
    code,
    message: journalNotSaved ? `${message} ${journalNotSaved.message}` : message,
    messageEn: journalNotSaved ? `${messageEn} ${journalNotSaved.messageEn}` : messageEn,
  });
  if (error.outcomeUnknown) return say('outcome-unknown');
  switch (error.kind) {
    case 'invalid-request':
      return say('invalid-input');
    case 'no-key':
      return say('key-missing');
    case 'not-logged-in':
      return say('not-logged-in');
    case 'timeout':
      return say('timeout');
    case 'network':
      // Connected, then cut: the service failed us, the address is fine.
      if (error.connectFailed === false) return say('service-error');
      return TLS_FAILURE.test(error.networkCode ?? '')
        ? say('tls', 'Falha na conexão segura (certificado TLS recusado). Verifique o endereço ou fale com o suporte.', 'Secure connection failed (TLS certificate rejected). Check the address or contact support.')
        : say('unreachable');
    case 'invalid-response':
      return say('invalid-response');
    case 'cancelled':
      return say('cancelled');
    case 'redirect':
      // The service answered, oddly: its message says what happened and what to check.
      return say('service-error');
    case 'http':
      if (error.status === 401) return error.authRejected === 'token' ? say('session-expired') : say('key-rejected');
      if (error.status === 403) return say('forbidden');
      if (error.status === 404) return say('not-found');
      if (error.status === 422) return say('business-rule');
      if (error.status === 400 || error.status === 415) return say('invalid-input');
      return say('service-error');
  }
  return say('internal');
}

export function toIpcError(error: unknown, log: (line: string) => void): IpcError {
  if (error instanceof AppError) return error.ipc;
  if (error instanceof ApiError) return fromApiError(error);
  if (error instanceof z.ZodError) return zodToIpcError(error);
  if (error instanceof SettingsValidationError) {
    const fieldErrors = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    return {
      code: 'settings-invalid',
      message: 'Configurações inválidas: corrija os campos indicados.',
      messageEn: 'Invalid settings: fix the fields shown.',
      details: error.issues.map((i) => `${i.path}: ${i.message}`),
      fieldErrors,
      retryable: false,
    };
  }
  if (error instanceof SettingsFileError) {
    return { code: 'settings-invalid', message: error.message, messageEn: 'The settings file could not be read; it was left untouched.', details: [error.problem], retryable: false };
  }
  if (error instanceof LocalWriteError) {
    // Not "try again": the employee (or support) must free space or fix the folder first; the message says which.
    return { code: 'local-write-failed', message: error.message, messageEn: error.messageEn, details: [], retryable: false };
  }
  if (error instanceof KeychainUnavailableError) {
    return {
      code: 'keychain-unavailable',
      message: `O cofre de senhas do sistema não está disponível: ${error.message}`,
      messageEn: 'The system keychain is not available.',
      details: [],
      retryable: false,
    };
  }
  log(`erro interno: ${maskCpfsInText(String((error as Error)?.stack ?? error)).slice(0, 2000)}`);
  return {
    code: 'internal',
    message: 'Erro inesperado no Balcão. Tente de novo; se persistir, avise o suporte.',
    messageEn: 'Unexpected error in Balcão. Try again; if it persists, contact support.',
    details: [],
    retryable: true,
  };
}
