/**
 * Renderer. Op2 "Comunicar hash de assinatura (vida)": a life proposal signed
 * by hash on the partner's platform. The signer starts as the customer.
 */
import type { FormErrors } from '@mantine/form';
import { SignatureEvent } from '../../src-shared/contract/resources/signatures';
import { useWrite } from '../data/use-operation';
import { useT } from '../i18n/i18n';
import { contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { lifeSignatureHashDialogMessages as messages } from './messages';
import { SignatureDialog } from './SignatureDialog';
import { SignatureFields } from './SignatureFields';
import { addSignatureMomentProblems, type SignatureValues, signatureBodyPart } from './signature-form';
import type { WriteDialogProps } from './write-dialogs';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

/** Fixed by the contract for Op2: a life proposal signed by hash. */
const FIXED = { linhaDeNegocio: 'VIDA', tipoDocumento: 'PROPOSTA', tipoAssinatura: 'HASH' } as const;

function toBody(values: SignatureValues) {
  return { ...FIXED, ...signatureBodyPart(values) };
}

/** The form's one parse of Op2's body (validation and review share it, D171). */
const parseLifeSignature = formParse((values: SignatureValues) =>
  SignatureEvent.safeParse(toBody(values), PT_BR_PARSE),
);

function validateLifeSignature(values: SignatureValues): FormErrors {
  const language = currentLanguage();
  const parsed = parseLifeSignature(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
  addSignatureMomentProblems(errors, values, language);
  return errors;
}

export default function LifeSignatureHashDialog({ request }: WriteDialogProps<'lifeSignatureHash'>) {
  const t = useT(messages);
  const sendWrite = useWrite('op2');
  return (
    <SignatureDialog
      request={request}
      title={t('title')}
      fixed={t('fixed')}
      extraValues={{}}
      validate={validateLifeSignature}
      body={parseLifeSignature.body}
      send={sendWrite}
    >
      {(form, customerCpf) => <SignatureFields form={form} hashOptional={false} customerCpf={customerCpf} />}
    </SignatureDialog>
  );
}
