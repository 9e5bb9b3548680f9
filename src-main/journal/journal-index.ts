/**
 * The journal index's thread (workers/journal-index-thread.ts). History's search over the archived segments
 * (D62) from an index instead of reading them: per segment, each entry's search record (journal-filter.ts), its
 * keyed hashes as posting lists (D102), and where its lines lie, so a match is read back from those bytes only.
 *
 * The segments stay the only source of truth: the index is built from them with the journal's own reader
 * (readSegment) and rebuilt for any segment whose size or name changed, so it can be dropped at any moment. It
 * holds what the segments hold (masked CPFs, folded masked text, keyed hashes), never more (LGPD). Each segment's
 * index is kept in a file beside it (journal-index-file.ts, D510): a start reads those back, checked against the
 * segment, and indexes from the segment's lines only what has no valid file.
 */
import { removeStaleTempFiles } from '../../src-shared/node/atomic-file';
import { type FileSystemPort, nodeFileSystem } from '../../src-shared/node/file-system';
import { type ArchivedSegment, archiveFolder, listArchive } from './journal-archive';
import { fileSha256, type IndexContent, orphanIndexFiles, readIndexFile, writeIndexFile } from './journal-index-file';
import {
  crossesFields,
  foldedSearchText,
  recordMatcher,
  saoPauloDay,
  searchRecordOf,
  type SearchRecord,
} from './journal-filter';
import { applyLine, readSegment } from './journal-lines';
import type { SearchProbe } from './journal-search';
import { type HaystackWork, SearchHaystack } from './search-haystack';
import type { JournalEntry, JournalFilter } from './journal-types';

export interface ArchiveQuery {
  filter: JournalFilter;
  probe?: SearchProbe | undefined;
  /** The newest archived segment: main keeps it in memory and searches it there. */
  skipSegment?: string | undefined;
  /** Entries main holds a newer copy of (resolved since, D103): their archived copies are not shown. */
  shadowed: readonly string[];
  /** Stop after the segment (newest first) that brings the matches to this many, as the linear reading does; all when absent. */
  need?: number | undefined;
}

/** An answer handed over a page at a time (History's export, D420): how many entries, then pages of at most `max`. */
export interface ArchivePages {
  /** Entries the pages will bring, unless a segment vanishes meanwhile (its entries are then left out). */
  total: number;
  /** The next entries, newest first; empty once every one has been given. */
  next(max: number): JournalEntry[];
}

export interface ArchiveAnswer {
  /** Newest first. */
  entries: JournalEntry[];
  /** Entries read back from the segments for this answer (the rest was answered from the index). */
  decoded: number;
  /** Entries in the index. */
  indexed: number;
}

interface SegmentIndex {
  segment: ArchivedSegment;
  size: number;
  /** The São Paulo days of its entries, first and last: the copies resolutions carry included, which a name's span may not cover. */
  firstDay: string;
  lastDay: string;
  ids: string[];
  /** Date.parse of each entry's startedAt: answers are put in order before anything is read back. */
  starts: number[];
  records: SearchRecord[];
  /** The records' texts joined once: a text search scans it, never each record (D580). */
  haystack: SearchHaystack;
  keyIds: Array<string | undefined>;
  /** Keyed hash → positions of the entries holding it. */
  postings: Map<string, number[]>;
  /** Per entry: offset, length, offset, length… of the lines it is made of, in file order. */
  spans: number[][];
  resolvedIds: string[];
}

/** What the searches cost, counted (D580): a budget of the index, independent of the clock. */
export interface SearchWork extends HaystackWork {
  /** Records the filter was applied to one by one. */
  examined: number;
}

/** How the segments' indexes were had since the index was made: what start-up costs, counted. */
export interface IndexWork {
  /** Read back from a valid index file. */
  loaded: number;
  /** Indexed from the segment's own lines (no valid index file). */
  built: number;
}

export class ArchiveIndex {
  readonly work: IndexWork = { loaded: 0, built: 0 };
  readonly searchWork: SearchWork = { examined: 0, scans: 0, apart: 0 };
  private segments: SegmentIndex[] = [];
  /** Log lines not yet handed to main (no personal data: segment names and reasons only). */
  private notes: string[] = [];
  /** Segments indexed from their lines in this refresh for want of an index file. */
  private missing = 0;
  private tidied = false;
  /** Entry id → the newest segment (seq) holding a resolution of it: older copies are superseded (D103). */
  private resolvedIn = new Map<string, number>();
  /** Intern pool for the calendar days of the records (thousands of entries share a day). */
  private readonly days = new Map<string, string>();

