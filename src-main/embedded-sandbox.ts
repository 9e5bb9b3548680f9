/**
 * The sandbox embedded in the app: started on first use, in a worker thread (D285), on a random loopback port,
 * with its data in the user-data folder. Main's event loop never parses a request for it: a request body of
 * megabytes holds the sandbox's thread, not the app. One thread serves every sandbox of the process.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { maskCpfsInText } from '../src-shared/mask';
import { realWorldFromEnv } from '../src-sandbox/real-world/mode';
import type { EmbeddedSandboxPort } from './ports';
import { startThread } from './workers/start-thread';
import type { SandboxThreadMessage, SandboxThreadOptions, SandboxThreadRequest } from './workers/sandbox-thread';

export const EMBEDDED_SANDBOX_KEY = 'sandbox-key-atendente-0001';

/** A sandbox once it listens: where, and on which thread (tests check it is not main's). */
export interface SandboxThread {
  url: string;
  threadId: number;
}

export interface EmbeddedSandbox extends EmbeddedSandboxPort {
  /** The running sandbox, started if it was not (tests, diagnostics). */
  thread(): Promise<SandboxThread>;
}

export function embeddedSandbox(userDataDir: string, log: (line: string) => void): EmbeddedSandbox {
  let running: Promise<SandboxThread & { id: number }> | undefined;
  const options: SandboxThreadOptions = {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(userDataDir, 'sandbox'),
    realWorld: realWorldFromEnv(process.env.BALCAO_SANDBOX_REAL_WORLD),
  };
  const thread = () => {
    // Started on first use: Test and Production users never pay for generating the demo world.
    running ??= host.start(options, log).catch((error: unknown) => {
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
      if (sandbox) await host.close(sandbox.id);
    },
  };
}

/** The thread and the sandboxes it runs for this process. */
const host = new (class SandboxHost {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    {
      ready?: (sandbox: SandboxThread & { id: number }) => void;
      failed?: (error: Error) => void;
      closed?: () => void;
      log: (line: string) => void;
    }
  >();

  start(options: SandboxThreadOptions, log: (line: string) => void): Promise<SandboxThread & { id: number }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { ready: resolve, failed: reject, log });
      this.send({ type: 'start', id, options });
    });
  }

  /** Closes its server and state (as Ctrl+C does). */
  close(id: number): Promise<void> {
    const entry = this.waiting.get(id);
    if (!entry || !this.worker) return Promise.resolve();
    return new Promise((resolve) => {
      entry.closed = resolve;
      this.send({ type: 'close', id });
    });
  }

  private send(request: SandboxThreadRequest): void {
    const worker = (this.worker ??= this.startWorker());
    worker.postMessage(request);
    // Held while a sandbox runs or a close is awaited, as a listening server was when the sandbox ran in main;
    // then let go, so an idle thread keeps no script alive.
    this.holdWhileBusy();
  }

  private holdWhileBusy(): void {
    if (this.waiting.size > 0) this.worker?.ref();
    else this.worker?.unref();
  }

  private startWorker(): Worker {
    const worker = startThread('sandbox-thread', null);
    worker.on('message', (message: SandboxThreadMessage) => {
      const entry = this.waiting.get(message.id);
      if (!entry) return;
      if (message.type === 'log') entry.log(`sandbox: ${maskCpfsInText(message.line)}`);
      else if (message.type === 'ready')
        entry.ready?.({ id: message.id, url: message.url, threadId: message.threadId });
      else if (message.type === 'failed') {
        this.waiting.delete(message.id);
        entry.failed?.(new Error(message.message));
      } else {
        this.waiting.delete(message.id);
        entry.closed?.();
      }
      this.holdWhileBusy();
    });
    const lost = (why: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const entry of this.waiting.values()) {
        entry.log(`sandbox: a thread parou (${maskCpfsInText(why)})`);
        entry.failed?.(new Error(`O sandbox parou: ${why}`));
        entry.closed?.();
      }
      this.waiting.clear();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`código ${code}`));
    return worker;
  }
})();
