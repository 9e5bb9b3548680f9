import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src-main/export/export-columns';
import { writeCsv, writeCsvFile } from '../../../src-main/export/csv-writer';
import { MAX_WRITE_BYTES } from '../../../src-main/export/text-chunks';
import { ChunkRecorder } from '../../support/chunk-recorder';

interface Row {
  descricao: string | null;
  valor: number | null;
  cotas: number;
  data: string | null;
  registro: string;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Descrição', type: 'text', value: (r) => r.descricao },
  { header: 'Valor (R$)', type: 'number', value: (r) => r.valor },
  { header: 'Cotas', type: 'number', value: (r) => r.cotas },
  { header: 'Data', type: 'date', value: (r) => r.data },
  { header: 'Registro', type: 'datetime', value: (r) => r.registro },
];

const rows: Row[] = [
  {
    descricao: 'Contribuição; mensal',
    valor: 1234.56,
    cotas: 120.123456,
    data: '2024-03-15T00:00:00',
    registro: '2026-01-31T14:30:00Z',
  },
  {
    descricao: 'Resgate "parcial"',
    valor: -350.25,
    cotas: -0.000001,
    data: '2024-12-01',
    registro: '2026-01-31T14:30:00-03:00',
  },
  { descricao: 'Fundo A,B', valor: 0, cotas: 1e-7, data: null, registro: '2026-07-01T09:05:00' },
  { descricao: 'linha 1\r\nlinha 2', valor: null, cotas: 10, data: '2024-02-29', registro: '2026-07-01' },
  {
    descricao: '=CONTRIBUICAO EXTRA',
    valor: -0.01,
    cotas: 2,
    data: '2000-01-01T00:00:00-03:00',
    registro: '2026-03-01T02:59:00Z',
  },
  { descricao: null, valor: 1234567.891, cotas: 0, data: '2024-03-15T00:00:00', registro: 'desconhecido' },
];

const EXCEL =
  '\uFEFF' +
  'Descrição;Valor (R$);Cotas;Data;Registro\r\n' +
  '"Contribuição; mensal";1234,56;120,123456;15/03/2024;31/01/2026 11:30\r\n' +
  '"Resgate ""parcial""";-350,25;-0,000001;01/12/2024;31/01/2026 14:30\r\n' +
  'Fundo A,B;0;0,0000001;;01/07/2026 09:05\r\n' +
  '"linha 1\r\nlinha 2";;10;29/02/2024;01/07/2026\r\n' +
  "'=CONTRIBUICAO EXTRA;-0,01;2;01/01/2000;28/02/2026 23:59\r\n" +
  ';1234567,891;0;15/03/2024;desconhecido\r\n';

const STANDARD =
  'Descrição,Valor (R$),Cotas,Data,Registro\r\n' +
  'Contribuição; mensal,1234.56,120.123456,2024-03-15,2026-01-31T11:30:00-03:00\r\n' +
  '"Resgate ""parcial""",-350.25,-0.000001,2024-12-01,2026-01-31T14:30:00-03:00\r\n' +
  '"Fundo A,B",0,0.0000001,,2026-07-01T09:05:00\r\n' +
  '"linha 1\r\nlinha 2",,10,2024-02-29,2026-07-01\r\n' +
  "'=CONTRIBUICAO EXTRA,-0.01,2,2000-01-01,2026-02-28T23:59:00-03:00\r\n" +
  ',1234567.891,0,2024-03-15,desconhecido\r\n';

async function csvBytes(format: 'excel-br' | 'rfc4180', source: Iterable<Row> | AsyncIterable<Row> = rows) {
  const sink = new ChunkRecorder({ keep: true });
  const result = await writeCsv(source, columns, format, sink);
  return { bytes: sink.contents(), result, sink };
}

