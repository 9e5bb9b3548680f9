/**
 * Renderer. A certificate's movements as the screen sees them (D140–D143): the main process reads Op12 and keeps
 * the list; the screen asks it, as queries (movement-queries.ts), for the opening, for the first window of each
 * view (sort + filter) of the list, for the blocks the table scrolls to, and for the summary (totals, facets) apart,
 * which never holds up the rows. The renderer holds a few blocks of rows (windowed-rows.ts), whatever the size of
 * the list. A write for this customer opens it again; a lost session asks again, after login, what it made fail.
 *
 * Every view is of one kept list (its `list` id, in the keys): an answer from a newer list (main read it again)
 * starts the view over from that list, so totals are only ever shown beside the rows of the list they were summed
 * from (D199). The previous view's rows stay, dimmed, while the next one's first window comes.
 *
 * Failures (D198): a block that fails leaves its rows empty and says so (`query.error`) until the rows in view are
 * at hand again; a failed summary is said apart (`summaryError`), the rows staying as they are. "Tentar novamente"
 * and a login ask again only what failed (the blocks in view, the view's first window, the summary), never the
 * whole list.
 */
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { type DriftReport, NO_DRIFT } from '../../../src-shared/contract';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import type { MovementSummaryView } from '../../../src-shared/ipc/views';
import type { Movement } from '../../../src-shared/statements/movement-view';
import { type CertificatePath, queryKeys } from '../../data/query-keys';
import { type QueryState, useRead } from '../../data/use-read';
import { call } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import {
  ASK_AGAIN_AFTER_LOGIN,
  blockWindow,
  listSummary,
  type Opened,
  openMovements,
  viewWindow,
  type ViewWindow,
} from './movement-queries';
import { type MovementsUi, type MovementView, toMovementFilter } from './movement-state';
import { WindowedRows } from '../../components/table/windowed-rows';

export type { CertificatePath };

export interface KeptMovements {
  /** The opening, for OperationView: data once the first window is in (with the certificate's row count). */
  query: QueryState<{ listRows: number }> & { drift: DriftReport };
  view: MovementView;
  /** The whole list's facets, pairs and missing values (undefined until the main process summed them up). */
  summary: MovementSummaryView | undefined;
  /** Why the summary of the list and filter on screen could not be had (undefined while it comes, or once it came). */
  summaryError: IpcError | undefined;
  /** Asks for that summary again (the rows stay; nothing else is read again). */
  retrySummary(): void;
  /** The summary now (a click before it arrived): undefined when it cannot be had. */
  fetchSummary(): Promise<MovementSummaryView | undefined>;
}

const viewKeyOf = (view: { sort: MovementSort; filter: MovementFilter | undefined }) =>
  hashKey([view.sort, view.filter ?? null]);
const NO_ROWS = new WindowedRows<Movement>(0, () => undefined);
const NOTHING_ASKED = ['nothing-asked'];
/** The newest of the lists named (ids grow with each read of Op12). */
const newest = (...lists: Array<number | undefined>) =>
  lists.reduce<number | undefined>((a, b) => (b === undefined || (a !== undefined && a >= b) ? a : b), undefined);

