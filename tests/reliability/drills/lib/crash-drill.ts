/**
 * Crash drills (issue "Reliability and security", section 5): kill -9 at
 * random moments during a burst of writes, hitting the process that runs the
 * main-process services (journal + API client, fixtures/app-child.ts), the
 * sandbox (the real CLI, its own process), or both at once; restart on the
 * same folders and check, after every kill:
 *
 * - the sandbox state file and the journal are readable (the sandbox restarts
 *   on its file; a torn journal line is skipped and reported in readReport);
 * - every acknowledged write (the child printed ACK: the employee was told it
 *   succeeded) is in the sandbox exactly once and in the journal as succeeded;
 * - every write the sandbox holds is journaled once, as succeeded or unknown;
 *   no journal "succeeded" lacks its sandbox record (reconcile.ts).
 *
 * SIGKILL practically never tears a journal line (one small write per line),
 * so some rounds also append half a line after the kill, as a crash mid-write
 * would leave it: the next start must skip it, report it and carry on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listArchive } from '../../../../src-main/journal/journal-archive';
import { OperationsJournal } from '../../../../src-main/journal/journal';
import type { FingerprintKey } from '../../../../src-main/journal/request-fingerprint';
import type { SandboxState } from '../../../../src-sandbox/state';
import { bundledScript } from '../../../support/bundled-script';
import { type CountableWrite, fingerprintKeyOf, writeFingerprint, writePayload } from './drill-data';
import { FileSecretStore } from './file-secret-store';
import { nodeFileSystem } from '../../../../src-shared/node/file-system';
import {
  drillFixture,
  exited,
  freePort,
  type SandboxProcess,
  seededRandom,
  sleep,
  startSandboxProcess,
} from './processes';
import { reconcile, type SentWrite } from './reconcile';

export type KillTarget = 'app' | 'sandbox' | 'both';

export interface CrashDrillOptions {
  kills: number;
  seed?: number;
  /** Concurrent write loops in the child. */
  concurrency?: number;
  /** A kill strikes between 0 and this many ms after the child started writing. */
  maxDelayMs?: number;
  /** Every this many rounds where the app died, append a torn half line to its journal (0: never). */
  tornEvery?: number;
  /** What each kill hits, in order (cycled); random (½ app, ¼ sandbox, ¼ both) when absent. */
  targets?: readonly KillTarget[];
  log?: (line: string) => void;
}

export interface CrashRound {
  round: number;
  target: KillTarget;
  delayMs: number;
  problems: string[];
}

export interface CrashDrillReport {
  seed: number;
  kills: number;
  byTarget: Record<KillTarget, number>;
  /** Rounds after which every check held. */
  survived: number;
  appStarts: number;
  sandboxStarts: number;
  writesSent: number;
  acknowledged: number;
  acceptedBySandbox: number;
  journal: { entries: number; succeeded: number; failed: number; unknown: number };
  lost: number;
  duplicated: number;
  unjournaled: number;
  phantom: number;
  unexplained: number;
  tornLinesInjected: number;
  /** Unreadable journal lines readReport counted (injected + any real torn write). */
  skippedLinesReported: number;
  strayTempFiles: number;
  durationMs: number;
  rounds: CrashRound[];
  problems: string[];
}

interface AppProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the first line matching, or rejects on exit / time-out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<string>;
  stderr: () => string;
}

