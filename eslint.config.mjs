// ESLint 10 flat config.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src-renderer/**/*.tsx'],
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
