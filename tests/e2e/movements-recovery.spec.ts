/**
 * The movements screen when a question to the kept list fails (D140–D143, D198, D199): the summary (totals,
 * the filters' choices, the balance tab's funds) and the windows of rows. Each failure is said in words and
 * recovers without reading the whole list again when main still keeps it: "Tentar novamente" asks again only
 * what failed, and so does a login after the session ended.
 *
 * The faults are the sandbox's (an Op12 500) and the session's end as main sees it after a refused token. The
 * main-process services are the harness's own objects: the test counts the movements channel's calls on them,
 * and holds the first summary at the door of main until it has set up what the summary will meet.
 */
import type { Locator, Page } from '@playwright/test';
import type { WebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';
import { openCustomer, sandboxFaults } from './support';

const PATRICIA = '27208447136';
const CERT = '000000925108'; // 1,000 movements

/** How many requests of an operation the sandbox answered (any status). */
async function requestsOf(harness: WebHarness, operation: string): Promise<number> {
  const requests = (await (await fetch(`${await harness.sandboxUrl()}/_sandbox/requests`)).json()) as Array<{
    operation: string | null;
  }>;
  return requests.filter((r) => r.operation === operation).length;
}

/** Counts the movements channel's calls in main; `holdSummary` keeps the next summary waiting until released. */
function watchMovements(harness: WebHarness) {
  const movements = harness.services.movements;
  const calls = { open: 0, window: 0, summary: 0 };
  let held: { asked: () => void; release: Promise<void> } | undefined;
  const open = movements.open.bind(movements);
  const window = movements.window.bind(movements);
  const summary = movements.summary.bind(movements);
  movements.open = (request) => {
    calls.open += 1;
    return open(request);
  };
  movements.window = (request) => {
    calls.window += 1;
    return window(request);
  };
  movements.summary = async (request) => {
    calls.summary += 1;
    const hold = held;
    held = undefined;
    if (hold) {
      hold.asked();
      await hold.release;
    }
    return summary(request);
  };
  return {
    calls,
    holdSummary() {
      let asked!: () => void;
      let release!: () => void;
      const wasAsked = new Promise<void>((resolve) => (asked = resolve));
      held = { asked, release: new Promise<void>((resolve) => (release = resolve)) };
      return { asked: wasAsked, release };
    },
  };
}

async function openCertificate(app: Page): Promise<Locator> {
  await app.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  const table = app.getByRole('table', { name: 'Movimentações financeiras' });
  await expect(table).toHaveAttribute('data-total-rows', '1000');
  await expect(table.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  return table;
}

test('the totals cannot be computed (Op12 fails on a re-read): said in words with "Tentar novamente", here and in the balance tab, which asks for the summary alone; its newer list brings the rows along', async ({
  app,
  harness,
}) => {
  await login(app);
  await openCustomer(app, PATRICIA);
  const watch = watchMovements(harness);
  const summary = watch.holdSummary();
  const table = await openCertificate(app);
  await summary.asked;

  // Meanwhile main drops the list it kept (a contribution for this customer reached it: D141; the screen was not
  // told), and the service fails the next read of Op12.
  await harness.services.operations.run('op4', {
    path: { idcliente: PATRICIA, idcertificado: CERT },
    body: { valor: 250, fundos: [{ codigo: 'FND0011', percentualDistribuicao: 100 }] },
  });
  await sandboxFaults(harness, [{ kind: 'error500', operations: ['op12'], times: 1 }]);
  const reads = await requestsOf(harness, 'op12');
  summary.release();

  const totals = app.getByRole('group', { name: 'Totais das movimentações exibidas' });
  await expect(totals).toContainText('Não foi possível calcular os totais.');
  await expect(totals.getByText('calculando…')).toHaveCount(0);
  // The filters' choices are not "loading" forever either.
  await expect(app.getByRole('combobox', { name: 'Tipo de movimento' })).toHaveAttribute('placeholder', 'Todos');
  await expect(totals.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  // The balance tab's funds come from the same summary: the same words, the same way out.
  await app.getByRole('tab', { name: 'Saldo e rentabilidade' }).click();
  const balance = app.getByRole('tabpanel', { name: 'Saldo e rentabilidade' });
  await expect(balance).toContainText('Não foi possível ler os fundos nas movimentações');
  expect(watch.calls.summary).toBe(1);
  await balance.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(balance.getByRole('button', { name: /^\S+ · FND\d+$/ }).first()).toBeVisible();
  expect(watch.calls.open).toBe(1);

  // The summary came from the list read again (the contribution in it): the rows start over from that list, so
  // the totals sit beside the rows they count.
  await app.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(table).toHaveAttribute('data-total-rows', '1001');
  await expect(totals).toContainText('1.001 movimentações');
  await expect(totals).not.toContainText('1.001 movimentações de');
  await expect(totals).toContainText('R$');
  // Read twice more: the summary that failed and the one asked again; the list was never opened again.
  expect(await requestsOf(harness, 'op12')).toBe(reads + 2);
  expect(watch.calls.open).toBe(1);
});

test('the session ends mid-scroll: once the same user signs in again, the rows in view arrive, no error is left, and the kept list is not read again', async ({
  app,
  harness,
}) => {
  await login(app);
  await openCustomer(app, PATRICIA);
  const watch = watchMovements(harness);
  const table = await openCertificate(app);
  await expect(app.getByRole('group', { name: 'Totais das movimentações exibidas' })).toContainText('R$');
  const reads = await requestsOf(harness, 'op12');

  // The service refuses the token, and main has heard (what a 401 to any read does: SessionService.expire).
  const expired = await fetch(`${await harness.sandboxUrl()}/_sandbox/tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(expired.status).toBe(204);
  harness.services.session.expire();

  // Rows the renderer does not hold: their windows are refused for the session, and the login dialog opens.
  await table.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  const relogin = app.getByRole('dialog', { name: /Sessão expirada/ });
  await expect(relogin).toBeVisible();
  await expect(table.locator('[role="row"][aria-busy="true"]').first()).toBeAttached();
  const panel = app.getByRole('tabpanel', { name: 'Movimentações' });
  const windowsBefore = watch.calls.window;

  await relogin.getByLabel('Senha').fill('Balcao@2026');
  await relogin.getByRole('button', { name: 'Entrar' }).click();
  await expect(relogin).toBeHidden();

  // The blocks that failed are asked again, from the list main still keeps.
  await expect(table.locator('[role="row"][aria-busy="true"]')).toHaveCount(0);
  await expect(table.locator('[role="row"][aria-rowindex="502"]')).not.toBeEmpty();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(watch.calls.window).toBeGreaterThan(windowsBefore);
  expect(watch.calls.open).toBe(1);
  expect(await requestsOf(harness, 'op12')).toBe(reads);
});

test('a window fails (the list dropped, Op12 unavailable): "Tentar novamente" asks again for the rows in view, not for the opening', async ({
  app,
  harness,
}) => {
  await login(app);
  await openCustomer(app, PATRICIA);
  const watch = watchMovements(harness);
  const table = await openCertificate(app);
  await expect(app.getByRole('group', { name: 'Totais das movimentações exibidas' })).toContainText('R$');

  // Main drops the list (a contribution for this customer), and the service is unavailable for the reads that
  // would bring it back (every attempt of both windows in view, the client's own retries included).
  await harness.services.operations.run('op4', {
    path: { idcliente: PATRICIA, idcertificado: CERT },
    body: { valor: 250, fundos: [{ codigo: 'FND0011', percentualDistribuicao: 100 }] },
  });
  await sandboxFaults(harness, [{ kind: 'error503', operations: ['op12'], times: 6 }]);
  await table.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  const panel = app.getByRole('tabpanel', { name: 'Movimentações' });
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(table.locator('[role="row"][aria-busy="true"]').first()).toBeAttached();
  await sandboxFaults(harness, []);

  await panel.getByRole('alert').getByRole('button', { name: 'Tentar novamente' }).click();
  // The windows asked again bring the list read again (the contribution in it); the view starts over from it.
  await expect(table).toHaveAttribute('data-total-rows', '1001');
  await expect(table.locator('[role="row"][aria-busy="true"]')).toHaveCount(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(watch.calls.open).toBe(1);
});
