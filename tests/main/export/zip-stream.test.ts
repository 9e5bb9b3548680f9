/**
 * The ZIP writer behind the .xlsx (zip-stream.ts): any set of entries, given
 * whole or streamed in any chunking, reads back byte for byte with the CRC-32
 * and sizes the central directory states (a reader written here from the
 * format, independent of the writer), and `unzip -t` (Info-ZIP, a real
 * consumer) finds the archive sound. A sink that fails mid-way fails the
 * writer instead of leaving it waiting.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvChunkRecorder, endSink } from '../../../src-main/export/csv-writer';
import { ZipWriter } from '../../../src-main/export/zip-stream';

interface ReadEntry {
  name: string;
  data: Buffer;
  crc: number;
}

/** Reads the archive from its central directory, checking each entry's CRC and sizes. */
function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + compressedSize));
    expect(data.length, name).toBe(size);
    expect(crc32(data), name).toBe(crc);
    entries.push({ name, data, crc });
    at += 46 + nameLength;
  }
  return entries;
}

const entryArbitrary = fc.record({
  name: fc.string({ minLength: 1, maxLength: 20 }).map((s) => `dir/${s.replace(/[\\/]/g, '_')}.xml`),
  data: fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a)),
  streamed: fc.boolean(),
  chunk: fc.integer({ min: 1, max: 997 }),
});

async function zipOf(
  entries: Array<{ name: string; data: Buffer; streamed: boolean; chunk: number }>,
): Promise<Buffer> {
  const sink = new CsvChunkRecorder({ keep: true });
  const zip = new ZipWriter(sink);
  for (const entry of entries) {
    if (!entry.streamed) {
      await zip.addBuffer(entry.name, entry.data);
      continue;
    }
    const stream = zip.addStream(entry.name, 1);
    for (let i = 0; i < entry.data.length; i += entry.chunk) {
      if (!stream.write(entry.data.subarray(i, i + entry.chunk)))
        await new Promise((resolve) => stream.once('drain', resolve));
    }
    await endSink(stream);
  }
  await zip.finish();
  const bytes = sink.contents();
  expect(zip.bytes).toBe(bytes.length);
  return bytes;
}

describe('zip writer', () => {
  it('any entries, whole or streamed in any chunks, read back exactly with their CRC and sizes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArbitrary, { maxLength: 6 }), async (entries) => {
        const read = readZip(await zipOf(entries));
        expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
        read.forEach((entry, i) => expect(entry.data.equals(entries[i]!.data)).toBe(true));
      }),
      { numRuns: 60 },
    );
  });

  it.skipIf(!existsSync('/usr/bin/unzip'))('unzip -t finds the archive sound (a real consumer)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'balcao-zip-'));
    try {
      const big = Buffer.from('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'.repeat(50_000));
      const file = join(dir, 'test.zip');
      await writeFile(
        file,
        await zipOf([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), streamed: false, chunk: 1 },
          { name: 'xl/worksheets/sheet1.xml', data: big, streamed: true, chunk: 65_536 },
          { name: 'xl/Movimentações.xml', data: Buffer.from('ç'), streamed: false, chunk: 1 },
        ]),
      );
      const report = execFileSync('/usr/bin/unzip', ['-t', file], { encoding: 'utf8' });
      expect(report).toContain('No errors detected');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a sink that fails mid-way fails the writer (no write waits forever)', async () => {
    let written = 0;
    const failing = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(written > 50_000 ? new Error('ENOSPC: no space left on device') : null);
      },
    });
    const zip = new ZipWriter(failing);
    const attempt = (async () => {
      const stream = zip.addStream('big.xml', 0);
      for (let i = 0; i < 1000; i++) {
        if (!stream.write(Buffer.alloc(4096, i))) {
          await new Promise((resolve, reject) => {
            stream.once('drain', resolve);
            stream.once('error', reject);
          });
        }
      }
      await endSink(stream);
      await zip.finish();
    })();
    await expect(attempt).rejects.toThrow(/ENOSPC/);
  });
});
