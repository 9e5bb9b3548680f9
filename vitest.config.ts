import { globSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Pure suites (D540): plain functions over data, with no module mocks, stubbed globals, fake timers, DOM or
 * process-wide settings. Their files share one module graph per worker (`isolate: false`): the contract and the
 * shared code are imported once per worker instead of once per file, which halved their CPU time. A file that mocks,
 * stubs, or sets or notes something process-wide stays isolated (NOT_PURE).
 */
const NOT_PURE = [
  'tests/shared/movement-view.test.ts', // sets the process's time zone
  'tests/shared/zod-pt-br.test.ts', // notes zod's global configuration before anything of Balcão is loaded
];
const PURE_FILES = globSync(['tests/shared/**/*.test.ts', 'tests/contract/**/*.test.ts'], { cwd: __dirname }).filter(
  (file) => !NOT_PURE.includes(file.replaceAll('\\', '/')),
);
// tests/e2e/ is Playwright's (playwright.config.ts), never vitest's.
const NEVER = ['tests/e2e/**', '**/node_modules/**', 'out/**'];

export default defineConfig({
  test: {
    exclude: NEVER,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Forks, not threads: a worker thread cannot change the process's time zone (movement-view.test.ts).
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'pure', include: PURE_FILES, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...NEVER, ...PURE_FILES],
        },
      },
    ],
  },
});
