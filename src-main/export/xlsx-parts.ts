/**
 * Main process. The fixed parts of the .xlsx package (SpreadsheetML, ECMA-376):
 * content types, relationships, styles and the workbook. The worksheet itself
 * is streamed by xlsx-writer.ts. Styles are indexed by XLSX_STYLE (xlsx-cell.ts).
 */
import { escapeXml } from './xlsx-cell';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const CONTENT_TYPES =
  XML +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';

export const ROOT_RELS =
  XML +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

export const WORKBOOK_RELS =
  XML +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

/**
 * Number formats: R$ with cents (negative in red), quotas with 6 decimals,
 * `dd/mm/yyyy` dates (Excel pt-BR shows it as dd/mm/aaaa), date and time,
 * integers, percent figures (already ×100). Thousands and decimal marks follow
 * the reader's locale, as spreadsheets do.
 */
export const STYLES =
  XML +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="5">' +
  '<numFmt numFmtId="164" formatCode="&quot;R$&quot;\\ #,##0.00;[Red]\\-&quot;R$&quot;\\ #,##0.00"/>' +
  '<numFmt numFmtId="165" formatCode="#,##0.000000"/>' +
  '<numFmt numFmtId="166" formatCode="dd/mm/yyyy"/>' +
  '<numFmt numFmtId="167" formatCode="dd/mm/yyyy\\ hh:mm"/>' +
  '<numFmt numFmtId="168" formatCode="#,##0.00"/>' +
  '</numFmts>' +
  '<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFDDE6F0"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="11">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' + // default
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' + // title
  '<xf numFmtId="49" fontId="2" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyNumberFormat="1"/>' + // header
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // text
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // brl
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // quota
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // date
  '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // datetime
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // integer
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' + // number
  '<xf numFmtId="168" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // percent figure
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Sheet names: at most 31 characters, none of []:*?/\ . */
export function sheetName(text: string): string {
  return text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Planilha';
}

/** The workbook, with the filter range as Excel records it (_xlnm._FilterDatabase) once the last row is known. */
/** The workbook; `headerRow`, when there is a table, is printed at the top of every page (D566). */
export function workbookXml(name: string, filterRange: string | undefined, headerRow?: number): string {
  const quoted = `'${escapeXml(name).replace(/'/g, "''")}'`;
  const printTitles =
    headerRow === undefined
      ? ''
      : `<definedName name="_xlnm.Print_Titles" localSheetId="0">${quoted}!$${headerRow}:$${headerRow}</definedName>`;
  return (
    XML +
    `<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<workbookPr date1904="false"/>' +
    `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets>` +
    (filterRange || printTitles
      ? '<definedNames>' +
        (filterRange
          ? `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${quoted}!${filterRange}</definedName>`
          : '') +
        printTitles +
        '</definedNames>'
      : '') +
    '</workbook>'
  );
}

/** The sheet prints fitted to the page's width (D566): a printed statement never loses its last columns. */
export const SHEET_OPEN = `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>`;

/** A4 landscape, one page wide, as many pages tall as the rows need; after the sheet's data and filter. */
export const SHEET_PAGE_SETUP =
  '<pageMargins left="0.4" right="0.4" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
  '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>';
