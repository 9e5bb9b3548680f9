/** Every write operation (Op2–Op7) through its dialog: form → review → result, and what the sandbox then holds. */
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxState } from './support';
import { attachDocument, fillOtherSignerCpf, fillSigningMoment } from './write-fields';

const PATRICIA = '27208447136'; // all lines; life proposal PV2026418052 created 2026-05-14; title 327202888; pension proposals
const LIFE_ONLY = '32059325870';

test.beforeEach(async ({ app }) => {
  await login(app);
});

/** A datetime-local value `ms` from now on the São Paulo clock (the one the forms use). */
function saoPauloInput(ms: number): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(new Date(Date.now() + ms))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The fund codes a fund field's list offers (opened by a click, closed again). */
async function fundOptions(app: Page, field: Locator): Promise<string[]> {
  await field.click();
  const options = app.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const codes = (await options.allTextContents()).map((text) => text.trim());
  await field.press('Escape');
  return codes;
}

async function signatureCount(harness: Parameters<typeof sandboxState>[0]): Promise<number> {
  return ((await sandboxState(harness)).signatures as unknown[]).length;
}

/** "Revisar envio" refused: the form stays, with the message on screen. */
async function expectRefusedOnForm(app: Page, dialog: Locator, message: string | RegExp): Promise<void> {
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByText(message).first()).toBeVisible();
  await expect(app.getByRole('table', { name: 'Resumo do envio' })).toHaveCount(0);
}

/** Closes a filled write dialog as the employee does: "Cancelar", then "Descartar" when it asks. */
async function discardFilled(app: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await app
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(dialog).toBeHidden();
}

async function openPensionSignature(app: Page): Promise<Locator> {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Propostas' }).click();
  await app.getByRole('button', { name: 'Comunicar assinatura da proposta PP2026988538' }).click();
  return app.getByRole('dialog', { name: 'Comunicar assinatura de proposta (previdência)' });
}

async function fillSignatureRest(dialog: Locator, data = '2026-05-20T10:00'): Promise<void> {
  await fillSigningMoment(dialog, data);
  await dialog.getByLabel('Endereço IP').fill('2001:db8::1');
  await dialog.getByLabel('Login do usuário').fill('agencia.centro');
  await dialog.getByLabel('E-mail do usuário').fill('agencia@example.com.br');
}

test('claim notice (Op3): protocol shown with a copy button, and recorded in History', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await dialog.getByLabel('Nome do segurado').fill('José Carlos Ribeiro');
  await dialog.getByLabel('Data de nascimento do segurado').fill('21/07/1958');
  await dialog.getByRole('radio', { name: 'Vida' }).check();
  await dialog.getByLabel('E-mail').fill('familia.ribeiro@example.com.br');
  await reviewAndSend(app);
  const protocol = dialog.getByTestId('protocolo');
  await expect(protocol).toHaveText(/^SIN\d{14}$/);
  await expect(dialog.getByRole('button', { name: 'Copiar protocolo' })).toBeVisible();
  const text = (await protocol.textContent())!;
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await app.getByText('Histórico', { exact: true }).first().click();
  await expect(app.getByRole('table', { name: 'Histórico de operações' })).toContainText(text);
});

