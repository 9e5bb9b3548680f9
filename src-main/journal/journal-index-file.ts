/**
 * The journal index's thread. The archive index of one sealed segment kept on disk beside it (D510), so a start
 * indexes only the segments that have no valid index file instead of reading every segment again.
 *
 * The file is never trusted: its first line says the format version, the segment it was built from (name, size,
 * SHA-256 of its bytes) and the length and SHA-256 of the body after it. A file missing, of another version, of
 * another segment, built from other bytes, cut short or altered is refused with a reason, and the segment is
 * indexed from its own lines again. It is written as the journal writes its side files (temporary file, fsync,
 * rename, fsync of the folder), in the archive folder, readable by the user only, as the segments are: it holds
 * what they hold (masked CPFs, folded masked text, keyed hashes), never more.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../src-shared/node/atomic-file';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import type { ArchivedSegment } from './journal-archive';
import type { SearchRecord } from './journal-filter';

/** Raised whenever the content or its meaning changes: files of another version are rebuilt, never read. */
export const INDEX_FILE_VERSION = 1;
const FORMAT = 'balcao-journal-index';
const SUFFIX = '.index';
/** An index file of a segment, by the segment's name. */
export const INDEX_FILE_NAME = /^(.+\.jsonl)\.index$/;
/** The first line is small; anything longer is not one of ours. */
const MAX_HEADER_BYTES = 4096;
const READ_CHUNK = 1 << 20;

/** What the index knows of a segment, as stored (the posting lists as pairs: JSON has no Map). */
export interface IndexContent {
  firstDay: string;
  lastDay: string;
  ids: string[];
  starts: number[];
  records: SearchRecord[];
  keyIds: Array<string | null>;
  postings: Array<[string, number[]]>;
  spans: number[][];
  resolvedIds: string[];
}

interface Header {
  format: string;
  version: number;
  segment: string;
  segmentBytes: number;
  segmentSha256: string;
  bodyBytes: number;
  bodySha256: string;
}

/** Why a stored index was not used (words for the log: no personal data, only what was wrong). */
export type RefusedIndex =
  'ausente' | 'ilegível' | 'outra versão' | 'de outro segmento' | 'segmento mudou' | 'corrompido';

export function indexFilePath(segment: ArchivedSegment): string {
  return `${segment.path}${SUFFIX}`;
}

/** The SHA-256 of a file's bytes, read in bounded chunks. */
export function fileSha256(files: FileSystemPort, path: string): string {
  const hash = createHash('sha256');
  const fd = files.openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_CHUNK);
    for (;;) {
      const read = files.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    files.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Writes a segment's index atomically. Throws when the disk refuses (the index then lives in memory only). */
export function writeIndexFile(
  files: FileSystemPort,
  segment: ArchivedSegment,
  built: { size: number; sha256: string },
  content: IndexContent,
): void {
  const body = Buffer.from(JSON.stringify(content), 'utf8');
  const header: Header = {
    format: FORMAT,
    version: INDEX_FILE_VERSION,
    segment: segment.name,
    segmentBytes: built.size,
    segmentSha256: built.sha256,
    bodyBytes: body.length,
    bodySha256: createHash('sha256').update(body).digest('hex'),
  };
  writeFileAtomicSync(
    indexFilePath(segment),
    Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), body]),
    files,
  );
}

/**
 * A segment's stored index, if it was built from the segment's present bytes and reached the disk whole;
 * otherwise why not. `sha256` is the segment's present hash (computed once by the caller, kept for the rewrite).
 */
export function readIndexFile(
  files: FileSystemPort,
  segment: ArchivedSegment,
  present: { size: number; sha256: string },
): { content: IndexContent } | { refused: RefusedIndex } {
  let bytes: Buffer;
  try {
    bytes = files.readFileSync(indexFilePath(segment));
  } catch (error) {
    return { refused: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'ausente' : 'ilegível' };
  }
  const newline = bytes.subarray(0, MAX_HEADER_BYTES).indexOf(0x0a);
  if (newline < 0) return { refused: 'corrompido' };
  let header: Partial<Header>;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Partial<Header>;
  } catch {
    return { refused: 'corrompido' };
  }
  if (header?.format !== FORMAT) return { refused: 'corrompido' };
  if (header.version !== INDEX_FILE_VERSION) return { refused: 'outra versão' };
  if (header.segment !== segment.name) return { refused: 'de outro segmento' };
  if (header.segmentBytes !== present.size || header.segmentSha256 !== present.sha256)
    return { refused: 'segmento mudou' };
  const body = bytes.subarray(newline + 1);
  if (body.length !== header.bodyBytes || createHash('sha256').update(body).digest('hex') !== header.bodySha256)
    return { refused: 'corrompido' };
  let content: unknown;
  try {
    content = JSON.parse(body.toString('utf8'));
  } catch {
    return { refused: 'corrompido' };
  }
  return isIndexContent(content) ? { content } : { refused: 'corrompido' };
}

/** The shape readBack and the matcher rely on: one slot per entry in every per-entry list. */
function isIndexContent(value: unknown): value is IndexContent {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Record<keyof IndexContent, unknown>>;
  if (typeof c.firstDay !== 'string' || typeof c.lastDay !== 'string') return false;
  const lists = [c.ids, c.starts, c.records, c.keyIds, c.spans];
  if (!lists.every(Array.isArray) || !Array.isArray(c.postings) || !Array.isArray(c.resolvedIds)) return false;
  const n = (c.ids as unknown[]).length;
  if (!lists.every((l) => (l as unknown[]).length === n)) return false;
  const inRange = (at: unknown) => Number.isInteger(at) && (at as number) >= 0 && (at as number) < n;
  return (
    (c.ids as unknown[]).every((id) => typeof id === 'string') &&
    (c.starts as unknown[]).every((s) => typeof s === 'number') &&
    (c.records as unknown[]).every(isRecord) &&
    (c.spans as unknown[]).every((s) => Array.isArray(s) && s.every((x) => Number.isInteger(x) && x >= 0)) &&
    (c.postings as unknown[]).every(
      (p) => Array.isArray(p) && typeof p[0] === 'string' && Array.isArray(p[1]) && p[1].every(inRange),
    )
  );
}

function isRecord(value: unknown): value is SearchRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return ['action', 'status', 'day', 'protocol', 'text'].every((k) => typeof r[k] === 'string');
}

/** Index files whose segment is gone (a sealing undone, a segment removed): they are left over. */
export function orphanIndexFiles(files: FileSystemPort, folder: string, segments: readonly string[]): string[] {
  let names: string[];
  try {
    names = files.readdirSync(folder);
  } catch {
    return [];
  }
  const known = new Set(segments);
  return names
    .filter((name) => INDEX_FILE_NAME.exec(name) && !known.has(INDEX_FILE_NAME.exec(name)![1]!))
    .map((name) => join(folder, name));
}
