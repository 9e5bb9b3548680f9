/**
 * Every shape of ApiError that words differ by: each operation, kind, status, key or token refused, connection
 * made or not, redirect target, with and without an unknown outcome. The sentences Balcão said for each, in both
 * languages, are kept in api-error-sentences.json (recorded from the former table in main before the words moved
 * to the phrasebook), and the phrasebook must say them word for word.
 */
import { operationDefs, type OperationId } from '../../../src-shared/contract';
import type { ApiErrorInit } from '../../../src-main/api-client/api-error-init';

const HTTP_STATUSES = [400, 401, 403, 404, 409, 415, 422, 429, 500, 502, 503] as const;
const AUTH = [undefined, 'key', 'token'] as const;

type Shape = Omit<ApiErrorInit, 'operation' | 'outcomeUnknown'>;

function shapes(): [string, Shape][] {
  const all: [string, Shape][] = [
    ['invalid-request', { kind: 'invalid-request' }],
    ['invalid-request+messages', { kind: 'invalid-request', messages: ['cpf: CPF inválido.', 'valor: obrigatório.'] }],
    ['no-key', { kind: 'no-key' }],
    ['not-logged-in', { kind: 'not-logged-in' }],
    ['timeout', { kind: 'timeout' }],
    ['cancelled', { kind: 'cancelled' }],
    ['invalid-response', { kind: 'invalid-response' }],
    ['network', { kind: 'network' }],
    ['network+connectFailed', { kind: 'network', connectFailed: true }],
    ['network+connected', { kind: 'network', connectFailed: false }],
  ];
  for (const status of [undefined, 302] as const)
    for (const origin of [undefined, 'https://outro.example.com'] as const)
      all.push([
        `redirect ${status ?? '-'} ${origin ?? '-'}`,
        { kind: 'redirect', ...(status ? { status } : {}), ...(origin ? { redirectOrigin: origin } : {}) },
      ]);
  all.push(['http -', { kind: 'http' }]);
  for (const status of HTTP_STATUSES)
    for (const auth of status === 401 ? AUTH : [undefined])
      all.push([`http ${status} ${auth ?? '-'}`, { kind: 'http', status, ...(auth ? { authRejected: auth } : {}) }]);
  return all;
}

export function apiErrorCases(): [string, ApiErrorInit][] {
  const cases: [string, ApiErrorInit][] = [];
  for (const operation of Object.keys(operationDefs) as OperationId[])
    for (const outcomeUnknown of [false, true])
      for (const [name, shape] of shapes())
        cases.push([
          `${operation} ${name}${outcomeUnknown ? ' unknown' : ''}`,
          { ...shape, operation, outcomeUnknown },
        ]);
  return cases;
}

/**
 * The connection test's HTTP answers (other than 401 and those that prove the key good), with and without the
 * service's reasons.
 */
export function verdictCases(): [string, number, string[], string][] {
  const reasons: [string, string[]][] = [
    ['none', []],
    ['blank', ['  ', '']],
    ['company', ['Empresa 3 não reconhecida.']],
    ['other', [' Falha no processamento. ', 'Tente depois.']],
  ];
  const cases: [string, number, string[], string][] = [];
  for (const status of [0, 302, 400, 409, 415, 422, 429, 500, 502, 503, 504])
    for (const [name, messages] of reasons) cases.push([`${status} ${name}`, status, messages, '0003']);
  return cases;
}
