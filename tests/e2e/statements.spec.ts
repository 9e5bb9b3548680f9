/**
 * The three formats and the printable statement from the screens:
 * the movements' "Exportar" menu saves an .xlsx and a PDF and prints; the
 * balance prints too; History exports as .xlsx. Files are checked for what
 * they are here; their content is read back by LibreOffice and poppler in
 * tests/main/export/statements-real-consumers.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { openCertificate, openCustomer } from './support';
import type { WebHarness } from '../harness/web-harness';

const PATRICIA = '27208447136';
const CERT = '000000925108'; // 1,000 movements

test('movements: Excel (.xlsx), Salvar PDF and Imprimir from the Exportar menu; History as .xlsx', async ({
  signedIn: app,
  harness,
}) => {
  test.setTimeout(180_000);
  await openCertificate(app, PATRICIA, CERT);
  await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute(
    'data-total-rows',
    '1000',
  );
  const exportButton = app.getByRole('button', { name: 'Exportar', exact: true });
  const done = app.getByText('Exportação concluída');

  harness.savePath.value = join(harness.userDataDir, 'extrato.xlsx');
  await exportButton.click();
  await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
  await expect(done).toHaveCount(1);
  expect(readFileSync(harness.savePath.value).subarray(0, 2).toString()).toBe('PK');
  // The dialog was offered every format, the suggested name said .xlsx.
  expect(harness.ports.saveDialogs.at(-1)).toMatchObject({
    defaultName: expect.stringMatching(/^movimentacoes-000000925108-.*\.xlsx$/),
  });

  const pdf = join(harness.userDataDir, 'extrato.pdf');
  harness.savePath.value = pdf;
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  // The .xlsx's notice may have closed by then: the PDF's own file (renamed only when whole) and its notice.
  await expect.poll(() => existsSync(pdf), { timeout: 120_000 }).toBe(true);
  await expect(done.first()).toBeVisible();
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

  await exportButton.click();
  await app.getByRole('menuitem', { name: /^Imprimir/ }).click();
  await expect(app.getByText('Enviado para impressão')).toBeVisible({ timeout: 60_000 });
  expect(harness.printer.printJobs).toHaveLength(1);

  await app
    .getByRole('link', { name: 'Histórico' })
    .or(app.getByText('Histórico', { exact: true }))
    .first()
    .click();
  const history = join(harness.userDataDir, 'historico.xlsx');
  harness.savePath.value = history;
  await app.getByRole('button', { name: 'Exportar', exact: true }).click();
  await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
  // The file appears under its name only when whole (written to .partial, then renamed).
  await expect.poll(() => existsSync(history), { timeout: 60_000 }).toBe(true);
  expect(readFileSync(history).subarray(0, 2).toString()).toBe('PK');
});

/** The certificate 000000925108 of the customer on screen, on its balance tab. */
async function openBalance(app: Page): Promise<void> {
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  await expect(app.getByRole('table', { name: 'Saldo detalhado' }).getByRole('row').nth(1)).toBeVisible();
}

/** The heading's "Cliente:" line of the .xlsx at `path` (its sheet read from the package). */
function xlsxCustomerLine(path: string): string {
  const sheet = strFromU8(unzipSync(readFileSync(path))['xl/worksheets/sheet1.xml']!);
  return /Cliente: [^<]*/.exec(sheet)?.[0] ?? '';
}

/** Saves the balance as .xlsx and as PDF from its "Exportar saldo" menu; answers the two headings' customer lines. */
async function balanceHeadings(app: Page, harness: WebHarness, name: string): Promise<{ xlsx: string; pdf: string }> {
  const exportButton = app.getByRole('button', { name: 'Exportar saldo' });
  const xlsx = join(harness.userDataDir, `${name}.xlsx`);
  harness.savePath.value = xlsx;
  await exportButton.click();
  await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
  // A file appears under its name only when whole (written to .partial, then renamed).
  await expect.poll(() => existsSync(xlsx), { timeout: 60_000 }).toBe(true);
  const pdf = join(harness.userDataDir, `${name}.pdf`);
  harness.savePath.value = pdf;
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  await expect.poll(() => existsSync(pdf), { timeout: 60_000 }).toBe(true);
  const pdfText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  return { xlsx: xlsxCustomerLine(xlsx), pdf: /Cliente: .*/.exec(pdfText)?.[0] ?? '' };
}

