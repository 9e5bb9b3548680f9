/**
 * Renderer. A certificate's movements as the screen sees them (D140–D143): the main process reads Op12 and
 * keeps the list; this hook asks it for the first window (opening), for the blocks the table scrolls to, for a
 * new first window when the sort or the filters change, and for the totals and facets apart (they never hold up
 * the rows). The renderer holds a few blocks of rows (windowed-rows.ts), whatever the size of the list.
 *
 * Opening goes through the same loading engine as every read (use-query-engine.ts): a write for this customer
 * opens it again, a lost session loads it again after login. A window or a summary that comes from another list
 * than the one on screen (main read it again: five minutes passed, a write) starts the view over from that list:
 * totals are only ever shown beside the rows of the list they were summed from (D199).
 *
 * Failures (D198): a window that fails leaves its rows empty and says so (`query.error`) until the rows in view
 * are at hand again; a failed summary is said apart (`summaryError`), the rows staying as they are. "Tentar
 * novamente" and a login ask again only what failed (the blocks in view, the summary), never the whole list.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type DriftReport, NO_DRIFT } from '../../../src-shared/contract';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/ipc-result';
import type { MovementOpenResult, MovementSummaryView, MovementWindow } from '../../../src-shared/ipc/views';
import type { Movement } from '../../../src-shared/statements/movement-view';
import { type QueryState, useQueryEngine } from '../../data/use-query-engine';
import { call, isSessionError } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';
import { type MovementsUi, type MovementView, toMovementFilter } from './movement-state';
import { BLOCK_ROWS, WindowedRows } from './windowed-rows';

/** Op12's path (the index signature is the channel's: the schema checks the names). */
export type CertificatePath = Record<string, string> & { idcliente: string; idcertificado: string };

/** A view (sort + filter) of one kept list, with the rows the renderer holds of it. */
interface ShownView {
  list: number;
  key: string;
  sort: MovementSort;
  filter: MovementFilter | undefined;
  listRows: number;
  rows: WindowedRows<Movement>;
}

interface Opened {
  result: MovementOpenResult;
  sort: MovementSort;
  filter: MovementFilter | undefined;
}

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

const viewKeyOf = (sort: MovementSort, filter: MovementFilter | undefined) => JSON.stringify([sort, filter ?? null]);
const filterKeyOf = (filter: MovementFilter | undefined) => JSON.stringify(filter ?? null);
const NO_ROWS = new WindowedRows<Movement>(0, () => undefined);

