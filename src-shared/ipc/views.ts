/** Output types of the channels: what the renderer sees (never a secret). */
import type { ApiResult, DriftEntry, DriftReport, OperationId } from '../contract';
import type { PolicyView } from '../policy-schema';
import type { EnvironmentName, ExportFormat, JournalStatus } from './inputs';
import type { ErrorSaying } from './ipc-result';
import type { ErrorWords } from '../words/error-codes';

export type { JournalStatus };
import type { MovementFacets, MovementMissing, MovementTotals } from '../statements/movement-view';
import type { PeriodSummaryView } from '../statements/period-summary-view';

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
  environments: {
    sandbox: { companyCode: string };
    test: EnvironmentSettingsView;
    production: EnvironmentSettingsView;
  };
  language: 'pt-BR' | 'en';
  theme: 'light' | 'dark' | 'auto';
  requestTimeoutSeconds: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** The company's name on the statements (D183). */
  statementCompanyName: string;
  /** The IT policy (D133): fields it fixes show "definido pela TI"; a broken file is shown. */
  policy: PolicyView;
  keys: Record<EnvironmentName, KeyStatus>;
  sandboxUrl?: string;
}

/** Why saving the settings ended the session (D101): what changed of the active environment's endpoint. */
export type SessionEndReason = 'environment' | 'address' | 'company-code';

/** What saving the settings gives back: the settings, and whether (and why) it ended the session. */
export interface SettingsSaved extends SettingsView {
  /** Absent when the session went on (or there was none). */
  sessionEnded?: SessionEndReason;
}

/** What a connection test found, and what it says about it, by code. */
export type ConnectionTestResult = ConnectionTestFindings & ErrorSaying;

export interface ConnectionTestFindings {
  environment: EnvironmentName;
  /** `company-rejected`: the service answered, but refused the company code; `service-error`: it answered with an error of its own. */
  outcome:
    | 'ok'
    | 'not-configured'
    | 'key-missing'
    | 'unreachable'
    | 'tls'
    | 'timeout'
    | 'key-rejected'
    | 'company-rejected'
    | 'service-error'
    | 'unexpected';
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

/** How an attempt ended, as the journal keeps it and History shows it. */
export interface JournalResultView {
  protocol?: string;
  httpStatus?: number;
  /** The service's own words as received (pt-BR), and what a journal of an older Balcão wrote as sentences. */
  messages?: string[];
  /** Balcão's own reasons, by code with their values (D480): worded when shown, in the language shown. */
  said?: ErrorWords[];
  /** Exports: where the file was saved. */
  file?: string;
  rows?: number;
}

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
  result?: JournalResultView;
  /** What a write sent, field path → value, personal data masked (D102). */
  details?: Record<string, string>;
  /** An unknown outcome an employee checked and settled (D103). */
  resolution?: JournalResolutionView;
}

export interface JournalResolutionView {
  outcome: 'concluded' | 'not-concluded';
  note: string;
  /** The protocol the check found, when it found one. */
  protocol?: string;
  by: string;
  at: string;
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
  words: ErrorWords;
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

export interface ExportResult {
  journalEntryId: string;
  fileName: string;
  /** The format written (the one the save dialog's file name asked for). */
  format: ExportFormat;
  rows: number;
  bytes: number;
  /** The file was saved, but the journal could not record it. */
  journalWarning?: JournalWarning;
  /** The screen asked for the customer's CPF in full, but no reveal of it is on record in this session: it went out masked (D181). */
  cpfRevealRefused?: true;
}

/** One window of a view (filter + sort) of the kept movements list (D140–D142). */
export interface MovementWindow {
  /** The kept list it was cut from: changes when main read Op12 again (expired, reloaded, a write). */
  list: number;
  /** Rows in the whole list, and in the view (after the filter). */
  listRows: number;
  viewRows: number;
  offset: number;
  rows: ApiResult<'op12'>;
  /**
   * A filtered view's first window, found before the whole filter ran (D576): `viewRows` is how many rows were found
   * so far, not the view's count, which a window asked `whole` brings.
   */
  counting?: true;
}

/** The answer to opening the movements: the first window and how the read strayed from the contract. */
export interface MovementOpenResult extends MovementWindow {
  /** Absent while a large list is still being read: the summary brings it (D185). */
  drift?: DriftReport;
}

/** What the movements screen shows beside the rows, computed in main over the kept list (D143). */
export interface MovementSummaryView {
  list: number;
  /** Of the whole list: the filters' choices, what it lacks, the coverage/fund pairs (balance tab). */
  facets: MovementFacets;
  missingInAll: MovementMissing;
  pairs: Array<{ cobertura: string; fundo: string }>;
  /** Of the view (the filter given): count, sums, and what the sums left out. */
  totals: MovementTotals;
  missing: MovementMissing;
  /** How the whole answer strayed from the contract (every row read). */
  drift: DriftReport;
  /** The statement's summary of the filter's period, every fund and type (D350): what the documents print. */
  period: PeriodSummaryView;
}

export interface PrintResult {
  journalEntryId: string;
  /** 'sent': handed to the system's print dialog and the employee printed; 'cancelled': the employee closed the dialog. */
  outcome: 'sent' | 'cancelled';
  rows: number;
  /** Sent to the printer, but the journal could not record it (D60). */
  journalWarning?: JournalWarning;
  /** The screen asked for the customer's CPF in full, but no reveal of it is on record in this session: it went out masked (D181). */
  cpfRevealRefused?: true;
}

/** The reads waiting because the service asked them to (429, 503 with Retry-After), for the screen to say so (D216). */
export interface ServiceWaitsView {
  /** Grows at every change: the next `serviceStatus.waits` call passes it to be answered at the next change. */
  version: number;
  waits: Array<{
    operation: OperationId;
    reason: 'rate-limited' | 'unavailable';
    /** How long the service asked to wait, rounded up. */
    seconds: number;
    /** When the read is sent again (ISO instant). */
    until: string;
  }>;
}
