/**
 * Renderer. The one loading engine behind every screen's data: load on mount
 * and when the request changes, on demand (retry), when a write changed the
 * customer the data is about, and after a new login when it had failed for
 * the lost session (what loaded fine stays as it is: the employee continues
 * where they were). Data that belongs to an earlier request is never shown as
 * the current one's (fund A's balance under fund B), unless the screen asks
 * to keep it dimmed while the next page loads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IpcError, IpcResult } from '../../src-shared/ipc/ipc-result';
import { isSessionError } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';

export interface QueryState<T> {
  /** The answer for the current request (or, with keepPrevious, the last one while the next loads). */
  data: T | undefined;
  error: IpcError | undefined;
  /** A request is on its way. */
  loading: boolean;
  reload(): void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: IpcError;
}

export interface EngineOptions {
  /** Keep showing the previous request's data while another loads (paging, other fields). */
  keepPrevious?: boolean;
  /** The customer the data is about: a write for them reloads it. */
  customerCpf?: string | undefined;
}

/** `key` undefined: nothing to load yet. `load` is called only when the key, customer data or nonce changes, or a login follows a session failure. */
export function useQueryEngine<T>(
  key: string | undefined,
  load: () => Promise<IpcResult<T>>,
  options: EngineOptions = {},
): QueryState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const [nonce, setNonce] = useState(0);
  const sessionEpoch = useAppStore((s) => s.sessionEpoch);
  const customerVersion = useAppStore((s) =>
    options.customerCpf ? (s.customerDataVersion[options.customerCpf] ?? 0) : 0,
  );
  // Loading from the render that asks (a new key, a reload, a write for the customer) until the answer: adjusted
  // while rendering, not in the effect that sends it (which would render once more, "not loading", first).
  const request = key === undefined ? undefined : JSON.stringify([key, nonce, customerVersion]);
  const [requested, setRequested] = useState(request);
  const [pending, setPending] = useState(key);
  if (request !== requested) {
    setRequested(request);
    setPending(key);
  }
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  /** The last answer was refused for the session: the next login loads it again. */
  const failedForSession = useRef(false);

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    const epochAtStart = useAppStore.getState().sessionEpoch;
    void loadRef.current().then((result) => {
      if (!live) return;
      const lostSession = !result.ok && isSessionError(result.error);
      // Refused for a session that was already replaced while it travelled: ask again with the new one.
      if (lostSession && useAppStore.getState().sessionEpoch !== epochAtStart) {
        setNonce((n) => n + 1);
        return;
      }
      failedForSession.current = lostSession;
      setPending(undefined);
      // A failed reload of the same request keeps what was on screen, under the error.
      setSettled((previous) =>
        result.ok
          ? { key, data: result.data }
          : {
              key,
              error: result.error,
              ...(previous?.key === key && previous.data !== undefined ? { data: previous.data } : {}),
            },
      );
    });
    return () => {
      live = false;
    };
  }, [key, nonce, customerVersion]);

  // A login: only what the lost session made fail loads again; the rest is still what the employee was looking at.
  const epochSeen = useRef(sessionEpoch);
  useEffect(() => {
    if (epochSeen.current === sessionEpoch) return;
    epochSeen.current = sessionEpoch;
    if (failedForSession.current) setNonce((n) => n + 1);
  }, [sessionEpoch]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = settled !== undefined && settled.key === key;
  const shown = current || (options.keepPrevious && settled !== undefined && key !== undefined);
  return {
    data: shown ? settled?.data : undefined,
    error: current ? settled?.error : undefined,
    loading: key !== undefined && pending === key,
    reload,
  };
}
