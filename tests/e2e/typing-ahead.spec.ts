/**
 * A CPF typed at once, on a loaded machine: right after the login's Enter, right after the search screen is asked
 * for (the menu) and right after Ctrl+K, with nothing awaited between the keystroke that opens the place and the digits. The CPU is slowed down
 * (Chromium's own throttling through CDP) so the screen's chunk, its mount and the spotlight's opening all take
 * longer than the typing.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

const PATRICIA = { cpf: '27208447136', name: 'Patrícia Luiza Ribeiro' };

async function slowDown(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

test.describe('right after the login', () => {
  test('a CPF typed at once after Enter on the password opens the customer, under CPU throttling', async ({ app }) => {
    await slowDown(app, 6);
    await app.getByLabel('Usuário').fill('atendente');
    await app.getByLabel('Senha').fill('Balcao@2026');
    await app.getByLabel('Senha').press('Enter');
    await app.keyboard.type(PATRICIA.cpf);
    await app.keyboard.press('Enter');
    await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeFocused();
  });

  test('refused, the password field is focused and empty, ready to be typed again', async ({ app }) => {
    await app.getByLabel('Usuário').fill('atendente');
    await app.getByLabel('Senha').fill('errada');
    await app.getByLabel('Senha').press('Enter');
    await expect(app.getByRole('alert')).toBeVisible();
    await expect(app.getByLabel('Senha')).toBeFocused();
    await expect(app.getByLabel('Senha')).toHaveValue('');
    await expect(app.getByLabel('Usuário')).toHaveValue('atendente');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ app }) => {
    await login(app);
  });

  test('a CPF typed at once after the menu opens the search keeps every digit, under CPU throttling', async ({
    app,
  }) => {
    await slowDown(app, 6);
    for (let round = 0; round < 3; round++) {
      await app.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
      await app.keyboard.type(PATRICIA.cpf);
      await app.keyboard.press('Enter');
      await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeVisible();
    }
  });

  test('a CPF typed at once after Ctrl+K keeps every digit, under CPU throttling', async ({ app }) => {
    await slowDown(app, 6);
    for (let round = 0; round < 3; round++) {
      await app.keyboard.press('Control+K');
      await app.keyboard.type(PATRICIA.cpf);
      await app.keyboard.press('Enter');
      await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeVisible();
      await expect(app.getByRole('dialog')).toHaveCount(0);
    }
  });
});
