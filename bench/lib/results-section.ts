/**
 * Benchmarks (Node). `npm run bench -- --render-section=N`: one benchmark's part of RESULTS.md replaced in place —
 * its rows of the summary table and its bullets of "Goals missed" where they were, its section where it was —
 * leaving every other line as the last full run wrote it. Pure, so that replacing twice is replacing once (tests/tooling/bench-results-section.test.ts).
 */

export interface BenchmarkPart {
  /** The benchmark's number, as its section heading starts ("## 7. …"). */
  n: string;
  /** Its summary rows, whole markdown lines; the Goal column (the second) names a goal. */
  goalRows: string[];
  /** Its goals' names, and the bullets of "Goals missed" for those it missed (`- **<id>. <goal>** — …`). */
  goals: string[];
  missedBullets: string[];
  /** Its section, from its "## N. …" heading on. */
  section: string[];
}

const goalOf = (row: string): string => row.split(' | ')[1] ?? '';

export function replaceBenchmarkPart(markdown: string, part: BenchmarkPart): string {
  const lines = markdown.replace(/\n+$/, '').split('\n');
  const withRows = replaceSummaryRows(lines, part);
  const withMissed = replaceMissedBullets(withRows, part);
  return `${replaceSection(withMissed, part).join('\n')}\n`;
}

/** The summary's rows of this benchmark (its number, or one of its goals' names) give way to the new ones, in place. */
function replaceSummaryRows(lines: string[], { n, goalRows, goals }: BenchmarkPart): string[] {
  const summaryAt = lines.indexOf('## Summary');
  if (summaryAt < 0) throw new Error('RESULTS.md has no "## Summary"');
  const tableStart = lines.findIndex((l, i) => i > summaryAt && l.startsWith('|---'));
  if (tableStart < 0) throw new Error('RESULTS.md has no summary table');
  let tableEnd = tableStart + 1;
  while (tableEnd < lines.length && lines[tableEnd]!.startsWith('|')) tableEnd += 1;
  const ours = new Set(goals);
  const isOurs = (row: string) => row.startsWith(`| ${n} |`) || ours.has(goalOf(row));
  const rows = lines.slice(tableStart + 1, tableEnd);
  const firstOurs = rows.findIndex(isOurs);
  const others = rows.filter((row) => !isOurs(row));
  const at = firstOurs < 0 ? others.length : rows.slice(0, firstOurs).filter((row) => !isOurs(row)).length;
  return [
    ...lines.slice(0, tableStart + 1),
    ...others.slice(0, at),
    ...goalRows,
    ...others.slice(at),
    ...lines.slice(tableEnd),
  ];
}

/** "Goals missed": this benchmark's bullets (its number, or one of its goals) give way to the new ones, in place. */
function replaceMissedBullets(lines: string[], { n, goals, missedBullets }: BenchmarkPart): string[] {
  const heading = lines.findIndex((l) => l.startsWith('## Goals missed'));
  const ours = new Set(goals);
  const isOurs = (line: string) =>
    line.startsWith(`- **${n}. `) || ours.has(/^- \*\*\d+\. (.*?)\*\* — /.exec(line)?.[1] ?? '');
  if (heading < 0) {
    if (missedBullets.length === 0) return lines;
    // Every goal was met until now: the list goes where a full run puts it, right after the summary.
    const afterSummary = lines.findIndex((l, i) => i > lines.indexOf('## Summary') && l.startsWith('## '));
    const at = afterSummary < 0 ? lines.length : afterSummary;
    return [
      ...lines.slice(0, at),
      '## Goals missed: why, and what would fix them',
      '',
      ...missedBullets,
      '',
      ...lines.slice(at),
    ];
  }
  let end = heading + 1;
  while (end < lines.length && !lines[end]!.startsWith('## ')) end += 1;
  const block = lines.slice(heading + 1, end);
  const first = block.findIndex(isOurs);
  const kept = block.filter((line) => !isOurs(line));
  const lastBullet = kept.reduce((last, line, i) => (line.startsWith('- ') ? i : last), 0);
  const at = first < 0 ? lastBullet + 1 : block.slice(0, first).filter((line) => !isOurs(line)).length;
  return [
    ...lines.slice(0, heading + 1),
    ...kept.slice(0, at),
    ...missedBullets,
    ...kept.slice(at),
    ...lines.slice(end),
  ];
}

/** The section from its heading to the next "## " heading, replaced; appended when it is not there yet. */
function replaceSection(lines: string[], { n, section }: BenchmarkPart): string[] {
  const body = section.at(-1) === '' ? section : [...section, ''];
  const heading = lines.findIndex((l) => l.startsWith(`## ${n}. `));
  if (heading < 0) return [...lines, '', ...body.slice(0, -1)];
  const next = lines.findIndex((l, i) => i > heading && l.startsWith('## '));
  if (next < 0) return [...lines.slice(0, heading), ...body.slice(0, -1)];
  return [...lines.slice(0, heading), ...body, ...lines.slice(next)];
}
