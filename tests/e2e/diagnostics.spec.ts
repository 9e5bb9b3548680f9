/**
 * Settings → "Diagnóstico do contrato": the drift of the service's answers
 * since the app opened, per operation and field, for the branch's IT. Clean
 * on the sandbox as shipped; deviations for Op8 once the sandbox answers
 * like the real world (PUT /_sandbox/real-world), and a plain-text copy for
 * the API team that names fields, never values.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';
import type { WebHarness } from '../harness/web-harness';

const PATRICIA = '27208447136';
const SEED = 7;

async function realWorld(harness: WebHarness, seed: number): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/real-world`, {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, seed }),
  });
  if (!response.ok) throw new Error(`PUT /_sandbox/real-world: ${response.status} ${await response.text()}`);
}

async function openDiagnostics(page: Page) {
  await page.getByText('Configurações', { exact: true }).first().click();
  const section = page.getByRole('region', { name: 'Diagnóstico do contrato' });
  await expect(section).toBeVisible();
  return section;
}

test('clean on the sandbox, Op8 deviations in real-world mode, and a copy for the API team without values', async ({
  app,
  harness,
}) => {
  await app.context().grantPermissions(['clipboard-write'], { origin: new URL(harness.url).origin });
  await login(app);
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();

  let section = await openDiagnostics(app);
  const op8 = () => section.getByRole('article', { name: /^Op8 · / });
  await expect(op8()).toBeVisible();
  await expect(op8().getByTestId('answers-with-drift')).toHaveText('0 com desvios');
  await expect(section.getByText('Nenhum desvio do contrato desde que o Balcão foi aberto.')).toBeVisible();

  await realWorld(harness, SEED);
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('heading', { level: 2 }).first()).toBeVisible();

  section = await openDiagnostics(app);
  await section.getByRole('button', { name: 'Atualizar' }).click();
  await expect(op8().getByTestId('answers-with-drift')).not.toHaveText('0 com desvios');
  const fields = op8().getByRole('table', { name: 'Desvios de Op8' });
  await expect(fields.getByRole('row').nth(1)).toBeVisible();
  await expect(fields).toContainText(/ausente|nulo|convertido|campo extra|formato de lista|tipo inesperado/);
  await expect(section.getByText('Nenhum desvio do contrato desde que o Balcão foi aberto.')).toHaveCount(0);

  // The renderer's Permissions-Policy blocks clipboard reads (as it should): the test reads what was written on its way in.
  await app.evaluate(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as unknown as { copiedText: string }).copiedText = text;
      return write(text);
    };
  });
  await section.getByRole('button', { name: 'Copiar para a equipe da API' }).click();
  await expect(section.getByRole('button', { name: 'Copiado' })).toBeVisible();
  const copied = await app.evaluate(() => (window as unknown as { copiedText: string }).copiedText);
  expect(copied).toContain('Balcão — diagnóstico do contrato da API');
  expect(copied).toContain('Ambiente: Sandbox');
  expect(copied).toMatch(/^Desde: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} /m);
  expect(copied).toMatch(/^Op8 Consultar cliente por CPF: \d+ respostas? lidas?, [1-9]\d* com desvios$/m);
  expect(copied).toMatch(/^Op8 \S+: (ausente|nulo|convertido|campo extra|formato de lista|tipo inesperado) ×\d+/m);
  // Field names and counts only: neither the customer's CPF nor name.
  expect(copied).not.toContain(PATRICIA);
  expect(copied).not.toContain('272.084.471-36');
  expect(copied).not.toMatch(/Patr[ií]cia/);
  expect(copied).not.toMatch(/\bundefined\b|\bnull\b|NaN/);
});
