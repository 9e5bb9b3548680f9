/**
 * Main process. Streaming .xlsx writer: the sheet's XML is produced a few
 * hundred rows at a time (text-chunks.ts, as the CSV's), deflated by Node's
 * zlib as it goes (zip-stream.ts), and carried to the file by Node's pipeline:
 * memory stays bounded whatever the row count (D121). Cells are typed
 * (xlsx-cell.ts); text that repeats goes to a bounded shared-strings table,
 * the rest is inline (xlsx-shared-strings.ts); no cell is ever a formula.
 * A sheet holds Excel's 1,048,576 rows at most (D188).
 *
 * Every word it writes itself is the statement's, in the heading's language
 * (statement-words.ts, D571); figures stay numbers and dates real dates, shown
 * by the reader's own locale.
 *
 * Layout: a short heading block (what, who issues it, whose, period and
 * filters, issued when and by whom, environment), a blank row, the summary
 * of the statements (D350), the table's header row (frozen, with filters),
 * the rows, then the totals of the rows listed, as values (D410). Columns are
 * as wide as their content when the rows are at hand (xlsx-widths.ts, D411).
 */
import { XlsxTooManyRowsError } from '../errors';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import type { ExportColumn } from './export-columns';
import { writeExportFile } from './export-file';
import { issuerLine, type StatementHeading } from './statement-heading';
import { columnLetters, textCell, XLSX_STYLE, xlsxCell } from './xlsx-cell';
import { SharedStrings } from './xlsx-shared-strings';
import { abortReason, type ChunkOptions, pipeChunks, utf8Chunks } from './text-chunks';
import { zipArchive, type ZipEntry } from './zip-stream';
import type { SummaryBlock, SummaryLine } from './statement-summary';
import type { TotalsBlock } from './statement-totals-block';
import { fittedWidths } from './xlsx-widths';
import { statementWords, type StatementWords } from './statement-words';
import {
  CONTENT_TYPES,
  ROOT_RELS,
  SHEET_OPEN,
  SHEET_PAGE_SETUP,
  sheetName,
  STYLES,
  WORKBOOK_RELS,
  workbookXml,
} from './xlsx-parts';

export type XlsxWriteOptions = ChunkOptions & {
  /** The statement's summary (D350), written between the heading and the table, its figures as numbers. */
  summary?: readonly SummaryBlock[];
  /** What the summary covers, under it. */
  summaryNotes?: readonly string[];
  /** The totals under the rows (D410): R$ in the column `reaisColumn`, quotas in `quotasColumn` (0-based). */
  totals?: TotalsBlock & { reaisColumn: number; quotasColumn: number };
};

export interface XlsxWriteResult {
  rows: number;
  /** Bytes of the .xlsx file (compressed). */
  bytes: number;
}

/** Width in characters when the rows are not at hand: the header's, within sensible bounds for the column's type. */
function columnWidth(column: ExportColumn<never>): number {
  const base = column.type === 'date' ? 12 : column.type === 'datetime' ? 17 : column.type === 'number' ? 16 : 18;
  return Math.min(50, Math.max(base, column.header.length + 3));
}

/** The summary's widths: its labels in the first column, its R$ and quotas in the next two. */
const SUMMARY_WIDTHS = [0, 18, 18];

/** The least width of each column: the summary's labels in the first, its figures in the next two. */
function summaryWidths(columns: number, summary: readonly SummaryBlock[]): number[] {
  const labelWidth = Math.min(
    60,
    Math.max(0, ...summary.flatMap((b) => [b.title, ...b.lines.map((l) => l.label)].map((t) => t.length + 2))),
  );
  return Array.from({ length: columns }, (_, i) =>
    i === 0 ? labelWidth : summary.length > 0 ? (SUMMARY_WIDTHS[i] ?? 0) : 0,
  );
}

function sheetStart(widths: readonly number[], headerRow: number): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
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

/** A figure of the summary or the totals: a number cell; one not established says so in words; none is no cell. */
function figureCell(w: StatementWords) {
  return (ref: string, value: SummaryLine['reais'], style: 'brl' | 'quota'): string =>
    value === undefined
      ? ''
      : value === null
        ? textCell(ref, w('notEstablished'), XLSX_STYLE.text)
        : xlsxCell(ref, value, 'number', style);
}

