/**
 * Worker thread. The embedded sandbox (src-sandbox/server.ts) runs here, not on main's event loop: generating the
 * demo world, parsing a request body of megabytes or answering a load test holds this thread only (D285). Main
 * (embedded-sandbox.ts) starts it and asks it to close; the sandbox's own log lines travel back as messages.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { type RunningSandbox, startSandbox, type SandboxOptions } from '../../src-sandbox/server';

/** What main sends and hears (embedded-sandbox.ts). */
export type SandboxThreadOptions = Pick<SandboxOptions, 'port' | 'host' | 'dataDir' | 'realWorld'>;
export type SandboxThreadMessage =
  | { type: 'ready'; url: string; port: number; threadId: number }
  | { type: 'failed'; message: string }
  | { type: 'log'; line: string }
  | { type: 'closed' };
export type SandboxThreadRequest = { type: 'close' };

const port = parentPort!;
const post = (message: SandboxThreadMessage) => port.postMessage(message);
let running: RunningSandbox | undefined;

port.on('message', (request: SandboxThreadRequest) => {
  if (request.type !== 'close') return;
  void (running?.close() ?? Promise.resolve()).finally(() => {
    post({ type: 'closed' });
    port.close();
  });
});

startSandbox({ ...(workerData as SandboxThreadOptions), log: (line) => post({ type: 'log', line }) }).then(
  (sandbox) => {
    running = sandbox;
    post({ type: 'ready', url: sandbox.url, port: sandbox.port, threadId });
  },
  (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
