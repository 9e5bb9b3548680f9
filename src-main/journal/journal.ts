/**
 * journal.jsonl: append-only record of every write operation, CSV export and
 * CPF reveal, written *before* the request is sent and again with its outcome.
 *
 * Durability: each line is appended with one write and fsynced before the
 * method returns, so once begin() returns the attempt is on disk. A crash can
 * at worst tear the last line; on open such a line is skipped and counted in
 * `readReport`, and the next append starts on a fresh line.
 *
 * Status of an entry: 'pending' between begin and finish. A 'pending' entry
 * found when the journal is opened was begun by an earlier run that never
 * recorded its outcome (crash, kill, power loss): the request may or may not
 * have reached the API, so it is shown as 'unknown'. That is derived on read;
 * the file keeps only what actually happened.
 */
import { randomUUID } from 'node:crypto';
import { foldText } from '../../src-shared/text/fold-text';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { maskCpfsInText } from '../../src-shared/mask';
import { maskCustomerCpf, maskIdentifiers, maskResult } from './journal-masking';
import {
  type BeginLine,
  type FinishLine,
  type JournalBeginInput,
  type JournalEntry,
  type JournalFilter,
  journalLine,
  type JournalOutcome,
  type JournalReadReport,
  type JournalResult,
} from './journal-types';

const DEFAULT_DUPLICATE_WINDOW_MS = 10 * 60_000;

/** YYYY-MM-DD of an instant on the São Paulo calendar (the branches' day, whatever the machine's zone). */
const saoPauloDay = (() => {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return (iso: string): string => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
})();


/**
 * A failure that may still have been applied: a 5xx other than 503 can come
 * from a gateway after the service committed (D33). 503 means "not taken".
 */
function mayHaveCommitted(entry: JournalEntry): boolean {
  const status = entry.result?.httpStatus ?? 0;
  return status >= 500 && status !== 503;
}

export class OperationsJournal {
  readonly readReport: JournalReadReport;
  /** In begin order. */
  private readonly entries = new Map<string, JournalEntry>();
  private fd: number | undefined;
  /** The file does not end with a newline (torn last line, or a failed write): start the next append on a fresh line. */
  private needsNewline = false;

  constructor(
    readonly path: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.readReport = this.readExisting();
  }

  /** Records an attempt about to be made; on disk when this returns. */
  begin(input: JournalBeginInput): JournalEntry {
    const line: BeginLine = {
      type: 'begin',
      id: randomUUID(),
      startedAt: this.clock().toISOString(),
      // Some companies use the CPF as login: mask it like any other text.
      user: maskCpfsInText(input.user),
      environment: input.environment,
      action: input.action,
      title: maskCpfsInText(input.title),
      identifiers: maskIdentifiers(input.identifiers ?? {}),
      fingerprint: input.fingerprint,
    };
    if (input.customerCpf !== undefined) line.customerCpfMasked = maskCustomerCpf(input.customerCpf);
    this.append(line);
    const { type: _type, ...fields } = line;
    const entry: JournalEntry = { ...fields, status: 'pending' };
    this.entries.set(entry.id, entry);
    return structuredClone(entry);
  }

