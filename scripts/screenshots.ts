/**
 * `npm run screenshots`: a PNG of every main screen (and the balance chart), light and dark, into
 * docs/screenshots/, taken in Chromium through the browser harness (real
 * handler layer, embedded sandbox, demo data).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/harness/chromium';
import { startWebHarness } from '../tests/harness/web-harness';

const root = resolve(__dirname, '..');
const outDir = join(root, 'docs/screenshots');

type Step = { name: string; go: (page: Page) => Promise<void> };

const openCustomer = (cpf: string) => async (page: Page) => {
  await page.getByText('Buscar cliente', { exact: true }).first().click();
  await page.getByLabel('CPF do cliente').fill(cpf);
  await page.getByLabel('CPF do cliente').press('Enter');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
};

const steps: Step[] = [
  { name: '01-login', go: async () => undefined },
  {
    name: '02-busca',
    go: async (page) => {
      await page.getByLabel('Usuário').fill('atendente');
      await page.getByLabel('Senha').fill('Balcao@2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByLabel('CPF do cliente').waitFor();
    },
  },
  { name: '03-cliente', go: openCustomer('27208447136') },
  {
    name: '04-portabilidades',
    go: async (page) => {
      await openCustomer('73450767259')(page);
      await page.getByRole('tab', { name: 'Portabilidades' }).click();
      await page.getByRole('table', { name: 'Portabilidades internas' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: '05-movimentacoes',
    go: async (page) => {
      await openCustomer('27208447136')(page);
      await page.getByRole('button', { name: /Abrir certificado 000000925108/ }).click();
      await page.getByRole('table', { name: 'Movimentações financeiras' }).getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: '05-saldo-grafico',
    go: async (page) => {
      await page.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
      const chart = page.getByTestId('balance-chart');
      await chart.locator('path.recharts-line-curve').first().waitFor();
      await chart.scrollIntoViewIfNeeded();
      await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: '06-aporte',
    go: async (page) => {
      await page.getByRole('button', { name: 'Aporte esporádico' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: '07-historico',
    go: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByText('Histórico', { exact: true }).first().click();
      await page.getByRole('table', { name: 'Histórico de operações' }).waitFor();
    },
  },
  {
    name: '08-referencias',
    go: async (page) => {
      await page.getByText('Consultas de referência', { exact: true }).first().click();
      await page.waitForTimeout(500);
    },
  },
  {
    name: '09-configuracoes',
    go: async (page) => {
      await page.getByText('Configurações', { exact: true }).first().click();
      await page.waitForTimeout(500);
    },
  },
];

async function shoot(scheme: 'light' | 'dark'): Promise<string[]> {
  const harness = await startWebHarness();
  const browser = await launchChromium();
  const written: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 820 },
      colorScheme: scheme,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await harness.attach(context);
    const page = await context.newPage();
    await page.goto(harness.url);
    await page.getByLabel('Usuário').waitFor();
    for (const step of steps) {
      try {
        await step.go(page);
        await page.waitForTimeout(300);
        const file = join(outDir, `${step.name}-${scheme === 'light' ? 'claro' : 'escuro'}.png`);
        await page.screenshot({ path: file });
        written.push(file);
      } catch (error) {
        console.error(`captura ${step.name} (${scheme}) falhou: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    await harness.stop();
  }
  return written;
}

async function main(): Promise<void> {
  execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root, stdio: 'ignore' });
  mkdirSync(outDir, { recursive: true });
  const files = [...(await shoot('light')), ...(await shoot('dark'))];
  console.log(`${files.length} capturas em docs/screenshots/`);
}

main().catch((error: unknown) => {
  console.error(`screenshots falhou: ${(error as Error).message}`);
  process.exit(1);
});
