/**
 * The sandbox embedded in the app: started on first use, in this process, on a
 * random loopback port, with its data in the user-data folder.
 */
import { join } from 'node:path';
import { maskCpfsInText } from '../src-shared/mask';
import { type RunningSandbox, startSandbox } from '../src-sandbox/server';
import { realWorldFromEnv } from '../src-sandbox/real-world/mode';
import type { EmbeddedSandboxPort } from './ports';

export const EMBEDDED_SANDBOX_KEY = 'sandbox-key-atendente-0001';

export function embeddedSandbox(userDataDir: string, log: (line: string) => void): EmbeddedSandboxPort {
  let running: Promise<RunningSandbox> | undefined;
  return {
    async start() {
      // Started on first use: Test and Production users never pay for generating the demo world.
      running ??= startSandbox({ port: 0, host: '127.0.0.1', dataDir: join(userDataDir, 'sandbox'), realWorld: realWorldFromEnv(process.env.BALCAO_SANDBOX_REAL_WORLD), log: (line) => log(`sandbox: ${maskCpfsInText(line)}`) });
      try {
        const sandbox = await running;
        return { url: sandbox.url, demoKey: EMBEDDED_SANDBOX_KEY };
      } catch (error) {
        running = undefined;
        throw error;
      }
    },
    async stop() {
      const sandbox = await running?.catch(() => undefined);
      running = undefined;
      await sandbox?.close();
    },
  };
}
