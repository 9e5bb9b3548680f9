// @vitest-environment happy-dom
/**
 * The data layer every screen reads and writes through (useOperation, useWrite), below e2e: what a read shows
 * while it loads, after a failure, when its request changes; what a write refreshes; what a lost session and the
 * next login ask again; and that nothing is ever retried by the renderer.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../../src-shared/contract';
import { useOperation, useWrite } from '../../../src-renderer/data/use-operation';
import { useAppStore } from '../../../src-renderer/state/store';
import { failure, freshForEachTest, loggedIn, ok } from './query-harness';

const ANA = '11144477735';
const BRUNO = '52998224725';
const customer = (cpf: string) => ({ path: { idpessoafisica: cpf } });
const read = (name: string) => ok({ data: { nome: name }, drift: NO_DRIFT });

const fresh = freshForEachTest();

describe('a read (useOperation)', () => {
  it('loads from the first render, then shows the answer; nothing is asked while the input is undefined', async () => {
    const { result, rerender } = renderHook(
      ({ cpf }: { cpf?: string }) => useOperation('op8', cpf ? customer(cpf) : undefined),
      {
        wrapper: fresh.harness.wrapper,
        initialProps: {},
      },
    );
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
    expect(fresh.api.asked).toHaveLength(0);

    rerender({ cpf: ANA });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(fresh.api.of('customers.getCustomer')).toHaveLength(1));
    act(() => fresh.api.asked[0]!.answer(read('Ana')));
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
    expect(result.current.loading).toBe(false);
    expect(result.current.drift).toBe(NO_DRIFT);
  });

  it("never shows an earlier request's data as the current one's, unless asked to keep it while the next loads", async () => {
    for (const keepPrevious of [false, true]) {
      const { result, rerender, unmount } = renderHook(
        ({ cpf }: { cpf: string }) => useOperation('op8', customer(cpf), { keepPrevious }),
        { wrapper: fresh.harness.wrapper, initialProps: { cpf: ANA } },
      );
      await waitFor(() => expect(fresh.api.asked.length).toBeGreaterThan(0));
      act(() => fresh.api.asked.at(-1)!.answer(read('Ana')));
      await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));

      rerender({ cpf: BRUNO });
      expect(result.current.loading).toBe(true);
      expect(result.current.data).toEqual(keepPrevious ? { nome: 'Ana' } : undefined);
      await waitFor(() => expect(fresh.api.asked.at(-1)!.input).toEqual(customer(BRUNO)));
      act(() => fresh.api.asked.at(-1)!.answer(read('Bruno')));
      await waitFor(() => expect(result.current.data).toEqual({ nome: 'Bruno' }));
      unmount();
    }
  });

  it('a failed reload keeps the data under the error, and a failure is never asked again by itself', async () => {
    const { result } = renderHook(() => useOperation('op8', customer(ANA)), { wrapper: fresh.harness.wrapper });
    await waitFor(() => expect(fresh.api.asked).toHaveLength(1));
    act(() => fresh.api.asked[0]!.answer(read('Ana')));
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));

    act(() => result.current.reload());
    await waitFor(() => expect(fresh.api.asked).toHaveLength(2));
    act(() => fresh.api.asked[1]!.answer(failure('service-error')));
    await waitFor(() => expect(result.current.error?.code).toBe('service-error'));
    expect(result.current.data).toEqual({ nome: 'Ana' });
    // Nothing on its way and nothing scheduled: a retry would keep the query fetching through its delay.
    expect(result.current.loading).toBe(false);
    expect(fresh.harness.client.isFetching()).toBe(0);
    expect(fresh.api.asked).toHaveLength(2);
  });
});

describe('a write (useWrite)', () => {
  /** Ana's and Bruno's reads on screen, both answered. */
  async function twoCustomersOnScreen() {
    const reads = renderHook(
      () => ({ ana: useOperation('op8', customer(ANA)), bruno: useOperation('op8', customer(BRUNO)) }),
      { wrapper: fresh.harness.wrapper },
    );
    await waitFor(() => expect(fresh.api.asked).toHaveLength(2));
    act(() =>
      fresh.api.asked.forEach((a) => a.answer(read((a.input as ReturnType<typeof customer>).path.idpessoafisica))),
    );
    await waitFor(() => expect(reads.result.current.bruno.data).toBeDefined());
    const write = renderHook(() => useWrite('op4'), { wrapper: fresh.harness.wrapper });
    return { reads, write };
  }

  async function sendFor(write: { current: ReturnType<typeof useWrite<'op4'>> }, cpf: string, answer: unknown) {
    const before = fresh.api.asked.length;
    let sent!: Promise<unknown>;
    act(() => {
      sent = write.current({ path: { idcliente: cpf, idcertificado: '1' } } as never);
    });
    await waitFor(() => expect(fresh.api.asked).toHaveLength(before + 1));
    expect(fresh.api.asked[before]!.channel).toBe('pension.requestContribution');
    await act(async () => {
      fresh.api.asked[before]!.answer(answer as never);
      await sent;
    });
  }

  it.each([
    ['succeeded', ok({ result: {}, journalEntryId: 'j1', drift: NO_DRIFT }), true],
    ['ended with its outcome unknown', failure('outcome-unknown'), true],
    ['was refused', failure('invalid-input', false), false],
  ])(
    'that %s is sent once and refreshes its own customer’s reads only when it may have changed them',
    async (_, answer, refreshes) => {
      const { reads, write } = await twoCustomersOnScreen();
      await sendFor(write.result, ANA, answer);
      const reRead = () => fresh.api.asked.slice(3).map((a) => a.input);
      if (refreshes) {
        await waitFor(() => expect(reRead()).toEqual([customer(ANA)]));
        expect(reads.result.current.ana.loading).toBe(true);
        expect(reads.result.current.ana.data).toBeDefined();
      } else {
        await new Promise((settled) => setTimeout(settled, 50));
        expect(reRead()).toEqual([]);
      }
      expect(fresh.api.of('pension.requestContribution')).toHaveLength(1);
    },
  );
});

