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
  // Two workers (D645), after the unit tests: a test keeps its core less than half busy (about 3 s of CPU for 8 s of
  // wall clock, its page waiting on Chromium); two were steady in a fresh-clone run even with vitest running beside
  // them. On a machine busy with other work, `--workers=1` is steadier for a single file (D520).
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // Launched with one --disable-features holding Playwright's features and the omnibox pop-ups' by the tests'
    // `browser` fixture (`chromiumTest`, tests/e2e/fixtures.ts, D695): Playwright's list is read from a launched browser.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The app honours the OS's reduced motion (theme.tsx): no test waits out a dialog's or a panel's animation.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 800 },
    acceptDownloads: false,
    trace: 'off',
  },
});
