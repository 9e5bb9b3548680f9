/**
 * Main process. journal.jsonl: append-only record of every write operation,
 * CSV export and CPF reveal, written *before* the request is sent and again
 * with its outcome.
 *
 * Durability: each line is appended with one write and fsynced before the
 * method returns, so once begin() returns the attempt is on disk. A crash can
 * at worst tear the last line; on open such a line is skipped and counted in
 * `readReport`, and the next append starts on a fresh line. A failed append
 * (full disk, read-only folder) is cut back off the file and reported as a
 * LocalWriteError saying what and where.
 *
 * Status of an entry: 'pending' between begin and finish. A 'pending' entry
 * found when the journal is opened was begun by an earlier run that never
 * recorded its outcome (crash, kill, power loss): the request may or may not
 * have reached the API, so it is shown as 'unknown'. That is derived on read;
 * the file keeps only what actually happened.
 *
 * An outcome that cannot be written (D60) stays in memory, where History and
 * the duplicate check see it, and is written before anything else as soon as
 * the disk takes it again; until then the attempt counts as 'unknown' for
 * duplicates, as it would after a restart.
 *
 * Size (D62): the file is one segment; past `segmentBytes` it moves to the
 * archive and a new one starts, so opening reads at most the active segment
 * and the newest archived one, whatever the journal's age. History reads
 * older segments only when its filters reach them. The app opens it with
 * openJournal (journal-open.ts, D727), which reads those two segments beside
 * main's event loop; constructed directly, it reads them here.
 *
 * Fingerprints (D61): keyed hashes of the requests, kept apart in
 * journal-fingerprints.json for the duplicate window only.
 */
import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { type FileSystemPort, fsyncFolderSync, nodeFileSystem, writeAllSync } from '../../src-shared/node/file-system';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { maskCpfsInText } from '../../src-shared/mask';
import { OutcomeNotSavedError } from '../errors';
import { archiveActive, type ArchivedSegment, listArchive } from './journal-archive';
import { applyFinish, applyResolve, readSegment, readSegmentContaining, searchableInRawLines } from './journal-lines';
import { type JournalStart, readJournalStart } from './journal-start';
import type { SearchProbe } from './journal-search';
import { byNewestStart, foldedSearchText } from './journal-filter';
import { KeptRecords } from './kept-records';
import { overlaps } from './journal-index';
import { type ArchiveCursor, type ArchiveSearch, journalIndexThread } from './journal-index-client';
import { type JournalPages, mergedPages } from './journal-pages';
import { maskCustomerCpf, maskIdentifiers, maskResult } from './journal-masking';
import {
  type BeginLine,
  type DuplicateProbe,
  type FinishLine,
  type JournalBeginInput,
  type JournalEntry,
  type JournalFilter,
  type JournalOutcome,
  type JournalReadReport,
  type JournalResolution,
  type JournalResult,
  type ResolveLine,
} from './journal-types';
import { RecentFingerprints } from './recent-fingerprints';
import { keyIdOf } from './request-fingerprint';

/** How long an identical write counts as a probable duplicate (D33); also how long its fingerprint is kept (D61). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Size at which the active segment is archived (D62): about 5,000 attempts. */
export const DEFAULT_SEGMENT_BYTES = 2 * 1024 * 1024;
/** Archived segments History keeps parsed, for filters changed back and forth. */
const ARCHIVE_CACHE_SEGMENTS = 4;

const MASKED_CPF = /\*\*\*\.\d{3}\.\d{3}-\*\*/;

/**
 * A failure that may still have been applied: a 5xx other than 503 can come
 * from a gateway after the service committed (D33). 503 means "not taken".
 */
function mayHaveCommitted(entry: JournalEntry): boolean {
  const status = entry.result?.httpStatus ?? 0;
  return status >= 500 && status !== 503;
}

export interface JournalOptions {
  /** The disk (tests inject a full or read-only one). */
  files?: FileSystemPort;
  segmentBytes?: number;
  duplicateWindowMs?: number;
  /** Diagnostic lines, free of personal data. */
  log?: (line: string) => void;
  /** Where History's searches of the archived segments are answered (D340): the index thread unless a test says otherwise. */
  archiveSearch?: ArchiveSearch;
  /** What the start read, when read elsewhere (openJournal, D727); absent, the constructor reads it on main. */
  start?: JournalStart;
}

