/**
 * "Previdência": the customer's pension certificates, each with its collection in short (Op13: contribution,
 * periodicity, method, or the service's words when it refuses) and opening the certificate screen, on its
 * movements or on its balance; claim notice. The registration (Op8) lists only the numbers: product, plan and
 * status come from no operation, and the balance is worked out fund by fund on the certificate (D262).
 */
import { Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { idsOf } from '../business-lines';
import { ClaimNoticeButton } from '../common/ClaimNoticeButton';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { CollectionSummaryCell } from './CollectionSummaryCell';
import { pensionTabMessages as messages } from './messages';
import { MAX_LISTED, useCollectionSummaries } from './use-collection-summaries';

export function PensionTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  const ids = idsOf(cliente, 'PREVIDENCIA', 'CERTIFICADOS');
  const summaries = useCollectionSummaries(cpf, ids);
  const listed = ids.length <= MAX_LISTED;
  return (
    <TabSection title={t('title')} actions={<ClaimNoticeButton cpf={cpf} line="PREVIDENCIA" cliente={cliente} />}>
      <IdentifierActions
        ids={ids}
        words={{ table: t('title'), idHeader: t('certificate'), input: t('input'), none: t('none') }}
        rule={IDENTIFIER_RULES.pensionCertificate}
        details={
          listed
            ? {
                header: t('collection'),
                cell: (id) => <CollectionSummaryCell summary={summaries.data?.get(id)} loading={summaries.loading} />,
              }
            : undefined
        }
        actions={[
          {
            label: t('open'),
            rowLabel: (id) => t('openOf', { id }),
            run: (certificate) => navigate({ screen: 'certificate', cpf, certificate }),
          },
          {
            label: t('balance'),
            rowLabel: (id) => t('balanceOf', { id }),
            run: (certificate) => navigate({ screen: 'certificate', cpf, certificate, tab: 'saldo' }),
          },
        ]}
      />
      {ids.length > 0 ? (
        <Text size="xs" c="dimmed" role="note" maw={960}>
          {t('whatTheListSays')}
        </Text>
      ) : null}
    </TabSection>
  );
}
