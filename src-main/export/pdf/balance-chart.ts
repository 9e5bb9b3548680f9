/**
 * Main process. "Evolução do saldo" and "Quanto rendeu?" in the balance statement (D323): the
 * screen's chart drawn as inline SVG, so Chromium's printToPDF (D124) keeps it as vector paths, and with its
 * numbers beside it (a table of the month-end balances, the earnings in words), all from balance-history.ts, in
 * the document's language like the rest of it (D571). A month the detailed balance cannot tell breaks the line and reads
 * "sem dado"; earnings that cannot be told read "rendimento não disponível" with the reason. With one fund the
 * document has no "total" (the certificate may hold other funds); with several, the total is drawn too. Every amount
 * is written from its exact centavos, and the axis and the tables stay inside the page however many digits (D690).
 *
 * A pure function of its input; every text is escaped, no style outside attributes and one inline block (the
 * document's CSP allows inline styles only).
 */
import { formatAxisMoney, formatMoney } from '../../../src-shared/format/display';
import { reaisText } from '../../../src-shared/format/reais-text';
import { longMonth, shortMonth } from '../../../src-shared/format/month-label';
import {
  balanceChartData,
  type BalanceChartData,
  chartHeight,
  type Earnings,
  fundHistory,
  type HistoryEntryLike,
} from '../../../src-shared/statements/balance-history';
import { interpolate, type Language } from '../../../src-shared/words/dictionary';
import { BALANCE_CHART_WORDS } from '../../../src-shared/words/balance-chart-words';
import { amountCell, widestPt } from './amount-cells';
import { TABLE_WIDTH_PT, textEm } from './column-widths';
import { escapeHtml } from './statement-document';

type ChartWordKey = keyof (typeof BALANCE_CHART_WORDS)['pt-BR'];

/** The chart's words, amounts and months in one language. */
interface ChartText {
  language: Language;
  word: (key: ChartWordKey, values?: Record<string, string>) => string;
  /** An amount, exactly, from its centavos. */
  money: (cents: bigint) => string;
  /** The axis: "R$ 1,2 mil" / "R$1.2K". */
  tick: (reais: number) => string;
}

const CHART_TEXT: Readonly<Record<Language, ChartText>> = { 'pt-BR': chartText('pt-BR'), en: chartText('en') };

function chartText(language: Language): ChartText {
  return {
    language,
    word: (key, values) => interpolate(BALANCE_CHART_WORDS[language][key], values),
    money: (cents) => formatMoney(reaisText(cents), language),
    tick: (reais) => formatAxisMoney(reais, language),
  };
}

/** One colour per fund (printable on white, told apart in grey too by the dash), and the total in black. */
const COLORS = ['#1c7ed6', '#0ca678', '#ae3ec9', '#e8590c', '#1098ad', '#d6336c'];
const DASHES = ['', '6 3', '2 2', '8 3 2 3', '4 4', '1 3'];
const TOTAL_COLOR = '#212529';

const WIDTH = 720;
const HEIGHT = 214;
const PLOT = { left: 86, right: 700, top: 12, bottom: 190 };
/** The drawing's font size, in its own units, and the room between a tick's label and the plot. */
const FONT = 11;
const LABEL_GAP = 6;
/** The month table's font, a cell's padding (1 px each side) with a margin for the estimate, and the room it has
 * beside the chart (a quarter of the page's width less the 8 px gap: flex 3:1). */
const MONTH_FONT_PT = 7;
const MONTH_PADDING_PT = 3;
const BESIDE_CHART_PT = (TABLE_WIDTH_PT - 6) / 4;
/** The earnings' bold amounts, with their 16 px padding; the funds' names keep at least a third of the width. */
const EARNINGS_FONT_PT = 8;
const EARNINGS_PADDING_PT = 13;
const EARNINGS_AMOUNTS_PT = (TABLE_WIDTH_PT * 2) / 3;

export interface ChartFundEntries {
  label: string;
  entries: readonly HistoryEntryLike[];
}

interface Series {
  label: string;
  color: string;
  dash: string;
  values: (number | null)[];
  width: number;
}

