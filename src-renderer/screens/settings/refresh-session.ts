/**
 * Saving an endpoint, switching environment or changing the active key logs
 * the employee out in the main process; the shell learns it here, so it
 * shows the login instead of failing on the next call.
 */
import { api, call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';

export async function refreshSession(): Promise<void> {
  const result = await call(api().session.current());
  if (!result.ok) return;
  const current = useAppStore.getState().session;
  if (current?.loggedIn !== result.data.loggedIn || current?.environment !== result.data.environment)
    useAppStore.getState().setSession(result.data);
}
