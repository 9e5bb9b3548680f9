/**
 * Issue 13 item 13 and the "Missed" History bullet: search by full CPF or by
 * name (the journal keeps neither in the clear), the details of what was sent
 * (personal data masked), recording how an unknown outcome was checked (by
 * whom, when; journaled) and the duplicate warning following it; at 1366×768
 * and 1024×768 many rows fit and the unknown-outcome badge is whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { WebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxFaults } from './support';

const PATRICIA = '27208447136'; // Patrícia Luiza Ribeiro; title 327202888

async function sendPaymentData(app: Page, account: string): Promise<Locator> {
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await dialog.getByLabel('Banco (código)').fill('104');
  await dialog.getByLabel('Agência').fill('0001');
  await dialog.getByLabel('Conta').fill(account);
  await reviewAndSend(app);
  return dialog;
}

/** A payment-data change whose answer is lost after the sandbox applied it: outcome unknown. */
async function unknownPaymentData(app: Page, harness: WebHarness, account: string): Promise<void> {
  await sandboxFaults(harness, [{ kind: 'drop', operations: ['op5'], times: 1 }]);
  const dialog = await sendPaymentData(app, account);
  await expect(dialog.getByRole('alert')).toContainText('Resultado desconhecido');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await app.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
}

const historyTable = (app: Page) => app.getByRole('table', { name: 'Histórico de operações' });

async function openHistory(app: Page): Promise<void> {
  await app.getByRole('navigation').getByRole('button', { name: 'Histórico', exact: true }).click();
  await expect(historyTable(app)).toBeVisible();
}

async function search(app: Page, text: string): Promise<void> {
  await app.getByLabel('Buscar').fill(text);
}

test('search by full CPF or name, what was sent (masked), an unknown outcome checked and the duplicate warning following it', async ({
  app,
  harness,
}) => {
  test.slow();
  await login(app);
  await openCustomer(app, PATRICIA);
  await unknownPaymentData(app, harness, '1234-5');

  await openHistory(app);
  const table = historyTable(app);
  const row = table.getByRole('row').filter({ hasText: 'Dados de pagamento' }).first();
  await expect(row).toContainText('Resultado desconhecido');

  // Found by the full CPF (typed or pasted with punctuation) and by name words in any order, without accents.
  await search(app, '272.084.471-36');
  await expect(row).toBeVisible();
  await search(app, 'ribeiro patricia');
  await expect(row).toBeVisible();
  await search(app, 'Maria Souza');
  await expect(table).toContainText('Nenhuma operação encontrada');
  await search(app, '27208447136');
  await expect(row).toBeVisible();

  // The journal on disk holds neither the CPF nor the name in the clear.
  const journal = readFileSync(join(harness.userDataDir, 'journal.jsonl'), 'utf8');
  expect(journal).not.toContain(PATRICIA);
  expect(journal).not.toMatch(/patr[ií]cia|ribeiro/i);

  // What was sent, masked as the app masks it.
  await row.getByRole('button', { name: /^Detalhes de Alterar dados de pagamento/ }).click();
  const details = app.getByRole('table', { name: 'O que foi enviado' });
  await expect(details).toContainText('104 · Caixa');
  await expect(details).toContainText('Agência');
  await expect(details).toContainText('0001');
  await expect(details).toContainText('****34-5');
  await expect(details).not.toContainText('1234-5');
  await expect(table).not.toContainText('272.084.471-36');

  // Checked: not concluded. Who and when, on the line and in the journal.
  const check = app.getByRole('group', { name: 'Registrar verificação' });
  await check.getByRole('button', { name: 'Registrar verificação' }).click();
  await expect(check.getByText('Escolha o que verificou.')).toBeVisible();
  await check.getByRole('radio', { name: 'A operação não foi concluída' }).check();
  await check.getByLabel('Como verificou').fill('Consultei o serviço: os dados do título não mudaram.');
  await check.getByRole('button', { name: 'Registrar verificação' }).click();
  await expect(row).toContainText('Verificada: não concluída');
  await expect(app.getByText(/Por atendente em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(app.getByText('Consultei o serviço: os dados do título não mudaram.')).toBeVisible();
  expect(readFileSync(join(harness.userDataDir, 'journal.jsonl'), 'utf8')).toMatch(
    /"type":"resolve".*"outcome":"not-concluded"/,
  );

  // Confirmed not done: sending the same again does not warn of a duplicate.
  await openCustomer(app, PATRICIA);
  const again = await sendPaymentData(app, '1234-5');
  await expect(again.getByTestId('protocolo').or(again.getByText('Operação concluída'))).toBeVisible();
  await again.getByRole('button', { name: 'Fechar', exact: true }).click();

  // Another unknown, checked as concluded: the same request warns, saying so.
  await unknownPaymentData(app, harness, '5678-9');
  await openHistory(app);
  await search(app, '');
  const second = table.getByRole('row').filter({ hasText: 'Resultado desconhecido' }).first();
  await second.getByRole('button', { name: /^Detalhes de/ }).click();
  await check.getByRole('radio', { name: 'A operação foi concluída' }).check();
  await check.getByLabel('Como verificou').fill('O cliente confirmou a troca da conta.');
  await check.getByRole('button', { name: 'Registrar verificação' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Verificada: concluída' })).toHaveCount(1);
  await expect(app.getByText(/Operações com resultado desconhecido/)).toHaveCount(0);

  await openCustomer(app, PATRICIA);
  const third = await sendPaymentData(app, '5678-9');
  await expect(third.getByText(/verificada como concluída por atendente/)).toBeVisible();
});

/** Entries straight into the journal (the harness's main process): unknown outcomes among them. */
function seedJournal(harness: WebHarness, count: number): void {
  const journal = harness.services.journal;
  for (let i = 0; i < count; i++) {
    const entry = journal.begin({
      user: 'atendente',
      environment: 'sandbox',
      action: 'op4',
      title: 'Aporte esporádico',
      customerCpf: PATRICIA,
      identifiers: { idcertificado: '000000925108' },
    });
    journal.finish(
      entry.id,
      i % 3 === 0 ? 'unknown' : 'succeeded',
      i % 3 === 0
        ? { messages: ['A resposta não chegou.'] }
        : { httpStatus: 201, protocol: `APT${String(i).padStart(14, '0')}` },
    );
  }
}

for (const width of [1366, 1024]) {
  test(`at ${width}×768 many rows fit and the unknown-outcome badge is whole`, async ({ app, harness }) => {
    await app.setViewportSize({ width, height: 768 });
    seedJournal(harness, 15);
    await login(app);
    await openHistory(app);
    const rows = historyTable(app).locator('tbody tr');
    await expect(rows).toHaveCount(15);
    const inView = await rows.evaluateAll(
      (all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
    expect(inView).toBeGreaterThanOrEqual(8);
    const badge = historyTable(app).getByText('Resultado desconhecido', { exact: true }).first();
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth + 0.5);
    expect(cut).toBe(false);
  });
}
