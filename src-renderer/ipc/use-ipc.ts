/**
 * Calling the main process from screens. Every result passes here, so a
 * refused or expired session opens the login dialog over the current screen
 * wherever it happens, and what failed loads again after login.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IpcError, IpcResult } from '../../src-shared/ipc/ipc-result';
import { useAppStore } from '../state/store';

export const api = () => window.api;

const SESSION_CODES = new Set<IpcError['code']>(['session-expired', 'not-logged-in']);

export function isSessionError(error: IpcError | undefined): boolean {
  return !!error && SESSION_CODES.has(error.code);
}

/** Awaits an IPC call, flagging session loss globally; never throws. */
export async function call<T>(promise: Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  let result: IpcResult<T>;
  try {
    result = await promise;
  } catch (error) {
    result = {
      ok: false,
      error: { code: 'internal', message: 'Falha de comunicação interna do Balcão.', messageEn: 'Internal communication failure.', details: [String(error)], retryable: true },
    };
  }
  if (!result.ok && isSessionError(result.error)) useAppStore.getState().markSessionExpired();
  return result;
}

export interface Query<T> {
  data: T | undefined;
  error: IpcError | undefined;
  loading: boolean;
  reload(): void;
}

/** Loads on mount and when `key` changes; `load` returning undefined means "nothing to load yet". */
export function useIpcQuery<T>(load: () => Promise<IpcResult<T>> | undefined, key: string): Query<T> {
  const [state, setState] = useState<{ data?: T; error?: IpcError; loading: boolean }>({ loading: false });
  const [nonce, setNonce] = useState(0);
  const epoch = useAppStore((s) => s.sessionEpoch);
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastError = useRef<IpcError | undefined>(undefined);

  useEffect(() => {
    const promise = loadRef.current();
    if (!promise) {
      setState({ loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    void call(promise).then((result) => {
      if (!live) return;
      lastError.current = result.ok ? undefined : result.error;
      setState(result.ok ? { data: result.data, loading: false } : { error: result.error, loading: false });
    });
    return () => {
      live = false;
    };
    // `epoch` reloads after a new login; `nonce` on demand.
  }, [key, nonce, epoch]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
