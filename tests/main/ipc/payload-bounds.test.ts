/**
 * One IPC message must not stall the main process or grow it by gigabytes: every channel bounds
 * the size and shape of its input before any schema looks at it, and every error answer is bounded too. Checked on
 * every channel of the map, through window.api (what a hijacked page can reach) and at the handler ipcMain runs (what
 * a message that skipped the preload would meet), with the reported payloads and their kin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChannels, type IpcResult, unrelayed } from '../../../src-shared/ipc';
import { data, APP_FRAME_EVENT, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { errorText } from '../../../src-renderer/i18n/error-text';

let h: IpcHarness;
beforeAll(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterAll(() => h.stop());

/** The answer to one message, and its size. */
async function answer(wire: string, payload: unknown): Promise<{ result: IpcResult<unknown>; answerBytes: number }> {
  const result = unrelayed(await h.handler(wire)(APP_FRAME_EVENT, payload)) as IpcResult<unknown>;
  return { result, answerBytes: JSON.stringify(result).length };
}

// No wall-clock budget (it failed on a loaded 2-core machine): the work a refusal may do is bounded by
// construction (the text's length is checked before it is parsed, the shape walk stops at its limits); what is
// checked here is the outcome: refused on every channel, with a small answer.
const ANSWER_BUDGET_BYTES = 16 * 1024;

const manyKeys = (count: number) => {
  const o: Record<string, number> = {};
  for (let i = 0; i < count; i++) o[`k${i}`] = i;
  return o;
};

function nested(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** What a message that skipped the preload may carry: objects as structured clone delivers them, and texts. */
const RAW_PAYLOADS: Array<[string, () => unknown]> = [
  ['a 10 MiB typed array', () => new Uint8Array(10 * 1024 * 1024)],
  ['an ArrayBuffer', () => new ArrayBuffer(1024)],
  ['a Map', () => new Map([['a', 1]])],
  ['a Date', () => new Date()],
  ['an object with 200,000 keys', () => manyKeys(200_000)],
  ['an array of 1,000,000 numbers', () => new Array(1_000_000).fill(0)],
  ['a 30 MiB string', () => 'x'.repeat(30 * 1024 * 1024)],
  ['JSON text of 30 MiB', () => `{"body":{"valor":100,"fundos":[],"x":"${'a'.repeat(30 * 1024 * 1024)}"}}`],
  ['JSON text of an array of 5,000,000 numbers', () => `[${'0,'.repeat(5_000_000)}0]`],
  ['JSON text of an object with 20,000 keys', () => JSON.stringify(manyKeys(20_000))],
  ['JSON text nested 50,000 levels', () => '['.repeat(50_000) + ']'.repeat(50_000)],
  [
    'JSON text with 2,000 strings of 1,000 characters',
    () => JSON.stringify({ body: Array.from({ length: 2000 }, () => 'y'.repeat(1000)) }),
  ],
  ['text that is not JSON', () => '{"a":'],
];

describe('IPC payload bounds at the handler ipcMain runs', () => {
  const channels = listChannels();

  it.each(RAW_PAYLOADS)('%s is refused on every channel, with a small answer', async (_what, make) => {
    const payload = make();
    for (const { wire } of channels) {
      const { result, answerBytes } = await answer(wire, payload);
      expect(result, wire).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(answerBytes, `${wire}: answer size`).toBeLessThan(ANSWER_BUDGET_BYTES);
    }
  });
});

describe('IPC payload bounds through window.api', () => {
  type Fn = (input: unknown) => Promise<IpcResult<unknown>>;
  const fn = (domain: string, name: string) => (h.api as unknown as Record<string, Record<string, Fn>>)[domain]![name]!;

  it.each([
    ['settings.update', 'a 10 MiB typed array', () => new Uint8Array(10 * 1024 * 1024)],
    ['pension.requestContribution', 'a 30 MiB typed array', () => new Float64Array((30 * 1024 * 1024) / 8)],
    ['settings.update', 'an object with 300,000 keys', () => manyKeys(300_000)],
    ['settings.update', 'environments with 300,000 unknown keys', () => ({ environments: manyKeys(300_000) })],
    ['pension.requestContribution', 'a body nested 5,000 levels', () => ({ body: nested(5000) })],
    [
      'pension.requestContribution',
      'a 30 MiB string',
      () => ({ body: { valor: 100, fundos: [{ codigo: 'x'.repeat(30 * 1024 * 1024), percentualDistribuicao: 100 }] } }),
    ],
    ['journal.list', 'an array of 1,000,000 entries', () => ({ actions: new Array(1_000_000).fill('op3') })],
    ['customers.getCustomer', 'a BigInt', () => ({ path: { idpessoafisica: 10n } })],
  ] as const)('%s with %s: a clear invalid-input answer, small, and nothing changed', async (channel, _what, make) => {
    const [domain, name] = channel.split('.') as [string, string];
    const before = JSON.stringify(data(await h.api.settings.get()));
    const result = await fn(domain, name)(make());
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(JSON.stringify(result).length).toBeLessThan(ANSWER_BUDGET_BYTES);
    if (!result.ok) {
      expect(errorText(result.error, 'pt-BR')).toMatch(/grande|complex|inválid/i);
      expect(errorText(result.error, 'en').length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(data(await h.api.settings.get()))).toBe(before);
  });

  it('still takes what the contract allows: a signed proposal of 5 MiB in base64 (Op6) reaches the service', async () => {
    // A PDF (D91: told by its first bytes), 5 MiB once in base64.
    const pdf = Buffer.alloc(Math.floor((5 * 1024 * 1024 * 3) / 4), 7);
    pdf.write('%PDF-1.7\n', 0, 'latin1');
    const documento = pdf.toString('base64');
    const result = await h.api.signatures.communicatePensionSignature({
      body: {
        linhaDeNegocio: 'PREVIDENCIA',
        tipoDocumento: 'PROPOSTA',
        tipoAssinatura: 'PAPEL',
        idDocumento: 'NAO-EXISTE-1',
        data: '2026-01-15T10:30:00-03:00',
        enderecoIP: '200.187.10.20',
        responsavel: { cpf: '52998224725', nome: 'Maria Aparecida Souza', email: 'maria.souza@example.com.br' },
        usuario: { login: 'parceiro.app', email: 'integracao@parceiro.com.br' },
        documento,
      },
      confirmDuplicate: true,
    } as never);
    // The sandbox knows no such proposal: the request went all the way (404), it was not refused for its size.
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('answers a plain bad value with the field named, as before', async () => {
    const result = await h.api.settings.update({ theme: 'roxo' } as never);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { theme: expect.any(String) } },
    });
  });
});

describe('error answers are bounded whatever the service says', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A service that answers every call with a 500 whose message is 5 MB, in 20,000 parts.
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            status: '500',
            mensagem: 'm'.repeat(5_000_000),
            mensagens: Array.from({ length: 20_000 }, (_, i) => `erro ${i}`),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a 5 MB service message reaches the renderer cut to a few kilobytes', async () => {
    const own = await startIpcHarness();
    try {
      data(await own.api.settings.update({ activeEnvironment: 'test', environments: { test: { baseUrl: url } } }));
      own.ports.clipboardText.value = 'chave-do-servico-hostil-0001';
      data(await own.api.keychain.setFromClipboard({ environment: 'test' }));
      const result = await own.api.session.login({ username: 'atendente', password: 'Balcao@2026' });
      expect(result).toMatchObject({ ok: false, error: { code: 'service-error' } });
      expect(JSON.stringify(result).length).toBeLessThan(ANSWER_BUDGET_BYTES);
    } finally {
      await own.stop();
    }
  });
});
