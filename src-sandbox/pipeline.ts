/**
 * One request through one operation: gateway checks, contract validation,
 * privilege, then the operation's handler. Nothing changes state before all
 * checks passed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { customerCpfInPath, type OperationDef } from '../src-shared/contract';
import { type AccessControl, bearerToken, type Principal } from './access';
import { KEY_DENIED_MESSAGE, SandboxHttpError, TOKEN_INVALID_MESSAGE } from './http-errors';
import { checkCompanyCode, checkMediaType, ContractViolation, parseJsonBody, parseWith, violation } from './validation';

export interface ValidatedRequest {
  principal: Principal;
  params: Record<string, string>;
  /** The customer the path names, whatever its CPF parameter is called (the contract marks it, D168). */
  customerCpf: string | undefined;
  query: unknown;
  body: unknown;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function authenticate(op: OperationDef, headers: IncomingHttpHeaders, access: AccessControl): Principal {
  const rawKey = header(headers, 'ocp-apim-subscription-key');
  const key = access.checkKey(rawKey);
  if (!key) {
    if (rawKey === undefined) throw new ContractViolation(401, KEY_DENIED_MESSAGE);
    throw new SandboxHttpError(401, KEY_DENIED_MESSAGE);
  }
  const principal: Principal = { keyLabel: key.label, profile: key.profile };
  if (op.bearer === 'none') return principal;
  const token = bearerToken(header(headers, 'authorization'));
  if (token === null) throw new ContractViolation(401, TOKEN_INVALID_MESSAGE);
  if (token === undefined) {
    if (op.bearer === 'required') throw new SandboxHttpError(401, TOKEN_INVALID_MESSAGE);
    return principal;
  }
  const user = access.userForToken(token);
  if (!user) throw new SandboxHttpError(401, TOKEN_INVALID_MESSAGE);
  return { ...principal, user, profile: user.profile };
}

export function validateRequest(
  op: OperationDef,
  request: { headers: IncomingHttpHeaders; params: unknown; query: unknown; body: unknown },
  companyCodes: readonly number[],
): Omit<ValidatedRequest, 'principal'> {
  checkCompanyCode(op, header(request.headers, 'codigoempresa'), companyCodes);

  const params: Record<string, string> = {};
  const rawParams = (request.params ?? {}) as Record<string, string>;
  for (const [name, def] of Object.entries(op.pathParams)) {
    params[name] = parseWith(op, def.wire, rawParams[name], name);
  }

  let query: unknown = {};
  const rawQuery = (request.query ?? {}) as Record<string, unknown>;
  if (op.query) query = parseWith(op, op.query, rawQuery, 'query');
  else if (Object.keys(rawQuery).length > 0)
    throw violation(op, `Parâmetros de consulta não aceitos: ${Object.keys(rawQuery).slice(0, 5).join(', ')}.`);

  let body: unknown;
  if (op.body) {
    checkMediaType(op, header(request.headers, 'content-type'));
    body = parseWith(op, op.body, parseJsonBody(op, request.body as Buffer | undefined), 'body');
  } else if (
    (request.body instanceof Buffer && request.body.length > 0) ||
    Number(header(request.headers, 'content-length') ?? 0) > 0 ||
    header(request.headers, 'transfer-encoding')
  ) {
    // Fastify does not read bodies on GET: the headers tell that one was sent.
    throw violation(op, 'Esta operação não aceita corpo na requisição.');
  }
  return { params, customerCpf: customerCpfInPath(params), query, body };
}

export function checkPrivilege(op: OperationDef, principal: Principal): void {
  if (principal.profile === 'consulta' && op.kind === 'write') {
    throw new SandboxHttpError(403, 'Perfil somente consulta: sem permissão para esta operação.');
  }
  if (principal.profile === 'bloqueado' && op.errors[403]) {
    throw new SandboxHttpError(403, 'Usuário sem privilégio para este recurso.');
  }
}
