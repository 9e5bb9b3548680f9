/**
 * No two modules of src-* import each other, even for a type: a cycle says a type or a value sits in the wrong
 * module. Imports of every form are read with TypeScript's own pre-processor (type-only ones too, which the
 * bundler drops and a cycle check over the bundle would miss).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared'];

/**
 * The cycle kept on purpose, with its reason: `OperationDef.domain` is typed with the table's own domains
 * (`Domain`, derived from the table), so a row with a domain the table does not know cannot be written.
 */
const KEPT = [
  ['src-shared/contract/operation.ts', 'src-shared/contract/operations.ts', 'src-shared/contract/path-params.ts'],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const target = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) =>
      known.has(c),
    );
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((i) => target(file, i.fileName)).filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components of more than one module: each is a cycle (or several sharing modules). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles in src-*', () => {
  it('none but the ones kept on purpose', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    const found = cycles(importGraph(files)).map((component) =>
      component.map((file) => relative(ROOT, file).split('\\').join('/')).sort(),
    );
    expect(found.sort()).toEqual(KEPT.map((component) => [...component].sort()).sort());
  });

  it('reads type-only imports, re-exports and import types as imports', () => {
    const source = "import type { A } from './a';\nexport type { B } from './b';\ntype C = typeof import('./c');\n";
    const { importedFiles } = ts.preProcessFile(source, true, true);
    expect(importedFiles.map((i) => i.fileName)).toEqual(['./a', './b', './c']);
  });

  it('names each cycle once, and no module outside it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph).map((c) => c.sort())).toEqual([['a.ts', 'b.ts']]);
  });
});
