/**
 * Shared. Lines of business and document codes in words, for the write
 * dialogs: the codes ('VIDA', 'PREVIDENCIA') are what the body sends and the
 * service writes; the employee reads "Vida", "Previdência" (or English).
 */
import type { Language } from './dictionary';

type Words = Readonly<Record<Language, string>>;

export const CODE_WORDS: Readonly<Record<string, Words>> = {
  VIDA: { 'pt-BR': 'Vida', en: 'Life' },
  PREVIDENCIA: { 'pt-BR': 'Previdência', en: 'Pension' },
  CAPITALIZACAO: { 'pt-BR': 'Capitalização', en: 'Capitalization' },
  FUNDO_PENSAO: { 'pt-BR': 'Fundo de pensão', en: 'Pension fund' },
  PROPOSTA: { 'pt-BR': 'Proposta', en: 'Proposal' },
  HASH: { 'pt-BR': 'Hash', en: 'Hash' },
  // Op6 signature kinds: the contract's enumeration, so anything that shows a sent body back can word it.
  DIGITAL: { 'pt-BR': 'Digital', en: 'Digital' },
  ELETRÔNICA: { 'pt-BR': 'Eletrônica', en: 'Electronic' },
  PAPEL: { 'pt-BR': 'Papel', en: 'Paper' },
};

/** The code in words, or the code itself when it has none (never blank). */
export function codeInWords(code: string, language: Language): string {
  return CODE_WORDS[code]?.[language] ?? code;
}

const LINE_CODES = /\b(VIDA|PREVIDENCIA|CAPITALIZACAO|FUNDO_PENSAO)\b/g;

/** A service text with the line codes it names put in words ("…da linha de negócio Previdência."). */
export function lineCodesInWords(text: string, language: Language): string {
  return text.replace(LINE_CODES, (code) => codeInWords(code, language));
}
