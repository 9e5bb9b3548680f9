/**
 * Renderer. Calling the main process. Every result passes here (the data
 * layer in ../data calls it too), so a refused or expired session opens the
 * login dialog over the current screen wherever it happens, and what failed
 * loads again after login. Screens read through ../data (useOperation,
 * useChannelQuery); actions (saving settings, exports) call here directly.
 */
import type { IpcError, IpcResult } from '../../src-shared/ipc/ipc-result';
import { useAppStore } from '../state/store';
import { words } from '../../src-shared/words/error-codes';

export const api = () => window.api;

const SESSION_CODES = new Set<IpcError['code']>(['session-expired', 'not-logged-in']);

export function isSessionError(error: IpcError | undefined): boolean {
  return !!error && SESSION_CODES.has(error.code);
}

/**
 * Awaits an IPC call, flagging session loss globally; never throws. A call started before the latest login speaks
 * for the session that login replaced: its session error is its own result, not the end of the new session.
 */
export async function call<T>(promise: Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  // The call is already on its way (its promise is the argument): this is the session it was sent with.
  const epochAtStart = useAppStore.getState().sessionEpoch;
  let result: IpcResult<T>;
  try {
    result = await promise;
  } catch (error) {
    result = {
      ok: false,
      error: {
        code: 'internal',
        words: words('ipc.internalFailure'),
        details: [String(error)],
        retryable: true,
      },
    };
  }
  const store = useAppStore.getState();
  if (!result.ok && isSessionError(result.error) && store.sessionEpoch === epochAtStart) store.markSessionExpired();
  return result;
}
