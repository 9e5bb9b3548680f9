/**
 * Shared. Words for the codes the service sends without accents or spaces
 * (CONTRIBUICAO, CONJUGE, EM CONCESSAO, DEBITO EM CONTA…), in pt-BR and
 * English, one dictionary per field family (D111). Keys are `codeKey` of the
 * code: "EM CONCESSAO", "em-concessao" and "Em concessão" all read as
 * EM_CONCESSAO. A code no dictionary knows is shown as the service sent it
 * (never blank, never guessed); a missing one as "—".
 *
 * tests/renderer/code-words.test.ts checks that every code the sandbox's demo
 * data can produce in these fields has words in both languages.
 */
import { formatText } from '../format/display';
import { type Dictionary, type Language, dictionaries } from './dictionary';
import pt from './code-words.pt-BR.json';
import en from './code-words.en.json';

/** "União estável", "uniao-estavel" and "UNIAO ESTAVEL" all read as UNIAO_ESTAVEL; a missing code as ''. */
export function codeKey(code: string | null | undefined): string {
  if (code === null || code === undefined) return '';
  return code
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** The words for a code in a language; an unknown code as sent (trimmed), a missing one as "—". */
export function wordForCode<K extends string>(
  dictionary: Dictionary<K>,
  language: Language,
  code: string | null | undefined,
): string {
  if (code === null || code === undefined) return formatText(code);
  const words: Partial<Record<string, string>> = dictionary[language];
  return words[codeKey(code)] ?? formatText(code);
}

/** A country's name in the language from its two-letter ISO code ("BR" → "Brasil" / "Brazil"); undefined when not a known region. */
export function countryName(language: Language, code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return undefined;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(upper);
    return name && name !== upper ? name : undefined;
  } catch {
    return undefined;
  }
}

export const {
  /** Sex: one way everywhere (customer card, beneficiaries). */
  SEX_WORDS,
  /** Op12/Op14 `tipoMovimento`. */
  MOVEMENT_TYPE_WORDS,
  /** Op12 `statusMovimento`. */
  MOVEMENT_STATUS_WORDS,
  /** Op12 `tipoContribuicao`. */
  CONTRIBUTION_TYPE_WORDS,
  /** Op12 `descricaoNomeConta` (the service names the account in capitals without accents). */
  ACCOUNT_WORDS,
  /** Status of a certificate, title, plan or income process (Op15 `statusProcessoRenda`). */
  STATUS_WORDS,
  /** Op15 `tipoRenda`. */
  INCOME_TYPE_WORDS,
  /** Op15 `indiceFinanceiro`: index names, the same in both languages. */
  INDEX_WORDS,
  /** Op13 `periodicidadeCobranca`, Op15 `periodicidadeAtualizacaoRenda`. */
  PERIODICITY_WORDS,
  /** Op19 `tipoRelacionamento`. */
  RELATIONSHIP_WORDS,
  /** Op13 `formaCobranca`, Op18 `formaPagamento`. */
  PAYMENT_METHOD_WORDS,
  /** Op18 `statusCobranca`. */
  BILLING_STATUS_WORDS,
  /** How a document marks a code no list has words for: shown as sent, never dropped, and said to be a code. */
  UNKNOWN_CODE_MARK,
} = dictionaries(pt, en);

/** Every family, by the field it words (the test walks the demo data with it). */
export const CODE_WORDS_BY_FIELD = {
  sexo: SEX_WORDS,
  tipoMovimento: MOVEMENT_TYPE_WORDS,
  statusMovimento: MOVEMENT_STATUS_WORDS,
  tipoContribuicao: CONTRIBUTION_TYPE_WORDS,
  descricaoNomeConta: ACCOUNT_WORDS,
  statusProcessoRenda: STATUS_WORDS,
  tipoRenda: INCOME_TYPE_WORDS,
  indiceFinanceiro: INDEX_WORDS,
  periodicidadeAtualizacaoRenda: PERIODICITY_WORDS,
  periodicidadeCobranca: PERIODICITY_WORDS,
  tipoRelacionamento: RELATIONSHIP_WORDS,
  formaCobranca: PAYMENT_METHOD_WORDS,
  formaPagamento: PAYMENT_METHOD_WORDS,
  statusCobranca: BILLING_STATUS_WORDS,
} as const;

export type CodeField = keyof typeof CODE_WORDS_BY_FIELD;

/**
 * A code in a document (statement, .xlsx, CSV): its words in the language; a
 * code no list knows as sent, followed by UNKNOWN_CODE_MARK, so the reader
 * knows it is not a word; a missing code as nothing (an empty cell).
 */
export function documentWordForCode<K extends string>(
  dictionary: Dictionary<K>,
  language: Language,
  code: string | null | undefined,
): string | undefined {
  if (code === null || code === undefined || code.trim() === '') return undefined;
  const words: Partial<Record<string, string>> = dictionary[language];
  return words[codeKey(code)] ?? `${code.trim()} ${UNKNOWN_CODE_MARK[language].mark}`;
}
