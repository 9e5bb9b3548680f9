/**
 * Issue 13 items 6–9 on the screens the branch PCs have, 1024×768 and 1366×768, with Windows' 17 px
 * scrollbars (headless Chromium hides scrollbars unless told not to; the style gives them Windows' width):
 * what the employee needs is in view without scrolling sideways, the menu works from the keyboard, Esc closes
 * the topmost overlay only and gives the focus back, the statements open newest first and keep the chosen sort,
 * and the date fields read dd/mm/aaaa whatever the browser's language.
 *
 * Every step waits for the state it needs (a menu open, a dialog shown), never for the clock.
 */
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';
import { expect, login, test } from './fixtures';
import { expectOneDisableFeatures, searchCustomer } from './support';

const PATRICIA = '27208447136'; // every line of business; certificate with 1,000 movements
const CERT = '000000925108';
const FABIO = '73450767259'; // another customer, another certificate (206 movements)
const FABIO_CERT = '000000826629';

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('this file’s own launch options keep one --disable-features with Playwright’s and the pop-ups’, no pop-up', async ({
  browser,
}) => {
  await expectOneDisableFeatures(browser);
});

const WINDOWS_SCROLLBARS =
  '::-webkit-scrollbar { width: 17px; height: 17px; } ::-webkit-scrollbar-thumb { background: #c1c1c1; }';

/** The window of a branch PC: its size, and scrollbars that take room as Windows' do. */
async function branchScreen(page: Page, width: number, height = 768): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.addStyleTag({ content: WINDOWS_SCROLLBARS });
}

const menu = (page: Page) => page.getByRole('navigation');
const menuItem = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

async function openCustomer(page: Page, cpf: string): Promise<void> {
  await menuItem(page, 'Buscar cliente').click();
  await searchCustomer(page, cpf);
  await expect(page.getByRole('tablist', { name: 'Produtos do cliente' })).toBeVisible();
}

async function openCertificate(page: Page, cpf: string, certificate: string): Promise<void> {
  await openCustomer(page, cpf);
  await page.getByRole('button', { name: `Abrir certificado ${certificate}` }).click();
  await expect(page.getByRole('heading', { name: `Certificado ${certificate}` })).toBeVisible();
}

/** Whole inside the page's visible width (the page's own scrollbar excluded) and inside every scrolling box around it. */
async function expectInView(target: Locator): Promise<void> {
  const outside = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
      problems.push(`page: ${box.left}–${box.right} of ${document.documentElement.clientWidth}`);
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible') continue;
      const frame = up.getBoundingClientRect();
      const left = frame.left + up.clientLeft;
      const right = left + up.clientWidth;
      if (box.left < left - 0.5 || box.right > right + 0.5)
        problems.push(`${up.className || up.tagName}: ${box.left}–${box.right} of ${left}–${right}`);
    }
    return problems;
  });
  expect(outside, `${target}`).toEqual([]);
}

/** Neither the element nor any box around it, nor the page, scrolls sideways. */
async function expectNoSidewaysScroll(target: Locator): Promise<void> {
  const scrolling = await target.evaluate((element) => {
    const found: string[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      const scrolls = at === document.documentElement || style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && at.scrollWidth > at.clientWidth + 1)
        found.push(`${at.className || at.tagName}: ${at.scrollWidth} > ${at.clientWidth}`);
    }
    return found;
  });
  expect(scrolling, `${target}`).toEqual([]);
}

/** The product tabs are on screen without scrolling the page. */
async function expectTabsAboveTheFold(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Produtos do cliente' });
  await expect(tabs).toBeInViewport();
  const box = await tabs.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
}

function header(table: Locator, name: string | RegExp): Locator {
  return table.getByRole('columnheader', { name });
}

/** The dates (yyyymmdd) of the first rows drawn, top to bottom. */
async function firstDates(table: Locator, count = 8): Promise<string[]> {
  await expect(table.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  const texts = await table.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').evaluateAll(
    (rows, n) =>
      rows
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
        .slice(0, n)
        .map((r) => r.querySelector('[role="cell"]')?.textContent ?? ''),
    count,
  );
  return texts.map((t) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t.trim());
    expect(m, `a date cell: "${t}"`).not.toBeNull();
    return `${m![3]}${m![2]}${m![1]}`;
  });
}

