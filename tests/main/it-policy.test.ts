/**
 * The IT policy file (D133): real files in a temp folder, the real settings
 * store on top of them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { lockedPaths, policyFilePath, policyView, readPolicy, type PolicyState } from '../../src-main/policy/it-policy';
import { SettingsValidationError } from '../../src-main/errors';
import { SettingsStore } from '../../src-main/settings/settings-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function policyFile(content: string | object): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-policy-'));
  dirs.push(dir);
  const path = join(dir, 'policy.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function storeWith(policy: PolicyState, saved?: object): SettingsStore {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-settings-'));
  dirs.push(dir);
  const path = join(dir, 'settings.json');
  if (saved) writeFileSync(path, JSON.stringify(saved));
  return new SettingsStore(path, nodeFileSystem, policy);
}

/** Every setting an employee could change (what a broken policy locks). */
const EVERY_SETTING = [
  'activeEnvironment',
  'environments.production.baseUrl',
  'environments.production.companyCode',
  'environments.sandbox.companyCode',
  'environments.test.baseUrl',
  'environments.test.companyCode',
  'language',
  'logLevel',
  'requestTimeoutSeconds',
  'statementCompanyName',
  'theme',
];

const PRODUCTION_POLICY = {
  version: 1,
  settings: {
    activeEnvironment: 'production',
    environments: { production: { baseUrl: 'https://api.seguradora.com.br/balcao', companyCode: '7' } },
  },
  hideSandbox: true,
  updateFeedUrl: 'https://intranet.seguradora.com.br/balcao/atualizacoes',
  logLevel: 'warn',
};

describe('where the policy file is', () => {
  it('Linux /etc/balcao/policy.json; Windows C:\\ProgramData\\Balcão\\policy.json', () => {
    expect(policyFilePath('linux')).toBe('/etc/balcao/policy.json');
    expect(policyFilePath('win32')).toBe('C:\\ProgramData\\Balcão\\policy.json');
  });

  it('a redirected ProgramData (or SystemDrive, ALLUSERSPROFILE) does not move it: the employee cannot point it at a folder of theirs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ProgramData', 'PROGRAMDATA', 'SystemDrive', 'ALLUSERSPROFILE', 'SystemRoot'),
        fc.string({ minLength: 1 }),
        (name, value) => {
          vi.stubEnv(name, value);
          try {
            expect(policyFilePath('win32')).toBe('C:\\ProgramData\\Balcão\\policy.json');
            expect(policyFilePath('linux')).toBe('/etc/balcao/policy.json');
          } finally {
            vi.unstubAllEnvs();
          }
        },
      ),
    );
  });
});

describe('reading the policy', () => {
  it('no file: no policy, nothing locked, the sandbox offered', () => {
    const state = readPolicy('/nonexistent/balcao/policy.json', nodeFileSystem);
    expect(state.state).toBe('absent');
    expect(policyView(state)).toMatchObject({ state: 'absent', locked: [], sandboxHidden: false });
  });

  it('a valid file fixes its fields, the log level and the update feed', () => {
    const state = readPolicy(policyFile(PRODUCTION_POLICY), nodeFileSystem);
    expect(state.state).toBe('ok');
    expect(lockedPaths(state)).toEqual([
      'activeEnvironment',
      'environments.production.baseUrl',
      'environments.production.companyCode',
      'logLevel',
    ]);
    expect(policyView(state)).toMatchObject({ sandboxHidden: true, updateFeedUrl: PRODUCTION_POLICY.updateFeedUrl });
  });

  it('a file saved by Notepad (UTF-8 with BOM) is read', () => {
    expect(
      readPolicy(policyFile(`\uFEFF${JSON.stringify({ version: 1, hideSandbox: true })}`), nodeFileSystem).state,
    ).toBe('ok');
  });

  it.each([
    ['not JSON', '{ "version": 1, ', /não é um JSON válido/],
    ['unknown field (typo)', { version: 1, hideSandbx: true }, /Campo desconhecido: hideSandbx/],
    ['wrong version', { version: 2 }, /Versão de política não suportada/],
    [
      'a base URL the settings refuse',
      { version: 1, settings: { environments: { production: { baseUrl: 'http://api.example.com' } } } },
      /https:\/\//,
    ],
    [
      'a company code the settings refuse',
      { version: 1, settings: { environments: { test: { companyCode: 'abc' } } } },
      /código da empresa/,
    ],
    [
      'an update feed over http',
      { version: 1, updateFeedUrl: 'http://intranet/balcao' },
      /atualizações deve ser https/,
    ],
    [
      'an update feed with credentials',
      { version: 1, updateFeedUrl: 'https://ti:senha@intranet/balcao' },
      /usuário, senha/,
    ],
    ['an unknown log level', { version: 1, logLevel: 'verbose' }, /Nível de log inválido/],
  ])(
    'a broken file (%s) is reported and keeps the most restrictive state: every setting locked, no update feed, the sandbox hidden',
    (_, content, problem) => {
      const state = readPolicy(policyFile(content), nodeFileSystem);
      expect(state.state).toBe('broken');
      const view = policyView(state);
      expect(view.problem).toMatch(problem);
      expect(view.problemEn).toBeTruthy();
      expect(view).toMatchObject({ locked: EVERY_SETTING, sandboxHidden: true });
      expect(view.updateFeedUrl).toBeUndefined();
      const store = storeWith(state, { version: 1, environments: { test: { baseUrl: 'https://teste.example.com' } } });
      for (const patch of [
        { theme: 'dark' },
        { logLevel: 'debug' },
        { environments: { test: { baseUrl: 'https://outro.example.com' } } },
        { activeEnvironment: 'sandbox' },
      ] as const) {
        expect(() => store.update(patch)).toThrow(SettingsValidationError);
      }
      expect(store.current.environments.test.baseUrl).toBe('https://teste.example.com');
    },
  );

  it('a file that exists but cannot be read is broken, not absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-policy-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'policy.json'));
    expect(readPolicy(join(dir, 'policy.json'), nodeFileSystem)).toMatchObject({
      state: 'broken',
      problem: expect.stringMatching(/não pôde ser lido/),
    });
  });
});

