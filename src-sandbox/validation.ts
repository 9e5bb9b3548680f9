/** Contract checks of one request, in the order a gateway and a service apply them. */
import type { z } from 'zod';
import type { CompanyCodeStyle, OperationDef } from '../src-shared/contract';
import { safeParsePtBr } from '../src-shared/zod-pt-br';
import { SandboxHttpError } from './http-errors';

const COMPANY_CODE_FORMAT: Record<Exclude<CompanyCodeStyle, 'none'>, RegExp> = {
  text: /^\d{1,10}$/,
  integer: /^\d{1,10}$/,
  padded4: /^\d{4}$/,
  integerPadded4: /^\d{4}$/,
};

const COMPANY_CODE_HINT: Record<Exclude<CompanyCodeStyle, 'none'>, string> = {
  text: 'informe o código da empresa (apenas dígitos)',
  integer: 'informe o código da empresa como número inteiro',
  padded4: 'informe o código da empresa com 4 dígitos (ex.: 0001)',
  integerPadded4: 'informe o código da empresa com 4 dígitos (ex.: 0001)',
};

/** A contract violation: answered with the operation's validation status. */
export class ContractViolation extends SandboxHttpError {}

export function violation(op: OperationDef, messages: string | string[]): ContractViolation {
  return new ContractViolation(op.validationStatus, messages);
}

export function formatIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.slice(0, 10).map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export function checkCompanyCode(op: OperationDef, header: string | undefined, accepted: readonly number[]): void {
  if (op.companyCode === 'none') return;
  if (header === undefined || !COMPANY_CODE_FORMAT[op.companyCode].test(header)) {
    throw violation(op, `Cabeçalho CodigoEmpresa ausente ou inválido: ${COMPANY_CODE_HINT[op.companyCode]}.`);
  }
  if (!accepted.includes(Number(header))) throw violation(op, `Empresa ${header} não reconhecida.`);
}

/** JSON media types: application/json with optional parameters, or a +json suffix. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true; // The spec makes Content-Type optional.
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export function checkMediaType(op: OperationDef, contentType: string | undefined): void {
  if (isJsonMediaType(contentType)) return;
  const status = op.errors[415]?.listed ? 415 : op.validationStatus;
  throw new ContractViolation(
    status,
    `Tipo de mídia não suportado (${String(contentType).slice(0, 60)}): envie application/json.`,
  );
}

export function parseJsonBody(op: OperationDef, raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) throw violation(op, 'Corpo da requisição ausente: envie um JSON.');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw violation(op, 'Corpo da requisição não é um JSON válido.');
  }
}

export function parseWith<T extends z.ZodType>(
  op: OperationDef,
  schema: T,
  value: unknown,
  prefix: string,
): z.output<T> {
  // zod's own wording in pt-BR where the contract wrote none, per parse (never z.config: see zod-pt-br.ts).
  const result = safeParsePtBr(schema, value);
  if (!result.success) throw violation(op, formatIssues(result.error, prefix));
  return result.data;
}
