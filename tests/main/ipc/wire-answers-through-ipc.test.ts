/**
 * The wire as real services behind the gateway send it, end to end through the handler layer against the sandbox
 * over HTTP (its wire faults, D219): bodies in Latin-1 / windows-1252 keep every accent; a read answered 429 waits
 * as told, says so on serviceStatus.waits, and then shows its data; one that asks for more than the bound fails
 * clearly; a write answered 429 is "not processed, send again", never "outcome unknown", and History says it
 * failed; validation reasons come beneath our message and per field; the gateway's English never shows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IpcError, IpcResult } from '../../../src-shared/ipc';
import { ROOT_PATH } from '../../../src-shared/contract';
import { errorText } from '../../../src-renderer/i18n/error-text';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const world = demoWorld();
const p = picks(world);
let h: IpcHarness;

beforeAll(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterAll(() => h.stop());
beforeEach(() => h.faults([]));

function failed(result: IpcResult<unknown>): IpcError {
  if (result.ok) throw new Error('era esperado um erro');
  return result.error;
}

/** A customer whose name has accents, read once per test (reads are kept a while: each test reads another one). */
const accented = world.customers.filter((c) => /[^\x20-\x7e]/.test(c.cliente.nome));

describe('charsets', () => {
  it.each(['latin1', 'cp1252', 'bom1252'] as const)('%s: the customer name keeps its accents', async (kind) => {
    const customer = accented[['latin1', 'cp1252', 'bom1252'].indexOf(kind)]!;
    await h.faults([{ kind, operations: ['op8'] }]);
    const read = data(await h.api.customers.getCustomer({ path: { idpessoafisica: customer.cliente.cpf } }));
    expect((read.data as { cliente: { nome: string } }).cliente.nome).toBe(customer.cliente.nome);
    // A UTF-8 BOM in front of a body declared windows-1252: read by its BOM, and the mislabel is drift (D310).
    expect(read.drift.entries).toEqual(kind === 'bom1252' ? [{ path: ROOT_PATH, kind: 'charset', count: 1 }] : []);
  });
});

describe('rate limits on reads', () => {
  it('waits as Retry-After says (seconds), tells serviceStatus.waits while it does, then shows the data', async () => {
    await h.faults([{ kind: 'ratelimit', operations: ['op8'], ms: 1000, times: 1 }]);
    const before = data(await h.api.serviceStatus.waits({ after: 1_000_000 }));
    const seen = h.api.serviceStatus.waits({ after: before.version });
    const read = h.api.customers.getCustomer({ path: { idpessoafisica: accented[3]!.cliente.cpf } });
    const during = data(await seen);
    expect(during.waits).toEqual([expect.objectContaining({ operation: 'op8', reason: 'rate-limited', seconds: 1 })]);
    expect(data(await read).data).toMatchObject({ cliente: { cpf: accented[3]!.cliente.cpf } });
    expect(data(await h.api.serviceStatus.waits({ after: 1_000_000 })).waits).toEqual([]);
    const requests = (await h.sandboxRequests()).filter((r) => r.operation === 'op8');
    expect(requests.map((r) => r.status).slice(-2)).toEqual([429, 200]);
  });

  it('waits as an HTTP date says', async () => {
    await h.faults([{ kind: 'ratelimitdate', operations: ['op8'], ms: 0, times: 1 }]);
    const read = await h.api.customers.getCustomer({ path: { idpessoafisica: accented[4]!.cliente.cpf } });
    expect(data(read).data).toMatchObject({ cliente: { cpf: accented[4]!.cliente.cpf } });
  });

  it('beyond the bound: a clear error at once, saying how long the service asked, never the gateway English', async () => {
    await h.faults([{ kind: 'ratelimit', operations: ['op8'], ms: 60_000, times: 1 }]);
    const started = performance.now();
    const error = failed(await h.api.customers.getCustomer({ path: { idpessoafisica: accented[5]!.cliente.cpf } }));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({
      code: 'rate-limited',
      httpStatus: 429,
      retryable: true,
      retryAfterSeconds: 60,
      words: { code: 'service.readRateLimitedFor', params: { seconds: 60 } },
    });
    expect(error.details).toEqual([]);
    expect(JSON.stringify(error)).not.toMatch(/Rate limit is exceeded/);
  });
});

describe('a write answered 429', () => {
  it('was not processed: rate-limited, not outcome unknown, History says it failed, and sending again goes through', async () => {
    const path = { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo };
    const body = { banco: 341, agencia: '4321', conta: '98765-4' };
    await h.faults([{ kind: 'ratelimit', operations: ['op5'], ms: 1000, times: 1 }]);
    const error = failed(await h.api.capitalization.changeTitlePaymentData({ path, body }));
    expect(error).toMatchObject({
      code: 'rate-limited',
      httpStatus: 429,
      retryable: true,
      words: { code: 'service.writeRateLimited' },
    });
    expect(error.code).not.toBe('outcome-unknown');
    const entry = data(await h.api.journal.list({})).entries.find((e) => e.id === error.journalEntryId);
    expect(entry).toMatchObject({ status: 'failed' });
    // Sent once, never again by the client; the employee's "Enviar de novo" is not a duplicate.
    expect((await h.sandboxRequests()).filter((r) => r.operation === 'op5').map((r) => r.status)).toEqual([429]);
    data(await h.api.capitalization.changeTitlePaymentData({ path, body }));
  });
});

describe("the service's reasons beneath ours", () => {
  const path = () => ({ idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo });

  it('422 errors[]: our message, the reason beneath, per field', async () => {
    await h.faults([{ kind: 'invalid422', operations: ['op5'], times: 1 }]);
    const error = failed(
      await h.api.capitalization.changeTitlePaymentData({
        path: path(),
        body: { banco: 341, agencia: '1111', conta: '22222-2' },
        confirmDuplicate: true,
      }),
    );
    expect(error).toMatchObject({
      code: 'business-rule',
      httpStatus: 422,
    });
    expect(errorText(error, 'pt-BR')).toBe('O serviço não pôde processar a operação.');
    expect(error.details).toEqual([expect.stringMatching(/^O campo conta é inválido/)]);
    expect(error.serviceFieldErrors).toEqual({ conta: expect.stringMatching(/^O campo conta é inválido/) });
  });

  it("ASP.NET's validation 400: our message, the field's reason beneath and on the field, not the framework's title", async () => {
    await h.faults([{ kind: 'invalid400', operations: ['op5'], times: 1 }]);
    const error = failed(
      await h.api.capitalization.changeTitlePaymentData({
        path: path(),
        body: { banco: 341, agencia: '3333', conta: '44444-4' },
        confirmDuplicate: true,
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid-input',
      httpStatus: 400,
      details: ['O campo conta é inválido.'],
    });
    expect(errorText(error, 'pt-BR')).toBe('O serviço recusou a requisição.');
    expect(error.serviceFieldErrors).toEqual({ conta: 'O campo conta é inválido.' });
  });

  it.each([
    ['gateway500', 500, 'Erro interno no serviço. Tente novamente mais tarde.'],
    ['gateway403', 403, 'Você não tem permissão para esta operação.'],
  ] as const)('%s: our message, and the English is shown nowhere', async (kind, status, message) => {
    await h.faults([{ kind, operations: ['op11'], times: 1 }]);
    const error = failed(await h.api.life.getPolicyModule({ path: { idmodulo: p.moduleNumber } }));
    expect(error).toMatchObject({ httpStatus: status, details: [] });
    expect(errorText(error, 'pt-BR')).toBe(message);
  });
});
