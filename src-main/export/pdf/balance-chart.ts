/**
 * Main process. "Evolução do saldo" and "Quanto rendeu?" in the balance statement (D323): the
 * screen's chart drawn as inline SVG, so Chromium's printToPDF (D124) keeps it as vector paths, and with its
 * numbers beside it (a table of the month-end balances, the earnings in words), all from balance-history.ts, in
 * the document's language like the rest of it (D571). A month the detailed balance cannot tell breaks the line and reads
 * "sem dado"; earnings that cannot be told read "rendimento não disponível" with the reason. With one fund the
 * document has no "total" (the certificate may hold other funds); with several, the total is drawn too.
 *
 * A pure function of its input; every text is escaped, no style outside attributes and one inline block (the
 * document's CSP allows inline styles only).
 */
import { formatMoney } from '../../../src-shared/format/display';
import { longMonth, shortMonth } from '../../../src-shared/format/month-label';
import {
  balanceChartData,
  type BalanceChartData,
  type Earnings,
  fundHistory,
  type HistoryEntryLike,
} from '../../../src-shared/statements/balance-history';
import { reaisOf } from '../../../src-shared/statements/fund-balance';
import { interpolate, type Language } from '../../../src-shared/words/dictionary';
import { BALANCE_CHART_WORDS } from '../../../src-shared/words/balance-chart-words';
import { escapeHtml } from './statement-document';

type ChartWordKey = keyof (typeof BALANCE_CHART_WORDS)['pt-BR'];

/** The chart's words, amounts and months in one language. */
interface ChartText {
  language: Language;
  word: (key: ChartWordKey, values?: Record<string, string>) => string;
  money: (reais: number) => string;
  /** The axis: "R$ 1,2 mil" / "R$1.2K". */
  compact: Intl.NumberFormat;
}

const COMPACT = { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 } as const;
const CHART_TEXT: Readonly<Record<Language, ChartText>> = {
  'pt-BR': chartText('pt-BR', new Intl.NumberFormat('pt-BR', COMPACT)),
  en: chartText('en', new Intl.NumberFormat('en-US', COMPACT)),
};

function chartText(language: Language, compact: Intl.NumberFormat): ChartText {
  return {
    language,
    word: (key, values) => interpolate(BALANCE_CHART_WORDS[language][key], values),
    money: (reais) => formatMoney(reais, language),
    compact,
  };
}

/** One colour per fund (printable on white, told apart in grey too by the dash), and the total in black. */
const COLORS = ['#1c7ed6', '#0ca678', '#ae3ec9', '#e8590c', '#1098ad', '#d6336c'];
const DASHES = ['', '6 3', '2 2', '8 3 2 3', '4 4', '1 3'];
const TOTAL_COLOR = '#212529';

const WIDTH = 720;
const HEIGHT = 214;
const PLOT = { left: 86, right: 700, top: 12, bottom: 190 };

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
    values: f.cents.map((c) => (c === null ? null : reaisOf(c))),
    width: 1.6,
  }));
  if (withTotal)
    series.push({
      label: word('total'),
      color: TOTAL_COLOR,
      dash: '',
      values: data.total.map((c) => (c === null ? null : reaisOf(c))),
      width: 2.4,
    });
  const last = data.months.at(-1)!;
  const subtitle = word('subtitle', { from: longMonth(data.months[0]!, language), to: longMonth(last, language) });
  const gaps = series.some((s) => s.values.some((v) => v === null));
  return (
    `<section class="balance-chart" style="margin:6px 0;break-inside:avoid">${head}` +
    `<p style="margin:0 0 4px">${escapeHtml(subtitle)}</p>` +
    // With one line its numbers sit beside the chart; with several, their table needs the page's width (D400).
    (withTotal
      ? `<div>${chartSvg(data.months, series, t)}${legend(series)}</div><div>${monthTable(data, withTotal, t)}</div>`
      : `<div style="display:flex;gap:8px;align-items:flex-start">` +
        `<div style="flex:3;min-width:0">${chartSvg(data.months, series, t)}${legend(series)}</div>` +
        `<div style="flex:1;min-width:0">${monthTable(data, withTotal, t)}</div></div>`) +
    earningsBlock(data, withTotal, t) +
    (gaps ? `<p class="note">${escapeHtml(word('gaps'))}</p>` : '') +
    `<p class="note">${escapeHtml(word('how'))}</p></section>`
  );
}

/** The lines as SVG: a path per run of known months (a gap is never bridged), a dot on every known month. */
function chartSvg(months: readonly string[], series: readonly Series[], t: ChartText): string {
  const known = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { min, max, ticks } = scale(known);
  const x = (i: number) => PLOT.left + (months.length === 1 ? 0 : (i * (PLOT.right - PLOT.left)) / (months.length - 1));
  const y = (v: number) => PLOT.bottom - ((v - min) / (max - min)) * (PLOT.bottom - PLOT.top);
  const parts: string[] = [];
  for (const tick of ticks) {
    parts.push(
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${f(y(tick))}" y2="${f(y(tick))}" stroke="#d0d5da" stroke-width="0.6"/>`,
      `<text x="${PLOT.left - 6}" y="${f(y(tick) + 3)}" text-anchor="end">${escapeHtml(t.compact.format(tick))}</text>`,
    );
  }
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
    `aria-label="${escapeHtml(t.word('chart'))}" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#333">` +
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

function cellText(cents: bigint | null | undefined, t: ChartText): string {
  return cents === null || cents === undefined ? t.word('noPoint') : t.money(reaisOf(cents));
}

/** The month-end balances beside the chart: its numbers. A month or an amount is never broken across lines (the
 * document breaks long words anywhere, and a long fund name in the heading would squeeze the month to a letter). */
function monthTable(data: BalanceChartData, withTotal: boolean, t: ChartText): string {
  const { word } = t;
  const cols = [...data.funds.map((fund) => fund.label), ...(withTotal ? [word('total')] : [])];
  const head = `<tr><th style="text-align:left">${escapeHtml(word('month'))}</th>${cols.map((c) => `<th style="text-align:right">${escapeHtml(c)}</th>`).join('')}</tr>`;
  const body = data.months
    .map((month, m) => {
      const values = [...data.funds.map((fund) => fund.cents[m]), ...(withTotal ? [data.total[m]] : [])];
      return `<tr><td>${escapeHtml(shortMonth(month, t.language))}</td>${values.map((v) => `<td style="text-align:right;white-space:nowrap">${escapeHtml(cellText(v, t))}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table style="border-collapse:collapse;font-size:7pt;width:100%"><caption style="text-align:left;font-weight:bold">${escapeHtml(word('table'))}</caption><thead>${head}</thead><tbody style="white-space:nowrap">${body}</tbody></table>`;
}

function earningsText(e: Earnings, t: ChartText): string {
  return e.kind === 'known' ? t.money(reaisOf(e.cents)) : `${t.word('unavailable')} (${t.word(e.reason)})`;
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
  const head = `<tr><th style="text-align:left">${escapeHtml(word('fund'))}</th>${periods.map((p) => `<th style="text-align:right;padding:1px 0 1px 16px">${escapeHtml(p)}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.label)}</td>${r.values.map((v) => `<td style="text-align:right;font-weight:bold;padding:1px 0 1px 16px">${escapeHtml(earningsText(v, t))}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<h2 style="font-size:10pt;margin:6px 0 2px">${escapeHtml(word('earningsTitle'))}</h2>` +
    `<table style="border-collapse:collapse;font-size:8pt"><thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}
