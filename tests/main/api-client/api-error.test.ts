/** The normalized error: plain data for IPC, sentences for the employee, nothing secret. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-main/api-client/api-error';
import { classifyTransportFailure } from '../../../src-main/api-client/transport-failure';
import { sayWords } from '../../../src-shared/words/error-words';

describe('ApiError', () => {
  it('toJSON is plain data that survives structured cloning (IPC)', () => {
    const error = new ApiError({
      operation: 'op3',
      kind: 'http',
      status: 422,
      subCode: '422.2',
      messages: ['Cliente sem produto VIDA.'],
    });
    const json = error.toJSON();
    expect(structuredClone(json)).toEqual(json);
    expect(json).toEqual({
      name: 'ApiError',
      message: 'op3 http (422 422.2): Cliente sem produto VIDA.',
      operation: 'op3',
      kind: 'http',
      status: 422,
      subCode: '422.2',
      messages: ['Cliente sem produto VIDA.'],
      outcomeUnknown: false,
      retryable: false,
      said: { code: 'api.notProcessed', params: {} },
    });
  });

  it('masks CPFs in whatever the service said', () => {
    const error = new ApiError({
      operation: 'op8',
      kind: 'http',
      status: 404,
      messages: ['Cliente 52998224725 não encontrado.'],
    });
    expect(error.messages).toEqual(['Cliente ***.982.247-** não encontrado.']);
    expect(JSON.stringify(error.toJSON())).not.toContain('52998224725');
  });

  it('says what the employee needs to hear, in pt-BR and English', () => {
    const say = (init: ConstructorParameters<typeof ApiError>[0]) => [
      sayWords(new ApiError(init).said, 'pt-BR'),
      sayWords(new ApiError(init).said, 'en'),
    ];
    expect(say({ operation: 'op8', kind: 'http', status: 404 })).toEqual([
      'Cliente não encontrado.',
      'Customer not found.',
    ]);
    expect(say({ operation: 'op8', kind: 'network', connectFailed: true })[0]).toBe(
      'Não foi possível conectar ao servidor. Confira a rede e o endereço do ambiente nas Configurações, e tente de novo.',
    );
    expect(say({ operation: 'op8', kind: 'timeout' })[0]).toBe('O serviço não respondeu a tempo.');
    expect(
      say({ operation: 'op8', kind: 'http', status: 401, authRejected: 'key', messages: ['Acesso negado.'] })[0],
    ).toBe('A chave de assinatura foi recusada.');
    expect(say({ operation: 'op18', kind: 'http', status: 401, authRejected: 'token' })[0]).toBe(
      'Sua sessão expirou: entre novamente.',
    );
    expect(say({ operation: 'op3', kind: 'timeout', outcomeUnknown: true })).toEqual([
      'Não sabemos se a operação foi concluída: a resposta não chegou. Confira o histórico antes de enviar de novo.',
      'We do not know whether the operation went through: the answer never arrived. Check the history before sending it again.',
    ]);
    expect(say({ operation: 'op20', kind: 'http', status: 503 })[0]).toMatch(/temporariamente indisponível/);
  });
});

describe('transport failures: did the request leave?', () => {
  // Error shapes as Node's fetch (undici) and Electron's net.fetch produce them, wrapped as axios wraps them.
  const wrapped = (cause: unknown, code = 'ERR_NETWORK') =>
    Object.assign(new Error('Network Error'), { code, cause, isAxiosError: true });
  const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

  it('refused, unresolved or unreachable: nothing was sent', () => {
    expect(classifyTransportFailure(wrapped(withCode('ECONNREFUSED')))).toEqual({
      kind: 'network',
      code: 'ECONNREFUSED',
      connectFailed: true,
    });
    expect(classifyTransportFailure(wrapped(withCode('ENOTFOUND'))).connectFailed).toBe(true);
    const happyEyeballs = Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {
      code: 'ECONNREFUSED',
    });
    expect(classifyTransportFailure(wrapped(happyEyeballs)).connectFailed).toBe(true);
    expect(classifyTransportFailure(wrapped(new Error('net::ERR_CONNECTION_REFUSED'), undefined))).toEqual({
      kind: 'network',
      code: 'net::ERR_CONNECTION_REFUSED',
      connectFailed: true,
    });
  });

  it('closed, reset or unrecognised: it may have arrived', () => {
    expect(classifyTransportFailure(wrapped(withCode('UND_ERR_SOCKET', 'other side closed'))).connectFailed).toBe(
      false,
    );
    expect(classifyTransportFailure(wrapped(withCode('ECONNRESET'))).connectFailed).toBe(false);
    expect(classifyTransportFailure(wrapped(new Error('net::ERR_CONNECTION_RESET'), undefined)).connectFailed).toBe(
      false,
    );
    expect(classifyTransportFailure(wrapped(new Error('something else'))).connectFailed).toBe(false);
  });

  it('our timeout and the caller giving up are told apart', () => {
    const controller = new AbortController();
    controller.abort();
    expect(classifyTransportFailure(wrapped(undefined, 'ETIMEDOUT')).kind).toBe('timeout');
    // Our time limit aborts the attempt's signal: fetch rejects with a bare AbortError, the client says the limit fired.
    const abortError = new DOMException('This operation was aborted', 'AbortError');
    expect(classifyTransportFailure(wrapped(abortError), { timedOut: true })).toMatchObject({
      kind: 'timeout',
      connectFailed: false,
    });
    expect(classifyTransportFailure(new Error('aborted'), { callerSignal: controller.signal }).kind).toBe('cancelled');
    // The caller giving up wins over a time limit that fired meanwhile.
    expect(
      classifyTransportFailure(wrapped(abortError), { callerSignal: controller.signal, timedOut: true }).kind,
    ).toBe('cancelled');
  });
});
