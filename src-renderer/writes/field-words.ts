/**
 * Renderer. The write forms' words for each request field the contract
 * checks (Op2–Op7): what to say when it is empty, and, per kind of problem,
 * the English sentence and, where the contract's pt-BR text is not how an
 * employee should read it, a pt-BR one. The rules stay in the contract: the
 * limits come from the issue ({minimum}, {maximum}) or from the contract's
 * constants, never typed again here (D94).
 *
 * Keys: the body path with list positions as '*' ('fundos.*.codigo'); the
 * problem kind is the zod issue code, with the format for invalid_format
 * ('invalid_format:email') and the rule for a custom check ('custom:pdf').
 */
import { BANK_ACCOUNT_DIGITS, BANK_BRANCH_DIGITS } from '../../src-shared/contract/primitives';
import { MAX_DOCUMENT_BYTES } from '../../src-shared/contract/resources/signatures';
import type { Language } from '../i18n/i18n';
import type { ProblemWords } from '../../src-shared/words/rule-words';

type Words = Readonly<Record<Language, string>>;

export interface FieldWords {
  /** Said when the field is empty, whatever check failed first. */
  required: Words;
  problems?: Readonly<Record<string, ProblemWords>>;
}

const asked = (pt: string, en: string): Words => ({ 'pt-BR': `Informe ${pt}.`, en: `Enter the ${en}.` });

const email = (pt: string, en: string): FieldWords => ({
  required: asked(pt, en),
  problems: { 'invalid_format:email': { en: 'Invalid e-mail.' } },
});

const text = (pt: string, en: string, enName = en): FieldWords => ({
  required: asked(pt, en),
  problems: { too_big: { en: `The ${enName} has at most {maximum} characters.` } },
});

const cpf = (pt: string, en: string): FieldWords => ({
  required: asked(pt, en),
  problems: {
    too_small: { en: 'The CPF has exactly 11 digits.' },
    too_big: { en: 'The CPF has exactly 11 digits.' },
    'invalid_format:regex': { en: 'The CPF has digits only.' },
    custom: { en: 'Invalid CPF (the check digits do not match).' },
  },
});

const bankNumber = (pt: string, en: string, digits: number, example: string): FieldWords => ({
  required: asked(pt, en),
  problems: {
    too_big: { en: `The ${en} has at most {maximum} characters.` },
    'invalid_format:regex': {
      en: `Invalid ${en}: 1 to ${digits} digits and, if there is one, the check digit after a hyphen (e.g. ${example}).`,
    },
    custom: { en: `Invalid ${en}: the number cannot be all zeros.` },
  },
});

/** Chosen from a list (radio): empty or not one of the list, the employee is asked to choose. */
const choice = (words: Words): FieldWords => ({ required: words, problems: { invalid_value: words } });

/** Fixed by the dialog, never typed: said only if a dialog sent another value. */
const fixed = (
  required: Words,
  notTheFixedValue: Words,
  problems: Readonly<Record<string, ProblemWords>> = {},
): FieldWords => ({
  required,
  problems: { invalid_value: notTheFixedValue, ...problems },
});

const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / 1_000_000;

