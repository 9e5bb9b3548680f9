/** The billing of the chosen plan, with "Campos" to choose which fields to ask the service for. */
import { Paper, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { FieldsSelect } from '../common/FieldsSelect';
import { BILLING_FIELD_ORDER, type BillingField } from './billing-fields';
import { BillingResult } from './BillingResult';
import { BILLING_FIELD_LABELS, billingPanelMessages as messages } from './messages';

export function BillingPanel({ cpf, plan }: { cpf: string; plan: string }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const titleId = useId();
  const [fields, setFields] = useState<BillingField[]>(BILLING_FIELD_ORDER);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} maw={720}>
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {t('title', { plan })}
        </Title>
        <FieldsSelect fields={BILLING_FIELD_ORDER} labels={BILLING_FIELD_LABELS[language]} value={fields} onChange={setFields} />
        {/* Keyed by plan: another plan starts from a skeleton, never from the previous one's values. */}
        {fields.length > 0 ? <BillingResult key={plan} cpf={cpf} plan={plan} fields={fields} /> : null}
      </Stack>
    </Paper>
  );
}
