#!/usr/bin/env node
/**
 * `npm test`: every check the project has, as separate steps:
 *
 *   1. typecheck   tsc -b tsconfig.json (each process)  (counts as 1 test)
 *   2. lint        eslint .                              (counts as 1 test)
 *      format      prettier --check .                    (counts as 1 test)
 *      build       electron-vite build, for step 4       (not a test: a failed build fails step 4)
 *   3. vitest      vitest run (tests/**\/*.test.ts[x]), JSON reports parsed
 *   4. playwright  only if playwright.config.ts exists, JSON report parsed
 *
 * Packed for two cores (D700). Steps 1–2 run one after another on one core. Beside them, on the other, vitest runs
 * first its `timing` project (the few files that hold CPU time or a stall to a budget in milliseconds: CPU time
 * stretches when more busy processes than cores share the machine, D645), then every other file, one worker. Once
 * the build is made and the timing files have run, the browser tests start on two workers beside the rest of vitest
 * (a browser test keeps its core less than half busy). Every step's lines are streamed live, each prefixed with its
 * step's name. A per-suite summary follows, and the VERY LAST line printed is `N passed, N failed` (`, N skipped`
 * appended only when something was skipped). A runner that exits without a readable report counts as 1 failed; so
 * does one that exits non-zero while its report shows no failure. The exit code is non-zero whenever anything
 * failed.
 *
 * Keychain: later tests talk to the real OS keychain through keytar (Secret
 * Service over D-Bus). With no D-Bus session (CI, a bare container) and
 * `dbus-run-session` + `gnome-keyring-daemon` on PATH, this script re-runs
 * itself inside a private session bus with an unlocked gnome-keyring. Without
 * them it runs anyway, and the keychain tests report the no-keychain state.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);
// A fresh checkout: `npm test` installs what it needs (tests never need the Electron binary).
ensureDependencies(ROOT, { skipElectronDownload: true });

/** Set (to a file path) for the run inside dbus-run-session; stops re-exec loops. */
const DBUS_MARKER = 'BALCAO_TEST_DBUS_SESSION';
const KEYRING_PASSWORD = 'balcao-test';

function onPath(cmd) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, cmd))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// 0. D-Bus session + unlocked gnome-keyring for keytar
// ---------------------------------------------------------------------------
if (process.env[DBUS_MARKER]) {
  // We are the inner run: tell the outer one we started (see below).
  try {
    writeFileSync(process.env[DBUS_MARKER], 'started\n');
  } catch {
    /* the outer run only uses this to detect a bus that never came up */
  }
} else if (!process.env.DBUS_SESSION_BUS_ADDRESS && onPath('dbus-run-session') && onPath('gnome-keyring-daemon')) {
  const markerDir = mkdtempSync(join(tmpdir(), 'balcao-dbus-'));
  const markerFile = join(markerDir, 'started');
  const inner =
    `printf %s ${KEYRING_PASSWORD} | gnome-keyring-daemon --unlock --components=secrets >/dev/null; ` +
    'exec node scripts/test-all.mjs "$@"';
  console.log('test-all: no D-Bus session; re-running under dbus-run-session with an unlocked gnome-keyring');
  const child = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner, 'sh', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [DBUS_MARKER]: markerFile },
  });
  const innerStarted = existsSync(markerFile);
  rmSync(markerDir, { recursive: true, force: true });
  if (innerStarted) {
    // The inner run printed everything, counts line last: add nothing.
    process.exit(child.status ?? 1);
  }
  console.log(
    `test-all: dbus-run-session did not start the tests (${child.error?.message ?? `status ${child.status}`}); ` +
      'running without a D-Bus session',
  );
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
const tmp = mkdtempSync(join(tmpdir(), 'balcao-test-'));

function localBin(name) {
  const file = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  return existsSync(file) ? file : null;
}

function heading(text, prefix = undefined) {
  console.log(prefix ? `[${prefix}] === ${text} ===` : `\n=== ${text} ===`);
}

/** Copies a child's output line by line, each line prefixed (two steps print at once). */
function prefixLines(stream, out, prefix) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * Runs a command with live output, its lines prefixed with `[prefix] ` when one is given; resolves to its exit
 * code (null when it could not start or was killed).
 */
