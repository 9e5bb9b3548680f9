/** Pension proposals (PREVIDENCIA/PROPOSTAS) with "Comunicar assinatura" (Op6); the record, when given, fills in the signer. */
import { useT } from '../../../i18n/i18n';
import { writeCustomerOf } from '../../../writes/write-customer';
import { useWriteDialogs } from '../../../writes/write-dialogs';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import type { Cliente } from '../customer-types';
import { pensionProposalActionsMessages as messages } from './messages';

export function PensionProposalActions({
  cpf,
  ids,
  cliente,
}: {
  cpf: string;
  ids: readonly string[];
  cliente?: Cliente;
}) {
  const t = useT(messages);
  const customer = cliente ? { customer: writeCustomerOf(cliente, cpf) } : {};
  return (
    <IdentifierActions
      ids={ids}
      words={{ table: t('table'), idHeader: t('proposal'), input: t('input'), none: t('none') }}
      rule={IDENTIFIER_RULES.pensionProposal}
      actions={[
        {
          label: t('sign'),
          rowLabel: (id) => t('signOf', { id }),
          write: true,
          run: (proposal) =>
            useWriteDialogs
              .getState()
              .openDialog({ kind: 'pensionSignature', proposal, customerCpf: cpf, ...customer }),
        },
      ]}
    />
  );
}
