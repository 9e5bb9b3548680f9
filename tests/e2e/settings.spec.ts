/**
 * Issue 13 item 14: Settings. Company codes the spec cannot carry are refused
 * on the form with the reason (both languages); one the service does not know
 * is explained by the connection test in words; saving says whether and why
 * the session ended; a test result goes away when what it tested changes.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

async function openSettings(app: Page) {
  await app.getByText('Configurações', { exact: true }).first().click();
  await expect(app.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
}

const companyField = (app: Page) => app.getByLabel('Código da empresa (Sandbox)');

test('company codes 0 and 99999 are refused on the form with the reason; 3 is explained by the connection test; saving says why the session ended', async ({ app }) => {
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
  await expect(app.getByTestId('settings-saved')).toContainText('Sua sessão foi encerrada porque o código da empresa do ambiente ativo (Sandbox) mudou');
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
  await app.getByText('Buscar cliente', { exact: true }).first().click();
  await login(app);
  await openSettings(app);
  await app.getByLabel('Tempo limite das requisições (segundos)').fill('30');
  await save.click();
  await expect(app.getByTestId('settings-saved')).toContainText('Você continua conectado');
  await expect(app.getByLabel('Usuário conectado')).toBeVisible();
});
