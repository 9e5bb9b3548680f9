/**
 * "Evolução do saldo" and "Quanto rendeu?" on "Saldo e rentabilidade" (issue 26 item 4, D320–D322), in Chromium
 * against the real handler layer: the lines are drawn, the numbers are beside them in tables (the monthly one for
 * screen readers), the total is the funds added and a gap when one fund has none, and a month or a period the
 * detailed balance cannot tell is "sem dado" / "rendimento não disponível", never a figure.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

const PATRICIA = '27208447136';
const CERT = '000000925108';

async function openBalance(app: Page) {
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await app.getByRole('tab', { name: /Saldo e rentabilidade|Balance and profitability/ }).click();
  const chart = app.getByTestId('balance-chart');
  await expect(chart).toBeVisible();
  return chart;
}

/** "R$ 1.234,56" / "-R$ 1.234,56" → centavos (null for anything else). */
function centsOf(text: string): bigint | null {
  const match = /(-?)\s*R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) return null;
  const cents = BigInt(match[2]!.replace(/\./g, '') + match[3]);
  return match[1] === '-' ? -cents : cents;
}

test('the balance month by month is drawn, with every number in a table; the total is the funds added', async ({
  app,
}) => {
  await login(app);
  const chart = await openBalance(app);
  await expect(chart.getByRole('heading', { name: 'Evolução do saldo' })).toBeVisible();
  const lines = chart.getByTestId('balance-chart-lines');
  await expect(lines.locator('path.recharts-line-curve').first()).toBeVisible();
  // A picture for the eye: not in the Tab order, not in the accessibility tree.
  await expect(lines).toHaveAttribute('aria-hidden', 'true');
  expect(await lines.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);

  const months = app.getByRole('table', { name: 'Saldo em R$ no fim de cada mês' });
  await expect(months.locator('tbody tr')).toHaveCount(13);
  const header = await months.locator('thead th').allTextContents();
  expect(header[0]).toBe('Mês');
  expect(header.at(-1)).toBe('Total do certificado');
  for (const row of await months.locator('tbody tr').all()) {
    const cells = await row.locator('td').allTextContents();
    const funds = cells.slice(0, -1).map(centsOf);
    const total = centsOf(cells.at(-1)!);
    if (funds.some((c) => c === null)) expect(cells.at(-1)).toBe('sem dado');
    else expect(total).toBe(funds.reduce((a, b) => a! + b!, 0n));
  }
  // The tooltip writes a point's amount from its centavos, as the table does, not from the height it is drawn at.
  const lastMonth = await months.locator('tbody tr').last().locator('td').allTextContents();
  await lines.locator('.recharts-line-dots').last().locator('circle').last().hover({ force: true });
  const amounts = lastMonth.filter((cell) => centsOf(cell) !== null);
  expect(amounts.length).toBeGreaterThan(0); // the latest month is one some fund tells
  for (const amount of amounts) await expect(lines.locator('.recharts-tooltip-wrapper')).toContainText(amount);

  const earnings = app.getByRole('table', { name: 'Quanto rendeu, em R$' });
  await expect(earnings.getByRole('columnheader', { name: /^12 meses \(até / })).toBeVisible();
  await expect(earnings.getByRole('columnheader', { name: /^No ano de \d{4} \(até / })).toBeVisible();
  const rows = await earnings.locator('tbody tr').all();
  for (const column of [1, 2]) {
    const values = await Promise.all(rows.map(async (r) => (await r.locator('td').nth(column).textContent())!));
    const funds = values.slice(0, -1).map(centsOf);
    if (funds.every((c) => c !== null)) expect(centsOf(values.at(-1)!)).toBe(funds.reduce((a, b) => a! + b!, 0n));
    else expect(values.at(-1)).toContain('rendimento não disponível');
  }
  await expect(chart.getByTestId('balance-chart-bars').locator('path.recharts-rectangle').first()).toBeVisible();
});

test('in English, at 1024×768, the chart fits the page and speaks English', async ({ app }) => {
  await app.setViewportSize({ width: 1024, height: 768 });
  await login(app);
  const chart = await openBalance(app);
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(chart.getByRole('heading', { name: 'Balance over time' })).toBeVisible();
  await expect(app.getByRole('table', { name: 'Earnings in R$' })).toBeVisible();
  await expect(app.getByRole('table', { name: 'Balance in R$ at the end of each month' })).toBeAttached();
  const box = (await chart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1024);
  const scrollsSideways = await app.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrollsSideways).toBe(false);
});

test('an undated newest entry: its fund has no point where the entry may fall, and no earnings, and says why', async ({
  app,
  harness,
}) => {
  // Seed 71 sends PGBL02 · FND0011 with its newest entry undated, at the end of a list in date order (D250).
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/real-world`, {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, seed: 71 }),
  });
  expect(response.ok).toBe(true);
  await login(app);
  await openBalance(app);
  const months = app.getByRole('table', { name: 'Saldo em R$ no fim de cada mês' });
  const column = (await months.locator('thead th').allTextContents()).indexOf('PGBL02 · FND0011');
  expect(column).toBeGreaterThan(0);
  const lastRow = months.locator('tbody tr').last();
  await expect(lastRow.locator('td').nth(column - 1)).toHaveText('sem dado');
  await expect(lastRow.locator('td').last()).toHaveText('sem dado');
  const earnings = app.getByRole('table', { name: 'Quanto rendeu, em R$' });
  await expect(earnings.getByRole('row', { name: /PGBL02 · FND0011/ })).toContainText(
    'rendimento não disponível (há um lançamento sem data)',
  );
  await expect(earnings.getByRole('row', { name: /Total do certificado/ })).toContainText(
    'rendimento não disponível (falta o de algum fundo)',
  );
  await expect(app.getByTestId('balance-chart-gaps')).toBeVisible();
});