describe('the session', () => {
  it('a read refused for the lost session opens the login; after the login only what it made fail is asked again', async () => {
    const { result } = renderHook(
      () => ({ ana: useOperation('op8', customer(ANA)), bruno: useOperation('op8', customer(BRUNO)) }),
      { wrapper: fresh.harness.wrapper },
    );
    await waitFor(() => expect(fresh.api.asked).toHaveLength(2));
    act(() => {
      fresh.api.asked[0]!.answer(read('Ana'));
      fresh.api.asked[1]!.answer(failure('session-expired'));
    });
    await waitFor(() => expect(result.current.bruno.error?.code).toBe('session-expired'));
    expect(useAppStore.getState().sessionExpired).toBe(true);

    act(() => useAppStore.getState().setSession(loggedIn('atendente')));
    await waitFor(() => expect(fresh.api.asked).toHaveLength(3));
    expect(fresh.api.asked[2]!.input).toEqual(customer(BRUNO));
    act(() => fresh.api.asked[2]!.answer(read('Bruno')));
    await waitFor(() => expect(result.current.bruno.data).toEqual({ nome: 'Bruno' }));
    expect(result.current.bruno.error).toBeUndefined();
    expect(result.current.ana.data).toEqual({ nome: 'Ana' });
  });

  it('an answer refused for a session a login replaced while it travelled is asked again with the new one', async () => {
    const { result } = renderHook(() => useOperation('op8', customer(ANA)), { wrapper: fresh.harness.wrapper });
    await waitFor(() => expect(fresh.api.asked).toHaveLength(1));
    act(() => useAppStore.getState().setSession(loggedIn('atendente')));
    act(() => fresh.api.asked[0]!.answer(failure('session-expired')));
    await waitFor(() => expect(fresh.api.asked).toHaveLength(2));
    expect(useAppStore.getState().sessionExpired).toBe(false);
    act(() => fresh.api.asked[1]!.answer(read('Ana')));
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
  });

  it("another user's login drops every answer held", async () => {
    const { result } = renderHook(() => useOperation('op8', customer(ANA)), { wrapper: fresh.harness.wrapper });
    await waitFor(() => expect(fresh.api.asked).toHaveLength(1));
    act(() => fresh.api.asked[0]!.answer(read('Ana')));
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => useAppStore.getState().setSession(loggedIn('consulta')));
    expect(fresh.harness.client.getQueryCache().getAll()).toHaveLength(0);
  });
});
