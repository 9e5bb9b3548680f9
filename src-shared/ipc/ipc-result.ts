/** What every IPC call answers: data, or an error the renderer can show as is. */
import type { ErrorWords } from '../words/error-codes';

export type { ErrorWords } from '../words/error-codes';

export type IpcErrorCode =
  | 'invalid-input'
  | 'not-logged-in'
  | 'invalid-credentials'
  | 'session-expired'
  | 'key-missing'
  | 'key-rejected'
  | 'keychain-unavailable'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'service-error'
  | 'not-found'
  | 'forbidden'
  | 'business-rule'
  | 'invalid-response'
  | 'duplicate-write'
  | 'outcome-unknown'
  | 'settings-invalid'
  /** A file of ours (journal, settings, an export) could not be written: disk full, read-only folder…; the message says which and where. */
  | 'local-write-failed'
  | 'cancelled'
  /** The service answered 429: it did not take the request (a write was not processed: sending it again is safe). */
  | 'rate-limited'
  /** This installation has no engine for PDF statements and printing (a main process run without Chromium). */
  | 'printing-unavailable'
  | 'internal';

export interface DuplicateWriteInfo {
  journalEntryId: string;
  startedAt: string;
  status: 'pending' | 'succeeded' | 'unknown' | 'failed';
  protocol?: string;
  /** The unknown outcome was checked and found concluded (D103). */
  checkedConcluded?: boolean;
}

/** What an error says: Balcão's own words by code; the phrasebook in src-shared/words says them (D460). */
export interface ErrorSaying {
  words: ErrorWords;
}

export type IpcError = IpcErrorFields & ErrorSaying;

export interface IpcErrorFields {
  code: IpcErrorCode;
  /**
   * The service's own reason, as received (pt-BR), or the fields that failed validation: text, shown beneath our
   * message ("O serviço informou: …"), never as it. Gateway boilerplate is not here (D217).
   */
  details: string[];
  /** The service's reason per field it named, by its own name for the field ("conta", "dadosBancarios.conta"). */
  serviceFieldErrors?: Record<string, string>;
  /** What the service asked to wait before sending again (429, 503), in seconds, when it said. */
  retryAfterSeconds?: number;
  /** Field-level problems of the input, path → message (forms highlight them). */
  fieldErrors?: Record<string, string>;
  httpStatus?: number;
  subCode?: string;
  /** Set on writes: the journal entry recording this attempt. */
  journalEntryId?: string;
  /** duplicate-write: the earlier attempt with the same payload. */
  duplicateOf?: DuplicateWriteInfo;
  /** True when trying again later may work (network, 503). */
  retryable: boolean;
}

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

export const ok = <T>(data: T): IpcResult<T> => ({ ok: true, data });
