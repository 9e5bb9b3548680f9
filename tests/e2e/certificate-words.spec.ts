/**
 * Issue 13: what an employee missed on the certificate (balance in R$, a
 * movement's detail), screens that reload after a write (item 4), and codes in
 * words in both languages with nothing cut (item 15).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCertificate, openCustomer, reviewAndSend, sandboxFaults } from './support';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../src-shared/words/code-words';
import type { WebHarness } from '../harness/web-harness';

const PATRICIA = '27208447136'; // every line of business; title 327202888; life proposal PV2026418052
const CERT = '000000925108'; // 1,000 movements

/** Patrícia's certificate on its movements tab, the table's rows counted. */
async function openMovementsTable(app: Page): Promise<Locator> {
  await openCertificate(app, PATRICIA, CERT);
  const table = app.getByRole('table', { name: 'Movimentações financeiras' });
  await expect(table).toHaveAttribute('data-all-rows', /\d+/);
  return table;
}

/** "R$ 1.234,56" / "-R$ 1.234,56" → centavos, as integers (no float). */
function centsOf(text: string): bigint {
  const match = /(-?)\s*R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = BigInt(match[2]!.replace(/\./g, '') + match[3]);
  return match[1] === '-' ? -cents : cents;
}

async function requestsOf(harness: WebHarness, operation: string): Promise<number> {
  const log = (await (await fetch(`${await harness.sandboxUrl()}/_sandbox/requests`)).json()) as Array<{
    operation: string | null;
  }>;
  return log.filter((r) => r.operation === operation).length;
}

async function sendContribution(app: Page): Promise<Locator> {
  await app.getByRole('button', { name: 'Aporte esporádico' }).click();
  const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
  await dialog.getByLabel('Valor do aporte (R$)').fill('1.234,56');
  await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).fill('FND0011');
  await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).press('Tab');
  await dialog.getByLabel('Percentual do fundo 1 (%)').fill('100');
  await reviewAndSend(app);
  return dialog;
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

/**
 * What the certificate shows, read without writing: one opening of its 1,000 movements serves the three checks,
 * each its own step (a failure names it), in an order where none changes what the next one reads: the movements'
 * detail on the table as it opens, then the type filter, then the balance tab (its funds are not filtered).
 */
