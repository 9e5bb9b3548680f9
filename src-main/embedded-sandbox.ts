/**
 * The sandbox embedded in the app: started on first use, in a worker thread of its own (D285), on a random
 * loopback port, with its data in the user-data folder. Main's event loop never parses a request for it: a request
 * body of megabytes holds the sandbox's thread, not the app.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { maskCpfsInText } from '../src-shared/mask';
import { realWorldFromEnv } from '../src-sandbox/real-world/mode';
import type { EmbeddedSandboxPort } from './ports';
import { startThread } from './workers/start-thread';
import type { SandboxThreadMessage, SandboxThreadOptions, SandboxThreadRequest } from './workers/sandbox-thread';

export const EMBEDDED_SANDBOX_KEY = 'sandbox-key-atendente-0001';

/** The sandbox's thread once it listens: where, and which thread (tests check it is not main's). */
export interface SandboxThread {
  url: string;
  threadId: number;
  worker: Worker;
}

export interface EmbeddedSandbox extends EmbeddedSandboxPort {
  /** The running thread, started if it was not (tests, diagnostics). */
  thread(): Promise<SandboxThread>;
}

export function embeddedSandbox(userDataDir: string, log: (line: string) => void): EmbeddedSandbox {
  let running: Promise<SandboxThread> | undefined;
  const options: SandboxThreadOptions = { port: 0, host: '127.0.0.1', dataDir: join(userDataDir, 'sandbox'), realWorld: realWorldFromEnv(process.env.BALCAO_SANDBOX_REAL_WORLD) };
  const thread = () => {
    // Started on first use: Test and Production users never pay for generating the demo world.
    running ??= startSandboxThread(options, log).catch((error: unknown) => {
      running = undefined;
      throw error;
    });
    return running;
  };
  return {
    thread,
    async start() {
      return { url: (await thread()).url, demoKey: EMBEDDED_SANDBOX_KEY };
    },
    async stop() {
      const sandbox = await running?.catch(() => undefined);
      running = undefined;
      if (sandbox) await closeSandboxThread(sandbox.worker);
    },
  };
}

function startSandboxThread(options: SandboxThreadOptions, log: (line: string) => void): Promise<SandboxThread> {
  const worker = startThread('sandbox-thread', options);
  // The app's life is its windows': a sandbox nobody stopped does not keep a test or a script running.
  worker.unref();
  return new Promise((resolve, reject) => {
    let ready = false;
    worker.on('message', (message: SandboxThreadMessage) => {
      if (message.type === 'log') log(`sandbox: ${maskCpfsInText(message.line)}`);
      else if (message.type === 'ready') {
        ready = true;
        resolve({ url: message.url, threadId: message.threadId, worker });
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      log(`sandbox: a thread falhou: ${maskCpfsInText(error.message)}`);
      if (!ready) reject(error);
    });
    worker.on('exit', (code) => {
      if (!ready) reject(new Error(`O sandbox parou antes de começar (código ${code}).`));
    });
  });
}

/** Asks the sandbox to close its server and state (as Ctrl+C does); a thread that does not answer is ended. */
async function closeSandboxThread(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // Waited for: the close is part of the caller's shutdown.
  worker.ref();
  worker.postMessage({ type: 'close' } satisfies SandboxThreadRequest);
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5_000).unref());
  if ((await Promise.race([exited, timeout])) === 'late') await worker.terminate();
}
