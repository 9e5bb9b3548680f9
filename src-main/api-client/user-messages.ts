/**
 * The sentence shown to the employee for an ApiError, in pt-BR (the app's
 * language) and English (support, logs read by the vendor): always ours,
 * chosen by status and kind (D217). The service's own reason is shown
 * beneath it, apart (IpcError.details): never as the main message, which
 * would put a gateway's English or a framework's stock text first.
 */
import type { OperationId } from '../../src-shared/contract';
import type { ApiErrorInit } from './api-error';

export interface UserMessages {
  pt: string;
  en: string;
}

type Settled = ApiErrorInit & { messages: string[]; outcomeUnknown: boolean };

const pair = (pt: string, en: string): UserMessages => ({ pt, en });

export const OUTCOME_UNKNOWN = pair(
  'Não sabemos se a operação foi concluída: a resposta não chegou. Confira o histórico antes de enviar de novo.',
  'We do not know whether the operation went through: the answer never arrived. Check the history before sending it again.',
);

const CUSTOMER_OR_CERTIFICATE = pair('Cliente ou certificado não encontrado.', 'Customer or certificate not found.');

/** Operations whose 404 has no body (D9): what was not found, in words. */
const NOT_FOUND: Partial<Record<OperationId, UserMessages>> = {
  op4: CUSTOMER_OR_CERTIFICATE,
  op8: pair('Cliente não encontrado.', 'Customer not found.'),
  op12: CUSTOMER_OR_CERTIFICATE,
  op14: pair(
    'Cliente, certificado, cobertura ou fundo não encontrado.',
    'Customer, certificate, coverage or fund not found.',
  ),
  op15: CUSTOMER_OR_CERTIFICATE,
  op16: pair(
    'Cliente, certificado, cobertura ou fundo não encontrado.',
    'Customer, certificate, coverage or fund not found.',
  ),
  op19: pair(
    'Cliente, certificado ou processo de renda não encontrado.',
    'Customer, certificate or income process not found.',
  ),
  op21: CUSTOMER_OR_CERTIFICATE,
};

const BY_STATUS: Record<number, UserMessages> = {
  400: pair('O serviço recusou a requisição.', 'The service rejected the request.'),
  403: pair('Você não tem permissão para esta operação.', 'You are not allowed to perform this operation.'),
  404: pair('Registro não encontrado.', 'Record not found.'),
  415: pair('O serviço recusou o formato dos dados enviados.', 'The service rejected the media type sent.'),
  422: pair('O serviço não pôde processar a operação.', 'The service could not process the operation.'),
  500: pair('Erro interno no serviço. Tente novamente mais tarde.', 'Internal error in the service. Try again later.'),
  503: pair(
    'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    'The service is temporarily unavailable. Try again shortly.',
  ),
};

function httpMessages(error: Pick<Settled, 'status' | 'authRejected' | 'operation'>): UserMessages {
  const status = error.status ?? 0;
  if (status === 401) {
    if (error.authRejected === 'key')
      return pair('A chave de assinatura foi recusada.', 'The subscription key was refused.');
    if (error.authRejected === 'token')
      return pair('Sua sessão expirou: entre novamente.', 'Your session has expired: log in again.');
  }
  return (
    (status === 404 ? NOT_FOUND[error.operation] : undefined) ??
    BY_STATUS[status] ??
    (status === 401 ? pair('Usuário ou senha inválidos.', 'Invalid user name or password.') : undefined) ??
    pair(`O serviço respondeu com erro (HTTP ${status}).`, `The service answered with an error (HTTP ${status}).`)
  );
}

export function userMessagesFor(error: Settled): UserMessages {
  // Before anything else: sending again blindly could duplicate a contribution or a claim.
  if (error.outcomeUnknown) return OUTCOME_UNKNOWN;
  switch (error.kind) {
    case 'invalid-request':
      return pair(`Corrija os dados: ${error.messages.join(' ')}`, `Fix the data: ${error.messages.join(' ')}`);
    case 'no-key':
      return pair(
        'Nenhuma chave de assinatura válida configurada: informe a chave nas configurações.',
        'No valid subscription key is configured: enter it in the settings.',
      );
    case 'not-logged-in':
      return pair('Entre com seu usuário para usar esta operação.', 'Log in to use this operation.');
    case 'timeout':
      return pair('O serviço não respondeu a tempo.', 'The service did not answer in time.');
    case 'network':
      return error.connectFailed
        ? pair(
            'Não foi possível conectar ao servidor. Confira a rede e o endereço do ambiente nas Configurações, e tente de novo.',
            'Could not connect to the server. Check the network and the environment address in Settings, and try again.',
          )
        : pair(
            'A conexão com o servidor caiu antes da resposta. Tente de novo.',
            'The connection to the server dropped before the answer. Try again.',
          );
    case 'cancelled':
      return pair('A operação foi cancelada.', 'The operation was cancelled.');
    case 'invalid-response':
      return pair('O serviço respondeu em um formato inesperado.', 'The service answered in an unexpected format.');
    case 'redirect': {
      const how = `${error.status ? ` (HTTP ${error.status})` : ''}${error.redirectOrigin ? ` para ${error.redirectOrigin}` : ''}`;
      const howEn = `${error.status ? ` (HTTP ${error.status})` : ''}${error.redirectOrigin ? ` to ${error.redirectOrigin}` : ''}`;
      return pair(
        `O serviço respondeu com um redirecionamento${how}. Por segurança o Balcão não segue redirecionamentos: nada foi enviado a outro endereço. Confira o endereço configurado nas Configurações.`,
        `The service answered with a redirect${howEn}. For security Balcão does not follow redirects: nothing was sent to another address. Check the address in Settings.`,
      );
    }
    case 'http':
      return httpMessages(error);
  }
}