  /** Records how an attempt begun by this run ended; on disk when this returns. */
  finish(id: string, status: JournalOutcome, result?: JournalResult): JournalEntry {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`Registro ${id} não encontrado no diário de operações.`);
    if (entry.status !== 'pending') throw new Error(`O registro ${id} do diário de operações já foi concluído (${entry.status}).`);
    const line: FinishLine = { type: 'finish', id, status, finishedAt: this.clock().toISOString() };
    if (result !== undefined) line.result = maskResult(result);
    this.append(line);
    applyFinish(entry, line);
    return structuredClone(entry);
  }

  /** Newest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const text = filter.text?.trim() ? foldText(filter.text.trim()) : undefined;
    const matches = [...this.entries.values()].reverse().filter((entry) => {
      if (filter.actions && !filter.actions.includes(entry.action)) return false;
      if (filter.statuses && !filter.statuses.includes(entry.status)) return false;
      if (filter.from || filter.to) {
        const day = saoPauloDay(entry.startedAt);
        if (filter.from && day < filter.from) return false;
        if (filter.to && day > filter.to) return false;
      }
      if (text !== undefined) {
        const haystack = [entry.title, entry.result?.protocol ?? '', entry.customerCpfMasked ?? '', ...Object.values(entry.identifiers)];
        if (!haystack.some((field) => foldText(field).includes(text))) return false;
      }
      return true;
    });
    // Stable sort: entries with the same instant keep newest-begun first.
    matches.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
    return (filter.limit === undefined ? matches : matches.slice(0, filter.limit)).map((e) => structuredClone(e));
  }

  /**
   * The newest attempt of the same request within the window that succeeded,
   * is still under way or ended unknown: sending again may do it twice.
   * Failed attempts do not count: retrying them is what the employee should do.
   */
  findRecentDuplicate(fingerprint: string, withinMs = DEFAULT_DUPLICATE_WINDOW_MS): JournalEntry | undefined {
    const since = this.clock().getTime() - withinMs;
    let newest: JournalEntry | undefined;
    for (const entry of this.entries.values()) {
      if (entry.fingerprint !== fingerprint || (entry.status === 'failed' && !mayHaveCommitted(entry))) continue;
      const started = Date.parse(entry.startedAt);
      if (started < since) continue;
      if (!newest || started >= Date.parse(newest.startedAt)) newest = entry;
    }
    return newest && structuredClone(newest);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private append(line: BeginLine | FinishLine): void {
    const fd = this.open();
    const bytes = Buffer.from(`${this.needsNewline ? '\n' : ''}${JSON.stringify(line)}\n`, 'utf8');
    // Until the fsync succeeds the file may end mid-line (e.g. disk full): the next append must not glue onto it.
    this.needsNewline = true;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
    this.needsNewline = false;
  }

  private open(): number {
    if (this.fd !== undefined) return this.fd;
    const dir = dirname(this.path);
    mkdirSync(dir, { recursive: true });
    const created = !existsSync(this.path);
    this.fd = openSync(this.path, 'a', 0o600);
    // A new file's directory entry must be durable too, or a crash could lose the whole journal.
    if (created && process.platform !== 'win32') {
      const dirFd = openSync(dir, 'r');
      try {
        fsyncSync(dirFd);
      } finally {
        closeSync(dirFd);
      }
    }
    return this.fd;
  }

  private readExisting(): JournalReadReport {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: 0, skippedLines: 0 };
      throw error;
    }
    this.needsNewline = text.length > 0 && !text.endsWith('\n');
    const lines = text.split('\n');
    let skippedLines = 0;
    let firstSkippedLine: number | undefined;
    const skip = (lineNumber: number) => {
      skippedLines++;
      firstSkippedLine ??= lineNumber;
    };
    lines.forEach((raw, index) => {
      const trimmed = raw.trim();
      if (trimmed === '') return;
      let json: unknown;
      try {
        json = JSON.parse(trimmed);
      } catch {
        skip(index + 1);
        return;
      }
      const parsed = journalLine.safeParse(json);
      if (!parsed.success) {
        skip(index + 1);
        return;
      }
      const line = parsed.data;
      if (line.type === 'begin') {
        if (this.entries.has(line.id)) return skip(index + 1);
        const { type: _type, ...fields } = line;
        this.entries.set(line.id, { ...fields, status: 'pending' });
      } else {
        // A finish whose begin was lost was already counted with that begin's line.
        const entry = this.entries.get(line.id);
        if (entry) applyFinish(entry, line);
      }
    });
    for (const entry of this.entries.values()) {
      if (entry.status === 'pending') entry.status = 'unknown';
    }
    const report: JournalReadReport = { entries: this.entries.size, skippedLines };
    if (firstSkippedLine !== undefined) report.firstSkippedLine = firstSkippedLine;
    return report;
  }
}

function applyFinish(entry: JournalEntry, line: FinishLine): void {
  entry.status = line.status;
  entry.finishedAt = line.finishedAt;
  if (line.result !== undefined) entry.result = line.result;
  else delete entry.result;
}
