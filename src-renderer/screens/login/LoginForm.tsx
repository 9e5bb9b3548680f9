/**
 * Renderer. Op1 login: used as the first screen and, on session expiry, in a
 * dialog over the current screen. Failures show the main process's words as
 * they come (wrong password, "não foi possível conectar ao servidor", "a
 * conexão com o servidor caiu antes da resposta. Tente de novo."): a login is
 * never "outcome unknown", trying again is always safe. The service may leave
 * the employee's name, CPF and birthday out of its answer; the session works
 * without them (the header shows the login).
 */
import { Button, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { holdTypedKeys, takeTypedKeys } from '../../app/typed-ahead';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { CredentialFields } from './CredentialFields';
import { useAppStore } from '../../state/store';
import { loginFormMessages as messages } from './messages';
import { useLogin } from './use-login';

export function LoginForm() {
  const t = useT(messages);
  const [username, setUsername] = useState('');
  const { password, setPassword, error, busy, logIn } = useLogin();

  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = username.trim();
    if (!typed || !password) return;
    // What is typed after Enter is meant for the search field the session opens on (a CPF, usually): kept for it,
    // not typed into the password field about to be emptied. Landing elsewhere (the same employee back to their
    // work), nothing is held.
    const landsOnSearch = useAppStore.getState().route.screen === 'search';
    if (landsOnSearch) {
      holdTypedKeys('search');
      passwordRef.current?.blur();
    }
    if (await logIn(typed)) return;
    // Refused: what was held was for a search that is not there; the password is to be typed again.
    if (landsOnSearch) takeTypedKeys('search');
    passwordRef.current?.focus();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('enter')}>
      <Stack gap="sm">
        <CredentialFields
          labels={{ user: t('user'), password: t('password') }}
          username={username}
          onUsername={setUsername}
          password={password}
          onPassword={setPassword}
          focus="user"
          passwordRef={passwordRef}
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Button type="submit" loading={busy}>
          {t('enter')}
        </Button>
      </Stack>
    </form>
  );
}
