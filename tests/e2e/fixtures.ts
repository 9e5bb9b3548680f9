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

/**
 * Logs in through the login screen, as the employee does, whatever the language on screen: the fields by what
 * they are for (their `autocomplete`, as a password manager finds them), the form's own submit button, and the
 * header's signed-in user (its test id: its name is in the active language).
 */
export async function login(page: Page, username = 'atendente', password = 'Balcao@2026'): Promise<void> {
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('connected-user')).toBeVisible();
}
