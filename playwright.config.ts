/**
 * End-to-end tests in Debian's Chromium against the built renderer, with the
 * real main-process handler layer behind `window.api` (tests/harness).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/harness/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two workers on CI's two cores (D520): a browser test spends most of its time waiting on the page (about 3 s of
  // CPU for 8 s of wall clock), so one worker leaves more than a core idle. Every test still has its own harness,
  // sandbox and browser context; nothing is shared between the two workers but the built renderer they read.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
    acceptDownloads: false,
    trace: 'off',
  },
});
