/** Reference lookups: company activities (Op20), policy module (Op11), adhesion benefits (Op17). */
import { expect, login, test } from './fixtures';

test.beforeEach(async ({ app }) => {
  await login(app);
  await app.getByText('Consultas de referência', { exact: true }).first().click();
});

test('company activities are searchable without accents (Op20)', async ({ app }) => {
  const table = app.getByRole('table', { name: 'Atividades de empresa' });
  await expect(table.getByRole('row').nth(5)).toBeVisible();
  const all = await table.getByRole('row').count();
  await app.getByLabel('Buscar por código ou descrição').fill('comercio');
  await expect(async () => expect(await table.getByRole('row').count()).toBeLessThan(all)).toPass();
  await expect(table).toContainText(/Comércio/i);
});

test('a policy module shows its rate whatever the service calls it (Op11)', async ({ app }) => {
  await app.getByRole('tab', { name: 'Módulo de apólice' }).click();
  const panel = app.getByRole('tabpanel', { name: 'Módulo de apólice' });
  await panel.getByLabel('Número do módulo').fill('501');
  await panel.getByRole('button', { name: 'Consultar' }).click();
  await expect(panel.getByRole('table').first()).toContainText('%');
});

test('adhesion benefits of a product for a partnership code (Op17), and a partnership not enabled (422)', async ({
  app,
}) => {
  await app.getByRole('tab', { name: 'Benefícios de adesão' }).click();
  const panel = app.getByRole('tabpanel', { name: 'Benefícios de adesão' });
  await panel.getByLabel('Número do produto').fill('1001');
  await panel.getByLabel('Código da parceria').fill('PARC001');
  await panel.getByRole('button', { name: 'Consultar' }).click();
  await expect(panel.getByRole('table', { name: 'Benefícios de adesão' }).getByRole('row').nth(1)).toBeVisible();
  await panel.getByLabel('Código da parceria').fill('PARC999');
  await panel.getByRole('button', { name: 'Consultar' }).click();
  await expect(panel.getByRole('alert')).toContainText('não está habilitada');
});
