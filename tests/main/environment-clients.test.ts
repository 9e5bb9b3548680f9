/**
 * EnvironmentService keeps one API client per environment and endpoint (building one per call merged axios'
 * defaults every time) and rebuilds it when the settings that make the endpoint change.
 */
import { ContractDriftLog } from '../../src-main/diagnostics/contract-drift-log';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src-main/errors';
import { MemorySecretStore } from '../../src-main/keychain/memory-secret-store';
import { SANDBOX_KEY_BINDING, SubscriptionKeyVault } from '../../src-main/keychain/subscription-key-vault';
import { EnvironmentService } from '../../src-main/services/environment-service';
import { SettingsStore } from '../../src-main/settings/settings-store';

const SANDBOX_URL = 'http://127.0.0.1:4999';
const CPF = '07122628817';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fetch that records what was sent and answers 404 (no body) to everything. */
function recordingFetch() {
  const sent: Array<{ url: string; companyCode: string | null; key: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      companyCode: request.headers.get('CodigoEmpresa'),
      key: request.headers.get('Ocp-Apim-Subscription-Key'),
    });
    return new Response(null, { status: 404 });
  };
  return { fetch, sent };
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-env-'));
  dirs.push(dir);
  const store = new SettingsStore(join(dir, 'settings.json'));
  const secrets = new MemorySecretStore();
  const vault = new SubscriptionKeyVault(secrets, { sandbox: 'sandbox-key-atendente-0001' });
  let sandboxStarts = 0;
  const sandbox = {
    start: async () => {
      sandboxStarts++;
      return { url: SANDBOX_URL, demoKey: 'sandbox-key-atendente-0001' };
    },
    stop: async () => undefined,
  };
  const recording = recordingFetch();
  const environments = new EnvironmentService(
    store,
    vault,
    sandbox,
    recording.fetch,
    new ContractDriftLog(() => new Date()),
  );
  return { store, secrets, vault, environments, sent: recording.sent, sandboxStarts: () => sandboxStarts };
}

/** One Op8 call; its 404 is expected (the recording fetch answers nothing useful): only what was sent matters. */
async function callOp8(client: Awaited<ReturnType<EnvironmentService['client']>>): Promise<void> {
  await expect(client.getCustomer({ path: { idpessoafisica: CPF } })).rejects.toMatchObject({
    kind: 'http',
    status: 404,
  });
}

describe('EnvironmentService clients', () => {
  it('hands out the same client while nothing that makes its endpoint changes', async () => {
    const { store, environments, sent, sandboxStarts } = setup();
    const token = () => 'token-de-teste';
    const first = await environments.client(token);
    expect(await environments.client(token)).toBe(first);
    expect(await environments.client(token, 'sandbox')).toBe(first);
    expect(sandboxStarts()).toBe(1);

    // A change elsewhere (theme, language, another environment) replaces the settings snapshot, not the client.
    store.update({
      theme: 'dark',
      language: 'en',
      environments: { test: { baseUrl: 'https://api-teste.example.com.br' } },
    });
    expect(await environments.client(token)).toBe(first);
    // Reading the file again (same content) keeps it too.
    store.load();
    expect(await environments.client(token)).toBe(first);

    await callOp8(first);
    expect(sent).toEqual([
      {
        url: `${SANDBOX_URL}/experimental/relacionamento-cliente/pos-venda/v1/pessoas-fisicas/${CPF}`,
        companyCode: '1',
        key: 'sandbox-key-atendente-0001',
      },
    ]);
  });

  it('rebuilds the client when the company code, the address or the time limit change', async () => {
    const { store, environments, sent } = setup();
    const token = () => undefined;
    const first = await environments.client(token);

    store.update({ environments: { sandbox: { companyCode: '2' } } });
    const second = await environments.client(token);
    expect(second).not.toBe(first);
    await callOp8(second);
    expect(sent.at(-1)?.companyCode).toBe('2');

    store.update({ requestTimeoutSeconds: 45 });
    const third = await environments.client(token);
    expect(third).not.toBe(second);
    expect(await environments.client(token)).toBe(third);

    // Another environment: its own client, built from its own address; refused while it has none.
    await expect(environments.client(token, 'test')).rejects.toBeInstanceOf(AppError);
    store.update({ environments: { test: { baseUrl: 'https://api-teste.example.com.br/gateway' } } });
    const test = await environments.client(token, 'test');
    expect(test).not.toBe(third);
    // The sandbox's client survived the change to Test.
    expect(await environments.client(token)).toBe(third);
    await expect(test.getCustomer({ path: { idpessoafisica: CPF } })).rejects.toMatchObject({ kind: 'no-key' });
    store.update({ environments: { test: { baseUrl: 'https://outro-host.example.com.br' } } });
    const moved = await environments.client(token, 'test');
    expect(moved).not.toBe(test);
  });

  it("keeps separate clients per token source, so a client never presents another caller's token", async () => {
    const { environments } = setup();
    const session = () => 'token-da-sessao';
    const anonymous = () => undefined;
    const forSession = await environments.client(session);
    const forAnonymous = await environments.client(anonymous);
    expect(forAnonymous).not.toBe(forSession);
    expect(await environments.client(session)).toBe(forSession);
  });

  it('picks up a key set or removed in the app on the next call, without a new client', async () => {
    const { environments, vault, sent } = setup();
    const noToken = () => undefined;
    const client = await environments.client(noToken);
    await callOp8(client);
    await vault.set('sandbox', 'minha-chave-sandbox-9999', SANDBOX_KEY_BINDING);
    await callOp8(client);
    await vault.remove('sandbox');
    await callOp8(client);
    expect(sent.map((s) => s.key)).toEqual([
      'sandbox-key-atendente-0001',
      'minha-chave-sandbox-9999',
      'sandbox-key-atendente-0001',
    ]);
    expect(await environments.client(noToken)).toBe(client);
  });
});
