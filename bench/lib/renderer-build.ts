/**
 * The production renderer, built on its own (electron-vite's renderer config
 * from electron.vite.config.ts, plus a Vite manifest) into a folder of our
 * choosing, and what of it the first screen needs: the entry chunk and,
 * transitively, its static imports. Dynamic imports (lazily loaded screens)
 * are not part of the initial JS.
 *
 * Used by the startup benchmark and by the bundle budget test
 * (tests/budgets/initial-js.test.ts), which runs it as a child process:
 *
 *   tsx bench/lib/renderer-build.ts <outDir>     → builds, prints the InitialJs JSON
 *   tsx bench/lib/renderer-build.ts --measure <outDir>  → only measures an existing build
 *   tsx bench/lib/renderer-build.ts --unminified <outDir>  → builds with the functions' names (CPU profiles)
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const PROJECT_ROOT = resolve(__dirname, '../..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface InitialJs {
  /** The entry chunk and its static imports, in load order. */
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  bytes: number;
  gzipBytes: number;
  /** Every JS file of the build, for comparison. */
  totalJsBytes: number;
  totalJsGzipBytes: number;
  /** Chunks reached only through dynamic import() (lazily loaded). */
  lazyChunks: number;
  /** Script and modulepreload files index.html names: the same set, read the other way. */
  htmlFiles: string[];
  /** The stylesheets of the entry (render-blocking, in index.html). */
  css: Array<{ file: string; bytes: number; gzipBytes: number }>;
  /** Every stylesheet of the build (the rest load with lazily loaded chunks). */
  totalCssBytes: number;
  totalCssGzipBytes: number;
  cssFiles: number;
}

/** gzip at the default level (6): what a server would send, a little larger than `gzip -9`. */
export function gzipSize(data: Buffer): number {
  return gzipSync(data).length;
}

/** Builds the renderer only, in production mode, into `outDir` (emptied first), with `.vite/manifest.json`. */
export async function buildRenderer(outDir: string, options: { minify?: boolean } = {}): Promise<void> {
  process.env.NODE_ENV_ELECTRON_VITE = 'production';
  const { resolveConfig } = await import('electron-vite');
  const { build } = await import('vite');
  const resolved = await resolveConfig(
    { root: PROJECT_ROOT, mode: 'production', logLevel: 'warn' },
    'build',
    'production',
  );
  const renderer = resolved.config?.renderer;
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer config');
  rmSync(outDir, { recursive: true, force: true });
  renderer.build = {
    ...renderer.build,
    outDir,
    emptyOutDir: true,
    manifest: true,
    ...(options.minify === false ? { minify: false } : {}),
  };
  renderer.logLevel = 'warn';
  await build(renderer);
}

export function measureInitialJs(outDir: string): InitialJs {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no manifest in ${outDir} (build it with buildRenderer)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.file.endsWith('.js'));
  if (!entry) throw new Error('no JS entry chunk in the manifest');

  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest names a missing chunk: ${key}`);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);

  const sizeOf = (file: string) => {
    const data = readFileSync(join(outDir, file));
    return { file, bytes: data.length, gzipBytes: gzipSize(data) };
  };
  const files = order.map((key) => sizeOf(manifest[key]!.file));
  const cssFiles = [...new Set(order.flatMap((key) => manifest[key]!.css ?? []))].map(sizeOf);

  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js')).map(sizeOf);
  const allCss = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))]
    .filter((f) => f.endsWith('.css'))
    .map(sizeOf);
  const staticFiles = new Set(files.map((f) => f.file));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const htmlFiles = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);

  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
    totalJsBytes: allJs.reduce((a, f) => a + f.bytes, 0),
    totalJsGzipBytes: allJs.reduce((a, f) => a + f.gzipBytes, 0),
    lazyChunks: allJs.filter((f) => !staticFiles.has(f.file)).length,
    htmlFiles,
    css: cssFiles,
    totalCssBytes: allCss.reduce((a, f) => a + f.bytes, 0),
    totalCssGzipBytes: allCss.reduce((a, f) => a + f.gzipBytes, 0),
    cssFiles: allCss.length,
  };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const measureOnly = args[0] === '--measure';
  const unminified = args[0] === '--unminified';
  const outDir = resolve(measureOnly || unminified ? args[1]! : (args[0] ?? join(PROJECT_ROOT, 'bench/out/renderer')));
  (measureOnly ? Promise.resolve() : buildRenderer(outDir, unminified ? { minify: false } : {}))
    .then(() => {
      process.stdout.write(`${JSON.stringify(measureInitialJs(outDir))}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