test('the CPF revealed on the card goes out in full in the .xlsx and PDF headings; hidden again, masked', async ({
  signedIn: app,
  harness,
}) => {
  test.skip(!hasPdftotext(), 'pdftotext (poppler-utils) não está instalado');
  test.setTimeout(180_000);
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(app.getByText('272.084.471-36').first()).toBeVisible();
  await openBalance(app);
  // The certificate's heading shows what the statements will.
  await expect(app.getByText('272.084.471-36')).toBeVisible();

  const revealed = await balanceHeadings(app, harness, 'revelado');
  expect(revealed.xlsx).toContain('CPF 272.084.471-36');
  expect(revealed.pdf).toContain('CPF 272.084.471-36');

  // Hidden on the card: the statements mask it again.
  await app.getByRole('button', { name: 'Voltar ao cliente' }).click();
  await app.getByRole('button', { name: 'Ocultar CPF' }).click();
  await expect(app.getByText('272.084.471-36')).toHaveCount(0);
  await openBalance(app);
  await expect(app.getByText('***.084.471-**')).toBeVisible();
  const masked = await balanceHeadings(app, harness, 'mascarado');
  expect(masked.xlsx).toContain('CPF ***.084.471-**');
  expect(masked.pdf).toContain('CPF ***.084.471-**');
  expect(`${masked.xlsx} ${masked.pdf}`).not.toContain('272.084.471-36');

  // The History says how each statement's CPF went out.
  await app
    .getByRole('link', { name: 'Histórico' })
    .or(app.getByText('Histórico', { exact: true }))
    .first()
    .click();
  const history = app.getByRole('table', { name: 'Histórico de operações' });
  await expect(history).toContainText('CPF completo');
  await expect(history).toContainText('CPF mascarado');
});

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A summary block's lines as the screen shows them: each line's R$ and quota figures (data-value), and its texts. */
async function summaryBlocksOnScreen(app: Page, testId: string) {
  return app.getByTestId(testId).evaluateAll((blocks) =>
    blocks.map((block) => {
      const value = (row: Element, cell: string) => {
        const text = row.querySelector(`[data-cell="${cell}"]`)?.getAttribute('data-value');
        return text === undefined || text === null || text === '' ? null : Number(text);
      };
      const lines = [...block.querySelectorAll('tr[data-line]')].map((row) => ({
        id: row.getAttribute('data-line')!,
        reais: value(row, 'reais'),
        quotas: value(row, 'quotas'),
        reaisText: row.querySelector('[data-cell="reais"]')?.textContent ?? '',
      }));
      return { reconciled: block.getAttribute('data-reconciled') === 'true', lines };
    }),
  );
}

const cents = (reais: number | null) => Math.round((reais ?? NaN) * 100);
const quotaUnits = (quotas: number | null) => Math.round((quotas ?? NaN) * 1e8);
const spaced = (text: string) => text.replace(/\s+/g, ' ');

