/** The billing of the chosen plan, with "Campos" to choose which fields to ask the service for. */
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { FieldsPanel } from '../common/FieldsPanel';
import { BILLING_FIELD_ORDER } from './billing-fields';
import { BillingResult } from './BillingResult';
import { BILLING_FIELD_LABELS, billingPanelMessages as messages } from './messages';

export function BillingPanel({ cpf, plan }: { cpf: string; plan: string }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  // Keyed by plan: another plan starts from a skeleton, never from the previous one's values.
  return (
    <FieldsPanel
      title={t('title', { plan })}
      fields={BILLING_FIELD_ORDER}
      labels={BILLING_FIELD_LABELS[language]}
      maw={720}
    >
      {(fields) => <BillingResult key={plan} cpf={cpf} plan={plan} fields={fields} />}
    </FieldsPanel>
  );
}
