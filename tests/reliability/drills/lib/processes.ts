/**
 * Child processes for the drills: the real sandbox CLI (as
 * tests/sandbox/persistence.test.ts starts it) and compiled fixtures, plus small
 * helpers (a free port, waiting for an exit, a seeded random source).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { bundledScript } from '../../../support/bundled-script';

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Deterministic random numbers in [0, 1) (mulberry32), so a drill can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A loopback port free right now (the sandbox is restarted on the same one after a kill). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

export interface SandboxProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts `src-sandbox/cli.ts` in its own process; resolves once it prints its URL. */
export function startSandboxProcess(args: string[], timeoutMs = 30_000): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [bundledScript('src-sandbox/cli.ts'), ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`o sandbox não iniciou em ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox do Balcão em (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`o sandbox saiu (${code ?? signal}): ${output}`));
    });
  });
}

/** Where the drills' child fixtures live (relative to the repository root, the working directory of tests and scripts). */
export function drillFixture(name: string): string {
  return resolve(process.cwd(), 'tests/reliability/drills/fixtures', name);
}

/** Percentile by nearest rank of an ascending-sorted list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
