/** Starts a real sandbox on a random loopback port with its own data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWorld } from '../../src-sandbox/demo/generate-world';
import type { RunningSandbox } from '../../src-sandbox/running-sandbox';
import { type SandboxOptions, startSandbox } from '../../src-sandbox/server';
import type { DemoWorld } from '../../src-sandbox/world';
import { KEYS, send } from './raw-http';

let sharedWorld: DemoWorld | undefined;

/** The demo world, generated once per test process. */
export function demoWorld(): DemoWorld {
  sharedWorld ??= generateWorld();
  return sharedWorld;
}

export interface SandboxFixture {
  sandbox: RunningSandbox;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<SandboxFixture> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'balcao-sandbox-'));
  const sandbox = await startSandbox({ world: demoWorld(), ...options, dataDir });
  return {
    sandbox,
    dataDir,
    async stop() {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginToken(baseUrl: string, username = 'atendente', password?: string): Promise<string> {
  const user = demoWorld().users.find((u) => u.username === username);
  if (!user) throw new Error(`usuário de demonstração ausente: ${username}`);
  const response = await send(baseUrl, 'op1', {
    key: KEYS.atendente,
    body: {
      predicate: { Username: username, Password: password ?? user.password },
      type: 'usuario',
      queryType: 'autenticacao',
    },
  });
  if (response.status !== 200) throw new Error(`login falhou: ${response.status} ${response.text}`);
  return (response.json as { accessToken: string }).accessToken;
}
