/**
 * The subscription key kept in memory, end to end over real HTTP: a key replaced in the keychain behind the app's
 * back (another Balcão, the OS keychain tool) is picked up when the service refuses the old one. A read is sent
 * once more with the new key; a write (Op1 included) is not (D30), and the next one goes with the new key. The key
 * never shows up in IPC payloads or the log.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionKeyAccount } from '../../../src-main/keychain/subscription-key-vault';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { KEYS } from '../../support/raw-http';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const p = picks(demoWorld());
const ACCOUNT = subscriptionKeyAccount('sandbox');

const harnesses: IpcHarness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
});

async function harness(payloads: string[]): Promise<IpcHarness> {
  const h = await startIpcHarness({
    record: (_direction, _channel, payload) => void payloads.push(JSON.stringify(payload) ?? ''),
  });
  harnesses.push(h);
  return h;
}

/** The vault keeps `stale` (read by the settings screen), while the keychain itself now holds `current`. */
async function staleKeyInMemory(h: IpcHarness, stale: string, current: string): Promise<void> {
  await h.ports.secretStore.set(ACCOUNT, stale);
  expect(data(await h.api.keychain.status({ environment: 'sandbox' })).lastFour).toBe(stale.slice(-4));
  await h.ports.secretStore.set(ACCOUNT, current);
}

describe('subscription key kept in memory', () => {
  it('a read refused for a stale key is sent again once with the key the keychain holds now', async () => {
    const payloads: string[] = [];
    const h = await harness(payloads);
    await h.ports.secretStore.set(ACCOUNT, KEYS.atendente);
    await h.login();
    const before = (await h.sandboxRequests()).length;

    await staleKeyInMemory(h, KEYS.inactive, KEYS.consulta);
    const customer = data(await h.api.customers.getCustomer({ path: { idpessoafisica: p.pensionHolder.cliente.cpf } }));
    expect(customer).toBeTruthy();
    const op8 = (await h.sandboxRequests()).slice(before).filter((r) => r.operation === 'op8');
    expect(op8.map((r) => r.status)).toEqual([401, 200]);

    // From now on the new key is kept: one request per read.
    data(await h.api.customers.getCustomer({ path: { idpessoafisica: p.pensionHolder.cliente.cpf } }));
    expect(
      (await h.sandboxRequests())
        .slice(before)
        .filter((r) => r.operation === 'op8')
        .map((r) => r.status),
    ).toEqual([401, 200, 200]);

    for (const key of Object.values(KEYS)) {
      expect(payloads.some((payload) => payload.includes(key))).toBe(false);
      expect(h.logLines.some((line) => line.includes(key))).toBe(false);
    }
  });

  it('a key the service refuses whatever the keychain says is reported, after one look at the keychain', async () => {
    const h = await harness([]);
    await h.ports.secretStore.set(ACCOUNT, KEYS.atendente);
    await h.login();
    const before = (await h.sandboxRequests()).length;
    await staleKeyInMemory(h, KEYS.inactive, KEYS.inactive);
    const refused = await h.api.customers.getCustomer({ path: { idpessoafisica: p.pensionHolder.cliente.cpf } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'key-rejected', httpStatus: 401 } });
    expect((await h.sandboxRequests()).slice(before).map((r) => r.status)).toEqual([401]);
  });

  it('a write refused for a stale key is not sent again; the next one goes with the new key', async () => {
    const h = await harness([]);
    await staleKeyInMemory(h, KEYS.inactive, KEYS.atendente);
    const before = (await h.sandboxRequests()).length;
    // Op1 (login) is a POST: never resent by the client.
    const refused = await h.api.session.login({ username: 'atendente', password: 'Balcao@2026' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'key-rejected' } });
    expect((await h.sandboxRequests()).slice(before).map((r) => r.status)).toEqual([401]);
    await h.login();
    expect((await h.sandboxRequests()).slice(before).map((r) => r.status)).toEqual([401, 200]);
  });
});
