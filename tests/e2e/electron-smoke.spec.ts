/**
 * The real Electron app, where its runtime exists. On machines installed with
 * ELECTRON_SKIP_BINARY_DOWNLOAD (CI here) it skips, saying why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron as electron } from 'playwright-core';
import { expect, test } from '@playwright/test';

const root = join(__dirname, '../..');
const pathFile = join(root, 'node_modules/electron/path.txt');
const binary = existsSync(pathFile)
  ? join(root, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim())
  : undefined;
const hasElectron = !!binary && existsSync(binary);

test('the Electron app opens on the embedded sandbox with a locked-down window', async () => {
  test.skip(
    !hasElectron,
    'Electron runtime not installed on this machine (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1; its download is blocked here)',
  );
  const app = await electron.launch({ executablePath: binary!, args: [join(root, 'out/main/index.js')] });
  try {
    const window = await app.firstWindow();
    await expect(window.getByLabel('Ambiente SANDBOX')).toBeVisible();
    // Sandboxed, isolated renderer: no Node, only the named functions of window.api.
    const exposed = await window.evaluate(() => ({
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
      api: Object.keys((window as unknown as { api: object }).api).sort(),
    }));
    expect(exposed).toMatchObject({ require: 'undefined', process: 'undefined' });
    expect(exposed.api).toContain('customers');
    expect(window.url()).toMatch(/^balcao:\/\/app\//);
  } finally {
    await app.close();
  }
});
