/**
 * History finds what left the counter (D253): a statement exported for a customer is found by the customer's full
 * CPF (with or without punctuation), by name words in any order and without accents, and by the masked CPF the
 * line itself shows; another customer's CPF does not find it.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';
import { join } from 'node:path';

const CAIO = '04071853565'; // Caio Conceição Barbosa; certificate 000000512150 (127 movements)
const CERT = '000000512150';

async function searchHistory(app: Page, text: string): Promise<void> {
  await app.getByLabel('Buscar').fill(text);
}

test('History by full CPF, by name and by masked CPF finds an export of that customer', async ({ app, harness }) => {
  await login(app);
  await openCustomer(app, CAIO);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute('data-total-rows', '127');
  harness.savePath.value = join(harness.userDataDir, 'extrato-caio.xlsx');
  await app.getByRole('button', { name: 'Exportar', exact: true }).click();
  await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
  await expect(app.getByText('Exportação concluída')).toBeVisible({ timeout: 60_000 });

  await app.getByRole('navigation').getByRole('button', { name: 'Histórico', exact: true }).click();
  const table = app.getByRole('table', { name: 'Histórico de operações' });
  const exported = table.getByRole('row').filter({ hasText: 'Exportação' });
  await expect(exported.first()).toBeVisible();

  for (const text of ['040.718.535-65', '04071853565', 'barbosa caio', 'Conceicao', '***.718.535-**']) {
    await searchHistory(app, text);
    await expect(exported.first(), text).toBeVisible();
  }
  await searchHistory(app, '272.084.471-36');
  await expect(table).toContainText('Nenhuma operação encontrada');
});
