/**
 * Why a goal was missed and what would fix it, written from the measured
 * numbers of the same run (run.ts adds these to RESULTS.md). The causes were
 * found with CPU profiles of the same code paths (node --cpu-prof, the
 * inspector); the numbers quoted come from the report itself.
 */
import type { BenchReport, Goal } from './report';
import { fmt, median } from './stats';

const us = (v: number) => `${v < 0 ? '−' : ''}${fmt(Math.abs(v), 0)} µs`;
const msx = (v: number) => `${fmt(v, 0)} ms`;

function ipcOverhead(report: BenchReport, goal: Goal): string | undefined {
  if (goal.met !== false) return undefined;
  const data = report.data as {
    results: Array<{ label: string; addedUs: number[]; bBlocks: number[] }>;
    ladder: Record<string, number[]>;
    inherent: Record<string, { readerUs: number; cloneUs: number }>;
  };
  const r = data.results.find((x) => goal.goal.endsWith(x.label));
  if (!r) return undefined;
  const b = median(r.bBlocks);
  const [bareCpu, timeout, client, perCall, service, ipc] = data.ladder[r.label] ?? [];
  const inherent = data.inherent[r.label]!;
  const kept = inherent.readerUs + inherent.cloneUs;
  const small = (v: number) => (Math.abs(v) < Math.max(15, 0.08 * bareCpu!) ? `within the noise (${us(v)})` : us(v));
  const cpu = timeout! + client! + perCall! + service! + ipc!;
  // What the fixes below would remove: the per-call client, most of the service's bookkeeping; what stays: the client's own work and the IPC channel.
  const left = Math.max(kept, cpu - perCall! - service!);
  return (
    `With the network removed (canned answers), the whole layer costs ${us(cpu)} of CPU per call over a bare axios GET (${us(bareCpu!)}): ` +
    `the axios timeout ${small(timeout!)}, the API client itself ${us(client!)} (request building and validation, response as text, tolerant reader), ` +
    `a new client per call ${us(perCall!)} (axios.create merges its defaults every time), OperationsService ${us(service!)} ` +
    '(session check, `SettingsStore.current` returning a structuredClone of all settings on each of several reads, endpoint, subscription key, response cache key), ' +
    `and the IPC channel ${us(ipc!)} (zod input parse, structured clone both ways). On the real call the gap is ${us(median(r.addedUs))} against a bare call of ${us(b)}: ` +
    'more than the CPU alone, because the embedded sandbox shares the process (the extra work and its garbage delay the server side too) and the machine was loaded. ' +
    `Part of it stays whatever is done: the tolerant reader (${us(inherent.readerUs)}) is the contract check and Electron IPC clones the result too (${us(inherent.cloneUs)}); ` +
    `that floor alone is ${fmt((kept / b) * 100, 0)}% of the bare call. ` +
    'In the app the subscription key is also read from the OS keychain on every call (about 0.5 ms over D-Bus, see 4), which this harness (memory store) does not pay: the real gap is larger. ' +
    'Fix (src-main/services/environment-service.ts, settings-store.ts, the vault): one ApiClient per endpoint, rebuilt only when settings or the key change; a frozen settings snapshot for the hot path instead of a clone per read; ' +
    'the subscription key cached in memory, re-read from the keychain when the app changes it or a call answers 401 for the key. ' +
    `That would leave about ${us(left)} of CPU per call, ${fmt((left / b) * 100, 0)}% of the bare call measured here` +
    (kept / b > 0.1
      ? `; the target stays out of reach for this response size while results are validated and cloned (those two alone are ${fmt((kept / b) * 100, 0)}%).`
      : ', to be confirmed by running this benchmark again after the change.')
  );
}

