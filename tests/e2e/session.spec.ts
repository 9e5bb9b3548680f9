/**
 * The session at the counter: it ends (the sandbox's control API expires the
 * tokens) while the employee is in the middle of something; the same user
 * signs in again and carries on exactly there, another user starts clean;
 * and a warning ahead of the end lets the employee renew in place. The
 * renderer's clock is Playwright's (page.clock): 13 minutes pass in an
 * instant, and every step waits for what the screen shows, never for time.
 */
import type { Page } from '@playwright/test';
import type { WebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';
import { openCustomer, reviewAndSend, sandboxState } from './support';
import { fillOtherSignerCpf, fillSigningMoment } from './write-fields';

const PATRICIA = '27208447136'; // all lines; life proposal PV2026418052
const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

async function expireTokens(harness: WebHarness): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(204);
}

/** The Op2 dialog for Patrícia's life proposal, opened from the Vida tab. */
async function openLifeHashDialog(app: Page) {
  await openCustomer(app, PATRICIA);
  await app.getByRole('tab', { name: 'Vida' }).click();
  await app.getByRole('button', { name: 'Comunicar hash da proposta PV2026418052' }).click();
  const dialog = app.getByRole('dialog', { name: 'Comunicar hash de assinatura (vida)' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Op2 signatures the sandbox holds. */
async function op2Count(harness: WebHarness): Promise<number> {
  const signatures = ((await sandboxState(harness)).signatures ?? []) as Array<{ operation: string }>;
  return signatures.filter((s) => s.operation === 'op2').length;
}

/** How many requests of an operation the sandbox answered (any status). */
async function requestsOf(harness: WebHarness, operation: string): Promise<number> {
  const requests = (await (await fetch(`${await harness.sandboxUrl()}/_sandbox/requests`)).json()) as Array<{
    operation: string | null;
  }>;
  return requests.filter((r) => r.operation === operation).length;
}

function expiredDialog(app: Page) {
  return app.getByRole('dialog', { name: /Sessão expirada/ });
}

test('the same user signs in again and carries on: the dialog and what was typed stay, the refused write is not resent, failed reads load again', async ({
  app,
  harness,
}) => {
  await login(app);

  // A read refused for the lost session loads again by itself after the login; what had loaded is not asked again.
  await openCustomer(app, PATRICIA);
  const customerReads = await requestsOf(harness, 'op8');
  await expireTokens(harness);
  await app.getByRole('tab', { name: 'Fundo de pensão' }).click();
  let relogin = expiredDialog(app);
  await expect(relogin).toBeVisible();
  await expect(relogin.getByLabel('Usuário')).toHaveValue('atendente');
  await expect(relogin.getByLabel('Senha')).toBeFocused();
  await app.keyboard.type('Balcao@2026');
  await app.keyboard.press('Enter');
  await expect(relogin).toBeHidden();
  await expect(app.getByRole('region', { name: /Cobrança do autopatrocinado/ })).toContainText('R$');
  expect(await requestsOf(harness, 'op8')).toBe(customerReads);

  // A dialog half filled when the session ends.
  const dialog = await openLifeHashDialog(app);
  await expect(dialog.getByLabel('Login do usuário')).toHaveValue('atendente');
  await dialog.getByLabel('Hash da assinatura').fill(HASH);
  await fillSigningMoment(dialog, '2026-05-20T14:30');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await expireTokens(harness);
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
  const before = await op2Count(harness);
  await reviewAndSend(app);

  relogin = expiredDialog(app);
  await expect(relogin).toBeVisible();
  await expect(relogin.getByLabel('Usuário')).toHaveValue('atendente');
  await expect(relogin.getByLabel('Senha')).toBeFocused();
  await relogin.getByLabel('Senha').fill('Balcao@2026');
  await relogin.getByRole('button', { name: 'Entrar' }).click();
  await expect(relogin).toBeHidden();

  // Still there, as typed; the refused write was not sent again behind the employee's back.
  await expect(dialog.getByLabel('Hash da assinatura')).toHaveValue(HASH);
  await expect(dialog.getByLabel('Endereço IP')).toHaveValue('200.187.10.20');
  await expect(dialog.getByLabel('Nome do responsável')).toHaveValue('Patrícia Luiza Ribeiro');
  await expect(dialog.getByLabel('Login do usuário')).toHaveValue('atendente');
  expect(await op2Count(harness)).toBe(before);
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro', exact: true })).toBeVisible();

  // The employee sends it again, once.
  await reviewAndSend(app);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
  expect(await op2Count(harness)).toBe(before + 1);
});

test('another user signing in after the expiry starts clean: search screen, nothing of the previous user, the open dialog closed, writes carry the new user', async ({
  app,
  harness,
}) => {
  await login(app);
  const dialog = await openLifeHashDialog(app);
  await dialog.getByLabel('Hash da assinatura').fill(HASH);
  await expect(dialog.getByLabel('Login do usuário')).toHaveValue('atendente');

  await expireTokens(harness);
  // The expiry shows at the next call: here, the send.
  await fillSigningMoment(dialog, '2026-05-20T14:30');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
  await reviewAndSend(app);

  const relogin = expiredDialog(app);
  await expect(relogin.getByLabel('Usuário')).toHaveValue('atendente');
  await relogin.getByLabel('Usuário').fill('consulta');
  // Said before it happens.
  await expect(relogin.getByRole('note')).toContainText('outro usuário');
  await relogin.getByLabel('Senha').fill('Consulta@2026');
  await relogin.getByRole('button', { name: 'Entrar' }).click();
  await expect(relogin).toBeHidden();

  await expect(app.getByLabel('Usuário conectado')).toContainText('consulta');
  await expect(app.getByLabel('CPF do cliente')).toBeVisible();
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await expect(app.getByText('Patrícia')).toHaveCount(0);
  await expect(app.getByRole('region', { name: 'Clientes recentes' })).toContainText('Nenhum cliente consultado');

  // Ctrl+K lists no recent customer of the previous user either.
  await app.getByRole('button', { name: /Abrir cliente pelo CPF/ }).click();
  const spotlight = app.getByLabel('CPF do cliente (000.000.000-00)');
  await expect(spotlight).toBeFocused();
  await expect(app.getByText(/^Recente:/)).toHaveCount(0);
  await app.keyboard.press('Escape');
  await expect(spotlight).toBeHidden();

  // A new dialog is the new user's: the login it sends is theirs, and History records them.
  const again = await openLifeHashDialog(app);
  await expect(again.getByLabel('Login do usuário')).toHaveValue('consulta');
  await expect(again.getByLabel('Hash da assinatura')).toHaveValue('');
  await again.getByLabel('Hash da assinatura').fill(HASH);
  await fillSigningMoment(again, '2026-05-20T14:30');
  await again.getByLabel('Endereço IP').fill('200.187.10.20');
  await fillOtherSignerCpf(again, '52998224725');
  await again.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await again.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await again.getByLabel('E-mail do usuário').fill('consulta@example.com.br');
  await reviewAndSend(app);
  // consulta may only read: the service refuses, and History says who tried (the journal History shows).
  await expect(again.getByRole('alert')).toContainText('somente consulta');
  const sends = (await harness.services.history.list({})).entries.filter((entry) => entry.action === 'op2');
  expect(sends.map((entry) => entry.user).sort()).toEqual(['atendente', 'consulta']);
});

test('a warning ahead of the end, with the time left; "Renovar sessão" renews in place and the next warning waits for the new end', async ({
  page,
  harness,
}) => {
  await harness.attach(page);
  await page.clock.install();
  await page.goto(harness.url);
  await login(page);
  // At work: a dialog being filled in.
  const dialog = await openLifeHashDialog(page);
  await dialog.getByLabel('Hash da assinatura').fill(HASH);
  const warning = page.getByRole('status').filter({ hasText: 'Sua sessão está terminando' });

  // 15-minute session: nothing at 2:30 left (the employee types meanwhile, so the app had every chance to show it)…
  await page.clock.fastForward('12:30');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await expect(dialog.getByLabel('Endereço IP')).toHaveValue('200.187.10.20');
  await expect(warning).toHaveCount(0);
  // …the warning under two minutes, counting down, over the dialog and without closing it.
  await page.clock.fastForward('00:40');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/expira em 1:[0-5]\d/);
  await expect(dialog).toBeVisible();

  await warning.getByRole('button', { name: 'Renovar sessão' }).click();
  const renew = page.getByRole('dialog', { name: 'Renovar sessão' });
  await expect(renew.getByLabel('Usuário')).toHaveValue('atendente');
  await expect(renew.getByLabel('Usuário')).toHaveAttribute('readonly', '');
  await expect(renew.getByLabel('Senha')).toBeFocused();
  await renew.getByLabel('Senha').fill('errada');
  await renew.getByRole('button', { name: 'Renovar sessão' }).click();
  await expect(renew.getByRole('alert')).toContainText('Usuário ou senha inválidos');
  await renew.getByLabel('Senha').fill('Balcao@2026');
  await renew.getByRole('button', { name: 'Renovar sessão' }).click();
  await expect(renew).toBeHidden();
  await expect(warning).toHaveCount(0);
  // The same dialog, as typed, still working: the new session sends.
  await expect(dialog.getByLabel('Hash da assinatura')).toHaveValue(HASH);
  await expect(dialog.getByLabel('Endereço IP')).toHaveValue('200.187.10.20');
  await fillSigningMoment(dialog, '2026-05-20T14:30');
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('E-mail do usuário').fill('integracao@example.com.br');
  await reviewAndSend(page);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();

  // The next warning is 13 minutes after the renewal, not before.
  await page.clock.fastForward('12:30');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('tab', { name: 'Fundo de pensão' }).click();
  await expect(page.getByRole('region', { name: /Cobrança do autopatrocinado/ })).toContainText('R$');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('00:40');
  await expect(warning).toBeVisible();
});
