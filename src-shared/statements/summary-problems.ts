/**
 * Shared. Why a period summary does not reconcile, as data, and its words in each language: the screen says them
 * in the employee's language, a document in its own; the summary itself never holds a sentence.
 */
import type { NumberLocale } from '../format/display';
import type { Language } from '../words/dictionary';
import { plural, type PluralForms } from '../words/plural';

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

/** Quotas in the given number locale: the screen keeps pt-BR in both languages, a document its own (D572). */
function quotasText(quotas: number, locale: NumberLocale): string {
  return quotas.toLocaleString(locale === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 8 });
}

type Kind = SummaryProblem['kind'];
/** Every problem worded with its values; `plural` counts in the same language. TypeScript checks each kind is there. */
type SummaryPhrasebook = {
  readonly [K in Kind]: (
    problem: Extract<SummaryProblem, { kind: K }>,
    plural: (count: number, forms: PluralForms) => string,
    quotas: (quotas: number) => string,
  ) => string;
};

const AT_PT: Record<Boundary, string> = { start: 'no início do período', end: 'no fim do período' };
const AT_EN: Record<Boundary, string> = { start: 'at the start of the period', end: 'at the end of the period' };

const pt: SummaryPhrasebook = {
  undated: ({ count }, plural) =>
    `${plural(count, { one: '# movimentação processada sem data', other: '# movimentações processadas sem data' })}: não se sabe se ${count === 1 ? 'é' : 'são'} do período`,
  noQuotas: ({ count }, plural) =>
    plural(count, {
      one: '# movimentação processada sem cotas informadas',
      other: '# movimentações processadas sem cotas informadas',
    }),
  noValue: ({ count }, plural) =>
    plural(count, {
      one: '# movimentação processada sem valor informado',
      other: '# movimentações processadas sem valor informado',
    }),
  noQuotaBalance: ({ at }) => `o serviço não informou o saldo em cotas ${AT_PT[at]}`,
  uncertain: ({ at, reason }) =>
    `${at === 'start' ? 'saldo inicial' : 'saldo final'} incerto: ${
      reason === 'undated'
        ? 'há movimentação sem data que a ordem da lista não permite situar'
        : 'há movimentações de mesma data com saldos diferentes e a ordem da lista não diz qual é a última'
    }`,
  quotasDiffer: ({ quotas }, _plural, quotasText) =>
    `saldo inicial mais as cotas das movimentações processadas difere do saldo final informado pelo serviço em ${quotasText(quotas)} cotas`,
  noQuotaValue: ({ at }) =>
    at === 'end'
      ? 'sem valor da cota informado até o fim do período: o saldo em R$ não pode ser calculado'
      : 'sem valor da cota informado antes do início do período: o saldo inicial em R$ não pode ser calculado',
  fundsUnreconciled: ({ funds }, plural) =>
    `${plural(funds.length, { one: '# fundo não concilia', other: '# fundos não conciliam' })} (${funds.join(', ')}): o saldo total do certificado não é apresentado`,
  noFunds: () => 'nenhum fundo nas movimentações informadas',
};

const en: SummaryPhrasebook = {
  undated: ({ count }, plural) =>
    `${plural(count, { one: '# settled movement without a date', other: '# settled movements without a date' })}: whether ${count === 1 ? 'it is' : 'they are'} in the period cannot be told`,
  noQuotas: ({ count }, plural) =>
    plural(count, { one: '# settled movement without its quotas', other: '# settled movements without their quotas' }),
  noValue: ({ count }, plural) =>
    plural(count, { one: '# settled movement without its value', other: '# settled movements without their value' }),
  noQuotaBalance: ({ at }) => `the service did not give the balance in quotas ${AT_EN[at]}`,
  uncertain: ({ at, reason }) =>
    `${at === 'start' ? 'opening balance' : 'closing balance'} uncertain: ${
      reason === 'undated'
        ? 'a movement without a date that the order of the list does not place'
        : 'movements of the same date with different balances, and the order of the list does not tell the last'
    }`,
  quotasDiffer: ({ quotas }, _plural, quotasText) =>
    `the opening balance plus the settled movements' quotas differs from the closing balance the service gave by ${quotasText(quotas)} quotas`,
  noQuotaValue: ({ at }) =>
    at === 'end'
      ? 'no quota value given up to the end of the period: the balance in R$ cannot be worked out'
      : 'no quota value given before the start of the period: the opening balance in R$ cannot be worked out',
  fundsUnreconciled: ({ funds }, plural) =>
    `${plural(funds.length, { one: "# fund doesn't reconcile", other: "# funds don't reconcile" })} (${funds.join(', ')}): the certificate's total balance is not shown`,
  noFunds: () => 'no fund in the movements given',
};

const PHRASEBOOK: Record<Language, SummaryPhrasebook> = { 'pt-BR': pt, en };

/** One problem in words, in `language`; its quotas in `numbers` (pt-BR on screen, the document's language on paper). */
export function summaryProblemText(
  problem: SummaryProblem,
  language: Language,
  numbers: NumberLocale = 'pt-BR',
): string {
  const say = PHRASEBOOK[language][problem.kind] as (
    problem: SummaryProblem,
    plural: (count: number, forms: PluralForms) => string,
    quotas: (quotas: number) => string,
  ) => string;
  return say(
    problem,
    (count, forms) => plural(language, count, forms),
    (quotas) => quotasText(quotas, numbers),
  );
}
