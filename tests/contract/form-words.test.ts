/**
 * Every problem a write form can meet in the contract's request schemas and
 * rules has words in English (and the employee's words in pt-BR): the forms
 * never fall back to the contract's pt-BR text in English, nor to "Check this
 * field". The problems are made by breaking each field of a valid body in the
 * ways a form can (empty, too long, a wrong format, a number out of range).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operations } from '../../src-shared/contract/operations';
import { PaymentDataRequest } from '../../src-shared/contract/resources/capitalization';
import { ClaimNoticeRequest } from '../../src-shared/contract/resources/claims';
import { ProposalPatch } from '../../src-shared/contract/resources/life';
import { ContributionRequest } from '../../src-shared/contract/resources/pension';
import { PartnerPensionSignature, SignatureEvent } from '../../src-shared/contract/resources/signatures';
import {
  claimLineProblems,
  contributionRuleProblems,
  insuredBirthDateProblems,
  pensionSignatureProblems,
  type RuleProblem,
  signatureDateProblems,
} from '../../src-shared/contract/rules';
import { issueText } from '../../src-renderer/writes/contract-words';
import { ruleText } from '../../src-shared/words/rule-words';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';
import { signatureBody } from '../sandbox/valid-requests';

const pdf = Buffer.from('%PDF-1.4 x').toString('base64');

/** A valid body per form, and the schema the form checks it with. */
const FORMS: Array<{ name: string; schema: z.ZodType; body: Record<string, unknown>; prefix?: string[] }> = [
  { name: 'Op2', schema: SignatureEvent, body: signatureBody('PV1') },
  {
    name: 'Op3',
    schema: ClaimNoticeRequest,
    body: {
      dataNascimentoSegurado: '1961-04-09',
      linhaNegocio: 'VIDA',
      nomeSegurado: 'José',
      email: 'j@example.com.br',
    },
  },
  {
    name: 'Op4',
    schema: ContributionRequest,
    body: {
      valor: 150,
      fundos: [{ codigo: 'F1', percentualDistribuicao: 100 }],
      emails: { destinatario: 'a@example.com.br', copia: 'b@example.com.br' },
    },
  },
  { name: 'Op5', schema: PaymentDataRequest, body: { banco: 341, agencia: '1234', conta: '56789-0' } },
  {
    name: 'Op6',
    schema: PartnerPensionSignature,
    body: { ...signatureBody('PP1', { linhaDeNegocio: 'PREVIDENCIA', tipoAssinatura: 'PAPEL' }), documento: pdf },
  },
  { name: 'Op7', schema: ProposalPatch, body: { dataAssinatura: '2026-01-02' } },
];

/** Paths of the leaves of a body ('responsavel.cpf', 'fundos.0.codigo'). */
function leaves(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}

function setAt(body: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<PropertyKey, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((part) => (node = node[part] as Record<PropertyKey, unknown>));
  node[path.at(-1)!] = value;
  return copy;
}

/** What a form can put in a field: text it was given, or a number it read. */
const brokenText = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string({ minLength: 41, maxLength: 700 }),
  fc.constantFrom('@@@', '12a4', 'x!@#', '00000', '2026-13-45', 'T10:00', '1.2.3', 'não-pdf'),
);
const brokenNumber = fc.oneof(
  fc.constant(Number.NaN),
  fc.integer({ min: -10, max: 0 }),
  fc.integer({ min: 10_000, max: 99_999 }),
);

function issuesOf(schema: z.ZodType, body: unknown): z.core.$ZodIssue[] {
  const parsed = schema.safeParse(body, PT_BR_PARSE);
  return parsed.success ? [] : parsed.error.issues;
}

