/**
 * Main process. Any failure → the IpcError the renderer shows, by code (src-shared/words/error-codes.ts): the one
 * place that turns the main process's errors (src-main/errors) into the IPC answer. Unknown failures are logged
 * (masked) and never leak internals.
 */
import { z } from 'zod';
import type { IpcError } from '../../src-shared/ipc';
import { type ErrorWords, followedBy, words } from '../../src-shared/words/error-codes';
import { operationDefs } from '../../src-shared/contract';
import { apiErrorTold } from '../api-client/api-error-told';
import { serviceReasons } from '../api-client/gateway-boilerplate';
import { maskCpfsInText } from '../../src-shared/mask';
import {
  ApiError,
  AppError,
  InvalidSubscriptionKeyError,
  JournaledWriteError,
  KeychainUnavailableError,
  LocalWriteError,
  OutcomeNotSavedError,
  SettingsFileError,
  SettingsValidationError,
} from '../errors';

export function zodToIpcError(error: z.ZodError): IpcError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(entrada)';
    fieldErrors[path] ??= issue.message;
  }
  return {
    code: 'invalid-input',
    words: words('ipc.invalidInput'),
    details: Object.entries(fieldErrors)
      .map(([path, message]) => `${path}: ${message}`)
      .slice(0, 20),
    fieldErrors,
    retryable: false,
  };
}

/** The service's reason per field it named, one line per field (its texts without gateway boilerplate). */
function serviceFieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  const lines = Object.entries(fields)
    .map(([field, texts]) => [field, serviceReasons(texts).join(' ')] as const)
    .filter(([, text]) => text !== '');
  return lines.length > 0 ? Object.fromEntries(lines) : undefined;
}

/**
 * Our words for an answer that asked to wait (D216): a read that could not wait as long as asked, a write the
 * service did not process (never "outcome unknown": the answer arrived and said so).
 */
function waitWords(error: ApiError, seconds: number | undefined, isWrite: boolean): ErrorWords | undefined {
  if (error.status === 429) {
    if (isWrite) return words('service.writeRateLimited');
    return seconds !== undefined ? words('service.readRateLimitedFor', { seconds }) : words('service.readRateLimited');
  }
  if (error.status === 503 && seconds !== undefined) return words('service.unavailableFor', { seconds });
  return undefined;
}

function fromApiError(error: ApiError): IpcError {
  const isWrite = operationDefs[error.operation].kind === 'write';
  const seconds =
    error.retryAfterMs !== undefined && Number.isFinite(error.retryAfterMs)
      ? Math.ceil(error.retryAfterMs / 1000)
      : undefined;
  const fields = serviceFieldErrors(error.serviceFields);
  const wait = error.kind === 'http' ? waitWords(error, seconds, isWrite) : undefined;
  return {
    code: apiErrorTold(error).code,
    words: wait ?? error.said,
    // What the employee reads beneath our message: the service's reason, not a gateway's stock English.
    details:
      error.kind === 'http' || error.kind === 'invalid-response' ? serviceReasons(error.messages) : error.messages,
    retryable: error.retryable,
    ...(error.status !== undefined ? { httpStatus: error.status } : {}),
    ...(error.subCode !== undefined ? { subCode: error.subCode } : {}),
    ...(fields ? { serviceFieldErrors: fields } : {}),
    ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
  };
}

/** The write's answer, with the History entry that records it; then, if the journal could not record the outcome, that too (D60). */
function fromJournaledWrite(error: JournaledWriteError, log: (line: string) => void): IpcError {
  const answer = toIpcError(error.failure, log);
  return { ...answer, journalEntryId: error.journalEntryId, words: followedBy(answer.words, error.notSaved) };
}

export function toIpcError(error: unknown, log: (line: string) => void): IpcError {
  if (error instanceof AppError) return { ...error.ipc };
  if (error instanceof ApiError) return fromApiError(error);
  if (error instanceof JournaledWriteError) return fromJournaledWrite(error, log);
  if (error instanceof z.ZodError) return zodToIpcError(error);
  if (error instanceof SettingsValidationError) {
    const fieldErrors = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    return {
      code: 'settings-invalid',
      words: words('settings.invalid'),
      details: error.issues.map((i) => `${i.path}: ${i.message}`),
      fieldErrors,
      retryable: false,
    };
  }
  if (error instanceof SettingsFileError) {
    return {
      code: 'settings-invalid',
      words: words('settings.fileUnreadable', { path: error.path, problem: error.problem }),
      details: [error.problem],
      retryable: false,
    };
  }
  if (error instanceof LocalWriteError) {
    // Not "try again": the employee (or support) must free space or fix the folder first; the message says which.
    return {
      code: 'local-write-failed',
      words: error.said,
      details: [],
      retryable: false,
    };
  }
  if (error instanceof OutcomeNotSavedError) return toIpcError(error.problem, log);
  if (error instanceof InvalidSubscriptionKeyError) {
    return {
      code: 'invalid-input',
      words: error.said,
      details: [],
      retryable: false,
    };
  }
  if (error instanceof KeychainUnavailableError) {
    return {
      code: 'keychain-unavailable',
      words: words('keychain.unavailable', { reason: error.message }),
      details: [],
      retryable: false,
    };
  }
  log(`erro interno: ${maskCpfsInText(String((error as Error)?.stack ?? error)).slice(0, 2000)}`);
  return {
    code: 'internal',
    words: words('internal.unexpected'),
    details: [],
    retryable: true,
  };
}