/** The section's HTML (chart, numbers, earnings, how they are made); one call from the balance statement. */
export function balanceChartSection(funds: readonly ChartFundEntries[], language: Language = 'pt-BR'): string {
  const t = CHART_TEXT[language];
  const { word } = t;
  const data = balanceChartData(funds.map((f) => ({ label: f.label, history: fundHistory(f.entries) })));
  const head = `<h2 style="font-size:10pt;margin:4px 0">${escapeHtml(word('title'))}</h2>`;
  if (!data) return `<section class="balance-chart">${head}<p>${escapeHtml(word('noMonth'))}</p></section>`;
  const withTotal = data.funds.length > 1;
  const series: Series[] = data.funds.map((f, i) => ({
    label: f.label,
    color: COLORS[i % COLORS.length]!,
    dash: DASHES[i % DASHES.length]!,
    values: f.cents.map((c) => (c === null ? null : chartHeight(c))),
    width: 1.6,
  }));
  if (withTotal)
    series.push({
      label: word('total'),
      color: TOTAL_COLOR,
      dash: '',
      values: data.total.map((c) => (c === null ? null : chartHeight(c))),
      width: 2.4,
    });
  const last = data.months.at(-1)!;
  const subtitle = word('subtitle', { from: longMonth(data.months[0]!, language), to: longMonth(last, language) });
  const gaps = series.some((s) => s.values.some((v) => v === null));
  const cells = monthCells(data, withTotal, t);
  // With one line its numbers sit beside the chart when they fit there; with several, their table needs the page's
  // width (D400).
  const beside = !withTotal && cells.widthPt <= BESIDE_CHART_PT;
  return (
    `<section class="balance-chart" style="margin:6px 0;break-inside:avoid">${head}` +
    `<p style="margin:0 0 4px">${escapeHtml(subtitle)}</p>` +
    (beside
      ? `<div style="display:flex;gap:8px;align-items:flex-start">` +
        `<div style="flex:3;min-width:0">${chartSvg(data.months, series, t)}${legend(series)}</div>` +
        `<div style="flex:1;min-width:0">${monthTable(cells, BESIDE_CHART_PT, t)}</div></div>`
      : `<div>${chartSvg(data.months, series, t)}${legend(series)}</div><div>${monthTable(cells, TABLE_WIDTH_PT, t)}</div>`) +
    earningsBlock(data, withTotal, t) +
    (gaps ? `<p class="note">${escapeHtml(word('gaps'))}</p>` : '') +
    `<p class="note">${escapeHtml(word('how'))}</p></section>`
  );
}

/** The lines as SVG: a path per run of known months (a gap is never bridged), a dot on every known month. */
function chartSvg(months: readonly string[], series: readonly Series[], t: ChartText): string {
  const known = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { min, max, ticks } = scale(known);
  const labels = ticks.map(t.tick);
  // The gutter holds the longest tick label (estimated on the wide side), however many digits the balances have.
  const widest = Math.max(...labels.map((label) => textEm(label))) * FONT;
  const left = Math.max(PLOT.left, Math.ceil(widest) + LABEL_GAP + 2);
  const x = (i: number) => left + (months.length === 1 ? 0 : (i * (PLOT.right - left)) / (months.length - 1));
  const y = (v: number) => PLOT.bottom - ((v - min) / (max - min)) * (PLOT.bottom - PLOT.top);
  const parts: string[] = [];
  ticks.forEach((tick, i) => {
    parts.push(
      `<line x1="${left}" x2="${PLOT.right}" y1="${f(y(tick))}" y2="${f(y(tick))}" stroke="#d0d5da" stroke-width="0.6"/>`,
      `<text x="${left - LABEL_GAP}" y="${f(y(tick) + 3)}" text-anchor="end">${escapeHtml(labels[i]!)}</text>`,
    );
  });
  months.forEach((month, i) => {
    parts.push(
      `<text x="${f(x(i))}" y="${PLOT.bottom + 16}" text-anchor="middle">${escapeHtml(shortMonth(month, t.language))}</text>`,
    );
  });
  for (const s of series) {
    const dash = s.dash ? ` stroke-dasharray="${s.dash}"` : '';
    for (const run of runs(s.values)) {
      if (run.length > 1)
        parts.push(
          `<polyline fill="none" stroke="${s.color}" stroke-width="${s.width}"${dash} points="${run.map((i) => `${f(x(i))},${f(y(s.values[i]!))}`).join(' ')}"/>`,
        );
      for (const i of run) parts.push(`<circle cx="${f(x(i))}" cy="${f(y(s.values[i]!))}" r="2.2" fill="${s.color}"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" ` +
    `aria-label="${escapeHtml(t.word('chart'))}" font-family="Arial, Helvetica, sans-serif" font-size="${FONT}" fill="#333">` +
    `${parts.join('')}</svg>`
  );
}

/** The lines' key, as text that wraps under the chart however long a fund's name (a drawing's text would be cut at its edge). */
function legend(series: readonly Series[]): string {
  const items = series.map((s) => {
    const dash = s.dash ? ` stroke-dasharray="${s.dash}"` : '';
    const swatch =
      `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="8" viewBox="0 0 22 8" aria-hidden="true" style="flex:none">` +
      `<line x1="0" x2="22" y1="4" y2="4" stroke="${s.color}" stroke-width="${s.width}"${dash}/></svg>`;
    return `<span style="display:inline-flex;gap:4px;align-items:center;margin-right:12px;max-width:100%">${swatch}<span>${escapeHtml(s.label)}</span></span>`;
  });
  return `<p style="margin:2px 0 4px;font-size:7.5pt">${items.join('')}</p>`;
}

/** Runs of consecutive known months, as indices. */
function runs(values: readonly (number | null)[]): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (current.length > 0) out.push(current);
      current = [];
    } else current.push(i);
  });
  if (current.length > 0) out.push(current);
  return out;
}

