/**
 * Subscription keys in the OS keychain. The "real keychain" block talks to the
 * actual Secret Service (npm test provides one through dbus-run-session +
 * gnome-keyring); without one it is skipped with the reason, except on CI with
 * dbus-run-session installed, where it must run (and fails instead).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../src-main/keychain/memory-secret-store';
import { keychainFailureReason, KeytarSecretStore } from '../../src-main/keychain/keytar-secret-store';
import { InvalidSubscriptionKeyError, KeychainUnavailableError } from '../../src-main/errors';
import type { SecretStore } from '../../src-main/keychain/secret-store';
import {
  SANDBOX_KEY_BINDING,
  subscriptionKeyAccount,
  SubscriptionKeyVault,
  validateSubscriptionKey,
} from '../../src-main/keychain/subscription-key-vault';
import type { Environment } from '../../src-shared/settings-schema';
import { fixture, runFixture } from './fixtures/child';
import type { ErrorWords } from '../../src-shared/words/error-codes';
import { sayWords } from '../../src-shared/words/error-words';

/** The origin each environment's keys are bound to in these tests (D71), and a key as the vault stores it. */
const B = (env: Environment) => (env === 'sandbox' ? SANDBOX_KEY_BINDING : `https://api-${env}.example.com.br`);
const bound = (key: string, env: Environment) => JSON.stringify({ origin: B(env), key });

const onPath = (cmd: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, cmd)));

/** Unique per run, so parallel or aborted runs never see each other's entries. */
const SERVICE = `Balcão-test-${process.pid}-${Date.now().toString(36)}`;
const realStore = new KeytarSecretStore({ service: SERVICE });

/** Why the real keychain cannot be tested here, or undefined when it can (answers reads AND accepts writes). */
async function realKeychainProblem(): Promise<string | undefined> {
  const probe = await realStore.probe();
  if (!probe.available) return probe.reason;
  try {
    await realStore.set('write-check', 'write-check-secret');
    await realStore.delete('write-check');
    return undefined;
  } catch (error) {
    return error instanceof KeychainUnavailableError ? error.reason : String(error);
  }
}

const keychainProblem = await realKeychainProblem();
const ciMustProveKeychain = Boolean(process.env.CI) && onPath('dbus-run-session');
const skipReal = keychainProblem !== undefined && !ciMustProveKeychain;

/** Every account any test may have written under SERVICE. */
const usedAccounts = new Set<string>(['write-check']);
afterAll(async () => {
  if (keychainProblem !== undefined) return;
  for (const account of usedAccounts) await realStore.delete(account);
});

/** A keychain that is never there (no Secret Service): the port's contract for that case. */
class UnavailableStore implements SecretStore {
  calls = 0;
  constructor(private readonly reason = 'Nenhum chaveiro do sistema está disponível nesta sessão.') {}
  private fail(): never {
    this.calls++;
    throw new KeychainUnavailableError(this.reason);
  }
  async get(): Promise<string | null> {
    return this.fail();
  }
  async set(): Promise<void> {
    this.fail();
  }
  async delete(): Promise<boolean> {
    return this.fail();
  }
}

/** Reads work but writes are refused: a locked collection with no one to unlock it. */
class LockedStore extends MemorySecretStore {
  override async set(): Promise<void> {
    throw new KeychainUnavailableError(
      keychainFailureReason(new Error('Cannot create an item in a locked collection')),
    );
  }
}

