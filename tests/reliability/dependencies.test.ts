/**
 * What ships has no known high/critical vulnerability and no copyleft licence
 * (issue "Reliability and security", §7).
 *
 *  - `npm audit --omit=dev --json`: no high or critical advisory in the
 *    production dependencies, unless accepted with a reason in
 *    docs/reliability.md ("Accepted advisories"). The packages electron-vite
 *    bundles although they are devDependencies (React, Mantine…) ship too: a
 *    full `npm audit --json` is filtered to them. When the registry's audit
 *    endpoint cannot answer (offline, or a mirror without it), these tests
 *    skip and say why: they do not fail.
 *  - Licences: scripts/check-licenses.ts over the production tree, the bundled
 *    packages and the Electron runtime; a table licence → count is printed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPackages, checkLicenses, formatSummary, judgeExpression } from '../../scripts/check-licenses';
import { recordFigures } from './support/figures';
import {
  acceptedAdvisories,
  type AuditReport,
  highOrCritical,
  readAuditOutput,
  runNpmAudit,
} from './support/npm-audit';

const ROOT = resolve(__dirname, '../..');
const accepted = acceptedAdvisories(readFileSync(resolve(ROOT, 'docs/reliability.md'), 'utf8'));

function table(rows: Array<{ package: string; id: string; severity: string; title: string }>): string {
  return rows.map((r) => `  ${r.severity.padEnd(8)} ${r.package.padEnd(30)} ${r.id.padEnd(22)} ${r.title}`).join('\n');
}

describe('npm audit of what ships', () => {
  it('no high or critical advisory in the production dependencies (npm audit --omit=dev)', (ctx) => {
    const run = runNpmAudit(ROOT, ['--omit=dev']);
    if (run.kind === 'unavailable') {
      console.warn(`[reliability] npm audit skipped: ${run.reason}`);
      recordFigures('npm-audit', { skipped: run.reason });
      ctx.skip(`npm audit unavailable: ${run.reason}`);
      return;
    }
    const findings = highOrCritical(run.report);
    const open = findings.filter((f) => !accepted.has(f.id.toUpperCase()));
    console.log(
      `[reliability] npm audit --omit=dev: ${JSON.stringify(run.report.metadata.vulnerabilities)}${findings.length ? `\n${table(findings)}` : ''}`,
    );
    recordFigures('npm-audit', {
      production: run.report.metadata.vulnerabilities,
      highOrCritical: findings.length,
      accepted: findings.length - open.length,
    });
    expect(open, 'high/critical advisories not accepted in docs/reliability.md').toEqual([]);
  });

  it('no high or critical advisory in the devDependencies bundled into the app (npm audit, filtered to them)', (ctx) => {
    const bundled = new Set(
      bundledPackages(ROOT)
        .filter((p) => p.via !== 'dependencies')
        .map((p) => p.name),
    );
    expect(bundled.has('react')).toBe(true);
    const run = runNpmAudit(ROOT);
    if (run.kind === 'unavailable') ctx.skip(`npm audit unavailable: ${run.reason}`);
    if (run.kind === 'unavailable') return;
    const open = highOrCritical(run.report, bundled).filter((f) => !accepted.has(f.id.toUpperCase()));
    expect(open, 'high/critical advisories in bundled packages, not accepted in docs/reliability.md').toEqual([]);
  });

  it('reads npm audit reports and refusals correctly (fixtures: the check above is not vacuous)', () => {
    const report: AuditReport = {
      auditReportVersion: 2,
      vulnerabilities: {
        lodash: {
          name: 'lodash',
          severity: 'critical',
          via: [
            {
              source: 1,
              name: 'lodash',
              title: 'Prototype Pollution',
              url: 'https://github.com/advisories/GHSA-jf85-cpcp-j695',
              severity: 'critical',
              range: '<4.17.12',
            },
          ],
        },
        'uses-lodash': { name: 'uses-lodash', severity: 'critical', via: ['lodash'] },
        minimist: {
          name: 'minimist',
          severity: 'moderate',
          via: [
            {
              source: 2,
              name: 'minimist',
              title: 'x',
              url: 'https://github.com/advisories/GHSA-vh95-rmgr-6w4m',
              severity: 'moderate',
              range: '<1.2.6',
            },
          ],
        },
      },
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 0, critical: 2, total: 3 } },
    };
    expect(highOrCritical(report).map((f) => `${f.package} ${f.id} ${f.severity}`)).toEqual([
      'lodash GHSA-jf85-cpcp-j695 critical',
    ]);
    expect(highOrCritical(report, new Set(['minimist']))).toEqual([]);
    expect(readAuditOutput(JSON.stringify(report))).toMatchObject({ kind: 'report' });
    // What this machine's registry answers, and what npm prints offline.
    expect(
      readAuditOutput(
        '{"message":"405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk","statusCode":405}',
      ),
    ).toMatchObject({ kind: 'unavailable', reason: expect.stringContaining('405') });
    expect(
      readAuditOutput('{"error":{"code":"ENOTFOUND","summary":"request to https://registry.npmjs.org failed"}}'),
    ).toMatchObject({ kind: 'unavailable', reason: expect.stringContaining('ENOTFOUND') });
    expect(readAuditOutput('', 'npm error code ECONNREFUSED')).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
    expect(
      acceptedAdvisories(
        '## Accepted advisories\n\n| Advisory | Package |\n|---|---|\n| GHSA-jf85-cpcp-j695 | lodash |\n\n## Next\n| GHSA-vh95-rmgr-6w4m | x |',
      ),
    ).toEqual(new Set(['GHSA-JF85-CPCP-J695']));
  });
});

describe('licences of what ships', () => {
  it('no copyleft, and nothing unreviewed, in production dependencies, bundled packages and the runtime', () => {
    const report = checkLicenses(ROOT);
    console.log(`[reliability] licences of what ships:\n${formatSummary(report)}`);
    recordFigures('licences', {
      packages: report.packages.length,
      summary: report.summary,
      violations: report.violations.length,
      weakCopyleft: report.weakCopyleft,
    });
    // The scan saw what it should: the production tree and the bundled renderer libraries.
    const names = new Set(report.packages.map((p) => p.name));
    for (const name of ['axios', 'fastify', 'keytar', 'zod', 'react', 'react-dom', '@mantine/core', 'electron'])
      expect(names.has(name), name).toBe(true);
    expect(report.violations).toEqual([]);
  });

  it.each([
    ['MIT', 'allowed'],
    ['(MIT OR GPL-3.0-or-later)', 'allowed'],
    ['MIT AND GPL-2.0-only', 'denied'],
    ['GPL-3.0', 'denied'],
    ['AGPL-3.0-or-later', 'denied'],
    ['LGPL-2.1-only', 'denied'],
    ['SSPL-1.0', 'denied'],
    ['EUPL-1.2', 'denied'],
    ['CC-BY-SA-4.0', 'denied'],
    ['GPL-2.0-only WITH Classpath-exception-2.0', 'denied'],
    ['Apache-2.0 WITH LLVM-exception', 'allowed'],
    ['MPL-2.0', 'allowed'],
    ['(MPL-2.0 AND LGPL-3.0)', 'denied'],
    ['EPL-2.0', 'unknown'],
    ['UNLICENSED', 'unknown'],
    ['SEE LICENSE IN LICENSE.txt', 'unknown'],
    ['(none)', 'unknown'],
    ['(MIT', 'unknown'],
  ] as const)('judges %s as %s', (expression, verdict) => {
    expect(judgeExpression(expression)).toBe(verdict);
  });
});
