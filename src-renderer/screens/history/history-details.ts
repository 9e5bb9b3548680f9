/**
 * Renderer. How the details of what a write sent (D102) read in History:
 * each field path ("fundos.0.codigo") gets a label in the employee's language
 * ("Fundo 1 · código") and its value a display form (amounts in R$, dates in
 * pt-BR, the bank by name). Values arrive already masked by the main process.
 */
import { compeBank, formatCompeCode } from '../../../src-shared/banks/compe';
import { formatDateBR, formatDateTimeBR } from '../../../src-shared/format/calendar-date';
import { formatMoney, formatPercent } from '../../../src-shared/format/display';
import type { Language } from '../../i18n/i18n';

const FIELDS: Record<string, Record<Language, string>> = {
  valor: { 'pt-BR': 'Valor', en: 'Amount' },
  fundos: { 'pt-BR': 'Fundo', en: 'Fund' },
  codigo: { 'pt-BR': 'código', en: 'code' },
  percentualDistribuicao: { 'pt-BR': 'percentual', en: 'share' },
  emails: { 'pt-BR': 'E-mails', en: 'E-mails' },
  destinatario: { 'pt-BR': 'destinatário', en: 'recipient' },
  copia: { 'pt-BR': 'cópia', en: 'copy' },
  banco: { 'pt-BR': 'Banco', en: 'Bank' },
  agencia: { 'pt-BR': 'Agência', en: 'Branch' },
  conta: { 'pt-BR': 'Conta', en: 'Account' },
  dataAssinatura: { 'pt-BR': 'Data de assinatura', en: 'Signature date' },
  data: { 'pt-BR': 'Data e hora', en: 'Date and time' },
  dataNascimentoSegurado: { 'pt-BR': 'Nascimento do segurado', en: "Insured's birth date" },
  nomeSegurado: { 'pt-BR': 'Segurado', en: 'Insured' },
  linhaNegocio: { 'pt-BR': 'Linha de negócio', en: 'Line of business' },
  linhaDeNegocio: { 'pt-BR': 'Linha de negócio', en: 'Line of business' },
  email: { 'pt-BR': 'E-mail', en: 'E-mail' },
  idDocumento: { 'pt-BR': 'Documento', en: 'Document' },
  tipoDocumento: { 'pt-BR': 'Tipo de documento', en: 'Document type' },
  tipoAssinatura: { 'pt-BR': 'Tipo de assinatura', en: 'Signature type' },
  hash: { 'pt-BR': 'Hash', en: 'Hash' },
  enderecoIP: { 'pt-BR': 'Endereço IP', en: 'IP address' },
  documento: { 'pt-BR': 'Documento assinado', en: 'Signed document' },
  responsavel: { 'pt-BR': 'Responsável', en: 'Signer' },
  usuario: { 'pt-BR': 'Usuário', en: 'User' },
  cpf: { 'pt-BR': 'CPF', en: 'CPF' },
  nome: { 'pt-BR': 'nome', en: 'name' },
  login: { 'pt-BR': 'login', en: 'login' },
};

/** "fundos.0.codigo" → "Fundo 1 · código"; unknown names stay as sent. */
export function detailLabel(path: string, language: Language): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${Number(segment) + 1}`;
    else parts.push(FIELDS[segment]?.[language] ?? segment);
  }
  return parts.join(' · ');
}

/** The value as the app shows such a field elsewhere. */
export function detailValue(path: string, value: string): string {
  const field = path.split('.').at(-1) ?? '';
  const number = Number(value);
  if (field === 'valor' && Number.isFinite(number)) return formatMoney(number);
  if (field === 'percentualDistribuicao' && Number.isFinite(number)) return formatPercent(number);
  if (field === 'banco' && Number.isInteger(number)) {
    const bank = compeBank(number);
    return bank ? `${formatCompeCode(number)} · ${bank.name}` : value;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateBR(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTimeBR(value);
  return value;
}
