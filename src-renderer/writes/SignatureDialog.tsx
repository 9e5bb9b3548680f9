/**
 * Renderer. The dialog Op2 and Op6 share: the signature form (the signer
 * filled in from the customer record), the review (the shared fields, then
 * line, document and signature type in words) and the send, for the
 * customer when the opener named one. Each operation gives what it fixes,
 * its checks, its body and the fields around the shared ones.
 */
import { Text } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type ReactNode, useMemo } from 'react';
import { cpfDigits } from '../../src-shared/cpf';
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import type { WriteOutcome } from '../../src-shared/ipc/views';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { codeInWords } from '../../src-shared/words/line-words';
import { usePrefill } from './prefill';
import { initialSignatureValues, type SignatureValues, signatureSummary, signerPrefill } from './signature-form';
import { signatureMessages } from './signature-messages';
import { useWriteCustomer, type WriteCustomer } from './write-customer';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { DuplicateConfirmation, PreparedWrite, SummaryRow } from './write-flow';
import { useWriteForm } from './write-form';

/** What the review reads of a signature body (SignatureEvent, PartnerPensionSignature). */
type SignatureBody = Parameters<typeof signatureSummary>[0] & {
  linhaDeNegocio: string;
  tipoDocumento: string;
  tipoAssinatura: string;
};

/** What an operation adds to the review: rows after the shared ones, and a shorter JSON (Op6's document). */
type ReviewExtras = Partial<Pick<PreparedWrite<null>, 'bodyForDisplay' | 'bodyNote'>> & { rows?: SummaryRow[] };

interface SignatureDialogProps<X extends Record<string, unknown>, B extends SignatureBody> {
  request: { proposal?: string; customerCpf?: string; customer?: WriteCustomer };
  title: string;
  /** What the operation fixes (line, document type…), said above the fields. */
  fixed: string;
  /** The operation's own fields, besides the shared ones. */
  extraValues: X;
  validate(values: SignatureValues & X): FormErrors;
  /** The body sent for valid values. */
  body(values: SignatureValues & X): B;
  review?(body: B, values: SignatureValues & X): ReviewExtras;
  /** useWrite of the operation. */
  send(input: { body: B; customerCpf?: string } & DuplicateConfirmation): Promise<IpcResult<WriteOutcome<null>>>;
  /** The fields: SignatureFields, and the operation's own around them; `customerCpf` when the record was read. */
  children(form: UseFormReturnType<SignatureValues & X>, customerCpf: string | undefined): ReactNode;
}

export function SignatureDialog<X extends Record<string, unknown>, B extends SignatureBody>({
  request,
  title,
  fixed,
  extraValues,
  validate,
  body: bodyOf,
  review,
  send,
  children,
}: SignatureDialogProps<X, B>) {
  const t = useT(signatureMessages);
  const login = useAppStore((s) => s.session?.user?.login);
  const language = useAppStore((s) => s.language);
  const form = useWriteForm<SignatureValues & X>({
    initialValues: { ...initialSignatureValues(request.proposal, login), ...extraValues },
    validate,
  });
  const { customer } = useWriteCustomer(request.customerCpf && cpfDigits(request.customerCpf), request.customer);
  usePrefill(
    form,
    useMemo(() => signerPrefill(customer), [customer]),
  );
  const customerCpf = request.customerCpf ? { customerCpf: cpfDigits(request.customerCpf) } : {};

  function prepare(): PreparedWrite<null> {
    const values = form.getValues();
    const body = bodyOf(values);
    const { rows = [], ...display } = review?.(body, values) ?? {};
    return {
      summary: [
        ...signatureSummary(body, t, request.customerCpf),
        { label: t('linhaDeNegocio'), value: codeInWords(body.linhaDeNegocio, language) },
        { label: t('tipoDocumento'), value: codeInWords(body.tipoDocumento, language) },
        { label: t('tipoAssinatura'), value: codeInWords(body.tipoAssinatura, language) },
        ...rows,
      ],
      body,
      ...display,
      send: (confirmation) => send({ body, ...customerCpf, ...confirmation }),
    };
  }

  return (
    <WriteDialogFrame<null>
      title={title}
      prepare={prepare}
      form={form}
      successMessage={() => t('success', { document: form.getValues().idDocumento.trim() })}
    >
      <Text size="sm" c="dimmed">
        {fixed}
      </Text>
      {children(form, customer?.cpf)}
    </WriteDialogFrame>
  );
}
