import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Mirrors electron.vite.config.ts and tsconfig.json `paths`.
    alias: { '@shared': resolve(__dirname, 'src-shared') },
  },
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
