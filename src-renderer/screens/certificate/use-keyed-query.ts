/**
 * useIpcQuery keeps the previous data while it loads again, which is right
 * for "Tentar novamente" on the same thing but wrong when the key names
 * something else (another fund, another income process): fund A's balance
 * must not show under fund B while B loads. This wrapper hides data that
 * belongs to an earlier key until the answer for the current key arrives.
 */
import { useState } from 'react';
import type { IpcResult } from '../../../src-shared/ipc/ipc-result';
import { type Query, useIpcQuery } from '../../ipc/use-ipc';

export function useKeyedIpcQuery<T>(load: () => Promise<IpcResult<T>> | undefined, key: string): Query<T> {
  const query = useIpcQuery(load, key);
  const [tracked, setTracked] = useState<{ key: string; previous: T | undefined }>({ key, previous: undefined });
  let previous = tracked.previous;
  if (tracked.key !== key) {
    // Adjusting state while rendering (React's documented pattern): remember what belonged to the old key.
    previous = query.data;
    setTracked({ key, previous });
  }
  const data = previous !== undefined && query.data === previous ? undefined : query.data;
  return { data, error: query.error, loading: query.loading, reload: query.reload };
}
