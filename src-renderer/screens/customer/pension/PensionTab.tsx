/** "Previdência": the customer's pension certificates, each opening the certificate screen; claim notice. */
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { idsOf } from '../business-lines';
import { ClaimNoticeButton } from '../common/ClaimNoticeButton';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import { TabSection } from '../common/TabSection';
import type { Cliente } from '../customer-types';
import { pensionTabMessages as messages } from './messages';

export function PensionTab({ cliente, cpf }: { cliente: Cliente; cpf: string }) {
  const t = useT(messages);
  const navigate = useAppStore((s) => s.navigate);
  return (
    <TabSection title={t('title')} actions={<ClaimNoticeButton cpf={cpf} line="PREVIDENCIA" cliente={cliente} />}>
      <IdentifierActions
        ids={idsOf(cliente, 'PREVIDENCIA', 'CERTIFICADOS')}
        words={{ table: t('title'), idHeader: t('certificate'), input: t('input'), none: t('none') }}
        rule={IDENTIFIER_RULES.pensionCertificate}
        actions={[{ label: t('open'), rowLabel: (id) => t('openOf', { id }), run: (certificate) => navigate({ screen: 'certificate', cpf, certificate }) }]}
      />
    </TabSection>
  );
}