function movementsScreen(report: BenchReport, goal: Goal): string | undefined {
  if (goal.met !== false) return undefined;
  const data = report.data as {
    growth: Record<string, Array<{ framedMs: number; renderMs: number; heapUsed: number; heapBase: number }>>;
    passes?: Array<{ size: number; facets: number; pairs: number; totals: number }>;
  };
  if (goal.goal.startsWith('100,000-row')) {
    const g1 = data.growth['1000'] ?? [];
    const g100 = data.growth['100000'] ?? [];
    const extra = median(g100.map((r) => r.framedMs)) - median(g1.map((r) => r.framedMs));
    const p1 = data.passes?.find((p) => p.size === 1_000);
    const p100 = data.passes?.find((p) => p.size === 100_000);
    const passes = p1 && p100 ? p100.facets + p100.pairs + p100.totals - (p1.facets + p1.pairs + p1.totals) : Number.NaN;
    return (
      `The table itself is virtualized (the same ~20 DOM rows at any size), so what grows is the work on all rows before the first commit: ${msx(extra)} more for 100,000 rows. ` +
      `CertificateScreen computes, on every load and before the table mounts, movementFacets (Sets and sorts over every row), coverageFundPairs (a Map of Sets over every row) and movementTotals; ` +
      `timed in Node on the same rows these take ${msx(passes)} more at 100,000 rows than at 1,000 (table above). The rest is the garbage collector and React's commit digesting 100,000 new objects ` +
      '(in Electron the structured-clone deserialization creates the same objects, just before). ' +
      'Fix (src-renderer/screens/certificate): show the first rows before the whole-list work — compute facets, fund pairs and totals after the first commit (startTransition/useDeferredValue on them, ' +
      'or requestIdleCallback), or once in the main process next to the tolerant reader and send them with the rows; the rows in view need none of them.'
    );
  }
  if (goal.goal.startsWith('Every row reachable')) {
    return (
      'Chromium caps an element\'s height at 33,554,430 px (2^25 − 2). VirtualTable sizes its body at rows × 36 px, so past 932,067 rows the body is cut short: ' +
      'the scrollbar ends before the last rows, which can then never be shown (time, DOM rows and memory are fine at 1,000,000; reaching the rows is not). ' +
      'Real certificates are far below this (the heaviest has 120,000 movements), but "whatever the size" does not hold past about 930,000 rows. ' +
      'Fix (VirtualTable.tsx): cap the body\'s height (say 10 million px) and map scroll offset to row index with a scale factor when rows × 36 px exceed it, or refuse to show more than a limit and point to the filters and the CSV export.'
    );
  }
  if (goal.goal.includes('memory')) {
    return 'The rows themselves are kept as plain objects (one per movement, 17 fields): memory per row is constant, so this exponent above 1 comes from heap sizing noise between runs; see the table.';
  }
  if (goal.goal.includes('time grows')) {
    return 'A step above linear time means a per-load pass that is worse than linear (a sort) or garbage collection of the previous load; the table shows which step.';
  }
  if (goal.goal.startsWith('Renderer JS heap')) {
    return 'The page keeps every movement as a JS object with its strings; 200 MB would allow ~2 KB per row. Fix: keep the rows in the main process and send pages, or columnar typed arrays for the numbers.';
  }
  if (goal.goal.startsWith('Rows in the DOM')) {
    return 'The virtualized table renders more rows than its viewport needs: check VirtualTable\'s height cap and overscan.';
  }
  return undefined;
}

function csvExport(report: BenchReport, goal: Goal): string | undefined {
  if (goal.met !== false) return undefined;
  if (goal.goal.includes('faster library')) {
    return 'A library is faster here: the lead decides whether to switch (see the ratio table; the output comparison says whether its bytes match). Balcão\'s writer builds each line by string concatenation per cell and encodes one chunk per 256 rows; a slower line is in formatCsvCell (per-cell dialect lookup, plainNumber, the formula guard).';
  }
  if (goal.goal.includes('memory')) {
    return 'Peak RSS grew with the row count: something holds rows or output. The writer\'s own test (tests/main/export/csv-writer.test.ts) checks live heap after GC; RSS also counts garbage not yet collected and heap the allocator kept, so check the heap column before concluding.';
  }
  if (goal.goal.includes('time grows')) {
    return 'Export time grew faster than the row count between two sizes: with a discarding sink this is garbage collection pressure (old-space growth) rather than the writer; writing to a real file spreads it.';
  }
  return undefined;
}

