/**
 * Licences of everything Balcão ships (issue "Reliability and security", §7):
 *
 *  - the production dependencies and all of theirs (`npm ls --omit=dev --all`),
 *    which electron-builder copies into the app;
 *  - the packages bundled into out/main, out/preload and out/renderer by
 *    electron-vite although they are devDependencies (React, Mantine, zustand…):
 *    every bare import in src-main, src-preload, src-renderer, src-shared and
 *    src-sandbox, with the closure of their `dependencies`;
 *  - the Electron runtime itself.
 *
 * Each package's own package.json `license` (or legacy `licenses`) is read and
 * its SPDX expression judged against the policy below. Copyleft is refused in
 * what ships; anything not known to be fine fails too, until reviewed and
 * added here with a reason.
 *
 *   npx tsx scripts/check-licenses.ts          # summary table; exit 1 on a violation
 *   npx tsx scripts/check-licenses.ts --json   # the full report as JSON
 *
 * tests/reliability/dependencies.test.ts runs the same check inside `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// ---------------------------------------------------------------------------
// Policy
// ---------------------------------------------------------------------------

/** Permissive licences: no obligation beyond keeping the notice. */
export const ALLOWED_LICENSES: readonly string[] = [
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
  'Python-2.0',
  'WTFPL',
  'CC-BY-3.0',
  'CC-BY-4.0',
];

/**
 * Weak copyleft accepted, with the reason. MPL-2.0 is copyleft per *file*: a
 * proprietary app may ship MPL files unmodified (keeping their notices and
 * telling users where the source is); only changes to those files would have
 * to be published. Balcão never patches dependencies, so MPL-2.0 is allowed;
 * the summary lists it so a reviewer sees it. (EPL, CDDL and the like are not
 * listed: they fail as unknown until someone reviews them.)
 */
export const ALLOWED_WEAK_COPYLEFT: Readonly<Record<string, string>> = {
  'MPL-2.0': 'file-level copyleft; shipped unmodified with its notice (see scripts/check-licenses.ts)',
};

/** Strong (and network) copyleft, and non-commercial or share-alike content licences: never in what ships. */
export const DENIED = /^(AGPL|GPL|LGPL|SSPL|EUPL|OSL|RPL|CPAL|Sleepycat|CC-BY-(NC|SA|ND))/i;

/**
 * Packages whose package.json has no usable licence field, with the licence
 * read from their LICENSE file by a person. Key: `name@version`.
 */
export const REVIEWED_OVERRIDES: Readonly<Record<string, { license: string; reason: string }>> = {};

// ---------------------------------------------------------------------------
// SPDX expressions
// ---------------------------------------------------------------------------

export type Verdict = 'allowed' | 'denied' | 'unknown';
const RANK: Record<Verdict, number> = { denied: 0, unknown: 1, allowed: 2 };

/** One licence id (an exception after WITH does not change the verdict of its licence). */
export function judgeId(id: string): Verdict {
  const bare = id.replace(/\+$/, '').replace(/-(only|or-later)$/, '');
  if (DENIED.test(bare)) return 'denied';
  if (ALLOWED_LICENSES.includes(bare) || Object.hasOwn(ALLOWED_WEAK_COPYLEFT, bare)) return 'allowed';
  return 'unknown';
}

/**
 * Judges an SPDX expression: `A OR B` is as good as the better of the two (we
 * may choose), `A AND B` as bad as the worse (we must honour both).
 */
export function judgeExpression(expression: string): Verdict {
  const tokens = expression.replace(/\(/g, ' ( ').replace(/\)/g, ' ) ').trim().split(/\s+/).filter(Boolean);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];
  const factor = (): Verdict => {
    const token = next();
    if (token === undefined) return 'unknown';
    if (token === '(') {
      const inner = or();
      if (next() !== ')') return 'unknown';
      return inner;
    }
    if (peek()?.toUpperCase() === 'WITH') {
      next();
      next();
    }
    return judgeId(token);
  };
  const and = (): Verdict => {
    let verdict = factor();
    while (peek()?.toUpperCase() === 'AND') {
      next();
      const other = factor();
      if (RANK[other] < RANK[verdict]) verdict = other;
    }
    return verdict;
  };
  const or = (): Verdict => {
    let verdict = and();
    while (peek()?.toUpperCase() === 'OR') {
      next();
      const other = and();
      if (RANK[other] > RANK[verdict]) verdict = other;
    }
    return verdict;
  };
  if (tokens.length === 0) return 'unknown';
  const verdict = or();
  return position === tokens.length ? verdict : 'unknown';
}

// ---------------------------------------------------------------------------
// What ships
// ---------------------------------------------------------------------------

export interface ShippedPackage {
  name: string;
  version: string;
  dir: string;
  /** The licence as declared ('(none)' when missing). */
  license: string;
  /** Why it ships. */
  via: 'dependencies' | 'bundled' | 'runtime';
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: Array<{ type?: string }> | { type?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

function declaredLicense(pkg: PackageJson): string {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license === 'object' && pkg.license.type) return pkg.license.type;
  const legacy = Array.isArray(pkg.licenses) ? pkg.licenses : pkg.licenses ? [pkg.licenses] : [];
  const types = legacy.map((l) => l.type).filter((t): t is string => typeof t === 'string');
  return types.length > 0 ? `(${types.join(' OR ')})` : '(none)';
}

/** Node's lookup: `<from>/node_modules/<name>`, then each parent folder's. */
export function findPackageDir(fromDir: string, name: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

interface NpmLsNode {
  version?: string;
  path?: string;
  missing?: boolean;
  dependencies?: Record<string, NpmLsNode>;
}

/** The production tree as npm resolved it (`npm ls --omit=dev --all --json --long`). */
export function productionPackages(root: string): ShippedPackage[] {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tree = JSON.parse(out) as NpmLsNode;
  const found = new Map<string, ShippedPackage>();
  const walk = (node: NpmLsNode) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!child.path || child.missing || !existsSync(join(child.path, 'package.json'))) continue;
      if (found.has(child.path)) continue;
      const pkg = readPackageJson(child.path);
      found.set(child.path, {
        name,
        version: pkg.version ?? child.version ?? '?',
        dir: child.path,
        license: declaredLicense(pkg),
        via: 'dependencies',
      });
      walk(child);
    }
  };
  walk(tree);
  return [...found.values()];
}

