/**
 * Raw HTTP requests to a sandbox, built from the contract but with every part
 * overridable, so tests can send exactly the broken request they mean to.
 */
import { expect } from 'vitest';
import { operations, type OperationDef, type OperationId } from '../../src-shared/contract';

export const KEYS = {
  atendente: 'sandbox-key-atendente-0001',
  consulta: 'sandbox-key-consulta-0002',
  inactive: 'sandbox-key-inativa-0003',
} as const;

export interface RawRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is (a string body is not re-encoded). */
  rawBody?: string;
  /** null removes a default header. */
  headers?: Record<string, string | null>;
  token?: string;
  key?: string | null;
  companyCode?: string | null;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export function companyCodeFor(op: OperationDef, code = 1): string | undefined {
  switch (op.companyCode) {
    case 'none':
      return undefined;
    case 'padded4':
    case 'integerPadded4':
      return String(code).padStart(4, '0');
    default:
      return String(code);
  }
}

export function buildUrl(
  baseUrl: string,
  op: OperationDef,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export async function send(baseUrl: string, id: OperationId, request: RawRequest = {}): Promise<RawResponse> {
  const op = operations[id] as OperationDef;
  const headers: Record<string, string> = {};
  const key = request.key === undefined ? KEYS.atendente : request.key;
  if (key !== null) headers['Ocp-Apim-Subscription-Key'] = key;
  const company = request.companyCode === undefined ? companyCodeFor(op) : request.companyCode;
  if (company !== null && company !== undefined) headers.CodigoEmpresa = company;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.rawBody !== undefined) body = request.rawBody;
  else if (request.body !== undefined) body = JSON.stringify(request.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const response = await fetch(buildUrl(baseUrl, op, request.params, request.query), {
    method: op.method,
    headers,
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Asserts the status and that the body has exactly the operation's error style for it. */
export function expectErrorStyle(id: OperationId, response: RawResponse, status: number): void {
  const op = operations[id] as OperationDef;
  expect(response.status, `${id} status (body: ${response.text.slice(0, 200)})`).toBe(status);
  const spec = op.errors[status as keyof typeof op.errors] ?? { shape: 'ErrorBody', code: String(status) };
  switch (spec.shape) {
    case 'none':
      expect(response.text).toBe('');
      return;
    case 'Gateway':
      expect(Object.keys(response.json as object).sort()).toEqual(['message', 'statusCode']);
      expect((response.json as { statusCode: number }).statusCode).toBe(status);
      return;
    case 'Mensagens': {
      expect(Object.keys(response.json as object)).toEqual(['Mensagens']);
      const list = (response.json as { Mensagens: unknown[] }).Mensagens;
      expect(list.length).toBeGreaterThan(0);
      for (const m of list) expect(typeof m).toBe('string');
      return;
    }
    case 'Mensagem':
      expect(Object.keys(response.json as object)).toEqual(['Mensagem']);
      expect(typeof (response.json as { Mensagem: unknown }).Mensagem).toBe('string');
      return;
    case 'ErrorBody':
      expect(Object.keys(response.json as object).sort()).toEqual(['mensagem', 'status']);
      expect((response.json as { status: string }).status).toBe(spec.code);
      expect((response.json as { mensagem: string }).mensagem.length).toBeGreaterThan(0);
  }
}

/** The message text of any error style, for assertions on wording. */
export function errorText(response: RawResponse): string {
  const body = response.json as Record<string, unknown> | undefined;
  if (!body) return '';
  return String(
    body.mensagem ?? body.message ?? body.Mensagem ?? (Array.isArray(body.Mensagens) ? body.Mensagens.join(' ') : ''),
  );
}
