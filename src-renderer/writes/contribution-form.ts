/**
 * Op4 form values ↔ ContributionRequest, and its validation: the contract's
 * schema for shapes and limits, contributionRuleProblems (rules.ts) for the
 * business rules (minimum R$ 100,00, percentages summing to 100%…), all said
 * in the employee's language (contract-words.ts).
 */
import { randomId } from '@mantine/hooks';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ContributionRequest } from '../../src-shared/contract/resources/pension';
import { contributionRuleProblems, MIN_CONTRIBUTION, type RuleProblem } from '../../src-shared/contract/rules';
import type { Language } from '../i18n/i18n';
import { issueText } from './contract-words';
import { ruleText } from '../../src-shared/words/rule-words';
import { isBlank, parseDecimalBR } from './decimal-input';
import { FIELD_WORDS } from './field-words';
import { addProblems, addRuleProblems, contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

export interface FundRow {
  /** React key only: never sent. */
  key: string;
  codigo: string;
  percentualDistribuicao: string;
}

export type ContributionValues = {
  valor: string;
  fundos: FundRow[];
  emails: { destinatario: string; copia: string };
};

export type ContributionBody = z.output<typeof ContributionRequest>;

export function newFundRow(codigo = '', percentualDistribuicao = ''): FundRow {
  return { key: randomId(), codigo, percentualDistribuicao };
}

/** One row per held fund is too many to fill; one held fund gets 100% straight away. */
export function initialContributionValues(funds: readonly string[]): ContributionValues {
  const only = funds.length === 1 ? funds[0] : undefined;
  return {
    valor: '',
    fundos: [only ? newFundRow(only, '100') : newFundRow()],
    emails: { destinatario: '', copia: '' },
  };
}

export function toContributionBody(values: ContributionValues): ContributionBody {
  const destinatario = values.emails.destinatario.trim();
  const copia = values.emails.copia.trim();
  return {
    valor: parseDecimalBR(values.valor),
    fundos: values.fundos.map((row) => ({
      codigo: row.codigo.trim(),
      percentualDistribuicao: parseDecimalBR(row.percentualDistribuicao),
    })),
    // E-mails are optional together: a copy without a recipient is reported on the recipient.
    ...(destinatario || copia ? { emails: { destinatario, ...(copia ? { copia } : {}) } } : {}),
  };
}

/** The funds row `index` may choose: the customer's, less those another row already chose (a fund goes in one row). */
export function fundsOfferedTo(funds: readonly string[], rows: readonly FundRow[], index: number): string[] {
  const taken = new Set(rows.filter((_, i) => i !== index).map((row) => row.codigo.trim()));
  return funds.filter((fund) => !taken.has(fund));
}

/** The sum of the percentages typed so far (rows not yet numbers count as 0). */
export function totalPercent(values: ContributionValues): number {
  return values.fundos.reduce((sum, row) => {
    const n = parseDecimalBR(row.percentualDistribuicao);
    return Number.isFinite(n) ? sum + n : sum;
  }, 0);
}

/**
 * Problems of the fund list as a whole, live: the schema's list limits (at
 * least one fund, at most 20) and the rules (sum 100%, repeated fund,
 * range). The amount is set to the minimum so that only fund problems come
 * back; rows still incomplete are left to their own fields.
 */
export function fundListProblems(values: ContributionValues, language: Language = currentLanguage()): string[] {
  const body = toContributionBody(values);
  const list = ContributionRequest.shape.fundos.safeParse(body.fundos, PT_BR_PARSE);
  const listIssues = list.success
    ? []
    : list.error.issues
        .filter((issue) => issue.path.length === 0)
        .map((issue) => issueText(issue, language, ['fundos']));
  const complete = body.fundos.filter((f) => f.codigo !== '' && Number.isFinite(f.percentualDistribuicao));
  const rules = complete.length === 0 ? [] : contributionRuleProblems({ valor: MIN_CONTRIBUTION, fundos: complete });
  return [...listIssues, ...rules.map((problem) => ruleText(problem, language))];
}

/** True when the percentages add up to 100%, asked of the rule itself (one fund carrying the whole total). */
export function percentagesAddUp(values: ContributionValues): boolean {
  return (
    contributionRuleProblems({
      valor: MIN_CONTRIBUTION,
      fundos: [{ codigo: 'F', percentualDistribuicao: totalPercent(values) }],
    }).length === 0
  );
}

/** Problems of the amount alone, from the same rule with a fund list that is known to be fine. */
function amountProblems(valor: number): RuleProblem[] {
  return contributionRuleProblems({ valor, fundos: [{ codigo: 'F', percentualDistribuicao: 100 }] });
}

/** The form's one parse of the contribution (validation and review share it, D171). */
export const parseContribution = formParse((values: ContributionValues) =>
  ContributionRequest.safeParse(toContributionBody(values), PT_BR_PARSE),
);

export function validateContribution(values: ContributionValues, language: Language = currentLanguage()): FormErrors {
  const body = toContributionBody(values);
  const parsed = parseContribution(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);

  // A blank amount or percentage reaches the schema as NaN ("not a number"): it is asked for instead.
  if (isBlank(values.valor)) errors.valor = FIELD_WORDS.valor.required[language];
  values.fundos.forEach((row, i) => {
    if (isBlank(row.percentualDistribuicao))
      errors[`fundos.${i}.percentualDistribuicao`] = FIELD_WORDS['fundos.*.percentualDistribuicao'].required[language];
  });

  if (Number.isFinite(body.valor)) addRuleProblems(errors, amountProblems(body.valor), language);
  addProblems(errors, 'fundos', fundListProblems(values, language));
  return errors;
}
