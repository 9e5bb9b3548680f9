/**
 * Main process. The journal's archived segments (D62): `journal.jsonl` is the
 * segment being appended to; once it passes a size it is moved, whole, into
 * `journal-archive/` under a name that says its order and the time span of
 * its entries, so History can skip what a date filter excludes without
 * opening it, and start-up reads at most two bounded segments.
 *
 * A journal too big to be one segment (written before segments existed, or
 * holding pre-D61 unsalted fingerprints) is "sealed": renamed aside, then
 * copied into bounded segments with those fingerprints removed, then deleted.
 * A crash while sealing leaves the renamed file; the next start removes the
 * half-made segments of that run and seals again.
 */
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { type FileSystemPort, fsyncFolderSync, writeAllSync } from '../../src-shared/node/file-system';
import { forEachLine, LINE_HEAD } from './journal-lines';

export interface ArchivedSegment {
  name: string;
  path: string;
  seq: number;
  /** ISO instants: the earliest and latest startedAt of its entries. */
  first: string;
  last: string;
}

const SEGMENT_NAME = /^(\d{6,})_(\d{8}T\d{9}Z)_(\d{8}T\d{9}Z)(?:_([a-z0-9]+))?\.jsonl$/;
const SEALING_NAME = /^(.+)-sealing-([a-z0-9]+)\.jsonl$/;
const PIECE_TEMP = /^\.piece-[a-z0-9]+-\d+\.tmp$/;
/** A begin older than this (by the journal's own clock) whose finish never came is from a run that died: it will never finish. */
const ABANDONED_AFTER_MS = 60 * 60_000;
/** Sealing cuts a segment only where no attempt is open; past this many times the size it cuts anyway. */
const HARD_CUT_FACTOR = 4;

export function archiveFolder(journalPath: string): string {
  return join(dirname(journalPath), `${basename(journalPath, '.jsonl')}-archive`);
}

/** '2026-03-10T13:00:00.000Z' → '20260310T130000000Z' (no colons: Windows file names). */
function compact(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:.]/g, '');
}

