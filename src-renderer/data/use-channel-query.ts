/**
 * Renderer. The same reads (use-read.ts) for the app's own channels that are not
 * API operations (History reads the journal), so every screen loads alike.
 */
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import { call } from '../ipc/use-ipc';
import { queryKeys } from './query-keys';
import { type QueryState, useRead } from './use-read';

/** `name` and `parts` say what is asked; `load` asks it of the main process. */
export function useChannelQuery<T>(
  [name, ...parts]: readonly [string, ...unknown[]],
  load: () => Promise<IpcResult<T>>,
  options: { keepPrevious?: boolean } = {},
): QueryState<T> {
  return useRead(queryKeys.channel(name, ...parts), () => call(load()), options);
}
