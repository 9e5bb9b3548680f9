/** Settings, subscription keys, app info and CSV export through IPC; the key never crosses it. */
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const p = picks(demoWorld());

/** A loopback port nobody listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
const harnesses: IpcHarness[] = [];
async function harness(options: Parameters<typeof startIpcHarness>[0] = {}) {
  const h = await startIpcHarness(options);
  harnesses.push(h);
  return h;
}
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
});

describe('settings through IPC', () => {
  it('starts on the sandbox with its demo key, and the embedded sandbox answers', async () => {
    const h = await harness();
    const settings = data(await h.api.settings.get());
    expect(settings.activeEnvironment).toBe('sandbox');
    expect(settings.keys.sandbox).toMatchObject({ set: true, lastFour: '0001' });
    expect(data(await h.api.settings.testConnection({ environment: 'sandbox' }))).toMatchObject({ outcome: 'ok' });
    expect(data(await h.api.app.info())).toMatchObject({
      name: 'Balcão',
      activeEnvironment: 'sandbox',
      sandboxUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
  });

  it('saves a valid change and refuses an invalid one without writing anything', async () => {
    const h = await harness();
    const saved = data(
      await h.api.settings.update({
        environments: { test: { baseUrl: 'https://api-teste.seguradora.com.br/', companyCode: '0002' } },
      }),
    );
    expect(saved.environments.test).toEqual({ baseUrl: 'https://api-teste.seguradora.com.br', companyCode: '0002' });
    const file = readFileSync(join(h.userDataDir, 'settings.json'), 'utf8');
    const refused = await h.api.settings.update({
      environments: { production: { baseUrl: 'http://api.seguradora.com.br' } },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(readFileSync(join(h.userDataDir, 'settings.json'), 'utf8')).toBe(file);
  });

  it('reports clearly a connection to an unconfigured, unreachable or key-less environment', async () => {
    const h = await harness();
    expect(data(await h.api.settings.testConnection({ environment: 'production' })).outcome).toBe('not-configured');
    data(
      await h.api.settings.update({ environments: { test: { baseUrl: `http://127.0.0.1:${await closedPort()}` } } }),
    );
    h.ports.clipboardText.value = 'chave-de-teste-123456';
    data(await h.api.keychain.setFromClipboard({ environment: 'test' }));
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('unreachable');
    data(await h.api.keychain.remove({ environment: 'test' }));
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('key-missing');
  });

  it('reports a rejected key (401) against a real service', async () => {
    const h = await harness();
    const url = await h.sandboxUrl();
    data(await h.api.settings.update({ environments: { test: { baseUrl: url } } }));
    h.ports.clipboardText.value = 'chave-que-nao-existe-9999';
    data(await h.api.keychain.setFromClipboard({ environment: 'test' }));
    expect(data(await h.api.settings.testConnection({ environment: 'test' }))).toMatchObject({
      outcome: 'key-rejected',
      httpStatus: 401,
    });
    h.ports.clipboardText.value = 'sandbox-key-consulta-0002';
    data(await h.api.keychain.setFromClipboard({ environment: 'test' }));
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('ok');
  });

  it('switching environment ends the session', async () => {
    const h = await harness();
    await h.login();
    data(await h.api.settings.update({ activeEnvironment: 'test' }));
    expect(data(await h.api.session.current())).toMatchObject({ loggedIn: false, environment: 'test' });
  });
});

describe('subscription keys through IPC', () => {
  it('takes the key from the clipboard, shows only its last four characters, and the key never crosses IPC', async () => {
    const key = 'chave-secreta-do-teste-A1B2C3D4';
    const payloads: string[] = [];
    const h = await harness({
      record: (_direction, channel, payload) => void payloads.push(`${channel} ${JSON.stringify(payload)}`),
    });
    data(await h.api.settings.update({ environments: { production: { baseUrl: 'https://api.seguradora.com.br' } } }));
    h.ports.clipboardText.value = key;
    const status = data(await h.api.keychain.setFromClipboard({ environment: 'production' }));
    expect(status).toMatchObject({ environment: 'production', set: true, lastFour: 'C3D4' });
    expect(h.ports.clipboardText.value).toBe('');
    data(await h.api.keychain.status({ environment: 'production' }));
    data(await h.api.settings.get());
    expect(payloads.length).toBeGreaterThan(0);
    for (const line of payloads) expect(line).not.toContain(key);
    // Nothing the app wrote to disk holds the key (the memory store stands in for the keychain here).
    for (const file of readdirSync(h.userDataDir, { recursive: true, withFileTypes: true })) {
      if (file.isFile()) expect(readFileSync(join(file.parentPath, file.name), 'utf8')).not.toContain(key);
    }
    expect(data(await h.api.keychain.remove({ environment: 'production' }))).toMatchObject({ set: false });
  });

  it('refuses clipboard text that is not a key', async () => {
    const h = await harness();
    data(await h.api.settings.update({ environments: { test: { baseUrl: 'https://api-teste.seguradora.com.br' } } }));
    h.ports.clipboardText.value = 'a b';
    expect(await h.api.keychain.setFromClipboard({ environment: 'test' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(h.ports.clipboardText.value).toBe('a b');
  });
});

describe('CSV export through IPC', () => {
  it('exports the movements to the path the save dialog gives, streams it, and journals it', async () => {
    const target = { path: '' };
    const h = await harness({ savePath: () => target.path });
    target.path = join(h.userDataDir, 'extrato.csv');
    await h.login();
    const path = { idcliente: p.pensionHolder.cliente.cpf, idcertificado: p.pensionCertificate.numeroCertificado };
    const movements = data(await h.api.pension.listFinancialMovements({ path })).data;
    const result = data(await h.api.export.file({ kind: 'movements', format: 'excel-br', path }));
    expect(result).toMatchObject({ fileName: 'extrato.csv', rows: movements.length });
    const text = readFileSync(target.path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(movements.length + 1);
    const entry = data(await h.api.journal.list({ actions: ['export'] })).entries[0]!;
    expect(entry).toMatchObject({ id: result.journalEntryId, status: 'succeeded', result: { rows: movements.length } });
    data(await h.api.app.showInFolder({ journalEntryId: result.journalEntryId }));
    expect(h.ports.shellCalls).toContainEqual({ action: 'showItemInFolder', target: target.path });
  });

  it('a cancelled save dialog writes nothing and says so', async () => {
    const h = await harness({ savePath: () => undefined });
    await h.login();
    const result = await h.api.export.file({ kind: 'history', format: 'rfc4180', filter: {} });
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('only opens allowlisted https pages', async () => {
    const h = await harness();
    expect(await h.api.app.openExternal({ url: 'https://evil.example.com/' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await h.api.app.openExternal({ url: 'http://ajuda.seguradora.invalid/' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(h.ports.shellCalls).toEqual([]);
  });
});
