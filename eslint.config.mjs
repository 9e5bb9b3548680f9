// ESLint 10 flat config.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------
// Who may import whom (D162), by eslint-plugin-boundaries (D382): every file of src-* belongs to the element of
// its folder, and each process may import the elements and the kinds of module (packages, Node built-ins,
// electron) its allow-list below names; anything else is refused, including files that belong to no element
// (tests, scripts, outside the project). The plugin resolves each import first, so `..` detours are judged by
// where they lead. It sees import, export … from, import(), require() and, added below, typeof import() and
// declare module; an import whose target is computed is refused by `no-restricted-syntax` (the plugin cannot see
// it). JavaScript files in src-* are judged too. Tested by tests/lint/boundaries.test.ts.
// ---------------------------------------------------------------------------
const ROOT = dirname(fileURLToPath(import.meta.url));
const { name: PACKAGE_NAME } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const SCRIPTS = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/** The project's folders as elements; the first that holds a file names it (src-shared/node before src-shared). */
const ELEMENTS = {
  'shared-node': 'src-shared/node',
  'shared-ipc': 'src-shared/ipc',
  shared: 'src-shared',
  renderer: 'src-renderer',
  preload: 'src-preload',
  main: 'src-main',
  sandbox: 'src-sandbox',
  resources: 'resources',
};

/** Why a target is refused, whichever process imports it. */
const WHY = {
  builtins: 'Node built-ins belong to the main process, the sandbox and src-shared/node.',
  electron: 'Electron belongs to the main process and the preload.',
  elements: {
    main: 'The main process is reached over IPC (window.api), never imported.',
    renderer: 'Renderer code is UI only: other processes never import it.',
    preload: 'The preload is the bridge, not a library: the shape of window.api is in src-shared/ipc.',
    sandbox: 'The sandbox is a server: only the main process embeds it.',
    'shared-node': 'src-shared/node is Node code: only the main process and the sandbox use it.',
  },
};

/** Each process: the elements its files belong to, those it may import, and which kinds of module. */
const PROCESSES = {
  renderer: {
    elements: ['renderer'],
    may: ['renderer', 'shared', 'shared-ipc'],
    builtins: false,
    electron: false,
    packages: true,
    only: 'The renderer imports its own files, src-shared (but src-shared/node) and packages, nothing else.',
  },
  preload: {
    elements: ['preload'],
    may: ['preload', 'shared-ipc'],
    builtins: false,
    electron: true,
    packages: false,
    only: 'The preload imports electron and src-shared/ipc only: it stays a few lines of named IPC functions.',
  },
  main: {
    elements: ['main'],
    may: ['main', 'shared', 'shared-ipc', 'shared-node', 'sandbox', 'resources'],
    // Files of resources/ that Vite loads with a query (`?raw`, `?asset`): the resolver cannot follow the query.
    withQuery: ['../resources/*\\?*', '../../resources/*\\?*'],
    builtins: true,
    electron: true,
    packages: true,
    only: 'The main process imports its own files, src-shared, the sandbox it embeds, resources/ and packages.',
  },
  sandbox: {
    elements: ['sandbox'],
    may: ['sandbox', 'shared', 'shared-ipc', 'shared-node'],
    builtins: true,
    electron: false,
    packages: true,
    only: 'The sandbox imports its own files, src-shared and packages: it runs alone too, without Electron.',
  },
  shared: {
    elements: ['shared', 'shared-ipc'],
    may: ['shared', 'shared-ipc'],
    builtins: false,
    electron: false,
    packages: true,
    only: 'Shared code imports shared code (but src-shared/node) and packages: it runs in every process.',
  },
  'shared-node': {
    elements: ['shared-node'],
    may: ['shared', 'shared-ipc', 'shared-node'],
    builtins: true,
    electron: false,
    packages: true,
    only: 'src-shared/node imports shared code, Node and packages: the main process and the sandbox both run it.',
  },
};

/** The policies of one process, in the plugin's terms: the last one that matches an import decides. */
function policiesOf({ elements, may, builtins, electron, packages, only, withQuery = [] }) {
  const from = { element: { types: { anyOf: elements } } };
  const refusedElements = Object.keys(ELEMENTS).filter((type) => !may.includes(type));
  return [
    { from, disallow: { to: { element: { isUnknown: true } } }, message: only },
    ...refusedElements.map((type) => ({
      from,
      disallow: { to: { element: { type } } },
      message: WHY.elements[type] ?? only,
    })),
    { from, allow: { to: { element: { types: { anyOf: may } } } } },
    ...withQuery.map((source) => ({ from, allow: { to: { element: { isUnknown: true } }, dependency: { source } } })),
    { from, [packages ? 'allow' : 'disallow']: { to: { module: { origin: 'external' } } }, message: only },
    { from, [builtins ? 'allow' : 'disallow']: { to: { module: { origin: 'core' } } }, message: WHY.builtins },
    {
      from,
      [electron ? 'allow' : 'disallow']: { to: { module: { origin: 'external', source: 'electron' } } },
      message: WHY.electron,
    },
    {
      from,
      disallow: { to: { module: { origin: 'external', source: [PACKAGE_NAME, 'src-*'] } } },
      message: `A project folder is imported by its path relative to this file. ${only}`,
    },
  ];
}

/** Imports the plugin cannot follow: refused, since they could lead anywhere. */
const UNSEEN_IMPORTS = [
  {
    selector: 'ImportExpression[source.type!="Literal"]',
    message: 'Where this import() leads cannot be judged: write the path out as a string (D382).',
  },
  {
    selector: 'CallExpression[callee.name="require"][arguments.0.type!="Literal"]',
    message: 'Where this require() leads cannot be judged: write the path out as a string (D382).',
  },
];

const boundariesConfig = {
  name: 'balcao/boundaries',
  files: [`src-*/**/*.${SCRIPTS}`],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': ROOT,
    'boundaries/elements': Object.entries(ELEMENTS).map(([type, pattern]) => ({ type, pattern, partialMatch: false })),
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    'boundaries/additional-dependency-nodes': [
      { selector: 'TSImportType > Literal', kind: 'typeof', name: 'import-type' },
      // An augmentation of a file by its path; `declare module '*.pem?raw'` declares a pattern, not a file.
      { selector: 'TSModuleDeclaration > Literal[value=/^[.\\/]/]', kind: 'type', name: 'module-augmentation' },
      { selector: 'TSExternalModuleReference > Literal', kind: 'value', name: 'import-equals' },
    ],
    'import/resolver': {
      node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] },
    },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        checkUnknownLocals: true,
        policies: Object.values(PROCESSES).flatMap(policiesOf),
      },
    ],
    'no-restricted-syntax': ['error', ...UNSEEN_IMPORTS],
  },
};

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

  boundariesConfig,

  {
    // Texts live in each feature's messages.ts (D172): a component holds no dictionary of its own. The computed
    // imports refused in every src-* file are repeated here: this block's options replace the earlier ones.
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
        ...UNSEEN_IMPORTS,
      ],
    },
  },

  {
    // Promises are awaited, returned or marked `void` on purpose: a rejection nobody handles is lost, and a
    // promise where a boolean or a callback's `void` is expected is always true or silently dropped. These rules
    // need the types, so they run where a tsconfig covers the file: the processes and the tests.
    name: 'balcao/promises',
    files: ['src-*/**/*.{ts,tsx,mts,cts}', 'tests/**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },

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
