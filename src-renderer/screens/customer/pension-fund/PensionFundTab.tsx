/** "Fundo de pensão": the customer's plans (by registration number) → self-sponsored billing (Op18). */
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { idsOf } from '../business-lines';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { BillingPanel } from './BillingPanel';
import { pensionFundTabMessages as messages } from './messages';

export function PensionFundTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const plans = idsOf(cliente, 'FUNDO_PENSAO', 'PLANOS');
  // A single plan is what the employee will look at: shown without a click.
  const [plan, setPlan] = useState<string | undefined>(plans.length === 1 ? plans[0] : undefined);

  return (
    <TabSection title={t('title')}>
      <IdentifierActions
        ids={plans}
        words={{ table: t('title'), idHeader: t('plan'), input: t('input'), none: t('none') }}
        rule={IDENTIFIER_RULES.pensionFundPlan}
        selected={plan}
        actions={[{ label: t('show'), rowLabel: (id) => t('showOf', { id }), run: setPlan }]}
      />
      {plan ? <BillingPanel cpf={cpf} plan={plan} /> : null}
    </TabSection>
  );
}