function run(cmd, args, env = {}, prefix = undefined) {
  return new Promise((done) => {
    let child;
    try {
      child = spawn(cmd, args, {
        stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...env },
      });
      if (prefix) {
        prefixLines(child.stdout, process.stdout, `[${prefix}] `);
        prefixLines(child.stderr, process.stderr, `[${prefix}] `);
      }
    } catch (err) {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      done({ code: null, signal: null });
      return;
    }
    child.on('error', (err) => {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      done({ code: null, signal: null });
    });
    child.on('close', (code, signal) => done({ code, signal }));
  });
}

function describeExit({ code, signal }) {
  if (signal) return `killed by ${signal}`;
  if (code === null) return 'did not start';
  return `exit code ${code}`;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, note?: string, ran: boolean, failedNames?: string[] }} SuiteResult */

/** A tool whose whole run is one test: passed iff it exits 0. */
async function singleCheck(name, binName, args) {
  heading(`${name}: ${binName} ${args.join(' ')}`, name);
  const bin = localBin(binName);
  if (!bin) {
    console.error(`test-all: ${binName} is not installed (run npm ci)`);
    return { name, passed: 0, failed: 1, skipped: 0, note: `${binName} not installed`, ran: true };
  }
  const exit = await run(bin, args, {}, name);
  const ok = exit.code === 0;
  return {
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    note: ok ? undefined : describeExit(exit),
    ran: true,
  };
}

/** Reconciles a parsed report with the runner's exit status. */
function settle(name, counts, exit, reportNote) {
  const result = { name, ...counts, ran: true, note: reportNote };
  if (exit.code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.note = `${describeExit(exit)} though its report shows no failed test`;
  }
  return result;
}

/** One vitest run over `projects`, reported as the step `name`. */
async function vitestSuite(name, projects) {
  const report = join(tmp, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    '--passWithNoTests',
  ];
  heading(`${name}: vitest ${args.join(' ')}`, name);
  const bin = localBin('vitest');
  if (!bin) {
    console.error('test-all: vitest is not installed (run npm ci)');
    return { name, passed: 0, failed: 1, skipped: 0, note: 'vitest not installed', ran: true };
  }
  // vitest.config.ts is TypeScript in a CommonJS package, which Vite's future
  // native config loader can't load on Node 20 anyway: silence its notice.
  const exit = await run(bin, args, { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, name);
  const json = readJson(report);
  if (!json || typeof json.numTotalTests !== 'number') {
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `crashed without a report (${describeExit(exit)})`,
      ran: true,
    };
  }
  const counts = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  // A test file that failed outside its tests (syntax error, throwing import,
  // failing beforeAll) ran none of them: vitest reports them as skipped, but
  // they did not pass, so each counts as failed (the file as one when it has
  // none), never as skipped.
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  let note;
  if (brokenFiles.length > 0) {
    for (const file of brokenFiles) {
      const notRun = (file.assertionResults ?? []).filter((a) => a.status !== 'passed').length;
      counts.skipped = Math.max(0, counts.skipped - notRun);
      counts.failed += Math.max(1, notRun);
    }
    note = `${brokenFiles.length} test file(s) failed outside any test`;
  }
  const failedNames = (json.testResults ?? []).flatMap((file) => {
    const where = relative(ROOT, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failedTests.length === 0) return file.status === 'failed' ? [`${where} (outside any test)`] : [];
    return failedTests.map((a) => `${where} › ${a.fullName ?? a.title}`);
  });
  return { ...settle(name, counts, exit, note), failedNames };
}

/**
 * Builds the app for the browser tests beside the unit tests; true when built. When it is not, Playwright's own
 * global setup builds again and its error fails the playwright step.
 */
async function buildForBrowserTests() {
  // BALCAO_RENDERER_ROOT: the browser tests serve a renderer built elsewhere, which their setup builds.
  if (!existsSync(join(ROOT, 'playwright.config.ts')) || process.env.BALCAO_RENDERER_ROOT) return false;
  const bin = localBin('electron-vite');
  if (!bin) return false;
  heading('build: electron-vite build (for the browser tests)', 'build');
  const exit = await run(bin, ['build'], {}, 'build');
  return exit.code === 0;
}

