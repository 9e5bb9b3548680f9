/**
 * Renderer. The self-sponsored billing of a pension-fund plan (Op18): the
 * fields asked for, as label and value; a value the service left out reads
 * "não informado".
 */
import { DataList } from '@mantine/core';
import { useAppStore } from '../../../state/store';
import { useNotInformed } from '../common/not-informed';
import { type Billing, type BillingField, formatBillingField } from './billing-fields';
import { BILLING_FIELD_LABELS } from './messages';

export function BillingCard({ billing, fields }: { billing: Billing; fields: readonly BillingField[] }) {
  const language = useAppStore((s) => s.language);
  const notInformed = useNotInformed();
  return (
    <DataList size="sm" gap={6} labelWidth={200} withDivider>
      {fields.map((field) => (
        <DataList.Item key={field}>
          <DataList.ItemLabel>{BILLING_FIELD_LABELS[language][field]}</DataList.ItemLabel>
          <DataList.ItemValue>{notInformed(formatBillingField(billing, field, language))}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
