/**
 * The request receipt (D360) in Chromium against the real handler layer: from the write dialog's outcome step,
 * from the dialog after a lost answer, and from the write's History entry; each is produced (the PDF read back
 * with pdftotext, or the print job) and journaled.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxFaults } from './support';

const PATRICIA = '27208447136'; // life proposal PV2026418052

test.beforeEach(async ({ app }) => {
  test.slow();
  await login(app);
});

async function sendSignatureDate(app: Page, date: string) {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Data de assinatura da proposta' });
  await dialog.getByLabel('Data de assinatura').fill(date);
  await reviewAndSend(app);
  return dialog;
}

async function saveReceipt(app: Page, scope: ReturnType<Page['getByRole']>, file: string): Promise<string> {
  await scope.getByRole('button', { name: 'Comprovante', exact: true }).click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  // Chromium renders the PDF: on a loaded machine that takes a while.
  await expect(app.getByText('Comprovante salvo', { exact: true }).last()).toBeVisible({ timeout: 60_000 });
  expect(existsSync(file)).toBe(true);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function historyReceipts(app: Page) {
  await app.getByRole('navigation').getByRole('button', { name: 'Histórico', exact: true }).click();
  const table = app.getByRole('table', { name: 'Histórico de operações' });
  await expect(table).toBeVisible();
  return table;
}

test('from the outcome step: the receipt of a sent request is saved as PDF, says what was asked, and is in the History', async ({
  app,
  harness,
}) => {
  const dialog = await sendSignatureDate(app, '02/06/2026');
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const file = join(harness.userDataDir, 'comprovante-enviado.pdf');
  harness.savePath.value = file;
  const text = await saveReceipt(app, dialog, file);
  expect(text).toContain('Comprovante de solicitação');
  expect(text).toContain('Data de assinatura da proposta (vida)');
  expect(text).toContain('02/06/2026');
  expect(text).toContain('Enviada e aceita pelo serviço');
  expect(text).toContain('Referência do Balcão');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  const table = await historyReceipts(app);
  await expect(table.getByRole('row').filter({ hasText: 'Exportação PDF: Comprovante de solicitação' })).toHaveCount(1);
});

test('after a lost answer, the dialog offers a receipt that says it is not a confirmation', async ({
  app,
  harness,
}) => {
  await sandboxFaults(harness, [{ kind: 'drop', operations: ['op7'], times: 1 }]);
  const dialog = await sendSignatureDate(app, '03/06/2026');
  await expect(dialog.getByText('Resultado desconhecido').first()).toBeVisible();
  const file = join(harness.userDataDir, 'comprovante-desconhecido.pdf');
  harness.savePath.value = file;
  const text = (await saveReceipt(app, dialog, file)).replace(/\s+/g, ' ');
  expect(text).toContain('Resultado desconhecido');
  expect(text).toContain('não é uma confirmação');
  expect(text).not.toMatch(/enviada/i);
});

test('from the History entry: the receipt prints and the print is journaled', async ({ app, harness }) => {
  const dialog = await sendSignatureDate(app, '04/06/2026');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  const table = await historyReceipts(app);
  const row = table.getByRole('row').filter({ hasText: 'Informar data de assinatura' }).first();
  await row.getByRole('button', { name: /^Detalhes de Informar data de assinatura/ }).click();
  const details = table.locator('[data-details-of]');
  const jobs = harness.printer.printJobs.length;
  await details.getByRole('button', { name: 'Comprovante', exact: true }).click();
  await app.getByRole('menuitem', { name: /Imprimir/ }).click();
  await expect(app.getByText('Comprovante enviado para impressão', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(harness.printer.printJobs.length).toBe(jobs + 1);
  await expect(table.getByRole('row').filter({ hasText: 'Impressão: Comprovante de solicitação' })).toHaveCount(1);
});
