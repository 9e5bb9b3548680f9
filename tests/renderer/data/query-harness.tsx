/**
 * The renderer's data layer under Testing Library, without Electron: a fresh query client bound to the session as
 * the app binds it, and a `window.api` whose channels answer only when the test says (`answer`), so every state in
 * between can be looked at.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/ipc-result';
import type { SessionInfo } from '../../../src-shared/ipc/views';
import { createQueryClient, followSession } from '../../../src-renderer/data/query-client';
import { useAppStore } from '../../../src-renderer/state/store';
import { words } from '../../../src-shared/words/error-codes';

// States are waited for, never timed: a loaded machine may take seconds to render the next one.
configure({ asyncUtilTimeout: 20_000 });

export interface Asked {
  channel: string;
  input: unknown;
  answer(result: IpcResult<unknown>): void;
}

/** Every call made to `window.api`, in order, each waiting for its answer. */
export function fakeApi() {
  const asked: Asked[] = [];
  const api = new Proxy(
    {},
    {
      get: (_target, domain: string) =>
        new Proxy(
          {},
          {
            get:
              (_inner, name: string) =>
              (input: unknown): Promise<IpcResult<unknown>> =>
                new Promise((resolve) => asked.push({ channel: `${domain}.${name}`, input, answer: resolve })),
          },
        ),
    },
  );
  (globalThis as unknown as { window: { api: unknown } }).window.api = api;
  return {
    asked,
    /** The calls to one channel so far. */
    of: (channel: string) => asked.filter((a) => a.channel === channel),
  };
}

export function withClient() {
  const client = createQueryClient();
  const unbind = followSession(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper, unbind };
}

export const ok = <T,>(data: T): IpcResult<T> => ({ ok: true, data });

export function failure(code: IpcError['code'], retryable = true): IpcResult<never> {
  return { ok: false, error: { code, words: words('internal.unexpected'), details: [], retryable } };
}

export function loggedIn(login: string): SessionInfo {
  return {
    loggedIn: true,
    environment: 'sandbox',
    user: { login, name: login },
    expiresInMs: 3_600_000,
  } as unknown as SessionInfo;
}

export const initialStore = useAppStore.getState();

/** For every test of the file: the store as at start-up with `atendente` logged in, a fresh `window.api` and client. */
export function freshForEachTest(): {
  readonly api: ReturnType<typeof fakeApi>;
  readonly harness: ReturnType<typeof withClient>;
} {
  const fresh = {} as { api: ReturnType<typeof fakeApi>; harness: ReturnType<typeof withClient> };
  beforeEach(() => {
    useAppStore.setState(initialStore, true);
    useAppStore.getState().setSession(loggedIn('atendente'));
    fresh.api = fakeApi();
    fresh.harness = withClient();
  });
  afterEach(() => {
    fresh.harness.unbind();
    fresh.harness.client.clear();
  });
  return fresh;
}
