/**
 * What the renderer's main thread spends, in CPU time (trace thread time: the machine's load does not inflate it),
 * from the first window of movements reaching the page to the next frame: one opening of a certificate through the
 * UI under a Chromium performance trace. The marks come from the harness's init script (bench:movements-received,
 * bench:framed). `opening` is the same thread's tasks from the screen's start of the load (its own mark,
 * balcao:movements-load-start) to that frame: work done while the window was on its way (a view drawn hidden ahead
 * of its answer, D680) leaves the span but not the opening. With `profile`, the trace also samples JavaScript (V8's profiler), and the span's samples are
 * summed by function: with an unminified build, the components by name.
 */
import { writeFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { openApp, openCertificate, waitInteractive } from './app-driver';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: ProfileData };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** Milliseconds of the renderer main thread's CPU in the span. */
export interface RendererCpu {
  /** All its tasks. */
  tasks: number;
  /** Wall time of the span (what the load stretches: the thread waited for a core, or for other threads' work). */
  wall: number;
  /** All its tasks from the start of the load (the screen's mark; NaN without it) to the same frame. */
  opening: number;
  /** Of which JavaScript (React rendering, effects), style, layout, paint. */
  js: number;
  style: number;
  layout: number;
  paint: number;
  /** With `profile`: sampled ms per function, on the stack (`total`) and at its top (`self`). */
  functions?: Map<string, { self: number; total: number }>;
}

const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing';
const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** One traced opening of `target` in a new page of `context` (the harness attached to it). */
export async function tracedOpening(
  context: BrowserContext,
  url: string,
  target: { cpf: string; certificate: string },
  options: { profile?: boolean; timeoutMs?: number; traceFile?: string } = {},
): Promise<RendererCpu | undefined> {
  const page = await openApp(context, url);
  try {
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: options.profile ? `${TRACE_CATEGORIES},${PROFILER_CATEGORY}` : TRACE_CATEGORIES,
      transferMode: 'ReportEvents',
    });
    await openCertificate(page, target.cpf, target.certificate);
    await waitInteractive(page, options.timeoutMs ?? 180_000);
    await page.waitForFunction(() => performance.getEntriesByName('bench:framed').length > 0);
    await cdp.send('Tracing.end');
    await complete;
    // The whole trace, for a look at one opening's call stacks (the last opening's, when several are traced).
    if (options.traceFile) writeFileSync(options.traceFile, JSON.stringify(events));
    const received = events.find((e) => e.name === 'bench:movements-received');
    const framed = events.find((e) => e.name === 'bench:framed');
    const loadStart = events.find((e) => e.name === 'balcao:movements-load-start');
    if (!received || !framed) return undefined;
    const from = (start: TraceEvent) =>
      events.filter(
        (e) =>
          e.pid === received.pid &&
          e.tid === received.tid &&
          e.ph === 'X' &&
          e.ts + (e.dur ?? 0) > start.ts &&
          e.ts < framed.ts,
      );
    const on = from(received);
    const sum = (span: TraceEvent[], names: string[]) =>
      span.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000;
    const cpu = (names: string[]) => sum(on, names);
    return {
      tasks: cpu(['RunTask']),
      wall: (framed.ts - received.ts) / 1000,
      opening: loadStart ? sum(from(loadStart), ['RunTask']) : Number.NaN,
      js: cpu(['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'FireAnimationFrame', 'TimerFire']),
      style: cpu(['UpdateLayoutTree']),
      layout: cpu(['Layout']),
      paint: cpu(['PrePaint', 'Paint', 'Layerize']),
      ...(options.profile ? { functions: sampledFunctions(events, received, framed.ts) } : {}),
    };
  } finally {
    await page.close();
  }
}

/** The V8 samples of the marks' thread between `from` and `to`, summed by function (name and place). */
function sampledFunctions(
  events: readonly TraceEvent[],
  from: TraceEvent,
  to: number,
): Map<string, { self: number; total: number }> {
  const out = new Map<string, { self: number; total: number }>();
  const profile = events.find((e) => e.name === 'Profile' && e.pid === from.pid && e.tid === from.tid);
  if (!profile) return out;
  const nodes = new Map<number, ProfileNode>();
  let at = profile.args?.data?.startTime ?? 0;
  let previous = at;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((sample, i) => {
      at += deltas[i] ?? 0;
      const ms = (at - previous) / 1000;
      previous = at;
      if (at <= from.ts || at > to) return;
      const seen = new Set<string>();
      for (let node = nodes.get(sample); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const frame = node.callFrame;
        const name = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').at(-1) ?? ''}:${frame.lineNumber}`;
        const entry = out.get(name) ?? { self: 0, total: 0 };
        if (seen.size === 0) entry.self += ms;
        if (!seen.has(name)) entry.total += ms;
        seen.add(name);
        out.set(name, entry);
      }
    });
  }
  return out;
}
