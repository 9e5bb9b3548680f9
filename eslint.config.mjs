// ESLint 10 flat config.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------
// Who may import whom (D162). Each process folder gets one `no-restricted-imports`
// entry (flat config replaces a rule's options, it never merges them), built from
// the patterns below. The core rule checks `import type` and `export … from` too.
// Specifiers are matched as written: `(^|/)src-main(/|$)` is any relative path into
// src-main. Tested by tests/lint/boundaries.test.ts.
// ---------------------------------------------------------------------------
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folder = (path) => `(^|/)${escape(path)}(/|$)`;

const NODE_BUILTINS = {
  regex: `^(node:.*|(${builtinModules.map(escape).join('|')})(/.*)?)$`,
  message: 'Node built-ins belong to the main process, the sandbox and src-shared/node.',
};
const ELECTRON = { regex: '^electron(/.*)?$', message: 'Electron belongs to the main process and the preload.' };
const MAIN = { regex: folder('src-main'), message: 'The main process is reached over IPC (window.api), never imported.' };
const RENDERER = { regex: folder('src-renderer'), message: 'Renderer code is UI only: other processes never import it.' };
const PRELOAD = { regex: folder('src-preload'), message: 'The preload is the bridge, not a library: the shape of window.api is in src-shared/ipc.' };
const SANDBOX = { regex: folder('src-sandbox'), message: 'The sandbox is a server: only the main process embeds it.' };
const SHARED_NODE = { regex: folder('src-shared/node'), message: 'src-shared/node is Node code: only the main process and the sandbox use it.' };
/** From src-shared/<any>/…: `./node`, `../node`, `../../node` all reach src-shared/node (no other folder is called node). */
const SHARED_NODE_FROM_SHARED = { regex: '^(\\./|(\\.\\./)+)node(/|$)', message: SHARED_NODE.message };
/** The preload: electron, its own files and src-shared/ipc, nothing else. */
const PRELOAD_ONLY = {
  regex: '^(?!(electron|\\./.*|(\\.\\./)+src-shared/ipc(/.*)?)$)',
  message: 'The preload imports electron and src-shared/ipc only: it stays a few lines of named IPC functions.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((pattern) => ({ ...pattern, caseSensitive: true })) }],
});

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
        { selector: "CallExpression[callee.name='defineMessages']", message: "Texts go in the folder's messages.ts (D172), not in a component." },
        { selector: "ObjectExpression > Property[key.value='pt-BR']", message: "A pt-BR/English text pair goes in the folder's messages.ts (D172), not in a component." },
      ],
    },
  },

  { name: 'balcao/boundaries/renderer', files: ['src-renderer/**/*.{ts,tsx,mts,cts}'], rules: restrict(NODE_BUILTINS, ELECTRON, MAIN, PRELOAD, SANDBOX, SHARED_NODE) },
  { name: 'balcao/boundaries/preload', files: ['src-preload/**/*.{ts,tsx,mts,cts}'], rules: restrict(PRELOAD_ONLY) },
  { name: 'balcao/boundaries/main', files: ['src-main/**/*.{ts,tsx,mts,cts}'], rules: restrict(RENDERER, PRELOAD) },
  { name: 'balcao/boundaries/sandbox', files: ['src-sandbox/**/*.{ts,tsx,mts,cts}'], rules: restrict(ELECTRON, MAIN, RENDERER, PRELOAD) },
  {
    name: 'balcao/boundaries/shared',
    files: ['src-shared/**/*.{ts,tsx,mts,cts}'],
    ignores: ['src-shared/node/**'],
    rules: restrict(NODE_BUILTINS, ELECTRON, MAIN, RENDERER, PRELOAD, SANDBOX, SHARED_NODE, SHARED_NODE_FROM_SHARED),
  },
  { name: 'balcao/boundaries/shared-node', files: ['src-shared/node/**/*.{ts,tsx,mts,cts}'], rules: restrict(ELECTRON, MAIN, RENDERER, PRELOAD, SANDBOX) },

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
