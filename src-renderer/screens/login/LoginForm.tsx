/**
 * Renderer. Op1 login, the first screen (a session that expires is renewed in a
 * dialog over the current screen: SessionLoginForm). Failures show the main process's words as
 * they come (wrong password, "não foi possível conectar ao servidor", "a
 * conexão com o servidor caiu antes da resposta. Tente de novo."): a login is
 * never "outcome unknown", trying again is always safe. The service may leave
 * the employee's name, CPF and birthday out of its answer; the session works
 * without them (the header shows the login).
 */
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { holdTypedKeys, takeTypedKeys } from '../../app/typed-ahead';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { loginFormMessages as messages } from './messages';

export function LoginForm() {
  const t = useT(messages);
  const setSession = useAppStore((s) => s.setSession);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<IpcError>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  /** Never rejects: call() turns a failed IPC call into a result. */
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    // The last attempt's error goes away with the new attempt: a stale "tente de novo" under a spinner misleads.
    setError(undefined);
    // What is typed after Enter is meant for the search field the session opens on (a CPF, usually): kept for it,
    // not typed into the password field about to be emptied. Landing elsewhere (the same employee back to their
    // work), nothing is held.
    const landsOnSearch = useAppStore.getState().route.screen === 'search';
    if (landsOnSearch) {
      holdTypedKeys('search');
      passwordRef.current?.blur();
    }
    const result = await call(api().session.login({ username: username.trim(), password }));
    setBusy(false);
    setPassword('');
    if (result.ok) {
      setSession(result.data);
      return;
    }
    // Refused: what was held was for a search that is not there; the password is to be typed again.
    if (landsOnSearch) takeTypedKeys('search');
    setError(result.error);
    passwordRef.current?.focus();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('enter')}>
      <Stack gap="sm">
        <TextInput
          label={t('user')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          autoComplete="username"
          required
          data-autofocus
          autoFocus
        />
        <PasswordInput
          label={t('password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
          ref={passwordRef}
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Button type="submit" loading={busy}>
          {t('enter')}
        </Button>
      </Stack>
    </form>
  );
}
