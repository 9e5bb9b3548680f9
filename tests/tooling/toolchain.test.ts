/**
 * The supported toolchain (D139): Node 24 LTS for development and CI, the
 * same major as the Node inside the chosen Electron, and the Node types the
 * main and preload code are typechecked with.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const require = createRequire(import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const major = (range: string) => Number(/(\d+)/.exec(range)?.[1]);

describe('toolchain', () => {
  const pkg = json(join(ROOT, 'package.json')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  const electron = json(require.resolve('electron/package.json')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const typesNode = json(require.resolve('@types/node/package.json')) as { version: string };

  it('Node 24 for development: engines and .nvmrc agree', () => {
    expect(major(pkg.engines.node)).toBe(24);
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe('24');
  });

  it('main and preload are typechecked against the Node inside the chosen Electron (its own @types/node major)', () => {
    const electronNodeMajor = major(electron.dependencies['@types/node'] ?? '');
    expect(electronNodeMajor).toBe(24);
    expect(major(typesNode.version)).toBe(electronNodeMajor);
    expect(major(pkg.devDependencies['@types/node'] ?? '')).toBe(electronNodeMajor);
  });
});
