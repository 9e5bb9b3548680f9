/**
 * Wherever the keyboard takes the employee to another screen, the focus lands on that screen's title, never on the
 * page's body: the control that had it is gone with the old screen, and a focus on the body makes the next Tab start
 * again from the header. Walked by keyboard only, through each way of arriving: the search field, a certificate's
 * "Abrir", "Voltar ao cliente", and Ctrl+K from a customer's certificate.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

const PATRICIA = { cpf: '27208447136', name: 'Patrícia Luiza Ribeiro', certificate: '000000925108' };
const FABIO = { cpf: '73450767259', name: 'Fábio Martins' };

/** Tab until the named control has the focus: the keyboard's own way there. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  const target = page.getByRole('button', { name });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab reaches ${name}`).toBeFocused();
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('each screen reached by the keyboard takes the focus on its title', async ({ app }) => {
  await expect(app.getByLabel('CPF do cliente', { exact: true })).toBeFocused();
  await app.keyboard.type(PATRICIA.cpf);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeFocused();

  await tabTo(app, new RegExp(`Abrir certificado ${PATRICIA.certificate}`));
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: `Certificado ${PATRICIA.certificate}` })).toBeFocused();

  await tabTo(app, /^Voltar ao cliente$/);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeFocused();

  await tabTo(app, new RegExp(`Abrir certificado ${PATRICIA.certificate}`));
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: `Certificado ${PATRICIA.certificate}` })).toBeFocused();

  await app.keyboard.press('Control+K');
  const spotlight = app.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  await expect(spotlight).toBeFocused();
  await app.keyboard.type(FABIO.cpf);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: FABIO.name })).toBeFocused();
  await expect(spotlight).toBeHidden();
  await expect(app.getByRole('heading', { level: 2, name: FABIO.name })).toBeFocused();
});

test('Ctrl+K closed without a choice gives the focus back to where it was', async ({ app }) => {
  await app.keyboard.type(PATRICIA.cpf);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeFocused();
  await tabTo(app, new RegExp(`Abrir certificado ${PATRICIA.certificate}`));
  await app.keyboard.press('Control+K');
  const spotlight = app.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  await expect(spotlight).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(spotlight).toBeHidden();
  await expect(
    app.getByRole('button', { name: new RegExp(`Abrir certificado ${PATRICIA.certificate}`) }),
  ).toBeFocused();
});
