/**
 * The handler layer end to end against the embedded sandbox, driven exactly
 * as the renderer drives it: every operation through IPC, normalized errors,
 * retries on reads and none on writes, the duplicate-write guard, outcome
 * unknown, token expiry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationIds, operations, type OperationDef, type OperationId } from '../../../src-shared/contract';
import { channelName, listChannels, type IpcResult } from '../../../src-shared/ipc';
import { demoWorld } from '../../support/sandbox-fixture';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { picks } from '../../support/world-picks';
import { validRequests } from '../../sandbox/valid-requests';
import { errorText } from '../../../src-renderer/i18n/error-text';

const world = demoWorld();
const p = picks(world);
let h: IpcHarness;

/** The IPC input for an operation, from the raw-HTTP valid request of the contract tests. */
function input(id: OperationId): Record<string, unknown> {
  const raw = validRequests(world, '')[id];
  const out: Record<string, unknown> = {};
  if (raw.params) out.path = raw.params;
  if (raw.query) out.query = raw.query;
  if (raw.body !== undefined) out.body = raw.body;
  return out;
}

/** Calls an operation's channel by its domain and name, as window.api does. */
function callOp(id: OperationId, payload: unknown): Promise<IpcResult<unknown>> {
  const op = operations[id] as OperationDef;
  const group = (h.api as unknown as Record<string, Record<string, (i: unknown) => Promise<IpcResult<unknown>>>>)[
    op.domain
  ]!;
  return group[op.name]!(payload);
}

