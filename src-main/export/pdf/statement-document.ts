/**
 * Main process. The printable statement ("Extrato de movimentações", "Saldo e
 * rentabilidade") as one HTML document, A4 portrait, in the heading's language
 * (pt-BR unless the employee chose English, D571): company (D183) and
 * app name, the statement heading (customer, masked CPF, certificate, period and
 * filters, issued at and by), every row in a table whose header repeats on
 * each page, totals, and the sandbox mark on every page. The same document
 * is saved as PDF and sent to the print dialog (D124); its footer ("página X
 * de Y", the statement's name, the sandbox mark) is in the document's own
 * @page margin boxes, so the printed copy has it too (Electron's print() takes
 * no footer template).
 *
 * A pure function of its input: no scripts, no external resources.
 */
import { EMPTY, formatDate, formatInteger, formatMoney, formatQuota } from '../../../src-shared/format/display';
import type { Language } from '../../../src-shared/words/dictionary';
import type { CellType, CellValue, ExportColumn, NumberKind } from '../export-columns';
import { STATEMENT_APP, type StatementHeading } from '../statement-heading';
import { type SummaryBlock, summaryCell } from '../statement-summary';
import { statementWords, type StatementWords } from '../statement-words';
import { ColumnMeasure } from './column-widths';

/** Beyond this many rows a PDF stops being something to hand over (~110 pages): the employee narrows the period (D126). */
export const PDF_MAX_ROWS = 5_000;

/** An export's column as the PDF draws it: with a width, and no CPF of its own (the printed lists hold none). */
export interface PrintColumn<T> extends Omit<ExportColumn<T>, 'cpf'> {
  /** Relative width (the table is the page's width). */
  width: number;
}

export interface StatementTotal {
  label: string;
  value: string;
}

/** Optional blocks between the heading and the table (the balance's profitability). */
export interface StatementSection {
  title: string;
  items: StatementTotal[];
}

/**
 * One part of a statement: the movements' one list, or one fund of the balance (its heading, summary,
 * profitability, chart, rows and totals, D401).
 */
export interface StatementPart<T> {
  /** The part's heading (a fund of the balance); none for a statement of one part. */
  title?: string;
  columns: ReadonlyArray<PrintColumn<T>>;
  rows: Iterable<T>;
  totals: StatementTotal[];
  sections?: StatementSection[];
  /** The part's summary (opening, movements by kind, closing, reconciliation). */
  summary?: SummaryBlock[];
  /** Notes under the summary (what it covers). */
  summaryNotes?: string[];
  /** Note under the totals (e.g. how many rows had no value). */
  notes?: string[];
  /** Drawings after the sections, as HTML made by this folder's own builders (balance-chart.ts), which escape every text. */
  figures?: string[];
}

/** The whole statement: its heading, what covers every part (the certificate's summary and chart), then the parts. */
export interface StatementDocument<T> {
  heading: StatementHeading;
  /** The summary first, per fund and for the certificate (D350). */
  summary?: SummaryBlock[];
  summaryNotes?: string[];
  figures?: string[];
  parts: ReadonlyArray<StatementPart<T>>;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The cell as the screen shows it: R$ with cents, quotas with their decimals, dd/mm/aaaa, "—" when missing; numbers
 * with the separators of the document's language (D572), dates dd/mm/aaaa in both.
 */
export function printCell(value: CellValue, type: CellType, kind?: NumberKind, language: Language = 'pt-BR'): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return String(value);
    if (kind === 'brl') return formatMoney(n, language);
    if (kind === 'quota') return formatQuota(n, language);
    if (kind === 'integer') return formatInteger(n, language);
    return n.toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 8 });
  }
  if (type === 'date' || type === 'datetime') {
    const shown = formatDate(String(value));
    return shown === EMPTY ? String(value) : shown;
  }
  return String(value);
}

