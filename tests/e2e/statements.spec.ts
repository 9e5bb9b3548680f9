/**
 * The three formats and the printable statement from the screens (issue 14):
 * the movements' "Exportar" menu saves an .xlsx and a PDF and prints; the
 * balance prints too; History exports as .xlsx. Files are checked for what
 * they are here; their content is read back by LibreOffice and poppler in
 * tests/main/export/statements-real-consumers.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

test('movements: Excel (.xlsx), Salvar PDF and Imprimir from the Exportar menu; History as .xlsx', async ({ app, harness }) => {
  test.setTimeout(180_000);
  await login(app);
  await openCustomer(app, '27208447136');
  await app.getByRole('button', { name: 'Abrir certificado 000000925108' }).click();
  await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute('data-total-rows', '1000');
  const exportButton = app.getByRole('button', { name: 'Exportar', exact: true });
  const done = app.getByText('Exportação concluída');

  harness.savePath.value = join(harness.userDataDir, 'extrato.xlsx');
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Excel \(\.xlsx\)/ }).click();
  await expect(done).toHaveCount(1);
  expect(readFileSync(harness.savePath.value).subarray(0, 2).toString()).toBe('PK');
  // The dialog was offered every format, the suggested name said .xlsx.
  expect(harness.ports.saveDialogs.at(-1)).toMatchObject({ defaultName: expect.stringMatching(/^movimentacoes-000000925108-.*\.xlsx$/) });

  harness.savePath.value = join(harness.userDataDir, 'extrato.pdf');
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  await expect(done).toHaveCount(2, { timeout: 60_000 });
  expect(readFileSync(harness.savePath.value).subarray(0, 5).toString()).toBe('%PDF-');

  await exportButton.click();
  await app.getByRole('menuitem', { name: /^Imprimir/ }).click();
  await expect(app.getByText('Enviado para impressão')).toBeVisible({ timeout: 60_000 });
  expect(harness.printer.printJobs).toHaveLength(1);

  await app.getByRole('link', { name: 'Histórico' }).or(app.getByText('Histórico', { exact: true })).first().click();
  const history = join(harness.userDataDir, 'historico.xlsx');
  harness.savePath.value = history;
  await app.getByRole('button', { name: 'Exportar', exact: true }).click();
  await app.getByRole('menuitem', { name: /Excel \(\.xlsx\)/ }).click();
  // The file appears under its name only when whole (written to .partial, then renamed).
  await expect.poll(() => existsSync(history), { timeout: 60_000 }).toBe(true);
  expect(readFileSync(history).subarray(0, 2).toString()).toBe('PK');
});
