/**
 * `npm run preview:web`: Balcão in a visible Chromium window, where no Electron
 * runtime exists. The renderer is the built one, `window.api` is the real
 * main-process handler layer (embedded sandbox, keychain-less session keys),
 * with its data in ./.balcao-web-data. Exports are saved to
 * ./.balcao-web-data/exportacoes. On a machine without a display it re-runs
 * itself under xvfb-run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH, launchChromium } from '../tests/harness/chromium';
import { startWebHarness } from '../tests/harness/web-harness';

const root = resolve(__dirname, '..');

function ensureDisplay(): void {
  if (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return;
  if (process.env.BALCAO_UNDER_XVFB) return;
  const hasXvfb = spawnSync('sh', ['-c', 'command -v xvfb-run'], { encoding: 'utf8' }).status === 0;
  if (!hasXvfb) {
    console.error(
      'Sem tela (DISPLAY) e sem xvfb-run: instale xvfb (apt-get install xvfb) ou rode numa sessão gráfica.',
    );
    process.exit(1);
  }
  console.log(
    'Sem tela: abrindo o Chromium numa tela virtual (xvfb-run). Use `npm run screenshots` para ver as telas em PNG.',
  );
  const result = spawnSync('xvfb-run', ['-a', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BALCAO_UNDER_XVFB: '1' },
  });
  process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  ensureDisplay();
  if (!chromiumAvailable())
    throw new Error(
      `Chromium não encontrado em ${CHROMIUM_PATH} (apt-get install chromium, ou defina BALCAO_CHROMIUM).`,
    );
  execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root, stdio: 'inherit' });

  const dataDir = join(root, '.balcao-web-data');
  const exportDir = join(dataDir, 'exportacoes');
  mkdirSync(exportDir, { recursive: true });
  const harness = await startWebHarness({
    userDataDir: dataDir,
    keepData: true,
    defaultSavePath: (name) => join(exportDir, name),
  });
  const browser = await launchChromium({ headless: false, args: ['--start-maximized'] });
  const context = await browser.newContext({ viewport: null, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await harness.attach(context);
  const page = await context.newPage();
  await page.goto(harness.url);
  console.log(
    `Balcão aberto no Chromium (${harness.url}). Sandbox: ${await harness.sandboxUrl()}. Feche a janela para sair.`,
  );
  console.log('Usuário de demonstração: atendente / Balcao@2026. Exportações vão para .balcao-web-data/exportacoes.');

  await new Promise<void>((done) => browser.on('disconnected', () => done()));
  await harness.stop();
}

main().catch((error: unknown) => {
  console.error(`preview:web falhou: ${(error as Error).message}`);
  process.exit(1);
});
