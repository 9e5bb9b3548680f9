/** Op5 "Dados de pagamento do título": new bank, branch and account for a capitalization title. */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { PaymentDataRequest } from '../../src-shared/contract/resources/capitalization';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { issuesToFormErrors } from './form-errors';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { PT_BR_PARSE } from './zod-pt-br';

const messages = defineMessages(
  {
    title: 'Dados de pagamento do título',
    customer: 'Cliente (CPF)',
    titleNumber: 'Título',
    bank: 'Banco (código)',
    branch: 'Agência',
    account: 'Conta',
    success: 'Dados de pagamento do título {title} alterados.',
  },
  {
    title: 'Title payment data',
    customer: 'Customer (CPF)',
    titleNumber: 'Title',
    bank: 'Bank (code)',
    branch: 'Branch',
    account: 'Account',
    success: 'Payment data of title {title} changed.',
  },
);

interface PaymentDataValues {
  banco: string;
  agencia: string;
  conta: string;
}

function toBody(values: PaymentDataValues) {
  const banco = values.banco.trim();
  // Only digits make a bank code; anything else is NaN, which the contract reports in its own words.
  return { banco: /^\d+$/.test(banco) ? Number(banco) : Number.NaN, agencia: values.agencia.trim(), conta: values.conta.trim() };
}

function validatePaymentData(values: PaymentDataValues): FormErrors {
  const parsed = PaymentDataRequest.safeParse(toBody(values), PT_BR_PARSE);
  return parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
}

export default function PaymentDataDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'paymentData' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op5');
  const cpf = cpfDigits(request.cpf);
  const form = useForm<PaymentDataValues>({
    initialValues: { banco: '', agencia: '', conta: '' },
    validate: validatePaymentData,
    // The limits are short and strict: say so while the employee types.
    validateInputOnChange: true,
  });

  function prepare(): PreparedWrite<null> | undefined {
    if (form.validate().hasErrors) return undefined;
    const body = PaymentDataRequest.parse(toBody(form.getValues()));
    return {
      summary: [
        { label: t('customer'), value: maskCpf(cpf) },
        { label: t('titleNumber'), value: request.title },
        { label: t('bank'), value: String(body.banco) },
        { label: t('branch'), value: body.agencia },
        { label: t('account'), value: body.conta },
      ],
      body,
      send: (confirmDuplicate) =>
        sendWrite({ path: { idcliente: cpf, idtitulo: request.title }, body, ...(confirmDuplicate ? { confirmDuplicate } : {}) }),
    };
  }

  return (
    <WriteDialogFrame<null>
      title={t('title')}
      onClose={onClose}
      prepare={prepare}
      form={form}
      successMessage={() => t('success', { title: request.title })}
    >
      <WriteContextLine
        items={[
          { label: t('customer'), value: maskCpf(cpf) },
          { label: t('titleNumber'), value: request.title },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('bank')} inputMode="numeric" autoComplete="off" data-autofocus {...form.getInputProps('banco')} />
        <TextInput label={t('branch')} autoComplete="off" {...form.getInputProps('agencia')} />
        <TextInput label={t('account')} autoComplete="off" {...form.getInputProps('conta')} />
      </SimpleGrid>
    </WriteDialogFrame>
  );
}
