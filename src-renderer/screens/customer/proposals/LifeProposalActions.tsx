/** Life proposals (VIDA/PROPOSTAS) with their write actions: signature date (Op7) and signature hash (Op2, the record, when given, fills in the signer). */
import { useT } from '../../../i18n/i18n';
import { writeCustomerOf } from '../../../writes/write-customer';
import { useWriteDialogs, type WriteDialogRequest } from '../../../writes/write-dialogs';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import type { Cliente } from '../customer-types';
import { lifeProposalActionsMessages as messages } from './messages';

export function LifeProposalActions({ cpf, ids, cliente }: { cpf: string; ids: readonly string[]; cliente?: Cliente }) {
  const t = useT(messages);
  const customer = cliente ? { customer: writeCustomerOf(cliente, cpf) } : {};
  const openDialog = (request: WriteDialogRequest) => useWriteDialogs.getState().openDialog(request);
  return (
    <IdentifierActions
      ids={ids}
      words={{ table: t('table'), idHeader: t('proposal'), input: t('input'), none: t('none') }}
      rule={IDENTIFIER_RULES.lifeProposal}
      actions={[
        {
          label: t('signatureDate'),
          rowLabel: (id) => t('signatureDateOf', { id }),
          write: true,
          run: (proposal) => openDialog({ kind: 'proposalSignatureDate', proposal, customerCpf: cpf }),
        },
        {
          label: t('hash'),
          rowLabel: (id) => t('hashOf', { id }),
          write: true,
          run: (proposal) => openDialog({ kind: 'lifeSignatureHash', proposal, customerCpf: cpf, ...customer }),
        },
      ]}
    />
  );
}