export function useKeptMovements(path: CertificatePath | undefined, ui: MovementsUi): KeptMovements {
  // Inputs answer at once; the windows follow the deferred value (typing does not send a request per render).
  const shown = useDeferredValue(ui);
  const sort = shown.sort;
  const { from, to, tipos, fundos, text } = shown;
  const filter = useMemo(() => toMovementFilter({ from, to, tipos, fundos, text }), [from, to, tipos, fundos, text]);
  const wantedKey = viewKeyOf(sort, filter);
  const cpf = path?.idcliente;
  const certificate = path?.idcertificado;
  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  });

  const opened = useQueryEngine<Opened>(
    cpf !== undefined && certificate !== undefined ? `movements.open ${cpf} ${certificate}` : undefined,
    async (): Promise<IpcResult<Opened>> => {
      const result = await call(
        window.api.movements.open({ path: path!, sort, ...(filter ? { filter } : {}), offset: 0, count: BLOCK_ROWS }),
      );
      return result.ok ? { ok: true, data: { result: result.data, sort, filter } } : result;
    },
    { customerCpf: cpf },
  );

  const [, rowsArrived] = useReducer((n: number) => n + 1, 0);
  const [current, setCurrent] = useState<ShownView>();
  const [windowError, setWindowError] = useState<IpcError>();
  /** The view asked for last: an answer for another one is not shown. */
  const wantedRef = useRef(wantedKey);
  useEffect(() => {
    wantedRef.current = wantedKey;
  });

  /** The view on screen: what an answer about an earlier one must not touch. */
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });

  // Made once: the refs are read only when a window answers, never while rendering.
  const [io] = useState<ViewIo>(() => ({
    path: () => pathRef.current,
    wanted: () => wantedRef.current,
    show: (view) => {
      setWindowError(undefined);
      setCurrent(view);
    },
    failed: (view, error) => {
      if (view === currentRef.current) setWindowError(error);
    },
    arrived: (view) => {
      // The error was about rows in view: it goes once none of them is missing.
      if (view === currentRef.current && !view.rows.failedInView()) setWindowError(undefined);
      rowsArrived();
    },
  }));
  const makeView = useCallback(
    (first: MovementWindow, viewSort: MovementSort, viewFilter: MovementFilter | undefined) =>
      openView(first, viewSort, viewFilter, io),
    [io],
  );

  // A new opening (first load, a reload after a write) replaces the view.
  const [seenOpen, setSeenOpen] = useState<Opened>();
  if (opened.data !== seenOpen) {
    setSeenOpen(opened.data);
    setCurrent(opened.data ? makeView(opened.data.result, opened.data.sort, opened.data.filter) : undefined);
    setWindowError(undefined);
  }

  // The summary of the list and filter on screen (below): kept with the list it was summed from, its own.
  const [summary, setSummary] = useState<{ list: number; filterKey: string; data: MovementSummaryView }>();
  const [summaryFailure, setSummaryFailure] = useState<{ list: number; filterKey: string; error: IpcError }>();
  const currentKey = current?.key;
  const currentList = current?.list;
  // A summary from a list main read after this one: the rows on screen are of a list main no longer keeps.
  const newerList = summary !== undefined && currentList !== undefined && summary.list > currentList;

  // Another sort or filter, or a newer list: its first window, then the table shows it (the previous rows stay,
  // dimmed, until then). A new `windowAttempt` (a retry) asks again when that is what failed.
  const [windowAttempt, setWindowAttempt] = useState(0);
  useEffect(() => {
    if (currentKey === undefined || (currentKey === wantedKey && !newerList) || !pathRef.current) return;
    let live = true;
    const epoch = useAppStore.getState().sessionEpoch;
    void call(askWindow(pathRef.current, sort, filter, 0, BLOCK_ROWS)).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        // Refused for a session a login replaced while it travelled: asked again with the new one.
        if (isSessionError(answer.error) && useAppStore.getState().sessionEpoch !== epoch)
          return setWindowAttempt((n) => n + 1);
        return setWindowError(answer.error);
      }
      setWindowError(undefined);
      setCurrent(makeView(answer.data, sort, filter));
    });
    return () => {
      live = false;
    };
  }, [currentKey, currentList, wantedKey, newerList, sort, filter, makeView, windowAttempt]);

  // A retry of the windows on screen: the blocks in view that failed are asked again (the effect above asks a
  // view's first window again when that is what failed).
  const windowsRetried = useRef(windowAttempt);
  useEffect(() => {
    if (windowsRetried.current === windowAttempt) return;
    windowsRetried.current = windowAttempt;
    if (current && current.key === wantedKey && !newerList) current.rows.retry();
  }, [windowAttempt, current, wantedKey, newerList]);
  const retryWindows = useCallback(() => {
    setWindowError(undefined);
    setWindowAttempt((n) => n + 1);
  }, []);

  // The summary: asked for apart, after the rows; again on "Tentar novamente" (`summaryAttempt`).
  const [summaryAttempt, setSummaryAttempt] = useState(0);
  const shownFilter = current?.filter;
  const shownFilterKey = filterKeyOf(shownFilter);
  const haveSummary = summary !== undefined && summary.list === currentList && summary.filterKey === shownFilterKey;
  useEffect(() => {
    if (currentList === undefined || haveSummary || !pathRef.current) return;
    let live = true;
    const ask = () => {
      if (!live || !pathRef.current) return;
      const epoch = useAppStore.getState().sessionEpoch;
      void call(
        window.api.movements.summary({ path: pathRef.current, ...(shownFilter ? { filter: shownFilter } : {}) }),
      ).then((answer) => {
        if (!live) return;
        if (!answer.ok) {
          // Refused for a session a login replaced while it travelled: asked again with the new one.
          if (isSessionError(answer.error) && useAppStore.getState().sessionEpoch !== epoch) return ask();
          return setSummaryFailure({ list: currentList, filterKey: shownFilterKey, error: answer.error });
        }
        setSummaryFailure(undefined);
        // Its own list: when main read the list again, the view starts over from it (newerList) and then matches.
        setSummary({ list: answer.data.list, filterKey: shownFilterKey, data: answer.data });
      });
    };
    // Asked once the frame with the rows is painted: a small list's summary comes back within that frame, and
    // rendering it (filters, totals) held the rows' first paint up (D186), as the digest never did before D140.
    const frame = requestAnimationFrame(() => setTimeout(ask, 0));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
    // shownFilter changes with its key (an object: its identity would ask again for nothing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentList, shownFilterKey, haveSummary, summaryAttempt]);

  const retrySummary = useCallback(() => {
    setSummaryFailure(undefined);
    setSummaryAttempt((n) => n + 1);
  }, []);

  // A login: what failed (for the lost session or not) is asked again; the rest stays as the employee left it.
  const sessionEpoch = useAppStore((s) => s.sessionEpoch);
  const [epochSeen, setEpochSeen] = useState(sessionEpoch);
  if (epochSeen !== sessionEpoch) {
    setEpochSeen(sessionEpoch);
    if (windowError) {
      setWindowError(undefined);
      setWindowAttempt((n) => n + 1);
    }
    if (summaryFailure) {
      setSummaryFailure(undefined);
      setSummaryAttempt((n) => n + 1);
    }
  }

  const fetchSummary = useCallback(async () => {
    const at = pathRef.current;
    if (!at) return undefined;
    const answer = await call(window.api.movements.summary({ path: at }));
    return answer.ok ? answer.data : undefined;
  }, []);

  const ofList = summary && current && summary.list === current.list ? summary.data : undefined;
  const ofView = ofList && summary?.filterKey === shownFilterKey ? ofList : undefined;
  const failedSummary =
    !ofView && summaryFailure && summaryFailure.list === currentList && summaryFailure.filterKey === shownFilterKey
      ? summaryFailure.error
      : undefined;
  const view: MovementView = {
    facets: ofList?.facets,
    rows: current?.rows ?? NO_ROWS,
    allRows: current?.listRows ?? 0,
    totals: ofView?.totals,
    missing: ofView?.missing,
    missingInAll: ofList?.missingInAll,
    filter: current?.filter,
    sort: current?.sort ?? sort,
    stale: shown !== ui || (current !== undefined && current.key !== wantedKey),
    list: current?.list,
    summaryError: failedSummary,
    retrySummary,
  };
  const data = useMemo(() => (current ? { listRows: current.listRows } : undefined), [current]);
  // "Tentar novamente" under the error: the opening's reopens; a window's asks again for the rows that failed.
  const reload = opened.error || !windowError ? opened.reload : retryWindows;
  return {
    query: {
      data,
      error: opened.error ?? windowError,
      loading: opened.loading,
      reload,
      drift: opened.data?.result.drift ?? ofList?.drift ?? NO_DRIFT,
    },
    view,
    summary: ofList,
    summaryError: failedSummary,
    retrySummary,
    fetchSummary,
  };
}

/** What a view needs of the hook that shows it. */
interface ViewIo {
  path(): CertificatePath | undefined;
  /** The key of the view the employee asked for last. */
  wanted(): string;
  show(view: ShownView): void;
  /** A block of `view` could not be read. */
  failed(view: ShownView, error: IpcError): void;
  /** A block of `view` arrived. */
  arrived(view: ShownView): void;
}

/** A view of one kept list with its first window (or whichever window came first) in place; it asks for the rest as the table scrolls. */
function openView(
  first: MovementWindow,
  sort: MovementSort,
  filter: MovementFilter | undefined,
  io: ViewIo,
): ShownView {
  const view: ShownView = {
    list: first.list,
    key: viewKeyOf(sort, filter),
    sort,
    filter,
    listRows: first.listRows,
    rows: NO_ROWS,
  };
  view.rows = new WindowedRows<Movement>(first.viewRows, (_block, offset, count) => {
    const path = io.path();
    if (!path) return;
    const epoch = useAppStore.getState().sessionEpoch;
    void call(askWindow(path, sort, filter, offset, count)).then((answer) => {
      if (!answer.ok) {
        view.rows.failed(offset);
        // Refused for a session a login replaced while it travelled: asked again with the new one.
        if (isSessionError(answer.error) && useAppStore.getState().sessionEpoch !== epoch) view.rows.retry();
        else io.failed(view, answer.error);
        return;
      }
      if (answer.data.list !== view.list) {
        // Main read the list again: this view is over; the answer starts the next one.
        if (io.wanted() === view.key) io.show(openView(answer.data, sort, filter, io));
        return;
      }
      view.rows.put(answer.data.offset, answer.data.rows);
      io.arrived(view);
    });
  });
  view.rows.put(first.offset, first.rows);
  return view;
}

/** One window of a view of the kept list. */
function askWindow(
  path: CertificatePath,
  sort: MovementSort,
  filter: MovementFilter | undefined,
  offset: number,
  count: number,
): Promise<IpcResult<MovementWindow>> {
  return window.api.movements.window({ path, sort, ...(filter ? { filter } : {}), offset, count });
}
