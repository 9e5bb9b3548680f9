/** Without a system keychain, keys live only in this session's memory: the employee must know they will have to paste them again. */
import { Alert } from '@mantine/core';
import type { KeyStatus } from '../../../src-shared/ipc/views';
import { useT } from '../../i18n/i18n';
import { keychainWarningMessages as messages } from './messages';

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
