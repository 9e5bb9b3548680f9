/**
 * What the customer and certificate screens say beyond numbers, each only as the service said it: the billing of
 * each pension certificate in the list (Op13; a cancelled one in the service's words), what no operation gives
 * (product, plan, a title's status), the collection bank's name, the portability status and count, the quota
 * days of balance and profitability, export names that say their filters, counts grouped per language, and
 * tables that scroll sideways kept out of the Tab order. At 1024×768 and 1366×768, nothing cut; in English too.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

const PATRICIA = '27208447136'; // every line of business; certificate with 1,000 movements
const CERT = '000000925108';
const FABIO = '73450767259'; // 28 portability requests
const CAIO = '04071853565'; // pension certificates 000000512150 (active) and 000000511791 (cancelled); capitalization titles
const CAIO_ACTIVE = '000000512150';
const CAIO_CANCELLED = '000000511791';

/** Neither the element nor any box around it scrolls sideways, and it ends inside the window. */
async function expectUncut(target: Locator): Promise<void> {
  const problems = await target.evaluate((element) => {
    const found: string[] = [];
    const box = element.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth + 0.5)
      found.push(`page: right ${box.right} > ${document.documentElement.clientWidth}`);
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (at.scrollWidth > at.clientWidth + 1 && getComputedStyle(at).overflowX !== 'visible')
        found.push(`${at.className || at.tagName}: ${at.scrollWidth} > ${at.clientWidth}`);
    }
    return found;
  });
  expect(problems, `${target}`).toEqual([]);
}

async function toLanguage(page: Page, language: 'EN' | 'PT'): Promise<void> {
  await page.getByText(language, { exact: true }).click();
  await expect(page.getByRole('button', { name: language === 'EN' ? 'Sign out' : 'Sair' })).toBeVisible();
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

for (const width of [1024, 1366]) {
  test.describe(`${width} × 768`, () => {
    test.beforeEach(async ({ app }) => {
      await app.setViewportSize({ width, height: 768 });
    });

    test('the pension list says each certificate’s billing, a cancelled one in the service’s words, and opens its balance', async ({
      app,
    }) => {
      await openCustomer(app, CAIO);
      const list = app.getByRole('table', { name: 'Certificados de previdência' });
      await expect(list.getByRole('columnheader', { name: 'Cobrança atual' })).toBeVisible();
      const active = list.getByRole('row').filter({ hasText: CAIO_ACTIVE });
      const cancelled = list.getByRole('row').filter({ hasText: CAIO_CANCELLED });
      await expect(active.getByTestId('collection-summary')).toContainText(/R\$\s?[\d.]+,\d{2}/);
      await expect(cancelled.getByTestId('collection-summary-refused')).toContainText(
        `O serviço de cobrança disse: O certificado ${CAIO_CANCELLED} está cancelado`,
      );
      // What no operation gives is said, not invented.
      await expect(
        app.getByRole('note').filter({ hasText: 'nenhuma consulta do serviço informa produto, plano ou situação' }),
      ).toBeVisible();
      await expectUncut(list);
      await active.getByRole('button', { name: `Ver saldo do certificado ${CAIO_ACTIVE}` }).click();
      await expect(app.getByRole('tab', { name: 'Saldo e rentabilidade', selected: true })).toBeVisible();
    });

    test('capitalization titles: the tab says no operation gives their status, and the refusal comes with the reason', async ({
      app,
    }) => {
      await openCustomer(app, CAIO);
      await app.getByRole('tab', { name: 'Capitalização' }).click();
      const note = app.getByRole('note').filter({ hasText: 'O serviço não informa a situação dos títulos' });
      await expect(note).toBeVisible();
      await expectUncut(note);
    });

    test('portability: a status column in words and the count the pages allow', async ({ app }) => {
      await openCustomer(app, FABIO);
      await app.getByRole('tab', { name: 'Portabilidades' }).click();
      const table = app.getByRole('table', { name: 'Portabilidades internas' });
      await expect(table.getByRole('row')).toHaveCount(11);
      await expect(table.getByRole('columnheader', { name: 'Situação' })).toBeVisible();
      // Unfiltered, Op9 says no row's status: said so, with how to see it.
      await expect(table.getByRole('cell', { name: 'não informada' })).toHaveCount(10);
      await expect(app.getByRole('note').filter({ hasText: 'filtre por situação para vê-la' })).toBeVisible();
      const count = app.getByTestId('portability-count');
      await expect(count).toHaveText('10 solicitações ou mais (há mais páginas; o serviço não informa o total)');
      await expectUncut(table);
      await app.getByLabel('Itens por página').selectOption('50');
      await expect(count).toHaveText('28 solicitações');
      await app.getByLabel('Situação').selectOption({ label: 'Processado' });
      await app.getByRole('button', { name: 'Filtrar' }).click();
      await expect(table.getByRole('cell', { name: 'não informada' })).toHaveCount(0);
      const rows = (await table.getByRole('row').count()) - 1;
      expect(rows).toBeGreaterThan(0);
      await expect(table.getByRole('cell', { name: 'Processado', exact: true })).toHaveCount(rows);
      await expect(count).toHaveText(rows === 1 ? '1 solicitação' : `${rows} solicitações`);
    });
  });
}

test('collection channels: the bank’s name next to its code, from the COMPE list', async ({ app }) => {
  await app.setViewportSize({ width: 1024, height: 768 });
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await app.getByRole('tab', { name: 'Canais de cobrança' }).click();
  const panel = app.getByRole('tabpanel', { name: 'Canais de cobrança' });
  const bank = panel.locator('dt', { hasText: 'Banco de arrecadação' }).locator('xpath=following-sibling::dd[1]');
  await expect(bank).toHaveText(/^\d{3} · (Banco|Caixa|Itaú|Nu Pagamentos|Cooperativa)/);
  await expect(panel.getByTestId('bank-not-listed')).toHaveCount(0);
  await expectUncut(panel);
});

test('balance and profitability of different quota days say so next to both', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  const notes = app.getByTestId('quota-days-differ');
  await expect(notes).toHaveCount(2);
  const profitabilityDay = /Data da cota: (\d{2}\/\d{2}\/\d{4})/.exec(
    await app.getByText(/^Data da cota: /).innerText(),
  )![1]!;
  const balanceDay = /cota de [\d.,]+ em (\d{2}\/\d{2}\/\d{4})/.exec(
    await app.getByTestId('selected-fund-amount').innerText(),
  )![1]!;
  expect(balanceDay).not.toBe(profitabilityDay);
  await expect(notes.first()).toHaveText(` — o saldo em R$ abaixo usa a cota de ${balanceDay}, outro dia`);
  await expect(notes.last()).toHaveText(` — a rentabilidade acima é da cota de ${profitabilityDay}, outro dia`);
});

