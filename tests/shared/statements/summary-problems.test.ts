/**
 * Why a summary does not reconcile, in both languages: every kind of problem has its own words in each, the
 * counts follow the language's plural rules, and no English sentence carries Portuguese.
 */
import { describe, expect, it } from 'vitest';
import { type SummaryProblem, summaryProblemText } from '../../../src-shared/statements/summary-problems';

const EVERY: SummaryProblem[] = [
  { kind: 'undated', count: 1 },
  { kind: 'undated', count: 2 },
  { kind: 'noQuotas', count: 1 },
  { kind: 'noQuotas', count: 1_000 },
  { kind: 'noValue', count: 3 },
  { kind: 'noQuotaBalance', at: 'start' },
  { kind: 'noQuotaBalance', at: 'end' },
  { kind: 'uncertain', at: 'start', reason: 'undated' },
  { kind: 'uncertain', at: 'end', reason: 'same-date' },
  { kind: 'quotasDiffer', quotas: -1234.5 },
  { kind: 'noQuotaValue', at: 'start' },
  { kind: 'noQuotaValue', at: 'end' },
  { kind: 'fundsUnreconciled', funds: ['Fundo A'] },
  { kind: 'fundsUnreconciled', funds: ['Fundo A', 'Fundo B'] },
  { kind: 'noFunds' },
];
const PORTUGUESE = /ção|ções|não|período|saldo|cotas? |fundos? |informad|movimenta/;

describe('summary problems in words', () => {
  it('each problem has distinct words in each language, and English has no Portuguese', () => {
    const pt = EVERY.map((problem) => summaryProblemText(problem, 'pt-BR'));
    const en = EVERY.map((problem) => summaryProblemText(problem, 'en'));
    expect(new Set(pt).size).toBe(EVERY.length);
    expect(new Set(en).size).toBe(EVERY.length);
    for (const text of en) expect(text).not.toMatch(PORTUGUESE);
  });

  it('counts by the plural rules, quotas with the Brazilian conventions in both languages', () => {
    expect(summaryProblemText({ kind: 'undated', count: 1 }, 'pt-BR')).toMatch(
      /^1 movimentação processada sem data: não se sabe se é/,
    );
    expect(summaryProblemText({ kind: 'noQuotas', count: 1_000 }, 'pt-BR')).toBe(
      '1.000 movimentações processadas sem cotas informadas',
    );
    expect(summaryProblemText({ kind: 'noQuotas', count: 1_000 }, 'en')).toBe(
      '1,000 settled movements without their quotas',
    );
    expect(summaryProblemText({ kind: 'quotasDiffer', quotas: -1234.5 }, 'en')).toMatch(/by -1\.234,5 quotas$/);
    expect(summaryProblemText({ kind: 'fundsUnreconciled', funds: ['A'] }, 'en')).toMatch(
      /^1 fund doesn't reconcile \(A\)/,
    );
  });
});
