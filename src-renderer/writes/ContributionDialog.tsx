/** Renderer. Op4 "Aporte esporádico": a one-off contribution to a pension certificate, split between funds. */
import { SimpleGrid, TextInput } from '@mantine/core';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { formatMoney, formatShare } from '../../src-shared/format/display';
import { useWrite } from '../data/use-operation';
import { useT } from '../i18n/i18n';
import {
  type ContributionValues,
  initialContributionValues,
  parseContribution,
  toContributionBody,
  validateContribution,
} from './contribution-form';
import { parseDecimalBR } from './decimal-input';
import { FundRows } from './FundRows';
import { RegisteredEmailInput } from './RegisteredEmailInput';
import { useWriteCustomer } from './write-customer';
import { contributionDialogMessages as messages } from './messages';
import type { WriteDialogProps } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { useWriteForm } from './write-form';

export default function ContributionDialog({ request }: WriteDialogProps<'contribution'>) {
  const t = useT(messages);
  const sendWrite = useWrite('op4');
  const cpf = cpfDigits(request.cpf);
  const form = useWriteForm<ContributionValues>({
    initialValues: initialContributionValues(request.funds),
    validate: (values) => validateContribution(values),
  });

  // The record the customer screen already read (Op8): its e-mails are offered for the confirmation.
  const registered = useWriteCustomer(cpf, undefined).customer?.emails ?? [];

  const typedAmount = parseDecimalBR(form.getValues().valor);
  // What the contribution is for: above the fields, and first in the review.
  const context = [
    { label: t('customer'), value: maskCpf(cpf) },
    { label: t('certificate'), value: request.certificate },
  ];

  function prepare(): PreparedWrite<null> {
    const body = parseContribution.body(form.getValues());
    return {
      summary: [
        ...context,
        { label: t('amount'), value: formatMoney(body.valor) },
        ...body.fundos.map((f) => ({
          label: t('fundLine', { code: f.codigo }),
          value: `${formatShare(f.percentualDistribuicao)}%`,
        })),
        { label: t('recipient'), value: body.emails?.destinatario ?? t('none') },
        { label: t('copy'), value: body.emails?.copia ?? t('none') },
      ],
      body,
      send: (confirmation) =>
        sendWrite({ path: { idcliente: cpf, idcertificado: request.certificate }, body, ...confirmation }),
    };
  }

  return (
    <WriteDialogFrame<null>
      title={t('title')}
      prepare={prepare}
      form={form}
      successMessage={() =>
        t('success', {
          amount: formatMoney(toContributionBody(form.getValues()).valor),
          certificate: request.certificate,
        })
      }
    >
      <WriteContextLine items={context} />
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
        <RegisteredEmailInput
          label={t('recipient')}
          registered={registered}
          {...form.getInputProps('emails.destinatario')}
        />
        <RegisteredEmailInput label={t('copy')} registered={registered} {...form.getInputProps('emails.copia')} />
      </SimpleGrid>
    </WriteDialogFrame>
  );
}
