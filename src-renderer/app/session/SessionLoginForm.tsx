/**
 * Renderer. Signing in again without leaving the screen: in the
 * session-expired dialog (the user filled in and editable: someone else may
 * take over the counter) and when renewing a session about to end (the user
 * fixed: only the password is asked). Focus starts on the password. Who
 * logged in decides what happens to the open work (state/store.ts: the same
 * user continues, anyone else starts clean), so this form only says so
 * before it happens.
 */
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
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
  const setSession = useAppStore((s) => s.setSession);
  const owner = useAppStore((s) => s.workOwner);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<IpcError>();
  const [busy, setBusy] = useState(false);
  const typed = username.trim();
  const someoneElse = !fixedUsername && owner !== undefined && typed !== '' && typed !== owner.login;

  /** Never rejects: call() turns a failed IPC call into a result. */
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!typed || !password) return;
    setBusy(true);
    setError(undefined);
    const result = await call(api().session.login({ username: typed, password }));
    setBusy(false);
    setPassword('');
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSession(result.data);
    onLoggedIn?.();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={fixedUsername ? t('renew') : t('enter')}>
      <Stack gap="sm">
        <TextInput
          label={t('user')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          readOnly={fixedUsername}
          variant={fixedUsername ? 'filled' : 'default'}
          autoComplete="username"
          required
        />
        <PasswordInput
          label={t('password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
          data-autofocus
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
