/**
 * A write dialog belongs to one customer and keeps the employee's hands in it: opening another customer while it
 * is open (Ctrl+K with a CPF, a recent customer, the spotlight's other places, the menu) asks first and loses
 * nothing typed; the title and the review say whose the write is; the page beneath is out of reach; and the focus
 * stays inside at every step, on the step's main action, back on the opener at the end. The send's own last
 * check (the customer on screen) is tested in tests/renderer/writes/dialog-owner.test.ts: no path on screen gets
 * past the question to reach it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer, sandboxState } from './support';

const PATRICIA = '27208447136'; // Patrícia Luiza Ribeiro: all lines; title 327202888
const FABIO = '73450767259';
const MASKED_PATRICIA = '***.084.471-**';

test.beforeEach(async ({ app }) => {
  // Long flows (two customers opened, a dialog walked through every step): room for a loaded machine.
  test.slow();
  await login(app);
});

const question = (app: Page) => app.getByRole('dialog', { name: 'Terminar esta operação antes?' });

/** Opens Fábio then Patrícia (so Fábio is a recent customer) and, on Patrícia, the claim dialog with a name typed. */
async function claimForPatricia(app: Page): Promise<{ dialog: Locator; name: string }> {
  await openCustomer(app, FABIO);
  await openCustomer(app, PATRICIA);
  const name = (await app.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome do segurado').fill('Typed Before Ctrl K');
  return { dialog, name };
}

/** Ctrl+K, then `pick` (a CPF typed and Enter, or an item chosen): the question opens and nothing else changed. */
async function askedOnSpotlight(app: Page, pick: (app: Page) => Promise<void>): Promise<void> {
  await app.keyboard.press('Control+K');
  const search = app.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  await expect(search).toBeFocused();
  await pick(app);
  await expect(question(app)).toBeVisible();
  await expect(question(app)).toContainText(MASKED_PATRICIA);
  await expect(question(app).getByRole('button', { name: 'Voltar à operação' })).toBeFocused();
}

async function expectStillPatricia(app: Page, name: string): Promise<void> {
  await expect(app.getByRole('heading', { level: 2 }).first()).toHaveText(name);
}

test('another customer by Ctrl+K: asked, and keeping the dialog keeps what was typed; the title names the customer', async ({
  app,
}) => {
  const { dialog, name } = await claimForPatricia(app);
  // Whose it is, by name, in the title.
  await expect(dialog).toHaveAccessibleName(
    new RegExp(`Aviso de sinistro — ${name} \\(\\*\\*\\*\\.084\\.471-\\*\\*\\)`),
  );
  await askedOnSpotlight(app, async (page) => {
    await page.keyboard.type(FABIO);
    await page.keyboard.press('Enter');
  });
  await question(app).getByRole('button', { name: 'Voltar à operação' }).click();
  await expect(question(app)).toBeHidden();
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Typed Before Ctrl K');
  await expectStillPatricia(app, name);

  // Discarding opens the customer asked for, and the dialog is gone.
  await askedOnSpotlight(app, async (page) => {
    await page.keyboard.type(FABIO);
    await page.keyboard.press('Enter');
  });
  await question(app).getByRole('button', { name: 'Descartar e abrir' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('heading', { level: 2 }).first()).not.toHaveText(name);
});

test('a recent customer or another place from Ctrl+K: asked; the menu is out of reach under the dialog', async ({
  app,
}) => {
  const { dialog, name } = await claimForPatricia(app);
  // A recent customer: Esc on the question is "back to the operation".
  await askedOnSpotlight(app, async (page) => {
    await page.getByRole('button', { name: /^Recente: .*\*\*\*\.507\.672-\*\*/ }).click();
  });
  await app.keyboard.press('Escape');
  await expect(question(app)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Typed Before Ctrl K');
  await expectStillPatricia(app, name);

  // Another place (the History) from the spotlight.
  await askedOnSpotlight(app, async (page) => {
    await page.getByRole('button', { name: 'Abrir o histórico de operações' }).click();
  });
  await question(app).getByRole('button', { name: 'Voltar à operação' }).click();
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Typed Before Ctrl K');

  // The menu is beneath the dialog: out of reach (inert), so it cannot open anything; usable again once it closes.
  const menuItem = app.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true });
  expect(await menuItem.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  await app.keyboard.press('Escape');
  await app
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(dialog).toBeHidden();
  expect(await menuItem.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
});

test('with the discard question open, Ctrl+K to another customer asks too; staying leaves both questions and the form as they were', async ({
  app,
  harness,
}) => {
  const { dialog, name } = await claimForPatricia(app);
  await app.keyboard.press('Escape');
  const discard = app.getByRole('dialog', { name: 'Descartar o que foi preenchido?' });
  await expect(discard).toBeVisible();
  await askedOnSpotlight(app, async (page) => {
    await page.keyboard.type(FABIO);
    await page.keyboard.press('Enter');
  });
  await question(app).getByRole('button', { name: 'Voltar à operação' }).click();
  await expect(question(app)).toBeHidden();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Continuar preenchendo' }).click();
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Typed Before Ctrl K');
  await expectStillPatricia(app, name);
  expect(((await sandboxState(harness)).claimNotices as unknown[]).length).toBe(0);
});

test('the payment-data dialog: another customer by Ctrl+K asks; the review names the customer', async ({ app }) => {
  await openCustomer(app, FABIO);
  await openCustomer(app, PATRICIA);
  const name = (await app.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await expect(dialog).toHaveAccessibleName(new RegExp(name));
  await dialog.getByLabel('Agência').fill('1234');
  await askedOnSpotlight(app, async (page) => {
    await page.keyboard.type(FABIO);
    await page.keyboard.press('Enter');
  });
  await question(app).getByRole('button', { name: 'Voltar à operação' }).click();
  await expect(dialog.getByLabel('Agência')).toHaveValue('1234');
  await expectStillPatricia(app, name);
});

// ---------------------------------------------------------------------------------------------------------------
// Focus

/** Whether the focus is inside `dialog` (its accessible element, the Mantine content). */
async function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate(
    (el) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      el.contains(document.activeElement),
  );
}

/** Tab and Shift+Tab, more times than the dialog has stops: the focus never leaves it. */
async function expectTabStaysInside(app: Page, dialog: Locator): Promise<void> {
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('input, button, select, textarea, [tabindex="0"], a[href]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 3; i++) {
      await app.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${i + 1}`).toBe(true);
    }
  }
}

/** A click on the dialog's title: a list the Tab walk left open (the bank's) closes, the focus stays in the dialog. */
async function closeDropdowns(dialog: Locator): Promise<void> {
  await dialog.getByRole('heading').first().click();
  await expect(dialog.page().getByRole('listbox')).toHaveCount(0);
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`claim notice at ${size.width}×${size.height}: the focus stays in the dialog at each step, on its main action, and returns to the opener`, async ({
    app,
  }) => {
    await app.setViewportSize(size);
    await openCustomer(app, PATRICIA);
    const opener = app.getByRole('button', { name: 'Aviso de sinistro' }).first();
    await opener.click();
    const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await expectTabStaysInside(app, dialog);

    await dialog.getByLabel('Nome do segurado').fill('José Carlos Ribeiro');
    await dialog.getByLabel('Data de nascimento do segurado').fill('21/07/1958');
    await dialog.getByRole('radio', { name: 'Vida' }).check();
    await dialog.getByLabel('E-mail').fill('familia.ribeiro@example.com.br');
    // Enter in a field goes to the review, and the focus to "Confirmar e enviar".
    await dialog.getByLabel('E-mail').press('Enter');
    await expect(dialog.getByRole('table', { name: 'Resumo do envio' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Resumo do envio' })).toContainText(MASKED_PATRICIA);
    const confirm = dialog.getByRole('button', { name: 'Confirmar e enviar' });
    await expect(confirm).toBeFocused();
    await expectTabStaysInside(app, dialog);

    // Back to the form: the focus on its first field, not on the page.
    await dialog.getByRole('button', { name: 'Voltar e corrigir' }).click();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await dialog.getByRole('button', { name: 'Revisar envio' }).click();
    await expect(confirm).toBeFocused();

    await app.keyboard.press('Enter');
    await expect(dialog.getByTestId('protocolo')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copiar protocolo' })).toBeFocused();
    await expectTabStaysInside(app, dialog);

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('a form refused by its own check keeps the focus in the dialog, on the first field in error', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  const opener = app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' });
  await opener.click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await closeDropdowns(dialog);
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByLabel('Banco (código)')).toBeFocused();
  await expectTabStaysInside(app, dialog);
  await closeDropdowns(dialog);
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('every write dialog keeps Tab and Shift+Tab inside on its form, with the page beneath inert', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  const dialogs: Array<{ tab: string; button: string | RegExp; dialog: string }> = [
    { tab: 'Vida', button: 'Comunicar hash da proposta PV2026418052', dialog: 'Comunicar hash de assinatura (vida)' },
    { tab: 'Vida', button: 'Data de assinatura da proposta PV2026418052', dialog: 'Data de assinatura da proposta' },
    {
      tab: 'Propostas',
      button: 'Comunicar assinatura da proposta PP2026988538',
      dialog: 'Comunicar assinatura de proposta (previdência)',
    },
    {
      tab: 'Capitalização',
      button: 'Alterar dados de pagamento do título 327202888',
      dialog: 'Dados de pagamento do título',
    },
  ];
  for (const { tab, button, dialog: title } of dialogs) {
    await app.getByRole('tab', { name: tab }).click();
    const opener = app.getByRole('button', { name: button });
    await opener.click();
    const dialog = app.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    expect(await app.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await expectTabStaysInside(app, dialog);
    await closeDropdowns(dialog);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await app.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
  }
});
