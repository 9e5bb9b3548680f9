/**
 * The .xlsx writer, read back as a package: typed cells (text stays text
 * with its zeros, amounts and quotas are numbers, dates are date serials),
 * never a formula, heading block, frozen header with filters, and streaming
 * with bounded memory. LibreOffice reads the same files in
 * statements-real-consumers.test.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src-main/export/export-columns';
import { ChunkRecorder } from '../../support/chunk-recorder';
import { escapeXml, excelDateSerial, XLSX_STYLE, xlsxCell } from '../../../src-main/export/xlsx-cell';
import { writeXlsx, writeXlsxFile } from '../../../src-main/export/xlsx-writer';

interface Row {
  id: string | null;
  text: string | null;
  value: number | string | null;
  quotas: number | null;
  date: string | null;
  at?: string | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Identificação', type: 'text', value: (r) => r.id },
  { header: 'Descrição', type: 'text', value: (r) => r.text },
  { header: 'Valor (R$)', type: 'number', number: 'brl', value: (r) => r.value },
  { header: 'Cotas', type: 'number', number: 'quota', value: (r) => r.quotas },
  { header: 'Data', type: 'date', value: (r) => r.date },
  { header: 'Registro', type: 'datetime', value: (r) => r.at },
];

const heading = {
  sheet: 'Movimentações',
  title: 'Extrato de movimentações',
  issuer: 'Seguradora Exemplo S.A.',
  lines: ['Cliente: Ana — CPF ***.456.789-**', 'Ambiente: Sandbox — SANDBOX — sem valor'],
};

interface Cell {
  ref: string;
  style: number;
  type: 'inlineStr' | 'n';
  text: string;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#13;/g, '\r')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * A `<t>`'s text as Excel reads it: spaces (space, tab, LF, CR) at either end are dropped unless the element says
 * `xml:space="preserve"`. A character reference (`&#13;`) is no space to XML's whitespace handling, so it is
 * unescaped after the trim.
 */
function readT(preserve: string | undefined, raw: string): string {
  return unescapeXml(preserve ? raw : raw.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, ''));
}

