/**
 * The wire as real services behind the gateway send it, through the screens (D215–D219): a name in Latin-1 keeps
 * its accents; a read answered 429 says it is waiting, then shows its data; a validation reason appears under our
 * message and under the form's field; a write answered 429 offers to send again and is not "outcome unknown".
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxFaults, sandboxState } from './support';

const PATRICIA = '27208447136'; // Patrícia Luiza Ribeiro; title 327202888
const FABIO = '73450767259'; // Fábio Martins

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('a name sent in ISO-8859-1 (and in windows-1252 behind a BOM) keeps its accents', async ({ app, harness }) => {
  await sandboxFaults(harness, [{ kind: 'latin1', operations: ['op8'] }]);
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('heading', { level: 2, name: /Patrícia Luiza Ribeiro/ })).toBeVisible();
  await sandboxFaults(harness, [{ kind: 'bom1252', operations: ['op8'] }]);
  await openCustomer(app, FABIO);
  await expect(app.getByRole('heading', { level: 2, name: /Fábio Martins/ })).toBeVisible();
  await expect(app.getByText('\uFFFD')).toHaveCount(0);
});

test('a read answered 429 says it is waiting, then shows its data', async ({ app, harness }) => {
  await sandboxFaults(harness, [{ kind: 'ratelimit', operations: ['op8'], ms: 2000, times: 1 }]);
  await app.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
  const search = app.getByRole('form', { name: 'Buscar cliente pelo CPF' });
  await search.getByLabel('CPF do cliente').fill(PATRICIA);
  await search.getByLabel('CPF do cliente').press('Enter');
  const waiting = app.getByTestId('service-wait');
  await expect(waiting).toContainText('Aguardando o serviço');
  await expect(waiting).toContainText('pediu para esperar 2 s');
  await expect(app.getByRole('heading', { level: 2, name: /Patrícia Luiza Ribeiro/ })).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
});

async function openPaymentData(app: Page) {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  const bank = dialog.getByLabel('Banco (código)');
  await bank.fill('237');
  await dialog.getByLabel('Agência').focus();
  await expect(bank).toHaveValue('237 – Banco Bradesco S.A.');
  await dialog.getByLabel('Agência').fill('0456');
  await dialog.getByLabel('Conta').fill('12345-6');
  return dialog;
}

test("a validation 400 (ASP.NET): our message, the service's reason beneath it and under the field", async ({
  app,
  harness,
}) => {
  const dialog = await openPaymentData(app);
  await sandboxFaults(harness, [{ kind: 'invalid400', operations: ['op5'], times: 1 }]);
  await reviewAndSend(app);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('O serviço recusou a requisição.');
  await expect(alert).toContainText('O serviço informou:');
  await expect(alert).toContainText('O campo conta é inválido.');
  await expect(alert).not.toContainText('One or more validation errors occurred');
  // Under the field that holds it, what was typed kept.
  await expect(dialog.getByText('O serviço informou: O campo conta é inválido.')).toBeVisible();
  await expect(dialog.getByLabel('Conta')).toHaveValue('12345-6');
  await expect(dialog.getByLabel('Conta')).toHaveAttribute('aria-invalid', 'true');
});

test('a write answered 429 was not processed: it says so, offers to send again, and is not "outcome unknown"', async ({
  app,
  harness,
}) => {
  const dialog = await openPaymentData(app);
  await sandboxFaults(harness, [{ kind: 'ratelimit', operations: ['op5'], ms: 1000, times: 1 }]);
  await reviewAndSend(app);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('O serviço não processou o envio');
  await expect(alert).not.toContainText('Rate limit is exceeded');
  await expect(app.getByText('Resultado desconhecido')).toHaveCount(0);
  expect((await sandboxState(harness)).paymentData).toEqual({});
  await expect(dialog.getByLabel('Conta')).toHaveValue('12345-6');
  await alert.getByRole('button', { name: 'Enviar de novo' }).click();
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  expect((await sandboxState(harness)).paymentData).toMatchObject({
    [`${PATRICIA}/327202888`]: { banco: 237, agencia: '0456', conta: '12345-6' },
  });
});
