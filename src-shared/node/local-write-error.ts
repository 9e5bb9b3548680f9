/**
 * Runs in Node only (main process).
 *
 * A file of ours could not be written: what went wrong and where, by code (`said`), which the renderer words so
 * the employee (or support on the phone) can act on it — "disk full", "folder read-only" — instead of
 * "unexpected error, try again".
 */
import { type ErrorWords, type WriteFailureReason, type WriteTarget, words } from '../words/error-codes';

export type { WriteFailureReason } from '../words/error-codes';

export function writeFailureReason(error: unknown): WriteFailureReason {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return 'disk-full';
    case 'EROFS':
      return 'read-only';
    case 'EACCES':
    case 'EPERM':
      return 'no-permission';
    case 'ENOENT':
    case 'ENOTDIR':
      return 'missing-folder';
    case 'EIO':
      return 'io-error';
    default:
      return 'other';
  }
}

export class LocalWriteError extends Error {
  override readonly name = 'LocalWriteError';
  readonly reason: WriteFailureReason;
  readonly said: ErrorWords;

  /** `target`: the file being written (the journal, the settings, a receipt, an exported file). */
  constructor(
    error: unknown,
    readonly path: string,
    target: WriteTarget,
  ) {
    const reason = writeFailureReason(error);
    const code = (error as NodeJS.ErrnoException | null)?.code;
    const systemCode = reason === 'other' && code ? code : undefined;
    // The log's line: what, where and why, in codes (the path is ours: no personal data in it).
    super(`local.writeFailed ${target} ${path}: ${reason}${systemCode ? ` (${systemCode})` : ''}`, { cause: error });
    this.reason = reason;
    this.said = words('local.writeFailed', { target, path, reason, ...(systemCode ? { systemCode } : {}) });
  }
}
