/**
 * Business rules (422) that both the sandbox enforces and the write forms
 * check as the employee types. Each rule is listed in docs/decisions.md.
 */
import type { z } from 'zod';
import type { ContributionRequest } from './resources/pension';

/** Smallest one-off contribution accepted (R$). */
export const MIN_CONTRIBUTION = 100;
/** Largest one-off contribution accepted without a manual anti-money-laundering review (R$). */
export const MAX_CONTRIBUTION = 1_000_000;

const PERCENT_TOLERANCE = 0.001;

/** Problems of a contribution request, in the service's words; empty when acceptable. */
export function contributionProblems(request: z.output<typeof ContributionRequest>, heldFunds?: readonly string[]): string[] {
  const problems: string[] = [];
  const { valor, fundos } = request;
  if (!(valor > 0)) problems.push('O valor do aporte deve ser maior que zero.');
  else if (valor < MIN_CONTRIBUTION) problems.push(`O valor mínimo do aporte esporádico é R$ ${MIN_CONTRIBUTION},00.`);
  else if (valor > MAX_CONTRIBUTION) problems.push('Aportes acima de R$ 1.000.000,00 exigem análise manual: procure a área de prevenção à lavagem de dinheiro.');
  // Exact: an amount written with two decimals is the double nearest to cents/100, and so is cents/100 itself.
  // (A tolerance on valor*100 let 100.0000000001 through.)
  if (Math.round(valor * 100) / 100 !== valor) {
    problems.push('O valor do aporte deve ter no máximo duas casas decimais.');
  }
  const seen = new Set<string>();
  for (const fundo of fundos) {
    if (seen.has(fundo.codigo)) problems.push(`O fundo ${fundo.codigo} foi informado mais de uma vez.`);
    seen.add(fundo.codigo);
    if (!(fundo.percentualDistribuicao > 0) || fundo.percentualDistribuicao > 100) {
      problems.push(`O percentual do fundo ${fundo.codigo} deve ser maior que 0 e no máximo 100.`);
    }
    if (heldFunds && !heldFunds.includes(fundo.codigo)) problems.push(`O fundo ${fundo.codigo} não pertence ao certificado.`);
  }
  const total = fundos.reduce((sum, f) => sum + f.percentualDistribuicao, 0);
  if (Math.abs(total - 100) > PERCENT_TOLERANCE) {
    problems.push(`A soma dos percentuais de distribuição deve ser 100% (informado: ${formatPercent(total)}%).`);
  }
  return problems;
}

function formatPercent(n: number): string {
  return (Math.round(n * 1000) / 1000).toString().replace('.', ',');
}

/** A calendar date (YYYY-MM-DD) compared with today's date in São Paulo, never through UTC midnight. */
export function isAfterToday(isoDate: string, today: string): boolean {
  return isoDate > today;
}

/** One formatter for every call: building it per request was a third of the sandbox's CPU on Op8. */
const saoPauloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in America/Sao_Paulo as YYYY-MM-DD. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDate.format(now);
}

/** Problems of a proposal signature date (Op7): not in the future, not before the proposal was created. */
export function signatureDateProblems(dataAssinatura: string, today: string, proposalCreatedOn?: string): string[] {
  const problems: string[] = [];
  if (isAfterToday(dataAssinatura, today)) problems.push('A data de assinatura não pode estar no futuro.');
  if (proposalCreatedOn && dataAssinatura < proposalCreatedOn) {
    problems.push(`A data de assinatura não pode ser anterior à criação da proposta (${proposalCreatedOn.split('-').reverse().join('/')}).`);
  }
  return problems;
}

/** Problems of an insured's birth date (Op3). */
export function insuredBirthDateProblems(dataNascimento: string, today: string): string[] {
  if (isAfterToday(dataNascimento, today)) return ['A data de nascimento do segurado não pode estar no futuro.'];
  const oldest = `${Number(today.slice(0, 4)) - 130}${today.slice(4)}`;
  if (dataNascimento < oldest) return ['A data de nascimento do segurado é anterior a 130 anos.'];
  return [];
}