export function useKeptMovements(path: CertificatePath | undefined, ui: MovementsUi): KeptMovements {
  // Inputs answer at once; the windows follow the deferred value (typing does not send a request per render).
  const shown = useDeferredValue(ui);
  const sort = shown.sort;
  const { from, to, tipos, fundos, text } = shown;
  const filter = useMemo(() => toMovementFilter({ from, to, tipos, fundos, text }), [from, to, tipos, fundos, text]);
  const wanted = viewKeyOf({ sort, filter });
  const cpf = path?.idcliente;
  const certificate = path?.idcertificado;
  const at = useMemo(
    () => (cpf !== undefined && certificate !== undefined ? { idcliente: cpf, idcertificado: certificate } : undefined),
    [cpf, certificate],
  );
  const keys = useMemo(() => at && queryKeys.movements(at), [at]);
  const client = useQueryClient();

  const opened = useRead<Opened>(keys?.open(), () =>
    openMovements(at!, sort, filter).then((data) => ({ ok: true, data })),
  );

  // The list on screen: the opening's, or a newer one an answer came from (the view starts over from it, with the
  // answer that named it: `carried`).
  const [heard, setHeard] = useState<number>();
  const [carried, setCarried] = useState<ViewWindow>();
  const list = newest(opened.data?.window.list, heard);
  const [lastView, setLastView] = useState<ViewWindow>();
  const viewQuery = useQuery<ViewWindow, IpcError>({
    queryKey: keys && list !== undefined ? keys.view(list, sort, filter) : NOTHING_ASKED,
    queryFn: () => viewWindow(at!, sort, filter),
    enabled: keys !== undefined && list !== undefined,
    // The first window already at hand (the opening's, or the answer that named a newer list) is not asked again.
    initialData: () =>
      [opened.data, carried, lastView].find((v) => v && v.window.list === list && viewKeyOf(v) === wanted),
    placeholderData: keepPreviousData,
    meta: ASK_AGAIN_AFTER_LOGIN,
  });
  // A view whose first window failed leaves the previous one on screen, dimmed, under the error.
  if (viewQuery.data !== undefined && viewQuery.data !== lastView) setLastView(viewQuery.data);
  const current = list === undefined ? undefined : (viewQuery.data ?? (viewQuery.error ? lastView : undefined));
  const currentList = current?.window.list;
  if (currentList !== undefined && newest(list, currentList) !== list) setHeard(currentList);

  const [, rowsArrived] = useReducer((n: number) => n + 1, 0);
  const [windowFailure, setWindowFailure] = useState<{ rows: WindowedRows<Movement>; error: IpcError }>();
  const rows = useMemo(() => {
    if (!current || !at) return NO_ROWS;
    const view = current;
    const held = new WindowedRows<Movement>(view.window.viewRows, (block, offset, count) => {
      blockWindow(client, at, view, block, count).then(
        (answer) => {
          if (answer.list !== view.window.list) {
            // Main read the list again: this view is over; the next one starts from that list, with this answer.
            setCarried({ ...view, window: answer });
            setHeard((known) => newest(known, answer.list));
            return;
          }
          held.put(answer.offset, answer.rows);
          // The error was about rows in view: it goes once none of them is missing.
          setWindowFailure((failure) => (failure?.rows === held && !held.failedInView() ? undefined : failure));
          rowsArrived();
        },
        (error: IpcError) => {
          held.failed(offset);
          setWindowFailure({ rows: held, error });
        },
      );
    });
    held.put(view.window.offset, view.window.rows);
    return held;
  }, [current, at, client]);
  const windowError = windowFailure?.rows === rows ? windowFailure.error : undefined;

  // A filtered first window found before the whole filter ran says so (`counting`, D576): the view made whole is
  // asked next, and its count makes the table grow below the rows on screen (same rows object: no jump, no focus
  // lost). Until then the count is said to be counting, never shown as a number.
  const counting = current?.window.counting === true ? current : undefined;
  const wholeQuery = useQuery<ViewWindow, IpcError>({
    queryKey: keys && counting ? keys.whole(counting.window.list, counting.sort, counting.filter) : NOTHING_ASKED,
    queryFn: () => viewWindow(at!, counting!.sort, counting!.filter, true),
    enabled: keys !== undefined && counting !== undefined,
    meta: ASK_AGAIN_AFTER_LOGIN,
  });
  const whole =
    counting && wholeQuery.data && viewKeyOf(wholeQuery.data) === viewKeyOf(counting) ? wholeQuery.data : undefined;
  const counted = whole && whole.window.list === counting?.window.list ? whole.window : undefined;
  useLayoutEffect(() => {
    if (!counted || rows.length === counted.viewRows) return;
    rows.counted(counted.viewRows);
    rows.put(0, counted.rows);
    rowsArrived();
  }, [counted, rows]);
  // Made whole from a newer list (main read it again): the view starts over from it, with that answer.
  if (whole && !counted && newest(list, whole.window.list) !== list) {
    setCarried(whole);
    setHeard(whole.window.list);
  }

  // The summary of the list and filter on screen, asked apart once the rows are painted.
  const shownFilter = current?.filter;
  const shownFilterKey = hashKey([shownFilter ?? null]);
  const [lastSummary, setLastSummary] = useState<{ data: MovementSummaryView; filterKey: string }>();
  const summaryQuery = useQuery<MovementSummaryView, IpcError>({
    queryKey: keys && currentList !== undefined ? keys.summary(currentList, shownFilter) : NOTHING_ASKED,
    queryFn: ({ signal }) => listSummary(at!, shownFilter, signal),
    enabled: keys !== undefined && currentList !== undefined,
    // The summary that named this list (asked about the previous one) is this list's: not asked again.
    initialData: () =>
      lastSummary && lastSummary.data.list === currentList && lastSummary.filterKey === shownFilterKey
        ? lastSummary.data
        : undefined,
    meta: ASK_AGAIN_AFTER_LOGIN,
  });
  const summary = summaryQuery.data;
  if (summary !== undefined && summary !== lastSummary?.data)
    setLastSummary({ data: summary, filterKey: shownFilterKey });
  if (summary !== undefined && newest(list, summary.list) !== list) setHeard(summary.list);

  const { refetch: refetchSummary } = summaryQuery;
  const retrySummary = useCallback(() => void refetchSummary(), [refetchSummary]);
  function retryWindows() {
    if (viewQuery.error) return void viewQuery.refetch();
    if (counting && wholeQuery.error) return void wholeQuery.refetch();
    setWindowFailure(undefined);
    rows.retry();
  }

  // A login: the blocks in view that failed are asked again (the view's first window and the summary are queries
  // the login asks again by themselves); the rest stays as the employee left it.
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (state.sessionEpoch === previous.sessionEpoch || !rows.failedInView()) return;
        setWindowFailure(undefined);
        rows.retry();
      }),
    [rows],
  );

  const fetchSummary = useCallback(async () => {
    if (!at) return undefined;
    const answer = await call(window.api.movements.summary({ path: at }));
    return answer.ok ? answer.data : undefined;
  }, [at]);

  const ofList = summary && summary.list === currentList ? summary : undefined;
  const failedSummary = !ofList && summaryQuery.error ? summaryQuery.error : undefined;
  const view: MovementView = {
    facets: ofList?.facets,
    rows,
    allRows: current?.window.listRows ?? 0,
    totals: ofList?.totals,
    missing: ofList?.missing,
    missingInAll: ofList?.missingInAll,
    period: ofList?.period,
    filter: current?.filter,
    sort: current?.sort ?? sort,
    stale: shown !== ui || (current !== undefined && (viewKeyOf(current) !== wanted || currentList !== list)),
    counting: counting !== undefined && !counted,
    list: currentList,
    summaryError: failedSummary,
    retrySummary,
  };
  const data = useMemo(() => (current ? { listRows: current.window.listRows } : undefined), [current]);
  const error = opened.error ?? viewQuery.error ?? (counting ? wholeQuery.error : undefined) ?? windowError;
  // "Tentar novamente" under the error: the opening's reopens; a window's asks again for the rows that failed.
  const reload = opened.error || !error ? opened.reload : retryWindows;
  const drift = opened.data?.window.drift ?? ofList?.drift ?? NO_DRIFT;
  return {
    query: { data, error, loading: opened.loading, reload, drift },
    view,
    summary: ofList,
    summaryError: failedSummary,
    retrySummary,
    fetchSummary,
  };
}
