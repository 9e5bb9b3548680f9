/**
 * Renderer. A contract problem in the employee's language (D94). The write
 * forms check with the contract's own schemas and rules (one source, the one
 * the sandbox refuses with); those speak pt-BR, the service's language. Here
 * a zod issue is said through its field and kind (field-words.ts) and a
 * broken rule through its name, in pt-BR or English.
 */
import type { z } from 'zod';
import type { RuleName, RuleProblem } from '../../src-shared/contract/rules';
import { interpolate, type Language } from '../i18n/i18n';
import { FIELD_WORDS, type FieldWords, type ProblemWords } from './field-words';
import { codeInWords } from '../../src-shared/words/line-words';

type Issue = z.core.$ZodIssue;

/** The words by field pattern, for the fields an issue names (any path: one the table does not know has none). */
const FIELDS: Readonly<Record<string, FieldWords | undefined>> = FIELD_WORDS;

/** 'fundos.0.codigo' → 'fundos.*.codigo': a list position does not change what the field is. */
export function fieldPattern(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
}

/** 'invalid_format:email', 'custom:pdf', 'too_big'… */
export function problemKind(issue: Issue): string {
  if (issue.code === 'invalid_format') return `invalid_format:${issue.format}`;
  if (issue.code === 'custom' && typeof issue.params?.rule === 'string') return `custom:${issue.params.rule}`;
  return issue.code;
}

function isEmpty(issue: Issue): boolean {
  const input = (issue as { input?: unknown }).input;
  return (
    input === '' || (typeof input === 'string' && input.trim() === '') || (Array.isArray(input) && input.length === 0)
  );
}

function issueValues(issue: Issue): Record<string, string> {
  const values: Record<string, string> = {};
  if ('minimum' in issue) values.minimum = String(issue.minimum);
  if ('maximum' in issue) values.maximum = String(issue.maximum);
  return values;
}

/**
 * What the form says about one zod issue. Parse with FORM_PARSE (zod-pt-br.ts)
 * so the issue carries its input: an empty field is asked for, not "invalid".
 */
export function issueText(issue: Issue, language: Language, prefix: readonly PropertyKey[] = []): string {
  const field = FIELDS[fieldPattern([...prefix, ...issue.path])];
  if (field && isEmpty(issue)) return field.required[language];
  const kind = problemKind(issue);
  const words: ProblemWords | undefined = field?.problems?.[kind] ?? field?.problems?.[issue.code];
  if (language === 'pt-BR')
    return words?.['pt-BR'] !== undefined ? interpolate(words['pt-BR'], issueValues(issue)) : issue.message;
  if (words) return interpolate(words.en, issueValues(issue));
  // A field or kind the table does not know yet: never Portuguese in English mode.
  return 'Check this field.';
}

/** Each rule of rules.ts as the forms say it (pt-BR absent: the rule's own words); {line} and the like are the problem's params. */
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
