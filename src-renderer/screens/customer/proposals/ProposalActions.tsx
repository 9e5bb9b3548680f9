/**
 * The proposals of one line of business with their write actions: pension (PREVIDENCIA/PROPOSTAS) "Comunicar
 * assinatura" (Op6); life (VIDA/PROPOSTAS) signature date (Op7) and signature hash (Op2). The record, when given,
 * fills in the signer.
 */
import { useT } from '../../../i18n/i18n';
import { writeCustomerOf } from '../../../writes/write-customer';
import { useWriteDialogs, type WriteDialogRequest } from '../../../writes/write-dialogs';
import { type IdentifierAction, IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import type { Cliente } from '../customer-types';
import { proposalActionsMessages as messages } from './messages';

export type ProposalLine = 'life' | 'pension';

export function ProposalActions({
  line,
  cpf,
  ids,
  cliente,
}: {
  line: ProposalLine;
  cpf: string;
  ids: readonly string[];
  cliente?: Cliente;
}) {
  const t = useT(messages);
  const customer = cliente ? { customer: writeCustomerOf(cliente, cpf) } : {};
  const openDialog = (request: WriteDialogRequest) => useWriteDialogs.getState().openDialog(request);
  const life = line === 'life';
  const actions: IdentifierAction[] = life
    ? [
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
      ]
    : [
        {
          label: t('sign'),
          rowLabel: (id) => t('signOf', { id }),
          write: true,
          run: (proposal) => openDialog({ kind: 'pensionSignature', proposal, customerCpf: cpf, ...customer }),
        },
      ];
  return (
    <IdentifierActions
      ids={ids}
      words={{
        table: t(life ? 'lifeTable' : 'pensionTable'),
        idHeader: t('proposal'),
        input: t(life ? 'lifeInput' : 'pensionInput'),
        none: t(life ? 'lifeNone' : 'pensionNone'),
      }}
      rule={life ? IDENTIFIER_RULES.lifeProposal : IDENTIFIER_RULES.pensionProposal}
      actions={actions}
    />
  );
}
