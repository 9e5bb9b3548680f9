/**
 * The login form over the current screen when the service refused the
 * session. Loaded lazily (./screens.tsx): the modal machinery (focus trap,
 * scroll lock) is not needed for the first screen.
 */
import './screen-styles';
import { Modal } from '@mantine/core';
import { defineMessages, useT } from '../i18n/i18n';
import { LoginForm } from '../screens/login/LoginForm';

const messages = defineMessages(
  { sessionExpired: 'Sessão expirada: entre novamente para continuar de onde parou' },
  { sessionExpired: 'Session expired: sign in again to continue where you were' },
);

export default function SessionExpiredDialog() {
  const t = useT(messages);
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('sessionExpired')} centered>
      <LoginForm />
    </Modal>
  );
}
