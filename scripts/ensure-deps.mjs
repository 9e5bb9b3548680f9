/**
 * First run on a fresh checkout: installs the npm dependencies when they are
 * missing, so `npm start` and `npm test` are the only commands a newcomer needs.
 * Node builtins only (it runs before node_modules exists).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root, { skipElectronDownload }) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Balcão: instalando as dependências (npm ci)…');
  const env = { ...process.env, ...(skipElectronDownload ? { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } : {}) };
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(
      'Balcão: `npm ci` falhou (veja a mensagem acima e o README). / `npm ci` failed (see above and the README).',
    );
    process.exit(result.status ?? 1);
  }
}
