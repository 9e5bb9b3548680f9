// @vitest-environment happy-dom
/**
 * A read whose screen is left without being closed: a tab hidden for another (the app's theme and Mantine's Tabs,
 * as the screens use them), a subtree hidden by React's Activity, a component unmounted and mounted again. Whatever
 * hid it, and whatever happened meanwhile (the answer arrived, the read failed, the session was lost and a login
 * restored it), once observed again it shows the data or the error, never an endless loading; a tab kept hidden
 * never shows a load that nothing started, and is not asked again for coming back.
 */
import { Tabs } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Activity, type ReactNode, useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../../src-shared/contract';
import type { IpcResult } from '../../../src-shared/ipc/ipc-result';
import { ThemedProvider } from '../../../src-renderer/app/theme';
import { useOperation } from '../../../src-renderer/data/use-operation';
import { useAppStore } from '../../../src-renderer/state/store';
import { failure, freshForEachTest, loggedIn, ok } from './query-harness';

const ANA = '11144477735';
const READ = 'customers.getCustomer';
const anaRead = ok({ data: { nome: 'Ana' }, drift: NO_DRIFT });

/** Whether the read's component is shown; the tests switch it, the wrappers re-render on it. */
function visibility() {
  let shown = true;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      shown = next;
      listeners.forEach((l) => l());
    },
    useShown: () =>
      useSyncExternalStore(
        (l) => (listeners.add(l), () => listeners.delete(l)),
        () => shown,
      ),
  };
}

const fresh = freshForEachTest();
let view: ReturnType<typeof visibility>;
beforeEach(() => {
  view = visibility();
});

/** The ways a screen hides a read it keeps (or drops) without the employee closing it. */
const HIDINGS = {
  /** Mantine's Tabs under the app's theme, as every tabbed screen: the read's tab, or another one. */
  'a tab left for another': ({ children }: { children: ReactNode }) => {
    const shown = view.useShown();
    return (
      <ThemedProvider>
        <QueryClientProvider client={fresh.harness.client}>
          <Tabs value={shown ? 'read' : 'other'}>
            <Tabs.Panel value="read">{children}</Tabs.Panel>
            <Tabs.Panel value="other">another tab</Tabs.Panel>
          </Tabs>
        </QueryClientProvider>
      </ThemedProvider>
    );
  },
  /** React's Activity itself: the hidden subtree's effects are cleaned up, its state kept. */
  'a subtree hidden by Activity': ({ children }: { children: ReactNode }) => {
    const shown = view.useShown();
    return (
      <QueryClientProvider client={fresh.harness.client}>
        <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
      </QueryClientProvider>
    );
  },
  'a component unmounted and mounted again': ({ children }: { children: ReactNode }) => {
    const shown = view.useShown();
    return <QueryClientProvider client={fresh.harness.client}>{shown ? children : null}</QueryClientProvider>;
  },
};

type Hiding = keyof typeof HIDINGS;

function readAna(hiding: Hiding) {
  return renderHook(() => useOperation('op8', { path: { idpessoafisica: ANA } }), { wrapper: HIDINGS[hiding] });
}

/** Answers the newest ask of the read, once there is one it has not answered. */
async function answerNext(answered: number, result: IpcResult<unknown>): Promise<void> {
  await waitFor(() => expect(fresh.api.of(READ).length).toBeGreaterThan(answered));
  act(() => fresh.api.of(READ).at(-1)!.answer(result));
}

/**
 * Waits until the read shows something other than a load: its data or error, or a new ask (the component came back
 * without its answer and asked again, which `answer` answers). An endless loading fails here.
 */
async function settles(
  current: () => { data: unknown; error: unknown; loading: boolean },
  answered: number,
  answer: IpcResult<unknown>,
): Promise<void> {
  await waitFor(() => {
    const now = current();
    expect(now.data !== undefined || now.error !== undefined || fresh.api.of(READ).length > answered).toBe(true);
  });
  if (fresh.api.of(READ).length > answered) act(() => fresh.api.of(READ).at(-1)!.answer(answer));
  await waitFor(() => expect(current().loading).toBe(false));
}