function expand(text: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(text)!;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`;
}

export function segmentName(seq: number, first: string, last: string, tag?: string): string {
  return `${String(seq).padStart(6, '0')}_${compact(first)}_${compact(last)}${tag ? `_${tag}` : ''}.jsonl`;
}

/** The archived segments, oldest first. */
export function listArchive(files: FileSystemPort, journalPath: string): ArchivedSegment[] {
  const folder = archiveFolder(journalPath);
  let names: string[];
  try {
    names = files.readdirSync(folder);
  } catch {
    return [];
  }
  const segments: ArchivedSegment[] = [];
  for (const name of names) {
    const m = SEGMENT_NAME.exec(name);
    if (m)
      segments.push({ name, path: join(folder, name), seq: Number(m[1]), first: expand(m[2]!), last: expand(m[3]!) });
  }
  return segments.sort((a, b) => a.seq - b.seq);
}

/** Moves the active segment into the archive under its name. The caller closed it. */
export function archiveActive(
  files: FileSystemPort,
  journalPath: string,
  first: string,
  last: string,
): ArchivedSegment {
  const folder = archiveFolder(journalPath);
  files.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const seq = (listArchive(files, journalPath).at(-1)?.seq ?? 0) + 1;
  const name = segmentName(seq, first, last);
  const path = join(folder, name);
  files.renameSync(journalPath, path);
  // Both folders changed: the file left one and entered the other. Best effort once renamed: the move has happened.
  try {
    fsyncFolderSync(files, folder);
    fsyncFolderSync(files, dirname(journalPath));
  } catch {
    // A crash before the file system flushes it may show the old name again: read the same way.
  }
  return { name, path, seq, first, last };
}

/** Sets the active journal aside for sealing; returns the tag naming that run. */
export function setAsideForSealing(files: FileSystemPort, journalPath: string): string {
  const tag = randomBytes(6)
    .toString('hex')
    .replace(/[^a-z0-9]/g, '');
  files.renameSync(journalPath, sealingPath(journalPath, tag));
  fsyncFolderSync(files, dirname(journalPath));
  return tag;
}

function sealingPath(journalPath: string, tag: string): string {
  return join(dirname(journalPath), `${basename(journalPath, '.jsonl')}-sealing-${tag}.jsonl`);
}

/** Tags of sealing runs a crash interrupted (their files are still there). */
export function interruptedSealing(files: FileSystemPort, journalPath: string): string[] {
  const stem = basename(journalPath, '.jsonl');
  return files
    .readdirSync(dirname(journalPath))
    .map((name) => SEALING_NAME.exec(name))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === stem)
    .map((m) => m[2]!);
}

/** The start of the entry a resolve line carries (JSON.stringify writes its id, then its startedAt). */
const RESOLVED_START = /"entry":\{"id":"[^"]{1,100}","startedAt":"([^"]{1,40})"/;

/** Pre-D61 begin lines end with the unsalted fingerprint (or a torn piece of it): remove it, whatever is left of it. */
const LEGACY_FINGERPRINT = /,"fingerprint":"[0-9a-f]+("|$)/;

/**
 * Copies the set-aside file into archived segments of about `segmentBytes`,
 * without the legacy fingerprints, then deletes it. Lines are copied as
 * they are otherwise (a torn line stays a torn line: History still reports
 * it). Cuts only where no attempt is open, so an attempt's begin and finish
 * stay in one segment.
 */
export function seal(files: FileSystemPort, journalPath: string, tag: string, segmentBytes: number): ArchivedSegment[] {
  const folder = archiveFolder(journalPath);
  files.mkdirSync(folder, { recursive: true, mode: 0o700 });
  // What an interrupted run of this same sealing left: half-made segments of this tag, and temporary pieces.
  for (const name of files.readdirSync(folder)) {
    if (name.endsWith(`_${tag}.jsonl`) || PIECE_TEMP.test(name)) files.rmSync(join(folder, name), { force: true });
  }
  let seq = (listArchive(files, journalPath).at(-1)?.seq ?? 0) + 1;
  const source = sealingPath(journalPath, tag);
  const made: ArchivedSegment[] = [];
  const open = new Map<string, number>();
  let latest = 0;
  let piece:
    | {
        tmp: string;
        fd: number;
        bytes: number;
        first?: string;
        last?: string;
        buffered: string[];
        bufferedBytes: number;
      }
    | undefined;
  let pieceNumber = 0;

  const flush = () => {
    if (!piece || piece.buffered.length === 0) return;
    writeAllSync(files, piece.fd, Buffer.from(piece.buffered.join(''), 'utf8'));
    piece.buffered = [];
    piece.bufferedBytes = 0;
  };
  const finishPiece = () => {
    if (!piece) return;
    flush();
    files.fsyncSync(piece.fd);
    files.closeSync(piece.fd);
    const fallback = new Date(latest || 0).toISOString();
    const first = piece.first ?? fallback;
    const last = piece.last ?? first;
    const name = segmentName(seq, first, last, tag);
    files.renameSync(piece.tmp, join(folder, name));
    made.push({ name, path: join(folder, name), seq, first, last });
    seq++;
    piece = undefined;
  };
  const quiet = () => {
    for (const [id, started] of open) if (started < latest - ABANDONED_AFTER_MS) open.delete(id);
    return open.size === 0;
  };

  try {
    forEachLine(files, source, (raw) => {
      // An over-long line is damage: keep a marker so the reader still counts one unreadable line.
      const line = raw === undefined ? '{"unreadable":' : raw.replace(LEGACY_FINGERPRINT, '');
      if (line.trim() === '') return;
      const head = LINE_HEAD.exec(line);
      if (head?.[1] === 'begin') {
        const started = Date.parse(head[3] ?? '');
        if (Number.isFinite(started)) {
          latest = Math.max(latest, started);
          open.set(head[2]!, started);
        }
      } else if (head?.[1] === 'finish') open.delete(head[2]!);
      if (!piece) {
        const tmp = join(folder, `.piece-${tag}-${pieceNumber++}.tmp`);
        piece = { tmp, fd: files.openSync(tmp, 'wx', 0o600), bytes: 0, buffered: [], bufferedBytes: 0 };
      }
      // A resolution carries its entry (D103): its start is in this segment's span too, or a date filter would skip its newest copy.
      const started =
        head?.[1] === 'begin' ? head[3] : head?.[1] === 'resolve' ? RESOLVED_START.exec(line)?.[1] : undefined;
      if (started && Number.isFinite(Date.parse(started))) {
        const iso = new Date(started).toISOString();
        if (!piece.first || iso < piece.first) piece.first = iso;
        if (!piece.last || iso > piece.last) piece.last = iso;
      }
      const text = `${line}\n`;
      piece.buffered.push(text);
      piece.bufferedBytes += text.length;
      piece.bytes += Buffer.byteLength(text);
      if (piece.bufferedBytes >= 256 * 1024) flush();
      if (piece.bytes >= segmentBytes * HARD_CUT_FACTOR || (piece.bytes >= segmentBytes && quiet())) finishPiece();
    });
    finishPiece();
  } catch (error) {
    if (piece) {
      try {
        files.closeSync(piece.fd);
      } catch {
        // Already failing: the temporary piece is removed by the next attempt.
      }
    }
    throw error;
  }
  fsyncFolderSync(files, folder);
  files.rmSync(source, { force: true });
  fsyncFolderSync(files, dirname(journalPath));
  return made;
}