function startApp(
  userDataDir: string,
  sandboxUrl: string,
  prefix: string,
  concurrency: number,
  keychainFile: string,
  onLine: (line: string) => void,
): AppProcess {
  const child = spawn(
    process.execPath,
    [bundledScript(drillFixture('app-child.ts')), userDataDir, sandboxUrl, prefix, String(concurrency), keychainFile],
    {
      cwd: process.cwd(),
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  let buffer = '';
  let stderr = '';
  const waiters: Array<{ pattern: RegExp; done: (line: string) => void }> = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      lines.push(line);
      onLine(line);
      for (const w of waiters.splice(0)) {
        if (w.pattern.test(line)) w.done(line);
        else waiters.push(w);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin!.on('error', () => undefined);
  return {
    child,
    lines,
    stderr: () => stderr,
    waitFor(pattern, timeoutMs) {
      const seen = lines.find((l) => pattern.test(l));
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const settle = (error?: Error, line?: string) => {
          clearTimeout(timer);
          child.off('exit', onExit);
          if (error) fail(error);
          else done(line!);
        };
        const timer = setTimeout(
          () =>
            settle(new Error(`o processo do app não escreveu ${pattern} em ${timeoutMs} ms: ${stderr.slice(-2000)}`)),
          timeoutMs,
        );
        const onExit = () => settle(new Error(`o processo do app saiu antes de ${pattern}: ${stderr.slice(-2000)}`));
        child.once('exit', onExit);
        waiters.push({ pattern, done: (line) => settle(undefined, line) });
      });
    },
  };
}

/** Lines of the journal that are not JSON, counted independently of the journal's own reader, in what it reads at start-up (the active segment and the newest archived one, D62). */
function unreadableLines(journalPath: string): number {
  const newest = listArchive(nodeFileSystem, journalPath).at(-1);
  return [...(newest ? [newest.path] : []), journalPath].reduce((sum, path) => sum + unreadableLinesIn(path), 0);
}

function unreadableLinesIn(path: string): number {
  if (!existsSync(path)) return 0;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    }).length;
}

