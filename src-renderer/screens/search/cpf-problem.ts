/** What is wrong with a typed CPF, checked before anything is sent. */
import { cpfDigits, isValidCpf } from '../../../src-shared/cpf';

export type CpfProblem = 'incomplete' | 'invalid';

export function cpfProblem(typed: string): CpfProblem | undefined {
  const digits = cpfDigits(typed);
  if (digits.length < 11) return 'incomplete';
  return isValidCpf(digits) ? undefined : 'invalid';
}
