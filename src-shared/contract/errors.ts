/**
 * Error bodies exactly as the spec shows them, and the per-operation error
 * styles built from them. The sandbox writes them; the client reads them.
 */
import { z } from 'zod';

/** `ErrorBody`: most operations. `status` repeats the HTTP code, sometimes with a sub-code ("400.1"). */
export const ErrorBody = z
  .object({ status: z.string(), mensagem: z.string() })
  .meta({ id: 'ErrorBody', description: 'Corpo de erro padrão: status HTTP (às vezes com subcódigo) e mensagem.' });

/** Op11's schema names the message `message` (its samples use `mensagem`): readers accept both. */
export const ErrorBodyMessage = z
  .object({ status: z.string(), message: z.string() })
  .meta({ id: 'ErrorBodyMessage', description: 'Variante do ErrorBody com o campo `message` (esquema da Op11).' });

/** Op4 422. */
export const MensagensBody = z
  .object({ Mensagens: z.array(z.string()) })
  .meta({ id: 'MensagensBody', description: 'Erros de negócio da Op4 (422).' });

/** Op4 500. */
export const MensagemBody = z
  .object({ Mensagem: z.string() })
  .meta({ id: 'MensagemBody', description: 'Erro interno da Op4 (500).' });

/**
 * Where the spec shows no 401 body, the subscription-key check answers as the
 * API gateway in front of the service does (decision D3, docs/adr).
 */
export const GatewayErrorBody = z
  .object({ statusCode: z.number().int(), message: z.string() })
  .meta({ id: 'GatewayErrorBody', description: 'Resposta do gateway de API quando a chave de assinatura é recusada.' });

export type ErrorShape = 'ErrorBody' | 'Mensagens' | 'Mensagem' | 'Gateway' | 'none';

export const errorShapeSchemas = {
  ErrorBody,
  Mensagens: MensagensBody,
  Mensagem: MensagemBody,
  Gateway: GatewayErrorBody,
} as const;

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 415 | 422 | 500 | 503;

export interface ErrorSpec {
  /** Body shape of this status for this operation. */
  shape: ErrorShape;
  /** Text of `status` in ErrorBody: the plain code or a sub-code such as "422.2". */
  code: string;
  /** False where the spec does not list the status and we had to decide it (see decisions). */
  listed: boolean;
  description: string;
}

/** The spec's message for a missing, invalid or inactive subscription key. */
export const SUBSCRIPTION_KEY_DENIED =
  'Acesso negado: chave de assinatura inválida. Informe uma chave válida de uma assinatura ativa.';

export const STATUS_TITLES: Record<HttpErrorStatus, string> = {
  400: 'Requisição inválida',
  401: 'Não autorizado: chave de assinatura ou token ausente ou inválido',
  403: 'Sem autorização ou privilégio insuficiente',
  404: 'Recurso não encontrado',
  415: 'Tipo de mídia inválido',
  422: 'Erro de negócio: a entidade não pode ser processada',
  500: 'Erro interno do servidor',
  503: 'Serviço indisponível',
};
