/**
 * Main process. Every error the main process raises or catches on purpose, in one module: services and stores
 * import them from here (never from src-main/ipc, which only turns them into the IPC answer, to-ipc-error.ts).
 * Each class carries what its answer needs as typed fields; code tells them apart with `instanceof`.
 *
 * Two are defined where they are raised and passed on from here: ApiError, the one error of the API client
 * (src-main/api-client), and LocalWriteError, shared with the Node helpers that write our files (src-shared/node).
 */
export { ApiError } from '../api-client/api-error';
export { LocalWriteError } from '../../src-shared/node/local-write-error';
export { AppError, type AppErrorExtras, notLoggedIn, sessionEnded, sessionExpired } from './app-error';
export { XlsxTooManyRowsError, ZipTooLargeError } from './export-errors';
export { InvalidSubscriptionKeyError } from './invalid-subscription-key-error';
export { JournaledWriteError } from './journaled-write-error';
export { KeychainUnavailableError } from './keychain-unavailable-error';
export { OutcomeNotSavedError } from './outcome-not-saved-error';
export { SettingsFileError, type SettingsIssue, SettingsValidationError, summarizeIssues } from './settings-errors';
export { isTlsFailure } from './tls-failure';