function expectNewestFirst(dates: string[]): void {
  expect(dates.length).toBeGreaterThan(2);
  for (let i = 1; i < dates.length; i++) expect(dates[i]! <= dates[i - 1]!, `${dates.join(' ')}`).toBe(true);
  expect(dates[0]! > dates.at(-1)!, 'not all the same day').toBe(true);
}

// ---- Small screens (item 7) --------------------------------------------------------------------------------------

/** A History entry: a CPF shown in full is journaled. */
async function journalACpfShown(page: Page): Promise<void> {
  await openCustomer(page, PATRICIA);
  await page.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(page.getByRole('button', { name: 'Ocultar CPF' })).toBeVisible();
}

/** History open on that entry, then every column header and cell of its row, and every filter, in view. */
async function expectHistoryInView(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Histórico de operações' });
  await expect(table).toContainText('CPF exibido por completo');
  const headers = table.getByRole('columnheader');
  expect(await headers.count()).toBeGreaterThan(4);
  for (const column of await headers.all()) await expectInView(column);
  for (const cell of await table.getByRole('row').nth(1).getByRole('cell').all()) await expectInView(cell);
  await expectInView(page.getByRole('button', { name: 'Atualizar' }));
  await expectNoSidewaysScroll(table);
}

test.describe('1024 × 768', () => {
  test.beforeEach(async ({ app }) => {
    await branchScreen(app, 1024);
    await login(app);
  });

  test('the menu starts as a rail, the product tabs are above the fold, and the movements show Data, Descrição, Valor, Cotas and Saldo without sideways scrolling', async ({
    app,
  }) => {
    await expect(menu(app).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    await openCustomer(app, PATRICIA);
    await expectTabsAboveTheFold(app);

    await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
    const table = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(table).toHaveAttribute('data-total-rows', '1000');
    for (const name of ['Data', 'Descrição', 'Valor (R$)', 'Cotas', 'Saldo em cotas'])
      await expectInView(header(table, new RegExp(`^${name.replace(/[()$]/g, '\\$&')}`)));
    await expectInView(table.locator('[role="row"][aria-rowindex="2"] [role="cell"]').last());
    await expectNoSidewaysScroll(table);
    // What did not fit is one click away, and says so.
    await expect(app.getByRole('button', { name: 'Colunas de Movimentações financeiras' })).toContainText(/ocult/);
  });
});

test.describe('1366 × 768', () => {
  test.beforeEach(async ({ app }) => {
    await branchScreen(app, 1366);
    await login(app);
  });

  test('the menu is open, the product tabs are above the fold, and the life assistances show every column, Valor da assistência included', async ({
    app,
  }) => {
    await expect(menu(app).getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
    await openCustomer(app, PATRICIA);
    await expectTabsAboveTheFold(app);
    await app.getByRole('tab', { name: 'Vida' }).click();
    const assistances = app.getByRole('table', { name: 'Assistências' });
    await expect(assistances.getByRole('row').nth(1)).toBeVisible();
    for (const cell of await assistances.getByRole('columnheader').all()) await expectInView(cell);
    await expectInView(header(assistances, 'Valor da assistência'));
    await expectNoSidewaysScroll(assistances);
  });

  test("the detailed balance's Saldo em cotas and every column of the income processes are in view without sideways scrolling", async ({
    app,
  }) => {
    await openCertificate(app, PATRICIA, CERT);
    await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
    const balance = app.getByRole('table', { name: 'Saldo detalhado' });
    await expect(balance.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    for (const name of ['Data', 'Descrição', 'Valor (R$)', 'Cotas', 'Saldo em cotas'])
      await expectInView(header(balance, new RegExp(`^${name.replace(/[()$]/g, '\\$&')}`)));
    await expectNoSidewaysScroll(balance);

    await app.getByRole('tab', { name: 'Renda' }).click();
    const processes = app.getByRole('table', { name: 'Processos de renda' });
    await expect(processes.getByRole('row').nth(1)).toBeVisible();
    const headers = await processes.getByRole('columnheader').all();
    expect(headers.length).toBe(11);
    for (const cell of headers) await expectInView(cell);
    await expectInView(processes.getByRole('row').nth(1).getByRole('cell').last());
    await expectNoSidewaysScroll(processes);
  });
});

/**
 * History at both branch sizes, read-only after one journaled entry: one login, the screen opened anew after the
 * window is resized (so it is laid out as a window of that size opens it), each size a step (D671).
 */
test.describe('History at 1024 × 768 and 1366 × 768', () => {
  test("History's columns, the user's included, and its filters are in view without sideways scrolling at each size; its date fields read dd/mm/aaaa", async ({
    app,
  }) => {
    // Several former tests' work in one: their time together (steps named as those tests were).
    test.slow();
    await branchScreen(app, 1024);
    await login(app);
    await journalACpfShown(app);
    await test.step("1024 × 768: History's columns, the user's included, and its filters are in view without sideways scrolling", async () => {
      await expect(menu(app).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
      await menuItem(app, 'Histórico').click();
      await expectHistoryInView(app);
    });
    await test.step("1366 × 768: History's columns, the user's included, and its filters are in view without sideways scrolling", async () => {
      await app.setViewportSize({ width: 1366, height: 768 });
      await expect(menu(app).getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
      await menuItem(app, 'Buscar cliente').click();
      await expect(app.getByLabel('CPF do cliente')).toBeVisible();
      await menuItem(app, 'Histórico').click();
      await expectHistoryInView(app);
    });
    await test.step("History's date fields read dd/mm/aaaa and refuse an impossible date", async () => {
      const from = app.getByRole('textbox', { name: 'De', exact: true });
      await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
      await clickMiddleAndType(app, from, '30022023');
      await expect(app.getByText('30/02/2023 não existe: fevereiro de 2023 tem 28 dias.')).toBeVisible();
    });
  });
});

// ---- Keyboard and Esc (item 6) -----------------------------------------------------------------------------------

test.describe('keyboard', () => {
  test.beforeEach(async ({ app }) => {
    await branchScreen(app, 1366);
    await login(app);
  });

  test('Tab reaches the menu items, the focus shows, Enter opens the screen and the menu marks it as the current one', async ({
    app,
  }) => {
    const history = menuItem(app, 'Histórico');
    await expect(menuItem(app, 'Buscar cliente')).toHaveAttribute('aria-current', 'page');
    await expect(history).not.toHaveAttribute('aria-current');
    // The search screen has arrived and put the focus in its CPF field (where the next action is); then from the top
    // of the page, as after a click on its background.
    await expect(app.getByLabel('CPF do cliente')).toBeFocused();
    await app.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let reached = false;
    for (let presses = 0; presses < 25 && !reached; presses++) {
      await app.keyboard.press('Tab');
      reached = await history.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'Tab reached "Histórico" in the menu').toBe(true);
    expect(await history.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await app.keyboard.press('Enter');
    await expect(app.getByRole('heading', { name: 'Histórico', level: 2 })).toBeVisible();
    await expect(history).toHaveAttribute('aria-current', 'page');
    await expect(menuItem(app, 'Buscar cliente')).not.toHaveAttribute('aria-current');
  });

  test('the menu collapses to a rail of named icons and stays so for the session', async ({ app }) => {
    await menu(app).getByRole('button', { name: 'Recolher menu' }).click();
    const toggle = menu(app).getByRole('button', { name: 'Expandir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menuItem(app, 'Histórico')).toBeVisible();
    expect((await menu(app).boundingBox())!.width).toBeLessThan(80);
    await openCustomer(app, PATRICIA);
    await menuItem(app, 'Configurações').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu(app).getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  /** Read-only checks of one certificate's overlays: one opening, each check a step (D598, D671). */
  test('Esc on the certificate: only the topmost overlay closes; a filled write dialog asks first', async ({ app }) => {
    // Several former tests' work in one: their time together (steps named as those tests were).
    test.slow();
    await openCertificate(app, PATRICIA, CERT);
    await test.step('Esc closes only the topmost overlay and gives the focus back to what opened it', async () => {
      await escClosesTheTopmostOverlayOnly(app);
    });
    await test.step('Esc on a filled write dialog asks "Descartar o que foi preenchido?"; Esc there keeps the form, "Descartar" closes it', async () => {
      await escOnAFilledDialogAsksFirst(app);
    });
  });
});

async function escClosesTheTopmostOverlayOnly(app: Page): Promise<void> {
  // A menu: Esc closes it, the focus is back on its button.
  const columns = app.getByRole('button', { name: 'Colunas de Movimentações financeiras' });
  await columns.click();
  const columnsMenu = app.getByRole('menu');
  await expect(columnsMenu).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(columnsMenu).toBeHidden();
  await expect(columns).toBeFocused();

  // A dropdown in a dialog: the first Esc closes the dropdown only, the second the dialog; the focus goes back to the button that opened it.
  const opener = app.getByRole('button', { name: 'Aporte esporádico' });
  await opener.click();
  const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).click();
  const options = app.getByRole('listbox');
  await expect(options).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

async function escOnAFilledDialogAsksFirst(app: Page): Promise<void> {
  const opener = app.getByRole('button', { name: 'Aporte esporádico' });
  await opener.click();
  const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
  await dialog.getByLabel('Valor do aporte (R$)').fill('1.234,56');
  await app.keyboard.press('Escape');
  const question = app.getByRole('dialog', { name: 'Descartar o que foi preenchido?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Continuar preenchendo' })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Valor do aporte (R$)')).toHaveValue('1.234,56');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Untouched, it closes without asking.
  await opener.click();
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
}

// ---- Sorting (item 8) --------------------------------------------------------------------------------------------

test.describe('sorting', () => {
  test.beforeEach(async ({ app }) => {
    await branchScreen(app, 1366);
    await login(app);
  });

  test('the movements and the detailed balance open newest first; the sort the employee chooses is kept for other certificates and customers', async ({
    app,
  }) => {
    await openCertificate(app, PATRICIA, CERT);
    const movements = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(header(movements, /^Data/)).toHaveAttribute('aria-sort', 'descending');
    expectNewestFirst(await firstDates(movements));
    await movements.getByRole('button', { name: 'Valor (R$)' }).click();
    await expect(header(movements, /^Valor/)).toHaveAttribute('aria-sort', 'ascending');

    await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
    const balance = app.getByRole('table', { name: 'Saldo detalhado' });
    await expect(header(balance, /^Data/)).toHaveAttribute('aria-sort', 'descending');
    expectNewestFirst(await firstDates(balance));
    await balance.getByRole('button', { name: 'Data' }).click();
    await expect(header(balance, /^Data/)).toHaveAttribute('aria-sort', 'ascending');

    // Another customer, another certificate: the employee's choices stay.
    await openCertificate(app, FABIO, FABIO_CERT);
    const otherMovements = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(otherMovements.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    await expect(header(otherMovements, /^Valor/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(otherMovements, /^Data/)).toHaveAttribute('aria-sort', 'none');
    await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
    const otherBalance = app.getByRole('table', { name: 'Saldo detalhado' });
    await expect(header(otherBalance, /^Data/)).toHaveAttribute('aria-sort', 'ascending');
    const dates = await firstDates(otherBalance);
    expect([...dates].sort()).toEqual(dates);

    // A second click on the same column turns it around.
    await otherBalance.getByRole('button', { name: 'Data' }).click();
    await expect(header(otherBalance, /^Data/)).toHaveAttribute('aria-sort', 'descending');
  });
});

// ---- Dates (item 9) ----------------------------------------------------------------------------------------------

/** Clicks the middle of a field, as the employee does, and types. */
async function clickMiddleAndType(page: Page, field: Locator, text: string): Promise<void> {
  const box = (await field.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

async function rowsShown(table: Locator): Promise<number> {
  return Number(await table.getAttribute('data-total-rows'));
}

test.describe('date fields', () => {
  test.beforeEach(async ({ app }) => {
    await branchScreen(app, 1366);
    await login(app);
  });

  test('01012020 typed after a click mid-field reads 01/01/2020 and filters; 31/02/2024 and a fifth digit of the year are refused, in words', async ({
    app,
  }) => {
    await openCertificate(app, PATRICIA, CERT);
    const table = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(table).toHaveAttribute('data-total-rows', '1000');
    const from = app.getByRole('textbox', { name: 'De', exact: true });
    const to = app.getByRole('textbox', { name: 'Até', exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    // The empty field takes the date from its first digit, wherever it was clicked.
    await clickMiddleAndType(app, from, '01012020');
    await expect(from).toHaveValue('01/01/2020');
    await expect.poll(() => rowsShown(table)).toBeLessThan(1000);
    const since2020 = await rowsShown(table);
    expect(since2020).toBeGreaterThan(0);
    // Newest first: the last row is the oldest kept, from 2020 on.
    await table.evaluate((scroller) => (scroller.scrollTop = scroller.scrollHeight));
    const last = table.locator(`[role="row"][aria-rowindex="${since2020 + 1}"] [role="cell"]`).first();
    await expect(last).toBeVisible();
    expect(((await last.textContent()) ?? '').slice(-4) >= '2020').toBe(true);

    // A fifth digit of the year: refused, said, the date unchanged.
    await from.press('End');
    await app.keyboard.type('1');
    await expect(from).toHaveValue('01/01/2020');
    await expect(app.getByText(/o ano tem 4 dígitos/)).toBeVisible();

    // A day February does not have: said at once, and no filter on it.
    await clickMiddleAndType(app, to, '31022024');
    await expect(to).toHaveValue('31/02/2024');
    await expect(app.getByText('31/02/2024 não existe: fevereiro de 2024 tem 29 dias.')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(await rowsShown(table)).toBe(since2020);

    // Fixing the day: digits typed into a complete date replace the ones after the caret.
    await to.press('Home');
    await app.keyboard.type('29');
    await expect(to).toHaveValue('29/02/2024');
    await expect(app.getByText(/não existe/)).toHaveCount(0);
    await expect.poll(() => rowsShown(table)).toBeLessThan(since2020);

    // Back to a filled field: the first click takes the whole date, so typing replaces it.
    await to.press('Tab');
    await clickMiddleAndType(app, to, '31122021');
    await expect(to).toHaveValue('31/12/2021');
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');

    // "Limpar filtros" empties the fields too.
    await app.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(from).toHaveValue('');
    await expect(to).toHaveValue('');
    await expect(table).toHaveAttribute('data-total-rows', '1000');
  });
});

test.describe('date fields in a browser set to English (en-US)', () => {
  test.use({ locale: 'en-US' });

  // The browser itself in English too (its UI language is what laid out <input type="date">): a browser of its own.
  test('still read dd/mm/aaaa: 01012020 is 1 January 2020, and filters', async ({ harness, playwright }) => {
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--lang=')), '--lang=en-US'],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
      const app = await context.newPage();
      await harness.attach(app);
      await app.goto(harness.url);
      expect(await app.evaluate(() => navigator.language)).toBe('en-US');
      await branchScreen(app, 1366);
      await login(app);
      await openCertificate(app, PATRICIA, CERT);
      const table = app.getByRole('table', { name: 'Movimentações financeiras' });
      await expect(table).toHaveAttribute('data-total-rows', '1000');
      const from = app.getByRole('textbox', { name: 'De', exact: true });
      await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
      await clickMiddleAndType(app, from, '01012020');
      await expect(from).toHaveValue('01/01/2020');
      await expect.poll(() => rowsShown(table)).toBeLessThan(1000);
      // 13/01 only exists day-first: a field reading mm/dd would refuse it or move it.
      const to = app.getByRole('textbox', { name: 'Até', exact: true });
      await clickMiddleAndType(app, to, '13012021');
      await expect(to).toHaveValue('13/01/2021');
      await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      await browser.close();
    }
  });
});