describe('exact bytes of each format', () => {
  it('Excel (Brasil): BOM, `;`, CRLF, decimal comma, dd/mm/aaaa, UTF-8 accents', async () => {
    const { bytes, result } = await csvBytes('excel-br');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.equals(Buffer.from(EXCEL, 'utf8'))).toBe(true);
    expect(bytes.toString('utf8')).toBe(EXCEL);
    // "ç" and "ã" of "Descrição" in UTF-8, right after the BOM and "Descri".
    expect([...bytes.subarray(9, 13)]).toEqual([0xc3, 0xa7, 0xc3, 0xa3]);
    expect(result).toEqual({ rows: rows.length, bytes: Buffer.byteLength(EXCEL, 'utf8') });
  });

  it('CSV padrão (RFC 4180): no BOM, `,`, CRLF, decimal point, ISO dates', async () => {
    const { bytes, result } = await csvBytes('rfc4180');
    expect(bytes[0]).toBe(0x44); // "D", no BOM
    expect(bytes.toString('utf8')).toBe(STANDARD);
    expect(result).toEqual({ rows: rows.length, bytes: Buffer.byteLength(STANDARD, 'utf8') });
  });

  it('reads back with csv-parse to the same cells', async () => {
    const excel = parse((await csvBytes('excel-br')).bytes, { delimiter: ';', bom: true }) as string[][];
    expect(excel[0]).toEqual(['Descrição', 'Valor (R$)', 'Cotas', 'Data', 'Registro']);
    expect(excel.map((r) => r[0])).toEqual([
      'Descrição',
      'Contribuição; mensal',
      'Resgate "parcial"',
      'Fundo A,B',
      'linha 1\r\nlinha 2',
      "'=CONTRIBUICAO EXTRA",
      '',
    ]);
    const standard = parse((await csvBytes('rfc4180')).bytes) as string[][];
    expect(standard.map((r) => r[0])).toEqual([
      'Descrição',
      'Contribuição; mensal',
      'Resgate "parcial"',
      'Fundo A,B',
      'linha 1\r\nlinha 2',
      "'=CONTRIBUICAO EXTRA",
      '',
    ]);
    expect(standard.map((r) => r.length)).toEqual(Array(7).fill(5));
  });

  it('writes the same bytes from an async iterable', async () => {
    async function* slowly() {
      for (const row of rows) {
        await new Promise((resolve) => setImmediate(resolve));
        yield row;
      }
    }
    expect((await csvBytes('excel-br', slowly())).bytes.toString('utf8')).toBe(EXCEL);
  });

  it('writes only the header (and BOM) for no rows', async () => {
    expect((await csvBytes('excel-br', [])).bytes.toString('utf8')).toBe(
      '\uFEFFDescrição;Valor (R$);Cotas;Data;Registro\r\n',
    );
    expect((await csvBytes('rfc4180', [])).result.rows).toBe(0);
  });
});

/** Small rows made on demand: the source itself holds nothing. */
function* manyRows(count: number): Generator<Row> {
  for (let i = 0; i < count; i++) {
    yield {
      descricao: i % 1000 === 0 ? '-AJUSTE' : 'APORTE',
      valor: (i % 10_000) / 100 - 20,
      cotas: i / 7,
      data: '2024-03-15T00:00:00',
      registro: '2026-01-31',
    };
  }
}

