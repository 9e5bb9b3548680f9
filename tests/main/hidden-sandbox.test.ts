/**
 * Where the IT policy hides the sandbox (hideSandbox, or a policy that cannot
 * be read), the embedded sandbox never starts, whatever the renderer asks:
 * every IPC channel is called with its valid payload, the environment set to
 * the sandbox wherever the payload names one, and the sandbox port counts
 * every start it is asked for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyState } from '../../src-main/policy/it-policy';
import type { EmbeddedSandboxPort } from '../../src-main/ports';
import { type IpcResult, listChannels } from '../../src-shared/ipc';
import { type IpcHarness, startIpcHarness } from '../support/ipc-harness';
import { demoWorld } from '../support/sandbox-fixture';
import { sampleFor } from '../reliability/support/ipc-samples';

const HIDDEN: Record<string, PolicyState> = {
  'hideSandbox: true': { state: 'ok', path: '/etc/balcao/policy.json', policy: { version: 1, hideSandbox: true } },
  'a policy that cannot be read': {
    state: 'broken',
    path: '/etc/balcao/policy.json',
    problem: 'não é um JSON válido.',
    problemEn: 'is not valid JSON.',
  },
};

const harnesses: IpcHarness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
});

/** A sandbox port that records each start instead of listening. */
function countingSandbox(): EmbeddedSandboxPort & { starts: number } {
  const port = {
    starts: 0,
    async start(): Promise<{ url: string; demoKey: string }> {
      port.starts += 1;
      return { url: 'http://127.0.0.1:9', demoKey: 'sandbox-key-atendente-0001' };
    },
    async stop() {},
  };
  return port;
}

/** The payload with every `environment` field pointed at the sandbox. */
function towardSandbox(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  return { ...payload, ...('environment' in payload ? { environment: 'sandbox' } : {}) };
}

describe.each(Object.entries(HIDDEN))('sandbox hidden by %s', (_name, policy) => {
  it('no IPC channel starts it, the connection test and keychain calls for the sandbox included', async () => {
    const sandbox = countingSandbox();
    const h = await startIpcHarness({ policy, sandbox, confirm: () => true });
    harnesses.push(h);
    h.ports.clipboardText.value = 'chave-copiada-0001';
    const api = h.api as unknown as Record<string, Record<string, (input: unknown) => Promise<IpcResult<unknown>>>>;
    // Asking to switch to it is refused too, so the operations below run against a remote environment.
    expect(await h.api.settings.update({ activeEnvironment: 'sandbox' })).toMatchObject({ ok: false });
    const world = demoWorld();
    for (const { domain, name } of listChannels()) {
      const sample = sampleFor(world, domain, name);
      const result = await api[domain]![name]!(towardSandbox(sample.value));
      expect(sandbox.starts, `${domain}.${name}`).toBe(0);
      if (domain === 'settings' && name === 'testConnection')
        expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    await h.login().catch(() => undefined);
    expect(sandbox.starts).toBe(0);
  });
});

describe('sandbox not hidden', () => {
  it('the same connection test starts it (the check above is not vacuous)', async () => {
    const sandbox = countingSandbox();
    const h = await startIpcHarness({ sandbox });
    harnesses.push(h);
    await h.api.settings.testConnection({ environment: 'sandbox' });
    expect(sandbox.starts).toBe(1);
  });
});
