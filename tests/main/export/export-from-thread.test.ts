/**
 * An export written where its rows are held (D555): the bytes that cross to main and are written through
 * writeFromThread are the very bytes the writers write in main, for CSV and .xlsx; a file that fails leaves nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exportColumnsFor, type ExportColumn } from '../../../src-main/export/export-columns';
import { writeCsvFile } from '../../../src-main/export/csv-writer';
import { writeFromThread } from '../../../src-main/export/export-chunks-in';
import { statementHeading } from '../../../src-main/export/statement-heading';
import { writeXlsxFile } from '../../../src-main/export/xlsx-writer';
import { xlsxTotals } from '../../../src-main/export/xlsx-totals';
import { nodeFileSystem } from '../../../src-shared/node/file-system';
import { exportHere } from '../../support/export-loopback';

const dir = mkdtempSync(join(tmpdir(), 'balcao-export-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const movement = fc.record({
  dataMovimento: fc.constantFrom('2024-01-02T10:00:00', '2025-12-31', null),
  tipoMovimento: fc.constantFrom('APORTE', 'RESGATE', 'CONTRIBUICAO'),
  statusMovimento: fc.constantFrom('PROCESSADO', 'PENDENTE'),
  descricaoMovimento: fc.string({ maxLength: 40 }),
  valorMovimento: fc.option(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { nil: null }),
  quantidadeCotasMovimento: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
  codigoFundo: fc.constantFrom('FND1', '000123'),
});
const heading = statementHeading({
  title: 'Movimentações financeiras',
  company: 'Teste',
  issuedAt: new Date('2026-01-31T12:00:00Z'),
  user: 'maria.souza',
  environment: 'sandbox',
});

describe('an export written from the thread that holds its rows', () => {
  it('is byte for byte what the writers write in main, CSV and .xlsx (property)', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { maxLength: 3_000 }), async (rows) => {
        const columns = exportColumnsFor('movements') as ReadonlyArray<ExportColumn<unknown>>;
        for (const format of ['excel-br', 'rfc4180', 'xlsx'] as const) {
          const here = join(dir, `main-${++n}`);
          const there = join(dir, `thread-${n}`);
          if (format === 'xlsx')
            await writeXlsxFile(here, rows, columns, heading, { ...xlsxTotals('movements', rows, columns) });
          else await writeCsvFile(here, rows, columns, format);
          const written = await writeFromThread(
            there,
            {},
            exportHere(rows, { format, kind: 'movements', ...(format === 'xlsx' ? { heading, totals: true } : {}) }),
          );
          expect(written.rows).toBe(rows.length);
          expect(readFileSync(there).equals(readFileSync(here))).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('a file that fails mid-way (a full disk) leaves nothing behind, and the encoding stops', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ descricaoMovimento: `Aporte ${i}`, valorMovimento: i }));
    let writes = 0;
    const full = {
      ...nodeFileSystem,
      createWriteStream: ((path: string, options: object) => {
        const stream = nodeFileSystem.createWriteStream(path, options as never);
        const write = stream.write.bind(stream);
        stream.write = ((chunk: unknown, ...rest: never[]) => {
          if (++writes > 3) {
            const error = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
            process.nextTick(() => stream.destroy(error));
            return false;
          }
          return write(chunk as never, ...rest);
        }) as typeof stream.write;
        return stream;
      }) as typeof nodeFileSystem.createWriteStream,
    };
    const path = join(dir, 'full.csv');
    const source = exportHere(rows, { format: 'excel-br', kind: 'movements' });
    await expect(writeFromThread(path, { files: full }, source)).rejects.toMatchObject({ code: 'ENOSPC' });
    await expect(source.written).rejects.toBeDefined();
    expect(readdirSync(dir).filter((f) => f.startsWith('full.csv'))).toEqual([]);
  });
});
