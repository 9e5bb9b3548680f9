/**
 * Keeps every error answer small (main process). Validation can name hundreds of fields, a service can answer
 * with a message of megabytes: what crosses back to the renderer is cut to what a screen can show.
 */
import type { IpcError } from '../../src-shared/ipc';

const MAX_MESSAGE = 2_000;
const MAX_DETAILS = 20;
const MAX_DETAIL = 500;
const MAX_FIELD_ERRORS = 50;
const MAX_FIELD_PATH = 200;
const MAX_SHORT = 100;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function boundIpcError(error: IpcError): IpcError {
  const bounded: IpcError = {
    ...error,
    message: cut(error.message, MAX_MESSAGE),
    messageEn: cut(error.messageEn, MAX_MESSAGE),
    details: error.details.slice(0, MAX_DETAILS).map((d) => cut(String(d), MAX_DETAIL)),
  };
  if (error.details.length > MAX_DETAILS) bounded.details.push(`… (+${error.details.length - MAX_DETAILS})`);
  if (error.fieldErrors) {
    const entries = Object.entries(error.fieldErrors);
    bounded.fieldErrors = Object.fromEntries(entries.slice(0, MAX_FIELD_ERRORS).map(([path, message]) => [cut(path, MAX_FIELD_PATH), cut(String(message), MAX_DETAIL)]));
  }
  if (error.subCode !== undefined) bounded.subCode = cut(error.subCode, MAX_SHORT);
  if (error.duplicateOf?.protocol !== undefined) bounded.duplicateOf = { ...error.duplicateOf, protocol: cut(error.duplicateOf.protocol, MAX_SHORT) };
  return bounded;
}
