/**
 * The renderer imports Mantine's styles per component (src-renderer/app/styles.ts
 * for the first screen, src-renderer/app/screen-styles.ts for the rest) instead
 * of all of @mantine/core/styles.css. A component whose styles are in neither
 * renders unstyled, and nothing else would notice: this test does.
 *
 * Which styles a component needs is read from Mantine's own ESM build: the
 * component's module and, transitively, the Mantine modules it imports; each
 * `X.module.mjs` among them is `@mantine/core/styles/X.css` (for the other
 * packages, their `styles.css`). Which components a source file uses: its
 * value imports from `@mantine/core`, `@mantine/spotlight` and
 * `@mantine/notifications`.
 *
 * Checked:
 *  - every component imported anywhere in src-renderer has its styles in one of
 *    the two lists;
 *  - the first screen (main.tsx and its static imports) finds all of its styles
 *    in the entry list, never waiting on the lazily loaded one;
 *  - both lists keep Mantine's order (as in @mantine/core/styles.css), the
 *    global styles first, the core before the other packages; the entry list
 *    holds the components others build on, so styles loaded later never
 *    precede them; no file is in both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const RENDERER = join(ROOT, 'src-renderer');
const NODE_MODULES = join(ROOT, 'node_modules');
const ENTRY_STYLES = join(RENDERER, 'app/styles.ts');
const SCREEN_STYLES = join(RENDERER, 'app/screen-styles.ts');
const MANTINE_PACKAGES = ['@mantine/core', '@mantine/spotlight', '@mantine/notifications', '@mantine/charts'] as const;
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.css`);
/** Mantine's "CSS files list": styles of components that are reused in other components. */
const SHARED_COMPONENTS = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
].map((name) => `@mantine/core/styles/${name}.css`);

// ---- Mantine's ESM build: export name → module → transitive Mantine imports → styles

const indexImports = new Map<string, Map<string, string | null>>();

/** The module a package's index re-exports `name` from (null: from another package, e.g. react-remove-scroll). */
function exportedFrom(pkg: string, name: string): string | null {
  let map = indexImports.get(pkg);
  if (!map) {
    map = new Map();
    const index = join(NODE_MODULES, pkg, 'esm/index.mjs');
    for (const m of readFileSync(index, 'utf8').matchAll(/^import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/gm)) {
      for (const spec of m[1]!.split(',')) {
        const local = spec
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (local) map.set(local, m[2]!.startsWith('.') ? resolve(dirname(index), m[2]!) : null);
      }
    }
    indexImports.set(pkg, map);
  }
  if (!map.has(name)) throw new Error(`${pkg} exports no ${name}`);
  return map.get(name)!;
}

const moduleDeps = new Map<string, string[]>();

/** A Mantine module's imports within Mantine (relative ones, and named imports from @mantine/core). */
function mantineDeps(file: string): string[] {
  let deps = moduleDeps.get(file);
  if (deps) return deps;
  deps = [];
  for (const m of readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s*(\{[^}]*\}|[^;"]*?)\s*from\s*"([^"]+)"/gm,
  )) {
    const [, what = '', spec = ''] = m;
    if (spec.startsWith('.')) deps.push(resolve(dirname(file), spec));
    else if (spec === '@mantine/core' && what.startsWith('{')) {
      for (const name of namesOf(what)) {
        const target = exportedFrom('@mantine/core', name);
        if (target) deps.push(target);
      }
    }
  }
  moduleDeps.set(file, deps);
  return deps;
}

function namesOf(braces: string): string[] {
  return braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!);
}

/** The style sheets the components `names` of `pkg` need, as import specifiers. */
function stylesFor(pkg: string, names: readonly string[]): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const stack = names.map((name) => exportedFrom(pkg, name)).filter((f): f is string => f !== null);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.mjs')) {
      const owner = /node_modules\/(@mantine\/[^/]+)\//.exec(file)![1]!;
      styles.add(
        owner === '@mantine/core' ? `@mantine/core/styles/${basename(file, '.module.mjs')}.css` : `${owner}/styles.css`,
      );
    }
    stack.push(...mantineDeps(file));
  }
  return styles;
}

// ---- the renderer's sources

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT_RE = /^(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm;

interface Source {
  /** Static, non-type imports of other source files (dynamic import() is not followed). */
  imports: string[];
  /** Style sheets imported directly. */
  css: string[];
  /** Styles the Mantine components it imports need. */
  needs: Set<string>;
}

function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
}

