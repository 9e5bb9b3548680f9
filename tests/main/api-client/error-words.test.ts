/**
 * The service's words, in ours (D217), for every error body style and status (properties): the main message is
 * always Balcão's, chosen by status; the service's reason comes beneath it (details) and per field; the gateway's
 * stock English is never the main message and never shown beneath it; what the service said is text, kept as is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationDefs, type OperationId } from '../../../src-shared/contract';
import { ApiError } from '../../../src-main/api-client/api-error';
import { isGatewayBoilerplate } from '../../../src-main/api-client/gateway-boilerplate';
import { readResponse } from '../../../src-main/api-client/read-response';
import { toIpcError } from '../../../src-main/ipc/to-ipc-error';
import { errorText } from '../../../src-renderer/i18n/error-text';

const BOILERPLATE = [
  'Rate limit is exceeded. Try again in 1 seconds.',
  'Forbidden',
  'Internal server error',
  'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  'One or more validation errors occurred.',
  'Not Found',
  'Service Unavailable',
];

/** A reason as a Brazilian service words it: any text with a letter, markup included (it stays text). */
const reason = fc
  .tuple(
    fc.constantFrom(
      'O campo conta é inválido.',
      'Cliente sem produto VIDA.',
      '<b>Proposta</b> não encontrada.',
      'Valor mínimo R$ 100,00',
    ),
    fc.string({ maxLength: 20 }),
  )
  // eslint-disable-next-line no-control-regex -- the reader turns control characters into spaces: left out of the expectation
  .map(([text, tail]) => `${text}${tail.replace(/[\u0000-\u001f\u007f]/g, '')}`.trim())
  .filter((text) => !isGatewayBoilerplate(text));

type Shape = (reason: string, field: string, boilerplate: string) => unknown;
const SHAPES: Record<string, Shape> = {
  ErrorBody: (r) => ({ status: '422', mensagem: r }),
  message: (r) => ({ status: 400, message: r }),
  Mensagens: (r) => ({ Mensagens: [r] }),
  Mensagem: (r) => ({ Mensagem: r }),
  errorsList: (r, f) => ({ errors: [{ code: 'X1', message: r, field: f }] }),
  aspNet: (r, f, b) => ({
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: b,
    status: 400,
    errors: { [f]: [r] },
    traceId: '00-abc',
  }),
  problem: (r, _f, b) => ({ type: 'about:blank', title: b, status: 422, detail: r }),
  errorObject: (r) => ({ error: { code: 'E', message: r } }),
};

const STATUSES = [400, 403, 404, 409, 422, 429, 500, 502, 503];
const READ: OperationId = 'op8';
const WRITE: OperationId = 'op5';

function ipcFor(id: OperationId, status: number, body: unknown) {
  let thrown: unknown;
  try {
    readResponse(id, operationDefs[id], {
      status,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify(body),
      tokenSent: true,
    });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ApiError);
  return { api: thrown as ApiError, ipc: toIpcError(thrown, () => undefined) };
}

describe("the service's words, in ours", () => {
  it('every body style and status: our message first, the reason beneath, per field when named (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SHAPES)),
        fc.constantFrom(...STATUSES),
        reason,
        fc.constantFrom('conta', 'Conta', 'dadosBancarios.conta'),
        fc.constantFrom(...BOILERPLATE),
        fc.constantFrom(READ, WRITE),
        (shape, status, text, field, boilerplate, id) => {
          const { api, ipc } = ipcFor(id, status, SHAPES[shape]!(text, field, boilerplate));
          const expectedReason = text.length > 500 ? `${text.slice(0, 500)}…` : text;
          // Ours, by status: the reason is never the main message, in either language.
          expect(errorText(ipc, 'pt-BR')).not.toContain(expectedReason);
          expect(errorText(ipc, 'en')).not.toContain(expectedReason);
          expect(api.said).toEqual(
            new ApiError({
              operation: id,
              kind: 'http',
              status,
              ...(api.authRejected ? { authRejected: api.authRejected } : {}),
            }).said,
          );
          // Beneath: the reason, as text; no boilerplate.
          expect(ipc.details).toContain(expectedReason);
          for (const b of BOILERPLATE) expect(ipc.details).not.toContain(b);
          if (shape === 'errorsList' || shape === 'aspNet')
            expect(ipc.serviceFieldErrors).toEqual({ [field]: expectedReason });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a gateway body (APIM shape or a bare reason phrase) is never shown: our message alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOILERPLATE),
        fc.constantFrom(...STATUSES),
        fc.boolean(),
        (boilerplate, status, apimShape) => {
          const body = apimShape ? { statusCode: status, message: boilerplate } : { message: boilerplate };
          const { ipc } = ipcFor(READ, status, body);
          expect(ipc.details).toEqual([]);
          expect(`${errorText(ipc, 'pt-BR')} ${errorText(ipc, 'en')}`).not.toContain(boilerplate);
        },
      ),
    );
  });

  it('a 429 is "not processed": a read may be sent again, a write is offered to be sent again, never outcome unknown', () => {
    const read = ipcFor(READ, 429, { statusCode: 429, message: BOILERPLATE[0] }).ipc;
    expect(read).toMatchObject({ code: 'rate-limited', retryable: true, words: { code: 'service.readRateLimited' } });
    const write = ipcFor(WRITE, 429, { statusCode: 429, message: BOILERPLATE[0] }).ipc;
    expect(write).toMatchObject({ code: 'rate-limited', retryable: true, words: { code: 'service.writeRateLimited' } });
    expect(write.code).not.toBe('outcome-unknown');
  });
});
