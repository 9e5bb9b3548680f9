/**
 * The CPF as the employee pastes or types it, in the search field and in Ctrl+K: the digits of any
 * written form are kept and masked, more than 11 are refused with the reason, an invalid CPF is never an item to
 * pick, a customer not found leaves the CPF selected in a focused field, ready to retype or to fix with one
 * keystroke, and a CPF a spreadsheet kept without its leading zero is offered back, never applied by itself.
 * Both ways of putting text in are driven: a paste event carrying the text (DataTransfer) and `locator.fill`.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

const PATRICIA = { cpf: '272.084.471-36', name: 'Patrícia Luiza Ribeiro' };
const NOT_A_CUSTOMER = '529.982.247-25';
/** 040.718.535-65 as a spreadsheet keeps it: a number, its leading zero gone. */
const WITHOUT_ZERO = '4071853565';
const CUSTOMER_WITH_ZERO = 'Caio Conceição Barbosa';

/** How a CPF arrives from e-mails, PDFs and spreadsheets. */
const MESSY_PATRICIA = [
  ' 272.084.471-36 ',
  'CPF: 272.084.471-36',
  'CPF:\u00a0272.084.471-36\r\n',
  '272 084 471 36\t',
  '27208447136\n',
  '２７２．０８４．４７１－３６',
  '272/084/471/36',
];

/** A paste as the browser delivers it, over the field's whole text (Ctrl+A, Ctrl+V). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, pasted) => {
    const input = element as HTMLInputElement;
    input.focus();
    input.select();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Ctrl+K, and nothing typed before its field is there and focused. */
async function openSpotlight(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  return search;
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('the search field keeps the digits of whatever is pasted or filled in, masked', async ({ app }) => {
  const field = app.getByLabel('CPF do cliente', { exact: true });
  await expect(field).toBeFocused();
  for (const text of MESSY_PATRICIA) {
    await paste(field, text);
    await expect(field, `pasted ${JSON.stringify(text)}`).toHaveValue(PATRICIA.cpf);
    await field.fill('');
    await expect(field).toHaveValue('');
    await field.fill(text);
    await expect(field, `filled ${JSON.stringify(text)}`).toHaveValue(PATRICIA.cpf);
  }
  // The caret ends after the last digit, and Enter opens the customer.
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(PATRICIA.cpf.length);
  await field.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeVisible();
});

test('more than 11 digits are refused with the reason, and the field keeps what it had', async ({ app, harness }) => {
  const field = app.getByLabel('CPF do cliente', { exact: true });
  await field.fill('272.084.471-3');
  await paste(field, 'CNPJ 11.222.333/0001-81');
  await expect(
    app.getByText('São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11. O campo não mudou.'),
  ).toBeVisible();
  await expect(field).toHaveValue('272.084.471-3');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('123456789012');
  await expect(app.getByText('São 12 dígitos: o CPF tem 11. O campo não mudou.')).toBeVisible();
  await expect(field).toHaveValue('272.084.471-3');

  // The 11th digit is taken (and clears the message); a 12th typed is refused, not cut.
  await field.press('End');
  await field.press('6');
  await expect(field).toHaveValue(PATRICIA.cpf);
  await expect(app.getByText(/O campo não mudou/)).toHaveCount(0);
  await field.press('9');
  await expect(
    app.getByText(
      'O CPF tem 11 dígitos e o campo ficaria com 12: apague ou selecione o que já está nele antes. O campo não mudou.',
    ),
  ).toBeVisible();
  await expect(field).toHaveValue(PATRICIA.cpf);

  // Ten digits are not searched: the field says how many are missing, and nothing is sent.
  const before = harness.logLines.length;
  await field.fill('272.084.471-3');
  await field.press('Enter');
  await expect(app.getByText('Falta 1 dígito: o CPF tem 11.')).toBeVisible();
  expect(harness.logLines.slice(before).some((line) => line.includes('op8'))).toBe(false);
});

test('Ctrl+K reads a pasted or filled-in CPF the same way and opens the customer', async ({ app }) => {
  for (const [index, text] of MESSY_PATRICIA.entries()) {
    const search = await openSpotlight(app);
    if (index % 2 === 0) await paste(search, text);
    else await search.fill(text);
    await expect(
      app.getByRole('button', { name: `Abrir cliente ${PATRICIA.cpf}` }),
      JSON.stringify(text),
    ).toBeVisible();
    await app.keyboard.press('Escape');
    await expect(search).toBeHidden();
  }
  const search = await openSpotlight(app);
  await paste(search, 'CPF: 272.084.471-36\n');
  await expect(app.getByRole('button', { name: `Abrir cliente ${PATRICIA.cpf}` })).toBeVisible();
  await search.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeVisible();

  // The customer opened is listed among the recent ones when the spotlight opens empty.
  await openSpotlight(app);
  await expect(app.getByRole('button', { name: 'Recente: Patrícia Luiza Ribeiro (***.084.471-**)' })).toBeVisible();
});

test('Ctrl+K pressed again while it is still closing opens empty, on the recent customers', async ({ app }) => {
  const search = await openSpotlight(app);
  await search.fill(PATRICIA.cpf);
  await search.press('Enter');
  // At once: the spotlight's closing transition has not ended, and the customer screen is still being drawn.
  const again = await openSpotlight(app);
  await expect(again).toHaveValue('');
  await expect(app.getByRole('button', { name: 'Recente: Patrícia Luiza Ribeiro (***.084.471-**)' })).toBeVisible();
});

test('Ctrl+K never offers an invalid CPF: it says why, and Enter or the arrows pick nothing', async ({
  app,
  harness,
}) => {
  const before = harness.logLines.length;
  const search = await openSpotlight(app);
  const anyItem = app.locator('[data-action]');

  await search.fill('CPF: 272.084.471-37');
  await expect(app.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await expect(app.getByText('Lido: 272.084.471-37')).toBeVisible();
  await expect(anyItem).toHaveCount(0);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toBeVisible();

  await search.fill('272.084.47');
  await expect(app.getByText('Faltam 3 dígitos: o CPF tem 11.')).toBeVisible();
  await expect(anyItem).toHaveCount(0);

  await paste(search, '11.222.333/0001-81');
  await expect(app.getByText('São 14 dígitos, como num CNPJ: a busca é pelo CPF, que tem 11.')).toBeVisible();
  await expect(anyItem).toHaveCount(0);
  await search.press('Enter');
  await expect(search).toBeVisible();

  // Once valid, the one item opens the customer.
  await search.fill(PATRICIA.cpf);
  await expect(anyItem).toHaveCount(1);
  await expect(app.getByText('CPF inválido: confira os dígitos.')).toHaveCount(0);
  expect(harness.logLines.slice(before).some((line) => line.includes('op8'))).toBe(false);
});

test('a customer not found shows the CPF as typed, in a focused field with it selected: retyped whole, or fixed with one keystroke', async ({
  app,
}) => {
  const field = app.getByLabel('CPF do cliente', { exact: true });
  await paste(field, `CPF: ${NOT_A_CUSTOMER}`);
  await field.press('Enter');
  const alert = app.getByRole('alert').filter({ hasText: 'Cliente não encontrado' });
  await expect(alert).toContainText(`Não há cliente com o CPF ${NOT_A_CUSTOMER} no cadastro.`);

  // The focus is in the CPF field under the message, the CPF selected: typing replaces it.
  const again = app
    .getByRole('form', { name: 'Buscar cliente pelo CPF' })
    .getByLabel('CPF do cliente', { exact: true });
  await expect(again).toBeFocused();
  await expect(again).toHaveValue(NOT_A_CUSTOMER);
  expect(await again.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    0, 14,
  ]);
  await app.keyboard.type('52998224');
  await expect(again).toHaveValue('529.982.24');

  // One wrong digit is one keystroke: Backspace takes the last one, typing puts the right one.
  await again.fill(NOT_A_CUSTOMER);
  await app.keyboard.press('End');
  await app.keyboard.press('Backspace');
  await expect(again).toHaveValue('529.982.247-2');
  await app.keyboard.press('5');
  await expect(again).toHaveValue(NOT_A_CUSTOMER);
  // Backspace just after the "-" removes the digit before it, not the mask.
  await again.evaluate((input: HTMLInputElement) => input.setSelectionRange(12, 12));
  await app.keyboard.press('Backspace');
  await expect(again).toHaveValue('529.982.242-5');

  // Enter searches again from there: another CPF not found comes back the same way, the focus in the field again.
  await again.fill('111.444.777-35');
  await app.keyboard.press('Enter');
  await expect(alert).toContainText('Não há cliente com o CPF 111.444.777-35 no cadastro.');
  await expect(again).toBeFocused();
  await expect(again).toHaveValue('111.444.777-35');
  // And a customer that exists opens.
  await app.keyboard.type(PATRICIA.cpf);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: PATRICIA.name })).toBeVisible();
});