  constructor(
    private readonly journalPath: string,
    private readonly files: FileSystemPort = nodeFileSystem,
  ) {}

  /** Brings the index up to date with the archive folder: new or changed segments indexed, vanished ones dropped. */
  refresh(): void {
    const listed = listArchive(this.files, this.journalPath);
    if (!this.tidied) this.tidy(listed);
    this.missing = 0;
    const known = new Map(this.segments.map((s) => [s.segment.name, s]));
    let changed = listed.length !== this.segments.length;
    const next: SegmentIndex[] = [];
    for (const segment of listed) {
      const size = this.sizeOf(segment.path);
      if (size === undefined) {
        changed = true;
        continue;
      }
      const kept = known.get(segment.name);
      if (kept && kept.size === size) next.push(kept);
      else {
        changed = true;
        next.push(this.indexSegment(segment, size));
      }
    }
    this.segments = next;
    if (this.missing > 0) this.notes.push(`diário: ${this.missing} segmento(s) sem arquivo de índice indexado(s)`);
    if (!changed) return;
    this.resolvedIn.clear();
    for (const s of next)
      for (const id of s.resolvedIds) this.resolvedIn.set(id, Math.max(this.resolvedIn.get(id) ?? 0, s.segment.seq));
  }

  /** The log lines gathered since last asked (index files refused or not written), for main's log. */
  takeNotes(): string[] {
    const notes = this.notes;
    this.notes = [];
    return notes;
  }

  /** Once per index: what a crash while writing an index file left, and index files whose segment is gone. */
  private tidy(listed: readonly ArchivedSegment[]): void {
    this.tidied = true;
    const folder = archiveFolder(this.journalPath);
    const temps = removeStaleTempFiles(folder, this.files);
    if (temps > 0) this.notes.push(`diário: ${temps} arquivo(s) temporário(s) de índice removido(s)`);
    for (const orphan of orphanIndexFiles(
      this.files,
      folder,
      listed.map((s) => s.name),
    )) {
      try {
        this.files.rmSync(orphan, { force: true });
      } catch {
        // Harmless: never read without its segment; tried again at the next start.
      }
    }
  }

  get size(): number {
    return this.segments.reduce((n, s) => n + s.ids.length, 0);
  }

  query(query: ArchiveQuery): ArchiveAnswer {
    const pages = this.pages(query);
    const entries = pages.next(pages.total);
    return { entries, decoded: entries.length, indexed: this.size };
  }

  /**
   * The answer to a query as pages: the matches are found and put in order from the index alone, and each page
   * reads back only its own entries, so neither this thread nor the one that asks holds the whole answer at once.
   */
  pages(query: ArchiveQuery): ArchivePages {
    const found = this.matches(query);
    let next = 0;
    return {
      total: found.length,
      next: (max) => {
        // An entry that cannot be read back any more (its segment removed meanwhile) is left out, never ends the answer early.
        const entries: JournalEntry[] = [];
        while (entries.length < max && next < found.length) {
          const places = found.slice(next, next + max - entries.length);
          next += places.length;
          entries.push(...this.readBack(places));
        }
        return entries;
      },
    };
  }

  /** Where the matches lie, newest first (by start, stable: same-instant entries keep newest-begun first). */
  private matches(query: ArchiveQuery): Array<{ index: SegmentIndex; at: number }> {
    this.refresh();
    const { filter, probe } = query;
    const text = foldedSearchText(filter);
    // A text is found from the haystack, and the rest of the filter applied to what it found (D580).
    const byHaystack = text !== undefined && !crossesFields(text);
    const matches = recordMatcher(filter);
    const rest = byHaystack ? recordMatcher({ ...filter, text: '' }) : matches;
    const shadowed = new Set(query.shadowed);
    const found: Array<{ index: SegmentIndex; at: number }> = [];
    const examine = (index: SegmentIndex, i: number, passes: (record: SearchRecord) => boolean) => {
      const id = index.ids[i]!;
      if (shadowed.has(id) || (this.resolvedIn.get(id) ?? 0) > index.segment.seq) return;
      this.searchWork.examined++;
      if (passes(index.records[i]!)) found.push({ index, at: i });
    };
    for (let s = this.segments.length - 1; s >= 0; s--) {
      const index = this.segments[s]!;
      if (index.segment.name === query.skipSegment || !holdsDays(index, filter)) continue;
      const probeHits = probe && text !== undefined ? this.probeHits(index, probe) : [];
      const byText = byHaystack ? index.haystack.positionsOf(text) : undefined;
      if (byText) {
        const candidates = union(byText, probeHits);
        for (let k = candidates.length - 1; k >= 0; k--)
          examine(index, candidates[k]!, (record) => rest(record, () => true));
      } else {
        const hits = new Set(probeHits);
        for (let i = index.ids.length - 1; i >= 0; i--)
          examine(index, i, (record) => matches(record, () => hits.has(i)));
      }
      if (query.need !== undefined && found.length >= query.need) break;
    }
    // Stable: same-instant entries keep newest-begun first, as they were collected (byNewestStart's order).
    found.sort((a, b) => b.index.starts[b.at]! - a.index.starts[a.at]!);
    return found;
  }