test('two exports of one table with different filters get different names, that say the filter', async ({
  app,
  harness,
}) => {
  await openCustomer(app, FABIO);
  await app.getByRole('tab', { name: 'Portabilidades' }).click();
  const table = app.getByRole('table', { name: 'Portabilidades internas' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const exportAs = async () => {
    const before = harness.ports.saveDialogs.length;
    await app.getByRole('button', { name: 'Exportar', exact: true }).click();
    await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
    await expect.poll(() => harness.ports.saveDialogs.length).toBe(before + 1);
    return harness.ports.saveDialogs.at(-1)!.defaultName;
  };
  const whole = await exportAs();
  await app.getByLabel('Situação').selectOption({ label: 'Processado' });
  await app.getByRole('button', { name: 'Filtrar' }).click();
  await expect(table.getByRole('cell', { name: 'não informada' })).toHaveCount(0);
  const filtered = await exportAs();
  expect(whole).toMatch(/^portabilidades-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(filtered).toMatch(/^portabilidades-situacao-processado-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('in English: the new words, and counts grouped the English way', async ({ app }) => {
  await openCustomer(app, CAIO);
  await toLanguage(app, 'EN');
  const list = app.getByRole('table', { name: 'Pension certificates' });
  await expect(list.getByRole('columnheader', { name: 'Current billing' })).toBeVisible();
  await expect(list.getByTestId('collection-summary').first()).toContainText(
    /Monthly|Yearly|Quarterly|Half-yearly|Every two months|Once/,
  );
  await expect(
    app.getByRole('note').filter({ hasText: 'no query of the service gives a certificate’s product, plan or status' }),
  ).toBeVisible();
  await app.getByRole('tab', { name: 'Capitalization' }).click();
  await expect(app.getByRole('note').filter({ hasText: 'The service does not give a title’s status' })).toBeVisible();

  await toLanguage(app, 'PT');
  await openCustomer(app, FABIO);
  await toLanguage(app, 'EN');
  await app.getByRole('tab', { name: 'Portability' }).click();
  await expect(app.getByTestId('portability-count')).toHaveText(
    '10 requests or more (more pages follow; the service gives no total)',
  );
  await expect(
    app.getByRole('table', { name: 'Internal portability requests' }).getByRole('cell', { name: 'not given' }).first(),
  ).toBeVisible();

  await toLanguage(app, 'PT');
  await openCustomer(app, PATRICIA);
  await toLanguage(app, 'EN');
  await app.getByRole('button', { name: `Open certificate ${CERT}` }).click();
  const totals = app.getByRole('group', { name: 'Totals of the movements shown' });
  await expect(totals).toContainText('1,000 movements');
  await app.getByRole('tab', { name: 'Balance and profitability' }).click();
  await expect(app.getByTestId('quota-days-differ').first()).toContainText('another day');
});

/** Tabs through a customer tab's panel from its tab: every stop is a control, none a box that only scrolls. */
async function expectEveryStopActs(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table').first()).toBeVisible();
  await page.getByRole('tab', { name: tab }).focus();
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      const role = element.getAttribute('role') ?? '';
      const acts =
        ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A'].includes(element.tagName) ||
        ['tab', 'switch', 'menuitem'].includes(role);
      return acts ? 'ok' : `${element.tagName}.${String(element.className)}`;
    });
    if (stop === 'body') break;
    stops.push(stop);
  }
  expect(stops.length, tab).toBeGreaterThan(0);
  expect(
    stops.filter((s) => s !== 'ok'),
    tab,
  ).toEqual([]);
}

test('tables that scroll sideways are no Tab stop: every stop of the customer’s tabs does something (1024 px)', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 768 });
  await openCustomer(app, PATRICIA);
  // The assistances table is wider than the 1024 px screen: it scrolls, and was a Tab stop that did nothing.
  await expectEveryStopActs(app, 'Vida');
  await expectEveryStopActs(app, 'Previdência');
  await openCustomer(app, FABIO);
  await expectEveryStopActs(app, 'Portabilidades');
});
