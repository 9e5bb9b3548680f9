/** Writes survive a restart and a `kill -9` in the middle of a burst; a corrupt state file is reported, never reset. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StateFileError } from '../../src-sandbox/state';
import { bundledScript } from '../support/bundled-script';
import { send } from '../support/raw-http';
import { demoWorld, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

const world = demoWorld();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-persist-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the real CLI in a child process and resolves with its URL once it prints it. */
export function startCli(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [bundledScript('src-sandbox/cli.ts'), ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`o sandbox não iniciou: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox do Balcão em (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`o sandbox saiu com ${code}: ${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

describe('persistence', () => {
  it('keeps every write across a restart', async () => {
    const dataDir = tempDir();
    const first = await startTestSandbox({ dataDir });
    const v = validRequests(world, '');
    const claim = (await send(first.sandbox.url, 'op3', v.op3)).json as { protocolo: string };
    expect((await send(first.sandbox.url, 'op4', v.op4)).status).toBe(201);
    const movementsBefore = ((await send(first.sandbox.url, 'op12', v.op12)).json as unknown[]).length;
    await first.stop();

    const second = await startTestSandbox({ dataDir });
    try {
      expect(second.sandbox.store.current.claimNotices.map((c) => c.protocolo)).toContain(claim.protocolo);
      expect(((await send(second.sandbox.url, 'op12', v.op12)).json as unknown[]).length).toBe(movementsBefore);
      const next = (await send(second.sandbox.url, 'op3', v.op3)).json as { protocolo: string };
      expect(next.protocolo).not.toBe(claim.protocolo);
    } finally {
      await second.stop();
    }
  });

  it("keeps the signer's CPF (responsavel.cpf of Op2/Op6) masked, in memory, on disk and in a file written before", async () => {
    const dataDir = tempDir();
    const first = await startTestSandbox({ dataDir });
    const v = validRequests(world, '');
    const cpf = (v.op2.body as { responsavel: { cpf: string } }).responsavel.cpf;
    expect((await send(first.sandbox.url, 'op2', v.op2)).status).toBe(201);
    const file = join(dataDir, 'sandbox-state.json');
    expect(first.sandbox.store.current.signatures.at(-1)?.responsavelCpf).toBe(
      `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
    );
    expect(JSON.stringify(first.sandbox.store.current)).not.toContain(cpf);
    expect(readFileSync(file, 'utf8')).not.toContain(cpf);
    await first.stop();

    // A state file from before this rule: its CPFs are masked when it is read, and on the next write to disk.
    const old = JSON.parse(readFileSync(file, 'utf8')) as { signatures: Array<{ responsavelCpf: string }> };
    old.signatures[0]!.responsavelCpf = cpf;
    writeFileSync(file, JSON.stringify(old));
    const second = await startTestSandbox({ dataDir });
    try {
      expect(JSON.stringify(second.sandbox.store.current)).not.toContain(cpf);
      expect((await send(second.sandbox.url, 'op3', v.op3)).status).toBe(201);
      expect(readFileSync(file, 'utf8')).not.toContain(cpf);
      expect(second.sandbox.store.current.signatures[0]?.responsavelCpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    } finally {
      await second.stop();
    }
  });

  it('reports a corrupt state file clearly and leaves it untouched', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'sandbox-state.json');
    writeFileSync(file, '{"format":"balcao-sandbox-state","version":1,"seed":');
    await expect(startTestSandbox({ dataDir })).rejects.toThrow(StateFileError);
    await expect(startTestSandbox({ dataDir })).rejects.toThrow(/corrompido.*--reset-data/s);
    expect(readFileSync(file, 'utf8')).toBe('{"format":"balcao-sandbox-state","version":1,"seed":');
  });

  it('refuses a state file made with another seed', async () => {
    const dataDir = tempDir();
    const first = await startTestSandbox({ dataDir });
    await first.stop();
    await expect(startTestSandbox({ dataDir, seed: 1, world })).rejects.toThrow(/semente/);
  });

  it('--reset-data sets the old file aside and starts afresh', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'sandbox-state.json'), 'lixo');
    const fx = await startTestSandbox({ dataDir, resetData: true });
    await fx.stop();
    expect(readdirSync(dataDir).some((f) => f.endsWith('.bak'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dataDir, 'sandbox-state.json'), 'utf8')).claimNotices).toEqual([]);
  });

  it('survives kill -9 during a burst of writes: state readable, every acknowledged write present once', async () => {
    const dataDir = tempDir();
    const acknowledged: string[] = [];
    const v = validRequests(world, '');
    for (let round = 0; round < 3; round++) {
      const { child, url } = await startCli(['--port', '0', '--data', dataDir, '--quiet']);
      const burst = Array.from({ length: 40 }, async () => {
        try {
          const response = await send(url, 'op3', v.op3);
          if (response.status === 201) acknowledged.push((response.json as { protocolo: string }).protocolo);
        } catch {
          // Connection cut by the kill: outcome unknown, not acknowledged.
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(Math.random() * 60)));
      child.kill('SIGKILL');
      await Promise.all(burst);
      await exited(child);
      const state = JSON.parse(readFileSync(join(dataDir, 'sandbox-state.json'), 'utf8')) as {
        claimNotices: Array<{ protocolo: string }>;
      };
      const stored = state.claimNotices.map((c) => c.protocolo);
      expect(new Set(stored).size, 'no write stored twice').toBe(stored.length);
      for (const protocol of acknowledged) expect(stored).toContain(protocol);
    }
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp')).length).toBeLessThanOrEqual(3);
  }, 90_000);
});

describe('the CLI', () => {
  it('prints its URL, serves the reference, and stops cleanly on SIGTERM', async () => {
    const { child, url, output } = await startCli(['--port', '0', '--memory']);
    const docs = await fetch(`${url}/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('OP12');
    const openapi = (await (await fetch(`${url}/openapi.json`)).json()) as {
      openapi: string;
      servers: Array<{ url: string }>;
    };
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.servers[0]!.url).toBe(url);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('encerrando');
  }, 30_000);

  it('exits with a clear message when the state file is corrupt', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'sandbox-state.json'), '{');
    await expect(startCli(['--port', '0', '--data', dataDir])).rejects.toThrow(/saiu com 2.*corrompido/s);
  }, 30_000);

  it('binds to loopback by default', async () => {
    const { child, url } = await startCli(['--port', '0', '--memory', '--quiet']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    child.kill('SIGTERM');
    await exited(child);
  }, 30_000);
});
