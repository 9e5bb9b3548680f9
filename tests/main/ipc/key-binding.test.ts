/**
 * A stored subscription key goes only to the origin it was entered for. Changing an
 * environment's address asks for the key again instead of delivering it to the new host; pasting a key is
 * confirmed by the employee in a native dialog naming the address; the connection test with a stored key needs a
 * logged-in session on that environment or the employee's confirmation. Over real HTTP: a "good" host (the
 * embedded sandbox) and a listener that records every header it hears.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmQuestion } from '../../../src-main/ports';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { KEYS } from '../../support/raw-http';
import { errorText } from '../../../src-renderer/i18n/error-text';

const KEY_HEADER = 'ocp-apim-subscription-key';
let listener: Server;
let listenerUrl: string;
const heard: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  listener = createServer((req, res) => {
    heard.push(req.headers);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

const harnesses: IpcHarness[] = [];
afterEach(async () => {
  heard.length = 0;
  for (const h of harnesses.splice(0)) await h.stop();
});

/** A harness whose confirmation dialogs answer from `answers` (yes when it runs out), recording each question. */
async function harness(answers: boolean[] = []): Promise<{ h: IpcHarness; questions: ConfirmQuestion[] }> {
  const questions: ConfirmQuestion[] = [];
  const h = await startIpcHarness({
    confirm: (question) => {
      questions.push(question);
      return answers.shift() ?? true;
    },
  });
  harnesses.push(h);
  return { h, questions };
}

async function pasteKey(h: IpcHarness, key: string, environment: 'sandbox' | 'test' | 'production' = 'test') {
  h.ports.clipboardText.value = key;
  return h.api.keychain.setFromClipboard({ environment });
}

describe('a stored key is bound to its address', () => {
  it('pointing Test at another host: the key is not sent there (connection test, login), and is asked for again', async () => {
    const { h } = await harness();
    const good = await h.sandboxUrl();
    data(await h.api.settings.update({ environments: { test: { baseUrl: good } } }));
    data(await pasteKey(h, KEYS.atendente));
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('ok');

    data(await h.api.settings.update({ environments: { test: { baseUrl: listenerUrl } } }));
    expect(data(await h.api.keychain.status({ environment: 'test' }))).toMatchObject({
      set: false,
      storedForOtherAddress: new URL(good).origin,
    });
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('key-missing');
    data(await h.api.settings.update({ activeEnvironment: 'test' }));
    expect(await h.api.session.login({ username: 'atendente', password: 'Balcao@2026' })).toMatchObject({
      ok: false,
      error: { code: 'key-missing' },
    });
    for (const headers of heard) expect(headers[KEY_HEADER]).toBeUndefined();

    // Back to the address it was entered for: the same key works again.
    data(
      await h.api.settings.update({ activeEnvironment: 'sandbox', environments: { test: { baseUrl: `${good}/` } } }),
    );
    expect(data(await h.api.keychain.status({ environment: 'test' }))).toMatchObject({
      set: true,
      lastFour: KEYS.atendente.slice(-4),
    });
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('ok');
  });

  it('any address change that changes the origin asks for the key again; a change of path does not (property)', async () => {
    const { h } = await harness();
    data(
      await h.api.settings.update({
        environments: { production: { baseUrl: 'https://api.seguradora.com.br/gateway' } },
      }),
    );
    data(await pasteKey(h, 'chave-de-producao-ABCD1234', 'production'));
    const variants = fc.record({
      scheme: fc.constantFrom('https://', 'http://'),
      host: fc.constantFrom(
        'api.seguradora.com.br',
        'API.Seguradora.com.br',
        'api.seguradora.com.br.evil.example',
        'evil.example',
        'localhost',
        '127.0.0.1',
      ),
      port: fc.constantFrom('', ':443', ':8443', ':80'),
      path: fc.constantFrom('', '/gateway', '/outro/caminho'),
    });
    await fc.assert(
      fc.asyncProperty(variants, async ({ scheme, host, port, path }) => {
        const baseUrl = `${scheme}${host}${port}${path}`;
        const saved = await h.api.settings.update({ environments: { production: { baseUrl } } });
        if (!saved.ok) return; // refused by the address rule (http:// off localhost): nothing changed
        const sameOrigin = new URL(baseUrl).origin === 'https://api.seguradora.com.br';
        const status = data(await h.api.keychain.status({ environment: 'production' }));
        expect(status.set, baseUrl).toBe(sameOrigin);
        if (!sameOrigin) expect(status.storedForOtherAddress).toBe('https://api.seguradora.com.br');
      }),
      { seed: 20_260_504, numRuns: 60 },
    );
  });

  it('a key cannot be pasted before the environment has an address: nothing stored, clipboard untouched', async () => {
    const { h, questions } = await harness();
    const result = await pasteKey(h, 'chave-sem-endereco-0001');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    if (!result.ok) expect(errorText(result.error, 'pt-BR')).toMatch(/endereço/);
    expect(h.ports.clipboardText.value).toBe('chave-sem-endereco-0001');
    expect(data(await h.api.keychain.status({ environment: 'test' }))).toMatchObject({ set: false });
    expect(questions).toEqual([]);
  });
});

