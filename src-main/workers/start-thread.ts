/**
 * Main process. Starts one of our worker threads (src-main/workers/*-thread.ts) so heavy work runs beside the main
 * event loop instead of on it. In the app the thread's entry is bundled next to main's (electron.vite.config.ts
 * names each one); in plain Node (the test suite, the web harness, tsx) it runs from its TypeScript source through
 * tsx's loader, so every place runs the same code.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The threads we start: each is `src-main/workers/<name>.ts`, bundled as `out/main/<name>.js`. */
export type ThreadName = 'sandbox-thread' | 'kept-lists-thread' | 'journal-index-thread' | 'statement-thread';

export function startThread(name: ThreadName, workerData: unknown): Worker {
  const built = join(__dirname, `${name}.js`);
  if (existsSync(built)) return new Worker(built, { workerData });
  const source = join(__dirname, `${name}.ts`);
  // Resolved from here, not from the working directory: the harness and the tests may run from anywhere.
  const tsx = pathToFileURL(createRequire(__filename).resolve('tsx')).href;
  return new Worker(source, { workerData, execArgv: ['--import', tsx] });
}
