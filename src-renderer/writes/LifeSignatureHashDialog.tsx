/** Op2 "Comunicar hash de assinatura (vida)": a life proposal signed by hash on the partner's platform. */
import { Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { SignatureEvent } from '../../src-shared/contract/resources/signatures';
import { cpfDigits } from '../../src-shared/cpf';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { issuesToFormErrors } from './form-errors';
import { SignatureFields } from './SignatureFields';
import { addSignatureMomentProblems, initialSignatureValues, type SignatureValues, signatureBodyPart, signatureSummary } from './signature-form';
import { signatureMessages } from './signature-messages';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { PT_BR_PARSE } from './zod-pt-br';

const messages = defineMessages(
  {
    title: 'Comunicar hash de assinatura (vida)',
    fixed: 'Linha de negócio VIDA · Tipo de documento PROPOSTA · Tipo de assinatura HASH',
    success: 'Assinatura da proposta {document} comunicada.',
  },
  {
    title: 'Communicate signature hash (life)',
    fixed: 'Line of business VIDA · Document type PROPOSTA · Signature type HASH',
    success: 'Signature of proposal {document} communicated.',
  },
);

/** Fixed by the contract for Op2: a life proposal signed by hash. */
const FIXED = { linhaDeNegocio: 'VIDA', tipoDocumento: 'PROPOSTA', tipoAssinatura: 'HASH' } as const;

function toBody(values: SignatureValues) {
  return { ...FIXED, ...signatureBodyPart(values) };
}

function validateLifeSignature(values: SignatureValues): FormErrors {
  const parsed = SignatureEvent.safeParse(toBody(values), PT_BR_PARSE);
  const errors = parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
  addSignatureMomentProblems(errors, values);
  return errors;
}

export default function LifeSignatureHashDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'lifeSignatureHash' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op2');
  const ts = useT(signatureMessages);
  const login = useAppStore((s) => s.session?.user?.login);
  const form = useForm<SignatureValues>({
    initialValues: initialSignatureValues(request.proposal, login),
    validate: validateLifeSignature,
    validateInputOnBlur: true,
  });

  function prepare(): PreparedWrite<null> | undefined {
    if (form.validate().hasErrors) return undefined;
    const body = SignatureEvent.parse(toBody(form.getValues()));
    return {
      summary: [
        ...signatureSummary(body, ts, request.customerCpf),
        { label: ts('linhaDeNegocio'), value: body.linhaDeNegocio },
        { label: ts('tipoDocumento'), value: body.tipoDocumento },
        { label: ts('tipoAssinatura'), value: body.tipoAssinatura },
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