async function playwrightSuite(built) {
  if (!existsSync(join(ROOT, 'playwright.config.ts'))) {
    return {
      name: 'playwright',
      passed: 0,
      failed: 0,
      skipped: 0,
      note: 'not run: no playwright.config.ts',
      ran: false,
    };
  }
  const report = join(tmp, 'playwright.json');
  const args = ['test', '--reporter=list,json', '--pass-with-no-tests'];
  heading(`playwright: playwright ${args.join(' ')}`, 'playwright');
  const bin = localBin('playwright');
  if (!bin) {
    console.error('test-all: @playwright/test is not installed (run npm ci)');
    return { name: 'playwright', passed: 0, failed: 1, skipped: 0, note: 'playwright not installed', ran: true };
  }
  // Headed browsers/Electron need a display: give them a virtual one when there is none.
  let cmd = bin;
  let cmdArgs = args;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY && onPath('xvfb-run')) {
    cmd = 'xvfb-run';
    cmdArgs = ['-a', '--server-args=-screen 0 1920x1080x24', bin, ...args];
  }
  const exit = await run(
    cmd,
    cmdArgs,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...(built ? { BALCAO_E2E_BUILT: '1' } : {}) },
    'playwright',
  );
  const json = readJson(report);
  if (!json || typeof json.stats !== 'object' || json.stats === null) {
    return {
      name: 'playwright',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `crashed without a report (${describeExit(exit)})`,
      ran: true,
    };
  }
  const s = json.stats;
  const counts = {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
  let note = s.flaky ? `${s.flaky} flaky (passed on retry)` : undefined;
  // Errors outside tests (config, globalSetup, a worker crash) are listed apart.
  const globalErrors = Array.isArray(json.errors) ? json.errors.length : 0;
  if (globalErrors > 0 && counts.failed === 0) {
    counts.failed = 1;
    note = `${globalErrors} error(s) outside any test`;
  }
  return { ...settle('playwright', counts, exit, note), failedNames: unexpectedTests(json) };
}

/** `file:line › title` of every Playwright test whose outcome was unexpected, from its JSON report. */
function unexpectedTests(json) {
  const names = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          names.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return names;
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------
/** @type {SuiteResult[]} */
const results = [];
try {
  const staticChecks = async () => {
    const done = [];
    done.push(await singleCheck('typecheck', 'tsc', ['-b', 'tsconfig.json']));
    done.push(await singleCheck('lint', 'eslint', ['.']));
    done.push(await singleCheck('format', 'prettier', ['--check', '.']));
    return { done, built: await buildForBrowserTests() };
  };
  const checksMade = staticChecks();
  const timing = await vitestSuite('vitest-timing', ['timing']);
  const restOfVitest = vitestSuite('vitest', ['pure', 'isolated']);
  const checks = await checksMade;
  const [vitest, playwright] = await Promise.all([restOfVitest, playwrightSuite(checks.built)]);
  results.push(...checks.done, timing, vitest, playwright);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
}

function countsLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

heading('summary');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  let status;
  if (!r.ran) status = '-';
  else if (['typecheck', 'lint', 'format'].includes(r.name)) status = r.failed > 0 ? 'FAILED' : 'passed';
  else status = countsLine(r);
  console.log(`  ${r.name.padEnd(width)}  ${status}${r.note ? `  (${r.note})` : ''}`);
}
// The names of what failed, here at the end, so a log that keeps only its tail still says what to mend.
const failedNames = results.flatMap((r) => (r.failedNames ?? []).map((name) => `${r.name}: ${name}`));
for (const name of failedNames.slice(0, 30)) console.log(`  failed  ${name}`);
if (failedNames.length > 30)
  console.log(`  failed  … and ${failedNames.length - 30} more (above, in each tool's own output)`);
if (process.env[DBUS_MARKER]) console.log('  (ran inside dbus-run-session with an unlocked gnome-keyring)');
console.log(countsLine(total));
process.exitCode = total.failed > 0 ? 1 : 0;
