/** Small steps the e2e tests share: opening a customer or a certificate, controlling the embedded sandbox. */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { featuresOf, OMNIBOX_POPUP_FEATURES, playwrightDisableFeatures } from '../harness/chromium';
import { launchFacts } from '../harness/chromium-launch-facts';
import type { WebHarness } from '../harness/web-harness';

/** The sandbox's demo subscription key for the counter employee (tests/support/raw-http.ts, which imports vitest). */
const ATTENDANT_KEY = 'sandbox-key-atendente-0001';

/**
 * Opens a customer as the employee does: the menu's "Buscar cliente", the CPF typed at once (nothing awaited: the
 * screen keeps what is typed while it arrives), Enter; then waits until the customer screen has replaced the search.
 */
export async function openCustomer(page: Page, cpf: string): Promise<void> {
  // The menu's own button, by its name: a text match could land on the screen's heading, or on a label the rail hides.
  await page.getByRole('navigation').getByRole('button', { name: 'Buscar cliente', exact: true }).click();
  await typeCpfAndSearch(page, cpf);
}

/** Types the CPF and Enter into the search screen (already asked for, perhaps still arriving) and waits for the customer. */
export async function searchCustomer(page: Page, cpf: string): Promise<void> {
  await typeCpfAndSearch(page, cpf);
}

/** Opens a customer (openCustomer) and then one of their certificates, waiting for the certificate's own screen. */
export async function openCertificate(page: Page, cpf: string, certificate: string): Promise<void> {
  await openCustomer(page, cpf);
  await page.getByRole('button', { name: `Abrir certificado ${certificate}` }).click();
  await expect(page.getByRole('heading', { name: `Certificado ${certificate}` })).toBeVisible();
}

async function typeCpfAndSearch(page: Page, cpf: string): Promise<void> {
  await page.keyboard.type(cpf);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Buscar cliente pelo CPF' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

export async function sandboxFaults(harness: WebHarness, rules: unknown[]): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify(rules),
  });
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

/** A read straight to the embedded sandbox as the app would send it (the counter employee's key, company 1). */
export async function sandboxRead(harness: WebHarness, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${await harness.sandboxUrl()}${path}`, {
    headers: { 'Ocp-Apim-Subscription-Key': ATTENDANT_KEY, CodigoEmpresa: '1' },
  });
  return { status: response.status, text: await response.text() };
}

/** Turns the sandbox's real-world answer shapes (D208) on for `seed`, with no record-level drift (share 0). */
export async function realWorldShapes(harness: WebHarness, seed: number): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/real-world`, {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, seed, share: 0, shapes: true }),
  });
  if (!response.ok) throw new Error(`real-world: ${response.status} ${await response.text()}`);
}

/**
 * The first seed (up to `lastSeed`) whose real-world shapes make `fits` true, left switched on: the sandbox draws
 * each answer's shape from the seed, so the test asks for the same answer the app will, as the app would.
 */
export async function firstShapesSeed(
  harness: WebHarness,
  lastSeed: number,
  fits: () => Promise<boolean>,
): Promise<number> {
  for (let seed = 1; seed <= lastSeed; seed++) {
    await realWorldShapes(harness, seed);
    if (await fits()) return seed;
  }
  throw new Error(`no seed up to ${lastSeed} gives that answer`);
}

/**
 * The browser has one `--disable-features`, holding Playwright's own features and the omnibox pop-ups', and opens no
 * pop-up with a page (D695; the same on `launchChromium`, against a plain launch: tests/harness/chromium.test.ts).
 */
export async function expectOneDisableFeatures(browser: Browser): Promise<void> {
  const facts = await launchFacts(browser);
  expect(facts.disableFeatures).toHaveLength(1);
  expect(featuresOf(facts.disableFeatures)).toEqual(
    expect.arrayContaining([...featuresOf(await playwrightDisableFeatures()), ...OMNIBOX_POPUP_FEATURES]),
  );
  expect(facts.omniboxTargets).toEqual([]);
}