test('claim notice (Op3): only the lines the customer holds, in words, the only one chosen; the insured starts as the customer', async ({
  app,
  harness,
}) => {
  await openCustomer(app, LIFE_ONLY);
  const name = (await app.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue(name);
  await expect(dialog.getByText('Segurado preenchido com os dados do cliente')).toBeVisible();
  await expect(dialog.getByLabel('Data de nascimento do segurado')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(dialog.getByRole('radio', { name: 'Vida' })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog).not.toContainText('PREVIDENCIA');
  await dialog.getByLabel('E-mail').fill('familia@example.com.br');
  await reviewAndSend(app);
  await expect(dialog.getByTestId('protocolo')).toBeVisible();
  const claims = (await sandboxState(harness)).claimNotices as Array<{
    cpf: string;
    linhaNegocio: string;
    nomeSegurado: string;
  }>;
  expect(claims).toContainEqual(expect.objectContaining({ cpf: LIFE_ONLY, linhaNegocio: 'VIDA', nomeSegurado: name }));
});

// A refusal naming a line code cannot come from the screens any more (only the lines the record lists are
// offered): its words are tested in tests/renderer/writes/claim-refusal.test.ts.

test('duplicate-write warning comes first, its "Enviar mesmo assim" in view at 1024×768, and must be confirmed explicitly (Op3)', async ({
  app,
  harness,
}) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    await openCustomer(app, PATRICIA);
    // The second time, the smallest window the branches use.
    if (attempt === 1) await app.setViewportSize({ width: 1024, height: 768 });
    await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    await dialog.getByLabel('Nome do segurado').fill('Maria Duplicada');
    await dialog.getByLabel('Data de nascimento do segurado').fill('04/03/1970');
    await dialog.getByRole('radio', { name: 'Vida' }).check();
    await dialog.getByLabel('E-mail').fill('dup@example.com.br');
    await reviewAndSend(app);
    if (attempt === 0) {
      await expect(dialog.getByTestId('protocolo')).toBeVisible();
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    } else {
      const sendAnyway = dialog.getByRole('button', { name: 'Enviar mesmo assim' });
      await expect(sendAnyway).toBeVisible();
      await expect(sendAnyway).toBeInViewport();
      // Above the summary: the decision is read before what would be sent again.
      const warningTop = (await dialog.getByRole('alert').boundingBox())!.y;
      const summaryTop = (await dialog.getByRole('table', { name: 'Resumo do envio' }).boundingBox())!.y;
      expect(warningTop).toBeLessThan(summaryTop);
      const before = ((await sandboxState(harness)).claimNotices as unknown[]).length;
      await sendAnyway.click();
      await expect(dialog.getByTestId('protocolo')).toBeVisible();
      expect(((await sandboxState(harness)).claimNotices as unknown[]).length).toBe(before + 1);
    }
  }
});

test('payment data (Op5): the bank by name or code from the COMPE list; nonsense branch and account refused before sending', async ({
  app,
  harness,
}) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  const bank = dialog.getByLabel('Banco (código)');

  await bank.fill('999');
  await expect(app.getByText('Nenhum banco da lista COMPE com esse código ou nome.')).toBeVisible();
  await expectRefusedOnForm(app, dialog, 'Escolha o banco pelo nome ou código.');

  // A known code typed is enough: leaving the field takes it.
  await bank.fill('237');
  await dialog.getByLabel('Agência').focus();
  await expect(bank).toHaveValue('237 – Banco Bradesco S.A.');

  await bank.fill('itau');
  await expect(app.getByRole('option', { name: '341 – Itaú Unibanco S.A.' })).toHaveAttribute(
    'data-combobox-selected',
    'true',
  );
  await bank.press('Enter');
  await expect(bank).toHaveValue('341 – Itaú Unibanco S.A.');

  // What the issue saw sent and accepted: each is now refused on the form.
  for (const [agencia, conta, message] of [
    ['12a4', '1', /Agência inválida: de 1 a 5 dígitos/],
    ['123456', '1', /Agência inválida: de 1 a 5 dígitos/],
    ['00000', '1', 'Agência inválida: o número não pode ser só zeros.'],
    ['1', 'x!@#', /Conta inválida: de 1 a 12 dígitos/],
    ['1', '0', 'Conta inválida: o número não pode ser só zeros.'],
  ] as const) {
    await dialog.getByLabel('Agência').fill(agencia);
    await dialog.getByLabel('Conta').fill(conta);
    await expectRefusedOnForm(app, dialog, message);
  }
  expect((await sandboxState(harness)).paymentData).toEqual({});

  await dialog.getByLabel('Agência').fill('0123');
  await dialog.getByLabel('Conta').fill('45678-x');
  await expect(dialog.getByLabel('Conta')).toHaveValue('45678-X');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(app.getByRole('table', { name: 'Resumo do envio' })).toContainText('341 – Itaú Unibanco S.A.');
  await app.getByRole('button', { name: 'Confirmar e enviar' }).click();
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const state = await sandboxState(harness);
  expect(
    (state.paymentData as Record<string, { banco: number; agencia: string; conta: string }>)[`${PATRICIA}/327202888`],
  ).toMatchObject({
    banco: 341,
    agencia: '0123',
    conta: '45678-X',
  });
});

