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
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useT } from '../../i18n/i18n';
import { CredentialFields } from './CredentialFields';
import { loginFormMessages as messages } from './messages';
import { useLogin } from './use-login';

export function LoginForm() {
  const t = useT(messages);
  const [username, setUsername] = useState('');
  const { password, setPassword, error, busy, logIn } = useLogin();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void logIn(username.trim());
  }

  return (
    <form onSubmit={submit} aria-label={t('enter')}>
      <Stack gap="sm">
        <CredentialFields
          labels={{ user: t('user'), password: t('password') }}
          username={username}
          onUsername={setUsername}
          password={password}
          onPassword={setPassword}
          focus="user"
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Button type="submit" loading={busy}>
          {t('enter')}
        </Button>
      </Stack>
    </form>
  );
}
