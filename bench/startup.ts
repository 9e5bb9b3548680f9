/**
 * Benchmark 4: startup.
 *
 * Renderer: the built renderer in Chromium, each run in a fresh browser
 * context (no HTTP or code cache): navigation → `balcao:start` (the bundle
 * runs) → `balcao:first-screen` (App has the session: the login screen is
 * rendered) → the next frame (painted, usable). A reload in the same context
 * follows each cold run (warm caches). Plus the gzipped size of the JS the
 * first screen needs (entry chunk + static imports, from the Vite manifest).
 *
 * Main process, without Electron: what startServices does before the window
 * can work (settings file, services, the OS keychain through keytar) and the
 * embedded sandbox's start on first use (demo world + Fastify listen).
 *
 *   tsx bench/startup.ts [--quick] [--build]   (BALCAO_BENCH_RENDERER=<dir>: build and serve the renderer there)
 *   tsx bench/startup.ts --keychain-child   (inside dbus-run-session with an unlocked gnome-keyring; JSON on stdout)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { KeytarSecretStore } from '../src-main/keychain/keytar-secret-store';
import { MemorySecretStore } from '../src-main/keychain/memory-secret-store';
import { SubscriptionKeyVault } from '../src-main/keychain/subscription-key-vault';
import { createMainServices } from '../src-main/main-services';
import { createNodePorts } from '../src-main/node-ports';
import { SettingsStore } from '../src-main/settings/settings-store';
import { generateWorld } from '../src-sandbox/demo/generate-world';
import { startSandbox } from '../src-sandbox/server';
import { launchChromium } from '../tests/harness/chromium';
import { BENCH_CONTEXT_OPTIONS, startBenchHarness } from './lib/browser-harness';
import { BENCH_OUT, emitReport, type Goal, PROJECT_ROOT, QUICK, runMain, type Table } from './lib/report';
import { buildRenderer, measureInitialJs } from './lib/renderer-build';
import { fmt, fmtBytes, fmtSummary, median, summarize } from './lib/stats';

const GOAL_FIRST_SCREEN_MS = 600;
const GOAL_INITIAL_JS = 350 * 1000;

interface PageStart {
  /** The last script of the first screen fully received. */
  scriptsLoaded: number;
  /** `balcao:boot`: the page sent its first IPC calls (settings, session); NaN for builds without the mark. */
  boot: number;
  domContentLoaded: number;
  start: number;
  /** The last IPC answer the first screen needed arrived in the page. */
  ipcDone: number;
  firstScreen: number;
  framed: number;
  /** From the first IPC call sent to the last answer received, before the first screen: the harness's binding (Playwright, through the DevTools pipe), slower than Electron IPC. Since the calls start at `balcao:boot`, part of it overlaps the bundle's own start. */
  ipcWait: number;
}

const STARTUP_BINDING = '__benchStartupDone';

/**
 * Runs in the page before its own scripts (init script): when the app marks
 * `balcao:first-screen`, waits for the next frame and hands the timeline to
 * the bench through a binding. Nothing of Playwright's runs in the page while
 * it starts: no page.waitForFunction (which injects and compiles Playwright's
 * selector engine, tens of ms of main-thread work, in the middle of the
 * start, and polls) and no page.evaluate until the numbers are taken.
 */
const STARTUP_PROBE = `(() => {
  new PerformanceObserver((list, observer) => {
    const mark = list.getEntries().find((e) => e.name === 'balcao:first-screen');
    if (!mark) return;
    observer.disconnect();
    const first = mark.startTime;
    // One frame after the mark (painted, input live); from a frame callback, so it never precedes the mark.
    requestAnimationFrame(() => setTimeout(() => {
      const framed = performance.now();
      const nav = performance.getEntriesByType('navigation')[0];
      const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js') && r.startTime < first);
      const origin = performance.timeOrigin;
      let waitStart = Infinity;
      let waitEnd = 0;
      for (const c of window.__benchCalls || []) {
        if (c.doneAt === 0 || c.doneAt - origin > first) continue;
        waitStart = Math.min(waitStart, c.sentAt - origin);
        waitEnd = Math.max(waitEnd, c.doneAt - origin);
      }
      const at = (name) => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : NaN; };
      window.${STARTUP_BINDING}({
        scriptsLoaded: Math.max(0, ...scripts.map((r) => r.responseEnd)),
        boot: at('balcao:boot'),
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
        start: at('balcao:start'),
        ipcDone: waitEnd > 0 ? waitEnd : NaN,
        firstScreen: first,
        framed: Math.max(framed, first),
        ipcWait: waitEnd > waitStart ? waitEnd - waitStart : 0,
      });
    }, 0));
  }).observe({ type: 'mark', buffered: true });
})();`;