function startup(report: BenchReport, goal: Goal): string | undefined {
  if (goal.met !== false) return undefined;
  const data = report.data as { cold: Array<{ scriptsLoaded: number; start: number; firstScreen: number; framed: number; ipcWait: number }>; initial: { bytes: number; css: Array<{ bytes: number }> } };
  if (goal.goal.startsWith('First interactive screen')) {
    const cold = data.cold;
    const loaded = median(cold.map((c) => c.scriptsLoaded));
    const start = median(cold.map((c) => c.start));
    const first = median(cold.map((c) => c.framed));
    const ipc = median(cold.map((c) => c.ipcWait));
    const cssBytes = data.initial.css.reduce((a, c) => a + c.bytes, 0);
    return (
      `Where the ${msx(first)} go (cold): the initial JS and CSS are received at ${msx(loaded)}, the bundle starts running at ${msx(start)}, ` +
      `and the login screen is up ${msx(first - start)} later, of which ${msx(ipc)} are the harness's IPC (settings and session through Playwright's binding; Electron IPC takes about a millisecond). ` +
      `So most of it is loading and compiling ${fmt(data.initial.bytes / 1024, 0)} KiB of JS and ${fmt(cssBytes / 1024, 0)} KiB of CSS with no code cache — and Electron gets none either: ` +
      'the balcao:// scheme is registered with codeCache: false. On a machine this loaded every step is slower too; the reload line (warm caches) shows the floor. ' +
      'Fix: import only the Mantine component styles the first screen uses instead of @mantine/core/styles.css (most of the CSS); keep Spotlight, Notifications and the i18n catalogs of other screens out of the entry chunk; ' +
      'and weigh turning codeCache on for balcao:// (V8 caches compiled code in the profile: the security note in app-protocol.ts explains why it is off).'
    );
  }
  if (goal.goal.startsWith('Initial renderer JS')) return 'Look at the largest file of the initial JS table: a dependency of the first screen that could be lazily loaded.';
  if (goal.goal.startsWith('Heavy screens')) return 'A heavy screen is statically imported from the shell (src-renderer/app/screens.ts should import it with React.lazy).';
  return undefined;
}

function sandboxLoad(report: BenchReport, goal: Goal): string | undefined {
  if (goal.met !== false) return undefined;
  const data = report.data as {
    runs: Array<{ server: string; op: string; connections: number; rps: number; bytes: number }>;
    profiles: Array<{ op: string; idle: number; top: Array<{ name: string; share: number }> }>;
  };
  const op12s = data.runs.find((r) => r.server === 'sandbox' && r.op.startsWith('Op12'));
  const op12p = data.runs.find((r) => r.server === 'prism' && r.op.startsWith('Op12'));
  const op8 = data.profiles.find((p) => p.op.startsWith('Op8'));
  const share = (p: typeof op8, pattern: RegExp) => (p ? p.top.filter((t) => pattern.test(t.name)).reduce((a, t) => a + t.share, 0) : 0);
  const today = share(op8, /todayInSaoPaulo/);
  const writes = share(op8, /^writev|writeGeneric|writevGeneric/);
  const op12 = data.profiles.find((p) => p.op.startsWith('Op12'));
  const respond = share(op12, /^respond /);
  const profileText = op8
    ? `The sandbox's own profile under load (table above): on Op8 ${today > 0 ? `\`todayInSaoPaulo()\` (src-shared/contract/rules.ts), which builds a new Intl.DateTimeFormat on every request, takes ${fmt(today * 100, 0)}% of its busy CPU and ` : ''}` +
      `socket writes ${fmt(writes * 100, 0)}%${op12 ? `; on Op12 \`respond\` (JSON.stringify of the 150 movements) takes ${fmt(respond * 100, 0)}%` : ''}. ` +
      (op8.idle > 0.2
        ? `It sat idle ${fmt(op8.idle * 100, 0)}% of the time: autocannon and the servers share 2 cores (with whatever else runs), so the load generator caps what can be measured. `
        : `It was busy ${fmt((1 - op8.idle) * 100, 0)}% of the time: CPU-bound, so these costs are the throughput. `)
    : '';
  return (
    'Prism is not slow at what it does (validate the request against the document, return a static example); the sandbox authenticates, validates, looks up real data and serializes it' +
    (op12s && op12p ? `, and on Op12 sends ${fmt(op12s.bytes / 1024, 1)} KiB per answer where Prism sends ${fmt(op12p.bytes / 1024, 1)} KiB. ` : '. ') +
    profileText +
    'Fix: cache the formatter in todayInSaoPaulo (or compute the date once per second); keep the request log as a ring buffer (it masks CPFs in every URL and splices its array past 10,000 entries); ' +
    'serialize read-only answers once per world (customer, movements) instead of per request; then measure with the load generator on its own cores. ' +
    'Against Op12 a 5× factor is out of reach whatever the code: serializing and sending 78 KiB cannot be five times faster than sending half a kilobyte.'
  );
}

const ANALYSES: Record<string, (report: BenchReport, goal: Goal) => string | undefined> = {
  '1-ipc-overhead': ipcOverhead,
  '2-movements-screen': movementsScreen,
  '3-csv-export': csvExport,
  '4-startup': startup,
  '5-sandbox-load': sandboxLoad,
};

/** The report with an analysis on every missed goal that has none. */
export function withAnalysis(report: BenchReport): BenchReport {
  const analyze = ANALYSES[report.id];
  if (!analyze) return report;
  return { ...report, goals: report.goals.map((g) => (g.analysis || g.met !== false ? g : { ...g, analysis: analyze(report, g) ?? g.analysis })) };
}

