/**
 * Turns the decisions table (`docs/decisions.md`: rows `| D<n> | subject (spec says) | decision | why |`, then
 * sections of rules the spec leaves open) into one short ADR file per decision, `docs/adr/NNNN-short-title.md`
 * (NNNN is n: ADR 0041 is D41, so every `D<n>` in code stays a valid reference), the index `docs/adr/README.md`
 * and `docs/spec-gaps.md`.
 *
 * Deterministic from its input, and re-runnable: it rewrites the ADR of every row it reads (removing an older
 * file of the same number under another title) and leaves ADR files of other numbers alone, so decisions written
 * straight as ADR files survive a re-run. The index lists every ADR file in the folder.
 *
 * Without a table (once decisions.md is gone, a decision is written straight as an ADR file), it only indexes the
 * folder again.
 *
 *   node scripts/split-decisions.mjs [path/to/decisions.md]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ADR_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;

/** The cells of one table row; `\|` is a pipe inside a cell. */
export function cellsOf(line) {
  const cells = [];
  let cell = '';
  for (let i = 1; i < line.length; i++) {
    const char = line[i];
    if (char === '\\' && line[i + 1] === '|') {
      cell += '\\|';
      i++;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return cells;
}

/** A file-name title: the subject without its parentheses and code marks, at most six words. */
export function slugOf(subject) {
  const words = subject
    .replace(/\([^)]*\)/g, ' ')
    .split(':')[0]
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.slice(0, 6).join('-') || 'decision';
}

/** The subject without the amendments it names: the status line says them. */
export const titleOf = (subject) =>
  subject
    .replace(/\s*\((?:amended by|amends) D[^)]*\)/gi, '')
    .replace(/;\s*(?:amended by|amends) D\d+(?:(?:, | and )D\d+)*/gi, '')
    .trim();

const ids = (text) => [...text.matchAll(/\bD(\d+)\b/g)].map((m) => Number(m[1]));
const AMENDED_BY = /amended by ((?:D\d+)(?:(?:, | and )D\d+)*)/gi;
const AMENDS = /\bamends ((?:D\d+)(?:(?:, | and )D\d+)*)/gi;
const SUPERSEDED_BY = /superseded by ((?:D\d+)(?:(?:, | and )D\d+)*)/gi;
const listed = (text, pattern) => [...text.matchAll(pattern)].flatMap((m) => ids(m[1]));

/** The decisions table and the sections after it. */
export function parseDecisions(markdown) {
  const lines = markdown.split('\n');
  const rows = [];
  let end = 0;
  for (const [index, line] of lines.entries()) {
    const match = /^\| D(\d+) \|/.exec(line);
    if (!match) continue;
    const [, subject, decision, why] = cellsOf(line);
    rows.push({ n: Number(match[1]), subject, decision, why });
    end = index + 1;
  }
  const sections = lines.slice(end).join('\n').trim();
  return { rows, sections };
}

/** Each decision with its title and its links to others, both ways: what amends or supersedes it, and what it does. */
export function relate(rows, written = []) {
  const decisions = rows.map((row) => {
    const text = `${row.subject} ${row.decision} ${row.why}`;
    return {
      ...row,
      title: titleOf(row.subject),
      slug: slugOf(row.subject),
      amendedBy: new Set(listed(text, AMENDED_BY)),
      amends: new Set(listed(text, AMENDS)),
      supersededBy: new Set(listed(text, SUPERSEDED_BY)),
      supersedes: new Set(),
    };
  });
  const of = new Map(decisions.map((d) => [d.n, d]));
  for (const { n, text } of written) {
    const line = /^- Supersedes: (.*)$/m.exec(text)?.[1] ?? '';
    for (const m of line.matchAll(/\b(supersedes|amends) \[?D(\d+)\b/g))
      of.get(Number(m[2]))?.[m[1] === 'amends' ? 'amendedBy' : 'supersededBy'].add(n);
  }
  for (const d of decisions) {
    for (const n of d.amends) of.get(n)?.amendedBy.add(d.n);
    for (const n of d.amendedBy) of.get(n)?.amends.add(d.n);
    for (const n of d.supersededBy) of.get(n)?.supersedes.add(d.n);
  }
  return decisions;
}

const pad = (n) => String(n).padStart(4, '0');
const sorted = (set) => [...set].sort((a, b) => a - b);

function statusOf(d, link) {
  const parts = [];
  if (d.supersededBy.size) parts.push(`superseded by ${sorted(d.supersededBy).map(link).join(', ')}`);
  if (d.amendedBy.size) parts.push(`amended by ${sorted(d.amendedBy).map(link).join(', ')}`);
  return parts.length ? parts.join('; ') : 'accepted';
}

/** The text of one ADR file. */
export function adrText(d, link) {
  const supersedes = [
    ...sorted(d.supersedes).map((n) => `supersedes ${link(n)}`),
    ...sorted(d.amends).map((n) => `amends ${link(n)}`),
  ];
  return [
    `# D${d.n}. ${d.title}`,
    '',
    `- Status: ${statusOf(d, link)}`,
    `- Supersedes: ${supersedes.length ? supersedes.join(', ') : '—'}`,
    '',
    '## Context',
    '',
    `${d.subject}`,
    '',
    '## Decision',
    '',
    d.decision,
    '',
    '## Consequences',
    '',
    d.why,
    '',
  ].join('\n');
}

/** Title and status of an ADR file, as its first lines say (for the index). */
function headOf(text) {
  const title = /^# D\d+\. (.*)$/m.exec(text)?.[1] ?? '';
  const status = /^- Status: (.*)$/m.exec(text)?.[1] ?? '';
  return { title, status: status.replace(/\]\(\d{4}-[a-z0-9-]+\.md\)/g, ']').replace(/[[\]]/g, '') };
}