test('proposal signature date (Op7), refusing a future date as typed', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Data de assinatura da proposta' });
  await dialog.getByLabel('Data de assinatura').fill('01/01/2099');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByText(/futuro/).first()).toBeVisible();
  await dialog.getByLabel('Data de assinatura').fill('01/06/2026');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const dates = (await sandboxState(harness)).proposalDates as Record<string, { dataAssinatura: string }>;
  expect(dates.PV2026418052?.dataAssinatura).toBe('2026-06-01');
});

test('life signature hash communication (Op2)', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Comunicar hash da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Comunicar hash de assinatura (vida)' });
  await expect(dialog).toContainText('Linha de negócio: Vida · Tipo de documento: Proposta · Tipo de assinatura: Hash');
  await dialog
    .getByLabel('Hash da assinatura')
    .fill('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
  await fillSigningMoment(dialog, '2026-05-20T14:30');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('Login do usuário').fill('parceiro.app');
  await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; idDocumento: string }>;
  expect(signatures).toContainEqual(expect.objectContaining({ operation: 'op2', idDocumento: 'PV2026418052' }));
});

test('pension signature communication with a document attached from disk (Op6)', async ({ app, harness }) => {
  const dialog = await openPensionSignature(app);
  await dialog.getByRole('radio', { name: 'Papel' }).check();
  await fillSignatureRest(dialog);
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await attachDocument(app, dialog, {
    name: 'proposta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 proposta assinada'),
  });
  await expect(dialog.getByTestId('documento-anexado')).toContainText('proposta.pdf');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; fingerprint: string }>;
  expect(signatures).toContainEqual(
    expect.objectContaining({ operation: 'op6', fingerprint: expect.stringMatching(/^documento:/) }),
  );
});

