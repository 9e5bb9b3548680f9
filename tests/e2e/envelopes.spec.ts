/**
 * A list in an envelope through the screens (D203, D208): whichever envelope the service wraps the movements in
 * (`items` with a total, OData `value`, `data`, Spring `content`, `results`, HAL `_embedded`, a list of one around
 * the envelope), the certificate shows the real rows and their count, never one invented row, and the contract
 * diagnostics report the envelope by its class. The sandbox's real-world shapes draw the envelope by seed: the
 * seed is found by asking the sandbox for the same answer, as the app would.
 */
import { expect, login, test } from './fixtures';
import { firstShapesSeed, openCustomer, sandboxRead } from './support';
import { operations } from '../../src-shared/contract';
import type { WebHarness } from '../harness/web-harness';

const CAIO = '04071853565';
const CERT = '000000512150';

type Envelope = 'items' | 'value' | 'data' | 'content' | 'results' | '_embedded' | 'list of one';
const ENVELOPES: readonly Envelope[] = ['items', 'value', 'data', 'content', 'results', '_embedded', 'list of one'];

/** The envelope a body came in, undefined for a bare list (or anything else). */
function envelopeOf(body: unknown): Envelope | undefined {
  if (Array.isArray(body)) {
    const only = body.length === 1 ? (body[0] as Record<string, unknown>) : undefined;
    return only && Array.isArray(only['items']) ? 'list of one' : undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  return ENVELOPES.find((name) => name in body);
}

async function movements(harness: WebHarness): Promise<unknown> {
  const path = operations.op12.path.replace('{idcliente}', CAIO).replace('{idcertificado}', CERT);
  const answer = await sandboxRead(harness, path);
  if (answer.status !== 200) throw new Error(`op12: ${answer.status}`);
  return JSON.parse(answer.text);
}

/** The rows the service holds (the plain answer), then the first seed whose shaped answer wraps them in `envelope`. */
async function shapesWith(harness: WebHarness, envelope: Envelope): Promise<number> {
  const rows = (await movements(harness)) as unknown[];
  await firstShapesSeed(harness, 400, async () => envelopeOf(await movements(harness)) === envelope);
  return rows.length;
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

for (const envelope of ENVELOPES) {
  test(`a list in an envelope (${envelope}) shows its real rows and count, and the drift is reported`, async ({
    app,
    harness,
  }) => {
    const rows = await shapesWith(harness, envelope);
    expect(rows).toBeGreaterThan(1);
    await openCustomer(app, CAIO);
    await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
    await expect(app.getByRole('heading', { name: `Certificado ${CERT}` })).toBeVisible();
    const table = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(table).toHaveAttribute('data-total-rows', String(rows));
    const totals = app.getByRole('group', { name: 'Totais das movimentações exibidas' });
    await expect(totals).toContainText(`${rows} movimentações`);
    await expect(totals).toContainText('R$');
    // Real rows, each with its date: not one invented row of dashes.
    await expect(table.getByRole('row').nth(2)).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await app.getByText('Configurações', { exact: true }).first().click();
    const section = app.getByRole('region', { name: 'Diagnóstico do contrato' });
    const op12 = section.getByRole('article', { name: /^Op12 · / });
    await expect(op12.getByTestId('answers-with-drift')).not.toHaveText('0 com desvios');
    const deviations = op12.getByRole('table', { name: 'Desvios de Op12' });
    await expect(deviations.getByRole('row').filter({ hasText: 'dentro de envelope' })).toContainText('(resposta)');
  });
}
