/** Finding a customer and reading what belongs to them (Op8, Op9, Op10, Op18). */
import { expect, login, test } from './fixtures';

const PATRICIA = '27208447136'; // every line of business
const FABIO = '73450767259'; // 28 portability requests

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('an invalid CPF is refused before anything is sent', async ({ app, harness }) => {
  const before = harness.logLines.length;
  await app.getByLabel('CPF do cliente').fill('12345678900');
  await app.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(app.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  expect(harness.logLines.slice(before).some((l) => l.includes('op8'))).toBe(false);
});

test('an unknown customer says so (404)', async ({ app }) => {
  await app.getByLabel('CPF do cliente').fill('52998224725');
  await app.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(app.getByText('Cliente não encontrado').first()).toBeVisible();
});

test('the customer card shows the registration data with the CPF masked, and the reveal is journaled (Op8)', async ({
  app,
}) => {
  await app.getByLabel('CPF do cliente').fill('272.084.471-36');
  await app.getByLabel('CPF do cliente').press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();
  await expect(app.getByText('***.084.471-**').first()).toBeVisible();
  await expect(app.getByText('272.084.471-36')).toHaveCount(0);
  await app.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(app.getByText('272.084.471-36').first()).toBeVisible();
  await app
    .getByRole('link', { name: 'Histórico' })
    .or(app.getByText('Histórico', { exact: true }))
    .first()
    .click();
  await expect(app.getByRole('table', { name: 'Histórico de operações' })).toContainText('CPF exibido por completo');
});

test('portability requests filter and page on the server (Op9)', async ({ app }) => {
  await app.getByLabel('CPF do cliente').fill(FABIO);
  await app.getByLabel('CPF do cliente').press('Enter');
  await app.getByRole('tab', { name: 'Portabilidades' }).click();
  const table = app.getByRole('table', { name: 'Portabilidades internas' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(app.getByText('Página 1')).toBeVisible();
  await app.getByRole('button', { name: 'Próxima página' }).click();
  await expect(app.getByText('Página 2')).toBeVisible();
  await app.getByLabel('Situação').selectOption({ index: 4 });
  await app.getByRole('button', { name: 'Filtrar' }).click();
  await expect(app.getByText('Página 1')).toBeVisible();
  // The pager says the page asked at once; the rows of the page before stay on screen, dimmed and busy, until the
  // filtered answer comes: count them once it has.
  await expect(app.locator('[aria-busy]').filter({ has: table }).last()).toHaveAttribute('aria-busy', 'false');
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThan(1);
  expect(rows).toBeLessThan(11);
});

test('life assistances with chosen fields (Op10) and pension-fund billing (Op18)', async ({ app }) => {
  await app.getByLabel('CPF do cliente').fill(PATRICIA);
  await app.getByLabel('CPF do cliente').press('Enter');
  await app.getByRole('tab', { name: 'Vida' }).click();
  const assistances = app.getByRole('table', { name: 'Assistências' });
  await expect(assistances.getByRole('row').nth(1)).toBeVisible();
  await app.getByRole('tab', { name: 'Fundo de pensão' }).click();
  await expect(app.getByRole('region', { name: /Cobrança do autopatrocinado: plano FP63845167/ })).toContainText('R$');
});
