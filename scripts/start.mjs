#!/usr/bin/env node
/**
 * `npm start`: builds Balcão and opens it on the embedded sandbox. Where the
 * Electron runtime is not installed (it is downloaded by `npm ci` from
 * Electron's own servers, which some networks block), opens the same app in a
 * local Chromium, Chrome or Edge, as `npm run preview:web` does, saying why;
 * with none of them it explains and stops (scripts/start-decision.mjs, D131).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { decideStart } from './start-decision.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root, { skipElectronDownload: process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1' });

const decision = decideStart({
  root,
  platform: process.platform,
  env: process.env,
  fs: { exists: existsSync, readFile: (path) => readFileSync(path, 'utf8') },
});
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (decision.kind === 'none') {
  console.error(decision.message);
  process.exit(1);
} else if (decision.kind === 'browser') {
  console.log(decision.message);
  run(bin('tsx'), ['scripts/preview-web.ts'], { ...process.env, BALCAO_CHROMIUM: decision.browser.path });
} else {
  for (const args of [['build'], ['preview']]) run(bin('electron-vite'), args);
}
