/** What every IPC call answers: data, or an error the renderer can show as is. */

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

export interface IpcError {
  code: IpcErrorCode;
  /** pt-BR, ready to show. */
  message: string;
  /** English, for the language switch. */
  messageEn: string;
  /** The service's own messages, as received (pt-BR), or the fields that failed validation. */
  details: string[];
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
