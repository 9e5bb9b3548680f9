/**
 * Renderer. The same loading engine for the app's own channels that are not
 * API operations (History reads the journal), so every screen loads alike.
 */
import type { IpcResult } from '../../src-shared/ipc/ipc-result';
import { call } from '../ipc/use-ipc';
import { type QueryState, useQueryEngine } from './use-query-engine';

/** `key` names what is asked (undefined: nothing yet); `load` asks it of the main process. */
export function useChannelQuery<T>(
  key: string | undefined,
  load: () => Promise<IpcResult<T>>,
  options: { keepPrevious?: boolean } = {},
): QueryState<T> {
  return useQueryEngine(key, () => call(load()), options);
}
