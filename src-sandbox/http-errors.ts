/** Errors the sandbox answers with, written in each operation's own error style. */
import {
  STATUS_TITLES,
  SUBSCRIPTION_KEY_DENIED,
  type ErrorSpec,
  type HttpErrorStatus,
  type OperationDef,
} from '../src-shared/contract';

/** Thrown by the pipeline and handlers; turned into the operation's error body. */
export class SandboxHttpError extends Error {
  readonly messages: string[];
  constructor(
    readonly status: HttpErrorStatus,
    messages: string | string[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.messages = list;
  }
}

export const notFound = (what: string) => new SandboxHttpError(404, `${what} não encontrado.`);
export const businessError = (messages: string | string[]) => new SandboxHttpError(422, messages);

export interface ErrorResponse {
  status: number;
  /** undefined: no body (the spec shows none for that status). */
  body?: unknown;
}

/**
 * The body for `status` on `op`. Statuses outside the operation's table (a
 * fault-injected 503 on a read, say) fall back to ErrorBody with the plain code.
 */
export function errorResponse(op: OperationDef, status: HttpErrorStatus, messages: string[]): ErrorResponse {
  const spec: ErrorSpec = op.errors[status] ?? {
    shape: 'ErrorBody',
    code: String(status),
    listed: false,
    description: '',
  };
  const text = messages.length > 0 ? messages.join(' ') : STATUS_TITLES[status];
  switch (spec.shape) {
    case 'none':
      return { status };
    case 'Gateway':
      return { status, body: { statusCode: status, message: text } };
    case 'Mensagens':
      return { status, body: { Mensagens: messages.length > 0 ? messages : [STATUS_TITLES[status]] } };
    case 'Mensagem':
      return { status, body: { Mensagem: text } };
    case 'ErrorBody':
      return { status, body: { status: spec.code, mensagem: text } };
  }
}

export const KEY_DENIED_MESSAGE = SUBSCRIPTION_KEY_DENIED;
export const TOKEN_INVALID_MESSAGE = 'Token de acesso ausente, inválido ou expirado. Autentique-se novamente.';
