/**
 * Where a printed statement's time goes, by process: each HTML document given (or today's movements statement of
 * `--rows` rows) printed with page.pdf in one Chromium, alternated, and Chromium's own trace read back for the CPU
 * (thread time) of every process and thread. Wall time on a loaded machine is mostly waiting for a core; CPU time
 * says what the document costs and what the browser around it costs (D545).
 *
 *   tsx bench/statement-pdf-cause.ts [--rows=1000] [--reps=3] [--new-page] [a.html b.html …]
 *
 * A file `x.html.footer` beside `x.html` is printed as Chromium's footer template (how statements printed before
 * their footer moved into the document's @page margin boxes). `--new-page` prints each document in a new page, as
 * the harness did before D545, to see what the browser's new window costs.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { statementHtml } from '../src-main/export/pdf/statement-document';
import { movementsStatement } from '../src-main/export/pdf/statement-documents';
import { movementsSummary, summaryBlocks } from '../src-main/export/statement-summary';
import { SANDBOX_MARK, type StatementHeading } from '../src-main/export/statement-heading';
import { DEFAULT_STATEMENT_COMPANY } from '../src-shared/statement-company';
import { launchChromium } from '../tests/harness/chromium';
import { cycle, HEAVY_ROWS_FILE, loadHeavyRows, saveHeavyRows } from './lib/heavy-rows';
import { runMain } from './lib/report';
import { fmt, median } from './lib/stats';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROWS = Number(arg('rows') ?? 1000);
const REPS = Number(arg('reps') ?? 3);
const NEW_PAGE = process.argv.includes('--new-page');
const FILES = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const TOP_TASKS = new Set(['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask', 'RunTask']);

const HEADING: StatementHeading = {
  sheet: 'Movimentações',
  title: 'Extrato de movimentações',
  issuer: DEFAULT_STATEMENT_COMPANY,
  lines: ['Cliente: Cliente de teste — CPF ***.456.789-**', 'Certificado: 000000635085', `Ambiente: ${SANDBOX_MARK}`],
  mark: SANDBOX_MARK,
};

interface Doc {
  name: string;
  html: string;
  footer?: string;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** CPU ms per "process: thread", from the outermost tasks of every thread (nested ones are inside them). */
function cpuByThread(events: TraceEvent[]): Map<string, number> {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && (e.name === 'process_name' || e.name === 'thread_name'))
      names.set(e.name === 'process_name' ? `${e.pid}` : `${e.pid}/${e.tid}`, e.args?.name ?? '?');
  const cpu = new Map<string, number>();
  const busyUntil = new Map<string, number>();
  const tasks = events.filter((e) => e.ph === 'X' && TOP_TASKS.has(e.name) && e.tdur !== undefined);
  for (const e of tasks.sort((a, b) => a.ts - b.ts)) {
    const thread = `${e.pid}/${e.tid}`;
    if ((busyUntil.get(thread) ?? -1) > e.ts) continue;
    busyUntil.set(thread, e.ts + (e.dur ?? 0));
    const key = `${names.get(`${e.pid}`) ?? '?'}: ${names.get(thread) ?? '?'}`;
    cpu.set(key, (cpu.get(key) ?? 0) + e.tdur! / 1000);
  }
  return cpu;
}

async function main(): Promise<void> {
  const docs: Doc[] = FILES.map((file) => ({
    name: file,
    html: readFileSync(file, 'utf8'),
    ...(existsSync(`${file}.footer`) ? { footer: readFileSync(`${file}.footer`, 'utf8') } : {}),
  }));
  if (docs.length === 0) {
    if (!existsSync(HEAVY_ROWS_FILE)) await saveHeavyRows();
    const rows = [...cycle(loadHeavyRows(), ROWS)];
    const summary = summaryBlocks(movementsSummary(rows, {}));
    docs.push({
      name: `today's statement, ${fmt(ROWS, 0)} rows`,
      html: statementHtml(movementsStatement(HEADING, rows, { summary })),
    });
  }
  const browser = await launchChromium();
  let kept: Page | undefined;
  const print = async (doc: Doc) => {
    const page = NEW_PAGE || !kept ? await browser.newPage({ javaScriptEnabled: false }) : kept;
    if (!NEW_PAGE) kept = page;
    await browser.startTracing(undefined, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    const started = performance.now();
    await page.setContent(doc.html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      ...(doc.footer ? { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: doc.footer } : {}),
    });
    const wall = performance.now() - started;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (NEW_PAGE) await page.close();
    return {
      wall,
      pages: (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length,
      cpu: cpuByThread(trace.traceEvents),
    };
  };
  try {
    await print(docs[0]!);
    const runs = new Map<Doc, Awaited<ReturnType<typeof print>>[]>(docs.map((d) => [d, []]));
    for (let rep = 0; rep < REPS; rep++)
      for (const doc of rep % 2 === 0 ? docs : [...docs].reverse()) runs.get(doc)!.push(await print(doc));
    for (const [doc, rs] of runs) {
      const threads = [...new Set(rs.flatMap((r) => [...r.cpu.keys()]))]
        .map((t) => [t, median(rs.map((r) => r.cpu.get(t) ?? 0))] as const)
        .filter(([, ms]) => ms >= 20)
        .sort((a, b) => b[1] - a[1]);
      const total = median(rs.map((r) => [...r.cpu.values()].reduce((a, b) => a + b, 0)));
      console.log(
        `${doc.name}: ${rs[0]!.pages} pages; wall ${fmt(median(rs.map((r) => r.wall)), 0)} ms; CPU ${fmt(total, 0)} ms`,
      );
      for (const [thread, ms] of threads) console.log(`  ${fmt(ms, 0).padStart(7)} ms  ${thread}`);
    }
  } finally {
    await browser.close();
  }
}

runMain(main);
