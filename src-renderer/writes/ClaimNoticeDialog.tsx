/**
 * Renderer. Op3 "Aviso de sinistro": opens a claim notice for the customer and
 * shows the protocol, or, when the service answered without one, that the
 * claim was opened and where to find it (the History).
 */
import { Group, Radio, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ClaimNoticeRequest } from '../../src-shared/contract/resources/claims';
import type { ApiResult } from '../../src-shared/contract/types';
import { insuredBirthDateProblems, todayInSaoPaulo } from '../../src-shared/contract/rules';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { formatDate } from '../../src-shared/format/display';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { addProblems, issuesToFormErrors } from './form-errors';
import { ProtocolResult } from './ProtocolResult';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { PT_BR_PARSE } from './zod-pt-br';

const messages = defineMessages(
  {
    title: 'Aviso de sinistro',
    customer: 'Cliente (CPF)',
    insuredName: 'Nome do segurado',
    birthDate: 'Data de nascimento do segurado',
    lineOfBusiness: 'Linha de negócio',
    life: 'Vida',
    pension: 'Previdência',
    email: 'E-mail',
    success: 'Aviso de sinistro aberto. Protocolo {protocol}.',
    successNoProtocol: 'Aviso de sinistro aberto. Protocolo não informado pelo serviço; confira no Histórico.',
  },
  {
    title: 'Claim notice',
    customer: 'Customer (CPF)',
    insuredName: 'Insured name',
    birthDate: 'Insured date of birth',
    lineOfBusiness: 'Line of business',
    life: 'Life',
    pension: 'Pension',
    email: 'E-mail',
    success: 'Claim notice opened. Protocol {protocol}.',
    successNoProtocol: 'Claim notice opened. Protocol number not sent by the service; check the History.',
  },
);

interface ClaimNoticeValues {
  nomeSegurado: string;
  dataNascimentoSegurado: string;
  linhaNegocio: string;
  email: string;
}

function toBody(values: ClaimNoticeValues) {
  return {
    nomeSegurado: values.nomeSegurado,
    dataNascimentoSegurado: values.dataNascimentoSegurado,
    linhaNegocio: values.linhaNegocio as 'VIDA' | 'PREVIDENCIA',
    email: values.email.trim(),
  };
}

function validateClaimNotice(values: ClaimNoticeValues): FormErrors {
  const parsed = ClaimNoticeRequest.safeParse(toBody(values), PT_BR_PARSE);
  const errors = parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
  addProblems(errors, 'dataNascimentoSegurado', insuredBirthDateProblems(values.dataNascimentoSegurado, todayInSaoPaulo()));
  return errors;
}

type ClaimNoticeResult = ApiResult<'op3'>;

export default function ClaimNoticeDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'claimNotice' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op3');
  const cpf = cpfDigits(request.cpf);
  const form = useForm<ClaimNoticeValues>({
    initialValues: { nomeSegurado: '', dataNascimentoSegurado: '', linhaNegocio: '', email: '' },
    validate: validateClaimNotice,
    validateInputOnBlur: true,
  });

  function prepare(): PreparedWrite<ClaimNoticeResult> | undefined {
    if (form.validate().hasErrors) return undefined;
    const body = ClaimNoticeRequest.parse(toBody(form.getValues()));
    return {
      summary: [
        { label: t('customer'), value: maskCpf(cpf) },
        { label: t('insuredName'), value: body.nomeSegurado },
        { label: t('birthDate'), value: formatDate(body.dataNascimentoSegurado) },
        { label: t('lineOfBusiness'), value: body.linhaNegocio === 'VIDA' ? t('life') : t('pension') },
        { label: t('email'), value: body.email },
      ],
      body,
      send: (confirmDuplicate) => sendWrite({ path: { idcliente: cpf }, body, ...(confirmDuplicate ? { confirmDuplicate } : {}) }),
    };
  }

  return (
    <WriteDialogFrame<ClaimNoticeResult>
      title={t('title')}
      onClose={onClose}
      prepare={prepare}
      form={form}
      successMessage={({ result }) => (result.protocolo ? t('success', { protocol: result.protocolo }) : t('successNoProtocol'))}
      // Without a protocol the success text above already says so: no big empty number to copy.
      renderResult={({ result }) => (result.protocolo ? <ProtocolResult protocol={result.protocolo} /> : null)}
    >
      <WriteContextLine items={[{ label: t('customer'), value: maskCpf(cpf) }]} />
      <TextInput label={t('insuredName')} autoComplete="off" data-autofocus {...form.getInputProps('nomeSegurado')} />
      <TextInput label={t('birthDate')} type="date" max={todayInSaoPaulo()} {...form.getInputProps('dataNascimentoSegurado')} />
      <Radio.Group label={t('lineOfBusiness')} {...form.getInputProps('linhaNegocio')}>
        <Group gap="lg" mt={4}>
          <Radio value="VIDA" label={t('life')} />
          <Radio value="PREVIDENCIA" label={t('pension')} />
        </Group>
      </Radio.Group>
      <TextInput label={t('email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
    </WriteDialogFrame>
  );
}
