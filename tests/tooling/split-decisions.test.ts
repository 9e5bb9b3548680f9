/**
 * scripts/split-decisions.mjs turns a decisions table into ADR files: the same input gives the same files, a
 * re-run keeps ADR files of numbers it does not read, amendments are told on both sides, and a pipe inside a cell
 * stays in its cell.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { split } from '../../scripts/split-decisions.mjs';

const TABLE = `# Decisions

| # | Subject (spec says) | Decision | Why |
|---|---|---|---|
| D1 | Token lifetime: not shown (amended by D3) | 15 min. | No refresh call is shown. |
| D2 | "May be null" fields | **Superseded by D3**: any field may be absent. | Liberal in what we accept. |
| D3 | Reading answers (amends D1) | \`a \\| b\` is one cell. | Strict out, liberal in. |

## Business rules (422)

| Operation | Rule |
|---|---|
| Op4 | At least R$ 100,00 (D3). |
`;

function snapshot(docs: string) {
  const files = readdirSync(join(docs, 'adr')).sort();
  return Object.fromEntries(
    [...files.map((f) => join('adr', f)), 'spec-gaps.md'].map((f) => [f, readFileSync(join(docs, f), 'utf8')]),
  );
}

function splitInto(table: string) {
  const docs = mkdtempSync(join(tmpdir(), 'balcao-adr-'));
  writeFileSync(join(docs, 'decisions.md'), table);
  split(join(docs, 'decisions.md'), docs);
  return docs;
}

describe('split-decisions', () => {
  it('writes one ADR per row, with status, supersedes and the cells in their sections', () => {
    const out = snapshot(splitInto(TABLE));
    expect(Object.keys(out)).toEqual([
      'adr/0001-token-lifetime.md',
      'adr/0002-may-be-null-fields.md',
      'adr/0003-reading-answers.md',
      'adr/README.md',
      'spec-gaps.md',
    ]);
    expect(out['adr/0001-token-lifetime.md']).toContain('- Status: amended by [D3](0003-reading-answers.md)');
    expect(out['adr/0002-may-be-null-fields.md']).toContain('- Status: superseded by [D3](0003-reading-answers.md)');
    const third = out['adr/0003-reading-answers.md'] ?? '';
    expect(third.split('\n')[0]).toBe('# D3. Reading answers');
    expect(third).toContain(
      '- Supersedes: supersedes [D2](0002-may-be-null-fields.md), amends [D1](0001-token-lifetime.md)',
    );
    expect(third).toContain('## Decision\n\n`a \\| b` is one cell.\n');
    expect(third).toContain('## Consequences\n\nStrict out, liberal in.\n');
    expect(out['spec-gaps.md']).toContain('| Token lifetime: not shown | [D1](adr/0001-token-lifetime.md) |');
    expect(out['spec-gaps.md']).toContain('## Business rules (422)\n\n| Operation | Rule |');
    expect(out['adr/README.md']).toContain(
      '| [2](0002-may-be-null-fields.md) | "May be null" fields | superseded by D3 |',
    );
  });

  it('gives the same files on a re-run, and keeps ADR files of numbers the table does not hold', () => {
    const docs = splitInto(TABLE);
    const first = snapshot(docs);
    writeFileSync(join(docs, 'adr', '1000-written-as-an-adr.md'), '# D1000. Written as an ADR\n\n- Status: accepted\n');
    split(join(docs, 'decisions.md'), docs);
    const second = snapshot(docs);
    expect(second['adr/1000-written-as-an-adr.md']).toBeDefined();
    expect(second['adr/README.md']).toContain('| [1000](1000-written-as-an-adr.md) | Written as an ADR | accepted |');
    const { ['adr/1000-written-as-an-adr.md']: _kept, ['adr/README.md']: _index, ...rest } = second;
    const { ['adr/README.md']: _firstIndex, ...firstRest } = first;
    expect(rest).toEqual(firstRest);
  });

  it('keeps on a re-run what an ADR written as a file says it amends or supersedes', () => {
    const docs = splitInto(TABLE);
    writeFileSync(
      join(docs, 'adr', '1000-written-as-an-adr.md'),
      '# D1000. Written as an ADR\n\n- Status: accepted\n- Supersedes: amends [D3](0003-reading-answers.md), supersedes [D1](0001-token-lifetime.md)\n',
    );
    split(join(docs, 'decisions.md'), docs);
    const out = snapshot(docs);
    expect(out['adr/0003-reading-answers.md']).toContain('- Status: amended by [D1000](1000-written-as-an-adr.md)\n');
    expect(out['adr/0001-token-lifetime.md']).toContain(
      '- Status: superseded by [D1000](1000-written-as-an-adr.md); amended by [D3](0003-reading-answers.md)\n',
    );
  });

  it('renames an ADR whose subject changed, leaving no file of the old name', () => {
    const docs = splitInto(TABLE);
    writeFileSync(join(docs, 'decisions.md'), TABLE.replace('Token lifetime', 'Access token lifetime'));
    split(join(docs, 'decisions.md'), docs);
    expect(readdirSync(join(docs, 'adr')).filter((f) => f.startsWith('0001-'))).toEqual([
      '0001-access-token-lifetime.md',
    ]);
  });
});
