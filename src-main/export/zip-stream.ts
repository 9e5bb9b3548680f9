/**
 * Main process. A streaming ZIP writer for the .xlsx package: entries are
 * deflated by Node's zlib (off the main thread) and checksummed by Node's
 * native `zlib.crc32`, and the archive is made in order as chunks that a
 * pipeline carries to the sink with its backpressure. It replaces yazl, whose
 * JavaScript CRC-32 was an eighth of the export's time (bench 7, D121).
 *
 * Only what an .xlsx needs: deflated entries, UTF-8 names, a data descriptor
 * after a streamed entry (its CRC and sizes are known only at its end), no
 * ZIP64. An entry or an archive past ZIP's 4 GiB fields is refused with a
 * clear error rather than written wrong; an .xlsx sheet stops at Excel's
 * 1,048,576 rows long before that.
 */
import type { TransformOptions } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';
import { ZipTooLargeError } from '../errors';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20;
const DEFLATE = 8;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
/** 1980-01-01 00:00, ZIP's first day: the same bytes for the same content (the export's time is in the sheet). */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
const MAX_32 = 0xffffffff;

interface EntryRecord {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** An entry of the archive: small ones given whole; a streamed one's content is read, checksummed and deflated as it comes. */
export type ZipEntry =
  | { name: string; data: Buffer; level?: number }
  | { name: string; content: AsyncIterable<Buffer> | Iterable<Buffer>; level: number };

/** Bytes the archive has handed on so far (the whole archive once it is consumed). */
export interface ZipCount {
  bytes: number;
}

/**
 * The archive of `entries`, in order, as chunks for a pipeline: each entry is taken from `entries` only once the
 * previous one is out, so a later entry may depend on an earlier one's content (the .xlsx's shared strings).
 */
export async function* zipArchive(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  count: ZipCount,
): AsyncGenerator<Buffer, void, undefined> {
  const records: EntryRecord[] = [];
  const out = (bytes: Buffer): Buffer => {
    count.bytes += bytes.length;
    return bytes;
  };
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if ('data' in entry) {
      const compressed = deflateRawSync(entry.data, { level: entry.level ?? constants.Z_DEFAULT_COMPRESSION });
      const record = {
        name,
        flags: FLAG_UTF8_NAME,
        crc: crc32(entry.data),
        size: entry.data.length,
        offset: count.bytes,
      };
      const whole = { ...record, compressedSize: compressed.length };
      checkSizes(entry.name, whole);
      yield out(localHeader(whole));
      yield out(compressed);
      records.push(whole);
      continue;
    }
    const record: EntryRecord = {
      name,
      flags: FLAG_UTF8_NAME | FLAG_DATA_DESCRIPTOR,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: count.bytes,
    };
    yield out(localHeader(record));
    for await (const piece of deflated(entry.name, entry.content, entry.level, record)) {
      record.compressedSize += piece.length;
      yield out(piece);
    }
    checkSizes(entry.name, record);
    yield out(dataDescriptor(record));
    records.push(record);
  }
  const start = count.bytes;
  for (const record of records) yield out(centralHeader(record));
  if (count.bytes > MAX_32 || records.length > 0xffff) throw new ZipTooLargeError('(archive)');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(count.bytes - start, 12);
  end.writeUInt32LE(start, 16);
  yield out(end);
}

/**
 * The content deflated by zlib (off the main thread), its CRC and size counted into `record` as it is read. The
 * deflater takes up to 1 MiB ahead, so the next chunk is made while zlib deflates the last (D121).
 */
async function* deflated(
  fileName: string,
  content: AsyncIterable<Buffer> | Iterable<Buffer>,
  level: number,
  record: EntryRecord,
): AsyncGenerator<Buffer, void, undefined> {
  async function* counted(): AsyncGenerator<Buffer, void, undefined> {
    for await (const chunk of content) {
      record.crc = crc32(chunk, record.crc);
      record.size += chunk.length;
      if (record.size > MAX_32) throw new ZipTooLargeError(fileName);
      yield chunk;
    }
  }
  // zlib hands its options to the Transform it is (Node's typings list only zlib's own).
  const options: ZlibOptions & Pick<TransformOptions, 'writableHighWaterMark'> = {
    level,
    writableHighWaterMark: 1024 * 1024,
  };
  const deflate = createDeflateRaw(options);
  // Settled into a value at once (never an unhandled rejection); a failure also ends the loop below, as the
  // pipeline destroys the deflater with it.
  const fed = pipeline(counted(), deflate).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  try {
    yield* deflate as AsyncIterable<Buffer>;
    const failed = await fed;
    if (failed) throw failed.error;
  } finally {
    deflate.destroy();
    await fed;
  }
}

function checkSizes(fileName: string, record: EntryRecord): void {
  if (record.size > MAX_32 || record.compressedSize > MAX_32 || record.offset > MAX_32)
    throw new ZipTooLargeError(fileName);
}

/**
 * The fields a local header and its central header share, in the same order (APPNOTE 4.3.7 and 4.3.12), from
 * `at`: version needed, flags, method, time, date, CRC, sizes, name length. A streamed entry's local header leaves
 * CRC and sizes zero: they follow its data, in the data descriptor.
 */
function writeEntryFields(header: Buffer, at: number, record: EntryRecord, withSizes: boolean): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(record.flags, at + 2);
  header.writeUInt16LE(DEFLATE, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  if (withSizes) {
    header.writeUInt32LE(record.crc, at + 10);
    header.writeUInt32LE(record.compressedSize, at + 14);
    header.writeUInt32LE(record.size, at + 18);
  }
  header.writeUInt16LE(record.name.length, at + 22);
}

function localHeader(record: EntryRecord): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  writeEntryFields(header, 4, record, !(record.flags & FLAG_DATA_DESCRIPTOR));
  return Buffer.concat([header, record.name]);
}

function dataDescriptor(record: EntryRecord): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(record.crc, 4);
  descriptor.writeUInt32LE(record.compressedSize, 8);
  descriptor.writeUInt32LE(record.size, 12);
  return descriptor;
}

function centralHeader(record: EntryRecord): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4); // version made by
  writeEntryFields(header, 6, record, true);
  header.writeUInt32LE(record.offset, 42);
  return Buffer.concat([header, record.name]);
}
