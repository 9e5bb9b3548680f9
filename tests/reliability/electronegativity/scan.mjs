#!/usr/bin/env node
/**
 * Runs Electronegativity through its programmatic API (the package's `main`)
 * and writes its findings as JSON, with severity and confidence by name: the
 * CLI's CSV/SARIF lose the severity or mangle the rows of global checks.
 *
 *   node scan.mjs <input folder> <output.json> <electron version> [excluded check class names, comma-separated]
 *
 * Offline and deterministic: Electronegativity fetches fresh translations
 * (S3) and Electron's release list (GitHub) with `got`. Both are stubbed to
 * fail at once, so the bundled en-US messages are used and no scan depends on
 * the network; the release-list check is excluded by the caller (config.json).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [input, output, electronVersion, excluded = ''] = process.argv.slice(2);
if (!input || !output || !electronVersion) {
  console.error('usage: node scan.mjs <input> <output.json> <electron version> [excluded checks]');
  process.exit(2);
}

const packageDir = require.resolve('@doyensec/electronegativity/package.json');
const fromPackage = createRequire(packageDir);
const gotPath = fromPackage.resolve('got');
const offline = () => Promise.reject(new Error('network disabled for the Electronegativity scan'));
offline.default = offline;
require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline, children: [], paths: [] };

const run = fromPackage('./dist/runner.js');
const result = await run({
  input,
  isRelative: true,
  electronVersionOverride: electronVersion,
  excludeFromScan: excluded.split(',').filter(Boolean),
});

writeFileSync(
  output,
  JSON.stringify(
    {
      electronVersion,
      checks: { global: result.globalChecks, atomic: result.atomicChecks },
      errors: result.errors,
      issues: result.issues.map((issue) => ({
        id: issue.id,
        severity: issue.severity.name,
        confidence: issue.confidence.name,
        file: issue.file,
        line: issue.location?.line ?? 0,
        column: issue.location?.column ?? 0,
        manualReview: Boolean(issue.manualReview),
        description: issue.description,
        sample: typeof issue.sample === 'string' ? issue.sample : undefined,
      })),
    },
    null,
    2,
  ),
);
