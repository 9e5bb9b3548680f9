/**
 * Main process. Operations journal: what was attempted, by whom, in which
 * environment, and how it ended. One JSON object per line in journal.jsonl
 * and its archived segments (see journal.ts). Only masked CPFs are ever
 * stored (LGPD); request fingerprints are keyed hashes kept apart, and only
 * for the duplicate window (D60, D61).
 */
import { z } from 'zod';
import {
  JOURNAL_ACTIONS,
  type JournalAction,
  type JournalFilter as JournalFilterInput,
  type JournalStatus,
} from '../../src-shared/ipc/inputs';
import { ENVIRONMENTS, type Environment } from '../../src-shared/settings-schema';
import type { JournalResultView } from '../../src-shared/ipc/views';
import type { ErrorWords } from '../../src-shared/words/error-codes';

export type { JournalAction, JournalStatus };
/** How an attempt can end; 'unknown' when the request may or may not have reached the API (timeout, lost connection). */
export type JournalOutcome = Exclude<JournalStatus, 'pending'>;

export type JournalResult = JournalResultView;

/** How an employee settled an unknown outcome after checking it (D103). */
export type ResolutionOutcome = 'concluded' | 'not-concluded';
export const RESOLUTION_OUTCOMES: readonly ResolutionOutcome[] = ['concluded', 'not-concluded'];

export interface JournalResolution {
  outcome: ResolutionOutcome;
  /** What the employee wrote of how they checked (CPFs masked). */
  note: string;
  /** The protocol the check found (the service's number for what was done), when it found one. */
  protocol?: string;
  /** Login of who recorded it. */
  by: string;
  /** ISO 8601, UTC. */
  at: string;
}

export interface JournalEntry {
  id: string;
  /** ISO 8601, UTC. */
  startedAt: string;
  /** Login of the employee. */
  user: string;
  environment: Environment;
  action: JournalAction;
  /** pt-BR, e.g. the operation's title. */
  title: string;
  customerCpfMasked?: string;
  /** Certificate, title, proposal, protocol…; CPFs in here are masked. */
  identifiers: Record<string, string>;
  /**
   * keyedFingerprint() of the request ("<key id>:<HMAC>"), while the duplicate
   * window lasts (D61); never shown to the renderer. Absent for exports, CPF
   * reveals and anything older than the window.
   */
  fingerprint?: string;
  status: JournalStatus;
  result?: JournalResult;
  finishedAt?: string;
  /** What was sent, flattened and masked (journal-details.ts, D102). */
  details?: Record<string, string>;
  /** Keyed hashes of the customer's CPF and name words, and the id of their secret (journal-search.ts, D102); never shown. */
  searchKeyId?: string;
  searchKeys?: string[];
  /** An unknown outcome checked and settled by an employee (D103); the newest one counts. */
  resolution?: JournalResolution;
}

/** What the caller knows before sending. The raw CPF is accepted here and masked before anything is written. */
export interface JournalBeginInput {
  user: string;
  environment: Environment;
  action: JournalAction;
  title: string;
  customerCpf?: string;
  identifiers?: Record<string, string>;
  /** Writes only: keyedFingerprint() of the request, to find a repeated submission (D33, D61). */
  fingerprint?: string;
  /** Writes only: what was sent, already masked (journalDetailsOf). */
  details?: Record<string, string>;
  /** searchKeysOf() of the customer the entry is about (writes, exports, prints, reveals: D253). */
  search?: { keyId: string; keys: string[] };
}

/** What findRecentDuplicate compares: the attempt about to be begun, with its fingerprint. */
export type DuplicateProbe = JournalBeginInput & { fingerprint: string };

/** What History asks of the journal: the IPC input (validated there), without its "no filter" undefined. */
export type JournalFilter = NonNullable<JournalFilterInput>;

export interface JournalReadReport {
  entries: number;
  /** Lines that could not be read (torn by a crash, or damaged) and were left out. */
  skippedLines: number;
  /** 1-based line number of the first of them. */
  firstSkippedLine?: number;
}

// --- Lines on disk --------------------------------------------------------
// Read leniently (z.object: unknown extra fields are ignored) so an older
// Balcão can still read a journal a newer one has appended to.

/**
 * Balcão's own words as kept: any code (a newer Balcão may know codes this one does not, said as such by
 * sayWords) with its values; the values are not checked against the code here, sayWords says what it cannot word.
 */
const keptWords = z.object({
  code: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
  get then() {
    return keptWords.optional();
  },
});

const result = z.object({
  protocol: z.string().optional(),
  httpStatus: z.number().int().optional(),
  messages: z.array(z.string()).optional(),
  said: z.array(keptWords.transform((words) => words as ErrorWords)).optional(),
  file: z.string().optional(),
  rows: z.number().int().optional(),
});

export const beginLine = z.object({
  type: z.literal('begin'),
  id: z.string().min(1),
  startedAt: z.iso.datetime(),
  user: z.string(),
  environment: z.enum(ENVIRONMENTS),
  action: z.enum(JOURNAL_ACTIONS as [JournalAction, ...JournalAction[]]),
  title: z.string(),
  customerCpfMasked: z.string().optional(),
  identifiers: z.record(z.string(), z.string()),
  // Lines before D61 held an unsalted SHA-256 here; new lines write "" (an older
  // Balcão requires the field) and keep keyed fingerprints apart. Never read.
  fingerprint: z.string().optional(),
  details: z.record(z.string(), z.string()).optional(),
  searchKeyId: z.string().optional(),
  searchKeys: z.array(z.string()).max(40).optional(),
});

export const finishLine = z.object({
  type: z.literal('finish'),
  id: z.string().min(1),
  status: z.enum(['succeeded', 'failed', 'unknown']),
  result: result.optional(),
  finishedAt: z.iso.datetime(),
});

const resolution = z.object({
  outcome: z.enum(['concluded', 'not-concluded']),
  note: z.string(),
  protocol: z.string().optional(),
  by: z.string(),
  at: z.iso.datetime(),
});

/**
 * An unknown outcome settled (D103). Carries the whole entry as it then was,
 * so the segment it lands in can show the entry by itself, whatever segment
 * its begin line is in (a newer copy of an entry wins over an older one).
 */
export const resolveLine = z.object({
  type: z.literal('resolve'),
  id: z.string().min(1),
  resolution,
  entry: beginLine.omit({ type: true, fingerprint: true }).extend({
    status: z.enum(['succeeded', 'failed', 'unknown']),
    result: result.optional(),
    finishedAt: z.iso.datetime().optional(),
  }),
});

export const journalLine = z.discriminatedUnion('type', [beginLine, finishLine, resolveLine]);
export type BeginLine = z.infer<typeof beginLine>;
export type FinishLine = z.infer<typeof finishLine>;
export type ResolveLine = z.infer<typeof resolveLine>;
