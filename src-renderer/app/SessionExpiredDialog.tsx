/**
 * Renderer. The login form over the current screen when the service refused
 * the session, with the user whose work is open filled in and the focus on
 * the password. The same user continues where they were; another user
 * starts clean (state/store.ts decides). Loaded lazily (./screens.tsx): the
 * modal machinery (focus trap, scroll lock) is not needed for the first
 * screen.
 */
import { sessionExpiredDialogMessages as messages } from './messages';
import { Modal } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { useAppStore } from '../state/store';
import { LAYERS } from '../components/layers';
import { SessionLoginForm } from './session/SessionLoginForm';

export default function SessionExpiredDialog() {
  const t = useT(messages);
  const username = useAppStore((s) => s.session?.user?.login ?? s.workOwner?.login ?? '');
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('sessionExpired')}
      centered
      zIndex={LAYERS.session}
    >
      <SessionLoginForm username={username} />
    </Modal>
  );
}
