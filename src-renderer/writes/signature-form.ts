/**
 * Renderer. The fields Op2 and Op6 share (SignatureEvent /
 * PartnerPensionSignature): values, body, the signing-moment rule, what the
 * customer record fills in, and the summary.
 */
import type { FormErrors } from '@mantine/form';
import { signingMomentProblems } from '../../src-shared/contract/rules';
import { cpfDigits, formatCpf, maskCpf } from '../../src-shared/cpf';
import { formatDateTime } from '../../src-shared/format/display';
import type { Language } from '../i18n/i18n';
import { addRuleProblems } from './form-errors';
import type { Prefill } from './prefill';
import { localInputToRfc3339, nowInSaoPauloForInput } from './signature-date-time';
import type { SignatureText } from './signature-messages';
import type { WriteCustomer } from './write-customer';
import type { SummaryRow } from './write-flow';

export interface SignatureValues {
  idDocumento: string;
  hash: string;
  /** datetime-local text, São Paulo wall clock. */
  data: string;
  enderecoIP: string;
  /** CPF as typed, with the mask. */
  responsavel: { cpf: string; nome: string; email: string };
  usuario: { login: string; email: string };
}

export function initialSignatureValues(proposal: string | undefined, login: string | undefined): SignatureValues {
  return {
    idDocumento: proposal ?? '',
    hash: '',
    data: nowInSaoPauloForInput(),
    enderecoIP: '',
    responsavel: { cpf: '', nome: '', email: '' },
    usuario: { login: login ?? '', email: '' },
  };
}

/** The shared part of the body. A blank hash stays '' so Op2's schema asks for it; Op6 leaves it out (optional there). */
export function signatureBodyPart(values: SignatureValues) {
  return {
    idDocumento: values.idDocumento.trim(),
    hash: values.hash.trim(),
    data: localInputToRfc3339(values.data),
    enderecoIP: values.enderecoIP.trim(),
    responsavel: {
      cpf: cpfDigits(values.responsavel.cpf),
      nome: values.responsavel.nome.trim(),
      email: values.responsavel.email.trim(),
    },
    usuario: { login: values.usuario.login.trim(), email: values.usuario.email.trim() },
  };
}

/**
 * A signature cannot have happened after now: the rule the service applies
 * (rules.ts), on the instant typed in São Paulo time, against this machine's
 * clock, the one every form's "today" and "now" come from.
 */
export function addSignatureMomentProblems(
  errors: FormErrors,
  values: SignatureValues,
  language: Language,
  now: Date = new Date(),
): void {
  addRuleProblems(errors, signingMomentProblems(localInputToRfc3339(values.data), now), language);
}

/** The signer is usually the customer: their CPF, name and e-mail, to be changed when someone else signed. */
export function signerPrefill(customer: WriteCustomer | undefined): Prefill | undefined {
  if (!customer) return undefined;
  return {
    'responsavel.cpf': formatCpf(customer.cpf),
    'responsavel.nome': customer.name,
    'responsavel.email': customer.email,
  };
}

/** Readable lines of the shared fields; the signer's CPF is masked. */
export function signatureSummary(
  body: Omit<ReturnType<typeof signatureBodyPart>, 'hash'> & { hash?: string },
  t: SignatureText,
  customerCpf: string | undefined,
): SummaryRow[] {
  return [
    ...(customerCpf ? [{ label: t('customer'), value: maskCpf(customerCpf) }] : []),
    { label: t('idDocumento'), value: body.idDocumento },
    { label: t('hash'), value: body.hash || t('none') },
    { label: t('data'), value: formatDateTime(body.data) },
    { label: t('enderecoIP'), value: body.enderecoIP },
    { label: t('responsavelCpf'), value: maskCpf(body.responsavel.cpf) },
    { label: t('responsavelNome'), value: body.responsavel.nome },
    { label: t('responsavelEmail'), value: body.responsavel.email },
    { label: t('usuarioLogin'), value: body.usuario.login },
    { label: t('usuarioEmail'), value: body.usuario.email },
  ];
}
