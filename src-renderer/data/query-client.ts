/**
 * Renderer. The renderer's server state on TanStack Query, with the app's rules as its defaults:
 * - nothing is retried by the renderer (a write never is; the service's "wait and ask again" is done in main, D216);
 *   a window coming back to the front refreshes nothing;
 * - an answer is kept only while a screen shows it (`gcTime: 0`: customer data stays in memory no longer than on
 *   screen, LGPD), and a screen that shows it is not read again for a second screen (`staleTime: Infinity`): what
 *   refreshes it is a write for its customer, "Tentar novamente", or a login after the session was lost;
 * - the session: `call` (ipc/use-ipc.ts) opens the login dialog on any session refusal; after the login, the reads
 *   that failed for the lost session are asked again (the rest stays as the employee left it), and another user's
 *   login drops every answer held.
 */
import { type Query, QueryClient } from '@tanstack/react-query';
import type { IpcError, IpcResult } from '../../src-shared/ipc/ipc-result';
import { isSessionError } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';

/** A query's `meta.afterLogin`: 'any-failure' asks it again after a login whatever made it fail (D198's windows). */
export interface ReadMeta extends Record<string, unknown> {
  afterLogin?: 'any-failure';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        gcTime: 0,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One read through IPC (`load` goes through `call`) as a query function: the data, or the IpcError thrown. An answer refused for a session that
 * a login replaced while it travelled is asked again with the new session, once per login (not a retry: the
 * request never reached the service with a valid session).
 */
export async function readOrThrow<T>(load: () => Promise<IpcResult<T>>): Promise<T> {
  for (;;) {
    const sentUnder = useAppStore.getState().sessionEpoch;
    const result = await load();
    if (result.ok) return result.data;
    if (isSessionError(result.error) && useAppStore.getState().sessionEpoch !== sentUnder) continue;
    throw result.error;
  }
}

function failedForLogin(query: Query): boolean {
  const error = query.state.error as IpcError | null;
  if (query.state.status !== 'error' || !error) return false;
  return isSessionError(error) || (query.meta as ReadMeta | undefined)?.afterLogin === 'any-failure';
}

/** Binds the client to the session in the store; returns the unbinding. */
export function followSession(client: QueryClient): () => void {
  return useAppStore.subscribe((state, previous) => {
    // Another user (or a sign-out): nothing read for the previous one is kept, on screen or off.
    if (state.workGeneration !== previous.workGeneration) client.clear();
    else if (state.sessionEpoch !== previous.sessionEpoch)
      void client.refetchQueries({ type: 'active', predicate: failedForLogin });
  });
}