export const FIELD_WORDS = {
  // Op2 and Op6: the signature.
  idDocumento: text('o identificador do documento', 'document identifier'),
  hash: text('o hash da assinatura', 'signature hash', 'hash'),
  data: {
    required: asked('a data e a hora da assinatura', 'signing date and time'),
    problems: { 'invalid_format:datetime': { 'pt-BR': 'Data e hora inválidas.', en: 'Invalid date and time.' } },
  },
  enderecoIP: {
    required: asked('o endereço IP', 'IP address'),
    problems: {
      too_small: { en: 'The IP address has 7 to 39 characters.' },
      too_big: { en: 'The IP address has 7 to 39 characters.' },
      invalid_union: { en: 'Invalid IP address (IPv4 or IPv6).' },
    },
  },
  'responsavel.cpf': cpf('o CPF do responsável', 'signer CPF'),
  'responsavel.nome': text('o nome do responsável', 'signer name', 'name'),
  'responsavel.email': email('o e-mail do responsável', 'signer e-mail'),
  'usuario.login': text('o login do usuário', 'user login', 'login'),
  'usuario.email': email('o e-mail do usuário', 'user e-mail'),
  tipoAssinatura: choice({ 'pt-BR': 'Escolha o tipo de assinatura.', en: 'Choose the signature type.' }),
  // Fixed by each dialog (Op2 life, Op6 pension): never typed.
  linhaDeNegocio: fixed(
    asked('a linha de negócio', 'line of business'),
    { 'pt-BR': 'A linha de negócio é fixa nesta operação.', en: 'The line of business is fixed for this operation.' },
    { too_big: { en: 'The line of business has at most {maximum} characters.' } },
  ),
  tipoDocumento: fixed(asked('o tipo de documento', 'document type'), {
    'pt-BR': 'O tipo de documento é fixo: proposta.',
    en: 'The document type is fixed: proposal.',
  }),
  documento: {
    required: { 'pt-BR': 'Anexe o documento assinado.', en: 'Attach the signed document.' },
    problems: {
      'invalid_format:base64': {
        'pt-BR': 'O documento não pôde ser lido. Anexe o arquivo de novo.',
        en: 'The document could not be read. Attach the file again.',
      },
      'custom:size': { en: `The document is larger than ${MAX_DOCUMENT_MB} MB.` },
      'custom:pdf': {
        'pt-BR': 'O arquivo anexado não é um PDF. Anexe a proposta assinada em PDF.',
        en: 'The attached file is not a PDF. Attach the signed proposal as a PDF.',
      },
    },
  },

  // Op3: the claim notice.
  nomeSegurado: text('o nome do segurado', "insured's name", 'name'),
  dataNascimentoSegurado: {
    required: asked('a data de nascimento do segurado', "insured's date of birth"),
    problems: { 'invalid_format:date': { 'pt-BR': 'Data inválida.', en: 'Invalid date.' } },
  },
  linhaNegocio: choice({ 'pt-BR': 'Escolha a linha de negócio.', en: 'Choose the line of business.' }),
  email: email('o e-mail', 'e-mail'),

  // Op4: the contribution (the amount and percentages as typed are the form's own words).
  valor: {
    required: asked('o valor do aporte', 'contribution amount'),
    problems: {
      invalid_type: {
        'pt-BR': 'Valor inválido: use reais e centavos, por exemplo 1.234,56.',
        en: 'Invalid amount: use reais and cents, e.g. 1.234,56.',
      },
    },
  },
  fundos: {
    required: { 'pt-BR': 'Informe ao menos um fundo.', en: 'Add at least one fund.' },
    problems: { too_small: { en: 'Add at least one fund.' }, too_big: { en: 'At most {maximum} funds.' } },
  },
  'fundos.*.codigo': text('o código do fundo', 'fund code'),
  'fundos.*.percentualDistribuicao': {
    required: asked('o percentual', 'percentage'),
    problems: {
      invalid_type: {
        'pt-BR': 'Percentual inválido: use um número, por exemplo 33,33.',
        en: 'Invalid percentage: use a number, e.g. 33,33.',
      },
    },
  },
  'emails.destinatario': email('o e-mail do destinatário', 'recipient e-mail'),
  'emails.copia': email('o e-mail em cópia', 'copy e-mail'),

  // Op5: the payment data.
  banco: {
    required: { 'pt-BR': 'Escolha o banco.', en: 'Choose the bank.' },
    problems: {
      invalid_type: { 'pt-BR': 'Escolha o banco pelo nome ou código.', en: 'Choose the bank by name or code.' },
      too_small: { en: 'The bank code goes from 1 to 9999.' },
      too_big: { en: 'The bank code goes from 1 to 9999.' },
      custom: { en: 'Bank not in the COMPE list: choose the bank by name or code.' },
    },
  },
  agencia: bankNumber('a agência', 'branch', BANK_BRANCH_DIGITS, '1234 or 1234-5'),
  conta: bankNumber('a conta', 'account', BANK_ACCOUNT_DIGITS, '12345-6 or 12345-X'),

  // Op7: the proposal signature date.
  idproposta: {
    required: asked('a proposta', 'proposal'),
    problems: {
      too_big: { en: 'The proposal has at most {maximum} characters.' },
      'invalid_format:regex': { en: 'Proposal: use only letters, digits, dot, hyphen or underscore.' },
      custom: { en: 'Invalid proposal.' },
    },
  },
  dataAssinatura: {
    required: asked('a data de assinatura', 'signature date'),
    problems: { 'invalid_format:date': { 'pt-BR': 'Data inválida.', en: 'Invalid date.' } },
  },
} satisfies Readonly<Record<string, FieldWords>>;
