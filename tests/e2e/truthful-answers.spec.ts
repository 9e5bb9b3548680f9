/**
 * Real answers through the screens (D202–D208), on the sandbox's real-world answer shapes: a customer lookup
 * answered 200 with an error body opens the "not found" screen, never a customer card with write actions; a birth
 * date written as UTC midnight shows its own day. The seed is found by asking the sandbox, as the app would.
 */
import { expect, login, test } from './fixtures';
import { firstShapesSeed, openCustomer, sandboxRead } from './support';
import { operations } from '../../src-shared/contract';
import type { WebHarness } from '../harness/web-harness';

const PATRICIA = '27208447136';
const NOBODY = '52998224725';

/** The first seed whose Op8 answer for `cpf` passes `fits`. */
async function seedWhere(
  harness: WebHarness,
  cpf: string,
  fits: (status: number, text: string) => boolean,
): Promise<number> {
  const path = operations.op8.path.replace('{idpessoafisica}', cpf);
  return firstShapesSeed(harness, 60, async () => {
    const answer = await sandboxRead(harness, path);
    return fits(answer.status, answer.text);
  });
}

test.beforeEach(async ({ app }) => {
  await login(app);
});

test('a customer lookup answered 200 with {status: "404", mensagem} opens "not found", with no write action', async ({
  app,
  harness,
}) => {
  await seedWhere(harness, NOBODY, (status) => status === 200);
  await app.getByLabel('CPF do cliente').fill(NOBODY);
  await app.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(app.getByText('Cliente não encontrado').first()).toBeVisible();
  await expect(app.getByRole('button', { name: /Aviso de sinistro/ })).toHaveCount(0);
  await expect(app.getByRole('tab')).toHaveCount(0);
});

test('a birth date written as UTC midnight (or any offset) shows its own day', async ({ app, harness }) => {
  let day = '';
  await seedWhere(harness, PATRICIA, (status, text) => {
    const written = /"dataNascimento":"(\d{4})-(\d{2})-(\d{2})[Tt]00:00:00(?:\.000)?(?:[Zz]|[+-]\d{2}:\d{2})"/.exec(
      text,
    );
    if (status !== 200 || !written || written[0].includes('-03:00')) return false;
    day = `${written[3]}/${written[2]}/${written[1]}`;
    return true;
  });
  await openCustomer(app, PATRICIA);
  await expect(app.getByRole('heading', { level: 2, name: 'Patrícia Luiza Ribeiro' })).toBeVisible();
  await expect(app.getByText(day).first()).toBeVisible();
});
