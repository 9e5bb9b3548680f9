/**
 * Login and reads against a service that is not our sandbox: a small HTTP
 * server answers the way a real gateway-fronted service may (sparse Op1
 * answers, a lost answer, a customer with gaps), and a closed port stands for
 * a server that cannot be reached. Everything else is the real main process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { errorText } from '../../../src-renderer/i18n/error-text';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

const LOGIN_PATH = '/autenticacao/REST/INTERNET/SingleObject';
const json =
  (status: number, body: unknown): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

const running: Array<{ close(): void }> = [];
const harnesses: IpcHarness[] = [];

async function fakeService(routes: Record<string, Answer>): Promise<string> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const route = Object.entries(routes).find(([prefix]) => path.startsWith(prefix));
    req.resume();
    req.on('end', () => (route ? route[1](req, res) : json(404, {})(req, res)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  running.push({ close: () => server.close() });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** A harness whose active environment is Test, at `baseUrl`, with a key set. */
async function onTest(baseUrl: string): Promise<IpcHarness> {
  const h = await startIpcHarness();
  harnesses.push(h);
  data(await h.api.settings.update({ environments: { test: { baseUrl } } }));
  h.ports.clipboardText.value = 'chave-de-teste-123456';
  data(await h.api.keychain.setFromClipboard({ environment: 'test' }));
  data(await h.api.settings.update({ activeEnvironment: 'test' }));
  return h;
}

afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
  for (const s of running.splice(0)) s.close();
});

const TOKEN = 'token-de-acesso-abc';

