// @vitest-environment happy-dom
/**
 * The movements' queries (use-kept-movements.ts) below e2e: the opening's first window is not asked twice, another
 * sort keeps the previous rows (dimmed) until its own arrive, an answer from a newer list starts the view over from
 * it without asking its summary again, and a failed block is asked again alone ("Tentar novamente", a login).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_DRIFT } from '../../../src-shared/contract';
import type { MovementWindow } from '../../../src-shared/ipc/views';
import {
  type MovementsUi,
  NEWEST_FIRST,
  NO_MOVEMENT_FILTERS,
} from '../../../src-renderer/screens/certificate/movement-state';
import { useKeptMovements } from '../../../src-renderer/screens/certificate/use-kept-movements';
import { BLOCK_ROWS } from '../../../src-renderer/components/table/windowed-rows';
import { useAppStore } from '../../../src-renderer/state/store';
import { type Asked, failure, freshForEachTest, loggedIn, ok } from './query-harness';

const PATH = { idcliente: '11144477735', idcertificado: '900' };
const OLDEST_FIRST = { column: 'dataMovimento', direction: 'asc' } as const;
const ROWS = 250;

/** Rows [offset, offset + count) of list `list`, each naming its list and place. */
function windowOf(list: number, offset: number, count = BLOCK_ROWS, tag = ''): MovementWindow {
  const rows = Array.from({ length: Math.min(count, ROWS - offset) }, (_, i) => ({
    at: `${tag}${list}:${offset + i}`,
  }));
  return { list, listRows: ROWS, viewRows: ROWS, offset, rows: rows as never };
}
const summaryOf = (list: number) =>
  ok({
    list,
    facets: { tiposMovimento: [], fundos: [] },
    missingInAll: { semPar: 0 },
    pairs: [],
    totals: { count: ROWS },
    missing: {},
    drift: NO_DRIFT,
  });

const fresh = freshForEachTest();

async function nextAsk(channel: string, count: number): Promise<Asked> {
  await waitFor(() => expect(fresh.api.of(channel)).toHaveLength(count));
  return fresh.api.of(channel)[count - 1]!;
}

/** The table opened on list 1, its summary in. */
async function opened() {
  const hook = renderHook(({ sort }) => useKeptMovements(PATH, { ...NO_MOVEMENT_FILTERS, sort }), {
    wrapper: fresh.harness.wrapper,
    initialProps: { sort: NEWEST_FIRST as typeof NEWEST_FIRST | typeof OLDEST_FIRST },
  });
  expect(hook.result.current.query.loading).toBe(true);
  const open = await nextAsk('movements.open', 1);
  act(() => open.answer(ok({ ...windowOf(1, 0), drift: NO_DRIFT })));
  await waitFor(() => expect(hook.result.current.query.data).toEqual({ listRows: ROWS }));
  (await nextAsk('movements.summary', 1)).answer(summaryOf(1));
  await waitFor(() => expect(hook.result.current.view.totals).toBeDefined());
  return hook;
}

