/**
 * Shared. The API client's answers and the connection test's verdicts in words (codes: api-error-codes.ts), pt-BR
 * first and English second; part of the one phrasebook (error-words.ts). Balcão's words come first, chosen by
 * kind and status (D217); the service's own reason is quoted only where the code carries it. Each language is
 * its own export, spread into that language's phrasebook (checked by tests/shared/words/error-words.test.ts).
 */
import type { ApiErrorParams, MissingRecord } from './api-error-codes';

type ApiPhrasebook = { readonly [K in keyof ApiErrorParams]: (params: ApiErrorParams[K]) => string };

const MISSING_PT: Record<MissingRecord, string> = {
  record: 'Registro não encontrado.',
  customer: 'Cliente não encontrado.',
  'customer-or-certificate': 'Cliente ou certificado não encontrado.',
  'customer-certificate-coverage-or-fund': 'Cliente, certificado, cobertura ou fundo não encontrado.',
  'customer-certificate-or-income-process': 'Cliente, certificado ou processo de renda não encontrado.',
};
const MISSING_EN: Record<MissingRecord, string> = {
  record: 'Record not found.',
  customer: 'Customer not found.',
  'customer-or-certificate': 'Customer or certificate not found.',
  'customer-certificate-coverage-or-fund': 'Customer, certificate, coverage or fund not found.',
  'customer-certificate-or-income-process': 'Customer, certificate or income process not found.',
};

const quotedPt = (said: string | undefined) => (said ? ` O serviço informou: «${said}».` : '');
const quotedEn = (said: string | undefined) => (said ? ` The service said: “${said}”.` : '');
const httpStatus = (status: number | undefined) => (status ? ` (HTTP ${status})` : '');

export const apiErrorWordsPt: ApiPhrasebook = {
  'api.outcomeUnknown': () =>
    'Não sabemos se a operação foi concluída: a resposta não chegou. Confira o histórico antes de enviar de novo.',
  'api.invalidRequest': ({ problems }) => `Corrija os dados: ${problems}`,
  'api.noKey': () => 'Nenhuma chave de assinatura válida configurada: informe a chave nas configurações.',
  'api.notLoggedIn': () => 'Entre com seu usuário para usar esta operação.',
  'api.timeout': () => 'O serviço não respondeu a tempo.',
  'api.unreachable': () =>
    'Não foi possível conectar ao servidor. Confira a rede e o endereço do ambiente nas Configurações, e tente de novo.',
  'api.connectionDropped': () => 'A conexão com o servidor caiu antes da resposta. Tente de novo.',
  'api.cancelled': () => 'A operação foi cancelada.',
  'api.invalidResponse': () => 'O serviço respondeu em um formato inesperado.',
  'api.redirect': ({ status, origin }) =>
    `O serviço respondeu com um redirecionamento${httpStatus(status)}${origin ? ` para ${origin}` : ''}. Por segurança o Balcão não segue redirecionamentos: nada foi enviado a outro endereço. Confira o endereço configurado nas Configurações.`,
  'api.keyRefused': () => 'A chave de assinatura foi recusada.',
  'api.sessionExpired': () => 'Sua sessão expirou: entre novamente.',
  'api.wrongCredentials': () => 'Usuário ou senha inválidos.',
  'api.notFound': ({ what }) => MISSING_PT[what],
  'api.requestRejected': () => 'O serviço recusou a requisição.',
  'api.forbidden': () => 'Você não tem permissão para esta operação.',
  'api.mediaTypeRejected': () => 'O serviço recusou o formato dos dados enviados.',
  'api.notProcessed': () => 'O serviço não pôde processar a operação.',
  'api.serviceInternal': () => 'Erro interno no serviço. Tente novamente mais tarde.',
  'api.unavailable': () => 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  'api.httpError': ({ status }) => `O serviço respondeu com erro (HTTP ${status}).`,
  'connectionTest.ok': () => 'Conexão estabelecida e chave de assinatura aceita.',
  'connectionTest.okRestricted': () =>
    'Conexão estabelecida e chave aceita (a operação de teste respondeu com restrição de acesso).',
  'connectionTest.keyMissing': () => 'Nenhuma chave de assinatura definida para este ambiente.',
  'connectionTest.keyRejected': () => 'A chave de assinatura foi recusada pelo serviço (401).',
  'connectionTest.dropped': () =>
    'A conexão foi aberta mas caiu antes da resposta: o serviço ou um proxy a interrompeu.',
  'connectionTest.tlsRefused': () => 'Falha na conexão segura: o certificado do servidor foi recusado.',
  'connectionTest.companyRejected': ({ companyCode, serviceSaid }) =>
    `O serviço não aceitou o código da empresa ${companyCode}.${quotedPt(serviceSaid)} Confira o código da empresa deste ambiente (se não souber qual é, pergunte ao suporte) e salve antes de testar de novo.`,
  'connectionTest.requestRefused': ({ status, serviceSaid }) =>
    `O serviço recusou a requisição de teste (HTTP ${status}).${quotedPt(serviceSaid)} Confira o endereço da API e o código da empresa deste ambiente.`,
  'connectionTest.unavailable': ({ serviceSaid }) =>
    `O serviço está temporariamente indisponível (HTTP 503).${quotedPt(serviceSaid)} O endereço e a chave parecem certos; tente de novo em alguns minutos.`,
  'connectionTest.serviceInternal': ({ status, serviceSaid }) =>
    `O serviço respondeu com um erro interno (HTTP ${status}).${quotedPt(serviceSaid)} O problema é do serviço, não da configuração: tente mais tarde e, se continuar, avise o suporte.`,
  'connectionTest.unexpected': ({ status, serviceSaid }) =>
    `O serviço respondeu de um jeito inesperado (HTTP ${status}).${quotedPt(serviceSaid)} Confira se o endereço da API é o do serviço certo.`,
};

