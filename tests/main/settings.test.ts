/** settings.json: defaults, validation, a corrupt file left alone, and atomic writes that survive kill -9. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings, settingsSchema } from '../../src-shared/settings-schema';
import { SettingsFileError, SettingsValidationError } from '../../src-main/errors';
import { SettingsStore } from '../../src-main/settings/settings-store';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { faultyFiles } from '../support/faulty-files';
import { fixture, runAndKill } from './fixtures/child';
import { sayWords } from '../../src-shared/words/error-words';

const dirs: string[] = [];
function settingsPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-settings-'));
  dirs.push(dir);
  return join(dir, 'settings.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function validationIssues(fn: () => unknown): { path: string; message: string }[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof SettingsValidationError) return error.issues;
    throw error;
  }
  throw new Error('expected a SettingsValidationError');
}

describe('settings store', () => {
  it.each([
    ['disk-full', 'disk-full', /disco está cheio/, /disk is full/],
    ['read-only', 'read-only', /somente leitura/, /read-only/],
  ] as const)(
    'a %s folder: a clear error naming the file, and neither the file nor the settings in effect change',
    (_name, fault, pt, en) => {
      const path = settingsPath();
      const disk = faultyFiles();
      const store = new SettingsStore(path, disk.files);
      const before = store.update({ theme: 'dark' });
      const bytes = readFileSync(path, 'utf8');
      disk.fail(fault, join(path, '..'), { allowBytes: 10 });
      let caught: unknown;
      try {
        store.update({ theme: 'light', requestTimeoutSeconds: 60 });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(LocalWriteError);
      expect(sayWords((caught as LocalWriteError).said, 'pt-BR')).toMatch(pt);
      expect(sayWords((caught as LocalWriteError).said, 'pt-BR')).toContain(path);
      expect(sayWords((caught as LocalWriteError).said, 'en')).toMatch(en);
      expect(store.current).toBe(before);
      expect(readFileSync(path, 'utf8')).toBe(bytes);
      expect(readdirSync(join(path, '..'))).toEqual(['settings.json']);
      disk.heal();
      expect(store.update({ theme: 'light' }).theme).toBe('light');
    },
  );

  it('a missing file means defaults, and nothing is written until the first change', () => {
    const path = settingsPath();
    const store = new SettingsStore(path);
    expect(store.load()).toEqual({
      version: 1,
      activeEnvironment: 'sandbox',
      environments: {
        sandbox: { companyCode: '1' },
        test: { baseUrl: '', companyCode: '1' },
        production: { baseUrl: '', companyCode: '1' },
      },
      language: 'pt-BR',
      theme: 'auto',
      requestTimeoutSeconds: 20,
      logLevel: 'info',
      statementCompanyName: 'Companhia de Seguros, Previdência e Capitalização',
    });
    expect(store.current).toEqual(defaultSettings());
    expect(existsSync(path)).toBe(false);
  });

  it('round trip: a change is written and a new store (next start) reads it back', () => {
    const path = settingsPath();
    const saved = new SettingsStore(path).update({
      activeEnvironment: 'test',
      environments: { test: { baseUrl: 'https://api-teste.example.com.br/gateway/' } },
      theme: 'dark',
      requestTimeoutSeconds: 45,
    });
    expect(saved.environments.test).toEqual({ baseUrl: 'https://api-teste.example.com.br/gateway', companyCode: '1' });
    const again = new SettingsStore(path);
    expect(again.load()).toEqual(saved);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(saved);

    // Environments are patched field by field: the test baseUrl survives a companyCode change.
    const next = again.update({ environments: { test: { companyCode: '0042' } } });
    expect(next.environments.test).toEqual({
      baseUrl: 'https://api-teste.example.com.br/gateway',
      companyCode: '0042',
    });
    expect(next.theme).toBe('dark');
  });

  it('current is a deep-frozen snapshot: reading it copies nothing, mutating it throws and changes nothing', () => {
    const store = new SettingsStore(settingsPath());
    const snapshot = store.current;
    expect(store.current).toBe(snapshot);
    expect(
      Object.isFrozen(snapshot) &&
        Object.isFrozen(snapshot.environments) &&
        Object.isFrozen(snapshot.environments.test),
    ).toBe(true);
    expect(() => {
      (snapshot as { theme: string }).theme = 'light';
    }).toThrow(TypeError);
    expect(() => {
      (snapshot.environments.test as { baseUrl: string }).baseUrl = 'https://evil.example.com';
    }).toThrow(TypeError);
    expect(() => {
      delete (snapshot.environments as { sandbox?: unknown }).sandbox;
    }).toThrow(TypeError);
    expect(store.current).toEqual(defaultSettings());

    // A caller that wants to edit makes its own copy, which does not leak back either.
    const copy = structuredClone<Settings>(snapshot);
    copy.theme = 'light';
    expect(store.current.theme).toBe('auto');

    // update() replaces the snapshot (a new object, frozen too) and leaves the old one as it was.
    const after = store.update({
      theme: 'dark',
      environments: { test: { baseUrl: 'https://api-teste.example.com.br' } },
    });
    expect(after).not.toBe(snapshot);
    expect(store.current).toBe(after);
    expect(Object.isFrozen(after.environments.test)).toBe(true);
    expect(snapshot.theme).toBe('auto');
    expect(snapshot.environments.test.baseUrl).toBe('');
    // load() reads the file again into a new frozen snapshot.
    const reloaded = store.load();
    expect(reloaded).not.toBe(after);
    expect(reloaded).toEqual(after);
    expect(Object.isFrozen(reloaded.environments.sandbox)).toBe(true);
  });

  it('an invalid change is refused with pt-BR messages and writes nothing', () => {
    const path = settingsPath();
    const store = new SettingsStore(path);
    store.update({ theme: 'dark' });
    const before = readFileSync(path);

    const issues = validationIssues(() =>
      store.update({
        theme: 'light',
        requestTimeoutSeconds: 121,
        environments: { production: { companyCode: 'abc', baseUrl: 'http://prod.example.com' } },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'requestTimeoutSeconds', message: 'O tempo limite deve ser de no máximo 120 segundos.' },
        {
          path: 'environments.production.companyCode',
          message: 'O código da empresa tem só números (ex.: 1 ou 0001).',
        },
        { path: 'environments.production.baseUrl', message: expect.stringMatching(/https:\/\//) as unknown as string },
      ]),
    );
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(store.current.theme).toBe('dark');

    expect(validationIssues(() => store.update({ colour: 'blue' } as never))).toEqual([
      { path: '', message: 'Campo desconhecido: colour.' },
    ]);
    expect(validationIssues(() => store.update({ requestTimeoutSeconds: 4 }))[0]!.message).toMatch(
      /pelo menos 5 segundos/,
    );
    expect(validationIssues(() => store.update({ requestTimeoutSeconds: 7.5 }))[0]!.message).toMatch(/inteiro/);
    expect(
      validationIssues(() => store.update({ environments: { sandbox: { companyCode: '12345678901' } } }))[0]!.path,
    ).toBe('environments.sandbox.companyCode');
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('an invalid first change does not create the file', () => {
    const path = settingsPath();
    expect(() => new SettingsStore(path).update({ language: 'fr' as never })).toThrow(SettingsValidationError);
    expect(existsSync(path)).toBe(false);
  });

  it.each([
    ['not JSON', '{"version": 1, "theme": "dark"', /não é um JSON válido/],
    ['an empty file', '', /não é um JSON válido/],
    [
      'a value out of range',
      JSON.stringify({ version: 1, requestTimeoutSeconds: 999 }),
      /requestTimeoutSeconds: O tempo limite deve ser de no máximo 120/,
    ],
    ['an unknown version', JSON.stringify({ version: 2 }), /Versão de configurações não suportada/],
    ['an array', '[]', /Era esperado um objeto JSON/],
  ])('a file with %s is reported, naming the file, and left untouched', (_what, content, problem) => {
    const path = settingsPath();
    writeFileSync(path, content);
    const store = new SettingsStore(path);
    let error: unknown;
    try {
      store.load();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsFileError);
    expect((error as SettingsFileError).message).toContain(path);
    expect((error as SettingsFileError).message).toMatch(problem);
    expect((error as SettingsFileError).message).toMatch(/não foi alterado/);
    // A change cannot paper over it either.
    expect(() => store.update({ theme: 'dark' })).toThrow(SettingsFileError);
    expect(() => store.current).toThrow(SettingsFileError);
    expect(readFileSync(path, 'utf8')).toBe(content);
    expect(readdirSync(join(path, '..'))).toEqual(['settings.json']);
  });

  it('a file saved with a UTF-8 byte order mark (Notepad) is read, and written back without it', () => {
    const path = settingsPath();
    writeFileSync(
      path,
      `\uFEFF${JSON.stringify({ version: 1, theme: 'dark', environments: { test: { baseUrl: 'https://api-teste.example.com.br' } } }, null, 2)}`,
    );
    const store = new SettingsStore(path);
    expect(store.load()).toMatchObject({
      theme: 'dark',
      environments: { test: { baseUrl: 'https://api-teste.example.com.br' } },
    });
    store.update({ language: 'en' });
    const written = readFileSync(path, 'utf8');
    expect(written.charCodeAt(0)).toBe(0x7b);
    expect(JSON.parse(written)).toMatchObject({ theme: 'dark', language: 'en' });
  });

  it('a byte order mark anywhere but the start is still an error', () => {
    const path = settingsPath();
    writeFileSync(path, `{"version": 1, \uFEFF"theme": "dark"}`);
    expect(() => new SettingsStore(path).load()).toThrow(SettingsFileError);
  });

  it('a file missing newer fields gets their defaults', () => {
    const path = settingsPath();
    writeFileSync(path, JSON.stringify({ version: 1, theme: 'light', environments: { test: { companyCode: '7' } } }));
    const settings = new SettingsStore(path).load();
    expect(settings.theme).toBe('light');
    expect(settings.environments.test).toEqual({ baseUrl: '', companyCode: '7' });
    expect(settings.environments.production).toEqual({ baseUrl: '', companyCode: '1' });
  });
});

describe('base URL rule', () => {
  const parse = (baseUrl: string) =>
    settingsSchema.safeParse({ version: 1, environments: { production: { baseUrl } } });

  it.each([
    ['', ''],
    ['https://api.example.com.br', 'https://api.example.com.br'],
    ['  https://api.example.com.br/gateway/v1/  ', 'https://api.example.com.br/gateway/v1'],
    ['https://api.example.com.br:8443/x', 'https://api.example.com.br:8443/x'],
    ['http://localhost:4010', 'http://localhost:4010'],
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
  ])('accepts %j', (input, stored) => {
    const result = parse(input);
    expect(result.success).toBe(true);
    expect(result.data?.environments.production.baseUrl).toBe(stored);
  });

  it.each([
    ['http://api.example.com.br', /deve começar com https:\/\//],
    ['http://192.168.0.10:4010', /deve começar com https:\/\//],
    ['ftp://api.example.com.br', /deve começar com https:\/\//],
    ['api.example.com.br', /Endereço inválido/],
    ['https://api.example.com.br/x?chave=1', /consulta/],
    ['https://api.example.com.br/x#parte', /fragmento/],
    ['https://api.example.com.br/x?', /consulta/],
    ['https://usuario:senha@api.example.com.br', /usuário ou senha/],
  ])('refuses %j', (input, message) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
    expect(result.error?.issues[0]?.path).toEqual(['environments', 'production', 'baseUrl']);
  });
});

describe('crash safety', () => {
  it('kill -9 while writing in a tight loop always leaves a complete, valid settings.json', async () => {
    const path = settingsPath();
    for (let round = 0; round < 6; round++) {
      const run = await runAndKill(fixture('settings-writer.ts'), [path], 5 + Math.floor(Math.random() * 120));
      expect(run.stdout).toContain('ready');
      const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(new SettingsStore(path).load().environments.test.baseUrl).toMatch(/^https:\/\/api\d+\.example\.com\/v1$/);
    }
  }, 240_000); // six real kill -9s of a child: minutes on a loaded 2-core machine; it waits for state, not time
});