describe('the movements as queries', () => {
  it("opens with the opening's first window (not asked again), then the summary apart", async () => {
    const { result } = await opened();
    expect(result.current.view.rows.at(0)).toEqual({ at: '1:0' });
    expect(result.current.view.list).toBe(1);
    expect(result.current.view.stale).toBe(false);
    expect(fresh.api.of('movements.window')).toHaveLength(0);
    expect(fresh.api.of('movements.summary')).toHaveLength(1);
  });

  it('another sort keeps the rows on screen, dimmed, until its own first window arrives', async () => {
    const { result, rerender } = await opened();
    rerender({ sort: OLDEST_FIRST });
    const first = await nextAsk('movements.window', 1);
    expect(first.input).toMatchObject({ sort: OLDEST_FIRST, offset: 0 });
    expect(result.current.view.stale).toBe(true);
    expect(result.current.view.rows.at(0)).toEqual({ at: '1:0' });
    act(() => first.answer(ok(windowOf(1, 0, BLOCK_ROWS, 'asc '))));
    await waitFor(() => expect(result.current.view.rows.at(0)).toEqual({ at: 'asc 1:0' }));
    expect(result.current.view).toMatchObject({ stale: false, sort: OLDEST_FIRST });
  });

  it('a summary from a newer list starts the view over from it, and that summary is not asked again', async () => {
    const { result } = await opened();
    act(() => result.current.retrySummary());
    (await nextAsk('movements.summary', 2)).answer(summaryOf(2));
    const first = await nextAsk('movements.window', 1);
    expect(result.current.view.totals).toBeUndefined();
    act(() => first.answer(ok(windowOf(2, 0))));
    await waitFor(() => expect(result.current.view.list).toBe(2));
    expect(result.current.view.rows.at(0)).toEqual({ at: '2:0' });
    expect(result.current.view.totals).toEqual({ count: ROWS });
    expect(fresh.api.of('movements.summary')).toHaveLength(2);
    expect(fresh.api.of('movements.open')).toHaveLength(1);
  });

  it('a block that fails is said, and asked again alone by "Tentar novamente" and by a login', async () => {
    const { result } = await opened();
    act(() => result.current.view.rows.want?.(150, 160));
    const block = await nextAsk('movements.window', 1);
    expect(block.input).toMatchObject({ offset: BLOCK_ROWS });
    act(() => block.answer(failure('service-error')));
    await waitFor(() => expect(result.current.query.error?.code).toBe('service-error'));
    expect(result.current.view.rows.at(0)).toEqual({ at: '1:0' });

    act(() => result.current.query.reload());
    const again = await nextAsk('movements.window', 2);
    expect(again.input).toMatchObject({ offset: BLOCK_ROWS });
    expect(result.current.query.error).toBeUndefined();
    act(() => again.answer(failure('service-error')));
    await waitFor(() => expect(result.current.query.error).toBeDefined());

    act(() => useAppStore.getState().setSession(loggedIn('atendente')));
    const afterLogin = await nextAsk('movements.window', 3);
    act(() => afterLogin.answer(ok(windowOf(1, BLOCK_ROWS))));
    await waitFor(() => expect(result.current.view.rows.at(150)).toEqual({ at: '1:150' }));
    expect(result.current.query.error).toBeUndefined();
    expect(fresh.api.of('movements.open')).toHaveLength(1);
  });
});

/** Rows of the view filtered by `text`: fewer than the list's, each naming its list, place and filter. */
function filteredWindowOf(list: number, text: string): MovementWindow {
  const rows = Array.from({ length: 40 }, (_, i) => ({ at: `${text} ${list}:${i}` }));
  return { list, listRows: ROWS, viewRows: rows.length, offset: 0, rows: rows as never };
}