export function indexText(files, readAdr) {
  const rows = files.map((file) => {
    const { title, status } = headOf(readAdr(file));
    return `| [${Number(file.slice(0, 4))}](${file}) | ${title.replaceAll('|', '\\|')} | ${status} |`;
  });
  return [
    '# Decisions (ADR)',
    '',
    'What the spec (`../../shared/spec/api-set.md`) does not show, or an issue leaves open, and what Balcão chose:',
    'one file per decision, `NNNN-short-title.md`, where NNNN is the number code comments cite as `D<n>`',
    '(ADR 0041 is D41). Each says its status (accepted, amended by, superseded by), the context, the decision,',
    'its consequences and what it supersedes or amends. The gaps of the spec, in one table:',
    '[`../spec-gaps.md`](../spec-gaps.md). To add a decision, see [CONTRIBUTING](../../CONTRIBUTING.md#decisions).',
    '',
    '| D | Decision | Status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Spec gaps: the decisions whose subject says what the spec shows, then the sections that followed the table. */
export function specGapsText(decisions, sections, fileOf) {
  const gaps = decisions.filter((d) =>
    /not shown|spec(?:ification)? (?:silent|says|gives|shows)|spec:|\(spec|no required list|not listed|not detailed|shows none|spec is silent/i.test(
      d.subject,
    ),
  );
  return [
    '# Spec gaps',
    '',
    'Where the API contract (`../shared/spec/api-set.md`) shows nothing, or is ambiguous, and the decision that',
    'fills the gap. Every decision is in [`adr/`](adr/README.md).',
    '',
    '| What the spec leaves open | Decided in |',
    '|---|---|',
    ...gaps.map((d) => `| ${d.title} | [D${d.n}](adr/${fileOf(d.n)}) |`),
    '',
    sections,
    '',
  ].join('\n');
}

/** Writes docs/adr/README.md from the ADR files the folder holds; returns how many. */
export function writeIndex(adrDir) {
  const files = readdirSync(adrDir)
    .filter((name) => ADR_NAME.test(name))
    .sort();
  writeFileSync(
    join(adrDir, 'README.md'),
    indexText(files, (file) => readFileSync(join(adrDir, file), 'utf8')),
  );
  return files.length;
}

export function split(sourcePath, docs) {
  const { rows, sections } = parseDecisions(readFileSync(sourcePath, 'utf8'));
  const adrDir = join(docs, 'adr');
  mkdirSync(adrDir, { recursive: true });
  const existing = readdirSync(adrDir).filter((name) => ADR_NAME.test(name));
  const inTable = new Set(rows.map((row) => row.n));
  // Decisions written straight as ADR files keep what they say they amend or supersede.
  const written = existing
    .map((name) => ({ n: Number(name.slice(0, 4)), text: readFileSync(join(adrDir, name), 'utf8') }))
    .filter(({ n }) => !inTable.has(n));
  const decisions = relate(rows, written);
  const fresh = new Map(decisions.map((d) => [d.n, `${pad(d.n)}-${d.slug}.md`]));
  const fileOf = (n) => fresh.get(n) ?? existing.find((name) => Number(name.slice(0, 4)) === n);
  const link = (n) => (fileOf(n) ? `[D${n}](${fileOf(n)})` : `D${n}`);
  for (const name of existing) if (fresh.has(Number(name.slice(0, 4)))) rmSync(join(adrDir, name));
  for (const d of decisions) writeFileSync(join(adrDir, fresh.get(d.n)), adrText(d, link));
  writeFileSync(join(docs, 'spec-gaps.md'), specGapsText(decisions, sections, fileOf));
  return { decisions: decisions.length, files: writeIndex(adrDir) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = join(ROOT, 'docs');
  const source = process.argv[2] ?? join(docs, 'decisions.md');
  if (existsSync(source)) {
    const { decisions, files } = split(source, docs);
    console.log(`${decisions} decisions written; docs/adr holds ${files}.`);
  } else {
    console.log(`No ${source}: docs/adr/README.md indexed again, ${writeIndex(join(docs, 'adr'))} decisions.`);
  }
}
