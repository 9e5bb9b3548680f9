import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * electron-vite build for the three Electron processes, with the project's
 * own folder names (src-main, src-preload, src-renderer) instead of the
 * template's src/{main,preload,renderer}.
 *
 * electron-vite 6 runs on Vite 8 / Rolldown: `build.rolldownOptions` is the
 * current name of `build.rollupOptions`. electron-vite's presets read (and
 * then overwrite `rollupOptions` with) `rolldownOptions`, so the options
 * below MUST live under `rolldownOptions` or they are silently dropped.
 *
 * main and preload are emitted as CommonJS because package.json has no
 * "type" field (keep it that way: a sandboxed preload has to be CJS).
 */

const root = __dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // Runtime `dependencies` stay external and are required from node_modules
      // (keytar is a native addon and can never be bundled). Code from
      // src-shared/ and src-sandbox/ (e.g. the embedded Fastify sandbox) is
      // bundled through ordinary relative imports; fastify/zod/axios themselves
      // are externalized as package.json `dependencies`.
      externalizeDeps: { include: ['keytar'] },
      rolldownOptions: {
        // Each worker thread's entry beside main's: src-main/workers/start-thread.ts starts it from here.
        input: {
          index: resolve(root, 'src-main/index.ts'),
          'sandbox-thread': resolve(root, 'src-main/workers/sandbox-thread.ts'),
          'kept-lists-thread': resolve(root, 'src-main/workers/kept-lists-thread.ts'),
          'journal-index-thread': resolve(root, 'src-main/workers/journal-index-thread.ts'),
          'statement-thread': resolve(root, 'src-main/workers/statement-thread.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload can only `require('electron')` (and a few
      // polyfilled builtins): everything else has to be inlined.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src-preload/index.ts') },
        output: {
          format: 'cjs',
          entryFileNames: '[name].js',
          // One file, no chunks: equivalent of Rollup's `inlineDynamicImports: true`
          // (deprecated in Rolldown in favour of `codeSplitting: false`).
          codeSplitting: false,
        },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html') },
        output: {
          // Everything the first screen statically imports in one chunk (with
          // the entry): left to itself, Rolldown splits the modules the entry
          // shares with lazily loaded screens (React, Mantine's core) into
          // several common chunks, each one more request (one more protocol
          // handler call in Electron) before the first screen can run. The
          // lazily loaded screens import what they share from this chunk.
          // `$initial`: statically imported from the entry, so nothing lazy
          // is pulled in (tests/budgets/initial-js.test.ts).
          codeSplitting: {
            groups: [{ name: 'shell', tags: ['$initial'] }],
          },
        },
      },
    },
  },
});
