/**
 * Contract drift: what an answer did differently from the contract and was
 * tolerated. Paths and kinds only, never values (LGPD). Runs in the main
 * process (client) and in tests; the renderer receives the summaries.
 */
import { maskCpfsInText } from '../../mask';

/**
 * absent: a field the contract describes was missing; null: it came as null;
 * coerced: a value written another way was converted (a number as text, pt-BR
 * numeric text, text as a number, an identifier beyond 2^53 kept as its
 * digits, a date-time in lowercase or in epoch milliseconds); extra: a field
 * the contract does not describe was ignored; reshaped: a list came as one
 * object or as null (or an answer with no body), a record as a list of one;
 * mistyped: a value of another type could not be read and is shown as "não
 * informado"; enveloped: the list or record came inside an envelope
 * (`items`, `value`, `data`, `_embedded`…); renamed: a field came under its
 * name in another case (`Protocolo`); sentinel: a "no date" value
 * (`0001-01-01`, `9999-12-31`, epoch 0) read as absent; dropped: a record
 * without its identity, or without any of its fields, was left out (D202); charset: the body's bytes were not in
 * the charset it declared (UTF-8, JSON's own, when it declared none) and were read as another (D310).
 */
export type DriftKind =
  | 'absent'
  | 'null'
  | 'coerced'
  | 'extra'
  | 'reshaped'
  | 'mistyped'
  | 'enveloped'
  | 'renamed'
  | 'sentinel'
  | 'dropped'
  | 'charset';

export const DRIFT_KINDS: readonly DriftKind[] = [
  'absent',
  'null',
  'coerced',
  'extra',
  'reshaped',
  'mistyped',
  'enveloped',
  'renamed',
  'sentinel',
  'dropped',
  'charset',
];

export interface DriftEntry {
  /** Field path in the answer, `[]` for any list element: `cliente.enderecos[].numero`. */
  path: string;
  kind: DriftKind;
  /** How many times in this answer (one per list element). */
  count: number;
  /** The contract names this field as one the app cannot work without (success.essential). */
  essential?: true;
}

export interface DriftReport {
  /** Distinct (path, kind) pairs, at most MAX_REPORTED_DRIFT of them. */
  entries: DriftEntry[];
  /** Deviations in all, over every entry (including those not listed). */
  total: number;
  /** Distinct (path, kind) pairs, when more than could be listed. */
  distinct: number;
}

export const NO_DRIFT: DriftReport = Object.freeze({ entries: [], total: 0, distinct: 0 }) as DriftReport;

/** Bounded: a pathological answer (a million extra keys) must not become a million-line report. */
export const MAX_REPORTED_DRIFT = 100;
const MAX_DISTINCT = 1000;
const MAX_KEY_LENGTH = 60;

/** The report with one more deviation (one the reader could not see, like the body's charset), counted once and
 * listed first: it concerns the whole answer. */
export function withDrift(report: DriftReport, path: string, kind: DriftKind): DriftReport {
  const found = report.entries.find((e) => e.path === path && e.kind === kind);
  const entries = found
    ? report.entries.map((e) => (e === found ? { ...e, count: e.count + 1 } : e))
    : [{ path, kind, count: 1 }, ...report.entries].slice(0, MAX_REPORTED_DRIFT);
  return { entries, total: report.total + 1, distinct: report.distinct + (found ? 0 : 1) };
}

/** A field name from the service as it may appear in a path: bounded, CPF-like digits masked. */
export function safeFieldName(name: string): string {
  const bounded = name.length > MAX_KEY_LENGTH ? `${name.slice(0, MAX_KEY_LENGTH)}…` : name;
  // Control characters would garble a copied report or a log line: each becomes '?'.
  let printable = '';
  for (const char of bounded) printable += char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? '?' : char;
  return maskCpfsInText(printable);
}

/** Collects deviations while an answer is read; cheap per call (a Map keyed by kind and path). */
export class DriftCollector {
  private readonly byKey = new Map<string, DriftEntry>();
  private overflow = 0;
  total = 0;
  /** A number whose digits JSON.parse could not keep (beyond 2^53) was met: the text must be parsed again, exactly. */
  lostDigits = false;

  constructor(private readonly essential: ReadonlySet<string> = new Set()) {}

  add(path: string, kind: DriftKind): void {
    this.total += 1;
    const key = `${kind} ${path}`;
    const found = this.byKey.get(key);
    if (found) {
      found.count += 1;
      return;
    }
    if (this.byKey.size >= MAX_DISTINCT) {
      this.overflow += 1;
      return;
    }
    const entry: DriftEntry = { path, kind, count: 1 };
    if (this.essential.has(path)) entry.essential = true;
    this.byKey.set(key, entry);
  }

  get size(): number {
    return this.total;
  }

  /** An empty collector with the same essential fields, for a trial read. */
  fork(): DriftCollector {
    return new DriftCollector(this.essential);
  }

  /** Folds another collector in (a union option that was chosen). */
  absorb(other: DriftCollector): void {
    for (const entry of other.byKey.values()) for (let i = 0; i < entry.count; i++) this.add(entry.path, entry.kind);
    this.overflow += other.overflow;
    this.lostDigits ||= other.lostDigits;
  }

  report(): DriftReport {
    if (this.total === 0) return NO_DRIFT;
    // Essential fields first, then the most frequent: what IT should look at first.
    const all = [...this.byKey.values()].sort(
      (a, b) => Number(!!b.essential) - Number(!!a.essential) || b.count - a.count || a.path.localeCompare(b.path),
    );
    return {
      entries: all.slice(0, MAX_REPORTED_DRIFT),
      total: this.total,
      distinct: this.byKey.size + (this.overflow > 0 ? 1 : 0),
    };
  }
}