  /** Positions (ascending) of a segment's entries whose keys hold all of the probe's, made with the probe's secret. */
  private probeHits(index: SegmentIndex, probe: SearchProbe): number[] {
    const lists = probe.all.map((key) => index.postings.get(key) ?? []);
    if (lists.length === 0 || lists.some((l) => l.length === 0)) return [];
    lists.sort((a, b) => a.length - b.length);
    const others = lists.slice(1).map((l) => new Set(l));
    const hits = new Set<number>();
    for (const i of lists[0]!) if (index.keyIds[i] === probe.keyId && others.every((o) => o.has(i))) hits.add(i);
    return [...hits].sort((a, b) => a - b);
  }

  /** A segment's index from its file when that is valid, else from its lines (then written for the next start). */
  private indexSegment(segment: ArchivedSegment, size: number): SegmentIndex {
    let sha256: string;
    try {
      sha256 = fileSha256(this.files, segment.path);
    } catch {
      // Unreadable now (removed, no permission): indexed as empty, read again when its size changes.
      return this.fromContent(segment, size, emptyContent());
    }
    const stored = readIndexFile(this.files, segment, { size, sha256 });
    if ('content' in stored) {
      this.work.loaded++;
      return this.fromContent(segment, size, stored.content);
    }
    this.work.built++;
    // A segment archived since the last start has no index file yet: that is expected, counted, not told one by one.
    if (stored.refused === 'ausente') this.missing++;
    else this.notes.push(`diário: índice do segmento ${segment.name} refeito (${stored.refused})`);
    const { index, readable } = this.buildIndex(segment, size);
    // Never a file saying a segment is empty because it could not be read now.
    if (!readable) return index;
    try {
      writeIndexFile(this.files, segment, { size, sha256 }, contentOf(index));
    } catch (error) {
      this.notes.push(
        `diário: índice do segmento ${segment.name} não gravado (${(error as NodeJS.ErrnoException).code ?? 'erro'}); refeito na próxima abertura`,
      );
    }
    return index;
  }

  private fromContent(segment: ArchivedSegment, size: number, content: IndexContent): SegmentIndex {
    const records = content.records.map((record) => ({ ...record, day: this.intern(record.day) }));
    return {
      segment,
      size,
      firstDay: content.firstDay,
      lastDay: content.lastDay,
      ids: content.ids,
      starts: content.starts,
      records,
      haystack: this.haystackOf(records),
      keyIds: content.keyIds.map((id) => id ?? undefined),
      postings: new Map(content.postings),
      spans: content.spans,
      resolvedIds: content.resolvedIds,
    };
  }

  private buildIndex(segment: ArchivedSegment, size: number): { index: SegmentIndex; readable: boolean } {
    const spans = new Map<string, number[]>();
    let readable = true;
    let read;
    try {
      read = readSegment(this.files, segment.path, undefined, (id, span) => {
        let list = spans.get(id);
        if (!list) spans.set(id, (list = []));
        list.push(span.offset, span.length);
      });
    } catch {
      // Unreadable now (removed, no permission): indexed as empty, read again when its size changes.
      read = { entries: [], resolvedIds: [] };
      readable = false;
    }
    const index = this.fromContent(segment, size, { ...emptyContent(), resolvedIds: read.resolvedIds });
    for (const entry of read.entries) {
      // Archived: nothing in it is under way any more.
      if (entry.status === 'pending') entry.status = 'unknown';
      const at = index.ids.length;
      index.ids.push(entry.id);
      index.starts.push(Date.parse(entry.startedAt));
      const record = searchRecordOf(entry);
      record.day = this.intern(record.day);
      index.records.push(record);
      index.keyIds.push(entry.searchKeyId);
      for (const key of new Set(entry.searchKeys ?? [])) {
        const list = index.postings.get(key);
        if (list) list.push(at);
        else index.postings.set(key, [at]);
      }
      index.spans.push(spans.get(entry.id) ?? []);
      if (index.firstDay === '' || record.day < index.firstDay) index.firstDay = record.day;
      if (record.day > index.lastDay) index.lastDay = record.day;
    }
    index.haystack = this.haystackOf(index.records);
    return { index, readable };
  }