test('the certificate read: a movement detail, the type filter in words, the balance in R$ per fund and in total', async ({
  app,
}) => {
  // The three reads' own budgets, one test's each.
  test.setTimeout(3 * 60_000);
  const table = await openMovementsTable(app);
  await test.step('a movement opens its detail from the table, with the keyboard and with the mouse', async () => {
    const openers = table.getByRole('button', { name: /Ver detalhe da movimentação/ });
    const first = openers.first();
    const firstId = /movimentação (\S+)$/.exec((await first.getAttribute('aria-label'))!)![1]!;
    await first.focus();
    await app.keyboard.press('Enter');
    let dialog = app.getByRole('dialog', { name: 'Detalhe da movimentação' });
    await expect(dialog).toBeVisible();
    for (const label of [
      'Valor nominal (R$)',
      'Data original',
      'Conta',
      'Identificação',
      'Tipo de movimento',
      'Saldo em cotas após o movimento',
    ]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText(firstId);
    await app.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    const second = openers.nth(1);
    const secondId = /movimentação (\S+)$/.exec((await second.getAttribute('aria-label'))!)![1]!;
    await second.click();
    dialog = app.getByRole('dialog', { name: 'Detalhe da movimentação' });
    await expect(dialog).toContainText(secondId);
    await expect(dialog).not.toContainText(/CONTRIBUICAO|PROCESSADO|CONTA DO PARTICIPANTE/);
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the movement type filter offers the types in words, found without accents, and filters by the code', async () => {
    const all = Number(await table.getAttribute('data-all-rows'));
    const filter = app.getByRole('combobox', { name: 'Tipo de movimento' });
    await expect(filter).toHaveAttribute('placeholder', 'Todos');
    await filter.click();
    await filter.fill('contribuicao');
    await expect(app.getByRole('option', { name: 'Contribuição' })).toBeVisible();
    await expect(app.getByRole('option', { name: 'CONTRIBUICAO' })).toHaveCount(0);
    await app.getByRole('option', { name: 'Contribuição' }).click();
    await expect.poll(async () => Number(await table.getAttribute('data-total-rows'))).toBeLessThan(all);
    await expect(table.getByRole('row').nth(1)).toContainText('Contribuição');
  });

  await test.step('balance in R$ per fund and for the certificate: quotas × quota value, the total the exact sum of the funds', async () => {
    await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
    const funds = app.getByRole('table', { name: 'Saldo por fundo em R$' });
    await expect(funds.getByRole('row').nth(1)).toBeVisible();
    const rows = funds.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    let sum = 0n;
    for (let i = 0; i < count; i++) sum += centsOf((await rows.nth(i).locator('td').last().textContent())!);
    await expect(funds.getByTestId('fund-balances-total')).toHaveText(/R\$/);
    expect(centsOf((await funds.getByTestId('fund-balances-total').textContent())!)).toBe(sum);

    // The chosen fund says the same amount, with the quota it was valued at.
    const selected = app.getByTestId('selected-fund-amount');
    await expect(selected).toContainText(/R\$.*\(cota de [\d.,]+ em \d{2}\/\d{2}\/\d{4}\)/);
    const chosen = (await app.getByRole('button', { pressed: true }).first().textContent())!;
    const row = rows.filter({ hasText: chosen });
    expect(centsOf((await selected.textContent())!)).toBe(centsOf((await row.locator('td').last().textContent())!));
  });
});

test('after a contribution the certificate shows the new pending movement at once, without leaving the screen (item 4)', async ({
  app,
}) => {
  const table = await openMovementsTable(app);
  const before = Number(await table.getAttribute('data-all-rows'));
  const dialog = await sendContribution(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  // Behind the dialog, already: the movements were read again.
  await expect(table).toHaveAttribute('data-all-rows', String(before + 1));
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(app.getByRole('heading', { name: `Certificado ${CERT}` })).toBeVisible();
  // Newest first: the pending contribution is the first row.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('APORTE ESPORADICO SOLICITADO');
  await expect(firstRow).toContainText('Pendente');
});

test('after a contribution whose outcome is unknown (answer lost) the movements reload too, showing what the service did (item 4)', async ({
  app,
  harness,
}) => {
  const table = await openMovementsTable(app);
  const before = Number(await table.getAttribute('data-all-rows'));
  // Applied by the service, then the connection drops: the app cannot know it went through.
  await sandboxFaults(harness, [{ kind: 'drop', operations: ['op4'], times: 1 }]);
  const dialog = await sendContribution(app);
  await expect(dialog.getByRole('alert')).toContainText('Resultado desconhecido');
  await expect(table).toHaveAttribute('data-all-rows', String(before + 1));
  await expect(table.getByRole('row').nth(1)).toContainText('APORTE ESPORADICO SOLICITADO');
});

test('after a contribution the balance per fund and the total in R$ reload on the balance tab (item 4)', async ({
  app,
}) => {
  await openMovementsTable(app);
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  const total = app.getByTestId('fund-balances-total');
  await expect(total).toHaveText(/R\$/);
  const before = centsOf((await total.textContent())!);
  const dialog = await sendContribution(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  // The pending quotas of R$ 1.234,56 are valued at the fund's latest converted quota: the total grows.
  await expect.poll(async () => centsOf((await total.textContent())!)).toBeGreaterThan(before);
});

test('after payment data (Op5) the capitalization view reloads the record, staying where it was (item 4)', async ({
  app,
  harness,
}) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await dialog.getByLabel('Banco (código)').fill('104');
  await dialog.getByLabel('Agência').fill('0001');
  await dialog.getByLabel('Conta').fill('1234-5');
  // Counted with the form filled: whatever opening the dialog read is behind us.
  const reads = await requestsOf(harness, 'op8');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  await expect.poll(() => requestsOf(harness, 'op8')).toBeGreaterThan(reads);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(app.getByRole('tab', { name: 'Capitalização' })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' })).toBeVisible();
});

test('after a proposal signature date (Op7) the proposals reload, staying where they were (item 4)', async ({
  app,
  harness,
}) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Propostas' }).click();
  await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Data de assinatura da proposta' });
  await dialog.getByLabel('Data de assinatura').fill('01/06/2026');
  const reads = await requestsOf(harness, 'op8');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  await expect.poll(() => requestsOf(harness, 'op8')).toBeGreaterThan(reads);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(app.getByRole('tab', { name: 'Propostas' })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' })).toBeVisible();
});

/**
 * Portuguese the app itself would write (labels, codes, their pt-BR words), case-sensitive and as whole words.
 * What the service writes as free text (names, movement descriptions, fund and assistance names, a profession)
 * is the customer's data and stays as sent: none of it is in this list.
 */
const PORTUGUESE = [
  'Não informado',
  'não informado',
  'Movimentações',
  'Movimentação',
  'Saldo',
  'Cotas',
  'cotas',
  'Valor',
  'Data',
  'Tipo',
  'Fundo',
  'Cobertura',
  'Conta',
  'Situação',
  'Cliente',
  'Certificado',
  'Voltar',
  'Buscar',
  'Exportar',
  'Colunas',
  'Limpar',
  'Fechar',
  'Tentar novamente',
  'Carregando',
  'Pendente',
  'Processado',
  'Contribuição',
  'Cônjuge',
  'Companheiro',
  'Feminino',
  'Masculino',
  'Mensal',
  'Ativo',
  'Suspenso',
  'Cancelado',
  'Em concessão',
  'Débito em conta',
  'Boleto',
  'Pago',
  'Vencido',
  'Vitalícia',
  'Beneficiários',
  'Responsável',
  'Rentabilidade acumulada',
  'CONTRIBUICAO',
  'CONJUGE',
  'COMPANHEIRO',
  'EM CONCESSAO',
  'PENDENTE',
  'PROCESSADO',
  'DEBITO EM CONTA',
  'BOLETO',
  'CONTA DO PARTICIPANTE',
  'CONTA DA EMPRESA',
  'RENDA MENSAL',
  'VITALICIA',
  'BRASIL',
  'ATIVO',
  'SUSPENSO',
  'CANCELADO',
  'PAGO',
  'EM ABERTO',
  'VENCIDO',
  'ESPORADICA',
  'ATRASADA',
  'ANUAL',
];
const PORTUGUESE_WORDS = new RegExp(`(?<!\\p{L})(${PORTUGUESE.join('|')})(?!\\p{L})`, 'u');

async function expectEnglish(where: string, region: Locator): Promise<void> {
  const text = await region.innerText();
  expect(PORTUGUESE_WORDS.exec(text)?.[0], `${where}: ${text.slice(0, 2000)}`).toBeUndefined();
}

test('in English, the customer and certificate screens leave no Portuguese of the app behind: labels, codes, sex, country', async ({
  app,
}) => {
  test.slow();
  await openCustomer(app, PATRICIA);
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const main = app.locator('main');
  await app.getByRole('button', { name: 'Show full registration' }).click();
  await expect(main).toContainText('Female');
  await expect(main).toContainText('Brazil');
  await expectEnglish('registration', main);

  const customerTabs = app.getByRole('tablist').first().getByRole('tab');
  for (let i = 0; i < (await customerTabs.count()); i++) {
    const tab = customerTabs.nth(i);
    await tab.click();
    const panel = app.getByRole('tabpanel', { name: (await tab.innerText()).trim() });
    // A tab whose data loads on demand: its first item opened, so the codes it shows are read too.
    await expect(panel.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectEnglish(`customer tab ${await tab.innerText()}`, main);
  }
  await app.getByRole('tab', { name: 'Pension fund' }).click();
  await expect(main).toContainText('Payment method');
  await expectEnglish('pension fund billing', main);

  await app.getByRole('tab', { name: 'Pension', exact: true }).click();
  await app.getByRole('button', { name: `Open certificate ${CERT}` }).click();
  await expect(app.getByRole('heading', { name: `Certificate ${CERT}` })).toBeVisible();
  const movements = app.getByRole('table', { name: 'Financial movements' });
  await expect(movements.getByRole('row').nth(1)).toBeVisible();
  await expectEnglish('movements', main);
  await movements
    .getByRole('button', { name: /Show detail of movement/ })
    .first()
    .click();
  const detail = app.getByRole('dialog', { name: 'Movement detail' });
  await expect(detail).toContainText('Nominal value (R$)');
  await expectEnglish('movement detail', detail);
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  for (const [tab, ready] of [
    ['Collection channels', 'Payment method'],
    ['Balance and profitability', 'Certificate total'],
    ['Income', 'Beneficiaries of process'],
    ['Responsible payer', 'Date of birth'],
  ] as const) {
    await app.getByRole('tab', { name: tab }).click();
    await expect(main).toContainText(ready);
    await expect(main.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectEnglish(`certificate tab ${tab}`, main);
  }
  await app.getByRole('tab', { name: 'Income' }).click();
  await expect(app.getByRole('table', { name: 'Beneficiaries' })).toContainText(/Male|Female/);
});

/** Cells of a virtual table whose text is cut (ellipsis): the ones whose content is wider than the cell. */
async function cutCells(table: Locator, columnIndexes: number[]): Promise<string[]> {
  return table.evaluate((element, indexes) => {
    const cut: string[] = [];
    for (const row of Array.from(element.querySelectorAll('[role="row"]')).slice(1)) {
      const cells = row.querySelectorAll('[role="cell"]');
      for (const i of indexes) {
        const cell = cells[i] as HTMLElement | undefined;
        if (cell && cell.scrollWidth > cell.clientWidth + 1) cut.push(cell.innerText);
      }
    }
    return cut;
  }, columnIndexes);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`movement types and statuses are never cut, in both languages, at ${viewport.width}×${viewport.height}`, async ({
    app,
  }) => {
    test.slow();
    await app.setViewportSize(viewport);
    await openMovementsTable(app);
    // The table by what it is, not by its name (which changes with the language).
    const table = app.locator('[role="table"][data-all-rows]');
    // Sorted by type both ways: the rows on screen hold the first and the last types (the longest words are among them).
    for (const language of ['PT', 'EN'] as const) {
      await app.getByText(language, { exact: true }).click();
      const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) =>
        h.replace(/[▲▼↕]/g, '').trim(),
      );
      const indexes = headers.map((h, i) => (/^(Tipo|Type|Status)$/.test(h) ? i : -1)).filter((i) => i >= 0);
      expect(indexes.length, headers.join(' | ')).toBeGreaterThan(0);
      await table.getByRole('button', { name: /^(Tipo|Type)/ }).click();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await cutCells(table, indexes)).toEqual([]);
      await table.getByRole('button', { name: /^(Tipo|Type)/ }).click();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await cutCells(table, indexes)).toEqual([]);
      // The class: every word the dictionaries hold fits its column in the cell's own font, shown or not.
      const lang = language === 'PT' ? 'pt-BR' : 'en';
      for (const index of indexes) {
        const words = Object.values(
          /^(Tipo|Type)$/.test(headers[index]!) ? MOVEMENT_TYPE_WORDS[lang] : MOVEMENT_STATUS_WORDS[lang],
        );
        const tooWide = await table.evaluate(
          (element, [i, list]) => {
            const cell = element.querySelectorAll('[role="row"]')[1]!.querySelectorAll('[role="cell"]')[
              i
            ] as HTMLElement;
            const style = getComputedStyle(cell);
            const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = style.font;
            return list.filter((word) => context.measureText(word).width > room);
          },
          [index, words] as const,
        );
        expect(tooWide).toEqual([]);
      }
    }
  });
}
