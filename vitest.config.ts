import { existsSync, globSync } from 'node:fs';
import { join } from 'node:path';
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
/**
 * Files elsewhere that meet the same rule (D606): pure functions of the main process, the renderer and the tooling,
 * imported without a DOM, a sandbox, a harness, a thread or a child process. A file that comes to need one of those
 * leaves this list.
 */
const PURE_ELSEWHERE = [
  'tests/budgets/mantine-styles.test.ts',
  'tests/budgets/movements-windows.test.ts',
  'tests/main/api-client/api-error.test.ts',
  'tests/main/api-client/build-request.test.ts',
  'tests/main/api-client/error-words.test.ts',
  'tests/main/api-client/read-body-text.test.ts',
  'tests/main/api-client/read-error-body.test.ts',
  'tests/main/api-client/read-list-in-slices.test.ts',
  'tests/main/api-client/retry-after.test.ts',
  'tests/main/api-client/retry-policy.test.ts',
  'tests/main/export/csv-cell.test.ts',
  'tests/main/export/export-formats.test.ts',
  'tests/main/export/export-name-words.test.ts',
  'tests/main/export/portability-status-export.test.ts',
  'tests/main/export/receipt-reasons.test.ts',
  'tests/main/export/statement-issuer.test.ts',
  'tests/main/export/statement-summary.test.ts',
  'tests/main/export/statement-totals.test.ts',
  'tests/main/export/xlsx-shared-strings.test.ts',
  'tests/main/export/xlsx-totals-and-widths.test.ts',
  'tests/main/history-list-bound.test.ts',
  'tests/main/installed-app-decisions.test.ts',
  'tests/main/journal-details.test.ts',
  'tests/main/journal-masking-ids.test.ts',
  'tests/main/kept-body-intake.test.ts',
  'tests/main/search-haystack.test.ts',
  'tests/main/session/token-expiry.test.ts',
  'tests/renderer/a11y/readable-colors.test.ts',
  'tests/renderer/a11y/row-navigation.test.ts',
  'tests/renderer/bank-of-code.test.ts',
  'tests/renderer/connected-user.test.ts',
  'tests/renderer/customer/card-format.test.ts',
  'tests/renderer/customer/customer-data.test.ts',
  'tests/renderer/customer/portability-count.test.ts',
  'tests/renderer/date-input-br.test.ts',
  'tests/renderer/drift-report.test.ts',
  'tests/renderer/export-notice.test.ts',
  'tests/renderer/key-moves.test.ts',
  'tests/renderer/messages-both-languages.test.ts',
  'tests/renderer/quota-days.test.ts',
  'tests/renderer/search/cpf-input.test.ts',
  'tests/renderer/session/stale-session-error.test.ts',
  'tests/renderer/windowed-rows.test.ts',
  'tests/renderer/writes/claim-refusal.test.ts',
  'tests/renderer/writes/contribution-form.test.ts',
  'tests/renderer/writes/dialog-owner.test.ts',
  'tests/renderer/writes/form-parse.test.ts',
  'tests/renderer/writes/review-json.test.ts',
  'tests/renderer/writes/write-form-pieces.test.ts',
  'tests/sandbox/json-in-batches.test.ts',
  'tests/tooling/bench-results-section.test.ts',
  'tests/tooling/toolchain.test.ts',
];
/** A list of files named by hand: a file renamed or removed would silently fall out of it, so say so. */
function mustExist(list: string, files: readonly string[]): void {
  const missing = files.filter((file) => !existsSync(join(__dirname, file)));
  if (missing.length > 0) throw new Error(`vitest.config.ts: ${list} names missing files: ${missing.join(', ')}`);
}
mustExist('PURE_ELSEWHERE', PURE_ELSEWHERE);
const PURE_FILES = [
  ...globSync(['tests/shared/**/*.test.ts', 'tests/contract/**/*.test.ts'], { cwd: __dirname })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => !NOT_PURE.includes(file)),
  ...PURE_ELSEWHERE,
];
/**
 * Files that hold the CPU time or the event-loop stall of a piece of work to a budget in milliseconds. `npm test`
 * runs them first, before the browser tests start beside the rest (D700): CPU time stretches when more busy
 * processes than cores share the machine. Every other file counts work or bounds a wait generously.
 */
const TIMING_FILES = [
  'tests/main/embedded-sandbox-thread.test.ts',
  'tests/main/journal-open-budget.test.ts',
  'tests/main/kept-lists-thread.test.ts',
  'tests/main/relayed-answer-budget.test.ts',
  'tests/sandbox/request-bounds.test.ts',
];
mustExist('TIMING_FILES', TIMING_FILES);
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
      { extends: true, test: { name: 'timing', include: TIMING_FILES } },
      {
        extends: true,
        test: { name: 'pure', include: PURE_FILES, exclude: [...NEVER, ...TIMING_FILES], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...NEVER, ...PURE_FILES, ...TIMING_FILES],
        },
      },
    ],
  },
});
