/**
 * Builds the renderer once before the browser tests. The harness serves
 * out/renderer (the whole app is built, as in CI), or only the renderer into
 * BALCAO_RENDERER_ROOT when that is set (two checkouts' worth of work sharing
 * one tree must not overwrite each other's build). BALCAO_E2E_BUILT=1 says the
 * caller has just built this tree (`npm test` builds beside the unit tests, so
 * the browser tests do not wait for a second build of the same sources).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  const root = join(__dirname, '../..');
  if (process.env.BALCAO_E2E_BUILT === '1') return;
  const own = process.env.BALCAO_RENDERER_ROOT;
  if (own) {
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['bench/lib/renderer-build.ts', own], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return;
  }
  execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root, stdio: 'inherit' });
}
