/**
 * Renderer. Signing in again without leaving the screen: in the
 * session-expired dialog (the user filled in and editable: someone else may
 * take over the counter) and when renewing a session about to end (the user
 * fixed: only the password is asked). Focus starts on the password. Who
 * logged in decides what happens to the open work (state/store.ts: the same
 * user continues, anyone else starts clean), so this form only says so
 * before it happens.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { CredentialFields } from '../../screens/login/CredentialFields';
import { useLogin } from '../../screens/login/use-login';
import { useAppStore } from '../../state/store';
import { sessionLoginFormMessages as messages } from './messages';

export interface SessionLoginFormProps {
  /** The user the form starts with: whose work is open. */
  username: string;
  /** Only the password is asked (renewing); otherwise the user may be changed. */
  fixedUsername?: boolean;
  onLoggedIn?(): void;
}

export function SessionLoginForm({
  username: initialUsername,
  fixedUsername = false,
  onLoggedIn,
}: SessionLoginFormProps) {
  const t = useT(messages);
  const owner = useAppStore((s) => s.workOwner);
  const [username, setUsername] = useState(initialUsername);
  const { password, setPassword, error, busy, logIn } = useLogin();
  const typed = username.trim();
  const someoneElse = !fixedUsername && owner !== undefined && typed !== '' && typed !== owner.login;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (await logIn(typed)) onLoggedIn?.();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={fixedUsername ? t('renew') : t('enter')}>
      <Stack gap="sm">
        <CredentialFields
          labels={{ user: t('user'), password: t('password') }}
          username={username}
          onUsername={fixedUsername ? undefined : setUsername}
          password={password}
          onPassword={setPassword}
          focus="password"
        />
        {someoneElse ? (
          <Alert color="yellow" variant="light" role="note">
            {t('otherUser')}
          </Alert>
        ) : null}
        {error ? <ErrorAlert error={error} /> : null}
        <Button type="submit" loading={busy}>
          {fixedUsername ? t('renew') : t('enter')}
        </Button>
      </Stack>
    </form>
  );
}
