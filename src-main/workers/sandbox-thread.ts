/**
 * Worker thread. The embedded sandboxes (src-sandbox/server.ts) run here, not on main's event loop: generating the
 * demo world, parsing a request body of megabytes or answering a load test holds this thread only (D285). One
 * thread per process serves every sandbox main starts (the app has one; the test suite starts many, and loads the
 * sandbox's code once, as it did in main). Main (embedded-sandbox.ts) asks it to start and close them by id; their
 * log lines travel back as messages.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { RunningSandbox } from '../../src-sandbox/running-sandbox';
import { startSandbox, type SandboxOptions } from '../../src-sandbox/server';

/** What main sends and hears (embedded-sandbox.ts). */
export type SandboxThreadOptions = Pick<SandboxOptions, 'port' | 'host' | 'dataDir' | 'realWorld'>;
export type SandboxThreadMessage =
  | { type: 'ready'; id: number; url: string; port: number; threadId: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; id: number; line: string }
  | { type: 'closed'; id: number };
export type SandboxThreadRequest =
  { type: 'start'; id: number; options: SandboxThreadOptions } | { type: 'close'; id: number };

const port = parentPort!;
const post = (message: SandboxThreadMessage) => port.postMessage(message);
const running = new Map<number, Promise<RunningSandbox | undefined>>();

port.on('message', (request: SandboxThreadRequest) => {
  const { id } = request;
  if (request.type === 'start') {
    const started = startSandbox({ ...request.options, log: (line) => post({ type: 'log', id, line }) }).then(
      (sandbox) => {
        post({ type: 'ready', id, url: sandbox.url, port: sandbox.port, threadId });
        return sandbox;
      },
      (error: unknown) => {
        running.delete(id);
        post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
        return undefined;
      },
    );
    running.set(id, started);
    return;
  }
  const sandbox = running.get(id);
  running.delete(id);
  void (sandbox ?? Promise.resolve(undefined)).then((s) => s?.close()).finally(() => post({ type: 'closed', id }));
});
