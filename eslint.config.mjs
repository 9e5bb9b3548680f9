// ESLint 10 flat config.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import balcao from './eslint-rules/boundaries.mjs';

// ---------------------------------------------------------------------------
// Who may import whom (D162), judged by where each import leads (D200): the local rule `balcao/boundaries`
// (eslint-rules/boundaries.mjs) resolves every specifier against the importing file (`./`, `..` and the
// like collapse first) and checks the folder it lands in against the process's allow-list below. Every form
// counts: import, import type, export … from, import(), typeof import(), require(), import x = require(),
// declare module, /// <reference>, import.meta.glob, new URL(…, import.meta.url); a target it cannot see (a
// computed import) is refused. It applies to every script in src-*, JavaScript included (there is none: a
// test keeps it so, since no tsconfig checks it). Tested by tests/lint/boundaries.test.ts.
// ---------------------------------------------------------------------------
const ROOT = dirname(fileURLToPath(import.meta.url));
const { name: PACKAGE_NAME } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const SCRIPTS = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/** Why a target is refused, whichever process imports it. */
const WHY = {
  builtins: 'Node built-ins belong to the main process, the sandbox and src-shared/node.',
  electron: 'Electron belongs to the main process and the preload.',
  folders: {
    'src-main': 'The main process is reached over IPC (window.api), never imported.',
    'src-renderer': 'Renderer code is UI only: other processes never import it.',
    'src-preload': 'The preload is the bridge, not a library: the shape of window.api is in src-shared/ipc.',
    'src-sandbox': 'The sandbox is a server: only the main process embeds it.',
    'src-shared/node': 'src-shared/node is Node code: only the main process and the sandbox use it.',
  },
};

/** Each process: the project folders it may import from (but `except`), and which kinds of package. */
const PROCESSES = {
  renderer: {
    files: ['src-renderer'],
    folders: ['src-renderer', 'src-shared'],
    except: ['src-shared/node'],
    builtins: false,
    electron: false,
    packages: true,
    only: 'The renderer imports its own files, src-shared (but src-shared/node) and packages, nothing else.',
  },
  preload: {
    files: ['src-preload'],
    folders: ['src-preload', 'src-shared/ipc'],
    builtins: false,
    electron: true,
    packages: false,
    only: 'The preload imports electron and src-shared/ipc only: it stays a few lines of named IPC functions.',
  },
  main: {
    files: ['src-main'],
    folders: ['src-main', 'src-shared', 'src-sandbox', 'resources'],
    builtins: true,
    electron: true,
    packages: true,
    only: 'The main process imports its own files, src-shared, the sandbox it embeds, resources/ and packages.',
  },
  sandbox: {
    files: ['src-sandbox'],
    folders: ['src-sandbox', 'src-shared'],
    builtins: true,
    electron: false,
    packages: true,
    only: 'The sandbox imports its own files, src-shared and packages: it runs alone too, without Electron.',
  },
  shared: {
    files: ['src-shared'],
    ignores: ['src-shared/node'],
    folders: ['src-shared'],
    except: ['src-shared/node'],
    builtins: false,
    electron: false,
    packages: true,
    only: 'Shared code imports shared code (but src-shared/node) and packages: it runs in every process.',
  },
  'shared-node': {
    files: ['src-shared/node'],
    folders: ['src-shared'],
    builtins: true,
    electron: false,
    packages: true,
    only: 'src-shared/node imports shared code, Node and packages: the main process and the sandbox both run it.',
  },
};

const boundaries = Object.entries(PROCESSES).map(([name, { files, ignores, ...policy }]) => ({
  name: `balcao/boundaries/${name}`,
  files: files.map((folder) => `${folder}/**/*.${SCRIPTS}`),
  ...(ignores ? { ignores: ignores.map((folder) => `${folder}/**`) } : {}),
  plugins: { balcao },
  rules: { 'balcao/boundaries': ['error', { root: ROOT, packageName: PACKAGE_NAME, why: WHY, ...policy }] },
}));

export default defineConfig([
  globalIgnores([
    'out/',
    'dist/',
    'node_modules/',
    'docs/',
    'resources/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.sandbox-data/',
    'bench/out/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'balcao/node',
    files: ['**/*.{ts,mts,cts,js,mjs,cjs}'],
    ignores: ['src-renderer/**'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },

  {
    // CommonJS by necessity (electron-builder hooks are require()d).
    name: 'balcao/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    name: 'balcao/renderer',
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser },
    },
  },

  {
    ...reactHooks.configs.flat.recommended,
    name: 'balcao/react-hooks',
    files: ['src-renderer/**/*.{ts,tsx}'],
  },

  {
    // Texts live in each feature's messages.ts (issue 16, D172): a component holds no dictionary of its own.
    name: 'balcao/messages-out-of-components',
    files: ['src-renderer/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='defineMessages']",
          message: "Texts go in the folder's messages.ts (D172), not in a component.",
        },
        {
          selector: "ObjectExpression > Property[key.value='pt-BR']",
          message: "A pt-BR/English text pair goes in the folder's messages.ts (D172), not in a component.",
        },
      ],
    },
  },

  ...boundaries,

  {
    name: 'balcao/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
]);
