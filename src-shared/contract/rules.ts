/**
 * Business rules (422) that both the sandbox enforces and the write forms
 * check as the employee types. Each rule is listed in docs/spec-gaps.md.
 */
import type { z } from 'zod';
import { saoPauloDateOf } from '../format/calendar-date';
import type { ContributionRequest } from './resources/pension';

/**
 * One broken rule: the service's words, the body field it is about, and a
 * name and values a form uses to say it in the employee's language (D94).
 */
export interface RuleProblem {
  rule: RuleName;
  /** Path in the request body, dot-separated ('data', 'documento'). */
  field: string;
  /** pt-BR, as the service answers it. */
  message: string;
  params?: Readonly<Record<string, string>>;
}

export type RuleName =
  | 'signatureDateFuture'
  | 'signatureDateBeforeProposal'
  | 'birthDateFuture'
  | 'birthDateTooOld'
  | 'signingMomentFuture'
  | 'pensionLine'
  | 'paperNeedsDocument'
  | 'claimLineNotHeld'
  | 'contributionNotPositive'
  | 'contributionBelowMinimum'
  | 'contributionNeedsReview'
  | 'contributionCents'
  | 'fundRepeated'
  | 'fundPercentRange'
  | 'fundNotHeld'
  | 'percentagesSum';

/** The service's words of a list of problems (what the sandbox answers). */
export function ruleMessages(problems: readonly RuleProblem[]): string[] {
  return problems.map((p) => p.message);
}

/** Smallest one-off contribution accepted (R$). */
export const MIN_CONTRIBUTION = 100;
/** Largest one-off contribution accepted without a manual anti-money-laundering review (R$). */
export const MAX_CONTRIBUTION = 1_000_000;

const PERCENT_TOLERANCE = 0.001;

/** Problems of a contribution request (Op4), each with its rule, so a form can say it in the employee's language; empty when acceptable. */
export function contributionRuleProblems(
  request: z.output<typeof ContributionRequest>,
  heldFunds?: readonly string[],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const amount = (rule: RuleName, message: string, params?: Record<string, string>) =>
    problems.push({ rule, field: 'valor', message, ...(params ? { params } : {}) });
  const fund = (rule: RuleName, message: string, codigo: string) =>
    problems.push({ rule, field: 'fundos', message, params: { fund: codigo } });
  const { valor, fundos } = request;
  if (!(valor > 0)) amount('contributionNotPositive', 'O valor do aporte deve ser maior que zero.');
  else if (valor < MIN_CONTRIBUTION)
    amount('contributionBelowMinimum', `O valor mínimo do aporte esporádico é R$ ${MIN_CONTRIBUTION},00.`, {
      minimum: `${MIN_CONTRIBUTION},00`,
    });
  else if (valor > MAX_CONTRIBUTION) {
    amount(
      'contributionNeedsReview',
      'Aportes acima de R$ 1.000.000,00 exigem análise manual: procure a área de prevenção à lavagem de dinheiro.',
      { maximum: '1.000.000,00' },
    );
  }
  // Exact: an amount written with two decimals is the double nearest to cents/100, and so is cents/100 itself.
  // (A tolerance on valor*100 let 100.0000000001 through.)
  if (Math.round(valor * 100) / 100 !== valor) {
    amount('contributionCents', 'O valor do aporte deve ter no máximo duas casas decimais.');
  }
  const seen = new Set<string>();
  for (const fundo of fundos) {
    if (seen.has(fundo.codigo))
      fund('fundRepeated', `O fundo ${fundo.codigo} foi informado mais de uma vez.`, fundo.codigo);
    seen.add(fundo.codigo);
    if (!(fundo.percentualDistribuicao > 0) || fundo.percentualDistribuicao > 100) {
      fund(
        'fundPercentRange',
        `O percentual do fundo ${fundo.codigo} deve ser maior que 0 e no máximo 100.`,
        fundo.codigo,
      );
    }
    if (heldFunds && !heldFunds.includes(fundo.codigo))
      fund('fundNotHeld', `O fundo ${fundo.codigo} não pertence ao certificado.`, fundo.codigo);
  }
  const total = fundos.reduce((sum, f) => sum + f.percentualDistribuicao, 0);
  if (Math.abs(total - 100) > PERCENT_TOLERANCE) {
    const informed = formatPercent(total);
    problems.push({
      rule: 'percentagesSum',
      field: 'fundos',
      message: `A soma dos percentuais de distribuição deve ser 100% (informado: ${informed}%).`,
      params: { total: informed },
    });
  }
  return problems;
}

/** Problems of a contribution request, in the service's words (what the sandbox answers); empty when acceptable. */
export function contributionProblems(
  request: z.output<typeof ContributionRequest>,
  heldFunds?: readonly string[],
): string[] {
  return ruleMessages(contributionRuleProblems(request, heldFunds));
}

