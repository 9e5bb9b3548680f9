import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // tests/e2e/ is Playwright's (playwright.config.ts), never vitest's.
    exclude: ['tests/e2e/**', '**/node_modules/**', 'out/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
