/** Every error body style the service (or something in front of it) may answer with. */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_KEY_DENIED } from '../../../src-shared/contract';
import { readErrorBody } from '../../../src-main/api-client/read-error-body';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('readErrorBody', () => {
  it('ErrorBody with a plain code: the message, no sub-code', () => {
    expect(readErrorBody(404, JSON_TYPE, '{"status":"404","mensagem":"Proposta não encontrada."}')).toEqual({
      messages: ['Proposta não encontrada.'],
      shape: 'ErrorBody',
    });
  });

  it('ErrorBody with a sub-code keeps it', () => {
    expect(readErrorBody(422, JSON_TYPE, '{"status":"422.2","mensagem":"Cliente sem produto VIDA."}')).toEqual({
      messages: ['Cliente sem produto VIDA.'],
      subCode: '422.2',
      shape: 'ErrorBody',
    });
  });

  it("Op11's schema variant names the message `message`", () => {
    expect(readErrorBody(404, JSON_TYPE, '{"status":"404.1","message":"Módulo não encontrado."}')).toEqual({
      messages: ['Módulo não encontrado.'],
      subCode: '404.1',
      shape: 'ErrorBody',
    });
  });

  it("Op4's Mensagens: every message, in order", () => {
    const body = JSON.stringify({
      Mensagens: ['O valor mínimo é R$ 100,00.', 'A soma dos percentuais deve ser 100%.'],
    });
    expect(readErrorBody(422, JSON_TYPE, body)).toEqual({
      messages: ['O valor mínimo é R$ 100,00.', 'A soma dos percentuais deve ser 100%.'],
      shape: 'Mensagens',
    });
  });

  it("Op4's Mensagem", () => {
    expect(readErrorBody(500, JSON_TYPE, '{"Mensagem":"Erro interno."}')).toEqual({
      messages: ['Erro interno.'],
      shape: 'Mensagem',
    });
  });

  it("the gateway's statusCode/message", () => {
    expect(
      readErrorBody(401, JSON_TYPE, JSON.stringify({ statusCode: 401, message: SUBSCRIPTION_KEY_DENIED })),
    ).toEqual({
      messages: [SUBSCRIPTION_KEY_DENIED],
      shape: 'Gateway',
    });
  });

  it('an empty body (D9) gives no messages', () => {
    expect(readErrorBody(404, undefined, '')).toEqual({ messages: [], shape: 'empty' });
    expect(readErrorBody(404, JSON_TYPE, '  \n')).toEqual({ messages: [], shape: 'empty' });
  });

  it('an HTML error page never leaks into messages', () => {
    const html = '<html><body><h1>502 Bad Gateway</h1><pre>stack trace at /srv/app</pre></body></html>';
    expect(readErrorBody(502, 'text/html', html)).toEqual({ messages: [], shape: 'not-json' });
    // Even when a proxy labels it JSON.
    expect(readErrorBody(502, JSON_TYPE, html)).toEqual({ messages: [], shape: 'not-json' });
    // Or labels nothing.
    expect(readErrorBody(502, undefined, html)).toEqual({ messages: [], shape: 'not-json' });
  });

  it('unexpected JSON gives no messages', () => {
    expect(readErrorBody(500, JSON_TYPE, '{"error":{"detail":"x"}}')).toEqual({ messages: [], shape: 'unexpected' });
    expect(readErrorBody(500, JSON_TYPE, '["a","b"]')).toEqual({ messages: [], shape: 'unexpected' });
    expect(readErrorBody(500, JSON_TYPE, '"texto"')).toEqual({ messages: [], shape: 'unexpected' });
    expect(readErrorBody(500, JSON_TYPE, 'null')).toEqual({ messages: [], shape: 'unexpected' });
  });

  it('ignores non-text entries, blank messages, and bounds huge ones', () => {
    const body = JSON.stringify({ Mensagens: ['Primeira.', 42, '  ', null, 'x'.repeat(2000)] });
    const read = readErrorBody(422, JSON_TYPE, body);
    expect(read.messages).toHaveLength(2);
    expect(read.messages[0]).toBe('Primeira.');
    expect(read.messages[1]!.length).toBeLessThanOrEqual(501);
  });

  it('ErrorBody with a numeric status still reads, and a status text that is not a sub-code is not one', () => {
    expect(readErrorBody(400, JSON_TYPE, '{"status":400,"mensagem":"Inválido."}')).toEqual({
      messages: ['Inválido.'],
      shape: 'ErrorBody',
    });
    expect(readErrorBody(400, JSON_TYPE, '{"status":"BAD","mensagem":"Inválido."}')).toEqual({
      messages: ['Inválido.'],
      shape: 'ErrorBody',
    });
  });
});
