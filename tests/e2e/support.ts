/** Small steps the e2e tests share: opening a customer, controlling the embedded sandbox. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { WebHarness } from '../harness/web-harness';

export async function openCustomer(page: Page, cpf: string): Promise<void> {
  await page.getByText('Buscar cliente', { exact: true }).first().click();
  await page.getByLabel('CPF do cliente').fill(cpf);
  await page.getByLabel('CPF do cliente').press('Enter');
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
