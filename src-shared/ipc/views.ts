/** Output types of the non-operation channels: what the renderer sees (never a secret). */
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

export interface SessionUser {
  name: string;
  login: string;
  cpfMasked: string;
  /** YYYY-MM-DD */
  birthday: string;
}

export interface SessionInfo {
  loggedIn: boolean;
  environment: EnvironmentName;
  user?: SessionUser;
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

/** The service completed the operation, but the journal could not record it (D60): shown with the result, never as a failure. */
export interface JournalWarning {
  message: string;
  messageEn: string;
}

export interface WriteOutcome<R> {
  result: R;
  journalEntryId: string;
  journalWarning?: JournalWarning;
}

export interface CsvExportResult {
  journalEntryId: string;
  fileName: string;
  rows: number;
  bytes: number;
  /** The file was saved, but the journal could not record it. */
  journalWarning?: JournalWarning;
}
