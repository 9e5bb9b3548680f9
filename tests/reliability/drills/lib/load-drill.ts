/**
 * Load drill (issue "Reliability and security", section 6): N simulated
 * employees, each a complete handler layer of its own (own user-data folder,
 * journal, settings, session, API client; logged in), all working against
 * ONE sandbox running in its own process, with a mix of reads and writes.
 * Every write carries a unique tag (no duplicate-write guard in the way).
 *
 * Judged at the end: zero unexpected errors, and no write lost or duplicated
 * (each employee's journal against the shared sandbox state, reconcile.ts).
 * Reported: requests, errors, p50/p99 latency (IPC call to answer), req/s.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance as nodePerformance } from 'node:perf_hooks';
import { join } from 'node:path';
import type { SandboxState } from '../../../../src-sandbox/state';
import type { OperationId } from '../../../../src-shared/contract';
import {
  callOperation,
  COUNTABLE_WRITES,
  DRILL_READS,
  fingerprintKeyOf,
  readPayload,
  writeFingerprint,
  writePayload,
} from './drill-data';
import { exited, percentile, seededRandom, sleep, startSandboxProcess } from './processes';
import { reconcile, type SentWrite } from './reconcile';
import { type DrillSession, startSession } from './session';
import { errorText } from '../../../../src-renderer/i18n/error-text';

export interface LoadDrillOptions {
  employees: number;
  durationMs: number;
  /** Share of actions that are writes (default 0.25). */
  writeShare?: number;
  /** Pause between one employee's actions, uniform in [min, max] ms (default 50–250: a busy branch, not a benchmark). */
  thinkMs?: [number, number];
  seed?: number;
  log?: (line: string) => void;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadDrillReport {
  employees: number;
  durationMs: number;
  requests: number;
  reads: number;
  writes: number;
  /** Calls that did not answer ok: none is expected without injected faults. */
  errors: number;
  errorCodes: Record<string, number>;
  latency: { all: LatencySummary; reads: LatencySummary; writes: LatencySummary };
  requestsPerSecond: number;
  writesAcknowledged: number;
  writesAccepted: number;
  lost: number;
  duplicated: number;
  problems: string[];
  perOperation: Record<string, LatencySummary>;
  /** Latency and throughput by successive windows of the run (does it degrade as the state grows?). */
  windows: Array<{ fromS: number; toS: number; requestsPerSecond: number; p50: number; p99: number }>;
  /** CPU seconds used during the run by the employees' process and by the sandbox's (Linux /proc; undefined elsewhere). */
  cpuSeconds: { employees: number; sandbox: number | undefined };
  /** Share of the run the employees' event loop was busy. */
  employeesEventLoopUtilization: number;
  /** Size of the sandbox's state (every write rewrites it whole, D28) at the end. */
  sandboxStateBytes: number;
  setupMs: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function processCpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function summarize(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export async function runLoadDrill(options: LoadDrillOptions): Promise<LoadDrillReport> {
  const seed = options.seed ?? 20260612;
  const writeShare = options.writeShare ?? 0.25;
  const [thinkMin, thinkMax] = options.thinkMs ?? [50, 250];
  const log = options.log ?? (() => undefined);
  const setupStarted = performance.now();
  const root = mkdtempSync(join(tmpdir(), 'balcao-load-drill-'));
  const sandbox = await startSandboxProcess(['--port', '0', '--data', join(root, 'sandbox'), '--quiet']);
  const sessions: DrillSession[] = [];
  try {
    for (let i = 0; i < options.employees; i++) {
      const dir = join(root, `employee-${i}`);
      mkdirSync(dir, { recursive: true });
      sessions.push(await startSession({ userDataDir: dir, sandboxUrl: sandbox.url }));
    }
    for (let i = 0; i < sessions.length; i += 10) await Promise.all(sessions.slice(i, i + 10).map((s) => s.login()));
    const setupMs = Math.round(performance.now() - setupStarted);
    log(`carga: ${sessions.length} atendentes conectados em ${setupMs} ms; ${options.durationMs / 1000} s de trabalho`);

    const samples: Array<{ op: OperationId; kind: 'read' | 'write'; ms: number; at: number }> = [];
    const errorCodes: Record<string, number> = {};
    const errorSamples: string[] = [];
    const sent: SentWrite[][] = sessions.map(() => []);
    const started = performance.now();
    const deadline = started + options.durationMs;
    const cpuBefore = { employees: process.cpuUsage(), sandbox: processCpuSeconds(sandbox.child.pid) };
    const eluBefore = nodePerformance.eventLoopUtilization();

    await Promise.all(
      sessions.map(async (session, employee) => {
        const random = seededRandom(seed + employee * 7919);
        const key = await fingerprintKeyOf(session.ports.secretStore);
        // Employees do not start in lockstep.
        await sleep(Math.floor(random() * (thinkMax + 1)));
        for (let n = 0; performance.now() < deadline; n++) {
          const write = random() < writeShare;
          const op: OperationId = write
            ? COUNTABLE_WRITES[Math.floor(random() * COUNTABLE_WRITES.length)]!
            : DRILL_READS[Math.floor(random() * DRILL_READS.length)]!;
          const tag = `e${employee}x${n}`;
          const payload = write
            ? writePayload(op as (typeof COUNTABLE_WRITES)[number], tag)
            : readPayload(op as (typeof DRILL_READS)[number], Math.floor(random() * 1000));
          const record: SentWrite | undefined = write
            ? {
                tag,
                op: op as (typeof COUNTABLE_WRITES)[number],
                fingerprint: writeFingerprint(op, payload, key),
                acknowledged: false,
              }
            : undefined;
          if (record) sent[employee]!.push(record);
          const t0 = performance.now();
          const result = await callOperation(session.api, op, payload);
          samples.push({ op, kind: write ? 'write' : 'read', ms: performance.now() - t0, at: t0 - started });
          if (result.ok) {
            if (record)
              Object.assign(record, {
                acknowledged: true,
                journalEntryId: (result.data as { journalEntryId: string }).journalEntryId,
              });
          } else {
            errorCodes[result.error.code] = (errorCodes[result.error.code] ?? 0) + 1;
            if (errorSamples.length < 10)
              errorSamples.push(
                `${op} (atendente ${employee}): ${result.error.code} ${errorText(result.error, 'pt-BR')}`,
              );
            if (record && result.error.journalEntryId) record.journalEntryId = result.error.journalEntryId;
          }
          await sleep(thinkMin + Math.floor(random() * (thinkMax - thinkMin + 1)));
        }
      }),
    );
    const durationMs = Math.round(performance.now() - started);
    const employeesCpu = process.cpuUsage(cpuBefore.employees);
    const sandboxCpuAfter = processCpuSeconds(sandbox.child.pid);
    const elu = nodePerformance.eventLoopUtilization(eluBefore);

    const stateText = await (await fetch(`${sandbox.url}/_sandbox/state`)).text();
    const state = JSON.parse(stateText) as SandboxState;
    const problems: string[] = [...errorSamples.map((e) => `erro inesperado: ${e}`)];
    let lost = 0;
    let duplicated = 0;
    let acknowledged = 0;
    let accepted = 0;
    for (const [employee, session] of sessions.entries()) {
      const r = reconcile(sent[employee]!, session.services.journal.list({}), state, {
        tagBelongs: (tag) => tag.startsWith(`e${employee}x`),
      });
      lost += r.lost.length + r.unjournaled.length + r.phantom.length;
      duplicated += r.duplicated.length;
      acknowledged += r.acknowledged;
      accepted += r.accepted;
      problems.push(...r.problems.map((p) => `atendente ${employee}: ${p}`));
      // The History screen (IPC) shows the same writes, all concluded.
      const listing = await session.api.journal.list({});
      const writesListed = listing.ok
        ? listing.data.entries.filter((e) => e.action !== 'export' && e.action !== 'cpf-reveal')
        : [];
      if (writesListed.length !== sent[employee]!.length)
        problems.push(
          `atendente ${employee}: o Histórico mostra ${writesListed.length} gravações, foram enviadas ${sent[employee]!.length}`,
        );
    }
    // Nothing in the sandbox that no employee sent.
    const tagged = [
      ...state.claimNotices.map((c) => c.email),
      ...state.contributions.map((c) => c.emails?.destinatario ?? ''),
      ...state.signatures.map((s) => s.fingerprint),
    ].filter((t) => /drill\.?e\d+x\d+/.test(t)).length;
    if (tagged !== accepted)
      problems.push(`o sandbox tem ${tagged} registros das gravações da carga, os diários explicam ${accepted}`);

    const byKind = (kind: 'read' | 'write') => samples.filter((s) => s.kind === kind).map((s) => s.ms);
    const perOperation: Record<string, LatencySummary> = {};
    for (const op of new Set(samples.map((s) => s.op)))
      perOperation[op] = summarize(samples.filter((s) => s.op === op).map((s) => s.ms));
    const errors = Object.values(errorCodes).reduce((a, b) => a + b, 0);
    const windowMs = options.durationMs >= 30_000 ? 10_000 : 2_000;
    const windows: LoadDrillReport['windows'] = [];
    for (let from = 0; from < durationMs; from += windowMs) {
      const inWindow = samples.filter((x) => x.at >= from && x.at < from + windowMs);
      const span = Math.min(windowMs, durationMs - from) / 1000;
      if (inWindow.length === 0 || span < windowMs / 2000) continue;
      const w = summarize(inWindow.map((x) => x.ms));
      windows.push({
        fromS: from / 1000,
        toS: Math.round((from / 1000 + span) * 10) / 10,
        requestsPerSecond: Math.round((inWindow.length / span) * 10) / 10,
        p50: w.p50,
        p99: w.p99,
      });
    }
    return {
      employees: sessions.length,
      durationMs,
      requests: samples.length,
      reads: byKind('read').length,
      writes: byKind('write').length,
      errors,
      errorCodes,
      latency: {
        all: summarize(samples.map((s) => s.ms)),
        reads: summarize(byKind('read')),
        writes: summarize(byKind('write')),
      },
      requestsPerSecond: Math.round((samples.length / (durationMs / 1000)) * 10) / 10,
      writesAcknowledged: acknowledged,
      writesAccepted: accepted,
      lost,
      duplicated,
      problems,
      perOperation,
      windows,
      cpuSeconds: {
        employees: Math.round(((employeesCpu.user + employeesCpu.system) / 1e6) * 10) / 10,
        sandbox:
          sandboxCpuAfter !== undefined && cpuBefore.sandbox !== undefined
            ? Math.round((sandboxCpuAfter - cpuBefore.sandbox) * 10) / 10
            : undefined,
      },
      employeesEventLoopUtilization: Math.round(elu.utilization * 100) / 100,
      sandboxStateBytes: Buffer.byteLength(stateText),
      setupMs,
    };
  } finally {
    await Promise.all(sessions.map((s) => s.close()));
    sandbox.child.kill('SIGTERM');
    await exited(sandbox.child);
    rmSync(root, { recursive: true, force: true });
  }
}