/** The shared-strings table, in order (xl/sharedStrings.xml). */
function sharedStringsOf(xml: string | undefined): string[] {
  return [...(xml ?? '').matchAll(/<si><t( xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g)].map((m) =>
    readT(m[1], m[2] ?? ''),
  );
}

/** Cells as a reader sees them: a shared string (`t="s"`) is text like an inline one. */
function readPackage(bytes: Uint8Array): { files: Record<string, string>; cells: Cell[][] } {
  const entries = unzipSync(bytes);
  const files = Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, strFromU8(data)]));
  const sheet = files['xl/worksheets/sheet1.xml'] ?? '';
  const shared = sharedStringsOf(files['xl/sharedStrings.xml']);
  const cells = [...sheet.matchAll(/<row r="\d+">([\s\S]*?)<\/row>/g)].map(([, row]) =>
    [
      ...(row ?? '').matchAll(
        /<c r="([A-Z]+\d+)" s="(\d+)"(?: t="(inlineStr|s)")?>(?:<is><t( xml:space="preserve")?>([\s\S]*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g,
      ),
    ].map((m) => ({
      ref: m[1]!,
      style: Number(m[2]),
      type: m[3] ? ('inlineStr' as const) : ('n' as const),
      text:
        m[3] === 's'
          ? (shared[Number(m[6])] ?? `(no shared string ${m[6]})`)
          : m[3]
            ? readT(m[4], m[5] ?? '')
            : unescapeXml(m[6] ?? ''),
    })),
  );
  return { files, cells };
}

async function xlsxOf(rows: Row[]): Promise<{ files: Record<string, string>; cells: Cell[][] }> {
  const sink = new ChunkRecorder({ keep: true });
  await writeXlsx(rows, columns, heading, sink);
  return readPackage(sink.contents());
}

describe('xlsx cells', () => {
  it('identifiers stay text with their zeros; amounts, quotas and dates are typed; missing values are empty cells', async () => {
    const { cells, files } = await xlsxOf([
      {
        id: '000000925108',
        text: '=CONTRIBUICAO EXTRA',
        value: -1234.56,
        quotas: 12.12345678,
        date: '2024-03-15',
        at: '2026-01-31T14:30:00Z',
      },
      { id: '92510800000001', text: null, value: '350.25', quotas: null, date: 'a definir', at: null },
    ]);
    // Title, who issues it, two heading lines, then (after a blank row) the header and the rows.
    expect(cells[0]![0]).toMatchObject({ ref: 'A1', style: XLSX_STYLE.title, text: 'Extrato de movimentações' });
    expect(cells[1]![0]).toMatchObject({ ref: 'A2', style: XLSX_STYLE.text, text: 'Seguradora Exemplo S.A. · Balcão' });
    const header = cells[4]!;
    expect(header.map((c) => c.text)).toEqual(columns.map((c) => c.header));
    expect(header[0]!.ref).toBe('A6');
    const [first, second] = [cells[5]!, cells[6]!];
    expect(first.map((c) => [c.ref, c.type, c.style, c.text])).toEqual([
      ['A7', 'inlineStr', XLSX_STYLE.text, '000000925108'],
      ['B7', 'inlineStr', XLSX_STYLE.text, '=CONTRIBUICAO EXTRA'],
      ['C7', 'n', XLSX_STYLE.brl, '-1234.56'],
      ['D7', 'n', XLSX_STYLE.quota, '12.12345678'],
      ['E7', 'n', XLSX_STYLE.date, String(excelDateSerial('2024-03-15')!)],
      // 14:30 UTC is 11:30 in São Paulo, as the CSV shows it.
      ['F7', 'n', XLSX_STYLE.datetime, String(excelDateSerial('2026-01-31')! + (11 * 60 + 30) / 1440)],
    ]);
    // Missing values leave no cell; a date column given words keeps the words as text.
    expect(second.map((c) => [c.ref, c.type, c.text])).toEqual([
      ['A8', 'inlineStr', '92510800000001'],
      ['C8', 'n', '350.25'],
      ['E8', 'inlineStr', 'a definir'],
    ]);
    expect(files['xl/worksheets/sheet1.xml']).not.toContain('<f>');
    expect(files['xl/worksheets/sheet1.xml']).toContain(
      '<pane ySplit="6" topLeftCell="A7" activePane="bottomLeft" state="frozen"/>',
    );
    expect(files['xl/worksheets/sheet1.xml']).toContain('<autoFilter ref="A6:F8"/>');
    expect(files['xl/workbook.xml']).toContain("'Movimentações'!$A$6:$F$8");
  });

  it('prints one page wide, A4 landscape, with the header row at the top of every page (as ExcelJS reads it)', async () => {
    const sink = new ChunkRecorder({ keep: true });
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: String(i),
      text: 'x'.repeat(200),
      value: i,
      quotas: i,
      date: '2024-03-15',
    }));
    await writeXlsx(rows, columns, heading, sink);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sink.contents() as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.pageSetup).toMatchObject({
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      orientation: 'landscape',
      paperSize: 9,
      printTitlesRow: '6:6',
    });
  });

  it('date serials are Excel’s (1900 system): 1900-03-01 is 61, 2024-02-29 is 45351; earlier days have none', () => {
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2024-02-29')).toBe(45351);
    expect(excelDateSerial('9999-12-31')).toBe(2958465);
    // Excel reads 1 as 1900-01-01 and has a 29/02/1900 (60): counting from 1899-12-30 is one day off before March 1900 (D194).
    expect(excelDateSerial('1900-02-28')).toBeUndefined();
    expect(excelDateSerial('1899-12-31')).toBeUndefined();
  });

  it('a date before 1900-03-01 is text dd/mm/aaaa, which Excel and LibreOffice read alike; a timestamp too', async () => {
    const { cells } = await xlsxOf([
      { id: 'a', text: null, value: null, quotas: null, date: '1900-02-28', at: '1899-12-31T10:15:00' },
      { id: 'b', text: null, value: null, quotas: null, date: '1900-03-01', at: '1900-03-01T00:00:00' },
      { id: 'c', text: null, value: null, quotas: null, date: '0001-01-01T00:00:00', at: '1850-06-01' },
    ]);
    expect(cells.slice(5).map((row) => row.slice(1).map((c) => [c.type, c.style, c.text]))).toEqual([
      [
        ['inlineStr', XLSX_STYLE.text, '28/02/1900'],
        ['inlineStr', XLSX_STYLE.text, '31/12/1899 10:15'],
      ],
      [
        ['n', XLSX_STYLE.date, '61'],
        ['n', XLSX_STYLE.datetime, '61'],
      ],
      [
        ['inlineStr', XLSX_STYLE.text, '01/01/0001'],
        ['inlineStr', XLSX_STYLE.text, '01/06/1850'],
      ],
    ]);
  });

  it('any date 0001-01-01..9999-12-31: from 1900-03-01 a serial Excel’s 1900 system reads as that very day; before, text (property)', () => {
    const DAY = 86_400_000;
    const first = new Date(0);
    first.setUTCFullYear(1, 0, 1);
    const last = Date.UTC(9999, 11, 31);
    const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    /** Excel's 1900 date system, as Excel documents it: 1 is 1900-01-01, 60 is the 29/02/1900 that never was. */
    const excelDay = (serial: number) =>
      serial === 60 ? '1900-02-29' : isoOf(Date.UTC(1900, 0, 1) + (serial < 60 ? serial - 1 : serial - 2) * DAY);
    const day = fc.oneof(
      fc.integer({ min: Math.round(first.getTime() / DAY), max: last / DAY }),
      // Around the turn of 1900 and its fictitious leap day.
      fc.integer({ min: Date.UTC(1899, 11, 1) / DAY, max: Date.UTC(1900, 3, 1) / DAY }),
    );
    fc.assert(
      fc.property(day, (n) => {
        const iso = isoOf(n * DAY);
        const cell = /^<c r="A1" s="(\d+)"( t="inlineStr")?>(?:<is><t>(.*)<\/t><\/is>|<v>(.*)<\/v>)<\/c>$/.exec(
          xlsxCell('A1', iso, 'date'),
        )!;
        if (iso >= '1900-03-01') {
          expect([cell[1], cell[2]]).toEqual([String(XLSX_STYLE.date), undefined]);
          expect(excelDay(Number(cell[4]))).toBe(iso);
        } else {
          expect([cell[1], cell[2], cell[3]]).toEqual([
            String(XLSX_STYLE.text),
            ' t="inlineStr"',
            iso.split('-').reverse().join('/'),
          ]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('any text comes back exactly as written, never as a formula (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 1, maxLength: 20 }),
        async (texts) => {
          const { cells, files } = await xlsxOf(
            texts.map((text) => ({ id: text, text: null, value: null, quotas: null, date: null })),
          );
          // A text XML cannot hold any character of is a missing value: its cell is absent, like ''.
          const expected = texts.map(escapeXmlRoundTrip).filter((t) => t !== '');
          expect(
            cells
              .slice(5)
              .flat()
              .map((c) => c.text),
          ).toEqual(expected);
          expect(files['xl/worksheets/sheet1.xml']).not.toMatch(/<f[ >]/);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** What survives XML: the characters XML 1.0 can hold (the others are dropped); '' is a missing value. */
function escapeXmlRoundTrip(text: string): string {
  return unescapeXml(escapeXml(text));
}

describe('spaces at either end of a text', () => {
  it('survive in the cell as Excel reads it, characters XML cannot hold dropped first (property)', async () => {
    const edge = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u0001 ', ' \u0002', '\u0000\u001f ', '\uffff ', '');
    const middle = fc.string({ unit: 'binary', maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(edge, middle, edge), { minLength: 1, maxLength: 6 }), async (parts) => {
        const texts = parts.map(([a, b, c]) => a + b + c);
        // Twice each: the second copy of a text comes from the shared-strings table.
        const { cells } = await xlsxOf(
          [...texts, ...texts].map((text) => ({ id: null, text, value: null, quotas: null, date: null })),
        );
        const expected = [...texts, ...texts].map(escapeXmlRoundTrip).filter((t) => t !== '');
        expect(cells.slice(5).flatMap((row) => row.map((c) => c.text))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('a control character before a leading space (or after a trailing one): the space is kept with xml:space="preserve"', () => {
    expect(xlsxCell('B2', '\u0001 lead', 'text')).toBe(
      '<c r="B2" s="3" t="inlineStr"><is><t xml:space="preserve"> lead</t></is></c>',
    );
    expect(xlsxCell('B2', 'trail \u0001', 'text')).toBe(
      '<c r="B2" s="3" t="inlineStr"><is><t xml:space="preserve">trail </t></is></c>',
    );
    expect(xlsxCell('B2', '\u0001lead', 'text')).toBe('<c r="B2" s="3" t="inlineStr"><is><t>lead</t></is></c>');
  });
});

describe('xlsx streaming', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balcao-xlsx-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('streams 200,000 rows with backpressure: the sink never holds more than a few chunks', async () => {
    function* many(): Generator<Row> {
      for (let i = 0; i < 200_000; i++)
        yield {
          id: String(i).padStart(12, '0'),
          text: `Movimento ${i}`,
          value: i / 100,
          quotas: i / 1e6,
          date: '2024-03-15',
        };
    }
    const sink = new ChunkRecorder({ highWaterMark: 16 * 1024, delayMs: 0 });
    const progress: number[] = [];
    const result = await writeXlsx(many(), columns, heading, sink, {
      onProgress: (n) => progress.push(n),
      progressEvery: 50_000,
    });
    expect(result.rows).toBe(200_000);
    expect(result.bytes).toBe(sink.bytes);
    // Reported at the first chunk boundary past every 50,000 rows, and at the end.
    expect(progress).toHaveLength(4);
    expect(progress.at(-1)).toBe(200_000);
    // Bounded: the sink's queue stays within its high-water mark plus one zip chunk.
    expect(sink.maxQueued).toBeLessThanOrEqual(16 * 1024 + 128 * 1024);
  });

  it('writes the file whole or not at all: an abort leaves neither the file nor its .partial', async () => {
    const path = join(dir, 'extrato.xlsx');
    const controller = new AbortController();
    function* rows(): Generator<Row> {
      for (let i = 0; i < 100_000; i++) {
        if (i === 20_000) controller.abort(new Error('parou'));
        yield { id: String(i), text: 'x', value: i, quotas: null, date: null };
      }
    }
    await expect(writeXlsxFile(path, rows(), columns, heading, { signal: controller.signal })).rejects.toThrow('parou');
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(false);
    const done = await writeXlsxFile(
      path,
      [{ id: '001', text: 'ok', value: 1, quotas: 1, date: '2024-01-01' }],
      columns,
      heading,
    );
    expect(done.rows).toBe(1);
    expect(readPackage(await readFile(path)).cells[5]![0]!.text).toBe('001');
  });
});
