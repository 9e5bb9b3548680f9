/**
 * Tests (Node). A TypeScript entry that a test runs as a child process (a crash fixture, the sandbox CLI), compiled
 * once per test process into one plain JavaScript file by esbuild. Through `--import tsx` every child transformed
 * each module it loaded again (its cache is off: a child killed mid-write tore it), about 2 s of CPU a child and as
 * much again for each thread it started; the kill -9 tests start dozens. The threads (`src-main/workers/*-thread.ts`)
 * are bundled beside the entry, where `startThread` looks first, as in the built app. Packages stay external and are
 * resolved from the repository's node_modules (the bundles live under `out/`), so a child runs the same code.
 */
import { buildSync } from 'esbuild';
import { existsSync, globSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Computed when first asked for, not on import: a bundled child that imports this module never runs it. */
const root = () => fileURLToPath(new URL('../..', import.meta.url));
const threads = () => globSync('src-main/workers/*-thread.ts', { cwd: root() }).map((file) => join(root(), file));

let outDir: string | undefined;
const built = new Map<string, string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function bundleDir(): string {
  if (outDir === undefined) {
    const all = join(root(), 'out', 'test-bundles');
    // vitest ends its workers without their 'exit' handlers: the folders of processes gone are removed here.
    for (const name of existsSync(all) ? readdirSync(all) : [])
      if (!alive(Number(name))) rmSync(join(all, name), { recursive: true, force: true });
    const dir = join(all, String(process.pid));
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    outDir = dir;
  }
  return outDir;
}

/** The compiled file to give `node` for `entry` (a path, absolute or from the repository's root). */
export function bundledScript(entry: string): string {
  const source = resolve(root(), entry);
  let file = built.get(source);
  if (file === undefined) {
    // The threads once, with the first entry: a file a running child may be reading is never written again.
    const withThreads = outDir === undefined ? threads() : [];
    const dir = bundleDir();
    buildSync({
      entryPoints: [source, ...withThreads],
      entryNames: '[name]',
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node24',
      packages: 'external',
      logLevel: 'error',
    });
    file = join(dir, `${basename(source, '.ts')}.js`);
    built.set(source, file);
  }
  return file;
}
