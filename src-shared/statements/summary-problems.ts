/**
 * Shared. Why a period summary does not reconcile, as data, and its words in each language: the screen says them
 * in the employee's language, a document in its own; the summary itself never holds a sentence.
 */
import type { Language } from '../words/dictionary';
import { plural } from '../words/plural';

type Boundary = 'start' | 'end';

export type SummaryProblem =
  /** Settled movements without a date, while the period has bounds: in it or not cannot be told. */
  | { kind: 'undated'; count: number }
  /** Settled movements of the period without their quotas. */
  | { kind: 'noQuotas'; count: number }
  /** Settled movements of the period without their value in R$. */
  | { kind: 'noValue'; count: number }
  /** The entry that gives the balance at the boundary carries no quota balance. */
  | { kind: 'noQuotaBalance'; at: Boundary }
  /** Which entry is the last at the boundary cannot be told (latest-entry.ts). */
  | { kind: 'uncertain'; at: Boundary; reason: 'undated' | 'same-date' }
  /** Opening + the settled movements' quotas ≠ the closing balance the service gave, by `quotas`. */
  | { kind: 'quotasDiffer'; quotas: number }
  /** No quota value up to the boundary: that balance cannot be said in R$. */
  | { kind: 'noQuotaValue'; at: Boundary }
  /** The certificate's total: these funds (by name) do not reconcile. */
  | { kind: 'fundsUnreconciled'; funds: string[] }
  /** The certificate's total: the movements name no fund. */
  | { kind: 'noFunds' };

const UNCERTAIN = {
  'pt-BR': {
    undated: 'há movimentação sem data que a ordem da lista não permite situar',
    'same-date': 'há movimentações de mesma data com saldos diferentes e a ordem da lista não diz qual é a última',
  },
  en: {
    undated: 'a movement without a date that the order of the list does not place',
    'same-date': 'movements of the same date with different balances, and the order of the list does not tell the last',
  },
} as const;

const AT = {
  'pt-BR': { start: 'no início do período', end: 'no fim do período' },
  en: { start: 'at the start of the period', end: 'at the end of the period' },
} as const;

/** Quotas keep the Brazilian conventions in both languages, as every amount does (format/display.ts). */
function quotasText(quotas: number): string {
  return quotas.toLocaleString('pt-BR', { maximumFractionDigits: 8 });
}

/** One problem in words, in `language`. */
export function summaryProblemText(problem: SummaryProblem, language: Language): string {
  const pt = language === 'pt-BR';
  switch (problem.kind) {
    case 'undated':
      return pt
        ? `${plural(language, problem.count, { one: '# movimentação processada sem data', other: '# movimentações processadas sem data' })}: não se sabe se ${problem.count === 1 ? 'é' : 'são'} do período`
        : `${plural(language, problem.count, { one: '# settled movement without a date', other: '# settled movements without a date' })}: whether ${problem.count === 1 ? 'it is' : 'they are'} in the period cannot be told`;
    case 'noQuotas':
      return plural(
        language,
        problem.count,
        pt
          ? {
              one: '# movimentação processada sem cotas informadas',
              other: '# movimentações processadas sem cotas informadas',
            }
          : { one: '# settled movement without its quotas', other: '# settled movements without their quotas' },
      );
    case 'noValue':
      return plural(
        language,
        problem.count,
        pt
          ? {
              one: '# movimentação processada sem valor informado',
              other: '# movimentações processadas sem valor informado',
            }
          : { one: '# settled movement without its value', other: '# settled movements without their value' },
      );
    case 'noQuotaBalance':
      return pt
        ? `o serviço não informou o saldo em cotas ${AT[language][problem.at]}`
        : `the service did not give the balance in quotas ${AT[language][problem.at]}`;
    case 'uncertain': {
      const which =
        problem.at === 'start' ? (pt ? 'saldo inicial' : 'opening balance') : pt ? 'saldo final' : 'closing balance';
      return `${which} ${pt ? 'incerto' : 'uncertain'}: ${UNCERTAIN[language][problem.reason]}`;
    }
    case 'quotasDiffer':
      return pt
        ? `saldo inicial mais as cotas das movimentações processadas difere do saldo final informado pelo serviço em ${quotasText(problem.quotas)} cotas`
        : `the opening balance plus the settled movements' quotas differs from the closing balance the service gave by ${quotasText(problem.quotas)} quotas`;
    case 'noQuotaValue':
      if (problem.at === 'end')
        return pt
          ? 'sem valor da cota informado até o fim do período: o saldo em R$ não pode ser calculado'
          : 'no quota value given up to the end of the period: the balance in R$ cannot be worked out';
      return pt
        ? 'sem valor da cota informado antes do início do período: o saldo inicial em R$ não pode ser calculado'
        : 'no quota value given before the start of the period: the opening balance in R$ cannot be worked out';
    case 'fundsUnreconciled': {
      const count = plural(
        language,
        problem.funds.length,
        pt
          ? { one: '# fundo não concilia', other: '# fundos não conciliam' }
          : { one: "# fund doesn't reconcile", other: "# funds don't reconcile" },
      );
      return pt
        ? `${count} (${problem.funds.join(', ')}): o saldo total do certificado não é apresentado`
        : `${count} (${problem.funds.join(', ')}): the certificate's total balance is not shown`;
    }
    case 'noFunds':
      return pt ? 'nenhum fundo nas movimentações informadas' : 'no fund in the movements given';
  }
}
