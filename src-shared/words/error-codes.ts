/**
 * Shared. Every error Balcão itself words, as a code and the typed values its sentence needs: the main process
 * chooses what to say (and the journal keeps it so), the one phrasebook (error-words.ts) says it in a language:
 * the employee's on screen, pt-BR in documents. A code added here without words in both languages does not compile.
 */
import type { RuleProblem } from '../contract/rules';
import type { JournalStatus } from '../ipc/inputs';
import type { ApiErrorParams } from './api-error-codes';

/** The file of ours that could not be written, named in the sentence. */
export type WriteTarget = 'journal' | 'settings' | 'receipt' | 'exported-file' | 'exports-under-way';
/** Why the disk refused it (src-shared/node/local-write-error.ts). */
export type WriteFailureReason = 'disk-full' | 'read-only' | 'no-permission' | 'missing-folder' | 'io-error' | 'other';

/** Which bound an IPC input broke (src-shared/ipc/payload-bounds.ts). */
export type PayloadProblemKind = 'type' | 'size' | 'depth' | 'nodes' | 'keys' | 'array' | 'json';
/** The bound broken and, for those that have one, its limit: never the content. */
export interface PayloadProblem {
  kind: PayloadProblemKind;
  limit?: number;
}

type None = Record<never, never>;

/** The values each code's sentence is said with; `None`: the code alone says it. */
export interface ErrorParams extends ApiErrorParams {
  'session.notLoggedIn': None;
  'session.expired': None;
  /** A call that began in a session that ended before its answer: nothing of it was kept. */
  'session.ended': None;
  'session.noToken': None;
  'session.wrongCredentials': None;
  'service.readRateLimited': None;
  'service.readRateLimitedFor': { seconds: number };
  'service.unavailableFor': { seconds: number };
  'service.writeRateLimited': None;
  'service.tlsRefused': None;
  'app.addressNotAllowed': None;
  'app.exportedFileNotFound': None;
  'ipc.invalidInput': None;
  'ipc.originNotAllowed': None;
  /** An input over the IPC bounds (size, depth…), refused before any schema read it. */
  'ipc.payloadRefused': PayloadProblem;
  /** The renderer's call to main failed before any answer (the bridge itself threw). */
  'ipc.internalFailure': None;
  'internal.unexpected': None;
  'environment.addressMissing': { environment: 'test' | 'production' };
  'settings.invalid': None;
  'settings.fileUnreadable': { path: string; problem: string };
  'settings.addressBeforeKey': None;
  'settings.clipboardKeyInvalid': { problem: ErrorWords };
  'settings.keyNotStored': None;
  'settings.connectionTestCancelled': None;
  /** `reason`: the keychain's own words (pt-BR), said in Portuguese only. */
  'keychain.unavailable': { reason: string };
  'key.empty': None;
  'key.badCharacters': None;
  'key.badLength': { min: number; max: number; length: number };
  'history.notUnknown': None;
  'kept.unusable': { why: string };
  'kept.replaced': None;
  'movements.goneFromMain': None;
  'write.duplicate': { startedAt: string; status: JournalStatus } & ({ checkedBy?: undefined } | { checkedBy: string });
  'write.nothingSent': { problem: ErrorWords };
  /** The service refused a write for a rule of the contract the forms also check: said as the form says it. */
  'rule.broken': { problem: RuleProblem };
  'journal.outcomeNotSaved': { problem?: ErrorWords };
  'journal.completedNotRecorded': { protocol?: string; note: ErrorWords };
  'local.writeFailed': { target: WriteTarget; path: string; reason: WriteFailureReason; systemCode?: string };
  'receipt.cancelled': None;
  'receipt.noSuchRequest': None;
  'receipt.noAnswerYet': None;
  'receipt.notIssued': { problem: ErrorWords };
  'receipt.failed': { reason: string };
  'receipt.savedNotRecorded': { fileName: string; note: ErrorWords };
  'receipt.printedNotRecorded': { note: ErrorWords };
  'printing.unavailable': None;
  'print.failed': { reason: string };
  /** The employee closed the system's print dialog: nothing was printed. */
  'print.cancelledInDialog': None;
  'export.cancelled': None;
  'export.nothingExported': { problem: ErrorWords };
  'export.writeFailed': { reason: string };
  'export.pdfOnlyStatements': None;
  'export.csvOnlyPortuguese': None;
  'export.pdfTooManyRows': { rows: number; max: number };
  'export.xlsxTooManyRows': { max: number; rows?: number };
  'export.zipTooLarge': None;
  'export.savedNotRecorded': { fileName: string; note: ErrorWords };
  'export.printedNotRecorded': { note: ErrorWords };
  'support.logsFolderFailed': { dir: string; problem: string };
  'sandbox.disabledByIt': None;
  'updates.noneReady': None;
  'updates.writeInProgress': None;
}

export type ErrorCode = keyof ErrorParams;

/** One code with its values; `then`: a sentence said after it (a note the journal could not record the outcome). */
export interface Said<K extends ErrorCode> {
  code: K;
  params: ErrorParams[K];
  then?: ErrorWords;
}

export type ErrorWords = { [K in ErrorCode]: Said<K> }[ErrorCode];

/** `words('kept.unusable', { why })`: the typed way to build one (the values are checked against the code). */
export function words<K extends ErrorCode>(
  code: K,
  ...params: None extends ErrorParams[K] ? [params?: ErrorParams[K]] : [params: ErrorParams[K]]
): Said<K> {
  return { code, params: (params[0] ?? {}) as ErrorParams[K] };
}

/** The same words with `then` said after them (after any `then` already there). */
export function followedBy(first: ErrorWords, then: ErrorWords | undefined): ErrorWords {
  if (!then) return first;
  return { ...first, then: first.then ? followedBy(first.then, then) : then };
}
