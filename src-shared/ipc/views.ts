/** Output types of the channels: what the renderer sees (never a secret). */
import type { DriftEntry, DriftReport, OperationId } from '../contract';
import type { PolicyView } from '../policy-schema';
import type { EnvironmentName } from './inputs';

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  activeEnvironment: EnvironmentName;
  /** The embedded sandbox's address, when it runs. */
  sandboxUrl?: string;
  keychainAvailable: boolean;
  keychainProblem?: string;
}

export interface KeyStatus {
  environment: EnvironmentName;
  set: boolean;
  /** Last four characters, to tell keys apart ("definida, termina em 1234"). */
  lastFour?: string;
  /** A key is stored for another address (its origin; '' if it names none): it is not sent until pasted again (D71). */
  storedForOtherAddress?: string;
  storage: 'keychain' | 'session-memory';
  /** The key in use is the built-in demo key of the embedded sandbox. */
  usingDefault: boolean;
  keychainAvailable: boolean;
  keychainProblem?: string;
}

export interface EnvironmentSettingsView {
  baseUrl: string;
  companyCode: string;
}

export interface SettingsView {
  activeEnvironment: EnvironmentName;
  environments: { sandbox: { companyCode: string }; test: EnvironmentSettingsView; production: EnvironmentSettingsView };
  language: 'pt-BR' | 'en';
  theme: 'light' | 'dark' | 'auto';
  requestTimeoutSeconds: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** The IT policy (D133): fields it fixes show "definido pela TI"; a broken file is shown. */
  policy: PolicyView;
  keys: Record<EnvironmentName, KeyStatus>;
  sandboxUrl?: string;
}

export interface ConnectionTestResult {
  environment: EnvironmentName;
  outcome: 'ok' | 'not-configured' | 'key-missing' | 'unreachable' | 'tls' | 'timeout' | 'key-rejected' | 'unexpected';
  message: string;
  messageEn: string;
  httpStatus?: number;
  durationMs: number;
}

/** The employee as Op1 described them; the service may leave any of it out but the login (D41). */
export interface SessionUser {
  name: string | null;
  /** What Op1 answered, or else what the employee typed. */
  login: string;
  cpfMasked: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
}

export interface SessionInfo {
  loggedIn: boolean;
  environment: EnvironmentName;
  user?: SessionUser;
  /**
   * When the session is expected to end (ISO 8601 instant, this machine's
   * clock): the access token's own `exp` when it is a JWT, else the known
   * lifetime counted from login (D2: 15 min). A hint for the warning only:
   * the service decides, by refusing the token. Present while logged in.
   */
  expiresAt?: string;
  /**
   * Milliseconds left when this answer was made. The renderer counts down
   * from its own clock with this, so nothing depends on two clocks agreeing.
   */
  expiresInMs?: number;
  /** The session's whole lifetime (from login to `expiresAt`): how early a warning makes sense. */
  lifetimeMs?: number;
}

export type JournalStatus = 'pending' | 'succeeded' | 'failed' | 'unknown';

export interface JournalEntryView {
  id: string;
  startedAt: string;
  finishedAt?: string;
  user: string;
  environment: EnvironmentName;
  action: string;
  title: string;
  customerCpfMasked?: string;
  identifiers: Record<string, string>;
  status: JournalStatus;
  result?: { protocol?: string; httpStatus?: number; messages?: string[]; file?: string; rows?: number };
}

export interface JournalListing {
  entries: JournalEntryView[];
  /** Lines of the journal file that could not be read (a crash mid-write). */
  skippedLines: number;
}

/** A read: the answer as far as it could be read, and how it strayed from the contract (D41). */
export interface ReadOutcome<R> {
  data: R;
  drift: DriftReport;
}

/** The service completed the operation, but the journal could not record it (D60): shown with the result, never as a failure. */
export interface JournalWarning {
  message: string;
  messageEn: string;
}

export interface WriteOutcome<R> {
  result: R;
  journalEntryId: string;
  drift: DriftReport;
  journalWarning?: JournalWarning;
}

/** Contract drift of one operation since the app started, for the branch's IT and the API team. */
export interface OperationDriftView {
  operation: OperationId;
  title: string;
  /** Success answers read. */
  answers: number;
  /** Of those, the answers with at least one deviation. */
  answersWithDrift: number;
  /** Deviations by field and kind, summed over the answers (most frequent first, bounded). */
  fields: DriftEntry[];
}

export interface ContractDriftView {
  /** When counting started (the app's start), ISO 8601. */
  since: string;
  environment: EnvironmentName;
  /** Operations that answered at least once, in contract order. */
  operations: OperationDriftView[];
}

export interface CsvExportResult {
  journalEntryId: string;
  fileName: string;
  rows: number;
  bytes: number;
  /** The file was saved, but the journal could not record it. */
  journalWarning?: JournalWarning;
}
