/** Renderer. Op7 "Data de assinatura da proposta": the date a life proposal was signed (not in the future, not before its creation). */
import { TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { operations } from '../../src-shared/contract/operations';
import { ProposalPatch } from '../../src-shared/contract/resources/life';
import { signatureDateProblems, todayInSaoPaulo } from '../../src-shared/contract/rules';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import { formatDate } from '../../src-shared/format/display';
import { DateInputBR } from '../components/DateInputBR';
import { useWrite } from '../data/use-operation';
import { useT } from '../i18n/i18n';
import { addRuleProblems, contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { proposalSignatureDateDialogMessages as messages } from './messages';
import type { WriteDialogProps } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { formParse } from './form-parse';
import { useWriteForm } from './write-form';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

const proposalSchema = operations.op7.pathParams.idproposta.input;

type ProposalDateValues = {
  idproposta: string;
  dataAssinatura: string;
};

const parseProposalDate = formParse((values: ProposalDateValues) =>
  ProposalPatch.safeParse({ dataAssinatura: values.dataAssinatura }, PT_BR_PARSE),
);

export default function ProposalSignatureDateDialog({ request }: WriteDialogProps<'proposalSignatureDate'>) {
  const t = useT(messages);
  const sendWrite = useWrite('op7');
  // Only a real calendar date limits the choice; anything else the screen passed is ignored.
  const createdOn = calendarDateOf(request.createdOn);

  function validate(values: ProposalDateValues): FormErrors {
    const language = currentLanguage();
    const parsed = parseProposalDate(values);
    const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
    const proposal = proposalSchema.safeParse(values.idproposta.trim(), PT_BR_PARSE);
    if (!proposal.success)
      Object.assign(errors, contractIssuesToFormErrors(proposal.error.issues, language, ['idproposta']));
    addRuleProblems(errors, signatureDateProblems(values.dataAssinatura, todayInSaoPaulo(), createdOn), language);
    return errors;
  }

  const form = useWriteForm<ProposalDateValues>({
    initialValues: { idproposta: request.proposal ?? '', dataAssinatura: '' },
    validate,
  });

  function prepare(): PreparedWrite<null> {
    const values = form.getValues();
    const idproposta = values.idproposta.trim();
    const body = parseProposalDate.body(values);
    return {
      summary: [
        ...(request.customerCpf ? [{ label: t('customer'), value: maskCpf(request.customerCpf) }] : []),
        { label: t('proposal'), value: idproposta },
        ...(createdOn ? [{ label: t('createdOn'), value: formatDate(createdOn) }] : []),
        { label: t('date'), value: formatDate(body.dataAssinatura) },
      ],
      body,
      send: (confirmation) =>
        sendWrite({
          path: { idproposta },
          body,
          ...(request.customerCpf ? { customerCpf: cpfDigits(request.customerCpf) } : {}),
          ...confirmation,
        }),
    };
  }

  const context = [
    ...(request.customerCpf ? [{ label: t('customer'), value: maskCpf(request.customerCpf) }] : []),
    ...(createdOn ? [{ label: t('createdOn'), value: formatDate(createdOn) }] : []),
  ];

  return (
    <WriteDialogFrame<null>
      title={t('title')}
      prepare={prepare}
      form={form}
      successMessage={() => {
        const values = form.getValues();
        return t('success', { proposal: values.idproposta.trim(), date: formatDate(values.dataAssinatura) });
      }}
    >
      <WriteContextLine items={context} />
      <TextInput
        label={t('proposal')}
        autoComplete="off"
        readOnly={request.proposal !== undefined}
        {...form.getInputProps('idproposta')}
      />
      <DateInputBR
        label={t('date')}
        description={t('dateHint')}
        data-autofocus
        {...form.getInputProps('dataAssinatura')}
        value={form.getValues().dataAssinatura}
      />
    </WriteDialogFrame>
  );
}
