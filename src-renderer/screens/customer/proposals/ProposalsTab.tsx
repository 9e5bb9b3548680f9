/** "Propostas": pension proposals (signature, Op6) and life proposals (signature date, Op7; hash, Op2). */
import { Stack } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { idsOf } from '../business-lines';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { proposalsTabMessages as messages } from './messages';
import { ProposalActions } from './ProposalActions';

export function ProposalsTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  return (
    <Stack gap="xl">
      <TabSection title={t('pension')}>
        <ProposalActions line="pension" cpf={cpf} cliente={cliente} ids={idsOf(cliente, 'PREVIDENCIA', 'PROPOSTAS')} />
      </TabSection>
      <TabSection title={t('life')}>
        <ProposalActions line="life" cpf={cpf} cliente={cliente} ids={idsOf(cliente, 'VIDA', 'PROPOSTAS')} />
      </TabSection>
    </Stack>
  );
}
