/**
 * Budget: the movements table of the heavy certificate (120,000 movements,
 * CPF 680.352.920-72, certificate 000000635085) never has more than 100 rows
 * in the DOM: after it opens, after scrolling to the middle and to the end,
 * and in a very tall window (the table's height is capped).
 *
 * Driven through the UI as an employee does it: login screen, Ctrl+K with the
 * CPF, the customer's "Abrir certificado". The app runs on the browser
 * harness with the real handler layer and embedded sandbox; it is the
 * benchmarks' instrumented variant (bench/lib/browser-harness.ts), which hands
 * Op12 results to the page over loopback HTTP instead of Playwright's binding:
 * through the binding 120,000 rows take about a minute on two cores, over
 * HTTP about a second. That is why this file sets `bypassCSP` (the app's CSP
 * says connect-src 'none'); nothing the table does depends on it.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { RENDERER_ROOT } from '../harness/renderer-server';
import { type BenchHarness, startBenchHarness } from '../../bench/lib/browser-harness';
import { MOVEMENTS_TABLE, openCertificate } from '../../bench/lib/app-driver';

const HEAVY = { cpf: '68035292072', certificate: '000000635085' };
const DOM_ROW_BUDGET = 100;

const test = base.extend<{ harness: BenchHarness; app: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture
  harness: async ({}, use) => {
    const harness = await startBenchHarness({ rendererRoot: RENDERER_ROOT });
    await use(harness);
    await harness.stop();
  },
  app: async ({ page, harness }, use) => {
    await harness.attach(page);
    await page.goto(harness.url);
    await use(page);
  },
});

test.use({ bypassCSP: true });

async function domRows(page: Page): Promise<number> {
  return page.locator(`${MOVEMENTS_TABLE} [role="row"]`).count();
}

async function scrollTableTo(page: Page, where: 'middle' | 'end'): Promise<void> {
  await page.locator(MOVEMENTS_TABLE).evaluate((table, to) => {
    table.scrollTop = to === 'middle' ? table.scrollHeight / 2 : table.scrollHeight;
  }, where);
}

test('the 120,000-movement table keeps at most 100 rows in the DOM, scrolled anywhere, in any window height', async ({ app }) => {
  test.setTimeout(180_000);

  await app.getByLabel('Usuário').fill('atendente');
  await app.getByLabel('Senha').fill('Balcao@2026');
  await app.getByRole('button', { name: 'Entrar' }).click();
  await expect(app.getByLabel('Usuário conectado')).toBeVisible();

  await openCertificate(app, HEAVY.cpf, HEAVY.certificate);
  const table = app.locator(MOVEMENTS_TABLE);
  await expect(table).toBeVisible({ timeout: 120_000 });
  await expect(table).toHaveAttribute('data-total-rows', /^\d+$/);
  const total = Number(await table.getAttribute('data-total-rows'));
  expect(total).toBeGreaterThanOrEqual(100_000);
  await expect(table.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  expect(await domRows(app)).toBeLessThanOrEqual(DOM_ROW_BUDGET);

  await scrollTableTo(app, 'middle');
  const middle = Math.floor(total / 2);
  await expect.poll(async () => (await table.locator('[role="row"][aria-rowindex]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))))).some((i) => Math.abs(i - middle) < 60)).toBe(true);
  expect(await domRows(app)).toBeLessThanOrEqual(DOM_ROW_BUDGET);

  await scrollTableTo(app, 'end');
  await expect(table.locator(`[role="row"][aria-rowindex="${total + 1}"]`)).toBeVisible();
  expect(await domRows(app)).toBeLessThanOrEqual(DOM_ROW_BUDGET);

  // A very tall window: the table's height is capped, and so are its rows.
  await app.setViewportSize({ width: 1366, height: 3000 });
  await scrollTableTo(app, 'middle');
  await expect.poll(async () => (await table.locator('[role="row"][aria-rowindex]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))))).some((i) => Math.abs(i - middle) < 80)).toBe(true);
  expect(await domRows(app)).toBeLessThanOrEqual(DOM_ROW_BUDGET);
});
