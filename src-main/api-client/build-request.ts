/**
 * Main process. Turns a caller's request into the exact HTTP request the contract
 * describes, or refuses it. Everything is checked here, before anything
 * leaves the machine: path parameters (`input` schema, then `encode`, then
 * the `wire` schema as a last guard), query and body (their zod schemas),
 * the configuration (base URL, company code), the subscription key and, on
 * Op6/Op18, the login. What is sent is the schemas' output: a trimmed name
 * is sent trimmed, a coerced page number as the number. A part the same
 * schema already accepted in this process (an IPC channel's input, D171) is
 * sent as it is: the one parse was at the trust boundary.
 */
import type { z } from 'zod';
import {
  isAccepted,
  operationDefs,
  type HttpMethod,
  type OperationDef,
  type OperationId,
} from '../../src-shared/contract';
import { ApiError } from './api-error';
import type { InvalidField } from './api-error-init';
import { formatCompanyCode } from './company-code';
import { safeParsePtBr } from '../../src-shared/zod-pt-br';

export interface RequestSettings {
  baseUrl: string;
  /** Digits as configured for the environment; formatted per operation (D12). */
  companyCode: string;
  subscriptionKey: string | undefined;
  accessToken: string | undefined;
}

export interface BuiltRequest {
  operation: OperationId;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON text of the validated body; absent on operations without one. */
  body?: string;
}

/** What arrives at run time, whatever the static type said (IPC payloads included). */
interface LooseRequest {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Visible ASCII only: anything else cannot travel in a header (and would make fetch throw after we promised nothing was sent). */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

function fieldsFromIssues(
  where: InvalidField['in'],
  issues: readonly z.core.$ZodIssue[],
  prefix?: string,
): InvalidField[] {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
    const field = path || unknownKeys || (where === 'body' ? 'corpo' : 'consulta');
    return { in: where, field, message: issue.message };
  });
}

function buildPath(op: OperationDef, given: Record<string, unknown>, problems: InvalidField[]): string {
  const accepted = isAccepted(given, op.pathParams);
  for (const name of Object.keys(given)) {
    if (!(name in op.pathParams))
      problems.push({ in: 'path', field: name, message: 'Parâmetro não existe nesta operação.' });
  }
  const segments: Record<string, string> = {};
  for (const [name, def] of Object.entries(op.pathParams)) {
    let value = given[name] as string;
    if (!accepted) {
      const input = safeParsePtBr(def.input, given[name]);
      if (!input.success) {
        problems.push(...fieldsFromIssues('path', input.error.issues, name));
        continue;
      }
      value = input.data;
    }
    const encoded = def.encode(value);
    // The wire guard, unless it would parse the very value the very same schema accepted (most parameters:
    // wire === input, encode is the identity): the same pure check gives the same verdict.
    if (def.wire === def.input && encoded === value) {
      segments[name] = encodeURIComponent(encoded);
      continue;
    }
    const wire = safeParsePtBr(def.wire, encoded);
    if (!wire.success) problems.push(...fieldsFromIssues('path', wire.error.issues, name));
    else segments[name] = encodeURIComponent(wire.data);
  }
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? '');
}

function buildQuery(op: OperationDef, given: Record<string, unknown> | undefined, problems: InvalidField[]): string {
  if (!op.query) {
    const names = Object.keys(given ?? {});
    if (names.length > 0)
      problems.push({
        in: 'query',
        field: names.join(', '),
        message: 'Esta operação não aceita parâmetros de consulta.',
      });
    return '';
  }
  let query = given;
  if (!isAccepted(given, op.query)) {
    const parsed = safeParsePtBr(op.query, given ?? {});
    if (!parsed.success) {
      problems.push(...fieldsFromIssues('query', parsed.error.issues));
      return '';
    }
    query = parsed.data as Record<string, unknown>;
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function buildBody(op: OperationDef, given: unknown, problems: InvalidField[]): string | undefined {
  if (!op.body) {
    if (given !== undefined) problems.push({ in: 'body', field: 'corpo', message: 'Esta operação não aceita corpo.' });
    return undefined;
  }
  if (isAccepted(given, op.body)) return JSON.stringify(given);
  const parsed = safeParsePtBr(op.body, given);
  if (!parsed.success) {
    problems.push(...fieldsFromIssues('body', parsed.error.issues));
    return undefined;
  }
  return JSON.stringify(parsed.data);
}

/** The last base URL found valid, and its form without trailing slashes: a client sends every call to the same one. */
let lastValidBase: { given: string; base: string } | undefined;

function checkBaseUrl(baseUrl: string, problems: InvalidField[]): string {
  if (lastValidBase?.given === baseUrl) return lastValidBase.base;
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    problems.push({
      in: 'config',
      field: 'baseUrl',
      message: 'O endereço do serviço configurado é inválido (use http:// ou https://).',
    });
    return baseUrl.replace(/\/+$/, '');
  }
  lastValidBase = { given: baseUrl, base: baseUrl.replace(/\/+$/, '') };
  return lastValidBase.base;
}

export function buildRequest(id: OperationId, request: unknown, settings: RequestSettings): BuiltRequest {
  const op = operationDefs[id];
  const given = (request ?? {}) as LooseRequest;
  const problems: InvalidField[] = [];

  const base = checkBaseUrl(settings.baseUrl, problems);
  const company = formatCompanyCode(op.companyCode, settings.companyCode);
  if (company.problem) problems.push({ in: 'config', field: 'CodigoEmpresa', message: company.problem });
  const path = buildPath(op, given.path ?? {}, problems);
  const query = buildQuery(op, given.query, problems);
  const body = buildBody(op, given.body, problems);
  if (problems.length > 0) {
    throw new ApiError({
      operation: id,
      kind: 'invalid-request',
      messages: problems.map((p) => `${p.field}: ${p.message}`),
      invalidFields: problems,
    });
  }

  const key = settings.subscriptionKey?.trim();
  if (!key) throw new ApiError({ operation: id, kind: 'no-key' });
  if (!HEADER_SAFE.test(key))
    throw new ApiError({
      operation: id,
      kind: 'no-key',
      messages: ['A chave de assinatura configurada contém caracteres inválidos.'],
    });

  const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': key, Accept: 'application/json' };
  if (company.value !== undefined) headers.CodigoEmpresa = company.value;
  // D1: Bearer on every operation but Op1; required on Op6 and Op18 only.
  const token = op.bearer === 'none' ? undefined : settings.accessToken?.trim();
  // A token that cannot travel in a header is a broken session, not a reason to call anonymously.
  if (token && !HEADER_SAFE.test(token)) throw new ApiError({ operation: id, kind: 'not-logged-in' });
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (op.bearer === 'required') throw new ApiError({ operation: id, kind: 'not-logged-in' });
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  return {
    operation: id,
    method: op.method,
    url: `${base}${path}${query}`,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}