const SHIPPED_SOURCES = ['src-main', 'src-preload', 'src-renderer', 'src-shared', 'src-sandbox'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;

/** Package names imported (bare specifiers, type-only imports excluded) by the code electron-vite bundles. */
export function importedPackages(root: string): string[] {
  const names = new Set<string>();
  const specifier =
    /(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|@import\s+['"]([^'"]+)['"]/g;
  for (const folder of SHIPPED_SOURCES) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(specifier)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
        if (!spec || spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue;
        const parts = spec.split('/');
        const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        if (!/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/.test(name)) continue; // vite query suffixes, virtual ids
        names.add(name);
      }
    }
  }
  // The JSX transform imports react/jsx-runtime without it being written anywhere.
  if (names.has('react')) names.add('react');
  return [...names].sort();
}

/** Bundled packages and the closure of their `dependencies`; Electron counts as the runtime (its own deps are its downloader). */
export function bundledPackages(root: string): ShippedPackage[] {
  const builtins = new Set(['electron']);
  const found = new Map<string, ShippedPackage>();
  const visit = (name: string, fromDir: string, via: ShippedPackage['via']) => {
    const dir = findPackageDir(fromDir, name);
    if (!dir || found.has(dir)) return;
    const pkg = readPackageJson(dir);
    found.set(dir, { name, version: pkg.version ?? '?', dir, license: declaredLicense(pkg), via });
    if (via === 'runtime') return;
    for (const dep of Object.keys({ ...(pkg.dependencies ?? {}), ...(pkg.optionalDependencies ?? {}) }))
      visit(dep, dir, via);
  };
  for (const name of importedPackages(root)) visit(name, root, builtins.has(name) ? 'runtime' : 'bundled');
  return [...found.values()];
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

export interface LicenseReport {
  packages: Array<ShippedPackage & { verdict: Verdict; effectiveLicense: string; note?: string }>;
  /** Declared licence → number of packages. */
  summary: Record<string, number>;
  violations: Array<{ package: string; license: string; verdict: Verdict; via: string; dir: string }>;
  weakCopyleft: string[];
}

export function checkLicenses(root = resolve(__dirname, '..')): LicenseReport {
  const byDir = new Map<string, ShippedPackage>();
  for (const p of [...productionPackages(root), ...bundledPackages(root)]) if (!byDir.has(p.dir)) byDir.set(p.dir, p);
  const packages = [...byDir.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
    .map((p) => {
      const override = REVIEWED_OVERRIDES[`${p.name}@${p.version}`];
      const effectiveLicense = override?.license ?? p.license;
      return {
        ...p,
        dir: relative(root, p.dir),
        effectiveLicense,
        verdict: judgeExpression(effectiveLicense),
        ...(override ? { note: override.reason } : {}),
      };
    });
  const summary: Record<string, number> = {};
  for (const p of packages) summary[p.effectiveLicense] = (summary[p.effectiveLicense] ?? 0) + 1;
  return {
    packages,
    summary: Object.fromEntries(Object.entries(summary).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))),
    violations: packages
      .filter((p) => p.verdict !== 'allowed')
      .map((p) => ({
        package: `${p.name}@${p.version}`,
        license: p.effectiveLicense,
        verdict: p.verdict,
        via: p.via,
        dir: p.dir,
      })),
    weakCopyleft: packages
      .filter((p) => Object.keys(ALLOWED_WEAK_COPYLEFT).some((id) => p.effectiveLicense.includes(id)))
      .map((p) => `${p.name}@${p.version} (${p.effectiveLicense})`),
  };
}

export function formatSummary(report: LicenseReport): string {
  const width = Math.max(7, ...Object.keys(report.summary).map((l) => l.length));
  const lines = [`${'Licence'.padEnd(width)}  Packages`, `${'-'.repeat(width)}  --------`];
  for (const [license, count] of Object.entries(report.summary))
    lines.push(`${license.padEnd(width)}  ${String(count).padStart(8)}`);
  const via = (kind: ShippedPackage['via']) => report.packages.filter((p) => p.via === kind).length;
  lines.push(
    `${'total'.padEnd(width)}  ${String(report.packages.length).padStart(8)}  (${via('dependencies')} production, ${via('bundled')} bundled, ${via('runtime')} runtime)`,
  );
  if (report.weakCopyleft.length > 0) lines.push(`weak copyleft allowed: ${report.weakCopyleft.join(', ')}`);
  return lines.join('\n');
}

// Run as a script (not when imported by the test).
if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  const report = checkLicenses();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(formatSummary(report));
    for (const v of report.violations)
      console.error(`NOT ALLOWED (${v.verdict}): ${v.package} — ${v.license} [${v.via}, ${v.dir}]`);
  }
  process.exitCode = report.violations.length > 0 ? 1 : 0;
}
