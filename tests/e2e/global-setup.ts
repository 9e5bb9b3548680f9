/** Builds the renderer once before the browser tests (the harness serves out/renderer). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  const root = join(__dirname, '../..');
  execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root, stdio: 'inherit' });
}
