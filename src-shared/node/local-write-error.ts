/**
 * Runs in Node only (main process).
 *
 * A file of ours could not be written: what went wrong and where, in words
 * the employee (or support on the phone) can act on — "disk full", "folder
 * read-only" — instead of "unexpected error, try again".
 */

export type WriteFailureReason = 'disk-full' | 'read-only' | 'no-permission' | 'missing-folder' | 'io-error' | 'other';

const REASONS: Record<WriteFailureReason, { pt: string; en: string }> = {
  'disk-full': { pt: 'o disco está cheio; libere espaço', en: 'the disk is full; free some space' },
  'read-only': { pt: 'a pasta ou o disco está somente leitura', en: 'the folder or disk is read-only' },
  'no-permission': {
    pt: 'não há permissão de escrita nessa pasta',
    en: 'there is no permission to write in that folder',
  },
  'missing-folder': { pt: 'a pasta não existe mais', en: 'the folder no longer exists' },
  'io-error': { pt: 'o disco informou um erro de gravação', en: 'the disk reported a write error' },
  other: { pt: 'o sistema recusou a gravação', en: 'the system refused the write' },
};

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
  readonly messageEn: string;

  /** `what`: the thing being written, e.g. { pt: 'o diário de operações', en: 'the operations journal' }. */
  constructor(
    error: unknown,
    readonly path: string,
    what: { pt: string; en: string },
  ) {
    const reason = writeFailureReason(error);
    const code = (error as NodeJS.ErrnoException | null)?.code;
    const detail = reason === 'other' && code ? ` (${code})` : '';
    super(`Não foi possível gravar ${what.pt} em ${path}: ${REASONS[reason].pt}${detail}.`, { cause: error });
    this.reason = reason;
    this.messageEn = `Could not write ${what.en} to ${path}: ${REASONS[reason].en}${detail}.`;
  }
}