const STYLE = `
@page { size: A4 portrait; margin: 14mm 12mm 16mm 12mm; }
* { box-sizing: border-box; }
/* An explicit line height above the font's own height (DejaVu Sans: 1.164 em): with "normal", Chromium rounds the
   ascent and descent to whole pixels, and at some sizes a wrapped cell's lines then stand closer than the glyphs' boxes. */
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 8pt; line-height: 1.25; color: #111; margin: 0; overflow-wrap: anywhere; }
header.issuer { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #1c3d5a; padding-bottom: 4px; margin-bottom: 6px; }
header.issuer .company { font-weight: bold; font-size: 10pt; color: #1c3d5a; }
h1 { font-size: 14pt; margin: 6px 0 4px; }
.heading p { margin: 1px 0; }
.mark-line { color: #b00020; font-weight: bold; }
.watermark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 48pt; font-weight: bold;
  color: rgba(176, 0, 32, 0.12); transform: rotate(-30deg); z-index: 0; }
section.extra { margin: 6px 0; }
section.extra h2 { font-size: 10pt; margin: 4px 0; }
section.extra dl { display: grid; grid-template-columns: repeat(4, auto 1fr); gap: 1px 8px; margin: 0; }
section.extra dt { color: #444; }
section.extra dd { margin: 0; font-weight: bold; }
table.rows { width: 100%; border-collapse: collapse; margin-top: 6px; table-layout: fixed; position: relative; z-index: 1; }
table.rows thead { display: table-header-group; }
table.rows th { background: #dde6f0; text-align: left; padding: 3px 4px; border-bottom: 1px solid #1c3d5a; font-size: 8pt; }
table.rows th, table.rows td { overflow-wrap: anywhere; }
table.rows td { padding: 2px 4px; border-bottom: 0.5px solid #ccc; vertical-align: top; }
table.rows tr { break-inside: avoid; }
table.rows .num { text-align: right; }
table.totals { margin-top: 8px; border-collapse: collapse; break-inside: avoid; max-width: 100%; }
table.totals th { text-align: left; padding: 2px 12px 2px 0; font-weight: normal; color: #444; overflow-wrap: anywhere; }
table.totals td { text-align: right; font-weight: bold; padding: 2px 0; overflow-wrap: anywhere; }
section.part { margin-top: 10px; }
h2.part-title { font-size: 12pt; margin: 8px 0 2px; padding-bottom: 2px; border-bottom: 1px solid #1c3d5a; break-after: avoid; overflow-wrap: anywhere; }
section.summary { margin: 6px 0; }
section.summary h2 { font-size: 10pt; margin: 4px 0; }
section.summary table { border-collapse: collapse; break-inside: avoid; margin-bottom: 2px; max-width: 100%; }
section.summary th, section.summary td { padding: 1px 12px 1px 0; text-align: right; overflow-wrap: anywhere; }
section.summary th:first-child, section.summary td:first-child { text-align: left; }
section.summary thead th { color: #444; font-weight: normal; border-bottom: 0.5px solid #999; }
section.summary tr.strong td { font-weight: bold; border-top: 0.5px solid #999; }
section.summary p.verdict { margin: 0 0 6px; font-size: 7.5pt; }
section.summary p.verdict.unreconciled { color: #b00020; font-weight: bold; }
p.note { color: #444; font-size: 7.5pt; margin: 2px 0; }
/* Made to be printed: on screen (the hidden window it is loaded in) a part is laid out only when scrolled to, so the
   long table is laid out once, for the page, instead of also for a screen nobody sees (D545). Print ignores it. */
@media screen { section.part { content-visibility: auto; contain-intrinsic-size: auto 1000px; } }
`;

