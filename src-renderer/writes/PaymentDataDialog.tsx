/**
 * Renderer. Op5 "Dados de pagamento do título": new bank, branch and account
 * for a capitalization title. The bank comes from the COMPE list; branch and
 * account are checked as banks write them (digits, check digit after a
 * hyphen, X where it applies) by the contract's schema, the one the service
 * side refuses with (D90).
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { compeBank } from '../../src-shared/banks/compe';
import { BANK_ACCOUNT_DIGITS, BANK_BRANCH_DIGITS } from '../../src-shared/contract/primitives';
import { PaymentDataRequest } from '../../src-shared/contract/resources/capitalization';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { useWrite } from '../data/use-operation';
import { useT } from '../i18n/i18n';
import { bankLabel, BankSelect } from './BankSelect';
import { contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { paymentDataDialogMessages as messages } from './messages';
import type { WriteDialogProps } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { useWriteForm } from './write-form';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

type PaymentDataValues = {
  /** COMPE code in three digits ('341'), or ''. */
  banco: string;
  agencia: string;
  conta: string;
};

function toBody(values: PaymentDataValues) {
  // No bank chosen is NaN, which the contract reports as "choose the bank".
  return {
    banco: values.banco === '' ? Number.NaN : Number(values.banco),
    agencia: values.agencia.trim(),
    conta: values.conta.trim(),
  };
}

const parsePaymentData = formParse((values: PaymentDataValues) =>
  PaymentDataRequest.safeParse(toBody(values), PT_BR_PARSE),
);

function validatePaymentData(values: PaymentDataValues): FormErrors {
  const parsed = parsePaymentData(values);
  return parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, currentLanguage());
}

/** Check digits are written in capitals ("X"), whatever the keyboard sent. */
const upper = (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.value.toUpperCase();

export default function PaymentDataDialog({ request }: WriteDialogProps<'paymentData'>) {
  const t = useT(messages);
  const sendWrite = useWrite('op5');
  const cpf = cpfDigits(request.cpf);
  const form = useWriteForm<PaymentDataValues>({
    initialValues: { banco: '', agencia: '', conta: '' },
    validate: validatePaymentData,
    // Said while the employee types: the formats are short and strict.
    validateInputOnChange: ['agencia', 'conta'],
  });

  // What the new payment data is for: above the fields, and first in the review.
  const context = [
    { label: t('customer'), value: maskCpf(cpf) },
    { label: t('titleNumber'), value: request.title },
  ];

  function prepare(): PreparedWrite<null> {
    const body = parsePaymentData.body(form.getValues());
    return {
      summary: [
        ...context,
        { label: t('bank'), value: bankLabel(body.banco, compeBank(body.banco)?.name ?? '') },
        { label: t('branch'), value: body.agencia },
        { label: t('account'), value: body.conta },
      ],
      body,
      send: (confirmation) => sendWrite({ path: { idcliente: cpf, idtitulo: request.title }, body, ...confirmation }),
    };
  }

  const bank = form.getInputProps('banco');
  return (
    <WriteDialogFrame<null>
      title={t('title')}
      prepare={prepare}
      form={form}
      successMessage={() => t('success', { title: request.title })}
    >
      <WriteContextLine items={context} />
      <BankSelect
        label={t('bank')}
        description={t('bankHint')}
        nothingFound={t('bankNotFound')}
        value={form.getValues().banco}
        onChange={(code) => form.setFieldValue('banco', code)}
        onBlur={() => form.validateField('banco')}
        error={bank.error}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('branch')}
          description={t('branchHint', { digits: BANK_BRANCH_DIGITS })}
          autoComplete="off"
          {...form.getInputProps('agencia')}
          onChange={(event) => form.setFieldValue('agencia', upper(event))}
        />
        <TextInput
          label={t('account')}
          description={t('accountHint', { digits: BANK_ACCOUNT_DIGITS })}
          autoComplete="off"
          {...form.getInputProps('conta')}
          onChange={(event) => form.setFieldValue('conta', upper(event))}
        />
      </SimpleGrid>
    </WriteDialogFrame>
  );
}
