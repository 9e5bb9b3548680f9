/**
 * Main process. The request receipt (D360) as one HTML document, A4 portrait, in the receipt's language: the
 * company and the app on top, the title and what was requested, the outcome (an unknown one with its warning
 * in a box: it is not a confirmation), the protocol or reference, when, by whom and whose, a line for the
 * customer's signature, and the sandbox mark on every page. Saved as PDF and printed through the statements'
 * printer (same engine, same print folder, D124); the footer is in the @page margin boxes so the printed copy
 * has it too. A pure function of its input: no scripts, no external resources.
 */
import { cssString, escapeHtml } from '../pdf/statement-document';
import { STATEMENT_APP } from '../statement-heading';
import type { ReceiptContent, ReceiptItem } from './receipt-content';

const STYLE = `
@page { size: A4 portrait; margin: 16mm 16mm 18mm 16mm; }
* { box-sizing: border-box; }
/* Above the font's own height, as the statements (statement-document.ts): "normal" rounds to whole pixels. */
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 9.5pt; line-height: 1.25; color: #111; margin: 0; }
header.issuer { display: flex; justify-content: space-between; align-items: baseline; gap: 12px;
  border-bottom: 2px solid #1c3d5a; padding-bottom: 4px; margin-bottom: 8px; }
header.issuer .company { font-weight: bold; font-size: 11pt; color: #1c3d5a; overflow-wrap: anywhere; }
h1 { font-size: 15pt; margin: 8px 0 2px; }
p.request { font-size: 12pt; font-weight: bold; margin: 0 0 8px; overflow-wrap: anywhere; }
h2 { font-size: 10.5pt; margin: 12px 0 4px; color: #1c3d5a; border-bottom: 0.5px solid #9ab; }
.watermark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 48pt; font-weight: bold;
  color: rgba(176, 0, 32, 0.12); transform: rotate(-30deg); z-index: 0; }
.mark-line { color: #b00020; font-weight: bold; }
table.items { width: 100%; border-collapse: collapse; table-layout: fixed; position: relative; z-index: 1; }
table.items th { width: 34%; text-align: left; vertical-align: top; font-weight: normal; color: #444; padding: 2px 8px 2px 0; overflow-wrap: anywhere; }
table.items td { vertical-align: top; font-weight: bold; padding: 2px 0; overflow-wrap: anywhere; }
table.items tr { break-inside: avoid; }
.outcome { padding: 6px 8px; border: 1px solid #1c3d5a; position: relative; z-index: 1; break-inside: avoid; }
.outcome p { margin: 2px 0; overflow-wrap: anywhere; }
.outcome .headline { font-size: 11pt; font-weight: bold; }
.outcome.unknown { border: 2px solid #b00020; }
.outcome .warning { color: #b00020; font-weight: bold; }
p.note { color: #444; font-size: 8pt; margin: 3px 0; overflow-wrap: anywhere; }
.signature { margin-top: 36px; break-inside: avoid; }
.signature .line { border-top: 1px solid #111; width: 70%; margin-top: 40px; padding-top: 3px; }
.signature p { margin: 2px 0; }
`;

function itemsTable(items: readonly ReceiptItem[]): string {
  const rows = items.map((i) => `<tr><th>${escapeHtml(i.label)}</th><td>${escapeHtml(i.value)}</td></tr>`).join('');
  return `<table class="items"><tbody>${rows}</tbody></table>`;
}

export function receiptHtml(receipt: ReceiptContent): string {
  const { outcome, reference } = receipt;
  const lang = receipt.language === 'en' ? 'en' : 'pt-BR';
  const outcomeBox =
    `<div class="outcome ${outcome.kind}" data-outcome="${outcome.kind}">` +
    `<p class="headline">${escapeHtml(outcome.headline)}</p>` +
    (outcome.warning ? `<p class="warning">${escapeHtml(outcome.warning)}</p>` : '') +
    outcome.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    '</div>';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(receipt.title)}</title><style>${STYLE}${footerStyle(receipt)}</style></head><body>` +
    (receipt.mark ? `<div class="watermark" aria-hidden="true">${escapeHtml(receipt.mark)}</div>` : '') +
    `<header class="issuer"><span class="company">${escapeHtml(receipt.company)}</span><span>${escapeHtml(STATEMENT_APP)}</span></header>` +
    `<h1>${escapeHtml(receipt.title)}</h1>` +
    `<p class="request">${escapeHtml(receipt.request)}</p>` +
    (receipt.mark ? `<p class="mark-line">${escapeHtml(receipt.mark)}</p>` : '') +
    `<h2>${escapeHtml(receipt.headings.outcome)}</h2>${outcomeBox}` +
    itemsTable([{ label: reference.label, value: reference.value }]) +
    (reference.note ? `<p class="note">${escapeHtml(reference.note)}</p>` : '') +
    `<h2>${escapeHtml(receipt.headings.requested)}</h2>${itemsTable(receipt.requested)}` +
    `<p class="note">${escapeHtml(receipt.requestedNote)}</p>` +
    `<h2>${escapeHtml(receipt.headings.identification)}</h2>${itemsTable(receipt.identification)}` +
    `<div class="signature"><div class="line">${escapeHtml(receipt.signature.caption)}</div><p>${escapeHtml(receipt.signature.date)}</p></div>` +
    '</body></html>'
  );
}

/** The footer on every page: the app, the document's name and the sandbox mark on the left, "página X de Y" on the right. */
function footerStyle(receipt: ReceiptContent): string {
  const left = `${STATEMENT_APP} · ${receipt.title}${receipt.mark ? ` · ${receipt.mark}` : ''}`;
  const { page, of } = receipt.pageWords;
  const box = 'font-family: Arial, sans-serif; font-size: 7pt; color: #444;';
  return (
    `@page { @bottom-left { content: ${cssString(left)}; ${box} } ` +
    `@bottom-right { content: ${cssString(`${page} `)} counter(page) ${cssString(` ${of} `)} counter(pages); ${box} } }`
  );
}