describe.skipIf(skipReal)(
  `real keychain (service "${SERVICE}")${skipReal ? ` — skipped: ${keychainProblem}` : ''}`,
  () => {
    it('answers reads and accepts writes', () => {
      expect(
        keychainProblem,
        'no usable Secret Service (on CI the tests must run inside dbus-run-session)',
      ).toBeUndefined();
    });

    it('keytar store: set, get, replace, delete', async () => {
      usedAccounts.add('round-trip');
      expect(await realStore.get('round-trip')).toBeNull();
      await realStore.set('round-trip', 'primeiro-segredo');
      expect(await realStore.get('round-trip')).toBe('primeiro-segredo');
      await realStore.set('round-trip', 'segundo-segredo');
      expect(await realStore.get('round-trip')).toBe('segundo-segredo');
      expect(await realStore.delete('round-trip')).toBe(true);
      expect(await realStore.get('round-trip')).toBeNull();
      expect(await realStore.delete('round-trip')).toBe(false);
    });

    // keytar 7.9.0 (before D130) and @github/keytar share the same native code: on Linux a libsecret item with schema
    // org.freedesktop.Secret.Generic, attributes service/account, label "service/account". secret-tool files one
    // exactly so, as the old build did, and reads back what the current one files.
    it.skipIf(!onPath('secret-tool') && !ciMustProveKeychain)(
      'reads entries filed as keytar 7.9.0 filed them, and files new ones the same way (D130)',
      async () => {
        usedAccounts.add('subscription-key:production').add('filed-by-current');
        const old = bound('chave-de-antes-7777', 'production');
        const store = spawnSync(
          'secret-tool',
          [
            'store',
            `--label=${SERVICE}/subscription-key:production`,
            'xdg:schema',
            'org.freedesktop.Secret.Generic',
            'service',
            SERVICE,
            'account',
            'subscription-key:production',
          ],
          { input: old, encoding: 'utf8' },
        );
        expect(store.status, store.stderr).toBe(0);
        expect(
          await new SubscriptionKeyVault(new KeytarSecretStore({ service: SERVICE })).get(
            'production',
            B('production'),
          ),
        ).toBe('chave-de-antes-7777');

        await realStore.set('filed-by-current', 'segredo-novo-1234');
        const lookup = spawnSync(
          'secret-tool',
          ['lookup', 'xdg:schema', 'org.freedesktop.Secret.Generic', 'service', SERVICE, 'account', 'filed-by-current'],
          {
            encoding: 'utf8',
          },
        );
        expect(lookup.status, lookup.stderr).toBe(0);
        expect(lookup.stdout).toBe('segredo-novo-1234');
        await realStore.delete('subscription-key:production');
        await realStore.delete('filed-by-current');
      },
    );

    it('probe reports available', async () => {
      expect(await realStore.probe()).toEqual({ available: true });
    });

    it('vault: status, set, replace, remove, and the key survives a new vault (an app restart)', async () => {
      usedAccounts.add(subscriptionKeyAccount('test'));
      const vault = new SubscriptionKeyVault(realStore);
      expect(await vault.status('test', B('test'))).toEqual({
        set: false,
        usingDefault: false,
        storage: 'keychain',
        keychainAvailable: true,
      });

      await vault.set('test', '  chave-de-teste-AAAA1111  ', B('test'));
      expect(await vault.status('test', B('test'))).toEqual({
        set: true,
        lastFour: '1111',
        usingDefault: false,
        storage: 'keychain',
        keychainAvailable: true,
      });
      // It is in the OS keychain itself, trimmed, under the documented account name.
      expect(await realStore.get('subscription-key:test')).toBe(bound('chave-de-teste-AAAA1111', 'test'));

      await vault.set('test', 'chave-de-teste-BBBB2222', B('test'));
      const afterRestart = new SubscriptionKeyVault(new KeytarSecretStore({ service: SERVICE }));
      expect(await afterRestart.get('test', B('test'))).toBe('chave-de-teste-BBBB2222');
      expect((await afterRestart.status('test', B('test'))).lastFour).toBe('2222');

      expect(await afterRestart.remove('test')).toBe(true);
      expect(await afterRestart.status('test', B('test'))).toMatchObject({ set: false, storage: 'keychain' });
      expect(await realStore.get('subscription-key:test')).toBeNull();
      expect(await afterRestart.remove('test')).toBe(false);
    });

    it('vault: the sandbox default applies until a key is stored, and again after it is removed', async () => {
      usedAccounts.add(subscriptionKeyAccount('sandbox'));
      const vault = new SubscriptionKeyVault(realStore, { sandbox: 'demo-key-sandbox-0001' });
      expect(await vault.status('sandbox', B('sandbox'))).toMatchObject({
        set: true,
        usingDefault: true,
        lastFour: '0001',
      });
      expect(await vault.get('sandbox', B('sandbox'))).toBe('demo-key-sandbox-0001');
      await vault.set('sandbox', 'minha-chave-sandbox-9999', B('sandbox'));
      expect(await vault.status('sandbox', B('sandbox'))).toMatchObject({
        set: true,
        usingDefault: false,
        lastFour: '9999',
        storage: 'keychain',
      });
      await vault.remove('sandbox');
      expect(await vault.get('sandbox', B('sandbox'))).toBe('demo-key-sandbox-0001');
      // Defaults are per environment: production has none.
      expect(await vault.status('production', B('production'))).toMatchObject({ set: false, usingDefault: false });
    });
  },
);