test('the period summary on screen reconciles per fund and in total, and is the PDF and .xlsx summary', async ({
  signedIn: app,
  harness,
}) => {
  test.skip(!hasPdftotext(), 'pdftotext (poppler-utils) não está instalado');
  test.setTimeout(180_000);
  await openCertificate(app, PATRICIA, CERT);
  const summary = app.getByRole('button', { name: /Resumo do período: todo o histórico/ });
  await expect(app.getByTestId('period-verdict')).toHaveText('conciliado');
  await summary.focus();
  await app.keyboard.press('Enter');
  await expect(app.getByTestId('period-fund').first()).toBeVisible();

  const funds = await summaryBlocksOnScreen(app, 'period-fund');
  expect(funds.length).toBeGreaterThan(1);
  let opening = 0;
  let closing = 0;
  for (const fund of funds) {
    expect(fund.reconciled).toBe(true);
    const line = (id: string) => fund.lines.find((l) => l.id === id)!;
    const movements = fund.lines.filter((l) => !['opening', 'valuation', 'closing'].includes(l.id));
    expect(movements.length).toBeGreaterThan(0);
    // In quotas, exactly: opening + the settled movements = closing.
    expect(quotaUnits(line('opening').quotas) + movements.reduce((n, l) => n + quotaUnits(l.quotas), 0)).toBe(
      quotaUnits(line('closing').quotas),
    );
    // In R$, with the change of the quota's value.
    expect(
      cents(line('opening').reais) + movements.reduce((n, l) => n + cents(l.reais), 0) + cents(line('valuation').reais),
    ).toBe(cents(line('closing').reais));
    opening += cents(line('opening').reais);
    closing += cents(line('closing').reais);
  }
  const [total] = await summaryBlocksOnScreen(app, 'period-total');
  expect(total!.reconciled).toBe(true);
  expect(cents(total!.lines.find((l) => l.id === 'opening')!.reais)).toBe(opening);
  expect(cents(total!.lines.find((l) => l.id === 'closing')!.reais)).toBe(closing);

  // The documents of the same period print the same figures.
  const exportButton = app.getByRole('button', { name: 'Exportar', exact: true });
  const pdf = join(harness.userDataDir, 'resumo.pdf');
  harness.savePath.value = pdf;
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  await expect.poll(() => existsSync(pdf), { timeout: 120_000 }).toBe(true);
  const pdfText = spaced(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
  const xlsx = join(harness.userDataDir, 'resumo.xlsx');
  harness.savePath.value = xlsx;
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  await app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
  await expect.poll(() => existsSync(xlsx), { timeout: 60_000 }).toBe(true);
  const sheet = strFromU8(unzipSync(readFileSync(xlsx))['xl/worksheets/sheet1.xml']!);
  const numbers = new Set([...sheet.matchAll(/<c r="[A-Z]+\d+" s="\d+"><v>([^<]+)<\/v>/g)].map((m) => Number(m[1])));
  for (const block of [...funds, total!])
    for (const line of block.lines.filter((l) => l.reais !== null)) {
      expect(pdfText).toContain(spaced(line.reaisText));
      expect(numbers).toContain(line.reais);
    }
});

test('the employee chooses English by keyboard for one statement: that PDF is English, the next is pt-BR again, and the .xlsx comes in English too', async ({
  signedIn: app,
  harness,
}) => {
  test.skip(!hasPdftotext(), 'pdftotext (poppler-utils) não está instalado');
  test.setTimeout(240_000);
  await openCertificate(app, PATRICIA, CERT);
  // 1,000 movements on a loaded machine: the state is waited for, not the clock.
  await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute(
    'data-total-rows',
    '1000',
    { timeout: 90_000 },
  );
  const exportButton = app.getByRole('button', { name: 'Exportar', exact: true });
  const english = join(harness.userDataDir, 'statement-en.pdf');
  harness.savePath.value = english;
  await exportButton.focus();
  await app.keyboard.press('Enter');
  const item = app.getByRole('menuitem', { name: /PDF em inglês/ });
  await expect(item).toBeVisible();
  // Down the menu, item by item, as the employee does, until the English PDF has the focus.
  for (let step = 0; step < 12 && !(await item.evaluate((el) => el === document.activeElement)); step++)
    await app.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await app.keyboard.press('Enter');
  await expect.poll(() => existsSync(english), { timeout: 120_000 }).toBe(true);
  const text = execFileSync('pdftotext', ['-layout', english, '-'], { encoding: 'utf8' });
  expect(text).toContain('Statement of movements');
  expect(text).toMatch(/page 1 of \d+/);
  expect(text).toContain('Opening balance');
  expect(text).toContain('The totals by type add only the settled movements');
  expect(text).not.toMatch(/Extrato de movimentações|página \d|Saldo inicial|Emitido em/);
  // The statuses as codes (the service's own descriptions, such as "=CONTRIBUICAO", are its text, not codes)
  expect(text).not.toMatch(/\b(PENDENTE|PROCESSADO|CANCELADO)\b/);

  // Nothing is remembered: the next statement is the customer's pt-BR one.
  const portuguese = join(harness.userDataDir, 'extrato-pt.pdf');
  harness.savePath.value = portuguese;
  await exportButton.click();
  await app.getByRole('menuitem', { name: /Salvar PDF/ }).click();
  await expect.poll(() => existsSync(portuguese), { timeout: 120_000 }).toBe(true);
  expect(execFileSync('pdftotext', ['-layout', portuguese, '-'], { encoding: 'utf8' })).toContain(
    'Extrato de movimentações',
  );

  // The accountant's spreadsheet in English too, by keyboard, beside the English PDF (D625).
  const englishXlsx = join(harness.userDataDir, 'statement-en.xlsx');
  harness.savePath.value = englishXlsx;
  await exportButton.focus();
  await app.keyboard.press('Enter');
  const xlsxItem = app.getByRole('menuitem', { name: /\.xlsx em inglês/ });
  await expect(xlsxItem).toBeVisible();
  for (let step = 0; step < 12 && !(await xlsxItem.evaluate((el) => el === document.activeElement)); step++)
    await app.keyboard.press('ArrowDown');
  await expect(xlsxItem).toBeFocused();
  await app.keyboard.press('Enter');
  await expect.poll(() => existsSync(englishXlsx), { timeout: 120_000 }).toBe(true);
  const parts = unzipSync(readFileSync(englishXlsx));
  const words = ['xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']
    .map((name) => strFromU8(parts[name]!))
    .join('\n');
  for (const english of ['Financial movements', 'Opening balance', 'Totals of the listed movements', 'Value (R$)'])
    expect(words).toContain(english);
  expect(words).not.toMatch(/Movimentações financeiras|Saldo inicial|Emitido em|Valor \(R\$\)/);
  expect(words).not.toMatch(/>(PENDENTE|PROCESSADO|CANCELADO)</);
});
