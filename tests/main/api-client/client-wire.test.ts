/**
 * What actually travels: headers per operation (captured by a tiny local
 * HTTP server), the URL the sandbox received, and what never travels
 * (invalid input) or gets reported (secrets, CPFs).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationId } from '../../../src-shared/contract';
import { ApiError } from '../../../src-main/api-client/api-error';
import { KEYS } from '../../support/raw-http';
import { signatureBody, validRequests } from '../../sandbox/valid-requests';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';
import { asApiRequest, callLoose, createTestClient, type TestClient } from './client-fixture';

interface Captured {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let fx: SandboxFixture;
let api: TestClient;
let capture: Server;
let captureUrl: string;
const captured: Captured[] = [];
const world = demoWorld();
const p = picks(world);
const v = () => validRequests(world, '');
const TOKEN = 'token-de-teste-abcdefghij';

beforeAll(async () => {
  fx = await startTestSandbox();
  api = createTestClient(fx.sandbox.url);
  capture = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      captured.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
  captureUrl = `http://127.0.0.1:${(capture.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => capture.close(() => resolve()));
  await fx.stop();
});
beforeEach(() => {
  captured.length = 0;
  fx.sandbox.requests.clear();
  fx.sandbox.faults.replace([]);
});

/** Sends one operation to the capturing server (whose `{}` answer may not satisfy the reader: only the request matters here). */
async function headersOf(id: OperationId, companyCode = '1'): Promise<IncomingHttpHeaders> {
  const client = createTestClient(captureUrl, { companyCode, readRetries: 0 });
  client.setToken(TOKEN);
  await callLoose(client.client, id, asApiRequest(v()[id])).catch(() => undefined);
  expect(captured).toHaveLength(1);
  return captured.pop()!.headers;
}

describe('headers on the wire', () => {
  it('CodigoEmpresa per operation (D12): 4 digits on Op2 and Op7, integer on Op11, as configured elsewhere, absent on Op1 and Op18', async () => {
    expect((await headersOf('op2')).codigoempresa).toBe('0001');
    expect((await headersOf('op7')).codigoempresa).toBe('0001');
    expect((await headersOf('op11', '0001')).codigoempresa).toBe('1');
    expect((await headersOf('op8', '2')).codigoempresa).toBe('2');
    expect((await headersOf('op1')).codigoempresa).toBeUndefined();
    expect((await headersOf('op18')).codigoempresa).toBeUndefined();
  });

  it('key and Accept everywhere; Bearer everywhere but Op1 (D1); JSON content type only with a body', async () => {
    const read = await headersOf('op8');
    expect(read).toMatchObject({
      'ocp-apim-subscription-key': KEYS.atendente,
      accept: 'application/json',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(read['content-type']).toBeUndefined();
    const login = await headersOf('op1');
    expect(login.authorization).toBeUndefined();
    expect(login['content-type']).toBe('application/json');
  });

  it('the body sent is the validated one (schema output)', async () => {
    const client = createTestClient(captureUrl);
    const request = asApiRequest(v().op3);
    await client.client
      .createClaimNotice({
        ...request,
        body: { ...(request.body as object), nomeSegurado: '  José Carlos Pereira  ' },
      } as never)
      .catch(() => undefined);
    expect(JSON.parse(captured[0]!.body)).toMatchObject({ nomeSegurado: 'José Carlos Pereira' });
  });

  it('goes through the configured fetch (Electron passes net.fetch)', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    await createTestClient(fx.sandbox.url, { fetch: counting }).client.listCompanyActivities({});
    expect(calls).toBe(1);
  });
});

describe('the URL the sandbox received', () => {
  it('Op13 pads the certificate to 12 digits (D14)', async () => {
    const cert = p.pensionCertificate.numeroCertificado.replace(/^0+/, '');
    expect(cert.length).toBeLessThan(12);
    await api.client.getCollectionChannels({ path: { idcliente: p.pensionHolder.cliente.cpf, idcertificado: cert } });
    const [entry] = fx.sandbox.requests.list();
    expect(entry!.url).toContain(`/certificados/${cert.padStart(12, '0')}/canais-cobranca`);
    expect(entry!.status).toBe(200);
  });

  it('Op2 and Op7 with 4-digit CodigoEmpresa are accepted by the sandbox, which checks the format', async () => {
    await api.client.communicateLifeSignatureHash({ body: signatureBody(p.lifeProposal.idProposta) as never });
    await api.client.setProposalSignatureDate(asApiRequest(v().op7) as never);
    expect(fx.sandbox.requests.list().map((r) => [r.operation, r.valid, r.status])).toEqual([
      ['op2', true, 201],
      ['op7', true, 200],
    ]);
  });
});

describe('invalid input never leaves the machine', () => {
  const cases: Array<[string, OperationId, unknown, RegExp]> = [
    ['invalid CPF', 'op8', { path: { idpessoafisica: '12345678900' } }, /^idpessoafisica: CPF inválido/],
    ['bank 0', 'op5', { ...asApiRequest(v().op5), body: { banco: 0, agencia: '1234', conta: '56789-0' } }, /^banco: /],
    [
      'IP too short',
      'op2',
      { body: signatureBody('PV1', { enderecoIP: '1.2.3' }) },
      /^enderecoIP: O endereço IP deve ter de 7 a 39 caracteres\.$/,
    ],
    ['page size over 100', 'op9', { ...asApiRequest(v().op9), query: { tamanhoPagina: 500 } }, /^tamanhoPagina: /],
    [
      'unknown body field',
      'op7',
      { ...asApiRequest(v().op7), body: { dataAssinatura: '2026-01-02', extra: true } },
      /^extra: /,
    ],
  ];
  it.each(cases)('%s', async (_name, id, request, message) => {
    const error = await callLoose(api.client, id, request).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-request', outcomeUnknown: false });
    expect((error as ApiError).messages[0]).toMatch(message);
    expect(fx.sandbox.requests.list()).toEqual([]);
  });
});

describe('what gets reported', () => {
  it('attempt events and errors carry no key, no token and no unmasked CPF', async () => {
    const { data: login } = await api.client.login(asApiRequest(v().op1) as never);
    api.setToken(login.accessToken!);
    api.attempts.length = 0;
    fx.sandbox.faults.replace([{ kind: 'error503', operations: ['op8'], times: 1 }]);
    const cpf = p.pensionHolder.cliente.cpf;
    await api.client.getCustomer({ path: { idpessoafisica: cpf } });
    await api.client.getCustomer({ path: { idpessoafisica: p.unknownCpf } }).catch(() => undefined);
    expect(api.attempts).toHaveLength(3);
    expect(api.attempts[0]).toMatchObject({ operation: 'op8', method: 'GET', attempt: 1, status: 503 });
    const reported = JSON.stringify(api.attempts.map((a) => ({ ...a, error: a.error?.toJSON() })));
    for (const secret of [KEYS.atendente, login.accessToken, cpf, p.unknownCpf]) expect(reported).not.toContain(secret);
    expect(api.attempts[0]!.url).toContain('/pessoas-fisicas/***.');
  });
});
