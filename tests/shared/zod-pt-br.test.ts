/**
 * zod's messages in pt-BR without a global configuration. Loading the sandbox, the main process
 * (services, IPC handlers, API client) and the renderer's form options leaves zod's global configuration as
 * zod itself set it, and what each of them refuses is still worded in pt-BR — the sandbox's 400s included —
 * through the one shared module (src-shared/zod-pt-br.ts). No source file configures zod globally.
 *
 * Everything of Balcão is imported dynamically, after the configuration is noted: a static import would load
 * it first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

// zod registers its own defaults lazily: English messages with the first schema, its memoizer with the first container.
z.object({ list: z.array(z.string()) });
const pristine = { ...z.config() };
const root = join(__dirname, '../..');

/** Over 100 characters: the login's `.max(100)` has no message of its own, so zod words the refusal. */
const TOO_LONG = 'a'.repeat(101);
const PT_BR_TOO_BIG = /^Grande demais: esperava que o texto tivesse <= 100 caracteres$/;

type Harness = Awaited<ReturnType<typeof import('../support/ipc-harness').startIpcHarness>>;
let h: Harness;

beforeAll(async () => {
  const { startIpcHarness } = await import('../support/ipc-harness');
  await import('../../src-main/api-client/client');
  await import('../../src-shared/zod-pt-br');
  h = await startIpcHarness();
  await h.sandboxUrl();
});
afterAll(() => h?.stop());

describe('zod without global configuration', () => {
  it('after the sandbox, the main process and the renderer forms are loaded and running, the global configuration is what zod set', () => {
    const now = z.config();
    expect(Object.keys(now).sort()).toEqual(Object.keys(pristine).sort());
    for (const key of Object.keys(pristine) as Array<keyof typeof pristine>) expect(now[key], key).toBe(pristine[key]);
    // So a parse given no options still speaks zod's own English.
    expect(z.string().max(1).safeParse('ab').error?.issues[0]?.message).toMatch(/^Too big/);
  });

  it('no source file sets it', () => {
    const setters = ['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared', 'scripts']
      .flatMap((folder) =>
        readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
      )
      .filter((file) => /\.(ts|tsx|mts|cts|js|mjs)$/.test(file))
      .map((file) => ({ file, code: readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '') }))
      .filter(({ code }) => /\b(z|core)\.config\(|import\s*\{[^}]*\bconfig\b[^}]*\}\s*from\s*'zod/.test(code))
      .map(({ file }) => file);
    expect(setters).toEqual([]);
  });
});

describe('refusals are worded in pt-BR, per parse', () => {
  it("the sandbox's 400", async () => {
    const { send } = await import('../support/raw-http');
    const url = await h.sandboxUrl();
    const refused = async (predicate: unknown) => {
      const response = await send(url, 'op1', { body: { predicate, type: 'usuario', queryType: 'autenticacao' } });
      expect(response.status).toBe(400);
      return (response.json as { mensagem: string }).mensagem;
    };
    expect(await refused({ Username: TOO_LONG, Password: 'x' })).toBe(
      'body.predicate.Username: Grande demais: esperava que o texto tivesse <= 100 caracteres',
    );
    expect(await refused({ Username: 5, Password: 'x' })).toBe(
      'body.predicate.Username: Entrada inválida: esperava um texto, recebeu um número',
    );
  });

  it("the main process's API client, before sending", async () => {
    const { buildRequest } = await import('../../src-main/api-client/build-request');
    const { ApiError } = await import('../../src-main/errors');
    const settings = {
      baseUrl: 'https://api.example.com/',
      companyCode: '1',
      subscriptionKey: 'key-123',
      accessToken: undefined,
    };
    let refusal: unknown;
    try {
      buildRequest(
        'op1',
        { body: { predicate: { Username: TOO_LONG, Password: 'x' }, type: 'usuario', queryType: 'autenticacao' } },
        settings,
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as InstanceType<typeof ApiError>).invalidFields?.map((f) => f.message)).toEqual([
      expect.stringMatching(PT_BR_TOO_BIG),
    ]);
  });

  it("the main process's IPC boundary", async () => {
    const answer = await h.api.app.showInFolder({ journalEntryId: 'não é um id' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { journalEntryId: 'Formato do UUID inválido' } },
    });
  });

  it("the renderer's form options", async () => {
    const { PT_BR_PARSE } = await import('../../src-shared/zod-pt-br');
    expect(z.string().max(100).safeParse(TOO_LONG, PT_BR_PARSE).error?.issues[0]?.message).toMatch(PT_BR_TOO_BIG);
  });
});
