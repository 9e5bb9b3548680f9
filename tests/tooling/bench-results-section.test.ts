/**
 * `npm run bench -- --render-section=N` (bench/lib/results-section.ts) on the real bench/RESULTS.md: the
 * benchmark's summary rows, its "Goals missed" bullets and its section are replaced where they are — not
 * appended, not doubled — and every other line stays as it was; replacing twice is replacing once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceBenchmarkPart } from '../../bench/lib/results-section';

const results = readFileSync(join(__dirname, '..', '..', 'bench', 'RESULTS.md'), 'utf8');
const headings = (markdown: string) => markdown.split('\n').filter((l) => l.startsWith('## '));
const sectionNumbers = headings(results).flatMap((h) => /^## (\d+)\. /.exec(h)?.[1] ?? []);
const summaryRows = (markdown: string) => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l, i) => i > lines.indexOf('## Summary') && l.startsWith('|---'));
  const rows: string[] = [];
  for (let i = start + 1; lines[i]?.startsWith('|'); i += 1) rows.push(lines[i]!);
  return rows;
};

describe('replacing one benchmark in RESULTS.md', () => {
  it('puts the section and the summary rows where the old ones were; the rest is untouched; twice is once', () => {
    expect(sectionNumbers.length).toBeGreaterThanOrEqual(5);
    fc.assert(
      fc.property(
        fc.constantFrom(...sectionNumbers),
        fc.array(fc.stringMatching(/^[a-z ]{1,12}$/), { minLength: 1, maxLength: 4 }),
        (n, goals) => {
          const oldRows = summaryRows(results).filter((row) => row.startsWith(`| ${n} |`));
          const names = goals.map((goal, i) => `new goal ${i} ${goal}`);
          const goalRows = names.map((name) => `| ${n} | ${name} | ≤ 1 | 0.5 | **met** |`);
          const missedBullets = [`- **${n}. ${names[0]}** — 2 (target ≤ 1). Why.`];
          const section = [`## ${n}. Rerun`, '', 'new text'];
          const part = { n, goalRows, goals: names, missedBullets, section };
          const once = replaceBenchmarkPart(results, part);
          expect(replaceBenchmarkPart(once, part)).toBe(once);
          // Goals missed: the others' bullets as they were, this one's in place of its old ones.
          const bullets = (markdown: string) =>
            markdown
              .split('## Goals missed')[1]!
              .split('\n## ')[0]!
              .split('\n')
              .filter((l) => l.startsWith('- '));
          expect(bullets(once).filter((b) => !b.startsWith(`- **${n}. `))).toEqual(
            bullets(results).filter((b) => !b.startsWith(`- **${n}. `)),
          );
          expect(bullets(once).filter((b) => b.startsWith(`- **${n}. `))).toEqual(missedBullets);
          // Headings in the same order, the rerun one renamed in place.
          expect(headings(once)).toEqual(
            headings(results).map((h) => (h.startsWith(`## ${n}. `) ? `## ${n}. Rerun` : h)),
          );
          // Summary: the other benchmarks' rows as they were; this one's where its first row was.
          const rows = summaryRows(once);
          expect(rows.filter((row) => !row.startsWith(`| ${n} |`))).toEqual(
            summaryRows(results).filter((row) => !row.startsWith(`| ${n} |`)),
          );
          expect(rows.filter((row) => row.startsWith(`| ${n} |`))).toEqual(goalRows);
          expect(rows.indexOf(goalRows[0]!)).toBe(summaryRows(results).indexOf(oldRows[0]!));
          // Every other section's text is the same.
          const outside = (markdown: string) =>
            markdown
              .split(/^## /m)
              .filter(
                (text) => !text.startsWith(`${n}. `) && !text.startsWith('Summary') && !text.startsWith('Goals missed'),
              );
          expect(outside(once)).toEqual(outside(results));
          expect(once).toContain('new text');
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a benchmark whose goal is listed under another number (6 under 2) is replaced, not doubled', () => {
    const row = summaryRows(results).find((r) => r.startsWith('| 6 |'))!;
    const goal = row.split(' | ')[1]!;
    const updated = `| 6 | ${goal} | same target | new measure | **met** |`;
    const once = replaceBenchmarkPart(results, {
      n: '2',
      goalRows: [updated],
      goals: [goal],
      missedBullets: [],
      section: ['## 2. Rerun'],
    });
    expect(summaryRows(once).filter((r) => r.split(' | ')[1] === goal)).toEqual([updated]);
  });

  it('a benchmark not in the file yet gets its section at the end', () => {
    const once = replaceBenchmarkPart(results, {
      n: '99',
      goalRows: ['| 99 | brand new | x | y | **met** |'],
      goals: ['brand new'],
      missedBullets: [],
      section: ['## 99. New', '', 'body'],
    });
    expect(headings(once).at(-1)).toBe('## 99. New');
    expect(summaryRows(once).at(-1)).toBe('| 99 | brand new | x | y | **met** |');
    expect(once.endsWith('body\n')).toBe(true);
  });

  it('a goal met now leaves "Goals missed"; one missed for the first time joins it', () => {
    // Whichever benchmark has a missed goal in the file today.
    const bullet = results.split('\n').find((l) => /^- \*\*\d+\. /.test(l))!;
    const [, n, goal] = /^- \*\*(\d+)\. (.*?)\*\* — /.exec(bullet)! as unknown as [string, string, string];
    const met = replaceBenchmarkPart(results, {
      n,
      goalRows: [],
      goals: [goal],
      missedBullets: [],
      section: [`## ${n}. Rerun`],
    });
    expect(met).not.toContain(bullet);
    const missed = replaceBenchmarkPart(met, {
      n,
      goalRows: [],
      goals: [goal],
      missedBullets: [bullet],
      section: [`## ${n}. Rerun`],
    });
    expect(missed.split('\n').filter((l) => l === bullet)).toHaveLength(1);
  });
});
