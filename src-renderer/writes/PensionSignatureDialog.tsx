/**
 * Renderer. Op6 "Comunicar assinatura de proposta (previdência)": signature
 * type, optional hash and the signed document (a PDF; required on paper).
 * The line of business is the pension line, fixed (D91). Checked before
 * sending with the contract's schema and rules, the ones the service side
 * refuses with; the signer starts as the customer.
 */
import { Group, Radio } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { PartnerPensionSignature } from '../../src-shared/contract/resources/signatures';
import { PENSION_LINE, pensionSignatureProblems } from '../../src-shared/contract/rules';
import { useWrite } from '../data/use-operation';
import { formatInteger } from '../../src-shared/format/display';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { type AttachedDocument, formatFileSize } from './attached-document';
import { DocumentFileInput } from './DocumentFileInput';
import { addRuleProblems, contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { codeInWords } from '../../src-shared/words/line-words';
import { pensionSignatureDialogMessages as messages } from './messages';
import { SignatureDialog } from './SignatureDialog';
import { SignatureFields } from './SignatureFields';
import { type SignatureValues, signatureBodyPart } from './signature-form';
import { signatureMessages } from './signature-messages';
import type { WriteDialogProps } from './write-dialogs';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

/** The signature types of Op6, in the contract's words (shown through line-words.ts). */
const SIGNATURE_TYPES = ['DIGITAL', 'ELETRÔNICA', 'PAPEL'] as const;

type PensionSignatureExtras = {
  tipoAssinatura: string;
  documento: AttachedDocument | null;
};

type PensionSignatureValues = SignatureValues & PensionSignatureExtras;

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

/** The form's one parse of Op6's body (validation and review share it, D171). */
const parsePensionSignature = formParse((values: PensionSignatureValues) =>
  PartnerPensionSignature.safeParse(toBody(values), PT_BR_PARSE),
);

function validatePensionSignature(values: PensionSignatureValues): FormErrors {
  const language = currentLanguage();
  const body = toBody(values);
  const parsed = parsePensionSignature(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
  // The service's rules (rules.ts): paper needs the document, the moment is not after now.
  addRuleProblems(errors, pensionSignatureProblems(body, new Date()), language);
  return errors;
}

const NO_TYPE_NOR_DOCUMENT: PensionSignatureExtras = { tipoAssinatura: '', documento: null };

export default function PensionSignatureDialog({ request }: WriteDialogProps<'pensionSignature'>) {
  const t = useT(messages);
  const ts = useT(signatureMessages);
  const language = useAppStore((s) => s.language);
  const sendWrite = useWrite('op6');
  return (
    <SignatureDialog
      request={request}
      title={t('title')}
      fixed={t('fixed')}
      extraValues={NO_TYPE_NOR_DOCUMENT}
      validate={validatePensionSignature}
      body={parsePensionSignature.body}
      review={(body, { documento }) => ({
        rows: [
          {
            label: t('document'),
            value: documento ? `${documento.name} (${formatFileSize(documento.size)})` : t('noDocument'),
          },
        ],
        // A few MB of base64 would freeze the review: the JSON shows its size instead, and says so.
        ...(body.documento !== undefined && documento
          ? {
              bodyForDisplay: {
                ...body,
                documento: t('documentInJson', { name: documento.name, length: formatInteger(body.documento.length) }),
              },
              bodyNote: t('documentNote'),
            }
          : {}),
      })}
      send={sendWrite}
    >
      {(form, customerCpf) => (
        <>
          <Radio.Group label={ts('tipoAssinatura')} {...form.getInputProps('tipoAssinatura')}>
            <Group gap="lg" mt={4}>
              {SIGNATURE_TYPES.map((type) => (
                <Radio key={type} value={type} label={codeInWords(type, language)} />
              ))}
            </Group>
          </Radio.Group>
          <SignatureFields form={form} hashOptional customerCpf={customerCpf} />
          <DocumentFileInput
            value={form.getValues().documento}
            onChange={(document) => {
              form.setFieldValue('documento', document);
              // Said at once (not a PDF, too big), not only at "Revisar envio".
              form.validateField('documento');
            }}
            error={form.errors.documento}
          />
        </>
      )}
    </SignatureDialog>
  );
}
