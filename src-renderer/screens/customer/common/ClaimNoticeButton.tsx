/** Opens the claim-notice dialog (Op3) for the customer on screen. */
import { Button } from '@mantine/core';
import { defineMessages, useT } from '../../../i18n/i18n';
import { useWriteDialogs } from '../../../writes/write-dialogs';

const messages = defineMessages({ claimNotice: 'Aviso de sinistro' }, { claimNotice: 'Claim notice' });

export function ClaimNoticeButton({ cpf }: { cpf: string }) {
  const t = useT(messages);
  return (
    <Button variant="light" color="red" onClick={() => useWriteDialogs.getState().openDialog({ kind: 'claimNotice', cpf })}>
      {t('claimNotice')}
    </Button>
  );
}