export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillReport> {
  const seed = options.seed ?? 20260611;
  const random = seededRandom(seed);
  const concurrency = options.concurrency ?? 3;
  const maxDelayMs = options.maxDelayMs ?? 600;
  const tornEvery = options.tornEvery ?? 4;
  const log = options.log ?? (() => undefined);
  const started = performance.now();

  const root = mkdtempSync(join(tmpdir(), 'balcao-crash-drill-'));
  const sandboxDir = join(root, 'sandbox');
  const userDataDir = join(root, 'app');
  mkdirSync(userDataDir, { recursive: true });
  const journalPath = join(userDataDir, 'journal.jsonl');
  const statePath = join(sandboxDir, 'sandbox-state.json');
  const port = await freePort();
  // The keychain's stand-in, shared by every run of the app (a secret survives restarts there): the drill reads the fingerprint secret from it.
  const keychainFile = join(root, 'keychain.json');
  const fingerprintKey: FingerprintKey = await fingerprintKeyOf(new FileSecretStore(keychainFile));
  /** Fingerprints seen in the journal while their window lasted (D61 drops them after 10 minutes; a long drill outlives that). */
  const seenFingerprints = new Map<string, string>();

  const sent = new Map<string, SentWrite>();
  const onLine = (line: string) => {
    const [word, tag, third] = line.split(' ');
    if (word === 'SEND' && tag && third) {
      const op = third as CountableWrite;
      sent.set(tag, {
        tag,
        op,
        fingerprint: writeFingerprint(op, writePayload(op, tag), fingerprintKey),
        acknowledged: false,
      });
    } else if (word === 'ACK' && tag && third) {
      const write = sent.get(tag);
      if (write) Object.assign(write, { acknowledged: true, journalEntryId: third });
    } else if (word === 'ERR' && tag) {
      const id = line.split(' ')[3];
      const write = sent.get(tag);
      if (write && id && id !== '-') write.journalEntryId = id;
    }
  };

  const report: CrashDrillReport = {
    seed,
    kills: 0,
    byTarget: { app: 0, sandbox: 0, both: 0 },
    survived: 0,
    appStarts: 0,
    sandboxStarts: 0,
    writesSent: 0,
    acknowledged: 0,
    acceptedBySandbox: 0,
    journal: { entries: 0, succeeded: 0, failed: 0, unknown: 0 },
    lost: 0,
    duplicated: 0,
    unjournaled: 0,
    phantom: 0,
    unexplained: 0,
    tornLinesInjected: 0,
    skippedLinesReported: 0,
    strayTempFiles: 0,
    durationMs: 0,
    rounds: [],
    problems: [],
  };

  let sandbox: SandboxProcess | undefined;
  let app: AppProcess | undefined;
  let appRuns = 0;
  let appDeaths = 0;
  const sandboxUrl = `http://127.0.0.1:${port}`;

  const startSandbox = async () => {
    sandbox = await startSandboxProcess(['--port', String(port), '--data', sandboxDir, '--quiet']);
    report.sandboxStarts++;
    if (sandbox.url !== sandboxUrl) throw new Error(`o sandbox reiniciou em ${sandbox.url}, esperado ${sandboxUrl}`);
  };
  const startAppChecked = async (problems: string[]) => {
    const expectedSkipped = unreadableLines(journalPath);
    app = startApp(userDataDir, sandboxUrl, `r${appRuns.toString(36)}`, concurrency, keychainFile, onLine);
    appRuns++;
    report.appStarts++;
    const open = JSON.parse((await app.waitFor(/^OPEN /, 30_000)).slice(5)) as { skippedLines: number };
    if (open.skippedLines !== expectedSkipped)
      problems.push(
        `o diário tem ${expectedSkipped} linhas ilegíveis, o readReport do app informou ${open.skippedLines}`,
      );
    await app.waitFor(/^READY$/, 30_000);
  };

  /** Reads both files as a restart would and judges them; the app must be dead or stopped (nothing in flight). */
  const verify = (problems: string[]) => {
    let state: SandboxState;
    try {
      state = JSON.parse(readFileSync(statePath, 'utf8')) as SandboxState;
      if (state.format !== 'balcao-sandbox-state' || !Array.isArray(state.claimNotices))
        throw new Error('formato inesperado');
    } catch (error) {
      problems.push(`arquivo de estado do sandbox ilegível: ${(error as Error).message}`);
      return;
    }
    const journal = new OperationsJournal(journalPath);
    const entries = journal.list({});
    for (const entry of entries) {
      if (entry.fingerprint) seenFingerprints.set(entry.id, entry.fingerprint);
      else if (seenFingerprints.has(entry.id)) entry.fingerprint = seenFingerprints.get(entry.id)!;
    }
    if (journal.readReport.skippedLines !== unreadableLines(journalPath)) {
      problems.push(
        `readReport.skippedLines = ${journal.readReport.skippedLines}, linhas ilegíveis = ${unreadableLines(journalPath)}`,
      );
    }
    const r = reconcile([...sent.values()], entries, state);
    problems.push(...r.problems);
    Object.assign(report, {
      writesSent: r.sent,
      acknowledged: r.acknowledged,
      acceptedBySandbox: r.accepted,
      lost: r.lost.length,
      duplicated: r.duplicated.length,
      unjournaled: r.unjournaled.length,
      phantom: r.phantom.length,
      unexplained: r.unexplained.length,
      skippedLinesReported: journal.readReport.skippedLines,
      journal: {
        entries: entries.length,
        succeeded: entries.filter((e) => e.status === 'succeeded').length,
        failed: entries.filter((e) => e.status === 'failed').length,
        unknown: entries.filter((e) => e.status === 'unknown').length,
      },
    });
  };

  const stopApp = async (how: 'kill' | 'stop') => {
    const current = app;
    app = undefined;
    if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
    if (how === 'kill') current.child.kill('SIGKILL');
    else {
      current.child.stdin!.write('stop\n');
      const timer = setTimeout(() => current.child.kill('SIGKILL'), 30_000);
      await current.waitFor(/^DONE$/, 30_000).catch(() => undefined);
      clearTimeout(timer);
    }
    await exited(current.child);
  };
  const killSandbox = async () => {
    const current = sandbox;
    sandbox = undefined;
    if (!current) return;
    current.child.kill('SIGKILL');
    await exited(current.child);
  };

  try {
    for (let round = 0; round < options.kills; round++) {
      const problems: string[] = [];
      const drawn = random();
      const target: KillTarget = options.targets?.length
        ? options.targets[round % options.targets.length]!
        : drawn < 0.5
          ? 'app'
          : drawn < 0.75
            ? 'sandbox'
            : 'both';
      const delayMs = Math.floor(random() * maxDelayMs);
      try {
        if (!sandbox) await startSandbox();
        if (!app) await startAppChecked(problems);
        const running = app!;
        // Writes are under way: the first one was handed over.
        await running.waitFor(/^SEND /, 10_000);
        await sleep(delayMs);
        if (target === 'app') {
          await stopApp('kill');
          appDeaths++;
          // Requests the sandbox already received finish there; let them.
          await sleep(200);
        } else if (target === 'both') {
          await Promise.all([stopApp('kill'), killSandbox()]);
          appDeaths++;
        } else {
          await killSandbox();
          await sleep(50 + Math.floor(random() * 300));
          await startSandbox();
          // The app survives the outage: after logging in again, a new write is acknowledged.
          const before = running.lines.length;
          let recovered = false;
          for (
            const deadline = Date.now() + 30_000;
            !recovered && Date.now() < deadline && running.child.exitCode === null;
          ) {
            recovered = running.lines.slice(before).some((l) => l.startsWith('ACK '));
            if (!recovered) await sleep(50);
          }
          if (!recovered)
            problems.push(`o app não voltou a gravar depois do reinício do sandbox: ${running.stderr().slice(-500)}`);
          await stopApp('stop');
        }
        report.kills++;
        report.byTarget[target]++;
        verify(problems);
        if (tornEvery > 0 && target !== 'sandbox' && appDeaths % tornEvery === 0) {
          // Half of a real line, no newline: what a crash in the middle of an append leaves. When the app was killed
          // before it appended anything after the last torn line, that line still ends the file: the journal starts
          // its next append on a new line, so this crash's half does too (else the two halves read as one line).
          const content = readFileSync(journalPath, 'utf8');
          const last = content.trimEnd().split('\n').pop() ?? '{"type":"begin"}';
          const separator = content === '' || content.endsWith('\n') ? '' : '\n';
          appendFileSync(journalPath, separator + last.slice(0, Math.max(1, Math.floor(last.length / 2))));
          report.tornLinesInjected++;
        }
      } catch (error) {
        problems.push(`rodada ${round}: ${(error as Error).message}`);
        await stopApp('kill');
        await killSandbox();
      }
      if (problems.length === 0) report.survived++;
      report.rounds.push({ round, target, delayMs, problems });
      report.problems.push(...problems.map((p) => `rodada ${round} (${target}, ${delayMs} ms): ${p}`));
      log(
        `crash ${round + 1}/${options.kills}: ${target} após ${delayMs} ms, ${sent.size} gravações enviadas${problems.length ? `, PROBLEMAS: ${problems.join('; ')}` : ''}`,
      );
    }

    // A last clean run on the same folders: both restart on what the kills left, and a write still goes through.
    const final: string[] = [];
    try {
      if (!sandbox) await startSandbox();
      await startAppChecked(final);
      await app!.waitFor(/^ACK /, 30_000);
      await stopApp('stop');
      verify(final);
    } catch (error) {
      final.push(`execução final: ${(error as Error).message}`);
    }
    report.problems.push(...final.map((p) => `final: ${p}`));
    report.strayTempFiles = existsSync(sandboxDir)
      ? readdirSync(sandboxDir).filter((f) => f.endsWith('.tmp')).length
      : 0;
  } finally {
    await stopApp('kill');
    if (sandbox) {
      sandbox.child.kill('SIGTERM');
      await exited(sandbox.child);
    }
    rmSync(root, { recursive: true, force: true });
    report.durationMs = Math.round(performance.now() - started);
  }
  return report;
}
