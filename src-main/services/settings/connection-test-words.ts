/**
 * Main process. What an HTTP error answered to the connection test means, in
 * words (D101): never just "erro 400". The service's own message is quoted;
 * a refusal that names the company code says so and which code was sent.
 */
import type { ConnectionTestResult } from '../../../src-shared/ipc';

export interface TestVerdict {
  outcome: ConnectionTestResult['outcome'];
  message: string;
  messageEn: string;
}

/** The service's messages mention the company (the sandbox: "Empresa 3 não reconhecida.", "Cabeçalho CodigoEmpresa …"). */
const ABOUT_COMPANY = /empresa|company/i;

function quoted(messages: readonly string[]): { pt: string; en: string } {
  const words = messages
    .map((m) => m.trim())
    .filter(Boolean)
    .join(' ');
  return words ? { pt: ` O serviço informou: «${words}».`, en: ` The service said: “${words}”.` } : { pt: '', en: '' };
}

/** An HTTP status other than 401 (the key) and the statuses that prove host and key fine. */
export function httpErrorVerdict(status: number, messages: readonly string[], companyCode: string): TestVerdict {
  const said = quoted(messages);
  if ((status === 400 || status === 422) && messages.some((m) => ABOUT_COMPANY.test(m))) {
    return {
      outcome: 'company-rejected',
      message: `O serviço não aceitou o código da empresa ${companyCode}.${said.pt} Confira o código da empresa deste ambiente (se não souber qual é, pergunte ao suporte) e salve antes de testar de novo.`,
      messageEn: `The service did not accept company code ${companyCode}.${said.en} Check this environment's company code (ask support if you do not know it) and save before testing again.`,
    };
  }
  if (status === 400 || status === 415 || status === 422) {
    return {
      outcome: 'service-error',
      message: `O serviço recusou a requisição de teste (HTTP ${status}).${said.pt} Confira o endereço da API e o código da empresa deste ambiente.`,
      messageEn: `The service refused the test request (HTTP ${status}).${said.en} Check this environment's API address and company code.`,
    };
  }
  if (status === 503) {
    return {
      outcome: 'service-error',
      message: `O serviço está temporariamente indisponível (HTTP 503).${said.pt} O endereço e a chave parecem certos; tente de novo em alguns minutos.`,
      messageEn: `The service is temporarily unavailable (HTTP 503).${said.en} The address and key look right; try again in a few minutes.`,
    };
  }
  if (status >= 500) {
    return {
      outcome: 'service-error',
      message: `O serviço respondeu com um erro interno (HTTP ${status}).${said.pt} O problema é do serviço, não da configuração: tente mais tarde e, se continuar, avise o suporte.`,
      messageEn: `The service answered with an internal error (HTTP ${status}).${said.en} The problem is the service's, not the settings': try later and, if it goes on, tell support.`,
    };
  }
  return {
    outcome: 'unexpected',
    message: `O serviço respondeu de um jeito inesperado (HTTP ${status}).${said.pt} Confira se o endereço da API é o do serviço certo.`,
    messageEn: `The service answered unexpectedly (HTTP ${status}).${said.en} Check that the API address is the right service's.`,
  };
}
