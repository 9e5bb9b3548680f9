/** "Vida": life certificates → their assistances (Op10); life proposals and their actions; claim notice. */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { idsOf } from '../business-lines';
import { ClaimNoticeButton } from '../common/ClaimNoticeButton';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { ProposalActions } from '../proposals/ProposalActions';
import { AssistancesPanel } from './AssistancesPanel';
import { lifeTabMessages as messages } from './messages';

export function LifeTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const certificates = idsOf(cliente, 'VIDA', 'CERTIFICADOS');
  // A single certificate is what the employee will look at: shown without a click.
  const [certificate, setCertificate] = useState<string | undefined>(
    certificates.length === 1 ? certificates[0] : undefined,
  );

  return (
    <Stack gap="xl">
      <TabSection title={t('certificates')} actions={<ClaimNoticeButton cpf={cpf} line="VIDA" cliente={cliente} />}>
        <IdentifierActions
          ids={certificates}
          words={{ table: t('certificates'), idHeader: t('certificate'), input: t('input'), none: t('none') }}
          rule={IDENTIFIER_RULES.lifeCertificate}
          selected={certificate}
          actions={[{ label: t('show'), rowLabel: (id) => t('showOf', { id }), run: setCertificate }]}
        />
        {certificate ? <AssistancesPanel cpf={cpf} certificate={certificate} /> : null}
      </TabSection>
      <TabSection title={t('proposals')}>
        <ProposalActions line="life" cpf={cpf} cliente={cliente} ids={idsOf(cliente, 'VIDA', 'PROPOSTAS')} />
      </TabSection>
    </Stack>
  );
}
