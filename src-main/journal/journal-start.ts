/**
 * Main process or the journal index's thread. What the journal reads when it opens (D62): interrupted sealing
 * finished, a journal too big for one segment (or holding pre-D61 fingerprints) sealed, then the newest archived
 * segment and the active one parsed, their open attempts marked unknown and their search records made.
 *
 * One function, run where the disk is read without holding main (the index's thread, D727) or on main through an
 * injected file-system port (the tests' full and read-only disks): both give the journal the same start.
 */
import { basename, dirname, join } from 'node:path';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { interruptedSealing, listArchive, seal, setAsideForSealing } from './journal-archive';
import { searchRecordOf, type SearchRecord } from './journal-filter';
import { readSegment, type SegmentRead } from './journal-lines';
import type { JournalEntry, JournalReadReport } from './journal-types';

/** Everything of the start but its entries: small whatever the journal's size. */
export interface JournalStartHead {
  /** The newest archived segment, whose entries are held too, and the ids still its own (not resolved since). */
  previous?: { name: string; ids: string[] };
  /** Entries whose newest copy is in the active segment. */
  activeIds: string[];
  activeBytes: number;
  /** The active segment ends without a newline (a torn last line): the next append starts on a fresh line. */
  needsNewline: boolean;
  readReport: JournalReadReport;
  /** Diagnostic lines for main's log (sealing), free of personal data. */
  notes: string[];
}

export interface JournalStart extends JournalStartHead {
  /** The entries of both segments in begin order, an attempt left open by an earlier run already 'unknown'. */
  entries: JournalEntry[];
  /** Each entry's search record, same order. */
  records: SearchRecord[];
}

export function readJournalStart(files: FileSystemPort, path: string, segmentBytes: number): JournalStart {
  const notes: string[] = [];
  const sealing = { files, path, segmentBytes, log: (line: string) => void notes.push(line) };
  finishInterruptedSealing(sealing);
  // Too big to be one segment (written before segments, or archiving kept failing): sealed before anything reads it.
  if (activeSize(files, path) > 2 * segmentBytes) sealActive(sealing);
  let read = readNewest(files, path);
  // Holding pre-D61 plain fingerprints: sealed too, which removes them.
  if (read.active.legacyFingerprints && sealActive(sealing)) read = readNewest(files, path);
  const { entries, previous, previousRead, active, activeIds } = read;
  for (const entry of entries.values()) if (entry.status === 'pending') entry.status = 'unknown';
  const readReport: JournalReadReport = {
    entries: entries.size,
    skippedLines: (previousRead?.skippedLines ?? 0) + active.skippedLines,
  };
  const firstSkippedLine = previousRead?.firstSkippedLine ?? active.firstSkippedLine;
  if (firstSkippedLine !== undefined) readReport.firstSkippedLine = firstSkippedLine;
  const all = [...entries.values()];
  return {
    ...(previous ? { previous } : {}),
    activeIds: [...activeIds],
    activeBytes: active.bytes,
    needsNewline: !active.endsWithNewline,
    readReport,
    notes,
    entries: all,
    records: all.map(searchRecordOf),
  };
}

/** Reads the newest archived segment and the active one. */
function readNewest(files: FileSystemPort, path: string) {
  const entries = new Map<string, JournalEntry>();
  let previous: { name: string; ids: string[] } | undefined;
  let previousRead: SegmentRead | undefined;
  const newest = listArchive(files, path).at(-1);
  if (newest) {
    previousRead = readSegment(files, newest.path);
    for (const entry of previousRead.entries) entries.set(entry.id, entry);
    previous = { name: newest.name, ids: previousRead.entries.map((e) => e.id) };
  }
  const active = readSegment(files, path, entries);
  for (const entry of active.entries) entries.set(entry.id, entry);
  // Entries of the previous segment resolved in this one belong to this one now (their newest copy is here).
  const activeIds = new Set([...active.entries.map((e) => e.id), ...active.resolvedIds]);
  if (previous) previous.ids = previous.ids.filter((id) => !activeIds.has(id));
  return { entries, previous, previousRead, active, activeIds };
}

function activeSize(files: FileSystemPort, path: string): number {
  try {
    return files.statSync(path).size;
  } catch {
    return 0;
  }
}

interface Sealing {
  files: FileSystemPort;
  path: string;
  segmentBytes: number;
  log: (line: string) => void;
}

function sealActive(sealing: Sealing): boolean {
  let tag: string;
  try {
    tag = setAsideForSealing(sealing.files, sealing.path);
  } catch (error) {
    sealing.log(
      `diário: não foi possível separar o diário para arquivá-lo (${(error as NodeJS.ErrnoException).code ?? 'erro'})`,
    );
    return false;
  }
  return sealOrPutBack(sealing, tag);
}

function finishInterruptedSealing(sealing: Sealing): void {
  let tags: string[];
  try {
    tags = interruptedSealing(sealing.files, sealing.path);
  } catch {
    return;
  }
  for (const tag of tags) sealOrPutBack(sealing, tag);
}

/** Seals the set-aside file; if the disk refuses, puts it back as the active journal (read whole, sealed at a later start). */
function sealOrPutBack({ files, path, segmentBytes, log }: Sealing, tag: string): boolean {
  const started = performance.now();
  try {
    const made = seal(files, path, tag, segmentBytes);
    log(`diário: ${made.length} segmento(s) arquivado(s) em ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (error) {
    log(
      `diário: não foi possível arquivar o diário (${(error as NodeJS.ErrnoException).code ?? 'erro'}); fica como está`,
    );
    const aside = join(dirname(path), `${basename(path, '.jsonl')}-sealing-${tag}.jsonl`);
    try {
      if (!files.existsSync(path)) files.renameSync(aside, path);
      for (const segment of listArchive(files, path))
        if (segment.name.endsWith(`_${tag}.jsonl`)) files.rmSync(segment.path, { force: true });
    } catch {
      // Left for the next start, which tries again.
    }
    return false;
  }
}
