/** The machine a run happened on, as RESULTS.md states it. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../../tests/harness/chromium';
import { PROJECT_ROOT } from './report';

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  freeMemoryGiB: number;
  os: string;
  node: string;
  v8: string;
  chromium: string;
  playwright: string;
  loadAverage: number[];
}

function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return 'not installed';
  }
}

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `not found (${CHROMIUM_PATH})`;
  }
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 1024 ** 3) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    v8: process.versions.v8,
    chromium: chromiumVersion(),
    playwright: packageVersion('playwright-core'),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function packageVersions(names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, packageVersion(n)]));
}