/** A zero-based (or below-zero) axis with 4–5 round steps. */
function scale(values: readonly number[]): { min: number; max: number; ticks: number[] } {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const rough = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step || step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t * 100) / 100);
  return { min, max, ticks };
}

const f = (n: number) => n.toFixed(1);

/** The month table's texts (an amount, or undefined for a month the entries cannot tell), and the width it needs
 * with every amount whole (estimated on the wide side). */
interface MonthCells {
  cols: string[];
  rows: { month: string; values: (string | undefined)[] }[];
  widthPt: number;
}

function monthCells(data: BalanceChartData, withTotal: boolean, t: ChartText): MonthCells {
  const cols = [...data.funds.map((fund) => fund.label), ...(withTotal ? [t.word('total')] : [])];
  const rows = data.months.map((month, m) => ({
    month: shortMonth(month, t.language),
    values: [...data.funds.map((fund) => fund.cents[m]), ...(withTotal ? [data.total[m]] : [])].map((cents) =>
      cents === null || cents === undefined ? undefined : t.money(cents),
    ),
  }));
  const amounts = rows.flatMap((row) => row.values.map((v) => v ?? t.word('noPoint')));
  const monthPt = widestPt(
    rows.map((row) => row.month),
    MONTH_FONT_PT,
  );
  const widthPt = monthPt + MONTH_PADDING_PT + cols.length * (widestPt(amounts, MONTH_FONT_PT) + MONTH_PADDING_PT);
  return { cols, rows, widthPt };
}

/**
 * The month-end balances beside or under the chart: its numbers, whole when the table fits its room, else wrapping
 * after a thousands separator (amount-cells.ts). A month is never broken across lines (a long fund name in the
 * heading would squeeze it to a letter).
 */
function monthTable({ cols, rows, widthPt }: MonthCells, roomPt: number, t: ChartText): string {
  const whole = widthPt <= roomPt;
  const cell = (text: string | undefined) => amountCell(text ?? t.word('noPoint'), text === undefined || whole);
  const head = `<tr><th style="text-align:left">${escapeHtml(t.word('month'))}</th>${cols.map((c) => `<th style="text-align:right">${escapeHtml(c)}</th>`).join('')}</tr>`;
  const body = rows.map((row) => `<tr><td>${escapeHtml(row.month)}</td>${row.values.map(cell).join('')}</tr>`).join('');
  return `<table style="border-collapse:collapse;font-size:${MONTH_FONT_PT}pt;width:100%"><caption style="text-align:left;font-weight:bold">${escapeHtml(t.word('table'))}</caption><thead>${head}</thead><tbody style="white-space:nowrap">${body}</tbody></table>`;
}

/** "Quanto rendeu?": per fund (and in total with several), over 12 months and in the year. */
function earningsBlock(data: BalanceChartData, withTotal: boolean, t: ChartText): string {
  const { word } = t;
  const last = shortMonth(data.months.at(-1)!, t.language);
  const periods = [word('months12', { month: last }), word('year', { year: data.year, month: last })];
  const rows = [
    ...data.funds.map((fund) => ({ label: fund.label, values: [fund.earnings12, fund.earningsYear] })),
    ...(withTotal ? [{ label: word('total'), values: [data.earnings12, data.earningsYear] }] : []),
  ];
  const amounts = rows.flatMap((r) => r.values.flatMap((e) => (e.kind === 'known' ? [t.money(e.cents)] : [])));
  const whole =
    periods.length * (widestPt(amounts, EARNINGS_FONT_PT, true) + EARNINGS_PADDING_PT) <= EARNINGS_AMOUNTS_PT;
  const cell = (e: Earnings) =>
    e.kind === 'known'
      ? amountCell(t.money(e.cents), whole, ';font-weight:bold;padding:1px 0 1px 16px')
      : `<td style="text-align:right;font-weight:bold;padding:1px 0 1px 16px">${escapeHtml(`${word('unavailable')} (${word(e.reason)})`)}</td>`;
  const head = `<tr><th style="text-align:left">${escapeHtml(word('fund'))}</th>${periods.map((p) => `<th style="text-align:right;padding:1px 0 1px 16px">${escapeHtml(p)}</th>`).join('')}</tr>`;
  const body = rows.map((r) => `<tr><td>${escapeHtml(r.label)}</td>${r.values.map(cell).join('')}</tr>`).join('');
  return (
    `<h2 style="font-size:10pt;margin:6px 0 2px">${escapeHtml(word('earningsTitle'))}</h2>` +
    `<table style="border-collapse:collapse;font-size:${EARNINGS_FONT_PT}pt"><thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}
