/** Life proposals (VIDA/PROPOSTAS) with their write actions: signature date (Op7) and signature hash (Op2, the record, when given, fills in the signer). */
import { defineMessages, useT } from '../../../i18n/i18n';
import { writeCustomerOf } from '../../../writes/write-customer';
import { useWriteDialogs, type WriteDialogRequest } from '../../../writes/write-dialogs';
import { IdentifierActions } from '../common/IdentifierActions';
import { IDENTIFIER_RULES } from '../common/identifier-rules';
import type { Cliente } from '../customer-types';

const messages = defineMessages(
  {
    table: 'Propostas de vida',
    proposal: 'Proposta',
    input: 'Número da proposta de vida',
    none: 'Nenhuma proposta de vida no cadastro: digite o número abaixo.',
    signatureDate: 'Data de assinatura',
    signatureDateOf: 'Data de assinatura da proposta {id}',
    hash: 'Comunicar hash',
    hashOf: 'Comunicar hash da proposta {id}',
  },
  {
    table: 'Life proposals',
    proposal: 'Proposal',
    input: 'Life proposal number',
    none: 'No life proposal on record: type the number below.',
    signatureDate: 'Signature date',
    signatureDateOf: 'Signature date of proposal {id}',
    hash: 'Send signature hash',
    hashOf: 'Send signature hash of proposal {id}',
  },
);

export function LifeProposalActions({ cpf, ids, cliente }: { cpf: string; ids: readonly string[]; cliente?: Cliente }) {
  const t = useT(messages);
  const customer = cliente ? { customer: writeCustomerOf(cliente, cpf) } : {};
  const openDialog = (request: WriteDialogRequest) => useWriteDialogs.getState().openDialog(request);
  return (
    <IdentifierActions
      ids={ids}
      tableLabel={t('table')}
      idHeader={t('proposal')}
      inputLabel={t('input')}
      rule={IDENTIFIER_RULES.lifeProposal}
      emptyText={t('none')}
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
