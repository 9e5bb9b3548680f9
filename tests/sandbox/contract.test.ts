/**
 * Contract tests over real HTTP: for each operation, the success
 * case and every error status the spec lists that a client can provoke, with
 * the exact body shape of that operation's error style.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationIds, operations, type OperationDef, type OperationId } from '../../src-shared/contract';
import { errorText, expectErrorStyle, KEYS, type RawRequest, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';
import { signatureBody, validRequests } from './valid-requests';

let fx: SandboxFixture;
let token: string;
let consultaToken: string;
let blockedToken: string;
const world = demoWorld();
const p = picks(world);
const valid = (id: OperationId): RawRequest => validRequests(world, token)[id];
const call = (id: OperationId, request: RawRequest) => send(fx.sandbox.url, id, request);
const with_ = (id: OperationId, change: (r: RawRequest) => RawRequest) => call(id, change(structuredClone(valid(id))));

beforeAll(async () => {
  fx = await startTestSandbox();
  token = await loginToken(fx.sandbox.url);
  consultaToken = await loginToken(fx.sandbox.url, 'consulta');
  blockedToken = await loginToken(fx.sandbox.url, 'bloqueado');
});
afterAll(() => fx.stop());
beforeEach(() => fx.sandbox.faults.replace([]));

describe.each(operationIds)('%s, for every operation', (id) => {
  const op = operations[id] as OperationDef;

  it('answers a valid request with the documented status and a body the contract reads', async () => {
    const response = await call(id, valid(id));
    expect(response.status, response.text.slice(0, 300)).toBe(op.success.status);
    if (op.success.schema) expect(() => op.success.schema!.parse(response.json)).not.toThrow();
    else expect(response.text).toBe('');
  });

  it('answers 401 in its own error style without a subscription key, and changes nothing', async () => {
    const before = JSON.stringify(fx.sandbox.store.current);
    const response = await with_(id, (r) => ({ ...r, key: null }));
    expectErrorStyle(id, response, 401);
    expect(errorText(response)).toContain('chave de assinatura inválida');
    expect(JSON.stringify(fx.sandbox.store.current)).toBe(before);
  });

  it('answers 401 to an inactive subscription key', async () => {
    expectErrorStyle(id, await with_(id, (r) => ({ ...r, key: KEYS.inactive })), 401);
  });

  it('answers 500 in its own error style when the service fails', async () => {
    fx.sandbox.faults.replace([{ kind: 'error500', operations: [id], times: 1 }]);
    expectErrorStyle(id, await call(id, valid(id)), 500);
  });

  if (op.bearer !== 'none') {
    it('answers 401 to an unknown bearer token', async () => {
      const response = await with_(id, (r) => ({ ...r, token: 'token-desconhecido-0000000000' }));
      expectErrorStyle(id, response, 401);
    });
  }

  if (op.companyCode !== 'none') {
    it(`answers ${op.validationStatus} when CodigoEmpresa is missing`, async () => {
      const response = await with_(id, (r) => ({ ...r, companyCode: null }));
      expectErrorStyle(id, response, op.validationStatus);
      expect(errorText(response)).toContain('CodigoEmpresa');
    });
  }

  if (op.body) {
    it(`answers ${op.errors[415]?.listed ? 415 : op.validationStatus} to a non-JSON media type`, async () => {
      const response = await with_(id, (r) => ({ ...r, headers: { 'Content-Type': 'text/plain' } }));
      expectErrorStyle(id, response, op.errors[415]?.listed ? 415 : op.validationStatus);
    });
    it(`answers ${op.validationStatus} to a body that is not JSON`, async () => {
      expectErrorStyle(
        id,
        await with_(id, (r) => ({ ...r, body: undefined, rawBody: '{"quebrado":' })),
        op.validationStatus,
      );
    });
  }

  if (op.kind === 'write') {
    it('answers 403 to a read-only user', async () => {
      const before = JSON.stringify(fx.sandbox.store.current);
      expectErrorStyle(id, await with_(id, (r) => ({ ...r, token: consultaToken })), 403);
      expect(JSON.stringify(fx.sandbox.store.current)).toBe(before);
    });
    it('answers 403 to a read-only subscription key', async () => {
      if (op.bearer === 'required') return; // The token decides there.
      expectErrorStyle(id, await with_(id, (r) => ({ ...r, key: KEYS.consulta })), 403);
    });
  }
});

interface Case {
  title: string;
  request: (r: RawRequest) => RawRequest;
  status: number;
  message?: string;
}

const cpfOf = (r: RawRequest, name = 'idcliente') => r.params![name]!;

const cases: Partial<Record<OperationId, Case[]>> = {
  op1: [
    {
      title: 'wrong password',
      request: (r) => ({
        ...r,
        body: { ...(r.body as object), predicate: { Username: 'atendente', Password: 'errada' } },
      }),
      status: 401,
      message: 'Usuário ou senha inválidos',
    },
    {
      title: 'unknown user',
      request: (r) => ({ ...r, body: { ...(r.body as object), predicate: { Username: 'ninguem', Password: 'x' } } }),
      status: 401,
    },
    {
      title: 'missing predicate (decided 400)',
      request: (r) => ({ ...r, body: { type: 'usuario', queryType: 'autenticacao' } }),
      status: 400,
    },
  ],
  op2: [
    {
      title: 'IP address too short',
      request: (r) => ({ ...r, body: { ...(r.body as object), enderecoIP: '1.1.1' } }),
      status: 400,
      message: 'endereço IP',
    },
    {
      title: 'wrong enum',
      request: (r) => ({ ...r, body: { ...(r.body as object), tipoAssinatura: 'DIGITAL' } }),
      status: 400,
    },
    {
      title: 'CodigoEmpresa not padded to 4 digits',
      request: (r) => ({ ...r, companyCode: '1' }),
      status: 400,
      message: '4 dígitos',
    },
    {
      title: 'responsible name over 60 characters',
      request: (r) => ({
        ...r,
        body: { ...(r.body as object), responsavel: { cpf: '52998224725', nome: 'x'.repeat(61), email: 'a@b.com.br' } },
      }),
      status: 400,
    },
    { title: 'unknown proposal', request: (r) => ({ ...r, body: signatureBody('PV0000000000') }), status: 404 },
    { title: 'a blocked user', request: (r) => ({ ...r, token: blockedToken }), status: 403 },
    {
      title: 'signing moment in the future',
      request: (r) => ({ ...r, body: { ...(r.body as object), data: '2099-01-01T00:00:00Z' } }),
      status: 422,
      message: 'futuro',
    },
    { title: 'service unavailable', request: (r) => r, status: 503 },
  ],
  op3: [
    {
      title: 'line of business not in the enum',
      request: (r) => ({ ...r, body: { ...(r.body as object), linhaNegocio: 'AUTO' } }),
      status: 400,
    },
    { title: 'unknown customer', request: (r) => ({ ...r, params: { idcliente: p.unknownCpf } }), status: 404 },
    {
      title: 'a line the customer does not hold',
      request: (r) => ({ ...r, params: { idcliente: p.withoutLife.cliente.cpf } }),
      status: 422,
      message: 'não possui produto',
    },
    {
      title: 'insured born in the future',
      request: (r) => ({ ...r, body: { ...(r.body as object), dataNascimentoSegurado: '2099-01-01' } }),
      status: 422,
    },
    { title: 'an expired token', request: (r) => ({ ...r, token: 'expirado-0000000000000' }), status: 401 },
  ],
  op4: [
    {
      title: 'percentages not summing to 100',
      request: (r) => ({ ...r, body: { valor: 500, fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 90 }] } }),
      status: 422,
      message: 'soma dos percentuais',
    },
    {
      title: 'a fund the certificate does not hold',
      request: (r) => ({ ...r, body: { valor: 500, fundos: [{ codigo: 'FNDXXXX', percentualDistribuicao: 100 }] } }),
      status: 422,
      message: 'não pertence ao certificado',
    },
    {
      title: 'value below the minimum',
      request: (r) => ({ ...r, body: { valor: 10, fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 100 }] } }),
      status: 422,
      message: 'mínimo',
    },
    {
      title: 'value not positive',
      request: (r) => ({ ...r, body: { valor: -5, fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 100 }] } }),
      status: 422,
    },
    { title: 'missing funds (schema, 422 on Op4)', request: (r) => ({ ...r, body: { valor: 500 } }), status: 422 },
    {
      title: 'a cancelled certificate',
      request: (r) => ({
        ...r,
        params: { idcliente: p.cancelledHolder.cliente.cpf, idcertificado: p.cancelledCertificate.numeroCertificado },
      }),
      status: 422,
      message: 'cancelado',
    },
    {
      title: "another customer's certificate",
      request: (r) => ({
        ...r,
        params: {
          idcliente: p.lifeHolder.cliente.cpf === cpfOf(r) ? p.titleHolder.cliente.cpf : p.lifeHolder.cliente.cpf,
          idcertificado: r.params!.idcertificado!,
        },
      }),
      status: 404,
    },
  ],
  op5: [
    {
      title: 'bank code 0',
      request: (r) => ({ ...r, body: { banco: 0, agencia: '1', conta: '2' } }),
      status: 400,
      message: '1 a 9999',
    },
    {
      title: 'bank code 10000',
      request: (r) => ({ ...r, body: { banco: 10000, agencia: '1', conta: '2' } }),
      status: 400,
    },
    {
      title: 'account over 15 characters',
      request: (r) => ({ ...r, body: { banco: 1, agencia: '1', conta: '1234567890123456' } }),
      status: 400,
    },
    {
      title: 'branch over 10 characters',
      request: (r) => ({ ...r, body: { banco: 1, agencia: '12345678901', conta: '1' } }),
      status: 400,
    },
    { title: 'unknown title', request: (r) => ({ ...r, params: { ...r.params, idtitulo: '999999999' } }), status: 404 },
    {
      title: 'a cancelled title',
      request: (r) => ({
        ...r,
        params: { idcliente: p.cancelledTitleHolder.cliente.cpf, idtitulo: p.cancelledTitle.numeroTitulo },
      }),
      status: 422,
      message: 'cancelado',
    },
  ],
  op6: [
    { title: 'no bearer token', request: (r) => ({ ...r, token: undefined }), status: 401 },
    {
      title: 'signature type outside the enum',
      request: (r) => ({ ...r, body: { ...(r.body as object), tipoAssinatura: 'HASH' } }),
      status: 400,
    },
    {
      title: 'document not in base64',
      request: (r) => ({ ...r, body: { ...(r.body as object), documento: 'isto não é base64!' } }),
      status: 400,
    },
    {
      title: 'unknown proposal',
      request: (r) => ({ ...r, body: { ...(r.body as object), idDocumento: 'PP0000000000' } }),
      status: 404,
    },
    { title: 'a blocked user', request: (r) => ({ ...r, token: blockedToken }), status: 403 },
    {
      title: 'paper signature without the document',
      request: (r) => ({ ...r, body: { ...(r.body as object), tipoAssinatura: 'PAPEL', documento: undefined } }),
      status: 422,
      message: 'papel',
    },
    { title: 'service unavailable', request: (r) => r, status: 503 },
  ],
  op7: [
    {
      title: 'date not in YYYY-MM-DD',
      request: (r) => ({ ...r, body: { dataAssinatura: '15/01/2026' } }),
      status: 400,
    },
    { title: 'CodigoEmpresa not padded', request: (r) => ({ ...r, companyCode: '1' }), status: 400 },
    { title: 'unknown proposal', request: (r) => ({ ...r, params: { idproposta: 'PV0000000000' } }), status: 404 },
    {
      title: 'signature date in the future',
      request: (r) => ({ ...r, body: { dataAssinatura: '2099-12-31' } }),
      status: 422,
      message: 'futuro',
    },
    {
      title: 'signature date before the proposal existed',
      request: (r) => ({ ...r, body: { dataAssinatura: '2000-01-01' } }),
      status: 422,
      message: 'anterior à criação',
    },
  ],
  op8: [
    { title: 'unknown customer', request: () => ({ params: { idpessoafisica: p.unknownCpf } }), status: 404 },
    {
      title: 'CPF with wrong check digits (decided 400)',
      request: () => ({ params: { idpessoafisica: '12345678900' } }),
      status: 400,
    },
  ],
  op9: [
    { title: 'unknown customer', request: () => ({ params: { idcliente: p.unknownCpf } }), status: 404 },
    {
      title: 'invalid portability status filter',
      request: (r) => ({ ...r, query: { statusPortabilidade: '9' } }),
      status: 422,
      message: 'de 0 a 5',
    },
    {
      title: 'start date after end date',
      request: (r) => ({
        ...r,
        query: { dataInicioSolicitacao: '2026-05-01T00:00:00Z', dataFimSolicitacao: '2026-01-01T00:00:00Z' },
      }),
      status: 422,
    },
    { title: 'page size over the maximum', request: (r) => ({ ...r, query: { tamanhoPagina: '101' } }), status: 422 },
  ],
  op10: [
    {
      title: 'unknown field in _attributes',
      request: (r) => ({ ...r, query: { _attributes: 'idAssistencia,senha' } }),
      status: 400,
    },
    {
      title: 'unknown certificate',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: '999999999' } }),
      status: 404,
    },
    { title: 'a blocked user', request: (r) => ({ ...r, token: blockedToken }), status: 403 },
  ],
  op11: [
    { title: 'non-numeric module', request: () => ({ params: { idmodulo: 'abc' } }), status: 400 },
    { title: 'unknown module', request: () => ({ params: { idmodulo: '999999' } }), status: 404 },
  ],
  op12: [
    {
      title: 'unknown certificate',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: '999999999999' } }),
      status: 404,
    },
    {
      title: 'invalid CPF (422 on Op12)',
      request: (r) => ({ ...r, params: { ...r.params, idcliente: '11111111111' } }),
      status: 422,
    },
  ],
  op13: [
    {
      title: 'certificate not padded to 12 positions',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: r.params!.idcertificado!.replace(/^0+/, '') } }),
      status: 400,
      message: '12 posições',
    },
    {
      title: 'unknown certificate',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: '999999999999' } }),
      status: 404,
    },
    {
      title: 'a cancelled certificate',
      request: () => ({
        params: { idcliente: p.cancelledHolder.cliente.cpf, idcertificado: p.cancelledCertificate.numeroCertificado },
      }),
      status: 422,
    },
  ],
  op14: [
    {
      title: 'a fund the coverage does not hold',
      request: (r) => ({ ...r, params: { ...r.params, idfundo: 'FNDXXXX' } }),
      status: 404,
    },
    {
      title: 'path traversal in the coverage',
      request: (r) => ({ ...r, params: { ...r.params, idcobertura: '../../etc' } }),
      status: 422,
    },
  ],
  op15: [
    {
      title: 'unknown certificate',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: '999999999999' } }),
      status: 404,
    },
    { title: 'invalid CPF', request: (r) => ({ ...r, params: { ...r.params, idcliente: '123' } }), status: 422 },
  ],
  op16: [
    {
      title: 'unknown coverage',
      request: (r) => ({ ...r, params: { ...r.params, idcobertura: 'NAOEXISTE' } }),
      status: 404,
    },
    { title: 'invalid fund code', request: (r) => ({ ...r, params: { ...r.params, idfundo: 'a b' } }), status: 422 },
  ],
  op17: [
    { title: 'unknown product', request: (r) => ({ ...r, params: { idproduto: '000' } }), status: 404 },
    {
      title: 'partnership not enabled for the product',
      request: (r) => ({ ...r, query: { CodigoParceria: 'PARC999' } }),
      status: 422,
    },
    { title: 'missing partnership code', request: (r) => ({ ...r, query: {} }), status: 422 },
  ],
  op18: [
    { title: 'no bearer token', request: (r) => ({ ...r, token: undefined }), status: 401 },
    { title: 'unknown field in _atributos', request: (r) => ({ ...r, query: { _atributos: 'senha' } }), status: 400 },
    { title: 'a blocked user', request: (r) => ({ ...r, token: blockedToken }), status: 403 },
    { title: 'unknown plan', request: (r) => ({ ...r, params: { ...r.params, idplano: 'FP0000000' } }), status: 404 },
  ],
  op19: [
    {
      title: 'unknown income process',
      request: (r) => ({ ...r, params: { ...r.params, idprocessorenda: '0000' } }),
      status: 404,
    },
    {
      title: 'invalid income process id',
      request: (r) => ({ ...r, params: { ...r.params, idprocessorenda: '<script>' } }),
      status: 422,
    },
  ],
  op20: [
    { title: 'an unexpected query parameter', request: () => ({ query: { filtro: 'x' } }), status: 400 },
    { title: 'a blocked user', request: () => ({ token: blockedToken }), status: 403 },
  ],
  op21: [
    {
      title: 'unknown certificate',
      request: (r) => ({ ...r, params: { ...r.params, idcertificado: '999999999999' } }),
      status: 404,
    },
    {
      title: 'invalid CPF',
      request: (r) => ({ ...r, params: { ...r.params, idcliente: 'abcdefghijk' } }),
      status: 422,
    },
  ],
};

describe.each(Object.entries(cases) as Array<[OperationId, Case[]]>)('%s errors', (id, list) => {
  it.each(list)('$status: $title', async ({ request, status, message }) => {
    if (status === 503) fx.sandbox.faults.replace([{ kind: 'error503', operations: [id], times: 1 }]);
    const before = JSON.stringify(fx.sandbox.store.current);
    const response = await call(id, request(structuredClone(valid(id))));
    expectErrorStyle(id, response, status);
    if (message) expect(errorText(response).toLowerCase()).toContain(message.toLowerCase());
    expect(JSON.stringify(fx.sandbox.store.current), 'a refused request changes nothing').toBe(before);
  });
});
