/**
 * docs/decisions.md stays one table that code can point into: every decision once, in number order (the file
 * merges with `merge=union`, which once doubled ten rows), and every "D<n>" named in code, tests, benchmarks and
 * documents is a decision that exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const decisionIds = [...readFileSync(join(ROOT, 'docs', 'decisions.md'), 'utf8').matchAll(/^\| D(\d+) \|/gm)].map((m) =>
  Number(m[1]),
);

function* filesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (/\.(ts|tsx|mjs|md)$/.test(name)) yield path;
  }
}

describe('docs/decisions.md', () => {
  it('lists each decision once, in number order', () => {
    expect(decisionIds.length).toBeGreaterThan(100);
    expect(decisionIds).toEqual([...new Set(decisionIds)].sort((a, b) => a - b));
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
    for (const file of [join(ROOT, 'README.md'), ...places.flatMap((folder) => [...filesUnder(folder)])]) {
      for (const [ref, n] of readFileSync(file, 'utf8').matchAll(/\bD(\d{1,3})\b/g))
        if (!known.has(Number(n))) dangling.push(`${file.slice(ROOT.length + 1)}: ${ref}`);
    }
    expect(dangling).toEqual([]);
  });
});