describe('Op1 answered sparsely still logs the employee in', () => {
  const sparse = [
    {
      name: 'Birthday null',
      body: {
        status: 'SUCCESS',
        result: { Name: 'Ana Atendente', Birthday: null, Login: 'ana', CPF_CNPJ: '52998224725' },
        accessToken: TOKEN,
        refreshToken: 'r',
      },
    },
    {
      name: 'no CPF_CNPJ',
      body: {
        status: 'SUCCESS',
        result: { Name: 'Ana Atendente', Birthday: '1990-01-01T00:00:00', Login: 'ana' },
        accessToken: TOKEN,
        refreshToken: 'r',
      },
    },
    { name: 'no result at all, no refresh token', body: { accessToken: TOKEN } },
    {
      name: 'result null, extra fields, status as a number',
      body: { status: 200, result: null, accessToken: TOKEN, expires_in: '900' },
    },
  ];
  it.each(sparse)('$name', async ({ body }) => {
    const h = await onTest(await fakeService({ [LOGIN_PATH]: json(200, body) }));
    const session = data(await h.api.session.login({ username: 'ana', password: 'segredo' }));
    expect(session.loggedIn).toBe(true);
    expect(session.user?.login).toBe('ana');
    expect(JSON.stringify(session)).not.toMatch(/undefined|NaN|Invalid Date/);
    // The deviations are counted for IT; never a value in them.
    const drift = data(await h.api.diagnostics.contractDrift());
    expect(drift.operations.find((o) => o.operation === 'op1')).toMatchObject({ answers: 1, answersWithDrift: 1 });
    expect(JSON.stringify(drift)).not.toContain('52998224725');
  });

  it('an answer without the access token is a clear failure, not "outcome unknown"', async () => {
    const h = await onTest(
      await fakeService({ [LOGIN_PATH]: json(200, { status: 'SUCCESS', result: { Login: 'ana' } }) }),
    );
    const result = await h.api.session.login({ username: 'ana', password: 'segredo' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-response', retryable: true } });
    if (!result.ok) expect(errorText(result.error, 'pt-BR')).toMatch(/token de acesso/);
    expect(data(await h.api.session.current()).loggedIn).toBe(false);
  });
});

describe('what a login says when the answer does not come', () => {
  it('a closed port: "não foi possível conectar ao servidor", on login and on the connection test', async () => {
    const h = await onTest(`http://127.0.0.1:${await closedPort()}`);
    const result = await h.api.session.login({ username: 'ana', password: 'segredo' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unreachable', retryable: true } });
    if (!result.ok) {
      expect(errorText(result.error, 'pt-BR')).toMatch(/Não foi possível conectar ao servidor/);
      expect(errorText(result.error, 'en')).toMatch(/Could not connect to the server/);
    }
    const test = data(await h.api.settings.testConnection({ environment: 'test' }));
    expect(test).toMatchObject({ outcome: 'unreachable' });
    expect(errorText(test, 'pt-BR')).toMatch(/Não foi possível conectar ao servidor/);
  });

  it('a lost answer (the connection drops after the request) is "tente de novo", never "outcome unknown"', async () => {
    const h = await onTest(await fakeService({ [LOGIN_PATH]: (req) => req.socket.destroy() }));
    const result = await h.api.session.login({ username: 'ana', password: 'segredo' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).not.toBe('outcome-unknown');
    expect(result.error.retryable).toBe(true);
    expect(errorText(result.error, 'pt-BR')).toMatch(/Tente de novo/);
    expect(errorText(result.error, 'pt-BR')).not.toMatch(/Não sabemos/);
  });

  it('an unreadable login answer (not JSON) is an invalid answer to try again, not "outcome unknown"', async () => {
    const h = await onTest(
      await fakeService({
        [LOGIN_PATH]: (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>'),
      }),
    );
    const result = await h.api.session.login({ username: 'ana', password: 'segredo' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-response' } });
  });
});

describe('a customer with gaps opens, with the gaps reported', () => {
  it('Op8 with numero null, obito absent, valorRenda as text, emails absent, documentos null', async () => {
    const customer = {
      cliente: {
        id: 1,
        nome: 'Cliente Com Lacunas',
        cpf: '52998224725',
        dataNascimento: '1970-05-04T03:00:00Z',
        sexo: 'F',
        estadoCivil: 'CASADA',
        nacionalidade: 'BRASILEIRA',
        nomeMae: null,
        valorRenda: '3520.50',
        profissao: null,
        enderecos: [
          {
            id: 1,
            tipo: 'RESIDENCIAL',
            endereco: 'Rua A',
            numero: null,
            bairro: 'Centro',
            cep: '01000000',
            municipio: { codigo: 1, nome: 'São Paulo' },
            estado: { codigo: 35, nome: 'São Paulo', sigla: 'SP' },
            pais: { nome: 'BRASIL', sigla: 'BR' },
          },
        ],
        contato: { telefones: [] },
        documentos: null,
        linhasNegocio: [],
        dataAtualizacao: '2026-01-01',
      },
    };
    const h = await onTest(
      await fakeService({ [LOGIN_PATH]: json(200, { accessToken: TOKEN }), '/': json(200, customer) }),
    );
    data(await h.api.session.login({ username: 'ana', password: 'segredo' }));
    const read = data(await h.api.customers.getCustomer({ path: { idpessoafisica: '52998224725' } }));
    expect(read.data.cliente).toMatchObject({
      valorRenda: 3520.5,
      nomeMae: null,
      obito: null,
      profissao: null,
      documentos: [],
      contato: { emails: [] },
    });
    expect(read.data.cliente?.enderecos[0]?.numero).toBeNull();
    const kinds = Object.fromEntries(read.drift.entries.map((e) => [e.path, e.kind]));
    expect(kinds).toMatchObject({
      'cliente.valorRenda': 'coerced',
      'cliente.obito': 'absent',
      'cliente.nomeMae': 'null',
      'cliente.contato.emails': 'absent',
      'cliente.documentos': 'null',
      'cliente.enderecos[].numero': 'null',
      'cliente.dataAtualizacao': 'extra',
    });
    const view = data(await h.api.diagnostics.contractDrift());
    expect(view.operations.find((o) => o.operation === 'op8')).toMatchObject({ answers: 1, answersWithDrift: 1 });
  });
});
