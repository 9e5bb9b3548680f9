/**
 * "Capitalização": the customer's titles, each with "Alterar dados de pagamento" (Op5). No operation gives a
 * title's status (D263): the tab says so, and that a redeemed or cancelled title is refused by the service when
 * the change is sent, with its reason; nothing is refused here on a guess.
 */
import { Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { useWriteDialogs } from '../../../writes/write-dialogs';
import { idsOf } from '../business-lines';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { capitalizationTabMessages as messages } from './messages';

export function CapitalizationTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  return (
    <TabSection title={t('title')}>
      <IdentifierActions
        ids={idsOf(cliente, 'CAPITALIZACAO', 'TITULOS')}
        words={{ table: t('title'), idHeader: t('titleNumber'), input: t('input'), none: t('none') }}
        rule={IDENTIFIER_RULES.capitalizationTitle}
        actions={[
          {
            label: t('paymentData'),
            rowLabel: (id) => t('paymentDataOf', { id }),
            write: true,
            run: (title) => useWriteDialogs.getState().openDialog({ kind: 'paymentData', cpf, title }),
          },
        ]}
      />
      <Text size="xs" c="dimmed" role="note" maw={720}>
        {t('noStatus')}
      </Text>
    </TabSection>
  );
}