describe('without a keychain', () => {
  it('keytar with D-Bus pointing to a missing socket: probe says unavailable, the vault keeps the key in session memory only, and nothing on disk holds it', async () => {
    const home = mkdtempSync(join(tmpdir(), 'balcao-nokeychain-'));
    try {
      const userData = join(home, '.config', 'Balcão');
      const key = `chave-secreta-${process.pid}-${Date.now()}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        XDG_DATA_HOME: join(home, '.local', 'share'),
        XDG_CACHE_HOME: join(home, '.cache'),
        DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(home, 'no-such-bus')}`,
        BALCAO_TEST_KEY: key,
      };
      delete env.DISPLAY; // no X11 autolaunch of a bus either
      const run = await runFixture(fixture('keychain-fallback.ts'), [SERVICE, userData], env);
      expect(run.code, run.stderr).toBe(0);
      const seen = JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;

      expect(seen.probe).toMatchObject({ available: false });
      expect(String(seen.probe!.reason)).toMatch(/chaveiro do sistema/);
      expect(seen.before).toMatchObject({ set: false, storage: 'session-memory', keychainAvailable: false });
      expect(seen.after).toMatchObject({
        set: true,
        lastFour: key.slice(-4),
        storage: 'session-memory',
        keychainAvailable: false,
      });
      expect(String(seen.after!.keychainProblem)).toMatch(/chaveiro/);
      expect(seen.sandbox).toMatchObject({ set: true, usingDefault: true, lastFour: '0001' });
      expect(seen.getReturnsKey).toBe(true);

      // The app wrote its files (settings, journal) in user data; none of them, nor anything else under HOME, holds the key.
      expect(existsSync(join(userData, 'settings.json'))).toBe(true);
      const files = listFiles(home);
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const file of files) expect(readFileSync(file).includes(key), file).toBe(false);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('a keytar that cannot be loaded counts as an unavailable keychain', async () => {
    const require = createRequire(import.meta.url);
    const store = new KeytarSecretStore({
      service: SERVICE,
      load: async () => require('balcao-no-such-native-module'),
    });
    const probe = await store.probe();
    expect(probe.available).toBe(false);
    expect(probe.available === false && probe.reason).toMatch(/não pôde ser carregado/);
    await expect(store.get('x')).rejects.toBeInstanceOf(KeychainUnavailableError);
    const vault = new SubscriptionKeyVault(store);
    await vault.set('production', 'chave-producao-1234', B('production'));
    expect(await vault.status('production', B('production'))).toMatchObject({
      set: true,
      storage: 'session-memory',
      keychainAvailable: false,
    });
  });

  it('maps the usual libsecret/D-Bus failures to pt-BR reasons', () => {
    expect(keychainFailureReason(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY'))).toMatch(
      /^Nenhum chaveiro do sistema/,
    );
    expect(
      keychainFailureReason(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
    ).toMatch(/^Nenhum chaveiro do sistema/);
    expect(keychainFailureReason(new Error('Cannot create an item in a locked collection'))).toMatch(/bloqueado/);
    expect(keychainFailureReason(new Error('something else'))).toMatch(/recusou a operação \(something else\)/);
  });

  it('vault over an unavailable keychain: session memory, default, remove', async () => {
    const keychain = new UnavailableStore();
    const vault = new SubscriptionKeyVault(keychain, { sandbox: 'demo-key-sandbox-0001' });
    expect(await vault.status('test', B('test'))).toEqual({
      set: false,
      usingDefault: false,
      storage: 'session-memory',
      keychainAvailable: false,
      keychainProblem: 'Nenhum chaveiro do sistema está disponível nesta sessão.',
    });
    await vault.set('test', 'chave-de-teste-5678', B('test'));
    expect(await vault.get('test', B('test'))).toBe('chave-de-teste-5678');
    expect(await vault.status('test', B('test'))).toMatchObject({
      set: true,
      lastFour: '5678',
      storage: 'session-memory',
    });
    expect(await vault.status('sandbox', B('sandbox'))).toMatchObject({
      set: true,
      usingDefault: true,
      lastFour: '0001',
    });
    expect(await vault.remove('test')).toBe(true);
    expect(await vault.get('test', B('test'))).toBeNull();
    // After the first failure the vault stops asking the keychain (no repeated D-Bus timeouts).
    expect(keychain.calls).toBe(1);
  });

  it('vault over a locked keychain: reads fine until a write is refused, then session memory says why', async () => {
    const vault = new SubscriptionKeyVault(new LockedStore());
    expect(await vault.status('production', B('production'))).toMatchObject({
      storage: 'keychain',
      keychainAvailable: true,
    });
    await vault.set('production', 'chave-producao-4321', B('production'));
    const status = await vault.status('production', B('production'));
    expect(status).toMatchObject({ set: true, lastFour: '4321', storage: 'session-memory', keychainAvailable: false });
    expect(status.keychainProblem).toMatch(/bloqueado/);
    expect(await vault.get('production', B('production'))).toBe('chave-producao-4321');
  });

  it('a failure that is not about the keychain is not hidden by the fallback', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new TypeError('bug')),
      set: () => Promise.reject(new TypeError('bug')),
      delete: () => Promise.reject(new TypeError('bug')),
    };
    await expect(new SubscriptionKeyVault(broken).status('test', B('test'))).rejects.toThrow('bug');
  });
});

