/** Small steps the e2e tests share: opening a customer, controlling the embedded sandbox. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { WebHarness } from '../harness/web-harness';

/**
 * Opens a customer from the search screen and waits until the customer screen has replaced it. On a loaded
 * machine the search screen can still be mounting when the CPF is typed (the menu click, the lazy screen): the
 * CPF then lands in a field that is replaced, so typing is repeated until the search form is gone.
 */
export async function openCustomer(page: Page, cpf: string): Promise<void> {
  // The menu's own button, by its name: a text match could land on the screen's heading, or on a label the rail hides.
  await page.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
  await searchCustomer(page, cpf);
}

/** Types the CPF in the search screen (already asked for) until the customer screen replaces it (openCustomer). */
export async function searchCustomer(page: Page, cpf: string): Promise<void> {
  const search = page.getByRole('form', { name: 'Buscar cliente pelo CPF' });
  await expect(search).toBeVisible();
  await expect(async () => {
    if ((await search.count()) > 0) {
      await search.getByLabel('CPF do cliente').fill(cpf);
      await search.getByLabel('CPF do cliente').press('Enter');
    }
    await expect(search).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

export async function sandboxFaults(harness: WebHarness, rules: unknown[]): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/faults`, { method: 'PUT', body: JSON.stringify(rules) });
  if (!response.ok) throw new Error(`faults: ${response.status}`);
}

export async function sandboxState(harness: WebHarness): Promise<Record<string, unknown>> {
  return (await (await fetch(`${await harness.sandboxUrl()}/_sandbox/state`)).json()) as Record<string, unknown>;
}

export async function reviewAndSend(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(page.getByRole('table', { name: 'Resumo do envio' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar e enviar' }).click();
}
