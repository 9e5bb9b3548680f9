/** Each error style the service answers with, normalized into one ApiError. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_KEY_DENIED } from '../../../src-shared/contract';
import { ApiError } from '../../../src-main/api-client/api-error';
import { signatureBody, validRequests } from '../../sandbox/valid-requests';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';
import { asApiRequest, createTestClient, type TestClient } from './client-fixture';
import { sayWords } from '../../../src-shared/words/error-words';

let fx: SandboxFixture;
let api: TestClient;
const world = demoWorld();
const p = picks(world);
const v = () => validRequests(world, '');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  fx = await startTestSandbox();
  api = createTestClient(fx.sandbox.url);
});
afterAll(() => fx.stop());
beforeEach(() => {
  fx.sandbox.faults.replace([]);
  api.setToken(undefined);
});

describe('error bodies, one ApiError', () => {
  it('ErrorBody with a plain code (Op2 404): the message, no sub-code', async () => {
    const error = await failure(
      api.client.communicateLifeSignatureHash({ body: signatureBody('PV-QUE-NAO-EXISTE') as never }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 404, outcomeUnknown: false, retryable: false });
    expect(error.subCode).toBeUndefined();
    expect(error.messages).toHaveLength(1);
    expect(error.messages[0]).toMatch(/não encontrad/i);
    // Our words first (D217); the service's own reason goes beneath them, apart.
    expect(sayWords(error.said, 'pt-BR')).toBe('Registro não encontrado.');
  });

  it('ErrorBody with a sub-code (Op3 422 → 422.2)', async () => {
    const error = await failure(
      api.client.createClaimNotice({
        path: { idcliente: p.withoutLife.cliente.cpf },
        body: {
          dataNascimentoSegurado: '1961-04-09',
          linhaNegocio: 'VIDA',
          nomeSegurado: 'José Carlos Pereira',
          email: 'familia@example.com.br',
        },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 422, subCode: '422.2', outcomeUnknown: false });
    expect(error.messages.length).toBe(1);
  });

  it('Op11 404 → sub-code 404.1, in both message spellings', async () => {
    for (const dialect of ['sample', 'schema'] as const) {
      fx.sandbox.setDialect(dialect);
      const error = await failure(api.client.getPolicyModule({ path: { idmodulo: '999999999' } }));
      expect(error).toMatchObject({ kind: 'http', status: 404, subCode: '404.1' });
      expect(error.messages[0]).toMatch(/Módulo/);
    }
    fx.sandbox.setDialect('sample');
  });

  it('Op4 422 Mensagens: every business problem at once', async () => {
    const request = asApiRequest(v().op4);
    const body = { valor: 50, fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 50 }] };
    const error = await failure(api.client.requestContribution({ ...request, body } as never));
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect(error.messages.length).toBeGreaterThanOrEqual(2);
    expect(error.messages.join(' ')).toMatch(/valor mínimo/);
    expect(error.messages.join(' ')).toMatch(/soma dos percentuais/);
  });

  it('Op4 500 Mensagem (injected error500): the message; a write refused before it ran is not "unknown"', async () => {
    fx.sandbox.faults.replace([{ kind: 'error500', operations: ['op4'], times: 1 }]);
    const error = await failure(api.client.requestContribution(asApiRequest(v().op4) as never));
    expect(error).toMatchObject({ kind: 'http', status: 500, outcomeUnknown: false, retryable: false });
    expect(error.messages).toEqual(['Erro interno do servidor (falha injetada).']);
  });

  it('gateway 401 (Op8 with a wrong key) → the key was refused', async () => {
    const wrongKey = createTestClient(fx.sandbox.url, { getSubscriptionKey: async () => 'chave-que-nao-existe' });
    const error = await failure(wrongKey.client.getCustomer(asApiRequest(v().op8) as never));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      authRejected: 'key',
      messages: [SUBSCRIPTION_KEY_DENIED],
    });
    expect(sayWords(error.said, 'pt-BR')).toBe('A chave de assinatura foi recusada.');
  });

  it('ErrorBody 401 with a wrong key (Op20) → the key, even with a token', async () => {
    const wrongKey = createTestClient(fx.sandbox.url, { getSubscriptionKey: () => 'sandbox-key-inativa-0003' });
    wrongKey.setToken('um-token-qualquer-0123456789');
    expect(await failure(wrongKey.client.listCompanyActivities({}))).toMatchObject({
      status: 401,
      authRejected: 'key',
    });
  });

  it('body-less 404 (Op8, unknown CPF): our own message', async () => {
    const error = await failure(api.client.getCustomer({ path: { idpessoafisica: p.unknownCpf } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, messages: [] });
    expect(sayWords(error.said, 'pt-BR')).toBe('Cliente não encontrado.');
    expect(sayWords(error.said, 'en')).toBe('Customer not found.');
  });

  it('an expired token → 401 token, in the ErrorBody (Op18) and the gateway shape (Op8)', async () => {
    const { data: login } = await api.client.login(asApiRequest(v().op1) as never);
    api.setToken(login.accessToken!);
    await api.client.getSelfSponsoredBilling(asApiRequest(v().op18) as never);
    const expired = await fetch(`${fx.sandbox.url}/_sandbox/tokens/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(expired.status).toBe(204);
    const onOp18 = await failure(api.client.getSelfSponsoredBilling(asApiRequest(v().op18) as never));
    expect(onOp18).toMatchObject({ kind: 'http', status: 401, authRejected: 'token' });
    expect(sayWords(onOp18.said, 'pt-BR')).toBe('Sua sessão expirou: entre novamente.');
    expect(await failure(api.client.getCustomer(asApiRequest(v().op8) as never))).toMatchObject({
      status: 401,
      authRejected: 'token',
    });
  });

  it('Op1 with a wrong password: neither key nor token was refused', async () => {
    const error = await failure(
      api.client.login({
        body: { predicate: { Username: 'atendente', Password: 'errada' }, type: 'usuario', queryType: 'autenticacao' },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 401, messages: ['Usuário ou senha inválidos.'] });
    expect(error.authRejected).toBeUndefined();
  });
});

describe('unreadable answers', () => {
  it('malformed success JSON on a read → invalid-response, not retried, outcome known', async () => {
    fx.sandbox.faults.replace([{ kind: 'malformed', operations: ['op8'], times: 1 }]);
    fx.sandbox.requests.clear();
    const error = await failure(api.client.getCustomer(asApiRequest(v().op8) as never));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, outcomeUnknown: false, retryable: false });
    expect(fx.sandbox.requests.list()).toHaveLength(1);
  });

  it('malformed success JSON on a write → outcome unknown, and the write did happen', async () => {
    fx.sandbox.faults.replace([{ kind: 'malformed', operations: ['op3'], times: 1 }]);
    const before = fx.sandbox.store.current.claimNotices.length;
    const error = await failure(api.client.createClaimNotice(asApiRequest(v().op3) as never));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 201, outcomeUnknown: true, retryable: false });
    expect(sayWords(error.said, 'pt-BR')).toMatch(/^Não sabemos se a operação foi concluída/);
    expect(fx.sandbox.store.current.claimNotices.length).toBe(before + 1);
  });
});

describe('nothing is sent without a key or a required login', () => {
  it('no key → no-key; Op18 without login → not-logged-in; the sandbox saw nothing', async () => {
    fx.sandbox.requests.clear();
    const noKey = createTestClient(fx.sandbox.url, { getSubscriptionKey: async () => undefined });
    expect(await failure(noKey.client.listCompanyActivities({}))).toMatchObject({ kind: 'no-key', retryable: false });
    expect(await failure(api.client.getSelfSponsoredBilling(asApiRequest(v().op18) as never))).toMatchObject({
      kind: 'not-logged-in',
    });
    expect(fx.sandbox.requests.list()).toEqual([]);
    expect(noKey.attempts).toEqual([]);
  });
});