export class OperationsJournal {
  readonly readReport: JournalReadReport;
  private readonly files: FileSystemPort;
  private readonly segmentBytes: number;
  private readonly windowMs: number;
  private readonly log: (line: string) => void;
  /** Entries of the newest archived segment and of the active one, in begin order: what start-up reads. */
  private readonly entries = new Map<string, JournalEntry>();
  /** The search records of `entries`, kept as they change (never made again at each search). */
  private readonly records = new KeptRecords();
  private activeIds = new Set<string>();
  /** The newest archived segment (its entries are in `entries`). */
  private previous: { name: string; ids: string[] } | undefined;
  private activeBytes = 0;
  private fd: number | undefined;
  /** The file does not end with a newline (a torn last line): start the next append on a fresh line. */
  private needsNewline = false;
  /** Finish lines whose write failed, oldest first: written before anything else. */
  private readonly unsaved: FinishLine[] = [];
  private readonly unsavedIds = new Set<string>();
  /** Real paths of this run's exports: the journal keeps them masked, "Mostrar na pasta" needs the real one. */
  private readonly exportedFiles = new Map<string, string>();
  private readonly fingerprints: RecentFingerprints;
  private readonly archiveCache = new Map<string, JournalEntry[]>();
  private readonly archiveSearch: ArchiveSearch;

  constructor(
    readonly path: string,
    private readonly clock: () => Date = () => new Date(),
    options: JournalOptions = {},
  ) {
    this.files = options.files ?? nodeFileSystem;
    this.segmentBytes = options.segmentBytes ?? DEFAULT_SEGMENT_BYTES;
    this.windowMs = options.duplicateWindowMs ?? DUPLICATE_WINDOW_MS;
    this.log = options.log ?? (() => undefined);
    this.archiveSearch = options.archiveSearch ?? journalIndexThread;
    this.archiveSearch.logTo?.(path, this.log);
    this.fingerprints = new RecentFingerprints(
      join(dirname(path), `${basename(path, '.jsonl')}-fingerprints.json`),
      this.files,
      clock,
      this.windowMs,
    );
    const start = options.start ?? readJournalStart(this.files, path, this.segmentBytes);
    for (const line of start.notes) this.log(line);
    this.readReport = start.readReport;
    this.activeIds = new Set(start.activeIds);
    if (start.previous) this.previous = start.previous;
    this.activeBytes = start.activeBytes;
    this.needsNewline = start.needsNewline;
    this.fingerprints.load();
    start.entries.forEach((entry, at) => {
      this.entries.set(entry.id, entry);
      this.records.keep(entry, start.records[at]!);
      const fingerprint = this.fingerprints.get(entry.id);
      if (fingerprint) entry.fingerprint = fingerprint;
    });
  }

