/**
 * `npm audit --json` run and read: either the report (npm 7+ format,
 * `auditReportVersion: 2`) or the reason the audit service could not answer
 * (offline, proxy, a registry mirror without the advisories endpoint), so the
 * caller can skip with that reason instead of failing.
 */
import { spawnSync } from 'node:child_process';

export interface AuditAdvisory {
  /** GHSA id (from the advisory URL) or the npm advisory number. */
  id: string;
  package: string;
  severity: string;
  title: string;
  url: string;
  range: string;
}

interface AuditVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}

export interface AuditReport {
  auditReportVersion: number;
  vulnerabilities: Record<string, { name: string; severity: string; via: Array<string | AuditVia> }>;
  metadata: { vulnerabilities: Record<string, number>; dependencies?: Record<string, number> };
}

export type AuditRun = { kind: 'report'; report: AuditReport } | { kind: 'unavailable'; reason: string };

export function runNpmAudit(cwd: string, extraArgs: string[] = []): AuditRun {
  const result = spawnSync('npm', ['audit', '--json', ...extraArgs], {
    cwd,
    encoding: 'utf8',
    timeout: 90_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { kind: 'unavailable', reason: `npm audit could not run: ${result.error.message}` };
  return readAuditOutput(result.stdout, result.stderr);
}

/** The report, or why there is none. npm exits 1 both for "vulnerabilities found" and for "could not ask": the JSON tells them apart. */
export function readAuditOutput(stdout: string, stderr = ''): AuditRun {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    const npmErrors = stderr
      .split('\n')
      .filter((line) => /npm (error|ERR!)|audit/i.test(line))
      .join(' ')
      .slice(0, 300);
    return { kind: 'unavailable', reason: `npm audit printed no JSON report${npmErrors ? `: ${npmErrors}` : ''}` };
  }
  const body = json as Partial<AuditReport> & {
    message?: string;
    error?: { summary?: string; code?: string } | string;
    statusCode?: number;
  };
  if (typeof body.auditReportVersion === 'number' && body.vulnerabilities && body.metadata)
    return { kind: 'report', report: body as AuditReport };
  const reason =
    body.message ??
    (typeof body.error === 'string' ? body.error : [body.error?.code, body.error?.summary].filter(Boolean).join(' ')) ??
    'unknown answer';
  return {
    kind: 'unavailable',
    reason: `the audit endpoint did not answer with a report (${reason || `status ${body.statusCode ?? '?'}`})`,
  };
}

/** Advisories of at least high severity, one per advisory and package (transitive "via" names are followed to their source). */
export function highOrCritical(report: AuditReport, onlyPackages?: ReadonlySet<string>): AuditAdvisory[] {
  const found = new Map<string, AuditAdvisory>();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    if (onlyPackages && !onlyPackages.has(name)) continue;
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue; // the advisory is listed under that package itself
      const severity = (via.severity ?? vulnerability.severity ?? '').toLowerCase();
      if (severity !== 'high' && severity !== 'critical') continue;
      const url = via.url ?? '';
      const id = /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(url)?.[0] ?? String(via.source ?? url);
      found.set(`${id} ${name}`, { id, package: name, severity, title: via.title ?? '', url, range: via.range ?? '' });
    }
  }
  return [...found.values()].sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id));
}

/** Advisory ids accepted in docs/reliability.md ("Accepted advisories" table: first cell holds the GHSA id). */
export function acceptedAdvisories(markdown: string): Set<string> {
  const section = /^##+\s*Accepted advisories[^\n]*\n([\s\S]*?)(?=^##+\s|(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const ids = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    const first = line.split('|')[1] ?? '';
    const id = /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(first)?.[0];
    if (id) ids.add(id.toUpperCase());
  }
  return ids;
}