/** The whole document as HTML text. Rows are read once, in order. */
export function statementHtml<T>(doc: StatementDocument<T>): string {
  const { heading } = doc;
  const language = heading.language ?? 'pt-BR';
  const w = statementWords(language);
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(heading.title)}</title><style>${STYLE}${footerStyle(heading, w)}</style></head><body>` +
    (heading.mark ? `<div class="watermark" aria-hidden="true">${escapeHtml(heading.mark)}</div>` : '') +
    `<header class="issuer"><span class="company">${escapeHtml(heading.issuer)}</span><span>${escapeHtml(STATEMENT_APP)}</span></header>` +
    `<h1>${escapeHtml(heading.title)}</h1>` +
    `<div class="heading">${heading.lines.map((l) => `<p${heading.mark && l.includes(heading.mark) ? ' class="mark-line"' : ''}>${escapeHtml(l)}</p>`).join('')}</div>` +
    summaryHtml(w('periodSummary'), doc.summary, doc.summaryNotes, language) +
    (doc.figures ?? []).join('') +
    doc.parts.map((part) => partHtml(part, language)).join('') +
    '</body></html>'
  );
}

/** One part: its heading, summary, sections, figures, then its rows (columns sized from their content, D400) and totals. */
function partHtml<T>(part: StatementPart<T>, language: Language): string {
  const w = statementWords(language);
  const measure = new ColumnMeasure(part.columns.map((c) => ({ unbreakable: c.type !== 'text', header: c.header })));
  const cellClass = (c: PrintColumn<T>) =>
    c.type === 'number' ? ' class="num"' : c.type === 'date' || c.type === 'datetime' ? ' class="date"' : '';
  const head = part.columns.map((c) => `<th${cellClass(c)}>${escapeHtml(c.header)}</th>`).join('');
  const rows: string[] = [];
  for (const row of part.rows) {
    let tr = '<tr>';
    part.columns.forEach((c, i) => {
      const text = printCell(c.value(row), c.type, c.number, language);
      measure.add(i, text);
      tr += `<td${cellClass(c)}>${escapeHtml(text)}</td>`;
    });
    rows.push(`${tr}</tr>`);
  }
  const { percents, fontPt } = measure.layout();
  const colgroup = percents.map((p) => `<col style="width:${p.toFixed(3)}%">`).join('');
  const table =
    part.columns.length === 0
      ? ''
      : `<table class="rows" style="font-size:${fontPt.toFixed(2)}pt"><colgroup>${colgroup}</colgroup><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  const sections = (part.sections ?? [])
    .map(
      (s) =>
        `<section class="extra"><h2>${escapeHtml(s.title)}</h2><dl>${s.items.map((i) => `<dt>${escapeHtml(i.label)}</dt><dd>${escapeHtml(i.value)}</dd>`).join('')}</dl></section>`,
    )
    .join('');
  const totals = part.totals
    .map((t) => `<tr><th>${escapeHtml(t.label)}</th><td>${escapeHtml(t.value)}</td></tr>`)
    .join('');
  const notes = (part.notes ?? []).map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('');
  return (
    '<section class="part">' +
    (part.title ? `<h2 class="part-title">${escapeHtml(part.title)}</h2>` : '') +
    summaryHtml(w(part.title ? 'fundSummary' : 'periodSummary'), part.summary, part.summaryNotes, language) +
    sections +
    (part.figures ?? []).join('') +
    table +
    (totals ? `<table class="totals">${totals}</table>` : '') +
    `${notes}</section>`
  );
}

/** The summary blocks, each a small table (R$, quotas) with its verdict under it. */
function summaryHtml(
  title: string,
  blocks: readonly SummaryBlock[] | undefined,
  notes: readonly string[] | undefined,
  language: Language,
): string {
  if (!blocks || blocks.length === 0) return '';
  const w = statementWords(language);
  const tables = blocks.map((block) => {
    const withQuotas = block.lines.some((line) => line.quotas !== undefined);
    const head =
      `<tr><th>${escapeHtml(block.title)}</th><th>${escapeHtml(w('reais'))}</th>` +
      `${withQuotas ? `<th>${escapeHtml(w('quotas'))}</th>` : ''}</tr>`;
    const body = block.lines
      .map(
        (line) =>
          `<tr${line.strong ? ' class="strong"' : ''}><td>${escapeHtml(line.label)}</td><td>${escapeHtml(summaryCell(line.reais, 'brl', language))}</td>` +
          (withQuotas ? `<td>${escapeHtml(summaryCell(line.quotas, 'quota', language))}</td>` : '') +
          '</tr>',
      )
      .join('');
    const verdict = `<p class="verdict${block.reconciled ? '' : ' unreconciled'}">${escapeHtml(block.verdict)}</p>`;
    return `<table><thead>${head}</thead><tbody>${body}</tbody></table>${verdict}`;
  });
  const notesHtml = (notes ?? []).map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('');
  return `<section class="summary"><h2>${escapeHtml(title)}</h2>${tables.join('')}${notesHtml}</section>`;
}

/** The footer on every page: the statement's name and the sandbox mark on the left, "página X de Y" on the right. */
function footerStyle(heading: StatementHeading, w: StatementWords): string {
  const left = `${STATEMENT_APP} · ${heading.title}${heading.mark ? ` · ${heading.mark}` : ''}`;
  const box = 'font-family: Arial, sans-serif; font-size: 7pt; color: #444;';
  return (
    `@page { @bottom-left { content: ${cssString(left)}; ${box} } ` +
    `@bottom-right { content: ${cssString(`${w('page')} `)} counter(page) ${cssString(` ${w('of')} `)} counter(pages); ${box} } }`
  );
}

/** Text as a CSS string inside <style>: quotes, backslashes, line breaks and "<" (no "</style>") escaped. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<>\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}
