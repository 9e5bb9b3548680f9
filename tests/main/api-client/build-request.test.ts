/** The request as it will travel, decided before anything is sent. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { buildRequest, type RequestSettings } from '../../../src-main/api-client/build-request';

const settings: RequestSettings = {
  baseUrl: 'https://api.example.com/',
  companyCode: '1',
  subscriptionKey: 'key-123',
  accessToken: undefined,
};
const CPF = '52998224725';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('buildRequest: headers', () => {
  it('formats CodigoEmpresa per operation (D12)', () => {
    const company = (id: Parameters<typeof buildRequest>[0], request: unknown, code = '1') =>
      buildRequest(id, request, { ...settings, companyCode: code }).headers.CodigoEmpresa;
    expect(company('op8', { path: { idpessoafisica: CPF } })).toBe('1');
    expect(company('op11', { path: { idmodulo: '7' } }, '0001')).toBe('1');
    expect(company('op7', { path: { idproposta: 'PV1' }, body: { dataAssinatura: '2026-01-02' } })).toBe('0001');
    expect(
      company('op1', {
        body: { predicate: { Username: 'a', Password: 'b' }, type: 'usuario', queryType: 'autenticacao' },
      }),
    ).toBeUndefined();
  });

  it('sends the key, Accept, JSON content type with a body, and the token as Bearer where used (D1)', () => {
    const built = buildRequest(
      'op7',
      { path: { idproposta: 'PV1' }, body: { dataAssinatura: '2026-01-02' } },
      { ...settings, accessToken: 'token-abcdefghij' },
    );
    expect(built.headers).toEqual({
      'Ocp-Apim-Subscription-Key': 'key-123',
      Accept: 'application/json',
      CodigoEmpresa: '0001',
      Authorization: 'Bearer token-abcdefghij',
      'Content-Type': 'application/json',
    });
    expect(built.method).toBe('PATCH');
    expect(built.body).toBe('{"dataAssinatura":"2026-01-02"}');
  });

  it('never sends a token to Op1', () => {
    const login = { body: { predicate: { Username: 'a', Password: 'b' }, type: 'usuario', queryType: 'autenticacao' } };
    expect(
      buildRequest('op1', login, { ...settings, accessToken: 'token-abcdefghij' }).headers.Authorization,
    ).toBeUndefined();
  });

  it('Op6 and Op18 without a token: not-logged-in; a configured key is required everywhere', () => {
    expect(refusal(() => buildRequest('op18', { path: { idcliente: CPF, idplano: 'P1' } }, settings)).kind).toBe(
      'not-logged-in',
    );
    expect(refusal(() => buildRequest('op20', {}, { ...settings, subscriptionKey: undefined })).kind).toBe('no-key');
    expect(refusal(() => buildRequest('op20', {}, { ...settings, subscriptionKey: '  ' })).kind).toBe('no-key');
    expect(
      refusal(() => buildRequest('op20', {}, { ...settings, subscriptionKey: 'chave\r\nX-Injected: 1' })).kind,
    ).toBe('no-key');
  });
});

describe('buildRequest: URL', () => {
  it('pads the Op13 certificate to 12 digits (D14) and joins the base URL without a double slash', () => {
    const built = buildRequest('op13', { path: { idcliente: CPF, idcertificado: '100231' } }, settings);
    expect(built.url).toBe(
      `https://api.example.com/experimental/relacionamento-parceiro/previdencia/pos-venda/v2/clientes/${CPF}/certificados/000000100231/canais-cobranca`,
    );
  });

  it('keeps a base path, and builds the query from the parsed values, dropping undefined', () => {
    const built = buildRequest(
      'op9',
      { path: { idcliente: CPF }, query: { pagina: '2', nome: 'José da Silva', matricula: undefined } },
      { ...settings, baseUrl: 'https://gw.example.com/parceiros' },
    );
    const url = new URL(built.url);
    expect(url.pathname).toBe(
      `/parceiros/experimental/relacionamento-cliente/previdencia/v1/clientes/${CPF}/portabilidades-internas`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ pagina: '2', nome: 'José da Silva' });
  });

  it('sends the parsed body (zod output), not the raw input', () => {
    const built = buildRequest(
      'op3',
      {
        path: { idcliente: CPF },
        body: {
          dataNascimentoSegurado: '1961-04-09',
          linhaNegocio: 'VIDA',
          nomeSegurado: '  José  ',
          email: 'a@example.com',
        },
      },
      settings,
    );
    expect(JSON.parse(built.body!)).toMatchObject({ nomeSegurado: 'José' });
  });
});

describe('buildRequest: invalid input never leaves', () => {
  it('reports every problem as `campo: mensagem`, in Portuguese, with the fields', () => {
    const error = refusal(() =>
      buildRequest(
        'op5',
        { path: { idcliente: '12345678900', idtitulo: 'abc' }, body: { banco: 0, agencia: '1234', conta: '1' } },
        settings,
      ),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.outcomeUnknown).toBe(false);
    expect(error.retryable).toBe(false);
    expect(error.messages).toEqual([
      'idcliente: CPF inválido (dígitos verificadores não conferem).',
      'idtitulo: Título: apenas dígitos (até 12).',
      'banco: O código do banco vai de 1 a 9999.',
    ]);
    expect(error.invalidFields?.map((f) => `${f.in}:${f.field}`)).toEqual([
      'path:idcliente',
      'path:idtitulo',
      'body:banco',
    ]);
  });

  it('nested body fields, unknown fields, missing path parameters and stray query parameters', () => {
    const signature = {
      linhaDeNegocio: 'VIDA',
      tipoDocumento: 'PROPOSTA',
      tipoAssinatura: 'HASH',
      idDocumento: 'PV1',
      hash: 'h',
      data: '2026-01-15T10:30:00-03:00',
      enderecoIP: '1.2.3',
      responsavel: { cpf: CPF, nome: 'Maria', email: 'm@example.com' },
      usuario: { login: 'x', email: 'x@example.com' },
      extra: 1,
    };
    const error = refusal(() => buildRequest('op2', { body: signature }, settings));
    expect(error.messages).toContain('enderecoIP: O endereço IP deve ter de 7 a 39 caracteres.');
    expect(error.messages.some((m) => m.startsWith('extra: '))).toBe(true);
    expect(refusal(() => buildRequest('op8', {}, settings)).messages[0]).toMatch(/^idpessoafisica: /);
    expect(refusal(() => buildRequest('op20', { query: { x: '1' } }, settings)).messages[0]).toMatch(/^x: /);
    expect(
      refusal(() => buildRequest('op9', { path: { idcliente: CPF }, query: { tamanhoPagina: '500' } }, settings))
        .messages,
    ).toEqual(['tamanhoPagina: No máximo 100 itens por página.']);
  });

  it('zod built-in messages come in Portuguese', () => {
    const error = refusal(() =>
      buildRequest(
        'op5',
        { path: { idcliente: CPF, idtitulo: '1' }, body: { banco: '341', agencia: '1', conta: '1' } },
        settings,
      ),
    );
    expect(error.messages).toEqual(['banco: O código do banco deve ser um número inteiro.']);
    const missing = refusal(() => buildRequest('op7', { path: { idproposta: 'PV1' }, body: {} }, settings));
    expect(missing.messages[0]).toMatch(/^dataAssinatura: /);
    expect(missing.messages[0]).not.toMatch(/expected|Invalid/);
  });

  it('a bad configuration is refused too', () => {
    expect(refusal(() => buildRequest('op20', {}, { ...settings, baseUrl: 'api.example.com' })).messages[0]).toMatch(
      /^baseUrl: /,
    );
    expect(refusal(() => buildRequest('op20', {}, { ...settings, companyCode: 'ABC' })).messages[0]).toMatch(
      /^CodigoEmpresa: /,
    );
    expect(
      refusal(() =>
        buildRequest(
          'op7',
          { path: { idproposta: 'PV1' }, body: { dataAssinatura: '2026-01-02' } },
          { ...settings, companyCode: '12345' },
        ),
      ).messages[0],
    ).toMatch(/^CodigoEmpresa: /);
  });
});