describe('a key is bound to the origin it was entered for (D71)', () => {
  it('is handed out for that origin only; status says it is stored for another address', async () => {
    const vault = new SubscriptionKeyVault(new MemorySecretStore());
    await vault.set('test', 'chave-de-teste-AAAA1111', 'https://api-teste.example.com.br');
    expect(await vault.get('test', 'https://api-teste.example.com.br')).toBe('chave-de-teste-AAAA1111');
    for (const other of [
      'https://evil.example',
      'http://api-teste.example.com.br',
      'https://api-teste.example.com.br:8443',
      undefined,
    ]) {
      expect(await vault.get('test', other)).toBeNull();
      expect(await vault.status('test', other)).toMatchObject({
        set: false,
        storedForOtherAddress: 'https://api-teste.example.com.br',
      });
    }
    expect(await vault.status('test', 'https://api-teste.example.com.br')).not.toHaveProperty('storedForOtherAddress');
  });

  it('a bare key (stored before keys were bound) is sent nowhere, except to the embedded sandbox', async () => {
    const store = new MemorySecretStore();
    await store.set('subscription-key:production', 'chave-antiga-sem-endereco-1');
    await store.set('subscription-key:sandbox', 'chave-antiga-do-sandbox-2');
    const vault = new SubscriptionKeyVault(store, { sandbox: 'demo-key-sandbox-0001' });
    expect(await vault.get('production', 'https://api.example.com.br')).toBeNull();
    expect(await vault.status('production', 'https://api.example.com.br')).toMatchObject({
      set: false,
      storedForOtherAddress: '',
    });
    expect(await vault.get('sandbox', SANDBOX_KEY_BINDING)).toBe('chave-antiga-do-sandbox-2');
  });

  it('refuses to store a key without an origin', async () => {
    await expect(
      new SubscriptionKeyVault(new MemorySecretStore()).set('test', 'chave-de-teste-1234', ''),
    ).rejects.toThrow(/endereço/);
  });
});