function formatPercent(n: number): string {
  return (Math.round(n * 1000) / 1000).toString().replace('.', ',');
}

/** A calendar date (YYYY-MM-DD) compared with today's date in São Paulo, never through UTC midnight. */
export function isAfterToday(isoDate: string, today: string): boolean {
  return isoDate > today;
}

/** Today's calendar date in America/Sao_Paulo as YYYY-MM-DD. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDateOf(now);
}

const brazilianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Problems of a proposal signature date (Op7): not in the future, not before the proposal was created. */
export function signatureDateProblems(
  dataAssinatura: string,
  today: string,
  proposalCreatedOn?: string,
): RuleProblem[] {
  const field = 'dataAssinatura';
  const problems: RuleProblem[] = [];
  if (isAfterToday(dataAssinatura, today))
    problems.push({ rule: 'signatureDateFuture', field, message: 'A data de assinatura não pode estar no futuro.' });
  if (proposalCreatedOn && dataAssinatura < proposalCreatedOn) {
    const createdOn = brazilianDate(proposalCreatedOn);
    problems.push({
      rule: 'signatureDateBeforeProposal',
      field,
      message: `A data de assinatura não pode ser anterior à criação da proposta (${createdOn}).`,
      params: { createdOn },
    });
  }
  return problems;
}

/** Oldest birth date an insured may have (Op3). */
export const MAX_INSURED_AGE_YEARS = 130;

/** Problems of an insured's birth date (Op3). */
export function insuredBirthDateProblems(dataNascimento: string, today: string): RuleProblem[] {
  const field = 'dataNascimentoSegurado';
  if (isAfterToday(dataNascimento, today))
    return [{ rule: 'birthDateFuture', field, message: 'A data de nascimento do segurado não pode estar no futuro.' }];
  const oldest = `${Number(today.slice(0, 4)) - MAX_INSURED_AGE_YEARS}${today.slice(4)}`;
  if (dataNascimento < oldest) {
    return [
      {
        rule: 'birthDateTooOld',
        field,
        message: `A data de nascimento do segurado é anterior a ${MAX_INSURED_AGE_YEARS} anos.`,
        params: { years: String(MAX_INSURED_AGE_YEARS) },
      },
    ];
  }
  return [];
}

/**
 * Partner platforms' clocks may run a little ahead of ours: a signing moment
 * up to 5 minutes after now is taken as now. The forms and the sandbox use
 * the same tolerance, so neither refuses what the other accepts (D92).
 */
export const SIGNING_CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** Problems of a signing moment (Op2, Op6): an RFC 3339 instant not after now. Text that is no instant is left to the schema. */
export function signingMomentProblems(data: string, now: Date): RuleProblem[] {
  const moment = Date.parse(data);
  if (!Number.isFinite(moment) || moment <= now.getTime() + SIGNING_CLOCK_TOLERANCE_MS) return [];
  return [{ rule: 'signingMomentFuture', field: 'data', message: 'A data da assinatura não pode estar no futuro.' }];
}

/** The only line of business of Op6: a pension proposal. */
export const PENSION_LINE = 'PREVIDENCIA';

/** What pensionSignatureProblems reads of an Op6 body. */
export interface PensionSignatureFacts {
  linhaDeNegocio: string;
  tipoAssinatura: string;
  documento?: string | undefined;
  data: string;
}

/** Problems of an Op6 communication: the pension line, the document a paper signature needs, the moment (D91). */
export function pensionSignatureProblems(body: PensionSignatureFacts, now: Date): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (body.linhaDeNegocio.toUpperCase() !== PENSION_LINE) {
    problems.push({
      rule: 'pensionLine',
      field: 'linhaDeNegocio',
      message: `A linha de negócio não corresponde à proposta: use ${PENSION_LINE}.`,
    });
  }
  if (body.tipoAssinatura === 'PAPEL' && !body.documento) {
    problems.push({
      rule: 'paperNeedsDocument',
      field: 'documento',
      message: 'Assinatura em papel exige o documento digitalizado (campo documento, em base64).',
    });
  }
  problems.push(...signingMomentProblems(body.data, now));
  return problems;
}

/** Lines of business a claim notice can be opened for (Op3). */
export const CLAIM_LINES = ['VIDA', 'PREVIDENCIA'] as const;
export type ClaimLine = (typeof CLAIM_LINES)[number];

/** Op3: the customer must hold a product of the line (their lines as codes: 'VIDA', 'PREVIDENCIA', …). */
export function claimLineProblems(linhaNegocio: string, heldLines: readonly string[]): RuleProblem[] {
  if (heldLines.includes(linhaNegocio)) return [];
  return [
    {
      rule: 'claimLineNotHeld',
      field: 'linhaNegocio',
      message: `O cliente não possui produto da linha de negócio ${linhaNegocio}.`,
      params: { line: linhaNegocio },
    },
  ];
}
