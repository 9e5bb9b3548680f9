/**
 * Renderer. Op2 "Comunicar hash de assinatura (vida)": a life proposal signed
 * by hash on the partner's platform. The signer starts as the customer.
 */
import { Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMemo } from 'react';
import { SignatureEvent } from '../../src-shared/contract/resources/signatures';
import { cpfDigits } from '../../src-shared/cpf';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { contractIssuesToFormErrors } from './form-errors';
import { currentLanguage, useErrorsFollowLanguage } from './form-language';
import { codeInWords } from './line-words';
import { usePrefill } from './prefill';
import { SignatureFields } from './SignatureFields';
import { addSignatureMomentProblems, initialSignatureValues, type SignatureValues, signatureBodyPart, signatureSummary, signerPrefill } from './signature-form';
import { signatureMessages } from './signature-messages';
import { useWriteCustomer } from './write-customer';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from './zod-pt-br';

const messages = defineMessages(
  {
    title: 'Comunicar hash de assinatura (vida)',
    fixed: 'Linha de negócio: Vida · Tipo de documento: Proposta · Tipo de assinatura: Hash',
    success: 'Assinatura da proposta {document} comunicada.',
  },
  {
    title: 'Communicate signature hash (life)',
    fixed: 'Line of business: Life · Document type: Proposal · Signature type: Hash',
    success: 'Signature of proposal {document} communicated.',
  },
);

/** Fixed by the contract for Op2: a life proposal signed by hash. */
const FIXED = { linhaDeNegocio: 'VIDA', tipoDocumento: 'PROPOSTA', tipoAssinatura: 'HASH' } as const;

function toBody(values: SignatureValues) {
  return { ...FIXED, ...signatureBodyPart(values) };
}

const parseLifeSignature = formParse((values: SignatureValues) => SignatureEvent.safeParse(toBody(values), PT_BR_PARSE));

function validateLifeSignature(values: SignatureValues): FormErrors {
  const language = currentLanguage();
  const parsed = parseLifeSignature(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
  addSignatureMomentProblems(errors, values, language);
  return errors;
}

export default function LifeSignatureHashDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'lifeSignatureHash' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op2');
  const ts = useT(signatureMessages);
  const login = useAppStore((s) => s.session?.user?.login);
  const language = useAppStore((s) => s.language);
  const form = useForm<SignatureValues>({
    initialValues: initialSignatureValues(request.proposal, login),
    validate: validateLifeSignature,
    validateInputOnBlur: true,
  });
  useErrorsFollowLanguage(form);
  const { customer } = useWriteCustomer(request.customerCpf && cpfDigits(request.customerCpf), request.customer);
  usePrefill(form, useMemo(() => signerPrefill(customer), [customer]));

  function prepare(): PreparedWrite<null> | undefined {
    if (form.validate().hasErrors) return undefined;
    const body = parseLifeSignature.body(form.getValues());
    return {
      summary: [
        ...signatureSummary(body, ts, request.customerCpf),
        { label: ts('linhaDeNegocio'), value: codeInWords(body.linhaDeNegocio, language) },
        { label: ts('tipoDocumento'), value: codeInWords(body.tipoDocumento, language) },
        { label: ts('tipoAssinatura'), value: codeInWords(body.tipoAssinatura, language) },
      ],
      body,
      send: (confirmDuplicate) =>
        sendWrite({
          body,
          ...(request.customerCpf ? { customerCpf: cpfDigits(request.customerCpf) } : {}),
          ...(confirmDuplicate ? { confirmDuplicate } : {}),
        }),
    };
  }

  return (
    <WriteDialogFrame<null>
      title={t('title')}
      onClose={onClose}
      prepare={prepare}
      form={form}
      successMessage={() => t('success', { document: form.getValues().idDocumento.trim() })}
    >
      <Text size="sm" c="dimmed">
        {t('fixed')}
      </Text>
      <SignatureFields form={form} hashOptional={false} />
    </WriteDialogFrame>
  );
}
