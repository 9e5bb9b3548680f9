/**
 * The final balance when the newest detailed-balance entry arrives without a date (D250): on the sandbox's
 * real-world mode, seed 71 sends Patrícia's PGBL02 · FND0011 (certificate 000000925108) with its newest entry
 * undated, at the end of a list in date order. The final balance is that entry's (the service's order), and the
 * screen says so; it is never the last *dated* entry's (28.980,427795 cotas). The uncertain case (an order that
 * cannot place the undated entry) is proven on the rule itself (tests/shared/statements/latest-entry.test.ts).
 */
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';

const PATRICIA = '27208447136';
const CERT = '000000925108';
const SEED = 71;

test('an undated newest entry: the final balance is its own by the service order, and the screen says why', async ({
  app,
  harness,
}) => {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/real-world`, {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, seed: SEED }),
  });
  expect(response.ok).toBe(true);
  await login(app);
  await openCustomer(app, PATRICIA);
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();

  const perFund = app.getByRole('table', { name: 'Saldo por fundo em R$' });
  await expect(perFund.getByRole('row', { name: /FND0011/ })).toContainText('30.601,815588');
  await expect(
    app.getByRole('note').filter({ hasText: 'PGBL02 · FND0011: O último lançamento veio sem data' }),
  ).toBeVisible();

  await app.getByRole('button', { name: 'PGBL02 · FND0011', exact: true }).click();
  await expect(app.getByText('Saldo final em cotas:')).toContainText('30.601,815588');
  await expect(app.getByText('Saldo final em cotas:')).not.toContainText('28.980,427795');
  await expect(
    app.getByRole('note').filter({ hasText: /^.?O último lançamento veio sem data: o saldo final é o dele/ }),
  ).toBeVisible();
});
