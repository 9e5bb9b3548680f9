/**
 * Keeps every error answer small (main process). Validation can name hundreds of fields, a service can answer
 * with a message of megabytes: what crosses back to the renderer is cut to what a screen can show.
 */
import type { IpcError } from '../../src-shared/ipc';

/** Characters of a text, or entries of a list, that may cross back. */
const MAX = { message: 2_000, details: 20, detail: 500, fieldErrors: 50, fieldPath: 200, shortText: 100 } as const;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function boundIpcError(error: IpcError): IpcError {
  const bounded: IpcError = {
    ...error,
    message: cut(error.message, MAX.message),
    messageEn: cut(error.messageEn, MAX.message),
    details: error.details.slice(0, MAX.details).map((d) => cut(String(d), MAX.detail)),
  };
  if (error.details.length > MAX.details) bounded.details.push(`… (+${error.details.length - MAX.details})`);
  if (error.fieldErrors) {
    const entries = Object.entries(error.fieldErrors);
    bounded.fieldErrors = Object.fromEntries(
      entries
        .slice(0, MAX.fieldErrors)
        .map(([path, message]) => [cut(path, MAX.fieldPath), cut(String(message), MAX.detail)]),
    );
  }
  if (error.serviceFieldErrors) {
    const entries = Object.entries(error.serviceFieldErrors);
    bounded.serviceFieldErrors = Object.fromEntries(
      entries
        .slice(0, MAX.fieldErrors)
        .map(([path, message]) => [cut(path, MAX.fieldPath), cut(String(message), MAX.detail)]),
    );
  }
  if (error.subCode !== undefined) bounded.subCode = cut(error.subCode, MAX.shortText);
  if (error.duplicateOf?.protocol !== undefined)
    bounded.duplicateOf = { ...error.duplicateOf, protocol: cut(error.duplicateOf.protocol, MAX.shortText) };
  return bounded;
}
