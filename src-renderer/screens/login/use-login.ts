/**
 * Renderer. One Op1 login attempt for both login forms: the last attempt's error goes away with the new one (a stale
 * "tente de novo" under a spinner misleads), the password is emptied whatever the answer, and a session that came
 * back is the store's. A login is never "outcome unknown": trying again is always safe.
 */
import { useState } from 'react';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';

export function useLogin() {
  const setSession = useAppStore((s) => s.setSession);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<IpcError>();
  const [busy, setBusy] = useState(false);

  /** Never rejects (call() turns a failed IPC call into a result); true when the session started. */
  async function logIn(username: string): Promise<boolean> {
    if (!username || !password) return false;
    setBusy(true);
    setError(undefined);
    const result = await call(api().session.login({ username, password }));
    setBusy(false);
    setPassword('');
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setSession(result.data);
    return true;
  }

  return { password, setPassword, error, busy, logIn };
}
