/**
 * The renderer's part of a certificate's first frame with rows, build against build: the renderer main thread's
 * CPU (trace thread time, load-proof) from the first window in the page to the next frame, for the 1,000-row and
 * the 120,000-row certificates, the builds alternated opening by opening (A B B A …) against the same main process,
 * so the machine's drift falls on both alike. `opening` is the same thread's CPU from the screen's start of the load to
 * that frame: what a build moves before the window arrives shows there. Not part of `npm run bench`: a tool for
 * changes to that frame.
 *
 *   tsx bench/lib/renderer-build.ts /tmp/before          (on the base commit)
 *   tsx bench/lib/renderer-build.ts /tmp/after           (on the change)
 *   tsx bench/first-frame.ts /tmp/before /tmp/after [--reps=6] [--profile]
 *
 * `--rows=1,000` or `--rows=120` opens only that certificate; `--dump=<file>` writes the profiles' sums as JSON.
 * `--trace=<prefix>` keeps the last opening's whole trace per build and certificate (`<prefix>-<build>-<certificate>.json`).
 * `--sizes=1000,1000000` opens, instead, the 120,000-row certificate answered in main at each of those sizes (its
 * rows sliced, or multiplied past 100,000, as benchmark 6's growth does): how the span grows with the list.
 * `--profile` (with builds made by `renderer-build.ts --unminified`) prints where each build's JavaScript went in
 * the span, by function, summed over its openings.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/harness/chromium';
import { startRendererServer } from '../tests/harness/renderer-server';
import { openApp } from './lib/app-driver';
import { BENCH_CONTEXT_OPTIONS, type BenchHarness, inflateRows, startBenchHarness } from './lib/browser-harness';
import { type RendererCpu, tracedOpening } from './lib/renderer-trace';
import { runMain } from './lib/report';
import { fmtSummary, summarize } from './lib/stats';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

interface Target {
  label: string;
  cpf: string;
  certificate: string;
  /** Rows the main process answers, made from the certificate's own (undefined: its real answer). */
  size?: number;
}

const HEAVY = { cpf: '68035292072', certificate: '000000635085' };
const SIZES = flag('sizes')?.split(',').map(Number);
const CERTIFICATES: Target[] = SIZES
  ? SIZES.map((size) => ({ label: `${size.toLocaleString('en')} rows (sized)`, ...HEAVY, size }))
  : [
      { label: '1,000 rows', cpf: '27208447136', certificate: '000000925108' },
      { label: '120,000 rows', ...HEAVY },
    ].filter((c) => !flag('rows') || c.label.startsWith(flag('rows')!));

/** The heavy certificate's rows as main reads them, caught once from a real opening (sized targets are made of them). */
async function heavyRows(h: BenchHarness, open: () => Promise<unknown>): Promise<unknown[]> {
  let caught: unknown[] = [];
  h.shape.current = (rows) => (caught = rows);
  try {
    await open();
  } finally {
    h.shape.current = undefined;
  }
  return caught;
}

/** Main answers `size` rows from now on, as benchmark 6's growth has it (movements-screen.ts). */
function answerSized(h: BenchHarness, rows: readonly unknown[], size: number | undefined): void {
  if (size === undefined) {
    h.serve.current = undefined;
    h.shape.current = undefined;
    return;
  }
  const base = Math.min(size, 100_000, rows.length);
  h.serve.current = rows.slice(0, base);
  h.shape.current = size > base ? (served) => inflateRows(served, size) : undefined;
}

async function main(): Promise<void> {
  const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (roots.length === 0)
    throw new Error('usage: tsx bench/first-frame.ts <renderer build> [<another build>] [--reps=N]');
  const reps = Number(flag('reps') ?? 6);
  const profile = process.argv.includes('--profile');
  const load = [loadavg()[0]!];

  const h = await startBenchHarness({ rendererRoot: resolve(roots[0]!) });
  const servers: Array<{ url: string; close(): Promise<void> }> = [{ url: h.url, close: () => Promise.resolve() }];
  for (const root of roots.slice(1)) servers.push(await startRendererServer(resolve(root)));
  const browser = await launchChromium();
  const results = roots.map(() => CERTIFICATES.map(() => [] as RendererCpu[]));
  try {
    const context = await browser.newContext(BENCH_CONTEXT_OPTIONS);
    await h.attach(context);
    await (await openApp(context, h.url)).close();
    const rows = SIZES ? await heavyRows(h, () => tracedOpening(context, h.url, HEAVY, { timeoutMs: 300_000 })) : [];
    // One warm-up opening per build and certificate, then `reps` measured, the builds' order flipped every round.
    for (let round = -1; round < reps; round++) {
      const order = round % 2 === 0 ? roots.map((_, i) => i) : roots.map((_, i) => i).reverse();
      for (const b of order)
        for (const [c, target] of CERTIFICATES.entries()) {
          answerSized(h, rows, target.size);
          const traceFile = flag('trace') && `${flag('trace')}-${b}-${c}.json`;
          const cpu = await tracedOpening(context, servers[b]!.url, target, {
            profile,
            timeoutMs: 300_000,
            ...(traceFile ? { traceFile } : {}),
          });
          if (round >= 0 && cpu) results[b]![c]!.push(cpu);
        }
      load.push(loadavg()[0]!);
    }
    await context.close();
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
    await h.stop();
  }

  const parts = ['tasks', 'wall', 'js', 'style', 'layout', 'paint', 'opening'] as const;
  console.log(`load average (1 min) during the run: ${load.map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`| Build | Certificate | Openings | ${parts.join(' | ')} |`);
  console.log(`|---|---|---:|${parts.map(() => '---:').join('|')}|`);
  roots.forEach((root, b) =>
    CERTIFICATES.forEach((target, c) => {
      const runs = results[b]![c]!;
      const cells = parts.map((p) => fmtSummary(summarize(runs.map((r) => r[p]))));
      console.log(`| ${root} | ${target.label} | ${runs.length} | ${cells.join(' | ')} |`);
    }),
  );
  if (!profile) return;
  const dump = flag('dump');
  if (dump)
    writeFileSync(
      dump,
      JSON.stringify(results.map((perBuild) => perBuild.map((runs) => runs.map((r) => [...(r.functions ?? [])])))),
    );
  roots.forEach((root, b) =>
    CERTIFICATES.forEach((target, c) => {
      const runs = results[b]![c]!;
      const sum = new Map<string, { self: number; total: number }>();
      for (const run of runs)
        for (const [name, t] of run.functions ?? []) {
          const s = sum.get(name) ?? { self: 0, total: 0 };
          s.self += t.self / runs.length;
          s.total += t.total / runs.length;
          sum.set(name, s);
        }
      console.log(`\n${root}, ${target.label}: sampled ms per opening, by time on the stack (self)`);
      for (const [name, t] of [...sum].sort((x, y) => y[1].total - x[1].total).slice(0, 60))
        console.log(`${t.total.toFixed(1).padStart(7)} (${t.self.toFixed(1).padStart(5)})  ${name}`);
    }),
  );
}

runMain(main);
