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