  /**
   * The records' texts in one haystack; each record's text then becomes its slice of it, so the texts are held
   * once (the haystack), not twice.
   */
  private haystackOf(records: SearchRecord[]): SearchHaystack {
    const haystack = new SearchHaystack(this.searchWork);
    haystack.append(records.map((r) => r.text));
    for (const [i, record] of records.entries()) record.text = haystack.textOf(i);
    return haystack;
  }

  /** The entries at these places, in this order, each rebuilt from its own lines only. */
  private readBack(places: ReadonlyArray<{ index: SegmentIndex; at: number }>): JournalEntry[] {
    const entries: JournalEntry[] = [];
    const open = new Map<SegmentIndex, number | undefined>();
    try {
      for (const { index, at } of places) {
        if (!open.has(index)) open.set(index, this.openSegment(index));
        const fd = open.get(index);
        if (fd === undefined) continue;
        const entry = this.readEntry(index, at, fd);
        if (entry) entries.push(entry);
      }
    } finally {
      for (const fd of open.values()) if (fd !== undefined) this.files.closeSync(fd);
    }
    return entries;
  }

  /** Undefined when the segment cannot be opened now (removed, no permission): its entries are left out. */
  private openSegment(index: SegmentIndex): number | undefined {
    try {
      return this.files.openSync(index.segment.path, 'r');
    } catch {
      return undefined;
    }
  }

  private readEntry(index: SegmentIndex, i: number, fd: number): JournalEntry | undefined {
    const lines = new Map<string, JournalEntry>();
    const spans = index.spans[i]!;
    for (let k = 0; k < spans.length; k += 2) {
      const buffer = Buffer.allocUnsafe(spans[k + 1]!);
      this.files.readSync(fd, buffer, 0, buffer.length, spans[k]!);
      applyLine(lines, buffer.toString('utf8'));
    }
    const entry = lines.get(index.ids[i]!);
    if (entry?.status === 'pending') entry.status = 'unknown';
    return entry;
  }

  private sizeOf(path: string): number | undefined {
    try {
      return this.files.statSync(path).size;
    } catch {
      return undefined;
    }
  }

  private intern(day: string): string {
    const known = this.days.get(day);
    if (known !== undefined) return known;
    this.days.set(day, day);
    return day;
  }
}

function emptyContent(): IndexContent {
  return {
    firstDay: '',
    lastDay: '',
    ids: [],
    starts: [],
    records: [],
    keyIds: [],
    postings: [],
    spans: [],
    resolvedIds: [],
  };
}

function contentOf(index: SegmentIndex): IndexContent {
  return {
    firstDay: index.firstDay,
    lastDay: index.lastDay,
    ids: index.ids,
    starts: index.starts,
    records: index.records,
    keyIds: index.keyIds.map((id) => id ?? null),
    postings: [...index.postings],
    spans: index.spans,
    resolvedIds: index.resolvedIds,
  };
}

/** Two ascending lists of positions as one, ascending, without repeats. */
function union(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  if (a.length === 0) return b as number[];
  const all: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (all[all.length - 1] !== next) all.push(next);
  }
  return all;
}

function holdsDays(index: SegmentIndex, filter: JournalFilter): boolean {
  if (index.ids.length === 0) return false;
  return !(filter.to && index.firstDay > filter.to) && !(filter.from && index.lastDay < filter.from);
}

/** Whether a segment's time span, as its name says it, can hold entries of the filter's days (São Paulo calendar). */
export function overlaps(segment: ArchivedSegment, filter: JournalFilter): boolean {
  if (filter.to && saoPauloDay(segment.first) > filter.to) return false;
  if (filter.from && saoPauloDay(segment.last) < filter.from) return false;
  return true;
}
