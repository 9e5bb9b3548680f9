/**
 * Playwright fixtures: each test gets its own harness (own user-data folder,
 * own embedded sandbox, already listening) and a page of the app with `window.api` bound to it (`app`), or the
 * same page once the counter employee has logged in (`signedIn`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { withOneDisableFeatures } from '../harness/chromium';
import { startWebHarness, type WebHarness } from '../harness/web-harness';

interface Fixtures {
  harness: WebHarness;
  app: Page;
  /** The app with the counter employee logged in through the login screen, for tests about what comes after it. */
  signedIn: Page;
}

/**
 * Playwright's test on this machine's Chromium, launched with one `--disable-features` (Playwright's own list and the
 * omnibox pop-ups', D695). Merged where the browser is launched, so a file's own `test.use({ launchOptions })` keeps
 * it too; the config cannot say it, since Playwright's list is read from a launched browser. Everything else of the
 * launch is Playwright's (its launch takes the worker's options and adds these).
 */
export const chromiumTest = base.extend({
  browser: [
    async ({ playwright, launchOptions }, use) => {
      const { args, ignoreDefaultArgs } = await withOneDisableFeatures(launchOptions);
      const browser = await playwright.chromium.launch({ args, ignoreDefaultArgs });
      await use(browser);
      await browser.close();
    },
    // As Playwright's own `browser` fixture, which this one stands in for.
    { scope: 'worker', timeout: 0 },
  ],
});

export const test = chromiumTest.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture
  harness: async ({}, use) => {
    const harness = await startWebHarness();
    // The embedded sandbox up before the test, as the app finds it after its first use: the first start in a worker
    // also starts the sandbox's thread, which on a loaded machine (two workers starting theirs at once) outlasts the
    // login's wait for the signed-in user. Starting it again is a no-op, so the app's own start is still the path used.
    await harness.sandboxUrl();
    await use(harness);
    await harness.stop();
  },
  app: async ({ page, harness }, use) => {
    await harness.attach(page);
    await page.goto(harness.url);
    await use(page);
  },
  signedIn: async ({ app }, use) => {
    await login(app);
    await use(app);
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
