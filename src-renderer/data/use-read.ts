/**
 * Renderer. One read as every screen shows it (TanStack Query underneath): loads when the key is first asked and
 * when it changes; `loading` from the render that asks until the answer; a failed reload keeps the data under the
 * error; data of an earlier key is never shown as the current one's (fund A's balance under fund B), unless the
 * screen asks to keep it, dimmed, while the next key loads (`keepPrevious`: paging, other filters).
 */
import { keepPreviousData, type QueryKey, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { IpcError, IpcResult } from '../../src-shared/ipc/ipc-result';
import { type ReadMeta, readOrThrow } from './query-client';

export interface QueryState<T> {
  /** The answer for the current key (or, with keepPrevious, the last one while the next loads). */
  data: T | undefined;
  error: IpcError | undefined;
  /** A request is on its way. */
  loading: boolean;
  reload(): void;
}

export interface ReadOptions {
  /** Keep showing the previous key's data while another loads. */
  keepPrevious?: boolean;
  meta?: ReadMeta;
}

const NOTHING_ASKED: QueryKey = ['nothing-asked'];

/** `key` undefined: nothing to load yet (a tab not opened, a fund not chosen). */
export function useRead<T>(
  key: QueryKey | undefined,
  load: () => Promise<IpcResult<T>>,
  options: ReadOptions = {},
): QueryState<T> {
  const asked = key !== undefined;
  const query = useQuery<T, IpcError>({
    queryKey: key ?? NOTHING_ASKED,
    queryFn: asked ? () => readOrThrow(load) : skipToken,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    if (asked) void refetch();
  }, [asked, refetch]);
  return {
    data: asked ? query.data : undefined,
    error: asked ? (query.error ?? undefined) : undefined,
    loading: asked && query.isFetching,
    reload,
  };
}
