/**
 * Main process. Streaming .xlsx writer: the sheet's XML is produced a few
 * hundred rows at a time (the CSV writer's ChunkedOutput), deflated by yazl
 * (Node's zlib) as it goes, and piped to the file with backpressure: memory
 * stays bounded whatever the row count (D121). Cells are typed (xlsx-cell.ts),
 * text is inline (no shared-strings table to hold in memory), and no cell is
 * ever a formula.
 *
 * Layout: a short heading block (what, who issues it, whose, period and
 * filters, issued when and by whom, environment), a blank row, the table's
 * header row (frozen, with filters), then the rows.
 */
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import type { CsvColumn } from './csv-columns';
import { abortReason, ChunkedOutput, type CsvWriteOptions, isSyncIterable } from './csv-writer';
import { writeExportFile } from './export-file';
import { issuerLine, type StatementHeading } from './statement-heading';
import { columnLetters, textCell, XLSX_STYLE, xlsxCell } from './xlsx-cell';
import { CONTENT_TYPES, ROOT_RELS, SHEET_OPEN, sheetName, STYLES, WORKBOOK_RELS, workbookXml } from './xlsx-parts';

export type XlsxWriteOptions = Omit<CsvWriteOptions, 'end'>;

export interface XlsxWriteResult {
  rows: number;
  /** Bytes of the .xlsx file (compressed). */
  bytes: number;
}

/** Width in characters: the header's, within sensible bounds for the column's type. */
function columnWidth(column: CsvColumn<never>): number {
  const base = column.type === 'date' ? 12 : column.type === 'datetime' ? 17 : column.type === 'number' ? 16 : 18;
  return Math.min(50, Math.max(base, column.header.length + 3));
}

function sheetStart(columns: ReadonlyArray<CsvColumn<never>>, headerRow: number): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(c)}" customWidth="1"/>`).join('');
  return (
    SHEET_OPEN +
    '<sheetViews><sheetView workbookViewId="0">' +
    `<pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A${headerRow + 1}" sqref="A${headerRow + 1}"/>` +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols><sheetData>`
  );
}

/** The heading block's lines: the title, who issues the statement, then the heading's own lines. */
function headingLines(heading: StatementHeading): string[] {
  return [heading.title, issuerLine(heading), ...heading.lines];
}

function headingRows(heading: StatementHeading): string {
  const lines = headingLines(heading);
  return lines.map((line, i) => `<row r="${i + 1}">${textCell(`A${i + 1}`, line, i === 0 ? XLSX_STYLE.title : XLSX_STYLE.text)}</row>`).join('');
}

/** Counts the bytes that pass. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Streams the workbook into `sink` and ends it; resolves once it has flushed. */
export async function writeXlsx<T>(
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<CsvColumn<T>>,
  heading: StatementHeading,
  sink: NodeJS.WritableStream,
  options: XlsxWriteOptions = {},
): Promise<XlsxWriteResult> {
  if (options.signal?.aborted) throw abortReason(options.signal);
  const zip = new ZipFile();
  const sheet = new PassThrough({ highWaterMark: 64 * 1024 });
  const counter = byteCounter();
  const written = pipeline(zip.outputStream, counter, sink as NodeJS.WritableStream & NodeJS.ReadableStream);
  // A destination that fails stops the zip from reading the sheet: fail the sheet too, so no write waits forever.
  written.catch((error: unknown) => sheet.destroy(error as Error));
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  // Level 1: the sheet is repetitive XML, so fast deflate loses little size and gains much time (D121).
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { compressionLevel: 1 } as Parameters<ZipFile['addReadStream']>[2]);

  const cols = columns.map((_, i) => columnLetters(i));
  const lastCol = cols[cols.length - 1] ?? 'A';
  const headerRow = headingLines(heading).length + 2; // the heading block, one blank row, then the header
  const out = new ChunkedOutput(sheet, options);
  let rowNumber = headerRow;
  const rowXml = (row: T): string => {
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as CsvColumn<T>;
      xml += xlsxCell(`${cols[i]}${rowNumber}`, column.value(row), column.type, column.number);
    }
    return `${xml}</row>`;
  };
  try {
    const header = columns.map((c, i) => textCell(`${cols[i]}${headerRow}`, c.header, XLSX_STYLE.header)).join('');
    out.add(sheetStart(columns as ReadonlyArray<CsvColumn<never>>, headerRow) + headingRows(heading) + `<row r="${headerRow}">${header}</row>`, false);
    if (isSyncIterable(rows)) {
      for (const row of rows) if (out.add(rowXml(row), true)) await out.flush();
    } else {
      for await (const row of rows) if (out.add(rowXml(row), true)) await out.flush();
    }
    const filterRange = `$A$${headerRow}:$${lastCol}$${Math.max(rowNumber, headerRow)}`;
    out.add(`</sheetData><autoFilter ref="${filterRange.replace(/\$/g, '')}"/></worksheet>`, false);
    await out.flush();
    out.finalReport();
    sheet.end();
    zip.addBuffer(Buffer.from(workbookXml(sheetName(heading.sheet), filterRange)), 'xl/workbook.xml');
    zip.end();
    await written;
    return { rows: out.rows, bytes: counter.bytes };
  } catch (error) {
    sheet.destroy();
    (zip.outputStream as unknown as { destroy(): void }).destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    out.release();
  }
}

/** The workbook at `path`, whole or not at all (writeExportFile). */
export function writeXlsxFile<T>(
  path: string,
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<CsvColumn<T>>,
  heading: StatementHeading,
  options: XlsxWriteOptions & { files?: FileSystemPort } = {},
): Promise<XlsxWriteResult> {
  return writeExportFile(path, options, (stream) => writeXlsx(rows, columns, heading, stream, options));
}
