/**
 * Main process. Streaming .xlsx writer: the sheet's XML is produced a few
 * hundred rows at a time (the CSV writer's ChunkedOutput), deflated by Node's
 * zlib as it goes (zip-stream.ts), and written to the file with backpressure:
 * memory stays bounded whatever the row count (D121). Cells are typed
 * (xlsx-cell.ts); text that repeats goes to a bounded shared-strings table,
 * the rest is inline (xlsx-shared-strings.ts); no cell is ever a formula.
 * A sheet holds Excel's 1,048,576 rows at most (D188).
 *
 * Layout: a short heading block (what, who issues it, whose, period and
 * filters, issued when and by whom, environment), a blank row, the table's
 * header row (frozen, with filters), then the rows.
 */
import type { Writable } from 'node:stream';
import { XlsxTooManyRowsError } from '../errors';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import type { CsvColumn } from './csv-columns';
import { abortReason, ChunkedOutput, type CsvWriteOptions, endSink, isSyncIterable } from './csv-writer';
import { writeExportFile } from './export-file';
import { issuerLine, type StatementHeading } from './statement-heading';
import { columnLetters, textCell, XLSX_STYLE, xlsxCell } from './xlsx-cell';
import { SharedStrings } from './xlsx-shared-strings';
import { ZipWriter } from './zip-stream';
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
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(c)}" customWidth="1"/>`)
    .join('');
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
  return lines
    .map(
      (line, i) =>
        `<row r="${i + 1}">${textCell(`A${i + 1}`, line, i === 0 ? XLSX_STYLE.title : XLSX_STYLE.text)}</row>`,
    )
    .join('');
}

/** Excel's rows per sheet. */
export const XLSX_MAX_SHEET_ROWS = 1_048_576;
/** Rows the heading block may take (title, its lines, a blank row, the header). */
const HEADING_ROWS_MAX = 20;
/** Data rows one sheet always has room for: the service refuses more before the save dialog. */
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_SHEET_ROWS - HEADING_ROWS_MAX;

/** Streams the workbook into `sink` and ends it; resolves once it has flushed. */
export async function writeXlsx<T>(
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<CsvColumn<T>>,
  heading: StatementHeading,
  sink: NodeJS.WritableStream,
  options: XlsxWriteOptions = {},
): Promise<XlsxWriteResult> {
  if (options.signal?.aborted) throw abortReason(options.signal);
  const headerRow = headingLines(heading).length + 2; // the heading block, one blank row, then the header
  if (headerRow > HEADING_ROWS_MAX)
    throw new Error(`The heading block takes ${headerRow} rows; at most ${HEADING_ROWS_MAX}`);
  const lastRow = headerRow + XLSX_MAX_DATA_ROWS;
  const zip = new ZipWriter(sink);
  let sheet: Writable | undefined;
  const cols = columns.map((_, i) => columnLetters(i));
  const lastCol = cols[cols.length - 1] ?? 'A';
  let rowNumber = headerRow;
  const strings = new SharedStrings();
  const sharedIn = columns.map((_, i) => (text: string) => strings.index(text, i));
  const rowXml = (row: T): string => {
    if (++rowNumber > lastRow) throw new XlsxTooManyRowsError(XLSX_MAX_DATA_ROWS);
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as CsvColumn<T>;
      xml += xlsxCell(`${cols[i]}${rowNumber}`, column.value(row), column.type, column.number, sharedIn[i]);
    }
    return `${xml}</row>`;
  };
  let out: ChunkedOutput | undefined;
  try {
    await zip.addBuffer('[Content_Types].xml', Buffer.from(CONTENT_TYPES));
    await zip.addBuffer('_rels/.rels', Buffer.from(ROOT_RELS));
    await zip.addBuffer('xl/_rels/workbook.xml.rels', Buffer.from(WORKBOOK_RELS));
    await zip.addBuffer('xl/styles.xml', Buffer.from(STYLES));
    // Level 1: the sheet is repetitive XML, so fast deflate loses little size and gains much time (D121).
    sheet = zip.addStream('xl/worksheets/sheet1.xml', 1);
    out = new ChunkedOutput(sheet, options);
    const header = columns.map((c, i) => textCell(`${cols[i]}${headerRow}`, c.header, XLSX_STYLE.header)).join('');
    out.add(
      sheetStart(columns as ReadonlyArray<CsvColumn<never>>, headerRow) +
        headingRows(heading) +
        `<row r="${headerRow}">${header}</row>`,
      false,
    );
    if (isSyncIterable(rows)) {
      for (const row of rows) if (out.add(rowXml(row), true)) await out.flush();
    } else {
      for await (const row of rows) if (out.add(rowXml(row), true)) await out.flush();
    }
    const filterRange = `$A$${headerRow}:$${lastCol}$${Math.max(rowNumber, headerRow)}`;
    out.add(`</sheetData><autoFilter ref="${filterRange.replace(/\$/g, '')}"/></worksheet>`, false);
    await out.flush();
    out.finalReport();
    await endSink(sheet);
    await zip.addBuffer('xl/sharedStrings.xml', Buffer.from(strings.xml()));
    await zip.addBuffer('xl/workbook.xml', Buffer.from(workbookXml(sheetName(heading.sheet), filterRange)));
    await zip.finish();
    return { rows: out.rows, bytes: zip.bytes };
  } catch (error) {
    sheet?.destroy();
    throw error;
  } finally {
    out?.release();
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