describe('subscription key validation', () => {
  it('accepts 8 to 256 printable ASCII characters, trimmed', () => {
    expect(validateSubscriptionKey('  abcd1234 ')).toBe('abcd1234');
    expect(validateSubscriptionKey('a'.repeat(256))).toHaveLength(256);
    expect(validateSubscriptionKey('!#$%&*+-./:;<=>?@[]^_{|}~')).toBe('!#$%&*+-./:;<=>?@[]^_{|}~');
  });

  it.each([
    ['', /Informe a chave/],
    ['   ', /Informe a chave/],
    ['abc1234', /de 8 a 256 caracteres \(a informada tem 7\)/],
    ['a'.repeat(257), /de 8 a 256/],
    ['abcd 1234', /sem espaços/],
    ['abcd\t1234', /sem espaços/],
    ['chave-açaí-1234', /ASCII/],
    ['abcd1234\u0000', /ASCII/],
  ])('refuses %j', async (input, message) => {
    let said: ErrorWords | undefined;
    try {
      validateSubscriptionKey(input);
    } catch (error) {
      said = (error as InvalidSubscriptionKeyError).said;
    }
    expect(sayWords(said!, 'pt-BR')).toMatch(message);
    const store = new MemorySecretStore();
    await expect(new SubscriptionKeyVault(store).set('test', input, B('test'))).rejects.toBeInstanceOf(
      InvalidSubscriptionKeyError,
    );
    expect(await store.get('subscription-key:test')).toBeNull();
  });

  it('refuses an unknown environment (input from IPC)', async () => {
    await expect(
      new SubscriptionKeyVault(new MemorySecretStore()).status('staging' as Environment, undefined),
    ).rejects.toThrow(/Ambiente desconhecido/);
  });
});