describe('settings under a policy', () => {
  it("the policy's values are in effect over the employee's, and never written into settings.json", () => {
    const state = readPolicy(policyFile(PRODUCTION_POLICY), nodeFileSystem);
    const store = storeWith(state, {
      version: 1,
      activeEnvironment: 'sandbox',
      environments: { production: { baseUrl: 'https://outro.example.com', companyCode: '1' } },
      theme: 'dark',
    });
    expect(store.current.activeEnvironment).toBe('production');
    expect(store.current.environments.production).toEqual({
      baseUrl: 'https://api.seguradora.com.br/balcao',
      companyCode: '7',
    });
    expect(store.current.logLevel).toBe('warn');
    expect(store.current.theme).toBe('dark');

    // The settings form sends every field back, the locked ones unchanged: accepted, and only the rest is saved.
    store.update({
      theme: 'light',
      activeEnvironment: 'production',
      environments: {
        production: { baseUrl: 'https://api.seguradora.com.br/balcao', companyCode: '7' },
        test: { baseUrl: 'https://teste.example.com' },
      },
    });
    const saved = JSON.parse(readFileSync(store.path, 'utf8')) as {
      theme: string;
      environments: { production: { baseUrl: string }; test: { baseUrl: string } };
    };
    expect(saved.theme).toBe('light');
    expect(saved.environments.test.baseUrl).toBe('https://teste.example.com');
    expect(saved.environments.production.baseUrl).toBe('https://outro.example.com');
    expect(store.current.environments.production.baseUrl).toBe('https://api.seguradora.com.br/balcao');
  });

  it('a change to a locked field is refused with "definido pela TI", field by field, and nothing is written', () => {
    const store = storeWith(readPolicy(policyFile(PRODUCTION_POLICY), nodeFileSystem));
    let refused: unknown;
    try {
      store.update({ logLevel: 'debug', environments: { production: { companyCode: '9' } } });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(SettingsValidationError);
    expect((refused as SettingsValidationError).issues.map((issue) => issue.path).sort()).toEqual([
      'environments.production.companyCode',
      'logLevel',
    ]);
    expect((refused as SettingsValidationError).message).toMatch(/Definido pela TI/);
    expect(() => readFileSync(store.path)).toThrow();
  });

  it('with the sandbox hidden, choosing it is refused; a broken policy hides it too', () => {
    for (const state of [
      readPolicy(policyFile({ version: 1, hideSandbox: true }), nodeFileSystem),
      readPolicy(policyFile('nope'), nodeFileSystem),
    ]) {
      const store = storeWith(state, { version: 1, environments: { test: { baseUrl: 'https://teste.example.com' } } });
      expect(store.current.activeEnvironment).toBe('test');
      expect(() => store.update({ activeEnvironment: 'sandbox' })).toThrow(/sandbox foi desativado pela TI/);
    }
    const store = storeWith(readPolicy(policyFile({ version: 1, hideSandbox: true }), nodeFileSystem));
    store.update({ theme: 'dark' });
    expect(store.current.theme).toBe('dark');
  });

  it('without a policy, everything is as before (the log level is a setting like any other)', () => {
    const store = storeWith({ state: 'absent', path: '/etc/balcao/policy.json' });
    expect(store.current.activeEnvironment).toBe('sandbox');
    expect(store.current.logLevel).toBe('info');
    store.update({ logLevel: 'debug', activeEnvironment: 'sandbox' });
    expect(store.current.logLevel).toBe('debug');
  });
});