type Held = 'sort window' | 'opening summary' | 'filter window';
const HELD: readonly Held[] = ['sort window', 'opening summary', 'filter window'];
const orders = (items: readonly Held[]): Held[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((first) => orders(items.filter((i) => i !== first)).map((rest) => [first, ...rest]));

describe('a text filter typed while the movements are still arriving', () => {
  // Every order the three answers in flight can come back in, the sort's first window answered or refused as
  // superseded by the filter's (the kept lists' thread, D430): the filter typed last is what the table ends on.
  const cases = orders(HELD).flatMap((order) =>
    (['answered', 'superseded'] as const).map((sortWindow) => ({ order, sortWindow })),
  );
  it.each(cases)('is kept: answers in the order $order, the sort window $sortWindow', async ({ order, sortWindow }) => {
    const hook = renderHook((ui: MovementsUi) => useKeptMovements(PATH, ui), {
      wrapper: fresh.harness.wrapper,
      initialProps: { ...NO_MOVEMENT_FILTERS, sort: NEWEST_FIRST } as MovementsUi,
    });
    act(() => fresh.api.of('movements.open')[0]?.answer(ok({ ...windowOf(1, 0), drift: NO_DRIFT })));
    await waitFor(() => expect(hook.result.current.query.data).toEqual({ listRows: ROWS }));
    const openingSummary = await nextAsk('movements.summary', 1);

    hook.rerender({ ...NO_MOVEMENT_FILTERS, sort: OLDEST_FIRST });
    const sortWindowAsk = await nextAsk('movements.window', 1);
    hook.rerender({ ...NO_MOVEMENT_FILTERS, text: 'AJUSTE', sort: OLDEST_FIRST });
    const filterWindowAsk = await nextAsk('movements.window', 2);
    expect(filterWindowAsk.input).toMatchObject({ sort: OLDEST_FIRST, filter: { text: 'AJUSTE' }, offset: 0 });

    const answers: Record<Held, () => void> = {
      'sort window': () =>
        sortWindowAsk.answer(sortWindow === 'answered' ? ok(windowOf(1, 0, BLOCK_ROWS, 'asc ')) : failure('cancelled')),
      'opening summary': () => openingSummary.answer(summaryOf(1)),
      'filter window': () => filterWindowAsk.answer(ok(filteredWindowOf(1, 'AJUSTE'))),
    };
    for (const held of order) act(() => answers[held]());

    await waitFor(() => expect(hook.result.current.view.rows.at(0)).toEqual({ at: 'AJUSTE 1:0' }));
    const filterSummary = await nextAsk('movements.summary', 2);
    expect(filterSummary.input).toMatchObject({ filter: { text: 'AJUSTE' } });
    act(() => filterSummary.answer(summaryOf(1)));
    await waitFor(() => expect(hook.result.current.view.totals).toBeDefined());
    expect(hook.result.current.view).toMatchObject({ filter: { text: 'AJUSTE' }, sort: OLDEST_FIRST, stale: false });
    expect(hook.result.current.view.rows.length).toBe(40);
    expect(hook.result.current.query.error).toBeUndefined();
  });
});

describe('a filtered first window found before its count (D576)', () => {
  it('says it is counting, asks the view made whole, and grows the same rows when the count comes', async () => {
    const hook = renderHook((ui: MovementsUi) => useKeptMovements(PATH, ui), {
      wrapper: fresh.harness.wrapper,
      initialProps: { ...NO_MOVEMENT_FILTERS, sort: NEWEST_FIRST } as MovementsUi,
    });
    act(() => fresh.api.of('movements.open')[0]?.answer(ok({ ...windowOf(1, 0), drift: NO_DRIFT })));
    await waitFor(() => expect(hook.result.current.query.data).toEqual({ listRows: ROWS }));
    hook.rerender({ ...NO_MOVEMENT_FILTERS, text: 'resgate', sort: NEWEST_FIRST });
    const first = await nextAsk('movements.window', 1);
    expect(first.input).not.toHaveProperty('whole');
    // The thread found a full first window before running the whole filter: 100 rows so far, the count unknown.
    act(() => first.answer(ok({ ...windowOf(1, 0, BLOCK_ROWS, 'resgate '), counting: true, viewRows: BLOCK_ROWS })));
    await waitFor(() => expect(hook.result.current.view.rows.at(0)).toEqual({ at: 'resgate 1:0' }));
    expect(hook.result.current.view).toMatchObject({ counting: true, stale: false });
    const shown = hook.result.current.view.rows;
    expect(shown.length).toBe(BLOCK_ROWS);

    const whole = await nextAsk('movements.window', 2);
    expect(whole.input).toMatchObject({ filter: { text: 'resgate' }, offset: 0, whole: true });
    act(() => whole.answer(ok({ ...windowOf(1, 0, BLOCK_ROWS, 'resgate '), viewRows: 180 })));
    await waitFor(() => expect(hook.result.current.view.counting).toBe(false));
    // The same rows object, grown below the rows on screen: the table neither scrolls back nor loses its focus.
    expect(hook.result.current.view.rows).toBe(shown);
    expect(hook.result.current.view.rows.length).toBe(180);
    expect(hook.result.current.view.rows.at(99)).toEqual({ at: 'resgate 1:99' });
    expect(hook.result.current.query.error).toBeUndefined();
  });

  it('a failed count is said, and "Tentar novamente" asks it again alone', async () => {
    const hook = renderHook((ui: MovementsUi) => useKeptMovements(PATH, ui), {
      wrapper: fresh.harness.wrapper,
      initialProps: { ...NO_MOVEMENT_FILTERS, text: 'resgate', sort: NEWEST_FIRST } as MovementsUi,
    });
    act(() =>
      fresh.api
        .of('movements.open')[0]
        ?.answer(ok({ ...windowOf(1, 0), counting: true, viewRows: BLOCK_ROWS, drift: NO_DRIFT })),
    );
    const whole = await nextAsk('movements.window', 1);
    expect(whole.input).toMatchObject({ whole: true });
    act(() => whole.answer(failure('service-error')));
    await waitFor(() => expect(hook.result.current.query.error?.code).toBe('service-error'));
    expect(hook.result.current.view.counting).toBe(true);
    act(() => hook.result.current.query.reload());
    const again = await nextAsk('movements.window', 2);
    expect(again.input).toMatchObject({ whole: true });
    act(() => again.answer(ok({ ...windowOf(1, 0), viewRows: 120 })));
    await waitFor(() => expect(hook.result.current.view.rows.length).toBe(120));
    expect(hook.result.current.view.counting).toBe(false);
    expect(fresh.api.of('movements.open')).toHaveLength(1);
  });
});
