/**
 * Main process. What an HTTP error answered to the connection test means (D101), as a code with its values: never
 * just "erro 400". The service's own message is quoted; a refusal that names the company code says so and which
 * code was sent. The phrasebook in src-shared/words says it.
 */
import type { ConnectionTestResult } from '../../../src-shared/ipc';
import { type ErrorWords, words } from '../../../src-shared/words/error-codes';

export interface TestVerdict {
  outcome: ConnectionTestResult['outcome'];
  words: ErrorWords;
}

/** The service's messages mention the company (the sandbox: "Empresa 3 não reconhecida.", "Cabeçalho CodigoEmpresa …"). */
const ABOUT_COMPANY = /empresa|company/i;

/** The service's reasons as one quote, or nothing when it gave none. */
function quoted(messages: readonly string[]): { serviceSaid?: string } {
  const said = messages
    .map((m) => m.trim())
    .filter(Boolean)
    .join(' ');
  return said ? { serviceSaid: said } : {};
}

/** An HTTP status other than 401 (the key) and the statuses that prove host and key fine. */
export function httpErrorVerdict(status: number, messages: readonly string[], companyCode: string): TestVerdict {
  const said = quoted(messages);
  if ((status === 400 || status === 422) && messages.some((m) => ABOUT_COMPANY.test(m)))
    return { outcome: 'company-rejected', words: words('connectionTest.companyRejected', { companyCode, ...said }) };
  if (status === 400 || status === 415 || status === 422)
    return { outcome: 'service-error', words: words('connectionTest.requestRefused', { status, ...said }) };
  if (status === 503) return { outcome: 'service-error', words: words('connectionTest.unavailable', said) };
  if (status >= 500)
    return { outcome: 'service-error', words: words('connectionTest.serviceInternal', { status, ...said }) };
  return { outcome: 'unexpected', words: words('connectionTest.unexpected', { status, ...said }) };
}
