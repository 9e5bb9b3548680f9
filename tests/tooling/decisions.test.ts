/**
 * The decisions (docs/adr) stay a set code can point into: one file per number, named after it, the index listing
 * every file, and every "D<n>" named in code, tests, benchmarks and documents is a decision that exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const ADR = join(ROOT, 'docs', 'adr');
const adrFiles = readdirSync(ADR).filter((name) => name !== 'README.md');
const decisionIds = adrFiles.map((name) => Number(name.slice(0, 4)));

function* filesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (/\.(ts|tsx|mjs|md)$/.test(name)) yield path;
  }
}

describe('docs/adr', () => {
  it('holds one file per decision, NNNN-short-title.md, headed by its own number', () => {
    expect(decisionIds.length).toBeGreaterThan(100);
    for (const name of adrFiles) {
      expect(name).toMatch(/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
      const text = readFileSync(join(ADR, name), 'utf8');
      expect(text.split('\n')[0]).toMatch(new RegExp(`^# D${Number(name.slice(0, 4))}\\. \\S`));
      for (const section of ['- Status: ', '## Context', '## Decision', '## Consequences', '- Supersedes: '])
        expect(text).toContain(section);
    }
    expect(decisionIds).toEqual([...new Set(decisionIds)]);
  });

  it('lists every decision in its index, and nothing else', () => {
    const index = readFileSync(join(ADR, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/^\| \[\d+\]\((\d{4}-[a-z0-9-]+\.md)\) \|/gm)].map((m) => m[1]);
    expect(linked).toEqual([...adrFiles].sort());
  });

  it('holds every decision the code, the tests and the documents refer to', () => {
    const known = new Set(decisionIds);
    const dangling: string[] = [];
    const places = [
      'src-main',
      'src-preload',
      'src-renderer',
      'src-shared',
      'src-sandbox',
      'tests',
      'bench',
      'scripts',
      'docs',
    ].map((f) => join(ROOT, f));
    for (const file of [
      join(ROOT, 'README.md'),
      join(ROOT, 'CONTRIBUTING.md'),
      ...places.flatMap((folder) => [...filesUnder(folder)]),
    ]) {
      for (const [ref, n] of readFileSync(file, 'utf8').matchAll(/\bD(\d{1,3})\b/g))
        if (!known.has(Number(n))) dangling.push(`${file.slice(ROOT.length + 1)}: ${ref}`);
    }
    expect(dangling).toEqual([]);
  });
});