/** A full collection, so heapUsed counts live memory only (garbage would make it noisy). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('streaming', () => {
  it('exports 1,000,000 rows in chunks of bounded size, without holding the output', async () => {
    const sink = new ChunkRecorder();
    const count = 1_000_000;
    let peakHeap = 0;
    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    const progress: number[] = [];
    const result = await writeCsv(manyRows(count), columns, 'excel-br', sink, {
      progressEvery: 50_000,
      onProgress: (n) => {
        progress.push(n);
        collectGarbage();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      },
    });
    expect(result.rows).toBe(count);
    expect(sink.bytes).toBe(result.bytes);
    expect(sink.largestChunk).toBeLessThanOrEqual(1024 * 1024);
    expect(sink.largestChunk).toBeLessThanOrEqual(MAX_WRITE_BYTES);
    // Many writes, each of a few hundred rows.
    expect(sink.writes).toBeGreaterThan(count / 1000);
    expect(result.bytes).toBeGreaterThan(40 * 1024 * 1024);
    // Live memory stays flat while the output grows past 40 MiB: no whole-file string or buffer.
    expect(peakHeap - baseline).toBeLessThan(4 * 1024 * 1024);
    expect(progress.at(-1)).toBe(count);
    expect(progress.length).toBeGreaterThanOrEqual(count / 50_000);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]! - progress[i - 1]!).toBeGreaterThanOrEqual(i === progress.length - 1 ? 1 : 50_000);
  });

  it('waits for drain: a slow sink never has much more than its buffer plus one chunk queued', async () => {
    const highWaterMark = 16 * 1024;
    const sink = new ChunkRecorder({ highWaterMark, delayMs: 0 });
    const result = await writeCsv(manyRows(50_000), columns, 'rfc4180', sink);
    expect(result.bytes).toBeGreaterThan(2 * 1024 * 1024);
    expect(sink.bytes).toBe(result.bytes);
    expect(sink.maxQueued).toBeLessThanOrEqual(highWaterMark + MAX_WRITE_BYTES);
  });

  it('the recorder would see a writer that ignores backpressure', async () => {
    // Control for the previous test: writing everything at once piles it all up in the sink.
    const sink = new ChunkRecorder({ highWaterMark: 16 * 1024, delayMs: 0 });
    for (let i = 0; i < 100; i++) sink.write(Buffer.alloc(32 * 1024));
    await new Promise<void>((resolve) => sink.end(resolve));
    expect(sink.maxQueued).toBeGreaterThan(1024 * 1024);
  });

  it('splits one huge row into writes of at most MAX_WRITE_BYTES, without breaking characters', async () => {
    const sink = new ChunkRecorder({ keep: true });
    const huge = 'ção'.repeat(400_000);
    const result = await writeCsv(
      [{ descricao: huge, valor: 1, cotas: 1, data: null, registro: '' }],
      columns,
      'rfc4180',
      sink,
    );
    expect(sink.largestChunk).toBeLessThanOrEqual(MAX_WRITE_BYTES);
    expect(sink.writes).toBeGreaterThan(1);
    const [, row] = parse(sink.contents()) as string[][];
    expect(row?.[0]).toBe(huge);
    expect(result.bytes).toBe(sink.contents().length);
  });

  it('rejects when the sink fails', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disco cheio'));
      },
    });
    await expect(writeCsv(manyRows(10_000), columns, 'excel-br', failing)).rejects.toThrow('disco cheio');
  });

  it('lets the rows go when the sink fails, as a for…of would (a source that holds something releases it)', async () => {
    let released = false;
    function* held(): Generator<Row> {
      try {
        yield* manyRows(10_000);
      } finally {
        released = true;
      }
    }
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disco cheio'));
      },
    });
    await expect(writeCsv(held(), columns, 'excel-br', failing)).rejects.toThrow('disco cheio');
    expect(released).toBe(true);
  });

  it('stops on abort between chunks', async () => {
    const controller = new AbortController();
    const sink = new ChunkRecorder();
    const promise = writeCsv(manyRows(100_000), columns, 'excel-br', sink, {
      signal: controller.signal,
      progressEvery: 1000,
      onProgress: (n) => {
        if (n >= 1000) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(sink.bytes).toBeLessThan(10_000 * 60);
  });

  it('can leave the sink open', async () => {
    const sink = new ChunkRecorder({ keep: true });
    await writeCsv(rows, columns, 'rfc4180', sink, { end: false });
    expect(sink.writableEnded).toBe(false);
    sink.end();
  });
});

describe('writeCsvFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balcao-csv-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes through a .partial file, then renames it; the file is readable by its owner only', async () => {
    const path = join(dir, 'extrato.csv');
    const seen: boolean[] = [];
    const result = await writeCsvFile(path, manyRows(20_000), columns, 'excel-br', {
      progressEvery: 5000,
      onProgress: () => seen.push(existsSync(`${path}.partial`) && !existsSync(path)),
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.slice(0, -1).every(Boolean)).toBe(true);
    expect(existsSync(`${path}.partial`)).toBe(false);
    const content = await readFile(path);
    expect(content.length).toBe(result.bytes);
    expect(result.rows).toBe(20_000);
    expect((parse(content, { delimiter: ';', bom: true }) as string[][]).length).toBe(20_001);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('replaces a stale .partial file left by a crash', async () => {
    const path = join(dir, 'extrato.csv');
    await writeFile(`${path}.partial`, 'lixo de uma exportação interrompida');
    await writeCsvFile(path, rows, columns, 'rfc4180');
    expect(await readFile(path, 'utf8')).toBe(STANDARD);
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  it('on abort deletes the partial file and leaves an existing file untouched', async () => {
    const path = join(dir, 'extrato.csv');
    await writeFile(path, 'versão anterior');
    const controller = new AbortController();
    let sawPartial = false;
    const promise = writeCsvFile(path, manyRows(200_000), columns, 'excel-br', {
      signal: controller.signal,
      progressEvery: 2000,
      onProgress: (n) => {
        sawPartial ||= existsSync(`${path}.partial`);
        if (n >= 10_000) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(sawPartial).toBe(true);
    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(await readFile(path, 'utf8')).toBe('versão anterior');
  });

  it('on an error from the rows deletes the partial file and creates nothing', async () => {
    const path = join(dir, 'extrato.csv');
    async function* failing() {
      yield* manyRows(3000);
      throw new Error('a API caiu no meio');
    }
    await expect(writeCsvFile(path, failing(), columns, 'excel-br')).rejects.toThrow('a API caiu no meio');
    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(existsSync(path)).toBe(false);
  });

  it('rejects at once when already aborted, creating nothing', async () => {
    const path = join(dir, 'extrato.csv');
    await expect(writeCsvFile(path, rows, columns, 'excel-br', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(existsSync(path)).toBe(false);
  });

  it('fails cleanly when the folder does not exist', async () => {
    const path = join(dir, 'nao-existe', 'extrato.csv');
    await expect(writeCsvFile(path, rows, columns, 'excel-br')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
