/**
 * Main process. Reading journal files line by line, in bounded memory: a
 * journal is never read into one string (near 512 MiB that string cannot
 * even be made, and the app would not start).
 */
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { type FinishLine, type JournalEntry, journalLine, type ResolveLine } from './journal-types';

const CHUNK_BYTES = 1024 * 1024;
/** No journal line comes near this; a longer one is damage, skipped without being held in memory. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

export interface LineScan {
  bytes: number;
  /** The file ends with a newline (or is empty): the next append needs no separator. */
  endsWithNewline: boolean;
}

/**
 * Calls `onLine` with every line of the file (without its newline; 1-based
 * number; where it starts and how many bytes it has, newline excluded), the
 * last one even without a final newline. A line over MAX_LINE_BYTES is passed
 * as `undefined` (unreadable). Undefined when the file does not exist.
 */
export function forEachLine(
  files: FileSystemPort,
  path: string,
  onLine: (line: string | undefined, lineNumber: number, offset: number, length: number) => void,
): LineScan | undefined {
  let fd: number;
  try {
    fd = files.openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let carry: Buffer[] = [];
  let carryBytes = 0;
  let oversized = false;
  let lineNumber = 0;
  let bytes = 0;
  let lastByte = 0x0a;
  let lineStart = 0;
  try {
    for (;;) {
      const read = files.readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) break;
      const chunkStart = bytes;
      bytes += read;
      lastByte = chunk[read - 1]!;
      let start = 0;
      for (let nl = chunk.indexOf(0x0a, 0); nl !== -1 && nl < read; nl = chunk.indexOf(0x0a, start)) {
        lineNumber++;
        const length = chunkStart + nl - lineStart;
        if (oversized || carryBytes + (nl - start) > MAX_LINE_BYTES) onLine(undefined, lineNumber, lineStart, length);
        else
          onLine(Buffer.concat([...carry, chunk.subarray(start, nl)]).toString('utf8'), lineNumber, lineStart, length);
        lineStart = chunkStart + nl + 1;
        carry = [];
        carryBytes = 0;
        oversized = false;
        start = nl + 1;
      }
      if (start < read && !oversized) {
        carryBytes += read - start;
        if (carryBytes > MAX_LINE_BYTES) {
          oversized = true;
          carry = [];
        } else carry.push(Buffer.from(chunk.subarray(start, read)));
      }
    }
    if (carryBytes > 0 || oversized) {
      lineNumber++;
      onLine(oversized ? undefined : Buffer.concat(carry).toString('utf8'), lineNumber, lineStart, bytes - lineStart);
    }
  } finally {
    files.closeSync(fd);
  }
  return { bytes, endsWithNewline: lastByte === 0x0a };
}

export interface SegmentRead extends LineScan {
  /** Entries begun in this file, in begin order; pending ones still 'pending'. */
  entries: JournalEntry[];
  skippedLines: number;
  firstSkippedLine?: number;
  /** A begin line holds a non-empty fingerprint: written before D61 (an unsalted hash), to be scrubbed. */
  legacyFingerprints: boolean;
  /** Entries this file resolves (D103), wherever they were begun. */
  resolvedIds: string[];
}

/** Where a line that made an entry what it is lies in its file: reading these lines again, in order, gives the entry back. */
export interface LineSpan {
  offset: number;
  length: number;
}

/**
 * Reads one journal file. Finish lines apply to entries begun in this file
 * or found through `earlier` (a previous segment read just before). Unreadable
 * lines (torn by a crash, damaged) are skipped and counted. `onUsedLine` hears
 * each line that went into an entry of this file (the archive index keeps them).
 */
export function readSegment(
  files: FileSystemPort,
  path: string,
  earlier?: ReadonlyMap<string, JournalEntry>,
  onUsedLine?: (id: string, span: LineSpan) => void,
): SegmentRead {
  const own = new Map<string, JournalEntry>();
  let skippedLines = 0;
  let firstSkippedLine: number | undefined;
  let legacyFingerprints = false;
  const resolvedIds = new Set<string>();
  const skip = (lineNumber: number) => {
    skippedLines++;
    firstSkippedLine ??= lineNumber;
  };
  const scan = forEachLine(files, path, (raw, lineNumber, offset, length) => {
    const used = (id: string) => onUsedLine?.(id, { offset, length });
    const trimmed = raw?.trim();
    if (trimmed === '') return;
    if (trimmed === undefined) return skip(lineNumber);
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      return skip(lineNumber);
    }
    const parsed = journalLine.safeParse(json);
    if (!parsed.success) return skip(lineNumber);
    const line = parsed.data;
    if (line.type === 'begin') {
      if (own.has(line.id) || earlier?.has(line.id)) return skip(lineNumber);
      const { type: _type, fingerprint, ...fields } = line;
      if (fingerprint) legacyFingerprints = true;
      own.set(line.id, { ...fields, status: 'pending' });
      used(line.id);
    } else if (line.type === 'finish') {
      // A finish whose begin was lost was already counted with that begin's line.
      const entry = own.get(line.id) ?? earlier?.get(line.id);
      if (entry) applyFinish(entry, line);
      if (own.has(line.id)) used(line.id);
    } else {
      // A resolution: of an entry read here or just before, or (begun in an older segment) the copy it carries.
      resolvedIds.add(line.id);
      const entry = own.get(line.id) ?? earlier?.get(line.id);
      if (entry) applyResolve(entry, line);
      else own.set(line.id, entryOfResolve(line));
      if (own.has(line.id)) used(line.id);
    }
  });
  const read: SegmentRead = {
    bytes: scan?.bytes ?? 0,
    endsWithNewline: scan?.endsWithNewline ?? true,
    entries: [...own.values()],
    skippedLines,
    legacyFingerprints,
    resolvedIds: [...resolvedIds],
  };
  if (firstSkippedLine !== undefined) read.firstSkippedLine = firstSkippedLine;
  return read;
}

