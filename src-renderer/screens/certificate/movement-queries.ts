/**
 * Renderer. The questions the movements screen asks the main process about a certificate's kept list (D140–D143),
 * as TanStack Query functions and options: the opening (Op12 read again, the first window of the view asked then),
 * the first window of a view (sort + filter), one block of a view's rows, and the summary of a filter. Any answer
 * may come from a newer list than the one asked about (main read Op12 again: five minutes passed, a write): the
 * hook (use-kept-movements.ts) then starts the view over from that list, with that answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MovementFilter, MovementSort } from '../../../src-shared/ipc/inputs';
import type { IpcResult } from '../../../src-shared/ipc/ipc-result';
import type { MovementOpenResult, MovementSummaryView, MovementWindow } from '../../../src-shared/ipc/views';
import { type ReadMeta, readOrThrow } from '../../data/query-client';
import { type CertificatePath, queryKeys } from '../../data/query-keys';
import { call } from '../../ipc/use-ipc';
import { BLOCK_ROWS } from '../../components/table/windowed-rows';

/** A view's first window (or whichever window of its list came first), with the sort and filter it was cut by. */
export interface ViewWindow {
  window: MovementWindow;
  sort: MovementSort;
  filter: MovementFilter | undefined;
}

export interface Opened extends ViewWindow {
  window: MovementOpenResult;
}

/** A failed window or summary is asked again after a login whatever made it fail (D198): the rows in view need it. */
export const ASK_AGAIN_AFTER_LOGIN: ReadMeta = { afterLogin: 'any-failure' };

const withFilter = (filter: MovementFilter | undefined) => (filter ? { filter } : {});

function askWindow(
  path: CertificatePath,
  sort: MovementSort,
  filter: MovementFilter | undefined,
  offset: number,
  count: number,
  whole = false,
): Promise<IpcResult<MovementWindow>> {
  return call(
    window.api.movements.window({ path, sort, ...withFilter(filter), offset, count, ...(whole ? { whole } : {}) }),
  );
}

export async function openMovements(
  path: CertificatePath,
  sort: MovementSort,
  filter: MovementFilter | undefined,
): Promise<Opened> {
  const result = await readOrThrow(() =>
    call(window.api.movements.open({ path, sort, ...withFilter(filter), offset: 0, count: BLOCK_ROWS })),
  );
  return { window: result, sort, filter };
}

/**
 * The first window of a view of the kept list; with `whole`, once the view is made whole (a filtered first window
 * may come before the view's count, `counting`: D576).
 */
export async function viewWindow(
  path: CertificatePath,
  sort: MovementSort,
  filter: MovementFilter | undefined,
  whole = false,
): Promise<ViewWindow> {
  return { window: await readOrThrow(() => askWindow(path, sort, filter, 0, BLOCK_ROWS, whole)), sort, filter };
}

/** One block of a view's rows, as a query of its own (asked once at a time, whoever asks). */
export function blockWindow(
  client: QueryClient,
  path: CertificatePath,
  view: ViewWindow,
  block: number,
  count: number,
): Promise<MovementWindow> {
  const { sort, filter } = view;
  return client.fetchQuery({
    queryKey: queryKeys.movements(path).window(view.window.list, sort, filter, block),
    queryFn: () => readOrThrow(() => askWindow(path, sort, filter, block * BLOCK_ROWS, count)),
  });
}

/**
 * The summary of `filter` over the kept list, asked once the frame with the rows is painted: a small list's summary
 * comes back within that frame, and rendering it (filters, totals) held the rows' first paint up (D186). A summary
 * no longer wanted by then (another filter) is not asked.
 */
export async function listSummary(
  path: CertificatePath,
  filter: MovementFilter | undefined,
  signal: AbortSignal,
): Promise<MovementSummaryView> {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  if (signal.aborted) throw signal.reason;
  return readOrThrow(() => call(window.api.movements.summary({ path, ...withFilter(filter) })));
}
