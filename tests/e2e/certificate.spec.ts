/** The pension certificate workspace: movements (Op12), collection (Op13), balance (Op14), profitability (Op16), income (Op15, Op19), financial responsible (Op21), contribution (Op4). */
import { expect, test } from './fixtures';
import { openCertificate, reviewAndSend, sandboxState } from './support';

const PATRICIA = '27208447136';
const CERT = '000000925108'; // 1,000 movements

test.beforeEach(async ({ signedIn }) => {
  await openCertificate(signedIn, PATRICIA, CERT);
});

test('movements: virtualized, sortable, filterable, with totals (Op12)', async ({ app }) => {
  const table = app.getByRole('table', { name: 'Movimentações financeiras' });
  await expect(table).toHaveAttribute('data-total-rows', '1000');
  expect(await table.getByRole('row').count()).toBeLessThan(100);
  await test.step("focus opens a filter's list; ArrowDown on the closed list opens it on its first choice", async () => {
    // The lists are mounted from the field's first focus on (D681): each key below must find them there.
    for (const name of ['Tipo de movimento', 'Fundo']) {
      const field = app.getByRole('combobox', { name });
      const list = app.getByRole('listbox', { name });
      await expect(field).toHaveAttribute('placeholder', 'Todos');
      await field.focus();
      await expect(list).toBeVisible();
      await field.press('Escape');
      await expect(list).toBeHidden();
      await field.press('ArrowDown');
      await expect(list).toBeVisible();
      const first = list.getByRole('option').first();
      await expect(first).toHaveAttribute('data-combobox-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await field.press('Escape');
      await expect(list).toBeHidden();
    }
  });
  await table.getByRole('button', { name: 'Valor (R$)' }).click();
  await expect(table.getByRole('columnheader', { name: /Valor/ })).toHaveAttribute('aria-sort', 'ascending');
  await app.getByRole('searchbox', { name: 'Buscar na descrição' }).fill('AJUSTE');
  // The filtered view replaces the 1,000 rows (a state waited for, not polled until the test's own timeout).
  await expect(table).not.toHaveAttribute('data-total-rows', '1000');
  await expect(app.getByRole('group', { name: 'Totais das movimentações exibidas' })).toContainText('R$');
});

test('collection channels (Op13) and financial responsible (Op21)', async ({ app }) => {
  await app.getByRole('tab', { name: 'Canais de cobrança' }).click();
  const panel = app.getByRole('tabpanel', { name: 'Canais de cobrança' });
  await expect(panel).toContainText('Banco de arrecadação');
  await expect(panel).toContainText('Próximo vencimento');
  await app.getByRole('tab', { name: 'Responsável financeiro' }).click();
  await expect(app.getByRole('button', { name: 'Mostrar CPF' })).toBeVisible();
});

test('balance and profitability of a coverage and fund (Op14, Op16)', async ({ app }) => {
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  await expect(app.getByRole('heading', { name: 'Rentabilidade acumulada' })).toBeVisible();
  await expect(app.getByRole('table', { name: 'Saldo detalhado' }).getByRole('row').nth(1)).toBeVisible();
  await expect(app.getByText('%').first()).toBeVisible();
});

test('income processes and their beneficiaries (Op15, Op19)', async ({ app }) => {
  await app.getByRole('tab', { name: 'Renda' }).click();
  await expect(app.getByRole('table', { name: 'Processos de renda' }).getByRole('row').nth(1)).toBeVisible();
  await expect(app.getByRole('table', { name: 'Beneficiários da renda' }).getByRole('row').nth(1)).toBeVisible();
});

test('one-off contribution (Op4): the fund split must total 100%, then it appears as a pending movement', async ({
  app,
  harness,
}) => {
  await app.getByRole('button', { name: 'Aporte esporádico' }).click();
  const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
  await dialog.getByLabel('Valor do aporte (R$)').fill('1.234,56');
  await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).fill('FND0011');
  await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).press('Tab');
  await dialog.getByLabel('Percentual do fundo 1 (%)').fill('60');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByTestId('total-percentual')).toContainText('60');
  await dialog.getByLabel('Percentual do fundo 1 (%)').fill('100');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const contributions = (await sandboxState(harness)).contributions as Array<{ valor: number; certificado: string }>;
  expect(contributions).toContainEqual(expect.objectContaining({ valor: 1234.56, certificado: CERT }));
});
