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
import { defineMessages, type Dictionary, type Language } from './dictionary';

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

/** Sex: one way everywhere (customer card, beneficiaries). */
export const SEX_WORDS = defineMessages(
  { M: 'Masculino', F: 'Feminino', MASCULINO: 'Masculino', FEMININO: 'Feminino' },
  { M: 'Male', F: 'Female', MASCULINO: 'Male', FEMININO: 'Female' },
);

/** Op12/Op14 `tipoMovimento`. */
export const MOVEMENT_TYPE_WORDS = defineMessages(
  {
    CONTRIBUICAO: 'Contribuição',
    APORTE: 'Aporte',
    PORTABILIDADE: 'Portabilidade',
    RENTABILIDADE: 'Rentabilidade',
    TRANSFERENCIA: 'Transferência',
    RESGATE: 'Resgate',
    AJUSTE: 'Ajuste',
    BENEFICIO: 'Benefício',
    TAXA: 'Taxa',
  },
  {
    CONTRIBUICAO: 'Contribution',
    APORTE: 'Extra contribution',
    PORTABILIDADE: 'Portability',
    RENTABILIDADE: 'Returns',
    TRANSFERENCIA: 'Transfer',
    RESGATE: 'Withdrawal',
    AJUSTE: 'Adjustment',
    BENEFICIO: 'Benefit',
    TAXA: 'Fee',
  },
);

/** Op12 `statusMovimento`. */
export const MOVEMENT_STATUS_WORDS = defineMessages(
  { PENDENTE: 'Pendente', PROCESSADO: 'Processado', CANCELADO: 'Cancelado', ESTORNADO: 'Estornado' },
  { PENDENTE: 'Pending', PROCESSADO: 'Processed', CANCELADO: 'Cancelled', ESTORNADO: 'Reversed' },
);

/** Op12 `tipoContribuicao`. */
export const CONTRIBUTION_TYPE_WORDS = defineMessages(
  { MENSAL: 'Mensal', ATRASADA: 'Em atraso', ESPORADICA: 'Esporádica', PORTABILIDADE: 'Portabilidade' },
  { MENSAL: 'Monthly', ATRASADA: 'Late', ESPORADICA: 'One-off', PORTABILIDADE: 'Portability' },
);

/** Op12 `descricaoNomeConta` (the service names the account in capitals without accents). */
export const ACCOUNT_WORDS = defineMessages(
  { CONTA_DO_PARTICIPANTE: 'Conta do participante', CONTA_DA_EMPRESA: 'Conta da empresa' },
  { CONTA_DO_PARTICIPANTE: "Participant's account", CONTA_DA_EMPRESA: "Employer's account" },
);

/** Status of a certificate, title, plan or income process (Op15 `statusProcessoRenda`). */
export const STATUS_WORDS = defineMessages(
  {
    ATIVO: 'Ativo',
    SUSPENSO: 'Suspenso',
    CANCELADO: 'Cancelado',
    EM_CONCESSAO: 'Em concessão',
    RESGATADO: 'Resgatado',
    ENCERRADO: 'Encerrado',
  },
  {
    ATIVO: 'Active',
    SUSPENSO: 'Suspended',
    CANCELADO: 'Cancelled',
    EM_CONCESSAO: 'Being granted',
    RESGATADO: 'Redeemed',
    ENCERRADO: 'Closed',
  },
);

/** Op15 `tipoRenda`. */
export const INCOME_TYPE_WORDS = defineMessages(
  {
    RENDA_MENSAL_VITALICIA: 'Renda mensal vitalícia',
    RENDA_MENSAL_TEMPORARIA: 'Renda mensal temporária',
    RENDA_VITALICIA_REVERSIVEL_AO_CONJUGE: 'Renda vitalícia reversível ao cônjuge',
    RENDA_POR_PRAZO_CERTO: 'Renda por prazo certo',
    PAGAMENTO_UNICO: 'Pagamento único',
  },
  {
    RENDA_MENSAL_VITALICIA: 'Lifetime monthly income',
    RENDA_MENSAL_TEMPORARIA: 'Temporary monthly income',
    RENDA_VITALICIA_REVERSIVEL_AO_CONJUGE: 'Lifetime income reversible to the spouse',
    RENDA_POR_PRAZO_CERTO: 'Income for a fixed term',
    PAGAMENTO_UNICO: 'Single payment',
  },
);

/** Op15 `indiceFinanceiro`: index names, the same in both languages. */
export const INDEX_WORDS = defineMessages(
  { IPCA: 'IPCA', IGP_M: 'IGP-M', INPC: 'INPC', TR: 'TR' },
  { IPCA: 'IPCA', IGP_M: 'IGP-M', INPC: 'INPC', TR: 'TR' },
);

/** Op13 `periodicidadeCobranca`, Op15 `periodicidadeAtualizacaoRenda`. */
export const PERIODICITY_WORDS = defineMessages(
  {
    MENSAL: 'Mensal',
    BIMESTRAL: 'Bimestral',
    TRIMESTRAL: 'Trimestral',
    SEMESTRAL: 'Semestral',
    ANUAL: 'Anual',
    UNICA: 'Única',
  },
  {
    MENSAL: 'Monthly',
    BIMESTRAL: 'Every two months',
    TRIMESTRAL: 'Quarterly',
    SEMESTRAL: 'Half-yearly',
    ANUAL: 'Yearly',
    UNICA: 'Once',
  },
);

/** Op19 `tipoRelacionamento`. */
export const RELATIONSHIP_WORDS = defineMessages(
  {
    CONJUGE: 'Cônjuge',
    'COMPANHEIRO(A)': 'Companheiro(a)',
    'FILHO(A)': 'Filho(a)',
    PAI: 'Pai',
    MAE: 'Mãe',
    'IRMAO(A)': 'Irmão(ã)',
    OUTROS: 'Outros',
  },
  {
    CONJUGE: 'Spouse',
    'COMPANHEIRO(A)': 'Partner',
    'FILHO(A)': 'Child',
    PAI: 'Father',
    MAE: 'Mother',
    'IRMAO(A)': 'Sibling',
    OUTROS: 'Other',
  },
);

/** Op13 `formaCobranca`, Op18 `formaPagamento`. */
export const PAYMENT_METHOD_WORDS = defineMessages(
  {
    DEBITO_EM_CONTA: 'Débito em conta',
    BOLETO: 'Boleto',
    CARTAO_DE_CREDITO: 'Cartão de crédito',
    DESCONTO_EM_FOLHA: 'Desconto em folha',
    PIX: 'Pix',
  },
  {
    DEBITO_EM_CONTA: 'Direct debit',
    BOLETO: 'Bank slip (boleto)',
    CARTAO_DE_CREDITO: 'Credit card',
    DESCONTO_EM_FOLHA: 'Payroll deduction',
    PIX: 'Pix',
  },
);

/** Op18 `statusCobranca`. */
export const BILLING_STATUS_WORDS = defineMessages(
  { PAGO: 'Pago', EM_ABERTO: 'Em aberto', VENCIDO: 'Vencido', CANCELADO: 'Cancelado' },
  { PAGO: 'Paid', EM_ABERTO: 'Open', VENCIDO: 'Overdue', CANCELADO: 'Cancelled' },
);

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

/** How a document marks a code no list has words for: shown as sent, never dropped, and said to be a code. */
export const UNKNOWN_CODE_MARK = defineMessages({ mark: '(código do serviço)' }, { mark: '(service code)' });

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
