/**
 * Renderer. Op3 "Aviso de sinistro": opens a claim notice for the customer
 * and shows the protocol, or, when the service answered without one, that
 * the claim was opened and where to find it (the History). Only the lines
 * the customer holds are offered, in words, the one of the tab that opened
 * the dialog already chosen; the insured starts as the customer.
 */
import { Alert, Checkbox, Group, Radio, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { ClaimNoticeRequest } from '../../src-shared/contract/resources/claims';
import type { ApiResult } from '../../src-shared/contract/types';
import {
  type ClaimLine,
  claimLineProblems,
  insuredBirthDateProblems,
  todayInSaoPaulo,
} from '../../src-shared/contract/rules';
import { cpfDigits, maskCpf } from '../../src-shared/cpf';
import { formatDate } from '../../src-shared/format/display';
import { DateInputBR } from '../components/DateInputBR';
import { useWrite } from '../data/use-operation';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { explainClaimRefusal } from './claim-refusal';
import { addRuleProblems, contractIssuesToFormErrors } from './form-errors';
import { currentLanguage } from './form-language';
import { codeInWords } from '../../src-shared/words/line-words';
import { claimNoticeDialogMessages as messages } from './messages';
import { type Prefill, usePrefill } from './prefill';
import { ProtocolResult } from './ProtocolResult';
import { RegisteredEmailInput } from './RegisteredEmailInput';
import { claimLinesFor, useWriteCustomer, type WriteCustomer } from './write-customer';
import type { WriteDialogProps } from './write-dialogs';
import { WriteContextLine } from './WriteContextLine';
import { WriteDialogFrame } from './WriteDialogFrame';
import type { PreparedWrite } from './write-flow';
import { useWriteForm } from './write-form';
import { formParse } from './form-parse';
import { PT_BR_PARSE } from '../../src-shared/zod-pt-br';

type ClaimNoticeValues = {
  nomeSegurado: string;
  dataNascimentoSegurado: string;
  linhaNegocio: string;
  email: string;
  /** The notice is for the insured's death (not sent: Op3 has no cause); the e-mail is then someone else's. */
  morte: boolean;
};

function toBody(values: ClaimNoticeValues) {
  return {
    nomeSegurado: values.nomeSegurado,
    dataNascimentoSegurado: values.dataNascimentoSegurado,
    linhaNegocio: values.linhaNegocio as ClaimLine,
    email: values.email.trim(),
  };
}

const parseClaimNotice = formParse((values: ClaimNoticeValues) =>
  ClaimNoticeRequest.safeParse(toBody(values), PT_BR_PARSE),
);

function validateClaimNotice(values: ClaimNoticeValues, customer: WriteCustomer | undefined): FormErrors {
  const language = currentLanguage();
  const parsed = parseClaimNotice(values);
  const errors = parsed.success ? {} : contractIssuesToFormErrors(parsed.error.issues, language);
  addRuleProblems(errors, insuredBirthDateProblems(values.dataNascimentoSegurado, todayInSaoPaulo()), language);
  // The record's lines, when it lists them: the rule the service applies (rules.ts).
  if (customer?.lines && values.linhaNegocio)
    addRuleProblems(errors, claimLineProblems(values.linhaNegocio, customer.lines), language);
  return errors;
}

/** The line already chosen: the opener's (its tab), when the customer holds it; else the only one offered. */
function preselectedLine(offered: readonly ClaimLine[], fromTab: ClaimLine | undefined): string {
  if (fromTab && offered.includes(fromTab)) return fromTab;
  return offered.length === 1 ? offered[0]! : '';
}

type ClaimNoticeResult = ApiResult<'op3'>;

export default function ClaimNoticeDialog({ request }: WriteDialogProps<'claimNotice'>) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const sendWrite = useWrite('op3');
  const cpf = cpfDigits(request.cpf);
  const { customer, failed } = useWriteCustomer(cpf, request.customer);
  const offered = claimLinesFor(customer);
  const form = useWriteForm<ClaimNoticeValues>({
    initialValues: {
      nomeSegurado: '',
      dataNascimentoSegurado: '',
      linhaNegocio: preselectedLine(offered, request.line),
      email: '',
      morte: customer?.deceased ?? false,
    },
    validate: (values) => validateClaimNotice(values, customer),
  });

  // The insured is usually the customer; the e-mail is the claimant's, who may be someone else: offered, never filled in.
  const prefill = useMemo<Prefill | undefined>(
    () => customer && { nomeSegurado: customer.name, dataNascimentoSegurado: customer.birthDate },
    [customer],
  );
  usePrefill(form, prefill);
  // A record read after the form was made that registers the death: the notice is a death claim.
  const followDeath = useEffectEvent(() => {
    if (!customer?.deceased || form.getValues().morte) return;
    // What the record says is not the employee's typing: an untouched form stays untouched.
    const untouched = !form.isDirty();
    form.setFieldValue('morte', true);
    if (untouched) form.resetDirty();
  });
  useEffect(() => {
    followDeath();
  }, [customer?.deceased]);
  const death = form.getValues().morte || customer?.deceased === true;

  // A record read after the form was made: choose the line now, and drop one the customer does not hold.
  const offeredKey = offered.join(',');
  const followOffered = useEffectEvent(() => {
    const chosen = form.getValues().linhaNegocio;
    if (chosen === '' || !offered.includes(chosen as ClaimLine))
      form.setFieldValue('linhaNegocio', preselectedLine(offered, request.line));
  });
  useEffect(() => {
    followOffered();
  }, [offeredKey]);

  const filledFromRecord =
    customer !== undefined && customer.name !== null && form.getValues().nomeSegurado === customer.name;

  function prepare(): PreparedWrite<ClaimNoticeResult> {
    const body = parseClaimNotice.body(form.getValues());
    return {
      summary: [
        { label: t('customer'), value: maskCpf(cpf) },
        { label: t('insuredName'), value: body.nomeSegurado },
        { label: t('birthDate'), value: formatDate(body.dataNascimentoSegurado) },
        { label: t('lineOfBusiness'), value: codeInWords(body.linhaNegocio, language) },
        ...(death ? [{ label: t('death'), value: t('yes') }] : []),
        { label: death ? t('claimantEmail') : t('email'), value: body.email },
      ],
      body,
      send: (confirmation) => sendWrite({ path: { idcliente: cpf }, body, ...confirmation }),
    };
  }

  return (
    <WriteDialogFrame<ClaimNoticeResult>
      title={t('title')}
      prepare={prepare}
      form={form}
      explainError={explainClaimRefusal}
      successMessage={({ result }) =>
        result.protocolo ? t('success', { protocol: result.protocolo }) : t('successNoProtocol')
      }
      // Without a protocol the success text above already says so: no big empty number to copy.
      renderResult={({ result }) => (result.protocolo ? <ProtocolResult protocol={result.protocolo} /> : null)}
    >
      <WriteContextLine items={[{ label: t('customer'), value: maskCpf(cpf) }]} />
      {failed ? (
        <Alert color="orange" variant="light" role="note">
          <Text size="sm">{t('recordUnreadable')}</Text>
        </Alert>
      ) : null}
      {offered.length === 0 ? (
        <Alert color="orange" variant="light" role="alert">
          <Text size="sm">{t('noClaimLine')}</Text>
        </Alert>
      ) : null}
      <TextInput
        label={t('insuredName')}
        description={filledFromRecord ? t('prefilled') : undefined}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('nomeSegurado')}
      />
      <DateInputBR
        label={t('birthDate')}
        {...form.getInputProps('dataNascimentoSegurado')}
        value={form.getValues().dataNascimentoSegurado}
      />
      <Radio.Group label={t('lineOfBusiness')} {...form.getInputProps('linhaNegocio')}>
        <Group gap="lg" mt={4}>
          {offered.map((line) => (
            <Radio key={line} value={line} label={codeInWords(line, language)} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={t('death')}
        description={customer?.deceased ? t('deathOnRecord') : undefined}
        disabled={customer?.deceased === true}
        {...form.getInputProps('morte', { type: 'checkbox' })}
      />
      {/* A death claim is made by someone else (family, a beneficiary): the deceased's e-mail is not offered. */}
      <RegisteredEmailInput
        label={death ? t('claimantEmail') : t('email')}
        registered={death ? [] : (customer?.emails ?? [])}
        description={death ? t('claimantEmailHint') : undefined}
        {...form.getInputProps('email')}
      />
    </WriteDialogFrame>
  );
}