/**
 * The summary's rows from `first` on: per block its title (with "R$" and "Cotas" over the figures), its lines
 * (figures as numbers; one not established is the text "não apurado", in the document's language), its verdict,
 * a blank row.
 */
function summaryRows(
  blocks: readonly SummaryBlock[],
  notes: readonly string[],
  first: number,
  w: StatementWords,
): { xml: string; rows: number } {
  let row = first;
  let xml = '';
  const number = figureCell(w);
  for (const block of blocks) {
    const withQuotas = block.lines.some((l) => l.quotas !== undefined);
    xml +=
      `<row r="${row}">${textCell(`A${row}`, block.title, XLSX_STYLE.header)}${textCell(`B${row}`, w('reais'), XLSX_STYLE.header)}` +
      `${withQuotas ? textCell(`C${row}`, w('quotas'), XLSX_STYLE.header) : ''}</row>`;
    row++;
    for (const line of block.lines) {
      xml += `<row r="${row}">${textCell(`A${row}`, line.label, XLSX_STYLE.text)}${number(`B${row}`, line.reais, 'brl')}${number(`C${row}`, line.quotas, 'quota')}</row>`;
      row++;
    }
    xml += `<row r="${row}">${textCell(`A${row}`, block.verdict, XLSX_STYLE.text)}</row>`;
    row += 2;
  }
  for (const note of blocks.length > 0 ? notes : []) {
    xml += `<row r="${row}">${textCell(`A${row}`, note, XLSX_STYLE.text)}</row>`;
    row++;
  }
  if (blocks.length > 0 && notes.length > 0) row++;
  return { xml, rows: row - first };
}

/** The totals' rows from `first` on: a blank row, the title, a row per line (R$ and quotas under their columns), a blank row, the notes. */
function totalsRows(totals: NonNullable<XlsxWriteOptions['totals']>, first: number, w: StatementWords): string {
  let row = first + 1;
  const reaisAt = columnLetters(totals.reaisColumn);
  const quotasAt = columnLetters(totals.quotasColumn);
  const figure = figureCell(w);
  let xml = `<row r="${row}">${textCell(`A${row}`, totals.title, XLSX_STYLE.header)}</row>`;
  row++;
  for (const line of totals.lines) {
    // Cells in column order: the label, then whichever figure comes first.
    const cells = [
      { at: 0, xml: textCell(`A${row}`, line.label, XLSX_STYLE.text) },
      { at: totals.reaisColumn, xml: figure(`${reaisAt}${row}`, line.reais, 'brl') },
      { at: totals.quotasColumn, xml: figure(`${quotasAt}${row}`, line.quotas, 'quota') },
    ].sort((a, b) => a.at - b.at);
    xml += `<row r="${row}">${cells.map((c) => c.xml).join('')}</row>`;
    row++;
  }
  row++;
  for (const note of totals.notes) {
    xml += `<row r="${row}">${textCell(`A${row}`, note, XLSX_STYLE.text)}</row>`;
    row++;
  }
  return xml;
}

/** Excel's rows per sheet. */
export const XLSX_MAX_SHEET_ROWS = 1_048_576;
/** Rows the heading block may take (title, its lines, a blank row, the header). */
const HEADING_ROWS_MAX = 20;
/** Rows the summary may take: a certificate's funds, many times over. */
const SUMMARY_ROWS_MAX = 1_000;
/** Rows the totals under the table may take: a few per type and status. */
const TOTALS_ROWS_MAX = 200;
/** Data rows one sheet always has room for: the service refuses more before the save dialog. */
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_SHEET_ROWS - HEADING_ROWS_MAX - SUMMARY_ROWS_MAX - TOTALS_ROWS_MAX;

