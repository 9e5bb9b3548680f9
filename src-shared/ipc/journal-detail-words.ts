/**
 * Shared. What a write sent (D102), as History and the request receipt read it: each field path
 * ("fundos.0.codigo") gets a label in the reader's language ("Fundo 1 · código") and its value a display form
 * (amounts in R$, dates in pt-BR, the bank by name). Values arrive already masked by the main process.
 */
import { compeBank, formatCompeCode } from '../banks/compe';
import { formatDateBR, formatDateTimeBR } from '../format/calendar-date';
import { formatMoney, formatPercent, type NumberLocale } from '../format/display';
import type { Language } from '../words/dictionary';

/** The names of the fields a write sent, by path segment; a name without words is shown as sent. */
export const JOURNAL_DETAIL_WORDS = {
  'pt-BR': {
    valor: 'Valor',
    fundos: 'Fundo',
    codigo: 'código',
    percentualDistribuicao: 'percentual',
    emails: 'E-mails',
    destinatario: 'destinatário',
    copia: 'cópia',
    banco: 'Banco',
    agencia: 'Agência',
    conta: 'Conta',
    dataAssinatura: 'Data de assinatura',
    data: 'Data e hora',
    dataNascimentoSegurado: 'Nascimento do segurado',
    nomeSegurado: 'Segurado',
    linhaNegocio: 'Linha de negócio',
    linhaDeNegocio: 'Linha de negócio',
    email: 'E-mail',
    idDocumento: 'Documento',
    tipoDocumento: 'Tipo de documento',
    tipoAssinatura: 'Tipo de assinatura',
    hash: 'Hash',
    enderecoIP: 'Endereço IP',
    documento: 'Documento assinado',
    responsavel: 'Responsável',
    usuario: 'Usuário',
    cpf: 'CPF',
    nome: 'nome',
    login: 'login',
  },
  en: {
    valor: 'Amount',
    fundos: 'Fund',
    codigo: 'code',
    percentualDistribuicao: 'share',
    emails: 'E-mails',
    destinatario: 'recipient',
    copia: 'copy',
    banco: 'Bank',
    agencia: 'Branch',
    conta: 'Account',
    dataAssinatura: 'Signature date',
    data: 'Date and time',
    dataNascimentoSegurado: "Insured's birth date",
    nomeSegurado: 'Insured',
    linhaNegocio: 'Line of business',
    linhaDeNegocio: 'Line of business',
    email: 'E-mail',
    idDocumento: 'Document',
    tipoDocumento: 'Document type',
    tipoAssinatura: 'Signature type',
    hash: 'Hash',
    enderecoIP: 'IP address',
    documento: 'Signed document',
    responsavel: 'Signer',
    usuario: 'User',
    cpf: 'CPF',
    nome: 'name',
    login: 'login',
  },
} as const;

function fieldWord(segment: string, language: Language): string {
  const words: Readonly<Record<string, string>> = JOURNAL_DETAIL_WORDS[language];
  return Object.hasOwn(words, segment) ? words[segment]! : segment;
}

/** "fundos.0.codigo" → "Fundo 1 · código"; unknown names stay as sent. */
export function journalDetailLabel(path: string, language: Language): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${Number(segment) + 1}`;
    else parts.push(fieldWord(segment, language));
  }
  return parts.join(' · ');
}

/** The value as the app shows such a field elsewhere; amounts with the separators of `numbers` (a receipt's own, D572). */
export function journalDetailValue(path: string, value: string, numbers: NumberLocale = 'pt-BR'): string {
  const field = path.split('.').at(-1) ?? '';
  const number = Number(value);
  if (field === 'valor' && Number.isFinite(number)) return formatMoney(number, numbers);
  if (field === 'percentualDistribuicao' && Number.isFinite(number)) return formatPercent(number, 2, numbers);
  if (field === 'banco' && Number.isInteger(number)) {
    const bank = compeBank(number);
    return bank ? `${formatCompeCode(number)} · ${bank.name}` : value;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateBR(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTimeBR(value);
  return value;
}
