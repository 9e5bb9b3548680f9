/**
 * Playwright fixtures: each test gets its own harness (own user-data folder,
 * own embedded sandbox) and a page of the app with `window.api` bound to it.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../harness/web-harness';

interface Fixtures {
  harness: WebHarness;
  app: Page;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture
  harness: async ({}, use) => {
    const harness = await startWebHarness();
    await use(harness);
    await harness.stop();
  },
  app: async ({ page, harness }, use) => {
    await harness.attach(page);
    await page.goto(harness.url);
    await use(page);
  },
});

export { expect };

/** Logs in through the login screen, as the employee does. */
export async function login(page: Page, username = 'atendente', password = 'Balcao@2026'): Promise<void> {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Usuário conectado')).toBeVisible();
}
