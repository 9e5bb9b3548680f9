/**
 * The "Suporte" section through window.api, on the real main-process services
 * and the embedded sandbox (D132–D136): log level, logs folder, diagnostics
 * (masked, with drift and log lines), updates off outside the installed app,
 * the IT policy, and the place kept for a renderer crash.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../../src-renderer/i18n/error-text';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { RendererRecovery } from '../../src-main/crash/renderer-recovery';
import { readPolicy } from '../../src-main/policy/it-policy';
import { data, type IpcHarness, startIpcHarness } from '../support/ipc-harness';

const CPF = '52998224725';

describe('support section, no policy', () => {
  let h: IpcHarness;
  const recovery = new RendererRecovery({ clock: () => new Date() });
  beforeAll(async () => {
    h = await startIpcHarness();
    (h.ports as { recovery?: RendererRecovery }).recovery = recovery;
    await h.login();
  });
  afterAll(() => h.stop());

  it('status: level from settings, logs folder in user data, policy absent, updates off and why', async () => {
    const status = data(await h.api.support.status());
    expect(status).toMatchObject({
      logLevel: 'info',
      logLevelLocked: false,
      logsDir: join(h.userDataDir, 'logs'),
      policy: { state: 'absent', locked: [] },
    });
    expect(status.update).toMatchObject({
      phase: 'disabled',
      reason: expect.stringMatching(/endereço de atualizações/),
      reasonEn: expect.stringMatching(/update address/),
    });
  });

  it('the level is a setting: saved, and the log obeys it at once', async () => {
    expect(data(await h.api.support.setLogLevel({ level: 'debug' })).logLevel).toBe('debug');
    expect(data(await h.api.settings.get()).logLevel).toBe('debug');
    expect(JSON.parse(readFileSync(join(h.userDataDir, 'settings.json'), 'utf8')).logLevel).toBe('debug');
    expect(h.services.support.status().logLevel).toBe('debug');
    const refused = await h.api.support.setLogLevel({ level: 'verbose' as never });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    data(await h.api.support.setLogLevel({ level: 'info' }));
  });

  it('"Abrir pasta de logs" opens the logs folder', async () => {
    expect(data(await h.api.support.openLogsFolder())).toBeNull();
    expect(h.ports.shellCalls.at(-1)).toEqual({ action: 'openPath', target: join(h.userDataDir, 'logs') });
  });

  it('"Copiar diagnóstico": version, OS, environment, drift, last log lines; on the clipboard; no CPF unmasked, no key', async () => {
    // A read for a customer, so the drift summary and the log have something; and a log line naming a CPF.
    await h.api.customers.getCustomer({ path: { idpessoafisica: CPF } } as never);
    h.services.logs.info(`consulta do cliente ${CPF} concluída`);
    const { text } = data(await h.api.support.copyDiagnostics());
    expect(h.ports.clipboardText.value).toBe(text);
    expect(text).toMatch(/^Diagnóstico do Balcão/);
    expect(text).toMatch(/Versão: /);
    expect(text).toMatch(new RegExp(`Sistema: ${process.platform}`));
    expect(text).toMatch(/Ambiente: sandbox — sandbox embutido, empresa 1/);
    expect(text).toMatch(/Política da TI .*ausente/);
    expect(text).toMatch(/Divergências do contrato desde/);
    expect(text).toMatch(/Últimas \d+ linhas do log:/);
    expect(text).toMatch(/consulta do cliente .*concluída/);
    expect(text).not.toContain(CPF);
    expect(text).not.toContain('529.982.247-25');
    expect(text).not.toContain('demo-key');
  });

  it('"Reiniciar para atualizar" with nothing downloaded is refused with the reason', async () => {
    const refused = await h.api.support.restartToUpdate();
    expect(refused).toMatchObject({ ok: false });
    if (refused.ok) return;
    expect(errorText(refused.error, 'pt-BR')).toMatch(/Nenhuma atualização/);
    expect(errorText(refused.error, 'en')).toMatch(/No update ready/);
  });

  it('the place is kept in memory and handed back once after a crash reload; a bad place is refused', async () => {
    expect(data(await h.api.support.recoveryNotice())).toBeNull();
    data(
      await h.api.support.rememberPlace({
        place: { screen: 'certificate', cpf: CPF, certificate: '000000000123', tab: 'saldos' },
      }),
    );
    expect(
      await h.api.support.rememberPlace({ place: { screen: 'customer', cpf: '<script>' } as never }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await h.api.support.rememberPlace({ place: { screen: 'elsewhere' } as never })).toMatchObject({ ok: false });
  });
});

describe('support section under an IT policy', () => {
  let h: IpcHarness;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'balcao-policy-ipc-'));
    const path = join(dir, 'policy.json');
    writeFileSync(
      path,
      JSON.stringify({
        version: 1,
        logLevel: 'warn',
        hideSandbox: true,
        settings: { environments: { test: { baseUrl: 'https://api-teste.seguradora.com.br' } } },
      }),
    );
    h = await startIpcHarness({ policy: readPolicy(path, nodeFileSystem) });
  });
  afterAll(async () => {
    await h.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('settings show what IT fixed; a locked field or the hidden sandbox is refused with "definido pela TI"', async () => {
    const settings = data(await h.api.settings.get());
    expect(settings.policy).toMatchObject({
      state: 'ok',
      sandboxHidden: true,
      locked: ['environments.test.baseUrl', 'logLevel'],
    });
    expect(settings.activeEnvironment).not.toBe('sandbox');
    expect(settings.environments.test.baseUrl).toBe('https://api-teste.seguradora.com.br');
    expect(settings.logLevel).toBe('warn');
    expect(data(await h.api.support.status())).toMatchObject({ logLevel: 'warn', logLevelLocked: true });
    expect(await h.api.support.setLogLevel({ level: 'debug' })).toMatchObject({
      ok: false,
      error: { fieldErrors: { logLevel: expect.stringMatching(/Definido pela TI/) } },
    });
    expect(
      await h.api.settings.update({ environments: { test: { baseUrl: 'https://outro.example.com' } } }),
    ).toMatchObject({ ok: false });
    expect(await h.api.settings.update({ activeEnvironment: 'sandbox' })).toMatchObject({
      ok: false,
      error: { fieldErrors: { activeEnvironment: expect.stringMatching(/sandbox foi desativado pela TI/) } },
    });
  });
});
