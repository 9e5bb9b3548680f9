/**
 * Shared. Lines of business and document codes in words, for the write
 * dialogs, the receipts and the customer card: the codes ('VIDA',
 * 'PREVIDENCIA') are what the body sends and the service writes; the employee
 * reads "Vida", "Previdência" (or English).
 */
import { dictionaries, type Language } from './dictionary';
import pt from './line-words.pt-BR.json';
import en from './line-words.en.json';

export const {
  /** The lines of business: the write dialogs, the receipts, the customer card's lines. */
  LINE_WORDS,
  /** The proposal and hash kinds, and Op6's signature kinds (the contract's enumeration, so anything that shows a sent body back can word it). */
  DOCUMENT_CODE_WORDS,
} = dictionaries(pt, en);

/** Every code with words here, by language. */
const CODE_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'pt-BR': { ...LINE_WORDS['pt-BR'], ...DOCUMENT_CODE_WORDS['pt-BR'] },
  en: { ...LINE_WORDS.en, ...DOCUMENT_CODE_WORDS.en },
};

/** Whether the code has words here (a code the service made up is shown as sent). */
export function hasCodeWords(code: string): boolean {
  return Object.hasOwn(CODE_WORDS['pt-BR'], code);
}

/** The code in words, or the code itself when it has none (never blank). */
export function codeInWords(code: string, language: Language): string {
  return hasCodeWords(code) ? (CODE_WORDS[language][code] ?? code) : code;
}

const LINE_CODES = /\b(VIDA|PREVIDENCIA|CAPITALIZACAO|FUNDO_PENSAO)\b/g;

/** A service text with the line codes it names put in words ("…da linha de negócio Previdência."). */
export function lineCodesInWords(text: string, language: Language): string {
  return text.replace(LINE_CODES, (code) => codeInWords(code, language));
}
