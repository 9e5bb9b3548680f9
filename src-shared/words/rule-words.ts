/**
 * Shared. Each rule of the contract (src-shared/contract/rules.ts) as the employee reads it, in pt-BR or English:
 * the write forms say a rule they check with it, and the renderer says a service's refusal by rule with it too
 * (by code, 'rule.broken', through the phrasebook), so a rule has one sentence per language.
 */
import type { RuleName, RuleProblem } from '../contract/rules';
import { interpolate, type Language } from './dictionary';
import { codeInWords } from './line-words';

/** pt-BR absent: the contract's own message is already the employee's words. */
export interface ProblemWords {
  'pt-BR'?: string;
  en: string;
}

/**
 * Each rule of rules.ts as the forms say it (pt-BR absent: the rule's own words); {line} and the like are the
 * problem's params.
 */
export const RULE_WORDS: Readonly<Record<RuleName, ProblemWords>> = {
  signatureDateFuture: { en: 'The signature date cannot be in the future.' },
  signatureDateBeforeProposal: { en: 'The signature date cannot be before the proposal was created ({createdOn}).' },
  birthDateFuture: { en: "The insured's date of birth cannot be in the future." },
  birthDateTooOld: { en: "The insured's date of birth is more than {years} years ago." },
  signingMomentFuture: {
    'pt-BR': 'A data e a hora da assinatura não podem estar no futuro (horário de Brasília).',
    en: 'The signing date and time cannot be in the future (Brasília time).',
  },
  pensionLine: { 'pt-BR': 'A linha de negócio deve ser Previdência.', en: 'The line of business must be Pension.' },
  paperNeedsDocument: {
    'pt-BR': 'Assinatura em papel: anexe o documento assinado (PDF).',
    en: 'Paper signature: attach the signed document (PDF).',
  },
  claimLineNotHeld: { 'pt-BR': 'O cliente não tem produto de {line}.', en: 'The customer holds no {line} product.' },
  // Op4: the contribution.
  contributionNotPositive: { en: 'The contribution amount must be greater than zero.' },
  contributionBelowMinimum: { en: 'The smallest one-off contribution is R$ {minimum}.' },
  contributionNeedsReview: {
    en: 'Contributions above R$ {maximum} need a manual review: contact the anti-money-laundering team.',
  },
  contributionCents: { en: 'The contribution amount has at most two decimal places.' },
  fundRepeated: { en: 'Fund {fund} was entered more than once.' },
  fundPercentRange: { en: 'The percentage of fund {fund} must be greater than 0 and at most 100.' },
  fundNotHeld: { en: 'Fund {fund} is not held by the certificate.' },
  percentagesSum: { en: 'The distribution percentages must add up to 100% ({total}% entered).' },
};

/** What the form says about a broken rule; a line code it names is put in words. */
export function ruleText(problem: RuleProblem, language: Language): string {
  const words = RULE_WORDS[problem.rule];
  const params = { ...problem.params };
  if (params.line) params.line = codeInWords(params.line, language);
  const sentence = language === 'pt-BR' ? words['pt-BR'] : words.en;
  return sentence === undefined ? problem.message : interpolate(sentence, params);
}
