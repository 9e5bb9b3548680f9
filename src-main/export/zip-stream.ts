/**
 * Main process. A streaming ZIP writer for the .xlsx package: entries are
 * deflated by Node's zlib (off the main thread) and checksummed by Node's
 * native `zlib.crc32`, and the archive is written in order to one sink with
 * backpressure. It replaces yazl, whose JavaScript CRC-32 was an eighth of the
 * export's time (bench 7, D121).
 *
 * Only what an .xlsx needs: deflated entries, UTF-8 names, a data descriptor
 * after a streamed entry (its CRC and sizes are known only at its end), no
 * ZIP64. An entry or an archive past ZIP's 4 GiB fields is refused with a
 * clear error rather than written wrong; an .xlsx sheet stops at Excel's
 * 1,048,576 rows long before that.
 */
import { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { ZipTooLargeError } from '../errors';
import { endSink, waitForDrain } from './csv-writer';

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

export class ZipWriter {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private failure: Error | undefined;

  constructor(private readonly sink: NodeJS.WritableStream) {
    sink.on('error', (error: Error) => {
      this.failure ??= error;
    });
  }

  /** Bytes written so far (the whole archive once `finish` resolved). */
  get bytes(): number {
    return this.offset;
  }

  /** A small entry given whole. */
  async addBuffer(fileName: string, data: Buffer, level = constants.Z_DEFAULT_COMPRESSION): Promise<void> {
    const compressed = deflateRawSync(data, { level });
    const name = Buffer.from(fileName, 'utf8');
    const record: EntryRecord = {
      name,
      flags: FLAG_UTF8_NAME,
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset: this.offset,
    };
    this.checkSizes(fileName, record);
    await this.write(localHeader(record));
    await this.write(compressed);
    this.entries.push(record);
  }

  /**
   * A streamed entry: what is written to the returned stream is checksummed,
   * deflated and appended to the archive; the entry is complete once the
   * stream has finished (`await finished(entry)` or the 'finish' event).
   */
  addStream(fileName: string, level: number): Writable {
    const name = Buffer.from(fileName, 'utf8');
    const record: EntryRecord = {
      name,
      flags: FLAG_UTF8_NAME | FLAG_DATA_DESCRIPTOR,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
    };
    const deflate = createDeflateRaw({ level });
    let headerWritten: Promise<void> | undefined;
    const start = (): Promise<void> => (headerWritten ??= this.write(localHeader(record)));
    const drained = (async () => {
      await start();
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        record.compressedSize += chunk.length;
        await this.write(chunk);
      }
    })();
    const entry = new Writable({
      highWaterMark: 1024 * 1024,
      write: (chunk: Buffer, _encoding, callback) => {
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.length;
        if (record.size > MAX_32) return callback(new ZipTooLargeError(fileName));
        if (deflate.write(chunk)) callback();
        else deflate.once('drain', () => callback());
      },
      final: (callback) => {
        deflate.end();
        drained.then(
          async () => {
            this.checkSizes(fileName, record);
            await this.write(dataDescriptor(record));
            this.entries.push(record);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
      destroy: (error, callback) => {
        deflate.destroy();
        callback(error);
      },
    });
    // The consumer above stops on a sink failure: fail the entry too, so no write waits forever.
    drained.catch((error: Error) => entry.destroy(error));
    return entry;
  }

  /** The central directory and its end record; ends the sink and waits until it has flushed. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const record of this.entries) await this.write(centralHeader(record));
    const size = this.offset - start;
    if (this.offset > MAX_32 || this.entries.length > 0xffff) throw new ZipTooLargeError('(archive)');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await endSink(this.sink);
  }

  private checkSizes(fileName: string, record: EntryRecord): void {
    if (record.size > MAX_32 || record.compressedSize > MAX_32 || record.offset > MAX_32)
      throw new ZipTooLargeError(fileName);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.offset += bytes.length;
    if (!this.sink.write(bytes)) await waitForDrain(this.sink);
  }
}

function localHeader(record: EntryRecord): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(record.flags, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // With a data descriptor, CRC and sizes are zero here and follow the data.
  if (!(record.flags & FLAG_DATA_DESCRIPTOR)) {
    header.writeUInt32LE(record.crc, 14);
    header.writeUInt32LE(record.compressedSize, 18);
    header.writeUInt32LE(record.size, 22);
  }
  header.writeUInt16LE(record.name.length, 26);
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
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(record.flags, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(record.crc, 16);
  header.writeUInt32LE(record.compressedSize, 20);
  header.writeUInt32LE(record.size, 24);
  header.writeUInt16LE(record.name.length, 28);
  header.writeUInt32LE(record.offset, 42);
  return Buffer.concat([header, record.name]);
}
