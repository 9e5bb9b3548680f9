/**
 * Issue 13 item 12: a read-only user (the sandbox's `consulta`) learns once.
 * After the service refuses a write for lack of privilege, every write action
 * of the session is off, with the reason on screen (both languages); a
 * different user signing in starts with them on.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend } from './support';

const PATRICIA = '27208447136'; // all lines; life and pension proposals; certificate 000000925108

async function sendClaimNotice(app: Page) {
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const dialog = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  // Nothing tells the profile before its first write is answered: the form says the send may be refused.
  await expect(dialog.getByTestId('profile-unknown')).toContainText('somente consulta');
  await dialog.getByLabel('Nome do segurado').fill('José Carlos Ribeiro');
  await dialog.getByLabel('Data de nascimento do segurado').fill('21/07/1958');
  await dialog.getByRole('radio', { name: 'Vida' }).check();
  await dialog.getByLabel('E-mail').fill('familia.ribeiro@example.com.br');
  await reviewAndSend(app);
  return dialog;
}

test('after a privilege refusal every write action is off with the reason; another user starts with them on', async ({
  app,
}) => {
  await login(app, 'consulta', 'Consulta@2026');
  await openCustomer(app, PATRICIA);
  const dialog = await sendClaimNotice(app);

  // The refusal, on the form with everything typed; sending again is off there too.
  await expect(dialog.getByRole('alert').filter({ hasText: 'sem permissão' })).toBeVisible();
  await expect(dialog.getByLabel('Nome do segurado')).toHaveValue('José Carlos Ribeiro');
  await expect(dialog.getByRole('button', { name: 'Revisar envio' })).toBeDisabled();
  await expect(dialog.getByTestId('profile-unknown')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await app.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();

  // The reason, on screen.
  const notice = app.getByTestId('writes-off');
  await expect(notice).toContainText('Somente consulta');
  await expect(notice).toContainText('não tem permissão para enviar operações');

  // Every write action of the customer is off, and says why.
  const claim = app.getByRole('button', { name: 'Aviso de sinistro' }).first();
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveAccessibleDescription(/não tem permissão para enviar operações/);
  await claim.click({ force: true });
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await claim.hover();
  await expect(app.getByRole('tooltip')).toContainText('não tem permissão');

  await app.getByRole('tab', { name: 'Vida' }).click();
  await expect(app.getByRole('button', { name: 'Comunicar hash da proposta PV2026418052' })).toBeDisabled();
  await expect(app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' })).toBeDisabled();
  await app.getByRole('tab', { name: 'Propostas' }).click();
  await expect(app.getByRole('button', { name: 'Comunicar assinatura da proposta PP2026988538' })).toBeDisabled();
  await app.getByRole('tab', { name: 'Capitalização' }).click();
  const title = app.getByLabel('Número do título');
  await title.fill('327202888');
  await title.press('Enter');
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await expect(app.getByText('não tem permissão para enviar operações').first()).toBeVisible();

  // Reads still work: the certificate opens, its contribution is off.
  await app.getByRole('tab', { name: 'Previdência' }).click();
  await app.getByRole('button', { name: 'Abrir certificado 000000925108' }).click();
  await expect(app.getByRole('button', { name: 'Aporte esporádico' })).toBeDisabled();

  // In English too.
  await app.getByText('EN', { exact: true }).click();
  await expect(notice).toContainText('Read only');
  await expect(notice).toContainText('not allowed to send operations');
  await expect(app.getByRole('button', { name: 'One-off contribution' })).toHaveAccessibleDescription(
    /not allowed to send operations/,
  );
  await app.getByText('PT', { exact: true }).click();

  // Someone else signs in: a clean start, with the write actions on.
  await app.getByRole('button', { name: 'Sair' }).click();
  await login(app);
  await expect(app.getByTestId('writes-off')).toHaveCount(0);
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('button', { name: 'Aviso de sinistro' }).first()).toBeEnabled();
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  await expect(
    app.getByRole('dialog', { name: 'Aviso de sinistro' }).getByRole('button', { name: 'Revisar envio' }),
  ).toBeEnabled();
});

test('a profile that may write is told nothing more once a write was accepted', async ({ app }) => {
  await login(app);
  await openCustomer(app, PATRICIA);
  const dialog = await sendClaimNotice(app);
  await expect(dialog.getByTestId('protocolo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
  const next = app.getByRole('dialog', { name: 'Aviso de sinistro' });
  await expect(next.getByLabel('Nome do segurado')).toBeVisible();
  await expect(next.getByTestId('profile-unknown')).toHaveCount(0);
});
