/** Every write operation (Op2–Op7) through its dialog: form → review → result, and what the sandbox then holds. */
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxState } from './support';

const PATRICIA = '27208447136'; // all lines; life proposal PV2026418052 created 2026-05-14; title 327202888; pension proposals
const LIFE_ONLY = '32059325870';

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('claim notice (Op3): protocol shown with a copy button, and recorded in History', async ({ app }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await dialog.getByLabel('Nome do segurado').fill('José Carlos Ribeiro');
  await dialog.getByLabel('Data de nascimento do segurado').fill('1958-07-21');
  await dialog.getByRole('radio', { name: 'Vida' }).check();
  await dialog.getByLabel('E-mail').fill('familia.ribeiro@example.com.br');
  await reviewAndSend(app);
  const protocol = dialog.getByTestId('protocolo');
  await expect(protocol).toHaveText(/^SIN\d{14}$/);
  await expect(dialog.getByRole('button', { name: 'Copiar protocolo' })).toBeVisible();
  const text = (await protocol.textContent())!;
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await app.getByText('Histórico', { exact: true }).first().click();
  await expect(app.getByRole('table', { name: 'Histórico de operações' })).toContainText(text);
});

test('a 422 business error is shown with the service message and keeps what was typed (Op3)', async ({ app }) => {
  await openCustomer(app, LIFE_ONLY);
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await dialog.getByLabel('Nome do segurado').fill('Larissa Teixeira');
  await dialog.getByLabel('Data de nascimento do segurado').fill('1990-01-02');
  await dialog.getByRole('radio', { name: 'Previdência' }).check();
  await dialog.getByLabel('E-mail').fill('larissa@example.com.br');
  await reviewAndSend(app);
  await expect(dialog.getByRole('alert')).toContainText('não possui produto da linha de negócio PREVIDENCIA');
  // Back on the form with everything as typed, ready to correct.
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('Larissa Teixeira');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('larissa@example.com.br');
});

test('duplicate-write warning must be confirmed explicitly (Op3)', async ({ app, harness }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    await openCustomer(app, PATRICIA);
    await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
    await dialog.getByLabel('Nome do segurado').fill('Maria Duplicada');
    await dialog.getByLabel('Data de nascimento do segurado').fill('1970-03-04');
    await dialog.getByRole('radio', { name: 'Vida' }).check();
    await dialog.getByLabel('E-mail').fill('dup@example.com.br');
    await reviewAndSend(app);
    if (attempt === 0) {
      await expect(dialog.getByTestId('protocolo')).toBeVisible();
      await dialog.getByRole('button', { name: 'Fechar' }).click();
    } else {
      await expect(dialog.getByRole('button', { name: 'Enviar mesmo assim' })).toBeVisible();
      const before = ((await sandboxState(harness)).claimNotices as unknown[]).length;
      await dialog.getByRole('button', { name: 'Enviar mesmo assim' }).click();
      await expect(dialog.getByTestId('protocolo')).toBeVisible();
      expect(((await sandboxState(harness)).claimNotices as unknown[]).length).toBe(before + 1);
    }
  }
});

test('payment data of a capitalization title (Op5)', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
  const dialog = app.getByRole('dialog', { name: 'Dados de pagamento do título' });
  await dialog.getByLabel('Banco (código)').fill('10000');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByText(/1 a 9999/)).toBeVisible();
  await dialog.getByLabel('Banco (código)').fill('341');
  await dialog.getByLabel('Agência').fill('0123');
  await dialog.getByLabel('Conta').fill('45678-9');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
  const state = await sandboxState(harness);
  expect((state.paymentData as Record<string, { banco: number }>)[`${PATRICIA}/327202888`]?.banco).toBe(341);
});

test('proposal signature date (Op7), refusing a future date as typed', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Data de assinatura da proposta' });
  await dialog.getByLabel('Data de assinatura').fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByText(/futuro/).first()).toBeVisible();
  await dialog.getByLabel('Data de assinatura').fill('2026-06-01');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
  const dates = (await sandboxState(harness)).proposalDates as Record<string, { dataAssinatura: string }>;
  expect(dates.PV2026418052?.dataAssinatura).toBe('2026-06-01');
});

test('life signature hash communication (Op2)', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Comunicar hash da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Comunicar hash de assinatura (vida)' });
  await dialog.getByLabel('Hash da assinatura').fill('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
  await dialog.getByLabel('Data e hora da assinatura').fill('2026-05-20T14:30');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await dialog.getByLabel('CPF do responsável').fill('52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('Login do usuário').fill('parceiro.app');
  await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
  const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; idDocumento: string }>;
  expect(signatures).toContainEqual(expect.objectContaining({ operation: 'op2', idDocumento: 'PV2026418052' }));
});

test('pension signature communication with a document attached from disk (Op6)', async ({ app, harness }) => {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Propostas' }).click();
  await app.getByRole('button', { name: 'Comunicar assinatura da proposta PP2026988538' }).click();
  const dialog = app.getByRole('dialog', { name: 'Comunicar assinatura de proposta (previdência)' });
  await dialog.getByRole('radio', { name: 'Papel' }).check();
  await dialog.getByLabel('Data e hora da assinatura').fill('2026-05-20T10:00');
  await dialog.getByLabel('Endereço IP').fill('2001:db8::1');
  await dialog.getByLabel('CPF do responsável').fill('52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('Login do usuário').fill('agencia.centro');
  await dialog.getByLabel('E-mail do usuário').fill('agencia@example.com.br');
  await dialog.getByLabel('Documento assinado (opcional)').setInputFiles({ name: 'proposta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 proposta assinada') });
  await expect(dialog.getByTestId('documento-anexado')).toContainText('proposta.pdf');
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
  const signatures = (await sandboxState(harness)).signatures as Array<{ operation: string; fingerprint: string }>;
  expect(signatures).toContainEqual(expect.objectContaining({ operation: 'op6', fingerprint: expect.stringMatching(/^documento:/) }));
});