export const apiErrorWordsEn: ApiPhrasebook = {
  'api.outcomeUnknown': () =>
    'We do not know whether the operation went through: the answer never arrived. Check the history before sending it again.',
  'api.invalidRequest': ({ problems }) => `Fix the data: ${problems}`,
  'api.noKey': () => 'No valid subscription key is configured: enter it in the settings.',
  'api.notLoggedIn': () => 'Log in to use this operation.',
  'api.timeout': () => 'The service did not answer in time.',
  'api.unreachable': () =>
    'Could not connect to the server. Check the network and the environment address in Settings, and try again.',
  'api.connectionDropped': () => 'The connection to the server dropped before the answer. Try again.',
  'api.cancelled': () => 'The operation was cancelled.',
  'api.invalidResponse': () => 'The service answered in an unexpected format.',
  'api.redirect': ({ status, origin }) =>
    `The service answered with a redirect${httpStatus(status)}${origin ? ` to ${origin}` : ''}. For security Balcão does not follow redirects: nothing was sent to another address. Check the address in Settings.`,
  'api.keyRefused': () => 'The subscription key was refused.',
  'api.sessionExpired': () => 'Your session has expired: log in again.',
  'api.wrongCredentials': () => 'Invalid user name or password.',
  'api.notFound': ({ what }) => MISSING_EN[what],
  'api.requestRejected': () => 'The service rejected the request.',
  'api.forbidden': () => 'You are not allowed to perform this operation.',
  'api.mediaTypeRejected': () => 'The service rejected the media type sent.',
  'api.notProcessed': () => 'The service could not process the operation.',
  'api.serviceInternal': () => 'Internal error in the service. Try again later.',
  'api.unavailable': () => 'The service is temporarily unavailable. Try again shortly.',
  'api.httpError': ({ status }) => `The service answered with an error (HTTP ${status}).`,
  'connectionTest.ok': () => 'Connected; the subscription key was accepted.',
  'connectionTest.okRestricted': () => 'Connected; the key was accepted.',
  'connectionTest.keyMissing': () => 'No subscription key set for this environment.',
  'connectionTest.keyRejected': () => 'The subscription key was rejected (401).',
  'connectionTest.dropped': () => 'The connection opened but dropped before the answer.',
  'connectionTest.tlsRefused': () => 'Secure connection failed: the server certificate was rejected.',
  'connectionTest.companyRejected': ({ companyCode, serviceSaid }) =>
    `The service did not accept company code ${companyCode}.${quotedEn(serviceSaid)} Check this environment's company code (ask support if you do not know it) and save before testing again.`,
  'connectionTest.requestRefused': ({ status, serviceSaid }) =>
    `The service refused the test request (HTTP ${status}).${quotedEn(serviceSaid)} Check this environment's API address and company code.`,
  'connectionTest.unavailable': ({ serviceSaid }) =>
    `The service is temporarily unavailable (HTTP 503).${quotedEn(serviceSaid)} The address and key look right; try again in a few minutes.`,
  'connectionTest.serviceInternal': ({ status, serviceSaid }) =>
    `The service answered with an internal error (HTTP ${status}).${quotedEn(serviceSaid)} The problem is the service's, not the settings': try later and, if it goes on, tell support.`,
  'connectionTest.unexpected': ({ status, serviceSaid }) =>
    `The service answered unexpectedly (HTTP ${status}).${quotedEn(serviceSaid)} Check that the API address is the right service's.`,
};