/** Streams the workbook into `sink` and ends it; resolves once it has flushed. */
export async function writeXlsx<T>(
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  heading: StatementHeading,
  sink: NodeJS.WritableStream,
  options: XlsxWriteOptions = {},
): Promise<XlsxWriteResult> {
  if (options.signal?.aborted) throw abortReason(options.signal);
  const headingEnd = headingLines(heading).length + 2; // the heading block, one blank row, then the summary or the header
  if (headingEnd > HEADING_ROWS_MAX)
    throw new Error(`The heading block takes ${headingEnd} rows; at most ${HEADING_ROWS_MAX}`);
  const w = statementWords(heading.language ?? 'pt-BR');
  const summary = summaryRows(options.summary ?? [], options.summaryNotes ?? [], headingEnd, w);
  if (summary.rows > SUMMARY_ROWS_MAX)
    throw new Error(`The summary takes ${summary.rows} rows; at most ${SUMMARY_ROWS_MAX}`);
  const totalsRowCount = options.totals ? options.totals.lines.length + options.totals.notes.length + 3 : 0;
  if (totalsRowCount > TOTALS_ROWS_MAX)
    throw new Error(`The totals take ${totalsRowCount} rows; at most ${TOTALS_ROWS_MAX}`);
  const headerRow = headingEnd + summary.rows;
  const lastRow = headerRow + XLSX_MAX_DATA_ROWS;
  const cols = columns.map((_, i) => columnLetters(i));
  const lastCol = cols[cols.length - 1] ?? 'A';
  let rowNumber = headerRow;
  const strings = new SharedStrings();
  const sharedIn = columns.map((_, i) => (text: string) => strings.index(text, i));
  const rowXml = (row: T): string => {
    if (++rowNumber > lastRow) throw new XlsxTooManyRowsError(XLSX_MAX_DATA_ROWS);
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as ExportColumn<T>;
      xml += xlsxCell(`${cols[i]}${rowNumber}`, column.value(row), column.type, column.number, sharedIn[i]);
    }
    return `${xml}</row>`;
  };
  const filterRange = () => `$A$${headerRow}:$${lastCol}$${Math.max(rowNumber, headerRow)}`;
  const header = columns.map((c, i) => textCell(`${cols[i]}${headerRow}`, c.header, XLSX_STYLE.header)).join('');
  const least = summaryWidths(columns.length, options.summary ?? []);
  // Rows at hand are read once ahead to fit the widths; rows that stream in (an async source) get their type's.
  const widths = Array.isArray(rows)
    ? fittedWidths(rows as readonly T[], columns, least)
    : columns.map((c, i) => Math.max(columnWidth(c as ExportColumn<never>), least[i] ?? 0));
  const sheet = {
    head: sheetStart(widths, headerRow) + headingRows(heading) + summary.xml + `<row r="${headerRow}">${header}</row>`,
    rows,
    line: rowXml,
    tail: () =>
      (options.totals ? totalsRows(options.totals, rowNumber + 1, w) : '') +
      `</sheetData><autoFilter ref="${filterRange().replace(/\$/g, '')}"/>${SHEET_PAGE_SETUP}</worksheet>`,
  };
  const written = { rows: 0, bytes: 0 };
  // Taken one after another: the shared strings and the workbook's filter are read once the sheet is out.
  function* entries(): Generator<ZipEntry, void, undefined> {
    yield { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) };
    yield { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) };
    yield { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) };
    yield { name: 'xl/styles.xml', data: Buffer.from(STYLES) };
    // Level 1: the sheet is repetitive XML, so fast deflate loses little size and gains much time (D121).
    yield { name: 'xl/worksheets/sheet1.xml', level: 1, content: utf8Chunks(sheet, written, options) };
    yield { name: 'xl/sharedStrings.xml', data: Buffer.from(strings.xml()) };
    yield {
      name: 'xl/workbook.xml',
      data: Buffer.from(workbookXml(sheetName(heading.sheet), filterRange(), headerRow)),
    };
  }
  const archive = { bytes: 0 };
  await pipeChunks(zipArchive(entries(), archive), sink, { signal: options.signal });
  return { rows: written.rows, bytes: archive.bytes };
}

/** The workbook at `path`, whole or not at all (writeExportFile). */
export function writeXlsxFile<T>(
  path: string,
  rows: Iterable<T> | AsyncIterable<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  heading: StatementHeading,
  options: XlsxWriteOptions & { files?: FileSystemPort } = {},
): Promise<XlsxWriteResult> {
  return writeExportFile(path, options, (stream) => writeXlsx(rows, columns, heading, stream, options));
}