describe.each(Object.keys(HIDINGS) as Hiding[])('a read in %s', (hiding) => {
  it('hidden while in flight, its answer arriving meanwhile, shows the data once observed again', async () => {
    const { result } = readAna(hiding);
    await waitFor(() => expect(fresh.api.of(READ)).toHaveLength(1));
    act(() => view.set(false));
    act(() => fresh.api.of(READ)[0]!.answer(anaRead));
    act(() => view.set(true));
    // Unmounted, the answer went with the component: the read is asked again, never left loading.
    await settles(() => result.current, 1, anaRead);
    expect(result.current.data).toEqual({ nome: 'Ana' });
  });

  it('hidden while in flight and shown again before the answer, shows the answer when it comes', async () => {
    const { result } = readAna(hiding);
    await waitFor(() => expect(fresh.api.of(READ)).toHaveLength(1));
    act(() => view.set(false));
    act(() => view.set(true));
    const asked = fresh.api.of(READ).length;
    for (const ask of fresh.api.of(READ)) act(() => ask.answer(anaRead));
    await settles(() => result.current, asked, anaRead);
    expect(result.current.data).toEqual({ nome: 'Ana' });
  });

  it('failed while hidden, shows the error once observed again, and "Tentar novamente" asks again', async () => {
    const { result } = readAna(hiding);
    await waitFor(() => expect(fresh.api.of(READ)).toHaveLength(1));
    act(() => view.set(false));
    act(() => fresh.api.of(READ)[0]!.answer(failure('service-error')));
    act(() => view.set(true));
    await settles(() => result.current, 1, failure('service-error'));
    expect(result.current.error?.code).toBe('service-error');
    const asked = fresh.api.of(READ).length;

    act(() => result.current.reload());
    await answerNext(asked, anaRead);
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
    expect(result.current.error).toBeUndefined();
  });

  it('refused for a lost session while hidden, asked again after the login, shows the data', async () => {
    const { result } = readAna(hiding);
    await waitFor(() => expect(fresh.api.of(READ)).toHaveLength(1));
    act(() => view.set(false));
    act(() => fresh.api.of(READ)[0]!.answer(failure('session-expired')));
    await waitFor(() => expect(useAppStore.getState().sessionExpired).toBe(true));
    act(() => useAppStore.getState().setSession(loggedIn('atendente')));
    act(() => view.set(true));
    await answerNext(1, anaRead);
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
    expect(result.current.error).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });
});

describe('a tab left for another (the app keeps it hidden, observed)', () => {
  it('keeps its answer while hidden, through the screen’s renders, and is not asked again on coming back', async () => {
    const { result, rerender } = readAna('a tab left for another');
    await answerNext(0, anaRead);
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
    act(() => view.set(false));
    rerender();
    await act(() => new Promise((settled) => setTimeout(settled, 20)));
    rerender();
    expect(result.current).toMatchObject({ data: { nome: 'Ana' }, loading: false });
    act(() => view.set(true));
    expect(result.current).toMatchObject({ data: { nome: 'Ana' }, loading: false });
    expect(fresh.api.of(READ)).toHaveLength(1);
  });

  it('an answer that arrives while hidden is on the hidden tab, not a skeleton waiting for a load never started', async () => {
    const { result, rerender } = readAna('a tab left for another');
    await waitFor(() => expect(fresh.api.of(READ)).toHaveLength(1));
    act(() => view.set(false));
    act(() => fresh.api.of(READ)[0]!.answer(anaRead));
    await act(() => new Promise((settled) => setTimeout(settled, 20)));
    rerender();
    await waitFor(() => expect(result.current).toMatchObject({ data: { nome: 'Ana' }, loading: false }));
    expect(fresh.api.of(READ)).toHaveLength(1);
  });
});