test('Op6 refuses on the form what the service would: paper without document, a file that is no PDF, a time later today; the line is fixed', async ({
  app,
  harness,
}) => {
  const before = await signatureCount(harness);
  const dialog = await openPensionSignature(app);
  await expect(dialog).toContainText('Linha de negócio: Previdência');
  await expect(dialog.getByRole('textbox', { name: 'Linha de negócio' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Papel' }).check();
  await fillSignatureRest(dialog);

  await expectRefusedOnForm(app, dialog, 'Assinatura em papel: anexe o documento assinado (PDF).');

  await attachDocument(app, dialog, {
    name: 'proposta.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('proposta assinada'),
  });
  await expect(dialog.getByText('O arquivo anexado não é um PDF. Anexe a proposta assinada em PDF.')).toBeVisible();
  // The content decides, not the name.
  await attachDocument(app, dialog, {
    name: 'proposta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('não sou um PDF'),
  });
  await expectRefusedOnForm(app, dialog, 'O arquivo anexado não é um PDF. Anexe a proposta assinada em PDF.');

  await attachDocument(app, dialog, {
    name: 'proposta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 assinada'),
  });
  await fillSigningMoment(dialog, saoPauloInput(2 * 3600_000));
  await expectRefusedOnForm(
    app,
    dialog,
    'A data e a hora da assinatura não podem estar no futuro (horário de Brasília).',
  );

  expect(await signatureCount(harness)).toBe(before);
  await fillSigningMoment(dialog, saoPauloInput(-60_000));
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  expect(await signatureCount(harness)).toBe(before + 1);
});

test('Op6: the signer starts as the customer; the review JSON masks the CPF as the table does, the request carries it whole', async ({
  app,
  harness,
}) => {
  const dialog = await openPensionSignature(app);
  // The customer's CPF, filled in from the record, masked as everywhere else.
  await expect(dialog.getByLabel('CPF do responsável')).toHaveValue('***.084.471-**');
  await expect(dialog.getByLabel('Nome do responsável')).toHaveValue('Patrícia Luiza Ribeiro');
  await dialog.getByRole('radio', { name: 'Digital' }).check();
  await fillSignatureRest(dialog);
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  const summary = app.getByRole('table', { name: 'Resumo do envio' });
  await expect(summary).toContainText('***.084.471-**');
  await dialog.getByRole('button', { name: 'Detalhes técnicos' }).click();
  const json = dialog.getByLabel('Corpo da requisição (JSON)');
  await expect(json).toContainText('"cpf": "***.084.471-**"');
  await expect(json).not.toContainText(PATRICIA);
  await app.getByRole('button', { name: 'Confirmar e enviar' }).click();
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  // The sandbox took it, so the CPF arrived whole (a masked one is invalid input there); it keeps it masked.
  const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; responsavelCpf: string }>;
  expect(signatures).toContainEqual(expect.objectContaining({ operation: 'op6', responsavelCpf: '***.084.471-**' }));
});

test('in English, the write forms speak English: messages, labels and codes in words', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  await app.getByText('EN', { exact: true }).click();
  await expect(app.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await app.getByRole('tab', { name: 'Capitalization' }).click();
  await app.getByRole('button', { name: 'Change payment data of title 327202888' }).click();
  let dialog = app.getByRole('dialog', { name: 'Title payment data' });
  await dialog.getByLabel('Branch').fill('12a4');
  await dialog.getByLabel('Account').fill('0');
  await dialog.getByRole('button', { name: 'Review request' }).click();
  await expect(dialog.getByText('Choose the bank by name or code.')).toBeVisible();
  await expect(dialog.getByText(/^Invalid branch: 1 to 5 digits/)).toBeVisible();
  await expect(dialog.getByText('Invalid account: the number cannot be all zeros.')).toBeVisible();
  await expect(dialog).not.toContainText(/Informe|inválid|Escolha/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await app
    .getByRole('dialog', { name: 'Discard what was filled in?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();

  await app.getByRole('tab', { name: 'Proposals' }).click();
  await app.getByRole('button', { name: 'Send signature of proposal PP2026988538' }).click();
  dialog = app.getByRole('dialog', { name: 'Communicate proposal signature (pension)' });
  await expect(dialog).toContainText('Line of business: Pension · Document type: Proposal');
  await dialog.getByRole('button', { name: 'Review request' }).click();
  await expect(dialog.getByText('Choose the signature type.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Paper' }).check();
  await fillSigningMoment(dialog, saoPauloInput(2 * 3600_000), 'en');
  await dialog.getByRole('button', { name: 'Review request' }).click();
  await expect(dialog.getByText('Paper signature: attach the signed document (PDF).')).toBeVisible();
  await expect(dialog.getByText('The signing date and time cannot be in the future (Brasília time).')).toBeVisible();
  await expect(dialog).not.toContainText(/Informe|inválid|Escolha|anexe|PREVIDENCIA/);
});

test('Op6: the signer CPF filled in from the record is revealed only through "Mostrar CPF", recorded in History first', async ({
  app,
}) => {
  const dialog = await openPensionSignature(app);
  const cpf = dialog.getByLabel('CPF do responsável');
  await expect(cpf).toHaveValue('***.084.471-**');
  await expect(dialog).not.toContainText('272.084.471-36');
  await dialog.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(cpf).toHaveValue('272.084.471-36');
  await dialog.getByRole('button', { name: 'Ocultar CPF' }).click();
  await expect(cpf).toHaveValue('***.084.471-**');
  // Someone else signed: the field is emptied for their CPF, and takes the focus.
  await dialog.getByRole('button', { name: 'Outra pessoa assinou' }).click();
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveValue('');
  await app.keyboard.type('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await app
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await app.getByText('Histórico', { exact: true }).first().click();
  await expect(app.getByRole('table', { name: 'Histórico de operações' })).toContainText('CPF exibido por completo');
});

test(`contribution (Op4): at 1024×768 the review's "Confirmar e enviar" is in view without scrolling, the JSON closed behind "Detalhes técnicos"`, async ({
  app,
  harness,
}) => {
  await app.setViewportSize({ width: 1024, height: 768 });
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: 'Abrir certificado 000000925108' }).click();
  await app.getByRole('button', { name: 'Aporte esporádico' }).click();
  const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
  await dialog.getByLabel('Valor do aporte (R$)').fill('1.500,00');
  const first = dialog.getByRole('combobox', { name: 'Código do fundo 1' });
  const funds = await fundOptions(app, first);
  expect(funds.length).toBeGreaterThan(1);
  await first.fill(funds[0]!);
  await dialog.getByLabel('Percentual do fundo 1').fill('60');
  await dialog.getByRole('button', { name: 'Adicionar fundo' }).click();
  const second = dialog.getByRole('combobox', { name: 'Código do fundo 2' });
  // The new row's first field takes the focus; its list leaves out the fund already chosen.
  await expect(second).toBeFocused();
  const offered = await fundOptions(app, second);
  expect(offered).not.toContain(funds[0]);
  expect(offered).toEqual(funds.slice(1));
  await second.fill(funds[1]!);
  await dialog.getByLabel('Percentual do fundo 2').fill('40');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByRole('table', { name: 'Resumo do envio' })).toBeVisible();
  const details = dialog.getByRole('button', { name: 'Detalhes técnicos' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByLabel('Corpo da requisição (JSON)')).toBeHidden();
  const confirm = dialog.getByRole('button', { name: 'Confirmar e enviar' });
  // In view as the review opens: nothing scrolled, neither the page nor the modal.
  expect(
    await app.evaluate(() => [window.scrollY, document.querySelector('.mantine-Modal-content')?.scrollTop ?? 0]),
  ).toEqual([0, 0]);
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await details.click();
  await expect(dialog.getByLabel('Corpo da requisição (JSON)')).toContainText('"percentualDistribuicao": 60');
  const before = ((await sandboxState(harness)).contributions as unknown[]).length;
  await confirm.click();
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  expect(((await sandboxState(harness)).contributions as unknown[]).length).toBe(before + 1);
});

/** Read-only checks of the contribution dialog: one opening of the certificate, each check a step (D671). */
test('contribution (Op4) read-only: the registered e-mail offered; in English, its words', async ({ app }) => {
  // Several former tests' work in one: their time together (steps named as those tests were).
  test.slow();
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: 'Abrir certificado 000000925108' }).click();
  await test.step(`contribution (Op4): the customer's registered e-mail is offered, not filled in`, async () => {
    await app.getByRole('button', { name: 'Aporte esporádico' }).click();
    const dialog = app.getByRole('dialog', { name: 'Aporte esporádico' });
    const recipient = dialog.getByRole('combobox', { name: 'E-mail do destinatário (opcional)' });
    await expect(recipient).toHaveValue('');
    await recipient.click();
    const option = app.getByRole('option', { name: /@/ }).first();
    await expect(option).toBeVisible();
    const email = (await option.textContent())!.trim();
    await option.click();
    await expect(recipient).toHaveValue(email);
    await discardFilled(app, dialog);
  });
  await test.step('in English, the contribution form (Op4) says "Enter the fund code."', async () => {
    await app.getByText('EN', { exact: true }).click();
    await app.getByRole('button', { name: 'One-off contribution' }).click();
    const dialog = app.getByRole('dialog', { name: 'One-off contribution' });
    await dialog.getByRole('combobox', { name: 'Fund 1 code' }).fill('');
    await dialog.getByRole('button', { name: 'Review request' }).click();
    await expect(dialog.getByText('Enter the fund code.')).toBeVisible();
    await expect(dialog.getByText('Enter the contribution amount.')).toBeVisible();
    await expect(dialog).not.toContainText('Informe');
  });
});

/** Read-only checks of the claim dialog: one opening of the customer, each check a step with its own title (D671). */
test('claim notice (Op3) read-only: the e-mails offered, and the line of the tab it was opened from', async ({
  app,
}) => {
  // Several former tests' work in one: their time together (steps named as those tests were).
  test.slow();
  await openCustomer(app, PATRICIA);
  await test.step('claim notice (Op3): a death claim offers no e-mail of the deceased; any other claim offers the registered one', async () => {
    await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Patrícia Luiza Ribeiro');
    const email = dialog.getByRole('combobox', { name: 'E-mail' });
    // Nothing filled in: the e-mail is the claimant's.
    await expect(email).toHaveValue('');
    await email.click();
    await expect(app.getByRole('option', { name: /@/ }).first()).toBeVisible();
    await dialog.getByLabel('Nome do segurado').click();
    await expect(app.getByRole('option')).toHaveCount(0);

    await dialog.getByRole('checkbox', { name: 'Aviso por morte do segurado' }).check();
    const claimant = dialog.getByRole('combobox', { name: 'E-mail de quem comunica' });
    await expect(claimant).toHaveValue('');
    await claimant.click();
    await expect(app.getByRole('option')).toHaveCount(0);
    await expect(dialog).toContainText('não o do segurado falecido');
    await discardFilled(app, dialog);
  });

  // Needs LifeTab and PensionTab to pass their line to ClaimNoticeButton (`line="VIDA"` / `line="PREVIDENCIA"`).
  await test.step('claim notice (Op3): the line of the tab it was opened from is already chosen', async () => {
    await app.getByRole('tab', { name: 'Vida' }).click();
    await app.getByRole('tabpanel', { name: 'Vida' }).getByRole('button', { name: 'Aviso de sinistro' }).click();
    const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    await expect(dialog.getByRole('radio', { name: 'Vida' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Previdência' })).not.toBeChecked();
  });
});

test.describe('in an English browser (en-US)', () => {
  test.use({ locale: 'en-US' });

  test(`every write dialog's date typed 20/11/2026 (or 20112026) is sent as 2026-11-20`, async ({ app, harness }) => {
    // Four dialogs filled and sent in one test.
    test.slow();
    expect(await app.evaluate(() => navigator.language)).toBe('en-US');
    await openCustomer(app, PATRICIA);

    // Op3: the insured's birth date.
    await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
    let dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    const birth = dialog.getByLabel('Data de nascimento do segurado');
    await birth.fill('');
    await birth.pressSequentially('20/11/2026');
    await expect(birth).toHaveValue('20/11/2026');
    await dialog.getByRole('radio', { name: 'Vida' }).check();
    await dialog.getByRole('combobox', { name: 'E-mail' }).fill('familia@example.com.br');
    await reviewAndSend(app);
    await expect(dialog.getByTestId('protocolo')).toBeVisible();
    const claims = (await sandboxState(harness)).claimNotices as Array<{ dataNascimentoSegurado: string }>;
    expect(claims.at(-1)?.dataNascimentoSegurado).toBe('2026-11-20');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Op7: the proposal's signature date, typed without slashes.
    await app.getByRole('tab', { name: 'Vida' }).click();
    await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
    dialog = app.getByRole('dialog', { name: 'Data de assinatura da proposta' });
    await dialog.getByLabel('Data de assinatura').pressSequentially('20112026');
    await expect(dialog.getByLabel('Data de assinatura')).toHaveValue('20/11/2026');
    await reviewAndSend(app);
    await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
    const dates = (await sandboxState(harness)).proposalDates as Record<string, { dataAssinatura: string }>;
    expect(dates.PV2026418052?.dataAssinatura).toBe('2026-11-20');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Op2 and Op6: the signing moment, a 24-hour clock whatever the locale.
    for (const [button, name, operation] of [
      ['Comunicar hash da proposta PV2026418052', 'Comunicar hash de assinatura (vida)', 'op2'],
      ['Comunicar assinatura da proposta PP2026988538', 'Comunicar assinatura de proposta (previdência)', 'op6'],
    ] as const) {
      if (operation === 'op6') await app.getByRole('tab', { name: 'Propostas' }).click();
      await app.getByRole('button', { name: button }).click();
      dialog = app.getByRole('dialog', { name });
      if (operation === 'op2')
        await dialog
          .getByLabel('Hash da assinatura')
          .fill('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
      else await dialog.getByRole('radio', { name: 'Digital' }).check();
      const date = dialog.getByLabel('Data da assinatura', { exact: true });
      await date.fill('');
      await date.pressSequentially('20/11/2026');
      const time = dialog.getByLabel('Hora da assinatura', { exact: true });
      await time.fill('');
      await time.pressSequentially('1530');
      await expect(time).toHaveValue('15:30');
      await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
      await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
      await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
      await reviewAndSend(app);
      await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
      const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; data: string }>;
      expect(signatures.filter((s) => s.operation === operation).at(-1)?.data).toBe('2026-11-20T15:30:00-03:00');
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    }
  });
});
