/**
 * Main process. Amounts in the balance chart's tables (D690): written whole, on one line, whenever their columns fit
 * the room the table has, and only otherwise allowed to wrap, after a thousands separator and nowhere else. An amount
 * from exact centavos has as many digits as the balance (tens of them, past any real fund): kept on one line at any
 * cost it pushed the table past the page, and under the document's break-anywhere it would be cut between any two
 * digits.
 */
import { textEm } from './column-widths';
import { escapeHtml } from './statement-document';

/** The width of the widest of `texts` at `fontPt`, estimated on the wide side (column-widths.ts). */
export function widestPt(texts: readonly string[], fontPt: number, bold = false): number {
  return texts.reduce((widest, text) => Math.max(widest, textEm(text, bold)), 0) * fontPt;
}

/**
 * An amount's cell, right-aligned (`style` added to its own): whole on one line, or with a `<wbr>` after each
 * thousands separator (which adds no character: it still reads as one number) and no break anywhere else.
 */
export function amountCell(text: string, whole: boolean, style = ''): string {
  if (whole) return `<td style="text-align:right;white-space:nowrap${style}">${escapeHtml(text)}</td>`;
  // A thousands separator is followed by three digits; the decimal one by the two of the centavos.
  const html = escapeHtml(text).replace(/[.,](?=\d{3})/g, '$&<wbr>');
  return `<td style="text-align:right;white-space:normal;overflow-wrap:normal${style}">${html}</td>`;
}