describe('pasting a key asks the employee first', () => {
  it('the question names the environment, the address and the last four characters; declined, nothing is stored', async () => {
    const { h, questions } = await harness([false]);
    data(await h.api.settings.update({ environments: { test: { baseUrl: listenerUrl } } }));
    const result = await pasteKey(h, 'qualquer-coisa-copiada-XY12');
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(questions).toHaveLength(1);
    expect(`${questions[0]!.message} ${questions[0]!.detail}`).toContain(listenerUrl);
    expect(`${questions[0]!.message} ${questions[0]!.detail}`).toContain('XY12');
    expect(`${questions[0]!.message} ${questions[0]!.detail}`).not.toContain('qualquer-coisa');
    expect(data(await h.api.keychain.status({ environment: 'test' }))).toMatchObject({ set: false });
    expect(h.ports.clipboardText.value).toBe('qualquer-coisa-copiada-XY12');
  });

  it('for the embedded sandbox too: declined, nothing is stored, cleared or told (not even the last four)', async () => {
    const { h, questions } = await harness([false, true]);
    const before = data(await h.api.keychain.status({ environment: 'sandbox' }));
    const result = await pasteKey(h, 'segredo-copiado-por-outro-9Z8Y', 'sandbox');
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(JSON.stringify(result)).not.toContain('9Z8Y');
    expect(questions).toHaveLength(1);
    expect(`${questions[0]!.message} ${questions[0]!.detail}`).toMatch(/Sandbox/);
    expect(`${questions[0]!.message} ${questions[0]!.detail}`).not.toContain('segredo-copiado');
    expect(h.ports.clipboardText.value).toBe('segredo-copiado-por-outro-9Z8Y');
    expect(data(await h.api.keychain.status({ environment: 'sandbox' }))).toEqual(before);
    // Confirmed, it is stored and the clipboard cleared.
    expect(data(await pasteKey(h, 'segredo-copiado-por-outro-9Z8Y', 'sandbox'))).toMatchObject({
      set: true,
      lastFour: '9Z8Y',
    });
    expect(questions).toHaveLength(2);
    expect(h.ports.clipboardText.value).toBe('');
  });

  it('text that is not a key is refused before anything is asked', async () => {
    const { h, questions } = await harness();
    data(await h.api.settings.update({ environments: { test: { baseUrl: listenerUrl } } }));
    expect(await pasteKey(h, 'não é uma chave')).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(questions).toEqual([]);
  });
});

describe('the connection test with a stored key', () => {
  it('without a session on that environment it asks first; declined, nothing is sent', async () => {
    const { h, questions } = await harness([true, false]);
    data(await h.api.settings.update({ environments: { test: { baseUrl: listenerUrl } } }));
    data(await pasteKey(h, 'chave-de-teste-ouvida-0001'));
    expect(questions).toHaveLength(1);
    expect(await h.api.settings.testConnection({ environment: 'test' })).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
    expect(questions).toHaveLength(2);
    expect(`${questions[1]!.message} ${questions[1]!.detail}`).toContain(listenerUrl);
    expect(heard).toEqual([]);
    // Confirmed, it is sent to that address (and only there).
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('ok');
    expect(heard.map((headers) => headers[KEY_HEADER])).toEqual(['chave-de-teste-ouvida-0001']);
  });

  it('logged in on that environment, it is not asked (the login already sent the key there)', async () => {
    const { h, questions } = await harness();
    data(
      await h.api.settings.update({
        activeEnvironment: 'test',
        environments: { test: { baseUrl: await h.sandboxUrl() } },
      }),
    );
    data(await pasteKey(h, KEYS.atendente));
    await h.login();
    const asked = questions.length;
    expect(data(await h.api.settings.testConnection({ environment: 'test' })).outcome).toBe('ok');
    expect(questions).toHaveLength(asked);
  });

  it('the embedded sandbox with its demo key is never asked about', async () => {
    const { h, questions } = await harness([false]);
    expect(data(await h.api.settings.testConnection({ environment: 'sandbox' })).outcome).toBe('ok');
    expect(questions).toEqual([]);
  });
});
