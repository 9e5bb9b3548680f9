/**
 * Renderer. Op3 refusals in the employee's words. The service names lines by
 * their codes ("…da linha de negócio PREVIDENCIA"): those become words, and
 * a refusal for a line the customer does not hold is said as the form says
 * that rule (src-shared/words/rule-words.ts), by code.
 */
import type { RuleProblem } from '../../src-shared/contract/rules';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { words } from '../../src-shared/words/error-codes';
import { lineCodesInWords } from '../../src-shared/words/line-words';

const LINE_NOT_HELD = /linha de neg[óo]cio\s+(VIDA|PREVIDENCIA)\b/i;

export function explainClaimRefusal(error: IpcError): IpcError {
  if (error.code !== 'business-rule') return error;
  const notHeld = error.details.map((detail) => LINE_NOT_HELD.exec(detail)).find((match) => match !== null);
  const details = error.details
    .filter((detail) => !LINE_NOT_HELD.test(detail))
    .map((detail) => lineCodesInWords(detail, 'pt-BR'));
  if (!notHeld) return { ...error, details };
  const problem: RuleProblem = {
    rule: 'claimLineNotHeld',
    field: 'linhaNegocio',
    message: notHeld.input,
    params: { line: notHeld[1]!.toUpperCase() },
  };
  return { ...error, words: words('rule.broken', { problem }), details };
}
