/**
 * Budget: the JS the renderer needs for its first screen stays ≤ 350 KB
 * gzipped, and the heavy screens stay out of it (lazily loaded); its CSS
 * (Mantine's stylesheets whole, D647, and ours) stays ≤ 45 KB gzipped.
 *
 * The renderer is built afresh (production, electron-vite's renderer config,
 * plus a Vite manifest) into a temporary folder by bench/lib/renderer-build.ts
 * in a child process: out/renderer may be stale or missing when this runs
 * (the e2e setup builds it later), and other work may rebuild it meanwhile.
 * "Initial JS" is the entry chunk and, transitively, its static imports; the
 * same set index.html names in its script and modulepreload tags.
 *
 * The other budgets: the DOM rows of the 100,000-row table in
 * tests/e2e/budget-movements.spec.ts; the exporter's streaming (1,000,000 rows
 * in bounded chunks, flat live heap) in tests/main/export/csv-writer.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialJs } from '../../bench/lib/renderer-build';

const ROOT = resolve(__dirname, '../..');
/** 350 KB (decimal kilobytes, gzip level 6). */
const BUDGET_GZIP_BYTES = 350 * 1000;
/** The first screen's CSS (the entry's stylesheets), gzip level 6: 38.8 KB when D647 made it Mantine's whole. */
const BUDGET_CSS_GZIP_BYTES = 45 * 1000;
/** Screens that must be loaded on demand (their chunks are named after them). */
const LAZY_SCREENS = ['CertificateScreen', 'CustomerScreen', 'HistoryScreen', 'SettingsScreen', 'ReferencesScreen'];

let outDir: string;
let initial: InitialJs;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'balcao-budget-renderer-'));
  const output = execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'bench/lib/renderer-build.ts'), outDir],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 240_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  initial = JSON.parse(output.trim().split('\n').at(-1)!) as InitialJs;
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('initial renderer JS', () => {
  it(`is at most ${BUDGET_GZIP_BYTES / 1000} KB gzipped (entry chunk + static imports)`, () => {
    const detail = initial.files.map((f) => `${f.file}: ${(f.gzipBytes / 1000).toFixed(1)} KB`).join(', ');
    expect(
      initial.gzipBytes,
      `initial JS ${(initial.gzipBytes / 1000).toFixed(1)} KB gzipped (${detail})`,
    ).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('is what index.html loads: its script and modulepreload tags name exactly the static closure of the entry', () => {
    expect(new Set(initial.htmlFiles)).toEqual(new Set(initial.files.map((f) => f.file)));
  });

  it(`has at most ${BUDGET_CSS_GZIP_BYTES / 1000} KB of CSS gzipped`, () => {
    const gzip = initial.css.reduce((a, f) => a + f.gzipBytes, 0);
    const detail = initial.css.map((f) => `${f.file}: ${(f.gzipBytes / 1000).toFixed(1)} KB`).join(', ');
    expect(gzip, `initial CSS ${(gzip / 1000).toFixed(1)} KB gzipped (${detail})`).toBeLessThanOrEqual(
      BUDGET_CSS_GZIP_BYTES,
    );
  });

  it('leaves the heavy screens out: each is a lazily loaded chunk', () => {
    for (const screen of LAZY_SCREENS)
      expect(initial.files.map((f) => f.file).filter((file) => file.includes(screen))).toEqual([]);
    expect(initial.lazyChunks).toBeGreaterThanOrEqual(LAZY_SCREENS.length);
  });
});
