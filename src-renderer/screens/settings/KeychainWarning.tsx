/** Without a system keychain, keys live only in this session's memory: the employee must know they will have to paste them again. */
import { Alert } from '@mantine/core';
import type { KeyStatus } from '../../../src-shared/ipc/views';
import { defineMessages, useT } from '../../i18n/i18n';

const messages = defineMessages(
  {
    title: 'Cofre de senhas do sistema indisponível',
    body: 'As chaves coladas agora ficam guardadas só nesta sessão: ao abrir o Balcão de novo, será preciso colá-las outra vez.',
    reason: 'Motivo: {reason}',
  },
  {
    title: 'System keychain unavailable',
    body: 'Keys pasted now are kept for this session only: when Balcão opens again they must be pasted again.',
    reason: 'Reason: {reason}',
  },
);

export function KeychainWarning({ keys }: { keys: KeyStatus[] }) {
  const t = useT(messages);
  const unavailable = keys.find((k) => !k.keychainAvailable);
  if (!unavailable) return null;
  return (
    <Alert color="yellow" title={t('title')} role="alert">
      {t('body')}
      {unavailable.keychainProblem ? ` ${t('reason', { reason: unavailable.keychainProblem })}` : ''}
    </Alert>
  );
}
