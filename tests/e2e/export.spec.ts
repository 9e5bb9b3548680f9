/**
 * CSV statements of a certificate, read back with a real CSV parser, and the keyboard-only path to them. What only
 * the whole app proves is checked here: the click, the file of the list kept in main in the screen's order, the BOM
 * of each format, "Abrir pasta", the journal. Size is proven below the browser: every cell of 100,000 rows of the
 * heavy certificate in both formats (tests/main/export/csv-movements-export.test.ts), 1,000,000 rows streamed
 * (tests/main/export/csv-writer.test.ts), the 120,000-row list loaded on screen (budget-movements.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { generateMovements } from '../../src-sandbox/demo/movements';
import { generateWorld } from '../../src-sandbox/demo/generate-world';
import { sortMovements } from '../../src-shared/statements/movement-view';
import { NEWEST_FIRST } from '../../src-renderer/screens/certificate/movement-state';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

const CPF = '27208447136';
const CERT = '000000925108';

function certificateMovements() {
  const world = generateWorld();
  const cert = world.customers.flatMap((c) => c.pensionCertificates).find((c) => c.numeroCertificado === CERT)!;
  return generateMovements(cert, world.referenceDate);
}

/**
 * One whole column against the source: a mismatch reports its first row, never a diff of the whole column.
 */
function expectColumn<T>(name: string, actual: readonly T[], expected: readonly T[]): void {
  expect(actual.length, name).toBe(expected.length);
  const at = actual.findIndex((value, i) => !Object.is(value, expected[i]));
  expect(at === -1 ? null : { row: at + 1, got: actual[at], expected: expected[at] }, name).toBeNull();
}

const brNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
const brDate = (text: string) => text.split('/').reverse().join('-');

test('exports the movements in both formats: every row, number and date matches; formulas are neutralised', async ({
  app,
  harness,
}) => {
  await login(app);
  await openCustomer(app, CPF);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  const table = app.getByRole('table', { name: 'Movimentações financeiras' });
  await expect(table).toHaveAttribute('data-total-rows', '1000');
  expect(await table.getByRole('row').count()).toBeLessThan(100);
  // The file holds what the screen shows, in its order: newest first until the employee sorts.
  const source = sortMovements(certificateMovements(), NEWEST_FIRST);
  expect(source.length).toBe(1000);

  for (const format of ['excel-br', 'rfc4180'] as const) {
    const file = join(harness.userDataDir, `extrato-${format}.csv`);
    harness.savePath.value = file;
    const done = app.getByText('Exportação concluída');
    const before = await done.count();
    await app.getByRole('button', { name: 'Exportar', exact: true }).click();
    await app.getByRole('menuitem', { name: format === 'excel-br' ? /Excel \(Brasil\)/ : /CSV padrão/ }).click();
    await expect(done).toHaveCount(before + 1);
    await app.getByRole('button', { name: 'Abrir pasta' }).last().click();
    expect(harness.ports.shellCalls).toContainEqual({ action: 'showItemInFolder', target: file });

    const bytes = readFileSync(file);
    const excel = format === 'excel-br';
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(excel);
    const rows = parse(bytes, { delimiter: excel ? ';' : ',', bom: true, relax_column_count: false }) as string[][];
    const header = rows[0]!;
    const col = (name: RegExp) => header.findIndex((h) => name.test(h));
    const [date, value, quotas, description, ident] = [
      col(/^Data$/),
      col(/^Valor \(R\$\)$/),
      col(/^Cotas$/),
      col(/^Descrição$/),
      col(/^Identificação$/),
    ];
    expect(Math.min(date, value, quotas, description, ident)).toBeGreaterThanOrEqual(0);
    expect(rows.length - 1).toBe(source.length);
    // Whole columns compared at once: one assertion per column, not per cell.
    const body = rows.slice(1);
    expectColumn(
      'Identificação',
      body.map((r) => r[ident]),
      source.map((m) => m.indentificacaoMovimento),
    );
    expectColumn(
      'Data',
      body.map((r) => (excel ? brDate(r[date]!) : r[date])),
      source.map((m) => m.dataMovimento.slice(0, 10)),
    );
    expectColumn(
      'Valor',
      body.map((r) => (excel ? brNumber(r[value]!) : Number(r[value]))),
      source.map((m) => m.valorMovimento),
    );
    expectColumn(
      'Cotas',
      body.map((r) => (excel ? brNumber(r[quotas]!) : Number(r[quotas]))),
      source.map((m) => m.quantidadeCotasMovimento),
    );
    expectColumn(
      'Descrição',
      body.map((r) => r[description]),
      source.map((m) =>
        /^[=+\-@\t\r]/.test(m.descricaoMovimento) ? `'${m.descricaoMovimento}` : m.descricaoMovimento,
      ),
    );
    // The formula-looking descriptions of the demo data did come out neutralised.
    expect(rows.some((r) => r[description] === "'=CONTRIBUICAO EXTRA")).toBe(true);
  }
  const journal = (await harness.services.history.list({ actions: ['export'] })).entries;
  expect(journal.filter((e) => e.status === 'succeeded')).toHaveLength(2);
});

test('keyboard only: Ctrl+K, a CPF, the certificate, and an export', async ({ app, harness }) => {
  await login(app);
  await app.keyboard.press('Control+K');
  const search = app.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  await expect(search).toBeFocused();
  await app.keyboard.type('27208447136');
  await expect(search).toHaveValue('27208447136');
  await expect(app.getByText('Abrir cliente 272.084.471-36')).toBeVisible();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();
  const open = app.getByRole('button', { name: 'Abrir certificado 000000925108' });
  for (let i = 0; i < 80 && !(await open.evaluate((el) => el === document.activeElement)); i++)
    await app.keyboard.press('Tab');
  await app.keyboard.press('Enter');
  await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute(
    'data-total-rows',
    '1000',
  );
  const exportButton = app.getByRole('button', { name: 'Exportar', exact: true });
  for (let i = 0; i < 120 && !(await exportButton.evaluate((el) => el === document.activeElement)); i++)
    await app.keyboard.press('Tab');
  await expect(exportButton).toBeFocused();
  harness.savePath.value = join(harness.userDataDir, 'teclado.csv');
  await app.keyboard.press('Enter');
  const excel = app.getByRole('menuitem', { name: /Excel \(Brasil\)/ });
  await expect(excel).toBeVisible();
  // The menu opens on its first item, Excel .xlsx (WAI-ARIA menu button, D151); the arrow moves to the CSV.
  await expect(app.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ })).toBeFocused();
  await app.keyboard.press('ArrowDown');
  await expect(excel).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(app.getByText('Exportação concluída')).toBeVisible();
  expect(readFileSync(join(harness.userDataDir, 'teclado.csv'), 'utf8').split('\r\n').filter(Boolean)).toHaveLength(
    1001,
  );
});