describe('write forms in English: every contract problem has words', () => {
  for (const form of FORMS) {
    it(`${form.name}: each field, broken as a form can break it`, () => {
      const paths = leaves(form.body);
      fc.assert(
        fc.property(fc.constantFrom(...paths), brokenText, brokenNumber, (path, text, number) => {
          const original = path.reduce<unknown>(
            (node, part) => (node as Record<PropertyKey, unknown>)[part],
            form.body,
          );
          const body = setAt(form.body, path, typeof original === 'number' ? number : text);
          for (const issue of issuesOf(form.schema, body)) {
            const en = issueText(issue, 'en');
            const pt = issueText(issue, 'pt-BR');
            expect(en, `${issue.path.join('.')} ${issue.code}`).not.toBe('Check this field.');
            expect(en).not.toBe(issue.message);
            expect(pt.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('Op7: the proposal in the path, too', () => {
    const schema = operations.op7.pathParams.idproposta.input;
    for (const value of ['', 'x'.repeat(60), 'a/b', '..']) {
      for (const issue of issuesOf(schema, value))
        expect(issueText(issue, 'en', ['idproposta'])).not.toBe('Check this field.');
    }
  });

  it('an empty field is asked for, in both languages, not called invalid', () => {
    const [issue] = issuesOf(ClaimNoticeRequest, {
      dataNascimentoSegurado: '',
      linhaNegocio: 'VIDA',
      nomeSegurado: 'José',
      email: 'j@example.com.br',
    });
    expect(issueText(issue!, 'pt-BR')).toBe('Informe a data de nascimento do segurado.');
    expect(issueText(issue!, 'en')).toBe("Enter the insured's date of birth.");
  });

  it('the fund code the issue saw in Portuguese reads in English', () => {
    const [issue] = issuesOf(ContributionRequest, {
      valor: 150,
      fundos: [{ codigo: '', percentualDistribuicao: 100 }],
    });
    expect(issueText(issue!, 'pt-BR')).toBe('Informe o código do fundo.');
    expect(issueText(issue!, 'en')).toBe('Enter the fund code.');
  });
});

describe('write forms: every broken rule has words, and lines are said in words', () => {
  const problems: RuleProblem[] = [
    ...signatureDateProblems('2099-01-01', '2026-01-01', '2099-06-01'),
    ...insuredBirthDateProblems('2099-01-01', '2026-01-01'),
    ...insuredBirthDateProblems('1800-01-01', '2026-01-01'),
    ...pensionSignatureProblems(
      { linhaDeNegocio: 'VIDA', tipoAssinatura: 'PAPEL', data: '2099-01-01T00:00:00-03:00' },
      new Date('2026-01-01T00:00:00Z'),
    ),
    ...claimLineProblems('PREVIDENCIA', ['VIDA']),
    // Op4: not positive, a fund twice, a percentage out of range, the sum; below the minimum, cents, a fund not held; above the maximum.
    ...contributionRuleProblems(
      {
        valor: 0,
        fundos: [
          { codigo: 'F1', percentualDistribuicao: 60 },
          { codigo: 'F1', percentualDistribuicao: 0 },
        ],
      },
      ['F1'],
    ),
    ...contributionRuleProblems({ valor: 50.001, fundos: [{ codigo: 'F2', percentualDistribuicao: 100 }] }, ['F1']),
    ...contributionRuleProblems({ valor: 2_000_000, fundos: [{ codigo: 'F1', percentualDistribuicao: 100 }] }),
  ];

  it('covers every rule name made here', () => {
    expect(new Set(problems.map((p) => p.rule)).size).toBe(problems.length);
  });

  it.each(problems.map((p) => [p.rule, p] as const))('%s', (_rule, problem) => {
    expect(ruleText(problem, 'en')).not.toBe(problem.message);
    expect(ruleText(problem, 'en')).not.toMatch(/\{\w+\}|PREVIDENCIA|VIDA\b/);
    expect(ruleText(problem, 'pt-BR')).not.toMatch(/\{\w+\}|PREVIDENCIA/);
  });

  it('a claim line the customer does not hold is named in words', () => {
    const [problem] = claimLineProblems('PREVIDENCIA', ['VIDA']);
    expect(ruleText(problem!, 'pt-BR')).toBe('O cliente não tem produto de Previdência.');
    expect(ruleText(problem!, 'en')).toBe('The customer holds no Pension product.');
  });
});
