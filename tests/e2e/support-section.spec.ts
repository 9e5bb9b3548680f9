/**
 * Settings → "Suporte" (D132, D133): the log level, and "Copiar diagnóstico"
 * after reading a customer: the text shown (and put on the clipboard) has the
 * version, environment and drift summary, and no CPF unmasked.
 */
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

const PATRICIA = '27208447136';

test('log level and a masked diagnostics copy for a support ticket', async ({ app, harness }) => {
  await app.context().grantPermissions(['clipboard-write'], { origin: new URL(harness.url).origin });
  await login(app);
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();

  await app.getByText('Configurações', { exact: true }).first().click();
  const section = app.getByRole('region', { name: 'Suporte' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/Sem endereço de atualizações/)).toBeVisible();

  await section.getByRole('combobox', { name: 'Nível de log' }).click();
  await app.getByRole('option', { name: 'Detalhado (debug)' }).click();
  await expect(section.getByRole('combobox', { name: 'Nível de log' })).toHaveValue('Detalhado (debug)');

  await section.getByRole('button', { name: 'Copiar diagnóstico' }).click();
  const text = section.getByTestId('diagnostics-text');
  await expect(text).toContainText('Diagnóstico do Balcão');
  await expect(text).toContainText('Ambiente: sandbox');
  await expect(text).toContainText('Divergências do contrato desde');
  await expect(text).toContainText('Nível de log: debug');
  await expect(text).not.toContainText(PATRICIA);
  await expect(text).not.toContainText('272.084.471-36');
});
