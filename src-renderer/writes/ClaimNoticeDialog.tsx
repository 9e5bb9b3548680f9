/** Op3 "Aviso de sinistro": opens a claim notice for the customer and shows the protocol. */
import { Group, Radio, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ClaimNoticeRequest } from '../../src-shared/contract/resources/claims';
import { insuredBirthDateProblems, todayInSaoPaulo } from '../../src-shared/contract/rules';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { formatDate } from '../../src-shared/format/display';
import { defineMessages, useT } from '../i18n/i18n';
import { api } from '../ipc/use-ipc';
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

type ClaimNoticeResult = { protocolo: string };

export default function ClaimNoticeDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'claimNotice' }>; onClose(): void }) {
  const t = useT(messages);
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
      send: (confirmDuplicate) => api().claims.createClaimNotice({ path: { idcliente: cpf }, body, ...(confirmDuplicate ? { confirmDuplicate } : {}) }),
    };
  }

  return (
    <WriteDialogFrame<ClaimNoticeResult>
      title={t('title')}
      onClose={onClose}
      prepare={prepare}
      form={form}
      successMessage={(outcome) => t('success', { protocol: outcome.result.protocolo })}
      renderResult={(outcome) => <ProtocolResult protocol={outcome.result.protocolo} />}
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
