/**
 * Who may import whom (eslint.config.mjs with eslint-plugin-boundaries; D162, D382), through ESLint's own Node API
 * and the project's config: each process's allow-list, and the ways past it that a rule judging the specifier as
 * written would miss (a `..` detour, `import()`, `typeof import()`, `require()`, a computed target, a .js file).
 * The react-hooks rules and the texts-out-of-components rule ride on the same config and are checked here too.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
let eslint: ESLint;
beforeAll(async () => {
  // The probes are files that do not exist: no tsconfig holds them, so the rules that need types are left out.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
  // The first lint loads the parser, the plugins and the config: once, outside the tests' own time.
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'src-shared/probe.ts') });
}, 120_000);

async function problems(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The rules that judge imports, and parsing errors (no rule id: a probe that does not parse proves nothing). */
const IMPORT_RULES = new Set([null, 'boundaries/dependencies', 'no-restricted-syntax']);
async function importProblems(file: string, code: string): Promise<string[]> {
  return (await problems(file, code)).filter((p) => IMPORT_RULES.has(p.ruleId)).map((p) => p.message);
}

const importOf = (spec: string) => `import '${spec}';\n`;

/** Per process, a file of it and, relative to that file, what it may import and what it may not. */
const ALLOW_LIST = {
  renderer: {
    file: 'src-renderer/probe.ts',
    may: ['./app/App', '../src-shared/cpf', '../src-shared/ipc/api', 'react'],
    mayNot: ['../src-main/index', '../src-preload/index', '../src-sandbox/server', '../src-shared/node/file-system'],
    kinds: ['node:fs', 'fs', 'electron'],
  },
  preload: {
    file: 'src-preload/probe.ts',
    may: ['./index', '../src-shared/ipc/api', 'electron'],
    mayNot: ['../src-shared/cpf', '../src-renderer/main', '../src-main/index'],
    kinds: ['node:fs', 'react'],
  },
  main: {
    file: 'src-main/probe.ts',
    may: [
      './index',
      '../src-shared/cpf',
      '../src-shared/node/file-system',
      '../src-sandbox/server',
      'electron',
      'node:fs',
      'fs',
      'axios',
    ],
    mayNot: ['../src-renderer/main', '../src-preload/index'],
    kinds: [],
  },
  sandbox: {
    file: 'src-sandbox/probe.ts',
    may: ['./server', '../src-shared/cpf', '../src-shared/node/file-system', 'node:fs', 'fastify'],
    mayNot: ['../src-main/index', '../src-renderer/main'],
    kinds: ['electron'],
  },
  shared: {
    file: 'src-shared/probe.ts',
    may: ['./cpf', './ipc/api', 'zod'],
    mayNot: ['./node/file-system', '../src-main/index'],
    kinds: ['node:fs', 'electron'],
  },
  'shared-node': {
    file: 'src-shared/node/probe.ts',
    may: ['./file-system', '../cpf', 'node:fs'],
    mayNot: ['../../src-main/index'],
    kinds: ['electron'],
  },
};

describe('each process imports what its allow-list names, and nothing else', () => {
  it.each(Object.entries(ALLOW_LIST))('%s', async (_process, { file, may, mayNot, kinds }) => {
    for (const spec of may) expect(await importProblems(file, importOf(spec)), spec).toEqual([]);
    for (const spec of [...mayNot, ...kinds, '../tests/support/probe', '../scripts/start.mjs'])
      expect(await importProblems(file, importOf(spec)), spec).toHaveLength(1);
  });

  it('every src-* folder is one of the processes above', () => {
    const folders = readdirSync(ROOT).filter(
      (name) => name.startsWith('src-') && statSync(join(ROOT, name)).isDirectory(),
    );
    expect(folders.sort()).toEqual(['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared']);
  });

  it('the refusal says why', async () => {
    expect(await importProblems('src-renderer/probe.ts', importOf('../src-main/index'))).toEqual([
      'The main process is reached over IPC (window.api), never imported.',
    ]);
  });
});

describe('the ways around the allow-list are refused', () => {
  const RENDERER = 'src-renderer/screens/probe.ts';
  it.each([
    ['a detour through ..', "import '../../src-shared/../src-main/index';\n"],
    ['a detour through a package', "import 'react/../../src-main/index';\n"],
    ['the project folder as a bare name', "import 'src-main/index';\n"],
    ['a dynamic import()', "export const load = () => import('../../src-main/index');\n"],
    ['a typeof import() type', "export type Main = typeof import('../../src-main/index');\n"],
    ['an import() type', "export type Main = import('../../src-main/index').Anything;\n"],
    ['a require()', "export const main = require('../../src-main/index');\n"],
    ['an import = require()', "import main = require('../../src-main/index');\nexport default main;\n"],
    [
      'a module augmentation',
      "declare module '../../src-main/index' {\n  interface Probe {\n    a: 1;\n  }\n}\nexport {};\n",
    ],
    ['a computed import()', "const where = '../../src-main/index';\nexport const load = () => import(where);\n"],
    ['a computed require()', "const where = '../../src-main/index';\nexport const main = require(where);\n"],
  ])('%s', async (_way, code) => {
    expect(await importProblems(RENDERER, code)).not.toEqual([]);
  });

  it.each(['src-renderer/probe.js', 'src-shared/probe.mjs', 'src-preload/probe.cjs'])(
    'a JavaScript file is judged as well: %s',
    async (file) => {
      expect(await importProblems(file, "import '../src-main/index';\n")).not.toEqual([]);
    },
  );

  it('there are no JavaScript files in src-*: no tsconfig would check them', () => {
    const found: string[] = [];
    const walk = (folder: string): void => {
      for (const name of readdirSync(join(ROOT, folder))) {
        const path = `${folder}/${name}`;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else if (/\.(js|jsx|mjs|cjs)$/.test(name)) found.push(path);
      }
    };
    for (const folder of readdirSync(ROOT).filter((name) => name.startsWith('src-'))) walk(folder);
    expect(found).toEqual([]);
  });

  it('the real files that load lazily and read resources/ pass', async () => {
    for (const file of [
      'src-renderer/app/screens.tsx',
      'src-renderer/writes/WriteDialogHost.tsx',
      'src-main/updates/electron-updater-adapter.ts',
    ]) {
      const [result] = await eslint.lintFiles([join(ROOT, file)]);
      expect(result?.messages, file).toEqual([]);
    }
  });
});

describe('the rules of hooks on every renderer file', () => {
  const HOOK_IN_A_CONDITION =
    "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n";

  it.each(['src-renderer/data/probe.ts', 'src-renderer/screens/Probe.tsx'])('%s', async (file) => {
    expect((await problems(file, HOOK_IN_A_CONDITION)).map((p) => p.ruleId)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('texts out of components (D172)', () => {
  const PAIR = "export const word = { 'pt-BR': 'Olá', en: 'Hello' };\n";

  it('a component holding a text pair fails; messages.ts holds it', async () => {
    expect((await problems('src-renderer/screens/customer/Probe.tsx', PAIR)).map((p) => p.ruleId)).toContain(
      'no-restricted-syntax',
    );
    expect(await problems('src-renderer/screens/customer/messages.ts', PAIR)).toEqual([]);
  });

  it('a component still refuses a computed import', async () => {
    const code = "const where = './x';\nexport const load = () => import(where);\n";
    expect(await importProblems('src-renderer/screens/customer/Probe.tsx', code)).not.toEqual([]);
  });
});