/** Lines as JSON.stringify writes them: type and id first, then startedAt on begin lines. */
export const LINE_HEAD = /^\{"type":"(begin|finish|resolve)","id":"([^"]{1,100})"(?:,"startedAt":"([^"]{1,40})")?/;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\u0020-\u007e]/;

/** The folded text (no case, no accents: foldText's rule) of a whole raw line, without foldText's cache (lines never repeat). */
function foldLine(raw: string): string {
  return NON_ASCII.test(raw) ? raw.normalize('NFD').replace(MARKS, '').toLowerCase() : raw.toLowerCase();
}

/** A folded search text that, found in a field, is also found in that field's raw JSON line (no quote, backslash or control character). */
export function searchableInRawLines(folded: string): boolean {
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    // JSON escapes these in the line: the field's text is not there as is.
    if (code < 0x20 || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}

/**
 * The entries of a file whose begin or finish line contains `folded` (a
 * necessary condition for History's text filter), parsing only those: a
 * text search through years of archive costs reading, not parsing. Two
 * passes (find the ids, then read their lines) so nothing else is kept.
 * Entries found are complete; the caller still applies the filter itself.
 */
export function readSegmentContaining(
  files: FileSystemPort,
  path: string,
  folded: string | readonly string[],
): JournalEntry[] {
  const needles = typeof folded === 'string' ? [folded] : folded;
  const hits = new Set<string>();
  let unusualLayout = false;
  forEachLine(files, path, (raw) => {
    if (raw === undefined || unusualLayout) return;
    const head = LINE_HEAD.exec(raw);
    // Not as we write lines (edited by hand?): this file is read the ordinary way.
    if (!head) unusualLayout = raw.trim() !== '';
    else {
      const line = foldLine(raw);
      if (needles.some((needle) => line.includes(needle))) hits.add(head[2]!);
    }
  });
  if (unusualLayout) return readSegment(files, path).entries;
  if (hits.size === 0) return [];
  const entries = new Map<string, JournalEntry>();
  forEachLine(files, path, (raw) => {
    const head = raw === undefined ? null : LINE_HEAD.exec(raw);
    if (!head || !hits.has(head[2]!)) return;
    applyLine(entries, raw!);
  });
  return [...entries.values()];
}

/**
 * One raw line onto the entries being rebuilt from some of a file's lines, in
 * file order, as readSegment applies it (a repeated begin is ignored; a
 * resolution without its begin brings the copy it carries; an unreadable line
 * changes nothing).
 */
export function applyLine(entries: Map<string, JournalEntry>, raw: string): void {
  const line = parseLine(raw);
  if (line?.type === 'begin' && !entries.has(line.id)) {
    const { type: _type, fingerprint: _legacy, ...fields } = line;
    entries.set(line.id, { ...fields, status: 'pending' });
  } else if (line?.type === 'finish') {
    const entry = entries.get(line.id);
    if (entry) applyFinish(entry, line);
  } else if (line?.type === 'resolve') {
    const entry = entries.get(line.id);
    if (entry) applyResolve(entry, line);
    else entries.set(line.id, entryOfResolve(line));
  }
}

function parseLine(raw: string) {
  try {
    const parsed = journalLine.safeParse(JSON.parse(raw.trim()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function applyFinish(entry: JournalEntry, line: FinishLine): void {
  entry.status = line.status;
  entry.finishedAt = line.finishedAt;
  if (line.result !== undefined) entry.result = line.result;
  else delete entry.result;
}

/** The resolution onto an entry already read (its newest one wins: lines come in the order they were written). */
export function applyResolve(entry: JournalEntry, line: ResolveLine): void {
  entry.resolution = line.resolution;
}

/** The entry a resolve line carries, for a segment that does not hold its begin line. */
export function entryOfResolve(line: ResolveLine): JournalEntry {
  return { ...structuredClone(line.entry), resolution: line.resolution };
}
