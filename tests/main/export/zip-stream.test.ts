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
import { pipeChunks } from '../../../src-main/export/text-chunks';
import { zipArchive, type ZipEntry } from '../../../src-main/export/zip-stream';
import { ChunkRecorder } from '../../support/chunk-recorder';

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

function* chunksOf(data: Buffer, size: number): Generator<Buffer> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function zipOf(
  entries: Array<{ name: string; data: Buffer; streamed: boolean; chunk: number }>,
): Promise<Buffer> {
  const sink = new ChunkRecorder({ keep: true });
  const count = { bytes: 0 };
  const archive = entries.map((entry): ZipEntry =>
    entry.streamed
      ? { name: entry.name, level: 1, content: chunksOf(entry.data, entry.chunk) }
      : { name: entry.name, data: entry.data },
  );
  await pipeChunks(zipArchive(archive, count), sink);
  const bytes = sink.contents();
  expect(count.bytes).toBe(bytes.length);
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
    async function* big(): AsyncGenerator<Buffer> {
      for (let i = 0; i < 1000; i++) yield Buffer.alloc(4096, i);
    }
    const attempt = pipeChunks(zipArchive([{ name: 'big.xml', level: 0, content: big() }], { bytes: 0 }), failing);
    await expect(attempt).rejects.toThrow(/ENOSPC/);
  });

  it('content that fails mid-way fails the archive with its own error, and nothing is left waiting', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      async function* broken(): AsyncGenerator<Buffer> {
        for (let i = 0; i < 100; i++) yield Buffer.alloc(64 * 1024, i);
        throw new Error('a API caiu no meio');
      }
      const sink = new ChunkRecorder();
      const attempt = pipeChunks(
        zipArchive(
          [
            { name: 'a.xml', data: Buffer.from('<a/>') },
            { name: 'b.xml', level: 1, content: broken() },
          ],
          {
            bytes: 0,
          },
        ),
        sink,
      );
      await expect(attempt).rejects.toThrow('a API caiu no meio');
      expect(sink.destroyed).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
