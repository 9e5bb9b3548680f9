/** Op4 "Aporte esporádico": a one-off contribution to a pension certificate, split between funds. */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { formatMoney } from '../../src-shared/format/display';
import { useWrite } from '../data/use-operation';
import { defineMessages, useT } from '../i18n/i18n';
import { type ContributionValues, initialContributionValues, parseContribution, toContributionBody, validateContribution } from './contribution-form';
import { parseDecimalBR } from './decimal-input';
import { FundRows } from './FundRows';
import type { WriteDialogRequest } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';

const messages = defineMessages(
  {
    title: 'Aporte esporádico',
    customer: 'Cliente (CPF)',
    certificate: 'Certificado',
    amount: 'Valor do aporte (R$)',
    amountHint: 'Ex.: 1.234,56',
    fundLine: 'Fundo {code}',
    recipient: 'E-mail do destinatário (opcional)',
    copy: 'E-mail em cópia (opcional)',
    none: '—',
    amountRequired: 'Informe o valor do aporte.',
    amountFormat: 'Valor inválido: use reais e centavos, por exemplo 1.234,56.',
    percentRequired: 'Informe o percentual.',
    percentFormat: 'Percentual inválido: use um número, por exemplo 33,33.',
    success: 'Aporte de {amount} solicitado no certificado {certificate}. Ele aparece como pendente nas movimentações.',
  },
  {
    title: 'One-off contribution',
    customer: 'Customer (CPF)',
    certificate: 'Certificate',
    amount: 'Contribution amount (R$)',
    amountHint: 'E.g. 1.234,56',
    fundLine: 'Fund {code}',
    recipient: 'Recipient e-mail (optional)',
    copy: 'Copy e-mail (optional)',
    none: '—',
    amountRequired: 'Enter the contribution amount.',
    amountFormat: 'Invalid amount: use reais and cents, e.g. 1.234,56.',
    percentRequired: 'Enter the percentage.',
    percentFormat: 'Invalid percentage: use a number, e.g. 33,33.',
    success: 'Contribution of {amount} requested on certificate {certificate}. It shows as pending in the movements.',
  },
);

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export default function ContributionDialog({ request, onClose }: { request: Extract<WriteDialogRequest, { kind: 'contribution' }>; onClose(): void }) {
  const t = useT(messages);
  const sendWrite = useWrite('op4');
  const cpf = cpfDigits(request.cpf);
  const form = useForm<ContributionValues>({
    initialValues: initialContributionValues(request.funds),
    validate: (values) =>
      validateContribution(values, {
        amountRequired: t('amountRequired'),
        amountFormat: t('amountFormat'),
        percentRequired: t('percentRequired'),
        percentFormat: t('percentFormat'),
      }),
    validateInputOnBlur: true,
  });

  const typedAmount = parseDecimalBR(form.getValues().valor);

  function prepare(): PreparedWrite<null> | undefined {
    if (form.validate().hasErrors) return undefined;
    const body = parseContribution.body(form.getValues());
    return {
      summary: [
        { label: t('customer'), value: maskCpf(cpf) },
        { label: t('certificate'), value: request.certificate },
        { label: t('amount'), value: formatMoney(body.valor) },
        ...body.fundos.map((f) => ({ label: t('fundLine', { code: f.codigo }), value: `${percent.format(f.percentualDistribuicao)}%` })),
        { label: t('recipient'), value: body.emails?.destinatario ?? t('none') },
        { label: t('copy'), value: body.emails?.copia ?? t('none') },
      ],
      body,
      send: (confirmDuplicate) =>
        sendWrite({ path: { idcliente: cpf, idcertificado: request.certificate }, body, ...(confirmDuplicate ? { confirmDuplicate } : {}) }),
    };
  }

  return (
    <WriteDialogFrame<null>
      title={t('title')}
      onClose={onClose}
      prepare={prepare}
      form={form}
      successMessage={() => t('success', { amount: formatMoney(toContributionBody(form.getValues()).valor), certificate: request.certificate })}
    >
      <WriteContextLine
        items={[
          { label: t('customer'), value: maskCpf(cpf) },
          { label: t('certificate'), value: request.certificate },
        ]}
      />
      <TextInput
        label={t('amount')}
        placeholder={t('amountHint')}
        description={Number.isFinite(typedAmount) ? formatMoney(typedAmount) : t('amountHint')}
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('valor')}
      />
      <FundRows form={form} funds={request.funds} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('recipient')} type="email" autoComplete="off" {...form.getInputProps('emails.destinatario')} />
        <TextInput label={t('copy')} type="email" autoComplete="off" {...form.getInputProps('emails.copia')} />
      </SimpleGrid>
    </WriteDialogFrame>
  );
}