test('a CPF a spreadsheet kept without its leading zero: "Falta 1 dígito", and the padded CPF offered, filled only when chosen', async ({
  app,
}) => {
  const field = app.getByLabel('CPF do cliente', { exact: true });
  await field.fill(WITHOUT_ZERO);
  await field.press('Enter');
  await expect(app.getByText('Falta 1 dígito: o CPF tem 11.')).toBeVisible();
  const offer = app.getByRole('button', { name: 'Você quis dizer 040.718.535-65?' });
  await expect(offer).toBeVisible();
  // Never applied by itself: the field keeps what was typed, and nothing was searched.
  await expect(field).toHaveValue('407.185.356-5');
  await expect(field).toBeFocused();
  // Reached by the keyboard: Tab past "Buscar", Enter fills it; the focus back in the field, ready for Enter.
  await app.keyboard.press('Tab');
  await expect(app.getByRole('button', { name: 'Buscar', exact: true })).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(field).toHaveValue('040.718.535-65');
  await expect(field).toBeFocused();
  await expect(offer).toHaveCount(0);
  await expect(app.getByText('Falta 1 dígito: o CPF tem 11.')).toHaveCount(0);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 2, name: CUSTOMER_WITH_ZERO })).toBeVisible();

  // Ctrl+K offers it too, as an item that fills the CPF in (opening it stays a second choice).
  const search = await openSpotlight(app);
  await app.keyboard.type(WITHOUT_ZERO);
  await expect(app.getByText('Falta 1 dígito: o CPF tem 11.')).toBeVisible();
  await app.keyboard.press('Enter');
  await expect(search).toHaveValue('040.718.535-65');
  await expect(app.getByText('Abrir cliente 040.718.535-65')).toBeVisible();

  // Ten digits whose padding is no valid CPF: only the reason, nothing offered.
  await app.keyboard.press('Escape');
  await app.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
  const again = app.getByLabel('CPF do cliente', { exact: true });
  await again.fill('4071853566');
  await again.press('Enter');
  await expect(app.getByText('Falta 1 dígito: o CPF tem 11.')).toBeVisible();
  await expect(app.getByRole('button', { name: /Você quis dizer/ })).toHaveCount(0);
});
