/**
 * Sandbox. The banks the demo world draws from: ten of the shared COMPE list
 * (src-shared/banks), with the code in three digits and the name in capitals,
 * as the service sends them. Their order is part of the seed: changing it
 * changes which bank every generated record gets.
 */
import { compeBank, formatCompeCode } from '../../src-shared/banks/compe';

const DEMO_BANK_CODES = [1, 237, 341, 104, 33, 260, 77, 756, 748, 422] as const;

export const BANKS: ReadonlyArray<{ codigo: string; nome: string }> = DEMO_BANK_CODES.map((code) => {
  const bank = compeBank(code);
  if (!bank) throw new Error(`banco ${code} ausente da lista COMPE`);
  return { codigo: formatCompeCode(code), nome: bank.name.toLocaleUpperCase('pt-BR') };
});