describe('memory secret store', () => {
  it('keeps secrets per account until deleted', async () => {
    const store = new MemorySecretStore();
    await store.set('a', 'um');
    await store.set('b', 'dois');
    expect(await store.get('a')).toBe('um');
    expect(await store.delete('a')).toBe(true);
    expect(await store.delete('a')).toBe(false);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toBe('dois');
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** A keychain that counts its reads, and can hold one read until the test lets it answer (a slow D-Bus round trip). */
class CountingStore extends MemorySecretStore {
  reads = 0;
  private held: Array<() => void> = [];
  holdReads = false;

  override async get(account: string): Promise<string | null> {
    this.reads++;
    const value = await super.get(account);
    if (this.holdReads) await new Promise<void>((release) => this.held.push(release));
    return value;
  }

  releaseReads(): void {
    for (const release of this.held.splice(0)) release();
  }
}

describe('the key kept in memory', () => {
  it('reads the keychain once per environment, not on every call; a missing key is remembered as missing', async () => {
    const keychain = new CountingStore();
    await keychain.set('subscription-key:test', bound('chave-de-teste-1111', 'test'));
    const vault = new SubscriptionKeyVault(keychain, { sandbox: 'demo-key-sandbox-0001' });
    for (let i = 0; i < 5; i++) expect(await vault.get('test', B('test'))).toBe('chave-de-teste-1111');
    for (let i = 0; i < 5; i++) expect(await vault.get('sandbox', B('sandbox'))).toBe('demo-key-sandbox-0001');
    for (let i = 0; i < 5; i++) expect(await vault.get('production', B('production'))).toBeNull();
    expect(keychain.reads).toBe(3);
  });

  it('setting or removing a key in the app replaces what is kept: the next call sends the new key, or the default', async () => {
    const keychain = new CountingStore();
    const vault = new SubscriptionKeyVault(keychain, { sandbox: 'demo-key-sandbox-0001' });
    expect(await vault.get('sandbox', B('sandbox'))).toBe('demo-key-sandbox-0001');
    await vault.set('sandbox', 'minha-chave-sandbox-9999', B('sandbox'));
    const readsAfterSet = keychain.reads;
    expect(await vault.get('sandbox', B('sandbox'))).toBe('minha-chave-sandbox-9999');
    // The key just written is known: no read needed.
    expect(keychain.reads).toBe(readsAfterSet);
    await vault.set('sandbox', 'outra-chave-sandbox-8888', B('sandbox'));
    expect(await vault.get('sandbox', B('sandbox'))).toBe('outra-chave-sandbox-8888');

    expect(await vault.remove('sandbox')).toBe(true);
    expect(await vault.get('sandbox', B('sandbox'))).toBe('demo-key-sandbox-0001');
    expect(await keychain.get('subscription-key:sandbox')).toBeNull();
  });

  it('a key changed outside the app is used after forget (what the client does when the service refuses the key)', async () => {
    const keychain = new CountingStore();
    await keychain.set('subscription-key:production', bound('chave-antiga-1111', 'production'));
    const vault = new SubscriptionKeyVault(keychain);
    expect(await vault.get('production', B('production'))).toBe('chave-antiga-1111');
    // Another Balcão, or the OS keychain tool, replaces it.
    await keychain.set('subscription-key:production', bound('chave-nova-2222', 'production'));
    expect(await vault.get('production', B('production'))).toBe('chave-antiga-1111');
    vault.forget('production');
    expect(await vault.get('production', B('production'))).toBe('chave-nova-2222');
    // The settings screen reads the keychain itself, and refreshes what is kept.
    await keychain.set('subscription-key:production', bound('chave-mais-nova-3333', 'production'));
    expect(await vault.status('production', B('production'))).toMatchObject({ lastFour: '3333' });
    expect(await vault.get('production', B('production'))).toBe('chave-mais-nova-3333');
    expect(() => vault.forget('staging' as Environment)).toThrow(/Ambiente desconhecido/);
  });

  it('a read still in flight when the key is set does not bring the old key back', async () => {
    const keychain = new CountingStore();
    await keychain.set('subscription-key:test', bound('chave-antiga-1111', 'test'));
    const vault = new SubscriptionKeyVault(keychain);
    keychain.holdReads = true;
    const slowRead = vault.get('test', B('test'));
    await new Promise((r) => setImmediate(r));
    keychain.holdReads = false;
    await vault.set('test', 'chave-nova-2222', B('test'));
    keychain.releaseReads();
    // The read that started first answers what it saw then…
    expect(await slowRead).toBe('chave-antiga-1111');
    // …but what is kept, and sent from now on, is the key set afterwards.
    expect(await vault.get('test', B('test'))).toBe('chave-nova-2222');

    keychain.holdReads = true;
    const slowRead2 = vault.get('test', B('test'));
    vault.forget('test');
    await new Promise((r) => setImmediate(r));
    keychain.holdReads = false;
    await vault.remove('test');
    keychain.releaseReads();
    expect(await slowRead2).toBe('chave-nova-2222');
    expect(await vault.get('test', B('test'))).toBeNull();
  });

  it('a keychain that becomes unavailable: what was read from it is dropped, session memory takes over', async () => {
    let available = true;
    const keychain = new CountingStore();
    const flaky: SecretStore = {
      get: (account) =>
        available ? keychain.get(account) : Promise.reject(new KeychainUnavailableError('O chaveiro foi bloqueado.')),
      set: (account, secret) =>
        available
          ? keychain.set(account, secret)
          : Promise.reject(new KeychainUnavailableError('O chaveiro foi bloqueado.')),
      delete: (account) =>
        available
          ? keychain.delete(account)
          : Promise.reject(new KeychainUnavailableError('O chaveiro foi bloqueado.')),
    };
    await keychain.set('subscription-key:test', bound('chave-no-chaveiro-1111', 'test'));
    const vault = new SubscriptionKeyVault(flaky);
    expect(await vault.get('test', B('test'))).toBe('chave-no-chaveiro-1111');
    available = false;
    await vault.set('test', 'chave-da-sessao-2222', B('test'));
    expect(await vault.status('test', B('test'))).toMatchObject({
      storage: 'session-memory',
      keychainAvailable: false,
      lastFour: '2222',
    });
    expect(await vault.get('test', B('test'))).toBe('chave-da-sessao-2222');
  });
});
