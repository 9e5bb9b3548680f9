/**
 * Figures of a reliability run (cases generated, findings…): printed, and
 * merged into tests/reliability/.last-run.json (git-ignored) under the suite's
 * name, so CI logs and a local run both show them.
 */
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../.last-run.json', import.meta.url));
const LOCK = `${FILE}.lock`;

function withLock(action: () => void): void {
  // Test files run in parallel workers: a lock file keeps their read-merge-write from interleaving.
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      if (Date.now() > deadline) {
        rmSync(LOCK, { force: true }); // a worker killed mid-write left it behind
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    action();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

export function recordFigures(suite: string, figures: Record<string, unknown>): void {
  console.log(`[reliability] ${suite}: ${JSON.stringify(figures)}`);
  withLock(() => {
    let all: Record<string, unknown>;
    try {
      all = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      all = {};
    }
    all[suite] = { ...figures, at: new Date().toISOString() };
    writeFileSync(`${FILE}.tmp`, `${JSON.stringify(all, null, 2)}\n`);
    renameSync(`${FILE}.tmp`, FILE);
  });
}
