/**
 * Renderer. Op6 "Comunicar assinatura de proposta (previdência)": signature
 * type, optional hash and the signed document (a PDF; required on paper).
 * The line of business is the pension line, fixed (D91). Checked before
 * sending with the contract's schema and rules, the ones the service side
 * refuses with; the signer starts as the customer.
 */
import { Group, Radio, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMemo } from 'react';
import { PartnerPensionSignature } from '../../src-shared/contract/resources/signatures';
import { PENSION_LINE, pensionSignatureProblems } from '../../src-shared/contract/rules';
import { cpfDigits } from '../../src-shared/cpf';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { type AttachedDocument, formatFileSize } from './attached-document';
import { DocumentFileInput } from './DocumentFileInput';
import { addRuleProblems, contractIssuesToFormErrors } from './form-errors';
import { currentLanguage, useErrorsFollowLanguage } from './form-language';
import { codeInWords } from './line-words';
import { usePrefill } from './prefill';
import { SignatureFields } from './SignatureFields';
import { initialSignatureValues, type SignatureValues, signatureBodyPart, signatureSummary, signerPrefill } from './signature-form';
import { signatureMessages } from './signature-messages';
import { useWriteCustomer } from './write-customer';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from './zod-pt-br';

const messages = defineMessages(
  {
    title: 'Comunicar assinatura de proposta (previdência)',
    digital: 'Digital',
    electronic: 'Eletrônica',
    paper: 'Papel',
    fixed: 'Linha de negócio: Previdência · Tipo de documento: Proposta',
    document: 'Documento anexado',
    noDocument: 'Nenhum',
    documentInJson: '‹conteúdo de {name} em base64: {length} caracteres›',
    documentNote: 'O conteúdo do documento foi abreviado nesta visualização; ele é enviado por inteiro.',
    success: 'Assinatura da proposta {document} comunicada.',
  },
  {
    title: 'Communicate proposal signature (pension)',
    digital: 'Digital',
    electronic: 'Electronic',
    paper: 'Paper',
    fixed: 'Line of business: Pension · Document type: Proposal',
    document: 'Attached document',
    noDocument: 'None',
    documentInJson: '‹content of {name} in base64: {length} characters›',
    documentNote: 'The document content is abbreviated in this view; it is sent in full.',
    success: 'Signature of proposal {document} communicated.',
  },
);

interface PensionSignatureValues extends SignatureValues {
  tipoAssinatura: string;
  documento: AttachedDocument | null;
}

function toBody(values: PensionSignatureValues) {
  const { hash, ...shared } = signatureBodyPart(values);
  return {
    linhaDeNegocio: PENSION_LINE,
    tipoDocumento: 'PROPOSTA' as const,
    tipoAssinatura: values.tipoAssinatura as 'DIGITAL' | 'ELETRÔNICA' | 'PAPEL',
    idDocumento: shared.idDocumento,
    // Optional on Op6: a blank hash is simply not sent.
    ...(hash ? { hash } : {}),
    data: shared.data,
    enderecoIP: shared.enderecoIP,
    responsavel: shared.responsavel,
    usuario: shared.usuario,
    ...(values.documento ? { documento: values.documento.base64 } : {}),
  };
}

const parsePensionSignature = formParse((values: PensionSignatureValues) => PartnerPensionSignature.safeParse(toBody(values), PT_BR_PARSE));

function validatePensionSignature(values: PensionSignatureValues): FormErrors {
  const language = currentLanguage();
  const body = toBody(values);
  const parsed = parsePensionSignature(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
  // The service's rules (rules.ts): paper needs the document, the moment is not after now.
  addRuleProblems(errors, pensionSignatureProblems(body, new Date()), language);
  return errors;
}

const integer = new Intl.NumberFormat('pt-BR');

export default function PensionSignatureDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'pensionSignature' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op6');
  const ts = useT(signatureMessages);
  const login = useAppStore((s) => s.session?.user?.login);
  const language = useAppStore((s) => s.language);
  const form = useForm<PensionSignatureValues>({
    initialValues: { ...initialSignatureValues(request.proposal, login), tipoAssinatura: '', documento: null },
    validate: validatePensionSignature,
    validateInputOnBlur: true,
  });
  useErrorsFollowLanguage(form);
  const { customer } = useWriteCustomer(request.customerCpf && cpfDigits(request.customerCpf), request.customer);
  usePrefill(form, useMemo(() => signerPrefill(customer), [customer]));
  const typeLabel: Record<string, string> = { DIGITAL: t('digital'), ELETRÔNICA: t('electronic'), PAPEL: t('paper') };

  function prepare(): PreparedWrite<null> | undefined {
    if (form.validate().hasErrors) return undefined;
    const values = form.getValues();
    const body = parsePensionSignature.body(values);
    const document = values.documento;
    return {
      summary: [
        ...signatureSummary(body, ts, request.customerCpf),
        { label: ts('linhaDeNegocio'), value: codeInWords(body.linhaDeNegocio, language) },
        { label: ts('tipoDocumento'), value: codeInWords(body.tipoDocumento, language) },
        { label: ts('tipoAssinatura'), value: typeLabel[body.tipoAssinatura] ?? body.tipoAssinatura },
        { label: t('document'), value: document ? `${document.name} (${formatFileSize(document.size)})` : t('noDocument') },
      ],
      body,
      // A few MB of base64 would freeze the review: the JSON shows its size instead, and says so.
      ...(body.documento !== undefined && document
        ? {
            bodyForDisplay: { ...body, documento: t('documentInJson', { name: document.name, length: integer.format(body.documento.length) }) },
            bodyNote: t('documentNote'),
          }
        : {}),
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
      <Radio.Group label={ts('tipoAssinatura')} {...form.getInputProps('tipoAssinatura')}>
        <Group gap="lg" mt={4}>
          <Radio value="DIGITAL" label={t('digital')} />
          <Radio value="ELETRÔNICA" label={t('electronic')} />
          <Radio value="PAPEL" label={t('paper')} />
        </Group>
      </Radio.Group>
      <SignatureFields form={form} hashOptional />
      <DocumentFileInput
        value={form.getValues().documento}
        onChange={(document) => {
          form.setFieldValue('documento', document);
          // Said at once (not a PDF, too big), not only at "Revisar envio".
          form.validateField('documento');
        }}
        error={form.errors.documento}
      />
    </WriteDialogFrame>
  );
}
