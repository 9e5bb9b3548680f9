/** "Propostas": pension proposals (signature, Op6) and life proposals (signature date, Op7; hash, Op2). */
import { Stack } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { idsOf } from '../business-lines';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { LifeProposalActions } from './LifeProposalActions';
import { proposalsTabMessages as messages } from './messages';
import { PensionProposalActions } from './PensionProposalActions';

export function ProposalsTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  return (
    <Stack gap="xl">
      <TabSection title={t('pension')}>
        <PensionProposalActions cpf={cpf} cliente={cliente} ids={idsOf(cliente, 'PREVIDENCIA', 'PROPOSTAS')} />
      </TabSection>
      <TabSection title={t('life')}>
        <LifeProposalActions cpf={cpf} cliente={cliente} ids={idsOf(cliente, 'VIDA', 'PROPOSTAS')} />
      </TabSection>
    </Stack>
  );
}
