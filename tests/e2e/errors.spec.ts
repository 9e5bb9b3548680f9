/** The error paths an employee meets: no privilege, an expired session, the service down, a write with no answer. */
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxFaults, sandboxState } from './support';

const PATRICIA = '27208447136';

test("a read-only user's write is refused (403) with the service's words", async ({ app }) => {
  await login(app, 'consulta', 'Consulta@2026');
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await dialog.getByLabel('Banco (código)').fill('237');
  await dialog.getByLabel('Agência').fill('1');
  await dialog.getByLabel('Conta').fill('2');
  await reviewAndSend(app);
  await expect(dialog.getByRole('alert')).toContainText('somente consulta');
});

test('an expired session asks for login over the current screen, which then carries on', async ({ app, harness }) => {
  await login(app);
  await openCustomer(app, PATRICIA);
  await fetch(`${await harness.sandboxUrl()}/_sandbox/tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  await app.getByRole('tab', { name: 'Fundo de pensão' }).click();
  const modal = app.getByRole('dialog', { name: /Sessão expirada/ });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Usuário').fill('atendente');
  await modal.getByLabel('Senha').fill('Balcao@2026');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(modal).toBeHidden();
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();
  await expect(app.getByRole('region', { name: /Cobrança do autopatrocinado/ })).toContainText('R$');
});

test('the service down: a clear error, and "try again" succeeds once it is back', async ({ app, harness }) => {
  await login(app);
  // Three 503s: the first attempt and both automatic retries of the read fail.
  await sandboxFaults(harness, [{ kind: 'error503', operations: ['op8'], times: 3 }]);
  await app.getByLabel('CPF do cliente').fill(PATRICIA);
  await app.getByLabel('CPF do cliente').press('Enter');
  await expect(app.getByRole('alert')).toBeVisible();
  await app.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();
});

test('a timed-out write is "outcome unknown", kept on screen, and stands out in History', async ({ app, harness }) => {
  test.slow();
  await login(app);
  await harness.services.settings.update({ requestTimeoutSeconds: 5 });
  await sandboxFaults(harness, [{ kind: 'latency', operations: ['op5'], times: 1, ms: 7000 }]);
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await dialog.getByLabel('Banco (código)').fill('104');
  await dialog.getByLabel('Agência').fill('0001');
  await dialog.getByLabel('Conta').fill('1234-5');
  await reviewAndSend(app);
  await expect(dialog.getByRole('alert')).toContainText('Resultado desconhecido', { timeout: 20_000 });
  await expect(dialog.getByLabel('Conta')).toHaveValue('1234-5');
  // The sandbox did apply it: the answer is what got lost.
  await expect
    .poll(
      async () =>
        ((await sandboxState(harness)).paymentData as Record<string, { banco: number }>)[`${PATRICIA}/327202888`]
          ?.banco,
    )
    .toBe(104);
  await dialog.getByRole('button', { name: 'Abrir o histórico' }).click();
  // Leaving the dialog drops what was typed: asked first.
  await app
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  const history = app.getByRole('table', { name: 'Histórico de operações' });
  await expect(history.getByRole('row', { name: /Resultado desconhecido/ })).toBeVisible();
});
