/**
 * Every Mantine package the app depends on that ships a stylesheet has it imported, whole, by the entry's
 * src-renderer/app/styles.ts, the core's first (D647): a component of a package whose styles are missing would
 * render unstyled, and nothing else would notice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

it("imports the stylesheet of every Mantine package with one, the core's first", () => {
  // The renderer is bundled: its packages are devDependencies, the main process's dependencies.
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
  const styled = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name.startsWith('@mantine/'))
    .filter((name) => existsSync(join(ROOT, 'node_modules', name, 'styles.css')));
  const imported = [...readFileSync(join(ROOT, 'src-renderer/app/styles.ts'), 'utf8').matchAll(/^import '([^']+)';$/gm)]
    .map((match) => match[1])
    .filter((path) => path?.startsWith('@mantine/'));
  expect(styled).toContain('@mantine/core');
  expect(new Set(imported)).toEqual(new Set(styled.map((name) => `${name}/styles.css`)));
  expect(imported[0]).toBe('@mantine/core/styles.css');
});