beforeAll(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterAll(() => h.stop());
beforeEach(() => h.faults([]));

describe('the channel map', () => {
  it('registers every channel of the map, and window.api offers exactly those', async () => {
    const probe = await startIpcHarness();
    try {
      const names = listChannels().map((c) => c.wire);
      expect(new Set(names).size).toBe(names.length);
      for (const { domain, name } of listChannels()) {
        expect(typeof (probe.api as unknown as Record<string, Record<string, unknown>>)[domain]![name]).toBe(
          'function',
        );
      }
      // Every API operation but login (a session channel) has its own channel.
      const operationChannels = operationIds
        .filter((id) => id !== 'op1')
        .map((id) => channelName(operations[id].domain, operations[id].name));
      for (const wire of operationChannels) expect(names).toContain(wire);
      expect(names).toContain(channelName('session', 'login'));
    } finally {
      await probe.stop();
    }
  });
});

describe.each(operationIds.filter((id) => id !== 'op1'))('%s through IPC', (id) => {
  it('succeeds with the contract-normalized result', async () => {
    const op = operations[id] as OperationDef;
    const payload = input(id);
    if (op.kind === 'write') (payload as { confirmDuplicate?: boolean }).confirmDuplicate = true;
    const result = await callOp(id, payload);
    const value = data(result);
    // The sandbox's clean answers keep to the contract to the letter: the tolerant reader reports nothing.
    expect(value).toMatchObject({ drift: { entries: [], total: 0 } });
    if (op.kind === 'write') {
      expect(value).toMatchObject({ journalEntryId: expect.any(String) });
      if (op.success.schema)
        expect(() => op.success.schema!.parse((value as { result: unknown }).result)).not.toThrow();
    } else if (op.success.schema) {
      expect((value as { data: unknown }).data).toBeTruthy();
    }
  });
});

describe('input is validated at the boundary', () => {
  it('refuses an invalid CPF with a field error, and nothing reaches the service', async () => {
    const before = (await h.sandboxRequests()).length;
    const result = await h.api.customers.getCustomer({ path: { idpessoafisica: '12345678900' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-input');
    expect(result.error.fieldErrors?.['path.idpessoafisica']).toMatch(/CPF inválido/);
    expect((await h.sandboxRequests()).length).toBe(before);
  });

  it.each([
    ['wrong types', { path: { idpessoafisica: 52998224725 } }],
    ['extra fields', { path: { idpessoafisica: '52998224725' }, extra: 1 }],
    ['prototype keys', JSON.parse('{"path":{"idpessoafisica":"52998224725"},"__proto__":{"admin":true}}')],
    ['nothing', undefined],
  ])('refuses %s', async (_title, payload) => {
    const result = await (h.api.customers.getCustomer as (p: unknown) => Promise<IpcResult<unknown>>)(payload);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('refuses a bank code out of range before sending (Op5)', async () => {
    const before = (await h.sandboxRequests()).length;
    const result = await h.api.capitalization.changeTitlePaymentData({
      path: { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo },
      body: { banco: 0, agencia: '1', conta: '2' },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { 'body.banco': expect.stringContaining('1 a 9999') } },
    });
    expect((await h.sandboxRequests()).length).toBe(before);
  });
});

describe('errors of every style come back normalized, in pt-BR and English', () => {
  const failure = async (promise: Promise<IpcResult<unknown>>) => {
    const result = await promise;
    if (result.ok) throw new Error('esperava uma falha');
    expect(errorText(result.error, 'pt-BR').length).toBeGreaterThan(0);
    expect(errorText(result.error, 'en').length).toBeGreaterThan(0);
    return result.error;
  };

  it('ErrorBody 404 (Op2, unknown proposal)', async () => {
    const error = await failure(
      h.api.signatures.communicateLifeSignatureHash({
        ...(input('op2') as { body: object }),
        body: { ...(input('op2').body as object), idDocumento: 'PV0000000000' },
      } as never),
    );
    expect(error).toMatchObject({ code: 'not-found', httpStatus: 404 });
    expect(error.details.join(' ')).toContain('PV0000000000');
  });

  it('sub-code 422.2 (Op3, a line the customer does not hold)', async () => {
    const error = await failure(
      h.api.claims.createClaimNotice({ ...input('op3'), path: { idcliente: p.withoutLife.cliente.cpf } } as never),
    );
    expect(error).toMatchObject({ code: 'business-rule', httpStatus: 422, subCode: '422.2' });
    expect(error.details.join(' ')).toContain('não possui produto');
  });

  it('Op4 422 with several messages (Mensagens)', async () => {
    const error = await failure(
      h.api.pension.requestContribution({
        path: input('op4').path as never,
        body: { valor: 10, fundos: [{ codigo: 'FNDXXXX', percentualDistribuicao: 50 }] },
      }),
    );
    expect(error.code).toBe('business-rule');
    expect(error.details.length).toBeGreaterThanOrEqual(3);
  });

  it('Op4 500 (Mensagem), and the write is journaled as failed', async () => {
    await h.faults([{ kind: 'error500', operations: ['op4'], times: 1 }]);
    const error = await failure(
      h.api.pension.requestContribution({ ...input('op4'), confirmDuplicate: true } as never),
    );
    expect(error).toMatchObject({ code: 'service-error', httpStatus: 500 });
    const entry = data(await h.api.journal.list({})).entries.find((e) => e.id === error.journalEntryId);
    expect(entry?.status).toBe('failed');
  });

  it('Op11 404.1', async () => {
    const error = await failure(h.api.life.getPolicyModule({ path: { idmodulo: '999999' } }));
    expect(error).toMatchObject({ code: 'not-found', subCode: '404.1' });
  });

  it('a body-less 404 (Op8, unknown customer) still gets a clear message', async () => {
    const error = await failure(h.api.customers.getCustomer({ path: { idpessoafisica: p.unknownCpf } }));
    expect(error).toMatchObject({ code: 'not-found', httpStatus: 404 });
    expect(errorText(error, 'pt-BR')).toMatch(/não encontrad/i);
  });

  it('403 for a read-only user on a write', async () => {
    const other = await startIpcHarness();
    try {
      await other.login('consulta', 'Consulta@2026');
      const error = await failure(other.api.claims.createClaimNotice(input('op3') as never));
      expect(error).toMatchObject({ code: 'forbidden', httpStatus: 403, subCode: '403.1' });
    } finally {
      await other.stop();
    }
  });
});

describe('retries: reads within bounds, writes never', () => {
  it('a read retries after 503s and succeeds', async () => {
    await h.faults([{ kind: 'error503', operations: ['op8'], times: 2 }]);
    const before = (await h.sandboxRequests()).length;
    data(await h.api.customers.getCustomer(input('op8') as never));
    const attempts = (await h.sandboxRequests()).slice(before).filter((r) => r.operation === 'op8');
    expect(attempts.map((a) => a.status)).toEqual([503, 503, 200]);
  });

  it('a write is not retried after a 503', async () => {
    await h.faults([{ kind: 'error503', operations: ['op2'], times: 1 }]);
    const before = (await h.sandboxRequests()).length;
    const result = await h.api.signatures.communicateLifeSignatureHash(input('op2') as never);
    expect(result).toMatchObject({ ok: false, error: { code: 'service-error', httpStatus: 503 } });
    expect((await h.sandboxRequests()).slice(before).filter((r) => r.operation === 'op2')).toHaveLength(1);
  });

  it('a dropped connection after a write is "outcome unknown": journaled so, and the sandbox did it', async () => {
    await h.faults([{ kind: 'drop', operations: ['op4'], times: 1 }]);
    const stateBefore = (await h.sandboxState()).contributions as unknown[];
    const result = await h.api.pension.requestContribution({ ...input('op4'), confirmDuplicate: true } as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('outcome-unknown');
    expect(errorText(result.error, 'pt-BR')).toMatch(/Não sabemos se a operação foi concluída/);
    const entry = data(await h.api.journal.list({})).entries.find((e) => e.id === result.error.journalEntryId);
    expect(entry?.status).toBe('unknown');
    expect(((await h.sandboxState()).contributions as unknown[]).length).toBe(stateBefore.length + 1);
  });
});

describe('the duplicate-write guard', () => {
  it('refuses the same write again until the employee confirms', async () => {
    const body = {
      dataNascimentoSegurado: '1970-02-03',
      linhaNegocio: 'VIDA' as const,
      nomeSegurado: 'Duplicidade Teste',
      email: 'dup@example.com.br',
    };
    const request = { path: { idcliente: p.lifeHolder.cliente.cpf }, body };
    const first = data(await h.api.claims.createClaimNotice(request));
    const second = await h.api.claims.createClaimNotice(request);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error.code).toBe('duplicate-write');
    expect(second.error.duplicateOf).toMatchObject({
      journalEntryId: first.journalEntryId,
      status: 'succeeded',
      protocol: first.result.protocolo,
    });
    const third = data(await h.api.claims.createClaimNotice({ ...request, confirmDuplicate: true }));
    expect(third.result.protocolo).not.toBe(first.result.protocolo);
  });
});

describe('the session', () => {
  it('an expired token brings the employee back to login, and a new login works', async () => {
    const own = await startIpcHarness();
    try {
      await own.login();
      await fetch(`${await own.sandboxUrl()}/_sandbox/tokens/expire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      // Op18 requires the token.
      const result = await own.api.pensionFund.getSelfSponsoredBilling(input('op18') as never);
      expect(result).toMatchObject({ ok: false, error: { code: 'session-expired' } });
      expect(data(await own.api.session.current()).loggedIn).toBe(false);
      expect(await own.api.customers.getCustomer(input('op8') as never)).toMatchObject({
        ok: false,
        error: { code: 'session-expired' },
      });
      await own.login();
      data(await own.api.pensionFund.getSelfSponsoredBilling(input('op18') as never));
    } finally {
      await own.stop();
    }
  });

  it('refuses operations before login, and a wrong password clearly', async () => {
    const own = await startIpcHarness();
    try {
      expect(await own.api.customers.getCustomer(input('op8') as never)).toMatchObject({
        ok: false,
        error: { code: 'not-logged-in' },
      });
      expect(await own.api.session.login({ username: 'atendente', password: 'errada' })).toMatchObject({
        ok: false,
        error: { code: 'invalid-credentials' },
      });
      const info = data(await own.api.session.login({ username: 'atendente', password: 'Balcao@2026' }));
      expect(info).toMatchObject({
        loggedIn: true,
        environment: 'sandbox',
        user: { login: 'atendente', cpfMasked: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/) },
      });
      expect(data(await own.api.session.logout()).loggedIn).toBe(false);
    } finally {
      await own.stop();
    }
  });
});

describe('the journal', () => {
  it('records each write before and after, with the CPF masked and the protocol', async () => {
    const outcome = data(await h.api.claims.createClaimNotice({ ...input('op3'), confirmDuplicate: true } as never));
    const entry = data(await h.api.journal.list({ actions: ['op3'] })).entries.find(
      (e) => e.id === outcome.journalEntryId,
    )!;
    expect(entry).toMatchObject({
      status: 'succeeded',
      user: 'atendente',
      environment: 'sandbox',
      action: 'op3',
      result: { protocol: outcome.result.protocolo },
    });
    expect(entry.customerCpfMasked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(JSON.stringify(entry)).not.toContain(p.lifeHolder.cliente.cpf);
  });

  it('filters by outcome and text', async () => {
    const unknown = data(await h.api.journal.list({ statuses: ['unknown'] })).entries;
    expect(unknown.every((e) => e.status === 'unknown')).toBe(true);
    const byText = data(await h.api.journal.list({ text: 'sinistro' })).entries;
    expect(byText.length).toBeGreaterThan(0);
  });
});
