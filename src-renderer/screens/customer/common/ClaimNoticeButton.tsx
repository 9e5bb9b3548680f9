/**
 * Opens the claim-notice dialog (Op3) for the customer on screen. The tab it
 * sits on says which line to choose first (`line`); the record it was given
 * fills in the insured and says which lines may be offered (without it, the
 * dialog reads the record itself).
 */
import type { ClaimLine } from '../../../../src-shared/contract/rules';
import { useT } from '../../../i18n/i18n';
import { WriteActionButton } from '../../../writes/access/WriteActionButton';
import { writeCustomerOf } from '../../../writes/write-customer';
import { useWriteDialogs } from '../../../writes/write-dialogs';
import type { Cliente } from '../customer-types';
import { claimNoticeButtonMessages as messages } from './messages';

export function ClaimNoticeButton({ cpf, line, cliente }: { cpf: string; line?: ClaimLine; cliente?: Cliente }) {
  const t = useT(messages);
  const open = () =>
    useWriteDialogs.getState().openDialog({
      kind: 'claimNotice',
      cpf,
      ...(line ? { line } : {}),
      ...(cliente ? { customer: writeCustomerOf(cliente, cpf) } : {}),
    });
  return (
    <WriteActionButton variant="light" color="red" onClick={open}>
      {t('claimNotice')}
    </WriteActionButton>
  );
}
