/**
 * Issue 13 item 14: Settings. Company codes the spec cannot carry are refused
 * on the form with the reason (both languages); one the service does not know
 * is explained by the connection test in words; saving says whether and why
 * the session ended; a test result goes away when what it tested changes.
 * Issue 14: the company name on statements is a setting (checked in both
 * languages, used by the next PDF), which the IT policy can lock (D183).
 * Every setting the IT policy can fix is disabled where it can be changed
 * (Settings and the header's switches), never offered and then refused (D133).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readPolicy } from '../../src-main/policy/it-policy';
import { defaultSettings } from '../../src-shared/settings-schema';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { startWebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

async function openSettings(app: Page) {
  await app.getByText('Configurações', { exact: true }).first().click();
  await expect(app.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
}

const companyField = (app: Page) => app.getByLabel('Código da empresa (Sandbox)');

test('company codes 0 and 99999 are refused on the form with the reason; 3 is explained by the connection test; saving says why the session ended', async ({
  app,
}) => {
  await login(app);
  await openSettings(app);
  const save = app.getByRole('button', { name: 'Salvar configurações' });

  await companyField(app).fill('0');
  await save.click();
  await expect(app.getByText('O código da empresa não pode ser zero.')).toBeVisible();
  await companyField(app).fill('99999');
  await save.click();
  await expect(app.getByText('O código da empresa tem no máximo 4 dígitos', { exact: false })).toBeVisible();
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByText('The company code has at most 4 digits', { exact: false })).toBeVisible();
  await app.getByText('PT', { exact: true }).click();
  // Nothing was saved: still signed in.
  await expect(app.getByLabel('Usuário conectado')).toBeVisible();

  // A code of the right shape the service does not know: saved, and the session ends, saying why.
  await companyField(app).fill('3');
  await save.click();
  await expect(app.getByTestId('settings-saved')).toContainText(
    'Sua sessão foi encerrada porque o código da empresa do ambiente ativo (Sandbox) mudou',
  );
  await expect(app.getByLabel('Usuário conectado')).toHaveCount(0);

  const testButton = app.getByRole('button', { name: 'Testar conexão (Sandbox)' });
  await testButton.click();
  const outcome = app.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'company-rejected');
  await expect(outcome).toContainText('O serviço não aceitou o código da empresa 3');
  await expect(outcome).toContainText('Empresa 3 não reconhecida');
  await expect(outcome).not.toContainText(/erro 400/i);

  // The failed result describes code 3: typing another code clears it.
  await companyField(app).fill('1');
  await expect(outcome).toHaveCount(0);
  await save.click();
  await expect(app.getByTestId('settings-saved')).toHaveText('Configurações salvas.');
  await testButton.click();
  await expect(outcome).toHaveAttribute('data-outcome', 'ok');

  // Signed in again, a change that needs no new login keeps the session, and says so.
  await app.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
  await login(app);
  await openSettings(app);
  await app.getByLabel('Tempo limite das requisições (segundos)').fill('30');
  await save.click();
  await expect(app.getByTestId('settings-saved')).toContainText('Você continua conectado');
  await expect(app.getByLabel('Usuário conectado')).toBeVisible();
});

const companyNameField = (app: Page) => app.getByLabel('Nome da empresa nos extratos');

test('the company name on statements: refused empty (both languages), saved without ending the session, on the next PDF', async ({
  app,
  harness,
}) => {
  test.setTimeout(120_000);
  await login(app);
  await openSettings(app);
  const save = app.getByRole('button', { name: 'Salvar configurações' });
  await expect(companyNameField(app)).toHaveValue('Companhia de Seguros, Previdência e Capitalização');

  await companyNameField(app).fill('   ');
  await save.click();
  await expect(app.getByText('Informe o nome da empresa que aparece nos extratos.')).toBeVisible();
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByText('Enter the company name shown on statements.')).toBeVisible();
  await app.getByText('PT', { exact: true }).click();

  await companyNameField(app).fill('Seguradora Exemplo S.A.');
  await save.click();
  await expect(app.getByTestId('settings-saved')).toContainText('Você continua conectado');

  await openCustomer(app, '27208447136');
  await app.getByRole('button', { name: 'Abrir certificado 000000925108' }).click();
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  await expect(app.getByRole('table', { name: 'Saldo detalhado' }).getByRole('row').nth(1)).toBeVisible();
  const pdf = join(harness.userDataDir, 'saldo.pdf');
  harness.savePath.value = pdf;
  await app.getByRole('button', { name: 'Exportar saldo' }).click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  await expect.poll(() => existsSync(pdf), { timeout: 60_000 }).toBe(true);
  const firstLine =
    execFileSync('pdftotext', ['-layout', '-l', '1', pdf, '-'], { encoding: 'utf8' }).trim().split('\n')[0] ?? '';
  expect(firstLine).toMatch(/^Seguradora Exemplo S\.A\.\s+Balcão$/);
});

/** The app under an IT policy file with these settings (D133), the policy folder removed after the tests. */
function underPolicy(settings: Record<string, unknown>) {
  const policyDir = mkdtempSync(join(tmpdir(), 'balcao-e2e-policy-'));
  test.afterAll(() => rmSync(policyDir, { recursive: true, force: true }));
  return test.extend({
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture
    harness: async ({}, use) => {
      const path = join(policyDir, 'policy.json');
      writeFileSync(path, JSON.stringify({ version: 1, settings }));
      const harness = await startWebHarness({ policy: readPolicy(path, nodeFileSystem) });
      await use(harness);
      await harness.stop();
    },
  });
}

test.describe('under an IT policy that sets the company name', () => {
  const locked = underPolicy({ statementCompanyName: 'Seguradora Oficial S.A.' });

  locked('the field shows the policy\'s name, disabled, "Definido pela TI"', async ({ app }) => {
    await login(app);
    await openSettings(app);
    await expect(companyNameField(app)).toHaveValue('Seguradora Oficial S.A.');
    await expect(companyNameField(app)).toBeDisabled();
    await expect(app.getByText('Definido pela TI')).toBeVisible();
  });
});

test.describe('under an IT policy that fixes every setting', () => {
  // Every field settings.json has, as the settings schema knows them: a field added later is covered too.
  const { version: _version, ...everySetting } = defaultSettings();
  const lockedAll = underPolicy({ ...everySetting, theme: 'light' });

  lockedAll(
    'no setting field can be changed, in Settings or in the header; the subscription keys (keychain, not settings) still can',
    async ({ app }) => {
      await login(app);
      await openSettings(app);
      await expect(app.getByLabel('Tempo limite das requisições (segundos)')).toBeDisabled();
      const enabledFields = await app
        .getByRole('main')
        .locator('input:not([type=hidden]):enabled, textarea:enabled')
        .evaluateAll((fields) =>
          fields.map(
            (field) =>
              (field as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
              field.getAttribute('aria-label') ??
              field.outerHTML,
          ),
        );
      expect(
        enabledFields.every((label) => /chave de assinatura/i.test(label)),
        enabledFields.join(' | '),
      ).toBe(true);
      const header = app.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Alternar tema claro/escuro' })).toBeDisabled();
      for (const radio of await header.getByRole('radio').all()) await expect(radio).toBeDisabled();
    },
  );
});
