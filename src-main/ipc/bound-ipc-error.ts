/**
 * Keeps every error answer small (main process). Validation can name hundreds of fields, a service can answer
 * with a message of megabytes: what crosses back to the renderer is cut to what a screen can show.
 */
import type { ErrorWords, IpcError } from '../../src-shared/ipc';

/** Characters of a text, or entries of a list, that may cross back. */
const MAX = { details: 20, detail: 500, fieldErrors: 50, fieldPath: 200, shortText: 100 } as const;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Words by code are small, but their values may carry a system's text (an unexpected error's message): cut too. */
function boundWords(said: ErrorWords): ErrorWords {
  const params = Object.fromEntries(
    Object.entries(said.params).map(([name, value]: [string, unknown]) => [
      name,
      typeof value === 'string' ? cut(value, MAX.detail) : isWords(value) ? boundWords(value) : value,
    ]),
  );
  return { ...said, params, ...(said.then ? { then: boundWords(said.then) } : {}) } as ErrorWords;
}

const isWords = (value: unknown): value is ErrorWords =>
  typeof value === 'object' && value !== null && 'code' in value && 'params' in value;

export function boundIpcError(error: IpcError): IpcError {
  const details = error.details.slice(0, MAX.details).map((d) => cut(String(d), MAX.detail));
  const bounded: IpcError = { ...error, words: boundWords(error.words), details };
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
