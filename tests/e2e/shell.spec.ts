import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';

test('first run opens on the sandbox, login shows the employee, logout returns to login', async ({ app }) => {
  await expect(app.getByLabel('Ambiente SANDBOX')).toBeVisible();
  await expect(app.getByRole('heading', { name: 'Entrar no Balcão' })).toBeVisible();
  await login(app);
  await expect(app.getByLabel('Usuário conectado')).toContainText('(atendente)');
  await app.getByRole('button', { name: 'Sair' }).click();
  await expect(app.getByRole('heading', { name: 'Entrar no Balcão' })).toBeVisible();
});

test('a wrong password is said clearly and nothing else happens', async ({ app }) => {
  await app.getByLabel('Usuário').fill('atendente');
  await app.getByLabel('Senha').fill('errada');
  await app.getByRole('button', { name: 'Entrar' }).click();
  await expect(app.getByRole('alert')).toContainText('Usuário ou senha inválidos');
});

test('the English switch translates the shell', async ({ app }) => {
  await login(app);
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await app.getByText('PT', { exact: true }).click();
  await expect(app.getByRole('button', { name: 'Sair' })).toBeVisible();
});

test('in English, the header names the signed-in user and the environment in English; the login helper works in either language', async ({
  app,
}) => {
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Sign in to Balcão' })).toBeVisible();
  await login(app);
  await expect(app.getByLabel('Signed-in user', { exact: true })).toContainText('(atendente)');
  await expect(app.getByLabel('SANDBOX environment', { exact: true })).toHaveText('SANDBOX');
  await expect(app.getByLabel('Usuário conectado')).toHaveCount(0);
  await expect(app.getByLabel('Ambiente SANDBOX')).toHaveCount(0);
});

test('an unreadable settings file is said on the first screen, not an endless loader; fixing it and trying again opens the app', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-bad-settings-'));
  const file = join(userDataDir, 'settings.json');
  writeFileSync(file, '{ "language": ');
  const harness = await startWebHarness({ userDataDir });
  try {
    await harness.attach(page);
    await page.goto(harness.url);
    await expect(page.getByRole('alert')).toContainText('não pôde ser usado');
    await expect(page.getByRole('alert')).toContainText('O arquivo não foi alterado');
    expect(readFileSync(file, 'utf8')).toBe('{ "language": ');

    rmSync(file);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar no Balcão' })).toBeVisible();
  } finally {
    await harness.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
