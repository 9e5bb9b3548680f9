/**
 * Op4's form in both languages: every problem the rules
 * find in a contribution (amount, cents, repeated fund, percentage range,
 * sum) reaches the employee in the language they chose, with its values in
 * place; in pt-BR it is the service's own sentence. A blank amount or
 * percentage is asked for, a text that is no number is explained.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionRuleProblems } from '../../../src-shared/contract/rules';
import { ruleText } from '../../../src-shared/words/rule-words';
import {
  type ContributionValues,
  fundListProblems,
  newFundRow,
  validateContribution,
} from '../../../src-renderer/writes/contribution-form';

const values = (valor: string, ...fundos: Array<[string, string]>): ContributionValues => ({
  valor,
  fundos: fundos.map(([codigo, percent]) => newFundRow(codigo, percent)),
  emails: { destinatario: '', copia: '' },
});

/** Accented letters or Portuguese words the English texts of Op4 must not carry. */
const PORTUGUESE = /[áàâãéêíóôõúç]|\b(fundo|valor|aporte|soma|informado|percentual|mais|deve)\b/i;

const fund = fc.constantFrom('F1', 'F2', 'FNDXXXX');
const request = fc.record({
  valor: fc.oneof(fc.double({ min: -10, max: 2_000_000, noNaN: true }), fc.integer({ min: 0, max: 200 })),
  fundos: fc.array(
    fc.record({
      codigo: fund,
      percentualDistribuicao: fc.oneof(fc.double({ min: -5, max: 120, noNaN: true }), fc.constantFrom(0, 50, 100)),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

describe('Op4 rules in the employee’s language', () => {
  it('every problem of any contribution reads in English without Portuguese, and in pt-BR as the service says it (property)', () => {
    fc.assert(
      fc.property(request, fc.array(fund, { maxLength: 2 }), (body, held) => {
        for (const problem of contributionRuleProblems(body, held)) {
          const en = ruleText(problem, 'en');
          expect(en, problem.rule).not.toMatch(PORTUGUESE);
          expect(en).not.toMatch(/\{\w+\}/);
          expect(ruleText(problem, 'pt-BR')).toBe(problem.message);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the amount and the fund list, in English', () => {
    const errors = validateContribution(values('50', ['F1', '60'], ['F1', '30']), 'en');
    expect(errors.valor).toBe('The smallest one-off contribution is R$ 100,00.');
    expect(errors.fundos).toBe(
      'Fund F1 was entered more than once. The distribution percentages must add up to 100% (90% entered).',
    );
    expect(fundListProblems(values('150', ['F1', '0'], ['F2', '100']), 'en')).toEqual([
      'The percentage of fund F1 must be greater than 0 and at most 100.',
    ]);
    expect(validateContribution(values('2000000,01', ['F1', '100']), 'en').valor).toBe(
      'Contributions above R$ 1.000.000,00 need a manual review: contact the anti-money-laundering team.',
    );
  });

  it('the same in pt-BR: the service’s words', () => {
    const errors = validateContribution(values('50', ['F1', '60'], ['F1', '30']), 'pt-BR');
    expect(errors.valor).toBe('O valor mínimo do aporte esporádico é R$ 100,00.');
    expect(errors.fundos).toBe(
      'O fundo F1 foi informado mais de uma vez. A soma dos percentuais de distribuição deve ser 100% (informado: 90%).',
    );
  });

  it('a blank amount or percentage is asked for; a text that is no number is explained, in both languages', () => {
    expect(validateContribution(values('', ['F1', '']), 'pt-BR')).toMatchObject({
      valor: 'Informe o valor do aporte.',
      'fundos.0.percentualDistribuicao': 'Informe o percentual.',
    });
    expect(validateContribution(values(' ', ['F1', ' ']), 'en')).toMatchObject({
      valor: 'Enter the contribution amount.',
      'fundos.0.percentualDistribuicao': 'Enter the percentage.',
    });
    expect(validateContribution(values('abc', ['F1', 'x']), 'pt-BR')).toMatchObject({
      valor: 'Valor inválido: use reais e centavos, por exemplo 1.234,56.',
      'fundos.0.percentualDistribuicao': 'Percentual inválido: use um número, por exemplo 33,33.',
    });
    expect(validateContribution(values('abc', ['F1', 'x']), 'en')).toMatchObject({
      valor: 'Invalid amount: use reais and cents, e.g. 1.234,56.',
      'fundos.0.percentualDistribuicao': 'Invalid percentage: use a number, e.g. 33,33.',
    });
  });

  it('a valid contribution has nothing to say', () => {
    expect(validateContribution(values('1.234,56', ['F1', '40'], ['F2', '60']), 'en')).toEqual({});
  });
});