function readSource(file: string): Source {
  const source: Source = { imports: [], css: [], needs: new Set() };
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
    const [, , typeOnly, what = '', spec = ''] = m;
    if (typeOnly) continue;
    if (spec.endsWith('.css')) source.css.push(spec);
    else if (spec.startsWith('.')) {
      const target = resolveSource(file, spec);
      if (target && target.startsWith(RENDERER)) source.imports.push(target);
    } else if ((MANTINE_PACKAGES as readonly string[]).includes(spec) && what.startsWith('{')) {
      for (const sheet of stylesFor(spec, namesOf(what))) source.needs.add(sheet);
    }
  }
  return source;
}

const sources = new Map(sourceFiles(RENDERER).map((file) => [file, readSource(file)]));

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(sources.get(file)?.imports ?? []));
  }
  return seen;
}

const entryStyles = sources.get(ENTRY_STYLES)!.css;
const screenStyles = sources.get(SCREEN_STYLES)!.css;
const rel = (file: string) => file.slice(RENDERER.length + 1);

/** Position of a sheet in Mantine's all-in-one file: where its first class is defined. */
function mantineOrder(): (sheet: string) => number {
  const all = readFileSync(join(NODE_MODULES, '@mantine/core/styles.css'), 'utf8');
  return (sheet) => {
    if (!sheet.startsWith('@mantine/core/styles/')) return Number.MAX_SAFE_INTEGER; // other packages: after the core
    const globalIndex = GLOBAL_STYLES.indexOf(sheet);
    if (globalIndex >= 0) return globalIndex - GLOBAL_STYLES.length;
    const text = readFileSync(join(NODE_MODULES, sheet), 'utf8');
    const firstClass = /\.m_[0-9a-f]+/.exec(text)?.[0];
    const at = firstClass ? all.indexOf(firstClass) : -1;
    if (at < 0) throw new Error(`${sheet}: not found in @mantine/core/styles.css`);
    return at;
  };
}

describe('Mantine styles per component', () => {
  it('every Mantine component the renderer imports has its styles imported', () => {
    const imported = new Set([...entryStyles, ...screenStyles]);
    const missing: string[] = [];
    for (const [file, source] of sources)
      for (const sheet of source.needs) if (!imported.has(sheet)) missing.push(`${rel(file)}: ${sheet}`);
    expect(
      missing,
      'add these to src-renderer/app/screen-styles.ts (or styles.ts for the first screen), in Mantine order',
    ).toEqual([]);
  });

  it("the first screen's components find their styles in the entry (app/styles.ts)", () => {
    const closure = staticClosure(join(RENDERER, 'main.tsx'));
    expect(closure.has(ENTRY_STYLES)).toBe(true);
    expect(closure.has(SCREEN_STYLES), "the screens' stylesheet must stay out of the entry").toBe(false);
    const entry = new Set(entryStyles);
    const missing: string[] = [];
    for (const file of closure)
      for (const sheet of sources.get(file)?.needs ?? []) if (!entry.has(sheet)) missing.push(`${rel(file)}: ${sheet}`);
    expect(missing).toEqual([]);
    // Nothing else in the entry imports CSS: one ordered list.
    expect(
      [...closure].filter((file) => file !== ENTRY_STYLES && (sources.get(file)?.css.length ?? 0) > 0).map(rel),
    ).toEqual([]);
  });

  it('the entry starts with the global styles and holds the components others build on', () => {
    expect(entryStyles.slice(0, GLOBAL_STYLES.length)).toEqual(GLOBAL_STYLES);
    expect(SHARED_COMPONENTS.filter((sheet) => !entryStyles.includes(sheet))).toEqual([]);
  });

  it("both lists keep Mantine's order, with no sheet twice", () => {
    const order = mantineOrder();
    for (const list of [entryStyles, screenStyles]) {
      expect(list).toEqual([...list].sort((a, b) => order(a) - order(b)));
      expect(new Set(list).size).toBe(list.length);
    }
    expect(screenStyles.filter((sheet) => entryStyles.includes(sheet))).toEqual([]);
  });

  it('the lazily loaded sheets build only on sheets of the entry', () => {
    // A lazily loaded component that some entry component builds on would load after it and win the cascade.
    const entry = new Set(entryStyles);
    const dependsOnLazy: string[] = [];
    for (const sheet of entryStyles.filter(
      (s) => s.startsWith('@mantine/core/styles/') && !GLOBAL_STYLES.includes(s),
    )) {
      const component = basename(sheet, '.css');
      let needs: Set<string>;
      try {
        needs = stylesFor('@mantine/core', [component]);
      } catch {
        continue; // a sheet without a component of that name (e.g. InlineInput, an internal base)
      }
      for (const dep of needs) if (!entry.has(dep)) dependsOnLazy.push(`${component} → ${dep}`);
    }
    expect(dependsOnLazy).toEqual([]);
  });
});