/** Probes every document of the context; `next()` resolves with the next page's timeline (all times from navigation start). */
async function probeStarts(context: BrowserContext): Promise<{ next(): Promise<PageStart> }> {
  const queue: PageStart[] = [];
  const waiting: Array<(s: PageStart) => void> = [];
  await context.exposeBinding(STARTUP_BINDING, (_source, start: PageStart) => {
    const w = waiting.shift();
    if (w) w(start);
    else queue.push(start);
  });
  await context.addInitScript(STARTUP_PROBE);
  return {
    next: () => {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise<PageStart>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no balcao:first-screen within 60 s')), 60_000);
        waiting.push((s) => {
          clearTimeout(timer);
          resolve(s);
        });
      });
    },
  };
}

async function rendererStartup(rendererRoot: string, reps: number): Promise<{ cold: PageStart[]; warm: PageStart[] }> {
  const h = await startBenchHarness({ rendererRoot });
  const browser = await launchChromium();
  const cold: PageStart[] = [];
  const warm: PageStart[] = [];
  try {
    for (let i = 0; i < reps + 1; i++) {
      const context = await browser.newContext(BENCH_CONTEXT_OPTIONS);
      await h.attach(context);
      const probe = await probeStarts(context);
      const page = await context.newPage();
      // 'commit': the bench only waits for the probe, not for Playwright's own load-state bookkeeping.
      await page.goto(h.url, { waitUntil: 'commit' });
      const c = await probe.next();
      await page.getByRole('heading', { name: 'Entrar no Balcão' }).waitFor();
      await page.reload({ waitUntil: 'commit' });
      const w = await probe.next();
      // The first context also warms the harness and the browser process: not counted.
      if (i > 0) {
        cold.push(c);
        warm.push(w);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await h.stop();
  }
  return { cold, warm };
}

interface KeychainResult {
  available: boolean;
  reason?: string;
  loadAndFirstGetMs?: number;
  getUs?: number;
  vaultGetUs?: number;
}

async function keychainChild(): Promise<void> {
  const store = new KeytarSecretStore({ service: `balcao-bench-${process.pid}` });
  let t = performance.now();
  const probe = await store.probe();
  const first = performance.now() - t;
  const result: KeychainResult = { available: probe.available };
  if (!probe.available) result.reason = probe.reason;
  else {
    result.loadAndFirstGetMs = first;
    // As on a fresh install: no key stored for the sandbox, the vault falls back to the demo key after asking the keychain.
    const n = 200;
    t = performance.now();
    for (let i = 0; i < n; i++) await store.get('subscription-key:sandbox');
    result.getUs = ((performance.now() - t) * 1000) / n;
    const vault = new SubscriptionKeyVault(store, { sandbox: 'sandbox-key-atendente-0001' });
    t = performance.now();
    for (let i = 0; i < n; i++) await vault.get('sandbox', undefined);
    result.vaultGetUs = ((performance.now() - t) * 1000) / n;
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** keytar against a real Secret Service: a private D-Bus session with an unlocked gnome-keyring (as npm test does). */
function keychainInSession(): KeychainResult {
  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const hasSession = !!process.env.DBUS_SESSION_BUS_ADDRESS;
  const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
  try {
    let out: string;
    if (hasSession) out = execFileSync(tsx, [__filename, '--keychain-child'], { encoding: 'utf8', timeout: 120_000 });
    else if (onPath('dbus-run-session') && onPath('gnome-keyring-daemon')) {
      const inner = `printf %s balcao-bench | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "${tsx}" "${__filename}" --keychain-child`;
      out = execFileSync('dbus-run-session', ['--', 'sh', '-c', inner], {
        encoding: 'utf8',
        timeout: 120_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } else return { available: false, reason: 'no D-Bus session and no dbus-run-session/gnome-keyring-daemon' };
    return JSON.parse(out.trim().split('\n').at(-1)!) as KeychainResult;
  } catch (error) {
    return { available: false, reason: (error as Error).message.split('\n')[0] };
  }
}

interface MainStart {
  settings: number;
  services: number;
  world: number;
  listen: number;
  firstCall: number;
  memoryVaultUs: number;
}

/** One cold start of the main-process work, in this (fresh) process, after the modules are loaded. */
async function mainChild(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-bench-start-'));
  try {
    // A settings file as a configured branch machine has it.
    new SettingsStore(join(dir, 'settings.json')).update({
      language: 'pt-BR',
      environments: { test: { baseUrl: 'https://api-teste.example.com.br', companyCode: '2' } },
    });
    let t = performance.now();
    new SettingsStore(join(dir, 'settings.json')).load();
    const settings = performance.now() - t;

    t = performance.now();
    const services = await createMainServices(
      createNodePorts({ userDataDir: dir, secretStore: new MemorySecretStore() }),
    );
    const servicesMs = performance.now() - t;
    await services.close();

    t = performance.now();
    const world = generateWorld();
    const worldMs = performance.now() - t;
    t = performance.now();
    const sandbox = await startSandbox({ port: 0, world, dataDir: join(dir, 'sandbox') });
    const listen = performance.now() - t;
    // The first request after start: the heavy certificate's movements are generated on first use.
    t = performance.now();
    const response = await fetch(`${sandbox.url}/_sandbox/health`);
    await response.text();
    const firstCall = performance.now() - t;
    await sandbox.close();

    const vault = new SubscriptionKeyVault(new MemorySecretStore(), { sandbox: 'k' });
    t = performance.now();
    for (let k = 0; k < 1000; k++) await vault.get('sandbox', undefined);
    const memoryVaultUs = performance.now() - t;

    const result: MainStart = { settings, services: servicesMs, world: worldMs, listen, firstCall, memoryVaultUs };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function mainProcessStart(reps: number): MainStart[] {
  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const out: MainStart[] = [];
  for (let i = 0; i < reps; i++) {
    const text = execFileSync(tsx, [__filename, '--main-child'], { encoding: 'utf8', timeout: 120_000 });
    out.push(JSON.parse(text.trim().split('\n').at(-1)!) as MainStart);
  }
  return out;
}

async function main(): Promise<void> {
  const started = performance.now();
  // BALCAO_BENCH_RENDERER: a private build folder (built there if it has no manifest), so parallel work does not share bench/out/renderer.
  const rendererRoot = process.env.BALCAO_BENCH_RENDERER
    ? resolve(process.env.BALCAO_BENCH_RENDERER)
    : join(BENCH_OUT, 'renderer');
  if (!existsSync(join(rendererRoot, '.vite', 'manifest.json')) || process.argv.includes('--build'))
    await buildRenderer(rendererRoot);
  const initial = measureInitialJs(rendererRoot);

  const { cold, warm } = await rendererStartup(rendererRoot, QUICK ? 2 : 7);
  const main = mainProcessStart(QUICK ? 1 : 5);
  const keychain = keychainInSession();

  const s = (values: number[], digits = 0) => fmtSummary(summarize(values), digits);
  const pageTable: Table = {
    title: `Renderer start in Chromium, ms from navigation start, median (p25–p75) of ${cold.length}`,
    columns: [
      'Load',
      'Initial JS received',
      'IPC sent (`balcao:boot`)',
      '`balcao:start` (bundle runs)',
      'DOMContentLoaded',
      'IPC answered',
      '`balcao:first-screen`',
      'First screen + next frame',
      'harness IPC, sent → answered',
    ],
    rows: (
      [
        ['cold (new context, no cache)', cold],
        ['reload (warm caches)', warm],
      ] as const
    ).map(([label, runs]) => [
      label,
      s(runs.map((c) => c.scriptsLoaded)),
      s(runs.map((c) => c.boot)),
      s(runs.map((c) => c.start)),
      s(runs.map((c) => c.domContentLoaded)),
      s(runs.map((c) => c.ipcDone)),
      s(runs.map((c) => c.firstScreen)),
      s(runs.map((c) => c.framed)),
      s(runs.map((c) => c.ipcWait)),
    ]),
  };
  const jsTable: Table = {
    title: 'JS the first screen needs (entry chunk + static imports, Vite manifest), gzip level 6',
    columns: ['File', 'Raw', 'gzip'],
    rows: [
      ...initial.files.map((f) => [f.file, fmtBytes(f.bytes), fmtBytes(f.gzipBytes)]),
      [
        '**initial JS total**',
        fmtBytes(initial.bytes),
        `**${fmt(initial.gzipBytes / 1000, 1)} KB** (${fmtBytes(initial.gzipBytes)})`,
      ],
      [
        `all JS of the build (${initial.lazyChunks} lazily loaded chunks)`,
        fmtBytes(initial.totalJsBytes),
        fmtBytes(initial.totalJsGzipBytes),
      ],
      ...initial.css.map((f) => [`${f.file} (CSS, not counted)`, fmtBytes(f.bytes), fmtBytes(f.gzipBytes)]),
      [
        `all CSS of the build (${initial.cssFiles} files; the rest loads with the screens)`,
        fmtBytes(initial.totalCssBytes),
        fmtBytes(initial.totalCssGzipBytes),
      ],
    ],
  };
  const col = (pick: (m: MainStart) => number, digits = 0) => s(main.map(pick), digits);
  const mainTable: Table = {
    title: `Main-process start work without Electron, each run in a fresh process (cold), ms, median (p25–p75) of ${main.length}`,
    columns: ['Step', 'ms'],
    rows: [
      ['settings.json load + validation', col((m) => m.settings, 2)],
      ['createMainServices (settings, vault, journal, services; sandbox not started)', col((m) => m.services, 1)],
      ['embedded sandbox: demo world generation', col((m) => m.world)],
      ['embedded sandbox: Fastify routes + listen', col((m) => m.listen)],
      ['embedded sandbox: first request answered', col((m) => m.firstCall, 1)],
      ['subscription key read from the vault, memory store (µs per read)', col((m) => m.memoryVaultUs, 1)],
      keychain.available
        ? ['OS keychain (keytar + gnome-keyring over D-Bus): load + first read', fmt(keychain.loadAndFirstGetMs!, 1)]
        : ['OS keychain (keytar)', `not available: ${keychain.reason ?? '?'}`],
      ...(keychain.available
        ? [
            [
              'OS keychain: one read (µs); paid once per environment (the vault keeps the key in memory, re-read after a change or a 401 for the key)',
              fmt(keychain.getUs!, 0),
            ],
            ['SubscriptionKeyVault.get over keytar (µs), key not stored (demo key)', fmt(keychain.vaultGetUs!, 0)],
          ]
        : []),
    ],
  };

  const firstScreen = median(cold.map((c) => c.framed));
  const goals: Goal[] = [
    {
      id: '4',
      goal: 'Initial renderer JS, gzipped (entry + static imports)',
      target: '≤ 350 KB',
      measured: `${fmt(initial.gzipBytes / 1000, 1)} KB`,
      met: initial.gzipBytes <= GOAL_INITIAL_JS,
    },
    {
      id: '4',
      goal: 'Heavy screens lazily loaded',
      target: 'certificate, customer, history, settings screens outside the initial JS',
      measured: initial.files.some((f) => /Certificate|Customer|History|Settings/.test(f.file))
        ? `eager: ${initial.files
            .filter((f) => /Certificate|Customer|History|Settings/.test(f.file))
            .map((f) => f.file)
            .join(', ')}`
        : `all lazy (${initial.lazyChunks} lazy chunks)`,
      met: !initial.files.some((f) => /Certificate|Customer|History|Settings/.test(f.file)),
    },
    {
      id: '4',
      goal: 'First interactive screen (cold: navigation → login screen rendered + next frame)',
      target: `≤ ${GOAL_FIRST_SCREEN_MS} ms`,
      measured: `${fmt(firstScreen, 0)} ms`,
      met: firstScreen <= GOAL_FIRST_SCREEN_MS,
    },
  ];

  emitReport({
    id: '4-startup',
    title: '4. Startup',
    durationMs: performance.now() - started,
    tables: [pageTable, jsTable, mainTable],
    goals,
    notes: [
      "The first screen of a fresh app is the login screen (sessions are kept in memory only): `balcao:first-screen` is marked once App has the settings and session from the main process. The page asks for both at `balcao:boot`, the first module of the bundle to run, so the round trip overlaps the evaluation of React and Mantine and the loader's render.",
      "Timed from inside the page: an init script observes the mark, waits for the next frame and reports through a binding, so nothing of Playwright runs in the page while it starts (page.waitForFunction, used before, compiled Playwright's injected script, tens of ms of main thread, in the middle of the start, and polled every 20 ms).",
      "Harness IPC: Playwright's binding, whose answers reach the page through a DevTools evaluate that waits for the page's main thread; Electron IPC takes about a millisecond.",
      "Served by the app's own protocol handler over loopback HTTP (tests/harness/renderer-server.ts); the handler itself takes about 1.5 ms for index.html, the JS and the CSS together. Electron's balcao:// protocol reads the same files from the asar without a socket.",
      "No V8 code cache in either line: each cold run is a new browser context, and the reload fetches every file again (Cache-Control: no-cache, no validators), which also voids Chromium's code cache for HTTP. Electron caches compiled code for balcao:// (codeCache: true) from the second launch on, so its later launches skip most of the compile both lines still pay.",
      'In the app the main process also creates the window and loads Electron itself: not measurable here. The sandbox starts on the first API call, not at launch.',
    ],
    data: { cold, warm, main, keychain, initial },
  });
}

if (process.argv.includes('--keychain-child')) runMain(keychainChild);
else if (process.argv.includes('--main-child')) runMain(mainChild);
else runMain(main);