  /** Records an attempt about to be made; on disk when this returns, or LocalWriteError (and nothing must be sent). */
  begin(input: JournalBeginInput): JournalEntry {
    // Outcomes still waiting for the disk go first: the file keeps the order things happened in.
    this.flushUnsaved();
    this.rotateIfDue();
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
      // Empty on purpose: an older Balcão requires the field; the keyed fingerprint lives apart (D61).
      fingerprint: '',
    };
    if (input.details)
      line.details = Object.fromEntries(Object.entries(input.details).map(([k, v]) => [k, maskCpfsInText(v)]));
    if (input.search) {
      line.searchKeyId = input.search.keyId;
      line.searchKeys = input.search.keys;
    }
    if (input.customerCpf !== undefined) line.customerCpfMasked = maskCustomerCpf(input.customerCpf);
    // Before the begin line: a write on disk always has its fingerprint. Same folder, same problem: reported as the journal's.
    if (input.fingerprint !== undefined) {
      try {
        this.fingerprints.add(line.id, input.fingerprint, line.startedAt);
      } catch (error) {
        throw new LocalWriteError(error, this.path, 'journal');
      }
    }
    this.append(line);
    const { type: _type, fingerprint: _empty, ...fields } = line;
    const entry: JournalEntry = { ...fields, status: 'pending' };
    if (input.fingerprint !== undefined) entry.fingerprint = input.fingerprint;
    this.entries.set(entry.id, entry);
    this.records.note(entry);
    this.activeIds.add(entry.id);
    return structuredClone(entry);
  }

  /**
   * Records how an attempt begun by this run ended; on disk when this returns,
   * or OutcomeNotSavedError (the outcome is kept in memory and written later).
   */
  finish(id: string, status: JournalOutcome, result?: JournalResult): JournalEntry {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`Registro ${id} não encontrado no diário de operações.`);
    if (entry.status !== 'pending')
      throw new Error(`O registro ${id} do diário de operações já foi concluído (${entry.status}).`);
    const line: FinishLine = { type: 'finish', id, status, finishedAt: this.clock().toISOString() };
    if (result !== undefined) line.result = maskResult(result);
    if (result?.file !== undefined && entry.action === 'export') this.exportedFiles.set(id, result.file);
    applyFinish(entry, line);
    this.records.note(entry);
    try {
      this.flushUnsaved();
      this.append(line);
    } catch (error) {
      if (!(error instanceof LocalWriteError)) throw error;
      this.unsaved.push(line);
      this.unsavedIds.add(id);
      throw new OutcomeNotSavedError(structuredClone(entry), error);
    }
    return structuredClone(entry);
  }

  /**
   * Records that an employee checked an unknown outcome and how it ended (D103):
   * one more line, nothing rewritten. The line carries the entry, so it shows
   * resolved wherever its begin line is (an older segment included).
   * LocalWriteError when the disk refuses (nothing changes then).
   */
  resolve(id: string, resolution: Omit<JournalResolution, 'at'>): JournalEntry | undefined {
    const entry = this.entries.get(id) ?? this.findArchived(id);
    if (!entry || entry.status !== 'unknown' || this.unsavedIds.has(id)) return undefined;
    this.flushUnsaved();
    this.rotateIfDue();
    const masked: JournalResolution = {
      ...resolution,
      note: maskCpfsInText(resolution.note),
      by: maskCpfsInText(resolution.by),
      at: this.clock().toISOString(),
    };
    const { fingerprint: _kept, resolution: _older, ...fields } = entry;
    const line: ResolveLine = { type: 'resolve', id, resolution: masked, entry: { ...fields, status: 'unknown' } };
    this.append(line);
    const live = this.entries.get(id);
    if (live) applyResolve(live, line);
    else this.entries.set(id, { ...entry, resolution: masked });
    this.records.note(this.entries.get(id)!);
    // Its newest copy is in the active segment now: it stays in memory with it.
    if (!this.activeIds.has(id)) {
      this.activeIds.add(id);
      if (this.previous) this.previous.ids = this.previous.ids.filter((other) => other !== id);
    }
    return structuredClone(this.entries.get(id)!);
  }

  /** An entry no longer in memory, from the newest archived segment that holds it. */
  private findArchived(id: string): JournalEntry | undefined {
    for (const segment of listArchive(this.files, this.path).reverse()) {
      if (segment.name === this.previous?.name) continue;
      const found = this.readArchivedContaining(segment, id).find((e) => e.id === id);
      if (found) return found;
    }
    return undefined;
  }

  /** Writes the outcomes still waiting for the disk. False when it still refuses (they stay queued). */
  retryUnsaved(): boolean {
    try {
      this.flushUnsaved();
      return true;
    } catch {
      return false;
    }
  }

  /** Outcomes recorded in memory and not yet on disk. */
  get unsavedOutcomes(): number {
    return this.unsaved.length;
  }

  /** Drops fingerprints the duplicate window no longer covers, in memory and on disk (D61). */
  pruneFingerprints(): void {
    const since = this.clock().getTime() - this.windowMs;
    for (const entry of this.entries.values())
      if (entry.fingerprint && Date.parse(entry.startedAt) < since) delete entry.fingerprint;
    if (!this.fingerprints.prune())
      this.log('diário: não foi possível apagar impressões digitais vencidas (nova tentativa em seguida)');
  }

  /**
   * History's search (D340): what list() answers, with the archived segments
   * searched from their index in its own thread, so main's event loop only
   * filters the segments it holds in memory (two at most) and receives the
   * matches. Should the index thread fail, the segments are read here, as
   * list() does.
   */
  async search(filter: JournalFilter = {}, probe?: SearchProbe): Promise<JournalEntry[]> {
    const memory = [...this.entries.values()];
    const matches = memory.slice().reverse().filter(this.records.matcher(filter, probe));
    const limit = filter.limit;
    if (limit !== undefined && matches.length >= limit) return this.newest(matches, limit);
    let archived: JournalEntry[];
    try {
      const answer = await this.archiveSearch.query(this.path, {
        filter,
        probe,
        skipSegment: this.previous?.name,
        // Only a resolution gives an entry a second copy (D103): the one main holds is the newer.
        shadowed: memory.filter((e) => e.resolution !== undefined).map((e) => e.id),
        need: limit === undefined ? undefined : limit - matches.length,
      });
      archived = answer.entries;
    } catch (error) {
      this.log(`diário: índice do Histórico indisponível (${(error as Error).message}); lendo os segmentos`);
      return this.list(filter, probe);
    }
    // A segment archived while the question was on its way is in both: the copy in memory counts.
    const inMemory = new Set(memory.map((e) => e.id));
    const own = new Set(matches);
    for (const entry of archived) if (!inMemory.has(entry.id)) matches.push(entry);
    matches.sort(byNewestStart);
    // The thread's entries are already the caller's own; only those main keeps are copied.
    return (limit === undefined ? matches : matches.slice(0, limit)).map((e) => (own.has(e) ? structuredClone(e) : e));
  }

  /**
   * History's search as pages (D420), for answers of any size (the export): the entries search() would answer,
   * in its order, the archived ones handed over by the index thread a page at a time. The entries main holds are
   * taken as they are now, so the answer is the journal as it was when asked. Should the index thread fail before the
   * first page, the segments are read here, as search() does.
   */
  async searchPages(filter: JournalFilter = {}, probe?: SearchProbe): Promise<JournalPages> {
    const memory = [...this.entries.values()];
    const own = memory
      .slice()
      .reverse()
      .filter(this.records.matcher(filter, probe))
      .sort(byNewestStart)
      // An attempt's outcome or check replaces fields of its entry, never changes them inside: a shallow copy keeps it as it is now.
      .map((e) => ({ ...e }));
    const limit = filter.limit;
    if (limit !== undefined && own.length >= limit) return mergedPages(own, undefined, limit);
    let cursor: ArchiveCursor;
    try {
      cursor = await this.archiveSearch.open(this.path, {
        filter,
        probe,
        skipSegment: this.previous?.name,
        // Every entry main holds is answered from here: an archived copy is older, or the same one archived meanwhile.
        shadowed: memory.map((e) => e.id),
        need: limit === undefined ? undefined : limit - own.length,
      });
    } catch (error) {
      this.log(`diário: índice do Histórico indisponível (${(error as Error).message}); lendo os segmentos`);
      return mergedPages(this.list(filter, probe), undefined, limit);
    }
    return mergedPages(own, cursor, limit);
  }

  /** Starts building the archive index now, so the first History search does not wait for it. */
  warmSearchIndex(): void {
    // Nothing archived yet: nothing to index, no thread to start. Known without listing the archive on main: the
    // newest archived segment is always the one held as `previous`.
    if (this.previous === undefined) return;
    this.archiveSearch.warm(this.path).catch(() => undefined);
  }

  /** Sorted newest first, cut to `limit`, as copies the caller may keep. */
  private newest(matches: JournalEntry[], limit: number | undefined): JournalEntry[] {
    matches.sort(byNewestStart);
    return (limit === undefined ? matches : matches.slice(0, limit)).map((e) => structuredClone(e));
  }

  /**
   * Newest first. Reads archived segments only as far as the filter and limit
   * need. `probe`: the search text as keyed hashes (a full CPF or name words,
   * D102); an entry matches the text or the probe.
   */
  list(filter: JournalFilter = {}, probe?: SearchProbe): JournalEntry[] {
    const match = this.records.matcher(filter, probe);
    // An entry resolved later has a newer copy (D103): the first one seen, newest segment first, is the one shown.
    const seen = new Set<string>();
    const firstCopy = (entry: JournalEntry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    };
    const matches = [...this.entries.values()].filter(firstCopy).reverse().filter(match);
    const limit = filter.limit;
    if (limit === undefined || matches.length < limit) {
      const text = foldedSearchText(filter);
      for (const segment of listArchive(this.files, this.path).reverse()) {
        if (segment.name === this.previous?.name || !overlaps(segment, filter)) continue;
        // A text search parses only the entries whose lines contain the text or the probe's hashes (years of archive: reading, not parsing).
        const candidates =
          text !== undefined && searchableInRawLines(text) && !this.archiveCache.has(segment.name)
            ? this.readArchivedContaining(segment, [text, ...(probe?.all ?? [])])
            : this.readArchived(segment);
        matches.push(...candidates.slice().reverse().filter(firstCopy).filter(match));
        if (limit !== undefined && matches.length >= limit) break;
      }
    }
    return this.newest(matches, limit);
  }

  /** One entry by its id, as History shows it (the newest copy, D103); undefined when the journal has none. */
  entry(id: string): JournalEntry | undefined {
    const current = this.entries.get(id);
    if (current !== undefined) return structuredClone(current);
    // Older entries are in the archive: read as History reads it, the text being the id (every line of it holds it).
    return this.list({ text: id }).find((entry) => entry.id === id);
  }

  /** Where an export was saved: the real path for this run's exports; for older ones the recorded path, unless masking changed it. */
  exportedFile(id: string): string | undefined {
    const real = this.exportedFiles.get(id);
    if (real !== undefined) return real;
    const entry = this.entries.get(id);
    const file = entry?.action === 'export' ? entry.result?.file : undefined;
    return file !== undefined && !MASKED_CPF.test(file) ? file : undefined;
  }

  /**
   * The newest attempt of the same request within the window that succeeded,
   * is still under way or ended unknown: sending again may do it twice.
   * Failed attempts do not count: retrying them is what the employee should do.
   * An attempt whose fingerprint was made with another key (an earlier run
   * without keychain) or is gone is compared by what it was about: same
   * operation, environment, customer and identifiers (D61).
   */
  findRecentDuplicate(probe: DuplicateProbe): JournalEntry | undefined {
    const since = this.clock().getTime() - this.windowMs;
    const keyId = keyIdOf(probe.fingerprint);
    const cpf = probe.customerCpf !== undefined ? maskCustomerCpf(probe.customerCpf) : undefined;
    const identifiers = JSON.stringify(sortedEntries(maskIdentifiers(probe.identifiers ?? {})));
    let newest: JournalEntry | undefined;
    for (const entry of this.entries.values()) {
      if (entry.action !== probe.action || entry.environment !== probe.environment) continue;
      const started = Date.parse(entry.startedAt);
      if (started < since) continue;
      // An outcome not yet on disk would read as unknown after a restart: it counts whatever it was.
      if (!this.unsavedIds.has(entry.id) && entry.status === 'failed' && !mayHaveCommitted(entry)) continue;
      // Checked by an employee and found not done (D103): sending it is what should happen now.
      if (entry.resolution?.outcome === 'not-concluded') continue;
      const same =
        entry.fingerprint !== undefined && keyIdOf(entry.fingerprint) === keyId
          ? entry.fingerprint === probe.fingerprint
          : entry.customerCpfMasked === cpf && JSON.stringify(sortedEntries(entry.identifiers)) === identifiers;
      if (!same) continue;
      if (!newest || started >= Date.parse(newest.startedAt)) newest = entry;
    }
    return newest && structuredClone(newest);
  }

  close(): void {
    this.archiveSearch.forget(this.path);
    if (!this.retryUnsaved()) this.log(`diário: ${this.unsaved.length} resultado(s) não gravado(s) ao fechar`);
    if (this.fd === undefined) return;
    this.files.closeSync(this.fd);
    this.fd = undefined;
  }

  private flushUnsaved(): void {
    while (this.unsaved.length > 0) {
      const line = this.unsaved[0]!;
      this.append(line);
      this.unsaved.shift();
      this.unsavedIds.delete(line.id);
    }
  }

  private append(line: BeginLine | FinishLine | ResolveLine): void {
    let fd: number;
    let before: number;
    try {
      fd = this.open();
      before = this.files.fstatSync(fd).size;
    } catch (error) {
      throw new LocalWriteError(error, this.path, 'journal');
    }
    const bytes = Buffer.from(`${this.needsNewline ? '\n' : ''}${JSON.stringify(line)}\n`, 'utf8');
    try {
      writeAllSync(this.files, fd, bytes);
      this.files.fsyncSync(fd);
    } catch (error) {
      // Part of the line may be on disk: cut it off, so a full disk never leaves half entries behind.
      try {
        if (this.files.fstatSync(fd).size !== before) this.files.ftruncateSync(fd, before);
      } catch {
        // Could not cut it: at least the next line must not be glued onto it.
        this.needsNewline = true;
      }
      throw new LocalWriteError(error, this.path, 'journal');
    }
    this.activeBytes = before + bytes.length;
    this.needsNewline = false;
  }

  private open(): number {
    if (this.fd !== undefined) return this.fd;
    const dir = dirname(this.path);
    this.files.mkdirSync(dir, { recursive: true });
    const created = !this.files.existsSync(this.path);
    const fd = this.files.openSync(this.path, 'a', 0o600);
    // A new file's directory entry must be durable too, or a crash could lose the whole journal.
    if (created) {
      try {
        fsyncFolderSync(this.files, dir);
      } catch (error) {
        this.files.closeSync(fd);
        throw error;
      }
    }
    this.fd = fd;
    return fd;
  }

  /**
   * Archives the active segment once it is big enough, when no attempt of
   * this run is open (so a begin and its finish always share a segment).
   * Best effort: on failure the journal simply keeps appending here.
   */
  private rotateIfDue(): void {
    if (this.activeBytes < this.segmentBytes || this.unsaved.length > 0) return;
    const active = [...this.activeIds].map((id) => this.entries.get(id)!);
    if (active.some((e) => e.status === 'pending')) return;
    const starts = active.map((e) => e.startedAt).sort();
    const now = this.clock().toISOString();
    if (this.fd !== undefined) {
      this.files.closeSync(this.fd);
      this.fd = undefined;
    }
    let archived: ArchivedSegment;
    try {
      archived = archiveActive(this.files, this.path, starts[0] ?? now, starts.at(-1) ?? now);
    } catch (error) {
      this.log(
        `diário: não foi possível arquivar o segmento ativo (${(error as NodeJS.ErrnoException).code ?? 'erro'}); continua no mesmo arquivo`,
      );
      return;
    }
    // The segment before leaves memory; the one just archived stays (this window's duplicates may be in it).
    for (const id of this.previous?.ids ?? []) {
      // Resolved since (D103): its newest copy is in the segment just archived, which stays in memory.
      if (this.activeIds.has(id)) continue;
      this.entries.delete(id);
      this.records.drop(id);
      this.exportedFiles.delete(id);
    }
    this.previous = { name: archived.name, ids: [...this.activeIds] };
    this.activeIds = new Set();
    this.activeBytes = 0;
    this.needsNewline = false;
  }

  private readArchivedContaining(segment: ArchivedSegment, folded: string | readonly string[]): JournalEntry[] {
    try {
      const entries = readSegmentContaining(this.files, segment.path, folded);
      for (const entry of entries) if (entry.status === 'pending') entry.status = 'unknown';
      return entries;
    } catch (error) {
      this.log(
        `diário: segmento arquivado ilegível ${segment.name} (${(error as NodeJS.ErrnoException).code ?? 'erro'})`,
      );
      return [];
    }
  }

  private readArchived(segment: ArchivedSegment): JournalEntry[] {
    const cached = this.archiveCache.get(segment.name);
    if (cached) {
      // Most recently used last.
      this.archiveCache.delete(segment.name);
      this.archiveCache.set(segment.name, cached);
      return cached;
    }
    let entries: JournalEntry[];
    try {
      entries = readSegment(this.files, segment.path).entries;
    } catch (error) {
      this.log(
        `diário: segmento arquivado ilegível ${segment.name} (${(error as NodeJS.ErrnoException).code ?? 'erro'})`,
      );
      return [];
    }
    // Archived: nothing in it is under way any more.
    for (const entry of entries) if (entry.status === 'pending') entry.status = 'unknown';
    this.archiveCache.set(segment.name, entries);
    if (this.archiveCache.size > ARCHIVE_CACHE_SEGMENTS)
      this.archiveCache.delete(this.archiveCache.keys().next().value!);
    return entries;
  }
}

function sortedEntries(record: Record<string, string>): Array<[string, string]> {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
